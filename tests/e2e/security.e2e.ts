import {existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {join} from 'node:path';
import {closeBrowser, openPage, waitForHydration} from './support/browser';
import {startNginx, type RunningNginx} from './support/nginx';
import {contentSecurityPolicy, cspConf, inlineScriptHashes} from '../../plugins/site-files/csp';
import {REDIRECT_SCRIPT} from '../../plugins/redirects/redirectFiles';
import {parseLogLine} from '../../scripts/report-readers.mjs';

// The production server (deploy/nginx) probed as an attacker would: byte-exact requests on a raw
// socket, because an HTTP client library refuses or re-encodes most of them.
const BASE = '/pl/docs';
let nginx: RunningNginx;
let port: number;
const DOTFILE = join('build', '.probe-dotfile');

beforeAll(async () => {
  writeFileSync(DOTFILE, 'not for readers');
  nginx = await startNginx();
  port = Number(new URL(nginx.origin).port);
});

afterAll(async () => {
  rmSync(DOTFILE, {force: true});
  await nginx.stop();
  await closeBrowser();
});

interface RawAnswer {
  status: number;
  headers: Map<string, string[]>;
  body: string;
}

function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolveAnswer, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = new Map<string, string[]>();
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
      }
      resolveAnswer({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8'),
      });
    });
  });
}

const get = (path: string, extra = '', method = 'GET') =>
  raw(`${method} ${path} HTTP/1.1\r\nHost: docs.test\r\nConnection: close\r\n${extra}\r\n`);

function expectOurHeaders(answer: RawAnswer): void {
  expect(answer.headers.get('content-security-policy')?.[0]).toContain("frame-ancestors 'none'");
  expect(answer.headers.get('x-content-type-options')?.[0]).toBe('nosniff');
}

const INJECTED = 'Set-Cookie:%20injected=1;%20Path=/pl/docs/';
const injectionSet = ['%0d', '%0a', '%0d%0a', '%0D%0A'].flatMap((crlf) => [
  `${BASE}/${crlf}${INJECTED}index.html`,
  `${BASE}/billing/${crlf}${INJECTED}/index.html`,
  `${BASE}/billing/faktury${crlf}${INJECTED}.html`,
  `${BASE}/billing${crlf}${INJECTED}.html`,
  `${BASE}/billing/faktury${crlf}${INJECTED}`,
  `${BASE}/billing/faktury/?x=${crlf}${INJECTED}`,
  `${BASE}${crlf}${INJECTED}`,
]);

describe('nginx against header injection', () => {
  it.each(injectionSet.map((path) => [path]))('%s plants no header', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.has('set-cookie')).toBe(false);
    for (const location of answer.headers.get('location') ?? []) {
      expect(location).toMatch(/^\/pl\/docs\//);
      expect(location).not.toMatch(/[\r\n]/);
    }
  });

  it('still redirects the index.html and .html forms, with the path encoded and the query kept', async () => {
    const index = await get(`${BASE}/billing/faktury/index.html?a=1`);
    expect([index.status, index.headers.get('location')?.[0]]).toEqual([301, `${BASE}/billing/faktury/?a=1`]);
    const html = await get(`${BASE}/billing/faktury.html?a=2`);
    expect([html.status, html.headers.get('location')?.[0]]).toEqual([301, `${BASE}/billing/faktury/?a=2`]);
  });
});

describe('nginx edges', () => {
  it('answers the base path without its slash with a 301 that keeps the query', async () => {
    const answer = await get(`${BASE}?zrodlo=mail`);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toEqual([`${BASE}/?zrodlo=mail`]);
    expectOurHeaders(answer);
  });

  it('does not serve dotfiles', async () => {
    expect(statSync(DOTFILE).isFile()).toBe(true);
    const answer = await get(`${BASE}/.probe-dotfile`);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('not for readers');
    expectOurHeaders(answer);
  });

  it.each(['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH'])('refuses %s with 405, our headers and the Polish error page', async (method) => {
    const answer = await get(`${BASE}/`, 'Content-Length: 0\r\n', method);
    expect(answer.status).toBe(405);
    expectOurHeaders(answer);
    expect(answer.body).toContain('Nie możemy obsłużyć tego żądania');
  });

  it('logs a reader signal POSTed to its path as the time and the query string only; other methods and paths get 405', async () => {
    const query = 'event=search_no_results&search_term=snapshto';
    const answer = await get(`${BASE}/zdarzenia?${query}`, 'Content-Length: 0\r\nCookie: sesja=1\r\nUser-Agent: sonda\r\n', 'POST');
    expect(answer.status).toBe(204);
    expectOurHeaders(answer);
    expect((await get(`${BASE}/zdarzenia?${query}`)).status).toBe(405);
    expect((await get(`${BASE}/zdarzenia-inne?${query}`, 'Content-Length: 0\r\n', 'POST')).status).toBe(405);
    // nginx writes the line once the answer is sent: wait for it.
    let log = '';
    for (let attempt = 0; attempt < 100 && !log.includes(query); attempt++) {
      log = existsSync(nginx.eventsLog) ? readFileSync(nginx.eventsLog, 'utf8') : '';
      if (!log.includes(query)) await new Promise((done) => setTimeout(done, 100));
    }
    const lines = log.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d event=search_no_results&search_term=snapshto$/);
    expect(parseLogLine(lines[0])).toMatchObject({type: 'no_results', term: 'snapshto'});
  });

  it('refuses a too long address (414) and too large headers (400) with our headers and the Polish page', async () => {
    const long = await get(`${BASE}/${'a'.repeat(20_000)}`);
    expect(long.status).toBe(414);
    expectOurHeaders(long);
    expect(long.body).toContain('Nie możemy obsłużyć tego żądania');
    const headers = await get(`${BASE}/`, `Cookie: ${'c'.repeat(20_000)}\r\n`);
    expect(headers.status).toBe(400);
    expectOurHeaders(headers);
    expect(headers.body).toContain('Nie możemy obsłużyć tego żądania');
  });

  it('has a real social card behind og:image and twitter:image (1200×630 PNG)', async () => {
    const html = readFileSync('build/index.html', 'utf8');
    const images = [...html.matchAll(/(?:og|twitter):image"? content="?([^"\s>]+)/g)].map((match) => new URL(match[1]).pathname);
    expect(images).toHaveLength(2);
    for (const path of images) {
      const response = await fetch(`${nginx.origin}${path}`);
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, 'image/png']);
      const png = Buffer.from(await response.arrayBuffer());
      // PNG header: width and height are the two big-endian words after "IHDR".
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('sends no HSTS over plain HTTP (only where this nginx terminates TLS)', async () => {
    const answer = await get(`${BASE}/`);
    expect(answer.headers.has('strict-transport-security')).toBe(false);
  });
});

describe('pre-compressed files', () => {
  // The entry scripts are preloaded in the head and started by the inline loader (plugins/framework-patches).
  const mainScript = () => /href="?(\/pl\/docs\/assets\/js\/main\.[^"\s>]+\.js)/.exec(readFileSync('build/index.html', 'utf8'))?.[1] ?? '';

  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
  ])("serves the build's own %s file, byte for byte, for the home page, the main script and the search index", async (encoding, suffix) => {
    for (const path of [`${BASE}/`, mainScript(), `${BASE}/search-index.json`]) {
      const file = join('build', path.slice(BASE.length + 1) || '', path.endsWith('/') ? 'index.html' : '');
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: docs.test\r\nConnection: close\r\nAccept-Encoding: ${encoding}\r\n\r\n`);
      expect([path, answer.headers.get('content-encoding')?.[0]]).toEqual([path, encoding]);
      // The length of the file written at build time: nginx did not compress on the fly.
      expect(Number(answer.headers.get('content-length')?.[0])).toBe(statSync(`${file}${suffix}`).size);
    }
  });
});

function builtHtmlFiles(dir = 'build'): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('Content-Security-Policy without unsafe-inline scripts', () => {
  it('deploy/nginx/csp.conf holds the hash of every inline script of this build, and nothing else', () => {
    const hashes = new Set(inlineScriptHashes(`<script>${REDIRECT_SCRIPT}</script>`));
    for (const file of builtHtmlFiles()) for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
    expect(readFileSync('deploy/nginx/csp.conf', 'utf8')).toBe(cspConf(contentSecurityPolicy(hashes)));
    expect(readFileSync('deploy/nginx/csp.conf', 'utf8')).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it.each([
    ['the home page', '/'],
    ['a diagram page', '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/'],
    ['the simulator page', '/services/traffic-manager/praktyczny-przyklad-zastosowania-uslugi-otm/'],
    ['search', '/search/?q=dysk'],
    ['the not-found page', '/nie-ma-takiej-strony/'],
    ['a redirect page', '/billing/faktury.html?tryb=a'],
  ])('%s runs under the policy with no violation and no console error', async (_label, route) => {
    const opened = await openPage();
    try {
      await opened.page.addInitScript(() => {
        (window as unknown as {cspViolations: string[]}).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as {cspViolations: string[]}).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await opened.page.goto(`${nginx.origin}${BASE}${route}`, {waitUntil: 'load'});
      await waitForHydration(opened.page);
      // The diagram and simulator pages draw lazily: bring everything into view once.
      await opened.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await opened.page.waitForTimeout(800);
      const violations = await opened.page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
      expect(violations).toEqual([]);
      expect(opened.errors.filter((error) => !/404 \(Not Found\)/.test(error))).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
