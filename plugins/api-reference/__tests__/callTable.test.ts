import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {JsonSchema, OpenApiOperation} from '../src/openapi';
import {buildDocument} from './support/document';

/**
 * The spec's table of calls (copied into fixtures/spec-call-table.md) against the document: each
 * call exists with the same method and path (a path parameter's name aside: the spec writes
 * /dictionaries/{id}, the API /dictionaries/{ids}), takes the request it names and answers with
 * the model it names.
 */
const fixture = readFileSync(path.join(__dirname, 'fixtures', 'spec-call-table.md'), 'utf8');
const document = buildDocument();
const schemas = document.components.schemas as Record<string, {properties: Record<string, JsonSchema>}>;

interface Row {
  calls: Array<{method: string; path: string}>;
  request: string;
  answer: string;
}

const rows: Row[] = fixture
  .split('\n')
  .filter((line) => /^\| (GET|POST|PUT|DELETE) /.test(line))
  .map((line) => {
    const [call, request, answer] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    return {
      calls: call.split(', ').map((text) => {
        const [method, callPath] = text.split(' ');
        return {method, path: callPath};
      }),
      request,
      answer,
    };
  });

/** Field names the fixture's entity sentence lists (`Export: Id, Name, …`), without the parentheses. */
function entityFields(entity: string): string[] {
  const line = fixture.split('\n').find((text) => text.startsWith(`${entity}`));
  if (!line) throw new Error(`fixture has no "${entity}" line`);
  const names = line
    .slice(line.indexOf(':') + 1)
    .replace(/\([^)]*\)/g, '')
    .replace(/\.\s*$/, '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Z]\w*$/.test(name));
  if (names.length < 2) throw new Error(`fixture's "${entity}" line lists no fields`);
  return names;
}

const shape = (template: string) => template.replace(/\{[^}]+\}/g, '{}');

function operationFor(method: string, callPath: string): OpenApiOperation {
  const match = Object.entries(document.paths).find(([documentPath]) => shape(documentPath) === shape(callPath));
  const operation = match?.[1][method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${callPath} is in the spec's call table but not in the document`);
  return operation;
}

function answerModel(operation: OpenApiOperation): string {
  const ok = operation.responses['200'] as {content: Record<string, {schema: {$ref: string}}>};
  return ok.content['application/json'].schema.$ref.replace('#/components/schemas/', '');
}

function isCollectionOf(model: string, item?: string): void {
  const {properties} = schemas[model];
  expect(properties.Items).toMatchObject({type: 'array'});
  if (item) expect((properties.Items.items as {$ref: string}).$ref).toBe(`#/components/schemas/${item}`);
  expect(properties.Meta.$ref).toBe('#/components/schemas/ApiCollectionMetadata');
  expect(Object.keys(schemas.ApiCollectionMetadata.properties)).toContain('Total');
}

test('the fixture holds the whole call table', () => {
  expect(rows.flatMap((row) => row.calls)).toHaveLength(12);
});

describe.each(rows.map((row) => [row.calls.map((call) => `${call.method} ${call.path}`).join(', '), row] as const))('%s', (_name, row) => {
  test('request as the spec describes it', () => {
    for (const call of row.calls) {
      const operation = operationFor(call.method, call.path);
      const query = new Set(
        (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      );
      const request = row.request.replace(/\([^)]*\)/g, '').trim();
      if (request === 'none') {
        expect(operation.requestBody).toBeUndefined();
      } else if (request.startsWith('body')) {
        const model = (Object.values(operation.requestBody?.content ?? {})[0]?.schema as {$ref: string}).$ref.replace(
          '#/components/schemas/',
          '',
        );
        const names = request
          .replace(/^body( with)?/, '')
          .split(',')
          .map((name) => name.trim());
        for (const name of names)
          expect([call.path, name, Object.keys(schemas[model].properties).includes(name)]).toEqual([call.path, name, true]);
      } else if (request.startsWith('query ')) {
        expect(query.has(request.slice('query '.length))).toBe(true);
        expect(operation.requestBody).toBeUndefined();
      } else if (request !== 'not shown') {
        for (const name of request.split(',').map((part) => part.trim()))
          expect([call.path, name, query.has(name)]).toEqual([call.path, name, true]);
      }
    }
  });

  test('answer as the spec describes it', () => {
    for (const call of row.calls) {
      const operation = operationFor(call.method, call.path);
      const model = answerModel(operation);
      if (row.answer === 'ticket') {
        expect(model).toBe('Ticket');
        expect(Object.keys(schemas.Ticket.properties)).toEqual(expect.arrayContaining(entityFields('Ticket (asynchronous order)')));
      } else if (row.answer.startsWith('collection')) {
        isCollectionOf(model);
      } else if (row.answer.startsWith('export')) {
        expect(model).toBe('Export');
        expect(Object.keys(schemas.Export.properties)).toEqual(expect.arrayContaining(entityFields('Export')));
      } else if (row.answer.startsWith('private templates')) {
        isCollectionOf(model, 'Template');
      } else if (row.answer === 'dictionary items') {
        // GET /dictionaries lists the dictionaries themselves in the API surface; with an id, their items.
        isCollectionOf(model);
        if (call.path.includes('{')) {
          isCollectionOf(model, 'DictionaryItem');
          expect(Object.keys(schemas.DictionaryItem.properties)).toEqual(expect.arrayContaining(entityFields('Dictionary item')));
        }
      } else {
        throw new Error(`answer "${row.answer}" has no check`);
      }
    }
  });
});
