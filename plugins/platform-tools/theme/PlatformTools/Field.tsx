import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** What a control inside a Field spreads onto itself: its id and the ties to its hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby': string;
  'aria-invalid': boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The Polish problem of the field, or null; shown under it and read out when it changes. */
  error?: string | null;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** Prefix that tells an error from a hint without colour. */
export function errorPrefix(): string {
  return translate({id: 'platformTools.error.prefix', message: 'Błąd:', description: 'Tools: word before a field error'});
}

/** The error line under a control: always there, empty while the value is fine. */
function FieldError({id, error}: {id: string; error?: string | null}): ReactNode {
  return (
    <p id={id} className={styles.error} aria-live="polite" data-field-error="">
      {error ? `⚠ ${errorPrefix()} ${error}` : ''}
    </p>
  );
}

/**
 * A labelled control with its hint and its error. The error element is always there (empty when
 * the value is fine) and polite-live, so a screen reader hears the problem when it appears, and
 * the control points at it with aria-describedby.
 */
export default function Field({label, error, hint, children}: FieldProps): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({id, 'aria-describedby': hint ? `${hintId} ${errorId}` : errorId, 'aria-invalid': Boolean(error)})}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}

/** A checkbox with its label and its error, tied the same way as Field. */
export function CheckField({label, checked, onChange, error}: CheckFieldProps): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={errorId}
          aria-invalid={Boolean(error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
