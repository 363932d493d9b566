import {createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {dictionaryData} from '../../plugins/api-dictionaries/data/dictionaries';
import {siteOpenApiDocument} from '../../plugins/api-reference/src/site';
import {requestModel, type RequestModel} from '../../plugins/api-console/src/model';
import {Sandbox} from '../../plugins/api-console/src/sandbox';
import type {ConsoleDictionaries, ConsoleDocument} from '../../plugins/api-console/src/types';
import {bodyProblems} from '../../plugins/api-console/src/validate';
import {defaultSiteSettings} from '../../src/siteSettings';

/**
 * A fake of the platform's API and identity server on loopback, for the tests, built from our own
 * OpenAPI document: every path of the document under /services answers (bodies from the schemas
 * by the console's sandbox engine, honouring pageSize, pageNumber and fields, tickets that
 * progress), a token is required and scopes are enforced (read-only: GET only, else 403), bodies
 * are checked against the schema (400 with ModelState), and POST /connect/token issues tokens
 * for a password grant or a single-use refresh token. It answers CORS like an API that allows
 * the docs origin, with the rate-limit headers exposed.
 *
 * Why our own and not Stoplight Prism: Prism adds some 60 MB of dependencies to install and
 * start for every run, has no identity server (token grants, single-use refresh tokens, scopes)
 * and cannot tell us which headers reached it; this server is a page of code over the engine the
 * console already tests, and records every request it received so a test can check what the
 * proxy passed on.
 */

export interface FakeApiOptions {
  clientId?: string;
  clientSecret?: string;
  username?: string;
  password?: string;
}

export interface ReceivedRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeApi {
  origin: string;
  /** Every request received, oldest first. */
  received: ReceivedRequest[];
  /** Issues a token directly (for tests that do not exercise the grant). */
  issue: (scope: string) => string;
  stop: () => Promise<void>;
}

export const FAKE_CLIENT = {clientId: 'konsola-testy', clientSecret: 'sekret-klienta', username: 'anna.nowak', password: 'Hasło-testowe-1'};
const FULL = defaultSiteSettings.apiScope;
const READONLY = defaultSiteSettings.apiScopeReadonly;
const OFFLINE = 'offline_access';

const document = siteOpenApiDocument(defaultSiteSettings, {baseUrl: '/pl/docs/'}) as unknown as ConsoleDocument;
const dictionaries = dictionaryData as unknown as ConsoleDictionaries;

interface Route {
  pattern: RegExp;
  names: string[];
  model: RequestModel;
}

const routes: Route[] = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.keys(operations).map((method) => {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`);
    return {pattern, names, model: requestModel(document, dictionaries, method.toUpperCase(), path)};
  }),
);

/** Literal paths before templated ones, as a router would choose (/instances/count before /instances/{id}). */
function findRoute(method: string, path: string): {route: Route; params: Record<string, string>} | null {
  const candidates = routes
    .filter((route) => route.model.method === method && route.pattern.test(path))
    .sort((a, b) => a.names.length - b.names.length);
  const route = candidates[0];
  if (!route) return null;
  const values = route.pattern.exec(path)?.slice(1) ?? [];
  return {route, params: Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(values[index])]))};
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers': 'X-Rate-Limit-Limit, X-Rate-Limit-Remaining, X-Rate-Limit-Reset',
};

function reply(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === null ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...CORS,
    ...headers,
    ...(body === null ? {} : {'Content-Type': 'application/json; charset=utf-8'}),
    'Content-Length': String(Buffer.byteLength(text)),
  });
  response.end(text);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeApi(options: FakeApiOptions = {}): Promise<FakeApi> {
  const client = {...FAKE_CLIENT, ...options};
  const sandbox = new Sandbox(document, dictionaries, 'fake-api');
  const tokens = new Map<string, Set<string>>();
  const refreshTokens = new Map<string, Set<string>>();
  const received: ReceivedRequest[] = [];
  let counter = 0;
  const issue = (scope: string) => {
    counter += 1;
    const token = `fake-access-${counter}-${Math.random().toString(36).slice(2, 10)}`;
    tokens.set(token, new Set(scope.split(' ')));
    return token;
  };

  const grant = (response: ServerResponse, request: IncomingMessage, body: string) => {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent) : [];
    if (id !== client.clientId || secret !== client.clientSecret) return reply(response, 401, {error: 'invalid_client'});
    const form = new URLSearchParams(body);
    let scopes: Set<string>;
    if (form.get('grant_type') === 'password') {
      if (form.get('username') !== client.username || form.get('password') !== client.password)
        return reply(response, 400, {error: 'invalid_grant'});
      scopes = new Set((form.get('scope') ?? '').split(' ').filter(Boolean));
      if ([...scopes].some((scope) => ![FULL, READONLY, OFFLINE].includes(scope))) return reply(response, 400, {error: 'invalid_scope'});
    } else if (form.get('grant_type') === 'refresh_token') {
      const known = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!known) return reply(response, 400, {error: 'invalid_grant'});
      // Single use: a reused refresh token is rejected.
      refreshTokens.delete(form.get('refresh_token') ?? '');
      scopes = known;
    } else {
      return reply(response, 400, {error: 'unsupported_grant_type'});
    }
    const scope = [...scopes].join(' ');
    const answer: Record<string, unknown> = {access_token: issue(scope), expires_in: 1000, token_type: 'Bearer'};
    if (scopes.has(OFFLINE)) {
      const refresh = `fake-refresh-${counter}`;
      refreshTokens.set(refresh, scopes);
      answer.refresh_token = refresh;
    }
    return reply(response, 200, answer);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      received.push({method: request.method ?? '', url: request.url ?? '', headers: request.headers, body});
      const url = new URL(request.url ?? '/', 'http://fake.invalid');
      if (request.method === 'OPTIONS') return reply(response, 204, null);
      if (url.pathname === '/connect/token' && request.method === 'POST') return grant(response, request, body);
      if (!url.pathname.startsWith('/services/')) return reply(response, 404, {Message: 'Nie ma takiego zasobu.'});
      const found = findRoute(request.method ?? '', url.pathname.slice('/services'.length));
      if (!found) return reply(response, 404, {Message: 'Nie ma takiego zasobu.'});
      const {route, params} = found;
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const scopes = token ? tokens.get(token) : undefined;
      if (route.model.needsToken && !scopes) return reply(response, 401, null);
      if (scopes && route.model.method !== 'GET' && !scopes.has(FULL)) return reply(response, 403, null);
      let json: Record<string, unknown> | undefined;
      if (route.model.bodyModel) {
        try {
          json = JSON.parse(body) as Record<string, unknown>;
        } catch {
          return reply(response, 400, {Message: 'Treść żądania nie jest poprawnym JSON-em.'});
        }
        const problems = bodyProblems(document, route.model.bodyModel, json);
        if (Object.keys(problems).length > 0) return reply(response, 400, {Message: 'Żądanie jest nieprawidłowe.', ModelState: problems});
      }
      const path = url.pathname.slice('/services'.length);
      const answer = sandbox.send(route.model, {
        method: route.model.method,
        path,
        pathParams: params,
        query: [...url.searchParams],
        body: json,
        withToken: true,
      });
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name !== 'Content-Type'));
      return reply(response, answer.status, answer.body, headers);
    })().catch(() => reply(response, 500, {Message: 'Błąd atrapy API.'}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    issue,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
