import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

interface ControlSelectProps<Value extends string> {
  label: ReactNode;
  value: Value;
  options: readonly {value: Value; label: string}[];
  onChange: (value: Value) => void;
}

/** A labelled select of the simulator's controls. */
export default function ControlSelect<Value extends string>({label, value, options, onChange}: ControlSelectProps<Value>): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
