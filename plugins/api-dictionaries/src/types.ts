/**
 * Shapes of the dictionary data. Kept free of React and Docusaurus imports so that the data,
 * its validation and the JSON output can be tested and reused by scripts.
 */

/** Plugin name, as Docusaurus reports it in build errors and namespaces its generated files. */
export const PLUGIN_NAME = 'api-dictionaries';

/** A request or answer field that takes the values of a dictionary, and where it appears. */
export interface FieldUse {
  /** Field name exactly as the API or Terraform spells it: `TypeId`, `disk_class`. */
  field: string;
  /** Polish: the call or tool and the part of it, e.g. 'POST /instances, treść żądania'. */
  usedIn: string;
}

/** One value of a dictionary or value set, as far as the spec documents it. */
export interface DictionaryItem {
  /** Numeric Id of the item in the API; `null` when the spec does not publish it (never guessed). */
  id: number | null;
  /** Label or name exactly as the spec gives it (`Uruchomiona`, `Tier-1`); `null` when not published. */
  label: string | null;
  /** Polish explanation of the value. */
  meaning: string;
  /** An example label the spec shows for this value (`v1.standard-2.2`). */
  example?: string;
}

/** A dictionary the API serves at GET /dictionaries/{id}. */
export interface Dictionary {
  /** Dictionary id in the API (12, 17, 27, 40, 121). */
  id: number;
  /** Polish name. */
  name: string;
  /** Polish: what the dictionary is for. */
  purpose: string;
  /** Fields that take its values; empty only with `fieldsNote`. */
  fields: readonly FieldUse[];
  /** Polish: why no field is listed (the spec names none). */
  fieldsNote?: string;
  /** Items the spec documents; empty only with `note`. */
  items: readonly DictionaryItem[];
  /** Polish: what else the reader should know (what is not published, related states). */
  note?: string;
}

/**
 * Values of a field that the calls use but that no numbered dictionary publishes (CloneType,
 * SubregionId) or whose dictionary id the spec does not give (OperationType).
 */
export interface ValueSet {
  /** Field name, also the anchor key: `CloneType` gives `#wartosci-clonetype`. */
  key: string;
  /** Polish name. */
  name: string;
  /** Polish: what the values mean. */
  purpose: string;
  fields: readonly FieldUse[];
  values: readonly DictionaryItem[];
  note?: string;
}

/** Everything the plugin owns; the same object reaches the components and dictionaries.json. */
export interface DictionaryData {
  dictionaries: readonly Dictionary[];
  valueSets: readonly ValueSet[];
}

/** Anchor of a dictionary section, stable because other pages link to it. */
export function dictionaryAnchor(id: number): string {
  return `slownik-${id}`;
}

/** Anchor of a value set section. */
export function valueSetAnchor(key: string): string {
  return `wartosci-${key.toLowerCase()}`;
}

/** API path of one dictionary, relative to the regional API host. */
export function dictionaryPath(id: number): string {
  return `/services/dictionaries/${id}`;
}
