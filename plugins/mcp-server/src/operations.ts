import type {OpenApiDocument, OpenApiOperation} from './types';

/**
 * Finding an API operation the way a developer names it: its operationId (`InstancesClone`, any
 * case), `METHOD /path` with or without `/services`, a full request address, or a path with real
 * ids in it (`/instances/123/clone_ticket`). Pure.
 */
export interface ApiOperation {
  method: string;
  /** As the document has it, relative to `/services`: `/instances/{id}/clone_ticket`. */
  path: string;
  operation: OpenApiOperation;
}

export type OperationMatch =
  | {kind: 'found'; operation: ApiOperation}
  /** A path without a method that several operations share: each of them. */
  | {kind: 'several'; operations: ApiOperation[]}
  | {kind: 'none'};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const METHOD_AND_PATH = /^(get|put|post|delete|patch|head|options)\s+(\S+)$/i;

export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  const list: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) list.push({method: method.toUpperCase(), path, operation});
    }
  }
  return list;
}

const idKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The path part of what was pasted: no scheme and host, no query, no `/services` prefix. */
export function requestPath(input: string): string {
  let path = input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/[?#].*$/s, '');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/^\/services(?=\/|$)/, '') || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** How well a documented path fits a requested one: literal segments count, a parameter fits anything; -1 when it does not fit. */
function fit(template: string, path: string): number {
  const expected = template.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return -1;
  let literal = 0;
  for (let i = 0; i < expected.length; i++) {
    if (/^\{[^}]+\}$/.test(expected[i])) {
      if (actual[i] === '') return -1;
      continue;
    }
    if (expected[i].toLowerCase() !== actual[i].toLowerCase()) return -1;
    literal++;
  }
  return literal;
}

export function findOperation(operations: readonly ApiOperation[], input: string): OperationMatch {
  const text = input.trim();
  const byId = operations.find((entry) => idKey(entry.operation.operationId) === idKey(text));
  if (byId && !text.includes('/')) return {kind: 'found', operation: byId};
  const methodAndPath = METHOD_AND_PATH.exec(text);
  const method = methodAndPath?.[1].toUpperCase();
  const path = requestPath(methodAndPath ? methodAndPath[2] : text);
  if (!methodAndPath && !text.includes('/')) return {kind: 'none'};
  const candidates = operations
    .filter((entry) => !method || entry.method === method)
    .map((entry) => ({entry, score: fit(entry.path, path)}))
    .filter(({score}) => score >= 0);
  if (candidates.length === 0) return {kind: 'none'};
  const best = Math.max(...candidates.map(({score}) => score));
  const top = candidates.filter(({score}) => score === best).map(({entry}) => entry);
  return top.length === 1 ? {kind: 'found', operation: top[0]} : {kind: 'several', operations: top};
}
