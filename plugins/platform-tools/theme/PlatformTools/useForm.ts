import {useState, type ReactNode} from 'react';

/** What a TextField or SelectField needs of the form: its label, data-field name, value and setter, problem and hint. */
export interface FieldBinding<Value> {
  label: ReactNode;
  field: string;
  value: Value;
  onChange: (value: Value) => void;
  error: string | null;
  hint?: ReactNode;
}

/** What a CheckField needs of the form. */
export interface CheckBinding {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}

/** What the tool says of each field this render: its label, its problem and its hint. */
export interface FieldNotes<Values> {
  labels: Partial<Record<keyof Values, ReactNode>>;
  errors?: Partial<Record<keyof Values, string | null>>;
  hints?: Partial<Record<keyof Values, ReactNode>>;
}

type BooleanKey<Values> = {[Key in keyof Values]: Values[Key] extends boolean ? Key : never}[keyof Values];

/**
 * A tool's form: every value in one state, and `fields(notes)`, which binds a field by name to its
 * value, label, problem and hint, so that the markup only places the fields. The field's name is
 * also its data-field, which the tests and the page's scripts find it by. `onEdit` hears which
 * field the reader changed through its binding (not through `set`).
 */
export function useForm<Values extends object>(initial: Values | (() => Values), onEdit?: (key: keyof Values) => void) {
  const [values, setValues] = useState<Values>(initial);
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => setValues((previous) => ({...previous, [key]: value}));
  const edit = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    set(key, value);
    onEdit?.(key);
  };
  const fields = ({labels, errors = {}, hints = {}}: FieldNotes<Values>) => ({
    bind: <Key extends keyof Values & string>(key: Key): FieldBinding<Values[Key]> => ({
      label: labels[key],
      field: key,
      value: values[key],
      onChange: (value) => edit(key, value),
      error: errors[key] ?? null,
      hint: hints[key],
    }),
    check: <Key extends BooleanKey<Values>>(key: Key): CheckBinding => ({
      label: labels[key],
      checked: values[key] as boolean,
      onChange: (checked) => edit(key, checked as Values[Key]),
      error: errors[key] ?? null,
    }),
  });
  /** Several values at once, from the previous ones (a change that others follow, such as a region's subregions). */
  const update = (change: (previous: Values) => Values) => setValues(change);
  return {values, set, update, fields};
}
