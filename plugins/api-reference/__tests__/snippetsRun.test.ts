import {execFile, spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {buildDocument} from './support/document';
import {operationsOf, sampleRequestOf} from '../src/referencePages';
import {codeSamples, type CodeLanguage} from '../src/snippets';
import type {SampleRequest} from '../src/samples';

// The generated Python, JavaScript and Go samples of some operations, run as a reader would run
// them against a small HTTP server on loopback: what arrives must be what the sample describes.

interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

const TOKEN = 'test-token.abc_DEF-123';
const ID = '4711';
const QUERY_VALUE = '2';
const OPERATIONS: readonly (readonly [string, string])[] = [
  ['GET', '/instances'],
  ['POST', '/instances'],
  ['DELETE', '/instances/{id}'],
  ['POST', '/disks/{id}/change_tier_ticket'],
  ['PUT', '/disks/{id}'],
  ['PUT', '/instances/{id}/autoscaler'],
];

let server: Server;
let origin: string;
let received: Received[] = [];
const document = buildDocument();

function requestOf(method: string, requestPath: string): SampleRequest {
  const operation = operationsOf(document).find((candidate) => candidate.method === method && candidate.path === requestPath);
  if (!operation) throw new Error(`no operation ${method} ${requestPath} in the document`);
  return sampleRequestOf(document, operation);
}

/** The sample with its placeholders filled as a reader fills them: the token, ids and query values. */
function runnable(code: string): string {
  return code
    .replace(/\$TOKEN/g, TOKEN)
    .replace(/\{id\}/g, ID)
    .replace(/\{(\w+)\}/g, QUERY_VALUE);
}

function run(command: string, args: readonly string[], cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const env = {
      ...process.env,
      NO_PROXY: '127.0.0.1',
      no_proxy: '127.0.0.1',
      HTTP_PROXY: '',
      http_proxy: '',
      HTTPS_PROXY: '',
      https_proxy: '',
    };
    execFile(command, args, {cwd, env, timeout: 60_000}, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

function available(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, {stdio: 'ignore'}).status === 0;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, {'Content-Type': 'application/json'});
      response.end('{"Id": 1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

function expectArrived(arrived: Received, request: SampleRequest): void {
  expect(`${arrived.method} ${arrived.path}`).toBe(`${request.method} /services${request.path.replace('{id}', ID)}`);
  expect(arrived.query).toEqual(Object.fromEntries((request.query ?? []).map((name) => [name, QUERY_VALUE])));
  expect(arrived.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(arrived.headers.accept).toBe('application/json');
  if (request.body === undefined) {
    expect(arrived.body).toBe('');
  } else {
    expect(arrived.headers['content-type']).toBe('application/json');
    expect(JSON.parse(arrived.body)).toEqual(JSON.parse(request.body));
  }
}

const python = available('python3', ['-c', 'import requests']);
const go = available('go', ['version']);

async function runGo(code: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'api-sample-go-'));
  try {
    writeFileSync(path.join(folder, 'main.go'), code);
    await run('go', ['run', 'main.go'], folder);
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

/**
 * Runs the samples one after another, one process per language where the language allows it
 * (a Python script may repeat its names; each JavaScript sample gets a block of its own), to keep
 * the suite short.
 */
const RUNNERS: Readonly<Record<CodeLanguage, ((codes: readonly string[]) => Promise<void>) | string>> = {
  python: python
    ? async (codes) => void (await run('python3', ['-c', codes.join('\n\n')]))
    : 'python3 with the requests package is not installed',
  javascript: async (codes) =>
    void (await run(process.execPath, ['--input-type=module', '-e', codes.map((code) => `{\n${code}\n}`).join('\n')])),
  go: go
    ? async (codes) => {
        for (const code of codes) await runGo(code);
      }
    : 'no Go toolchain (go) on this machine',
};

describe.each(['python', 'javascript', 'go'] as const)('the %s samples', (language) => {
  const execute = RUNNERS[language];
  if (typeof execute === 'string') {
    it.skip(`run against a local server (skipped: ${execute})`, () => undefined);
    // Said in the test output, so a skipped language is seen.
    console.warn(`[api-reference] ${language} samples not run: ${execute}`);
    return;
  }
  it(`of ${OPERATIONS.length} operations send what each describes`, async () => {
    const requests = OPERATIONS.map(([method, requestPath]) => requestOf(method, requestPath));
    await execute(requests.map((request) => runnable(codeSamples(origin, request)[language])));
    expect(received).toHaveLength(requests.length);
    requests.forEach((request, index) => expectArrived(received[index], request));
  }, 120_000);
});
