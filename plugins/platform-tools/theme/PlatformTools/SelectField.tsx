import type {ReactNode} from 'react';
import Field from './Field';

export interface SelectFieldProps<Value extends string | number> {
  label: ReactNode;
  value: Value;
  /** The options, in the order shown. */
  values: readonly Value[];
  onChange: (value: Value) => void;
  /** What an option reads; the value itself by default. */
  optionLabel?: (value: Value) => ReactNode;
  /** The select's data-field, where tests and the page's scripts need one. */
  field?: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A select in a Field; it hands back the typed value of the chosen option, not the option's text. */
export default function SelectField<Value extends string | number>({
  label,
  value,
  values,
  onChange,
  optionLabel = String,
  field,
  error,
  hint,
}: SelectFieldProps<Value>): ReactNode {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={String(value)}
          onChange={(event) => onChange(values.find((candidate) => String(candidate) === event.target.value) ?? values[0])}
          data-field={field}
        >
          {values.map((candidate) => (
            <option key={String(candidate)} value={String(candidate)}>
              {optionLabel(candidate)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
