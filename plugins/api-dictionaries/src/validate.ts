import {isPositiveInteger, textProblem, type DataProblem} from '../../page-data-kit/problems';

/**
 * Checks the dictionary data as untyped input: the data file is typed, but fixtures and any
 * future JSON source are not, and the build must fail with a precise message either way.
 */
type Entry = Record<string, unknown>;

function asEntry(value: unknown): Entry | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entry) : undefined;
}

function quoted(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? ` ("${value}")` : '';
}

interface Collector {
  add(entry: string, message: string): void;
}

function checkText(out: Collector, entry: string, field: string, value: unknown): void {
  const problem = textProblem(value);
  if (problem) out.add(entry, `${problem} in "${field}"`);
}

function checkOptionalText(out: Collector, entry: string, field: string, value: unknown): void {
  if (value !== undefined) checkText(out, entry, field, value);
}

function checkFields(out: Collector, entry: string, fields: unknown, fieldsNote: unknown): void {
  if (!Array.isArray(fields)) {
    out.add(entry, '"fields" must be a list of {field, usedIn}');
    return;
  }
  if (fields.length === 0 && fieldsNote === undefined) {
    out.add(entry, 'no field takes its values: list them in "fields" or say why in "fieldsNote"');
  }
  fields.forEach((raw, index) => {
    const use = asEntry(raw);
    const where = `${entry}, field ${index + 1}${quoted(use?.field)}`;
    if (!use || typeof use.field !== 'string' || use.field.trim() === '') {
      out.add(where, 'missing field name');
      return;
    }
    checkText(out, where, 'usedIn', use.usedIn);
  });
}

function checkItems(out: Collector, entry: string, items: unknown, note: unknown, listName: string): void {
  if (!Array.isArray(items)) {
    out.add(entry, `"${listName}" must be a list`);
    return;
  }
  if (items.length === 0 && note === undefined) {
    out.add(entry, `no ${listName} documented: say in "note" what the spec leaves out`);
  }
  const ids = new Map<number, number>();
  const labels = new Map<string, number>();
  items.forEach((raw, index) => {
    const item = asEntry(raw);
    const where = `${entry}, ${listName.replace(/s$/, '')} ${index + 1}${quoted(item?.label)}`;
    if (!item) {
      out.add(where, 'must be an object {id, label, meaning}');
      return;
    }
    if (item.id !== null && !isPositiveInteger(item.id)) {
      out.add(where, 'id must be a positive integer, or null when the spec does not publish it (never guess one)');
    } else if (item.id !== null) {
      const first = ids.get(item.id);
      if (first !== undefined) out.add(where, `duplicate item id ${item.id} (also ${listName.replace(/s$/, '')} ${first})`);
      else ids.set(item.id, index + 1);
    }
    if (item.label !== null) {
      if (typeof item.label !== 'string' || item.label.trim() === '') {
        out.add(where, 'label must be the text the spec gives, or null when it gives none');
      } else {
        const first = labels.get(item.label);
        if (first !== undefined) out.add(where, `duplicate label "${item.label}" (also ${listName.replace(/s$/, '')} ${first})`);
        else labels.set(item.label, index + 1);
      }
    }
    checkText(out, where, 'meaning', item.meaning);
    checkOptionalText(out, where, 'example', item.example);
  });
}

/** Every problem of the data, each naming the file and the entry. Empty when the data is good. */
export function validateDictionaryData(data: unknown, file: string): DataProblem[] {
  const problems: DataProblem[] = [];
  const out: Collector = {add: (entry, message) => problems.push({file, entry, message})};
  const root = asEntry(data);
  if (!root || !Array.isArray(root.dictionaries) || !Array.isArray(root.valueSets)) {
    out.add('the exported data', 'must be {dictionaries: [...], valueSets: [...]}');
    return problems;
  }

  const dictionaryIds = new Map<number, number>();
  root.dictionaries.forEach((raw: unknown, index: number) => {
    const dictionary = asEntry(raw);
    const id = dictionary?.id;
    const entry = isPositiveInteger(id)
      ? `dictionary ${id}${quoted(dictionary?.name)}`
      : `dictionary #${index + 1}${quoted(dictionary?.name)}`;
    if (!dictionary) {
      out.add(entry, 'must be an object');
      return;
    }
    if (!isPositiveInteger(id)) out.add(entry, 'id must be a positive integer (the id of GET /dictionaries/{id})');
    else if (dictionaryIds.has(id)) out.add(entry, `duplicate dictionary id ${id} (also dictionary #${dictionaryIds.get(id)})`);
    else dictionaryIds.set(id, index + 1);
    checkText(out, entry, 'name', dictionary.name);
    checkText(out, entry, 'purpose', dictionary.purpose);
    checkOptionalText(out, entry, 'fieldsNote', dictionary.fieldsNote);
    checkOptionalText(out, entry, 'note', dictionary.note);
    checkFields(out, entry, dictionary.fields, dictionary.fieldsNote);
    checkItems(out, entry, dictionary.items, dictionary.note, 'items');
  });

  const keys = new Map<string, number>();
  root.valueSets.forEach((raw: unknown, index: number) => {
    const valueSet = asEntry(raw);
    const key = valueSet?.key;
    const entry = typeof key === 'string' && key !== '' ? `value set ${key}` : `value set #${index + 1}`;
    if (!valueSet) {
      out.add(entry, 'must be an object');
      return;
    }
    if (typeof key !== 'string' || !/^[A-Z][A-Za-z]*$/.test(key)) {
      out.add(entry, 'key must be the API field name, like CloneType');
    } else if (keys.has(key.toLowerCase())) {
      // Anchors are lower-case, so keys that differ only in case would share one.
      out.add(entry, `duplicate key ${key} (also value set #${keys.get(key.toLowerCase())})`);
    } else {
      keys.set(key.toLowerCase(), index + 1);
    }
    checkText(out, entry, 'name', valueSet.name);
    checkText(out, entry, 'purpose', valueSet.purpose);
    checkOptionalText(out, entry, 'note', valueSet.note);
    checkFields(out, entry, valueSet.fields, undefined);
    checkItems(out, entry, valueSet.values, valueSet.note, 'values');
    if (Array.isArray(valueSet.values) && valueSet.values.length === 0) {
      out.add(entry, 'a value set needs at least one value');
    }
  });
  return problems;
}
