import type {ReactNode} from 'react';
import Field from '../PlatformTools/Field';
import type {FieldBinding} from '../PlatformTools/useForm';

/** The init script: several lines of shell, so a textarea, never spell-checked. */
export default function InitScriptField({label, field, value, onChange, error, hint}: FieldBinding<string>): ReactNode {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea {...control} spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} data-field={field} />
      )}
    </Field>
  );
}
