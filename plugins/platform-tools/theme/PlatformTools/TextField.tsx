import type {ReactNode} from 'react';
import Field from './Field';

export interface TextFieldProps {
  label: ReactNode;
  /** The input's data-field: the name tests and the page's scripts find it by. */
  field: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'decimal';
  spellCheck?: boolean;
  onBlur?: () => void;
}

/**
 * A one-line input in a Field. Never autocompleted: the tools take ids, names and amounts, which
 * a browser's memory of other forms would only get wrong.
 */
export default function TextField({label, field, value, onChange, error, hint, ...input}: TextFieldProps): ReactNode {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...input}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-field={field}
        />
      )}
    </Field>
  );
}
