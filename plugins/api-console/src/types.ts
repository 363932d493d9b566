/**
 * Shapes the console engine reads: the OpenAPI document the api-reference plugin publishes (the
 * parts the console uses) and the dictionaries data the api-dictionaries plugin publishes. Kept
 * structural, so the engine imports nothing from another plugin.
 */

export type JsonSchema = {[key: string]: unknown};

export interface DocumentParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

export interface DocumentOperation {
  operationId: string;
  summary: string;
  parameters?: DocumentParameter[];
  requestBody?: {required: boolean; content: Record<string, {schema: JsonSchema}>};
  responses: Record<string, unknown>;
  security: Array<Record<string, string[]>>;
}

export interface ConsoleDocument {
  servers: Array<{url: string; 'x-region': string}>;
  paths: Record<string, Record<string, DocumentOperation>>;
  components: {schemas: Record<string, JsonSchema>};
}

/** One known value of a dictionary: id and the label the dictionaries page gives it. */
export interface DictionaryOption {
  id: number;
  label: string;
}

/** The dictionaries data (plugins/api-dictionaries), as far as the console reads it. */
export interface ConsoleDictionaries {
  dictionaries: ReadonlyArray<{id: number; name: string; items: ReadonlyArray<{id: number | null; label: string | null; meaning: string}>}>;
  valueSets: ReadonlyArray<{key: string; name: string; values: ReadonlyArray<{id: number | null; label: string | null; meaning: string}>}>;
}

/** The `x-dictionary` extension the document puts on a field or parameter. */
export interface DictionaryTarget {
  kind: 'dictionary' | 'valueSet';
  key: string;
  url: string | null;
}
