/**
 * Shapes of the API surface (plugins/api-reference/data/api-surface.json, the platform's official
 * API client description) and of our Polish texts about it. Free of React and Docusaurus imports:
 * the engine, its validation and the tests use them directly.
 */

/** Plugin name, as build errors and generated files name it. */
export const PLUGIN_NAME = 'api-reference';

/** Where a request parameter travels. The surface has only these three. */
export type ParameterPlace = 'path' | 'query' | 'body';

/** One parameter of an operation, as the surface lists it. */
export interface SurfaceParameter {
  name: string;
  in: ParameterPlace;
  /** `int32`, `int64`, `double`, `bool`, `string`, `date-time`, `array of X` or a model name. */
  type: string;
  required: boolean;
  /** English note about the meaning (reading material, never shown). */
  description: string;
}

/** One operation of the services area. */
export interface SurfaceOperation {
  /** Operation name of the official client, used as operationId. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to `<regional API host>/services`. */
  path: string;
  /** English product area (`OCI`, `OVS`, `Watch`…). */
  tag: string;
  summary: string;
  notes: string;
  params: SurfaceParameter[];
  /** Request body, or null when the call sends none. */
  body: SurfaceParameter | null;
  /** Answer model name, `string`, `Object` or `(empty response body)`. */
  returns: string;
  /** Content types the call accepts for its body (empty without a body). */
  contentTypes: string[];
}

/** One field of a model. */
export interface SurfaceField {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface SurfaceModel {
  properties: SurfaceField[];
}

export interface ApiSurface {
  about: string;
  operations: SurfaceOperation[];
  models: Record<string, SurfaceModel>;
}

/** Answer marker of the surface for calls that return no body. */
export const EMPTY_RESPONSE = '(empty response body)';

/** Polish texts of one product area (an OpenAPI tag). */
export interface TagText {
  /** Polish tag name shown to readers (the English one stays as `x-tag-en`). */
  name: string;
  description: string;
}

/** Polish texts of one operation. */
export interface OperationText {
  /** One line: what the call does. */
  summary: string;
  /** One or two sentences where there is more to say (when to use it, what it returns). */
  description?: string;
  /**
   * Polish descriptions of this call's own parameters, by name. Recurring parameters (pageSize,
   * pageNumber, orderBy, fields, query) come from the shared texts unless given here.
   */
  params?: Readonly<Record<string, string>>;
  /** Values the orderBy parameter accepts, exactly as the surface notes list them. */
  orderBy?: readonly string[];
  /** Polish description of the request body as a whole. */
  body?: string;
}

/**
 * Polish description of a field: one text for every model that has a field of this name, or
 * texts per model with `*` as the text for the other models.
 */
export type FieldText = string | Readonly<Record<string, string>>;

/** The API dictionary or the fixed value set a field or parameter takes its values from. */
export type DictionaryRef = {dictionary: number} | {valueSet: string};

/** Every Polish text about the surface: the project data the engine needs besides the surface. */
export interface ApiTexts {
  tags: Readonly<Record<string, TagText>>;
  operations: Readonly<Record<string, OperationText>>;
  /** Parameters that recur across calls, by name (pageSize, pageNumber, orderBy, fields, query). */
  sharedParameters: Readonly<Record<string, string>>;
  /** Field texts by field name (see FieldText). */
  fields: Readonly<Record<string, FieldText>>;
  /** One-line Polish description of every model. */
  models: Readonly<Record<string, string>>;
  /**
   * Dictionaries behind fields (`Model.Field`) and parameters (`OperationId.param`): the
   * description names the dictionary and links its entry on the dictionaries page.
   */
  dictionaries: Readonly<Record<string, DictionaryRef>>;
}

/** Inclusive range of a numeric model field, by `Model.Field`. */
export type FieldLimits = Readonly<Record<string, {minimum?: number; maximum?: number}>>;

/** What the document takes from the site settings. */
export interface OpenApiSettings {
  platformName: string;
  docsSiteUrl: string;
  apiHostWaw: string;
  apiHostKrk: string;
  identityUrl: string;
  apiScope: string;
  apiScopeReadonly: string;
}

/** A dictionary or value set the dictionaries page has an entry for. */
export interface DictionaryEntry {
  /** Anchor on the dictionaries page (`slownik-17`, `wartosci-subregionid`). */
  anchor: string;
  /** Polish name (`Klasy dysków`). */
  name: string;
}

/** Entries of the dictionaries page, by dictionary id and by value set key. */
export interface DictionaryCatalogue {
  dictionaries: ReadonlyMap<number, DictionaryEntry>;
  valueSets: ReadonlyMap<string, DictionaryEntry>;
  /** Route of the dictionaries page below the site's base URL (`/services/api/slowniki/`). */
  route: string;
}
