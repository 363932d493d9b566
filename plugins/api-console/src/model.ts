import type {ConsoleDictionaries, ConsoleDocument, DictionaryOption, DictionaryTarget, DocumentOperation, JsonSchema} from './types';

/**
 * The request model of one operation: every path and query parameter and every field of the JSON
 * body as a form field, with its type, whether it is required, its range and, where the field
 * takes a dictionary id, the values the dictionaries page lists. Pure: built from the OpenAPI
 * document the reference pages show.
 */

/** How a form field is typed in and turned into a value. */
export type FieldKind = 'integer' | 'number' | 'boolean' | 'string' | 'date-time' | 'integer-list' | 'json';

export interface FormField {
  /** Unique within the form: `path.id`, `query.pageSize`, `body.DiskSize`. */
  key: string;
  name: string;
  place: 'path' | 'query' | 'body';
  kind: FieldKind;
  required: boolean;
  /** Polish description from the document (Markdown links left as they are). */
  description: string;
  /** The field's schema in the document: values are checked against it before sending. */
  schema: JsonSchema;
  minimum?: number;
  maximum?: number;
  /** Values the schema allows, when it lists them. */
  enum?: string[];
  dictionary?: DictionaryTarget & {name: string | null; options: DictionaryOption[]};
}

export interface RequestModel {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  fields: FormField[];
  /** Model of the JSON body, or null for calls without one. */
  bodyModel: string | null;
  /** Model of the 200 answer (`ApiCollectionInstance`, `Ticket`), or null for a 204. */
  answerModel: string | null;
  /** Whether the answer schema is an array of the answer model. */
  answerIsArray: boolean;
  /** Every operation of the document needs a token; kept per operation in case one does not. */
  needsToken: boolean;
}

const REF = '#/components/schemas/';

export function refName(schema: JsonSchema | undefined): string | null {
  const ref = schema?.$ref;
  return typeof ref === 'string' && ref.startsWith(REF) ? decodeURIComponent(ref.slice(REF.length)) : null;
}

export function schemaOf(document: ConsoleDocument, model: string): JsonSchema {
  const schema = document.components.schemas[model];
  if (!schema) throw new Error(`[api-console] the document has no model ${model}`);
  return schema;
}

export function propertiesOf(document: ConsoleDocument, model: string): Record<string, JsonSchema> {
  return (schemaOf(document, model).properties ?? {}) as Record<string, JsonSchema>;
}

export function findOperation(document: ConsoleDocument, method: string, path: string): DocumentOperation {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`[api-console] the document has no operation ${method.toUpperCase()} ${path}`);
  return operation;
}

function kindOf(schema: JsonSchema): FieldKind {
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'string') return schema.format === 'date-time' ? 'date-time' : 'string';
  if (schema.type === 'array' && (schema.items as JsonSchema | undefined)?.type === 'integer') return 'integer-list';
  return 'json';
}

/** The known values of a field's dictionary: items with an id, labelled as the dictionaries page labels them. */
export function dictionaryOptions(
  target: DictionaryTarget,
  dictionaries: ConsoleDictionaries,
): {name: string | null; options: DictionaryOption[]} {
  const entry =
    target.kind === 'dictionary'
      ? dictionaries.dictionaries.find((dictionary) => String(dictionary.id) === target.key)
      : dictionaries.valueSets.find((set) => set.key === target.key);
  if (!entry) return {name: null, options: []};
  const values = 'items' in entry ? entry.items : entry.values;
  const options = values
    .filter((value): value is {id: number; label: string | null; meaning: string} => typeof value.id === 'number')
    .map((value) => ({id: value.id, label: value.label ?? value.meaning}));
  return {name: entry.name, options};
}

function field(
  place: FormField['place'],
  name: string,
  schema: JsonSchema,
  required: boolean,
  description: string,
  dictionaries: ConsoleDictionaries,
): FormField {
  const target = schema['x-dictionary'] as DictionaryTarget | undefined;
  return {
    key: `${place}.${name}`,
    name,
    place,
    kind: kindOf(schema),
    required,
    description,
    schema,
    ...(typeof schema.minimum === 'number' ? {minimum: schema.minimum} : {}),
    ...(typeof schema.maximum === 'number' ? {maximum: schema.maximum} : {}),
    ...(Array.isArray(schema.enum) ? {enum: schema.enum.map(String)} : {}),
    ...(target ? {dictionary: {...target, ...dictionaryOptions(target, dictionaries)}} : {}),
  };
}

function answerOf(operation: DocumentOperation): {model: string | null; array: boolean} {
  const ok = operation.responses['200'] as {content?: Record<string, {schema: JsonSchema}>} | undefined;
  const schema = ok?.content?.['application/json']?.schema;
  if (!schema) return {model: null, array: false};
  if (schema.type === 'array') return {model: refName(schema.items as JsonSchema), array: true};
  return {model: refName(schema), array: false};
}

export function requestModel(document: ConsoleDocument, dictionaries: ConsoleDictionaries, method: string, path: string): RequestModel {
  const operation = findOperation(document, method, path);
  const fields = (operation.parameters ?? []).map((parameter) =>
    field(parameter.in, parameter.name, parameter.schema, parameter.required, parameter.description, dictionaries),
  );
  const bodyModel = refName(operation.requestBody?.content['application/json']?.schema);
  if (bodyModel) {
    const schema = schemaOf(document, bodyModel);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(propertiesOf(document, bodyModel))) {
      fields.push(field('body', name, property, required.has(name), String(property.description ?? ''), dictionaries));
    }
  }
  const answer = answerOf(operation);
  return {
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    fields,
    bodyModel,
    answerModel: answer.model,
    answerIsArray: answer.array,
    needsToken: operation.security.length > 0,
  };
}
