import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Server} from 'node:http';
import {route, startStaticServer} from '../static-server.mjs';

// The preview server gets the requests an attacker would send, written byte for byte on a raw
// socket (an HTTP client library would refuse or normalise most of them).
let server: Server;
let port: number;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(root, 'billing', 'faktury'), {recursive: true});
  writeFileSync(join(root, 'index.html'), '<h1>Start</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Nie znaleziono strony</h1>');
  writeFileSync(join(root, 'billing', 'faktury', 'index.html'), '<h1>Faktury</h1>');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  mkdirSync(join(root, 'assets', 'js'), {recursive: true});
  writeFileSync(join(root, 'assets', 'js', 'main.0123abcd.js'), 'void 0;');
  server = await startStaticServer({root});
  port = (server.address() as {port: number}).port;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

function raw(requestLine: string, extraHeaders = ''): Promise<string> {
  return new Promise((resolveAnswer, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`);
    });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolveAnswer(answer));
    socket.on('error', reject);
  });
}

function head(answer: string): {status: number; headers: string[]} {
  const [statusLine, ...lines] = answer.split('\r\n\r\n')[0].split('\r\n');
  return {status: Number(statusLine.split(' ')[1]), headers: lines.map((line) => line.toLowerCase())};
}

const hostilePaths = [
  '/pl/docs/billing%2f%C5%BC%2f..',
  '/pl/docs/billing%2ffaktury%0d%0aSet-Cookie:%20injected=1',
  '/pl/docs/billing%2ffaktury%0dSet-Cookie:%20injected=1',
  '/pl/docs/billing%2ffaktury%0aSet-Cookie:%20injected=1',
  '/pl/docs/%0d%0aSet-Cookie:%20injected=1;%20Path=/pl/docs/index.html',
  '/pl/docs/billing/faktury?%0d%0aSet-Cookie:%20injected=1',
  '/pl/docs?x=%0d%0aSet-Cookie:%20injected=1',
  '//example.com/pl/docs/billing/faktury',
  '/pl/docs//example.com',
  '/pl/docs/%E0%A4%A',
  '/pl/docs/../../etc/passwd',
  '/pl/docs/billing/..%2F..%2F..%2Fetc%2Fpasswd',
  `/pl/docs/${'a'.repeat(8000)}`,
];

describe('the preview server under hostile requests', () => {
  it.each(hostilePaths.map((path) => [path.slice(0, 70), path]))(
    '%s: no crash, no 5xx, no injected header, no off-site Location',
    async (_label, path) => {
      const answer = head(await raw(`GET ${path} HTTP/1.1`));
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.some((line) => line.startsWith('set-cookie'))).toBe(false);
      const location = answer.headers.find((line) => line.startsWith('location:'));
      if (location) expect(location).toMatch(/^location: \/pl\/docs\//);
      // Still alive after each one.
      expect(head(await raw('GET /pl/docs/ HTTP/1.1')).status).toBe(200);
    },
  );

  it('answers methods other than GET and HEAD with 405 and an Allow header', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'PATCH']) {
      const answer = head(await raw(`${method} /pl/docs/ HTTP/1.1`, 'Content-Length: 0\r\n'));
      expect([method, answer.status]).toEqual([method, 405]);
      expect(answer.headers).toContain('allow: get, head');
    }
  });

  it('refuses malformed request lines and header bytes with 400 and keeps serving', async () => {
    expect(head(await raw('GET /pl/docs/ HTTP/1.1', 'X-Bad: a\u0000b\r\n')).status).toBe(400);
    expect(head(await raw('NOT-HTTP')).status).toBe(400);
    expect(head(await raw('GET /pl/docs/ HTTP/1.1')).status).toBe(200);
  });

  it('keeps the encoded path in the slash redirect and the base path without its slash', async () => {
    const folder = head(await raw('GET /pl/docs/billing%2Ffaktury?tryb=a HTTP/1.1'));
    expect(folder.status).toBe(301);
    expect(folder.headers).toContain('location: /pl/docs/billing%2ffaktury/?tryb=a');
    const base = head(await raw('GET /pl/docs?tryb=b HTTP/1.1'));
    expect(base.status).toBe(301);
    expect(base.headers).toContain('location: /pl/docs/?tryb=b');
  });

  it('does not serve dotfiles', async () => {
    expect(head(await raw('GET /pl/docs/.env HTTP/1.1')).status).toBe(404);
    expect(route({method: 'GET', url: '/pl/docs/a/.git/config', rootDir: root, mount: '/pl/docs/'}).status).toBe(404);
  });
});

describe('caching', () => {
  it('caches the hashed bundles under assets/ for a year, as deploy/nginx does, and nothing else', () => {
    const mount = '/pl/docs/';
    const cacheControl = (url: string) =>
      (route({method: 'GET', url, rootDir: root, mount}).headers as Record<string, string>)['cache-control'];
    expect(cacheControl('/pl/docs/assets/js/main.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/pl/docs/billing/faktury/')).toBeUndefined();
  });
});
