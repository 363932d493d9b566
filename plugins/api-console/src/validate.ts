import {propertiesOf, refName, schemaOf, type FormField, type RequestModel} from './model';
import type {ConsoleDocument, JsonSchema} from './types';

/**
 * Turns what the reader typed into a request and checks it against the document's schema before
 * anything is sent: a Polish message per field. A small validator of the subset of JSON Schema the
 * document uses (type, int32/int64 range, minimum/maximum, enum, required, properties, items,
 * $ref); ajv was measured against it (bench/results.md) and needs `new Function`, which the
 * site's Content-Security-Policy refuses.
 */

/** Form input: a text per field key (`body.DiskSize`); an empty text means "not sent". */
export type FormValues = Readonly<Record<string, string>>;

export interface BuiltRequest {
  method: string;
  /** The path with its parameters filled in: `/instances/123`. */
  path: string;
  pathParams: Record<string, string>;
  /** Query parameters in the document's order, only those filled in. */
  query: Array<[string, string]>;
  /** The JSON body, or undefined for calls without one. */
  body?: Record<string, unknown>;
}

export type FieldErrors = Record<string, string>;

const INT32 = {min: -2147483648, max: 2147483647};

const MESSAGES = {
  required: 'To pole jest wymagane.',
  integer: 'Wpisz liczbę całkowitą, bez spacji i przecinka.',
  number: 'Wpisz liczbę (część dziesiętną oddziel kropką).',
  int32: `Liczba jest poza zakresem typu int32 (od ${INT32.min} do ${INT32.max}).`,
  boolean: 'Wybierz „tak” albo „nie”.',
  dateTime: 'Wpisz datę w formacie ISO 8601, na przykład 2026-11-27T10:00:00Z.',
  list: 'Wpisz liczby całkowite oddzielone przecinkami, na przykład 12, 15.',
  json: 'Wpisz poprawny JSON.',
  string: 'Wpisz tekst.',
  object: 'Wpisz obiekt JSON w nawiasach klamrowych.',
  array: 'Wpisz tablicę JSON w nawiasach kwadratowych.',
} as const;

export function rangeMessage(minimum: number | undefined, maximum: number | undefined): string {
  if (minimum !== undefined && maximum !== undefined) return `Dozwolone wartości: od ${minimum} do ${maximum}.`;
  if (minimum !== undefined) return `Najmniejsza dozwolona wartość to ${minimum}.`;
  return `Największa dozwolona wartość to ${maximum}.`;
}

/** Checks one value against a schema of the document; the first problem, in Polish, or null. */
export function schemaProblem(document: ConsoleDocument, schema: JsonSchema, value: unknown, where = ''): string | null {
  const model = refName(schema);
  if (model) return schemaProblem(document, schemaOf(document, model), value, where);
  const prefix = where ? `${where}: ` : '';
  switch (schema.type) {
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return prefix + (schema.type === 'integer' ? MESSAGES.integer : MESSAGES.number);
      if (schema.type === 'integer' && !Number.isInteger(value)) return prefix + MESSAGES.integer;
      if (schema.format === 'int32' && (value < INT32.min || value > INT32.max)) return prefix + MESSAGES.int32;
      if (schema.format === 'int64' && !Number.isSafeInteger(value)) return prefix + MESSAGES.integer;
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
      const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
      if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
        return prefix + rangeMessage(minimum, maximum);
      }
      break;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return prefix + MESSAGES.boolean;
      break;
    case 'string':
      if (typeof value !== 'string') return prefix + MESSAGES.string;
      if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) return prefix + MESSAGES.dateTime;
      break;
    case 'array': {
      if (!Array.isArray(value)) return prefix + MESSAGES.array;
      for (const [index, item] of value.entries()) {
        const problem = schemaProblem(document, (schema.items ?? {}) as JsonSchema, item, `${where}[${index}]`);
        if (problem) return problem;
      }
      break;
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return prefix + MESSAGES.object;
      const record = value as Record<string, unknown>;
      for (const name of (schema.required as string[] | undefined) ?? []) {
        if (record[name] === undefined || record[name] === null) return `${where ? `${where}.` : ''}${name}: ${MESSAGES.required}`;
      }
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      for (const [name, item] of Object.entries(record)) {
        if (properties[name] && item !== null) {
          const problem = schemaProblem(document, properties[name], item, where ? `${where}.${name}` : name);
          if (problem) return problem;
        }
      }
      break;
    }
    default:
      break;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    return `${prefix}Dozwolone wartości: ${schema.enum.map(String).join(', ')}.`;
  }
  return null;
}

/** The typed text as a value of the field's kind, or a Polish message. */
export function parseField(field: FormField, text: string): {value: unknown} | {error: string} {
  const trimmed = text.trim();
  switch (field.kind) {
    case 'integer':
      return /^-?\d+$/.test(trimmed) ? {value: Number(trimmed)} : {error: MESSAGES.integer};
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(trimmed) ? {value: Number(trimmed)} : {error: MESSAGES.number};
    case 'boolean':
      return trimmed === 'true' || trimmed === 'false' ? {value: trimmed === 'true'} : {error: MESSAGES.boolean};
    case 'integer-list': {
      const parts = trimmed.split(',').map((part) => part.trim());
      return parts.every((part) => /^-?\d+$/.test(part)) ? {value: parts.map(Number)} : {error: MESSAGES.list};
    }
    case 'json':
      try {
        return {value: JSON.parse(trimmed) as unknown};
      } catch {
        return {error: MESSAGES.json};
      }
    default:
      // Text is sent as typed: leading or trailing spaces may be meant.
      return {value: text};
  }
}

/**
 * Builds the request from the form and checks every field: a Polish message per field key, and
 * the request when there is none. A field left empty is not sent, unless it is required.
 */
export function buildRequest(
  document: ConsoleDocument,
  model: RequestModel,
  values: FormValues,
): {request: BuiltRequest; errors: FieldErrors} {
  const errors: FieldErrors = {};
  const pathParams: Record<string, string> = {};
  const query: Array<[string, string]> = [];
  const body: Record<string, unknown> = {};
  for (const field of model.fields) {
    const text = values[field.key] ?? '';
    if (text.trim() === '') {
      if (field.required) errors[field.key] = MESSAGES.required;
      continue;
    }
    const parsed = parseField(field, text);
    if ('error' in parsed) {
      errors[field.key] = parsed.error;
      continue;
    }
    // A value that breaks a rule stays in the request: the reader may send it anyway and see
    // what the API answers (400 with model state).
    const problem = schemaProblem(document, field.schema, parsed.value);
    if (problem) errors[field.key] = problem;
    if (field.place === 'path') pathParams[field.name] = text.trim();
    else if (field.place === 'query') query.push([field.name, field.kind === 'string' ? text : text.trim()]);
    else body[field.name] = parsed.value;
  }
  const path = model.path.replace(/\{(\w+)\}/g, (all, name: string) => encodeURIComponent(pathParams[name] ?? all));
  return {
    request: {method: model.method, path, pathParams, query, ...(model.bodyModel ? {body} : {})},
    errors,
  };
}

/**
 * Problems of a body against its model, by field name: what a server answers with 400 and model
 * state when a body breaks the rules.
 */
export function bodyProblems(document: ConsoleDocument, bodyModel: string, body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {'': [MESSAGES.object]};
  const record = body as Record<string, unknown>;
  const schema = schemaOf(document, bodyModel);
  const problems: Record<string, string[]> = {};
  for (const name of (schema.required as string[] | undefined) ?? []) {
    if (record[name] === undefined || record[name] === null || record[name] === '') problems[name] = [MESSAGES.required];
  }
  for (const [name, property] of Object.entries(propertiesOf(document, bodyModel))) {
    if (record[name] === undefined || record[name] === null || problems[name]) continue;
    const problem = schemaProblem(document, property, record[name]);
    if (problem) problems[name] = [problem];
  }
  return problems;
}
