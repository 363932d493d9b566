import {apiSurface} from '../data';
import type {JsonSchema} from '../src/openapi';
import {EMPTY_RESPONSE} from '../src/types';
import {buildDocument} from './support/document';

const document = buildDocument();

/** The JSON Schema a surface type must become, written out here rather than reused from the engine. */
function expected(type: string): JsonSchema {
  if (type.startsWith('array of ')) return {type: 'array', items: expected(type.slice('array of '.length))};
  switch (type) {
    case 'int32':
      return {type: 'integer', format: 'int32'};
    case 'int64':
      return {type: 'integer', format: 'int64'};
    case 'double':
      return {type: 'number', format: 'double'};
    case 'bool':
      return {type: 'boolean'};
    case 'string':
      return {type: 'string'};
    case 'date-time':
      return {type: 'string', format: 'date-time'};
    default:
      if (!(type in apiSurface.models)) throw new Error(`no model ${type}`);
      return {$ref: `#/components/schemas/${type}`};
  }
}

/** A schema without our annotations (description, x-dictionary), for comparing types only. */
function typeOnly(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'description' && key !== 'x-dictionary'));
}

describe('the document covers the API surface', () => {
  test('the copied surface is the whole services area: 190 operations over 137 models', () => {
    expect(apiSurface.operations).toHaveLength(190);
    expect(Object.keys(apiSurface.models)).toHaveLength(137);
  });

  test('every operation, with its method, path and operationId, and nothing else', () => {
    const inDocument = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    const inSurface = apiSurface.operations.map((operation) => `${operation.method} ${operation.path} ${operation.id}`);
    expect(inDocument.sort()).toEqual(inSurface.sort());
  });

  test.each(apiSurface.operations.map((operation) => [operation.id, operation] as const))(
    '%s: parameter names, places, types and required flags; body and answer models',
    (_id, operation) => {
      const entry = document.paths[operation.path][operation.method.toLowerCase()];
      expect(
        (entry.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required,
          schema: typeOnly(parameter.schema),
        })),
      ).toEqual(
        operation.params.map((param) => ({name: param.name, in: param.in, required: param.required, schema: expected(param.type)})),
      );
      if (operation.body) {
        expect(entry.requestBody?.required).toBe(operation.body.required);
        expect(Object.keys(entry.requestBody?.content ?? {})).toEqual(operation.contentTypes);
        for (const media of Object.values(entry.requestBody?.content ?? {})) expect(media.schema).toEqual(expected(operation.body.type));
      } else {
        expect(entry.requestBody).toBeUndefined();
      }
      if (operation.returns === EMPTY_RESPONSE) {
        expect(entry.responses['200']).toBeUndefined();
        expect(entry.responses['204']).not.toHaveProperty('content');
      } else {
        const ok = entry.responses['200'] as {content: Record<string, {schema: JsonSchema}>};
        expect(Object.keys(ok.content)).toEqual(['application/json', 'application/xml']);
        for (const media of Object.values(ok.content)) expect(media.schema).toEqual(expected(operation.returns));
      }
    },
  );

  test.each(Object.entries(apiSurface.models))('model %s: every field with its type and required flag', (name, model) => {
    const schema = document.components.schemas[name] as {type: string; required?: string[]; properties: Record<string, JsonSchema>};
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(model.properties.map((field) => field.name));
    for (const field of model.properties) expect(typeOnly(schema.properties[field.name])).toEqual(expected(field.type));
    expect(schema.required ?? []).toEqual(model.properties.filter((field) => field.required).map((field) => field.name));
  });

  test('every $ref resolves to a schema of the document', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"#\/components\/schemas\/[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(300);
    for (const ref of new Set(refs)) {
      const name = decodeURIComponent(ref.slice('"$ref":"#/components/schemas/'.length, -1));
      expect(document.components.schemas).toHaveProperty([name]);
    }
  });
});
