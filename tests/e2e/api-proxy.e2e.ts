import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import type {Page} from 'playwright-core';
import {apiProxyConf} from '../../plugins/api-console/src/proxyConf';
import {connectSources, type ConsoleMode, type TargetHosts} from '../../plugins/api-console/src/target';
import {defaultSiteSettings} from '../../src/siteSettings';
import {FAKE_CLIENT, startFakeApi, type FakeApi, type ReceivedRequest} from '../support/fakeApi';
import {axeViolations, eventually, pagesPerTest, waitForHydration} from './support/browser';
import {startNginx, type RunningNginx} from './support/nginx';
import {placesHoldingToken} from './support/secrets';

/**
 * The API console's real targets (issue 35) against a fake API on loopback: nginx runs the shipped
 * deploy/nginx with the proxy include generated for the fake's address (the proxy mode), and the
 * console of the default build is switched to a real mode by rewriting its site settings in the
 * main bundle as it loads (a build per mode would take minutes). The proxy's refusals are plain
 * HTTP requests, no browser.
 */
const ROUTE = '/pl/docs/services/api/referencja/maszyny-wirtualne-oci/';
const TOKEN = 'fake-token-do-testu-proxy';

let api: FakeApi;
let nginx: RunningNginx;
let hosts: TargetHosts;
let accessLog: string;

beforeAll(async () => {
  api = await startFakeApi();
  hosts = {apiHostWaw: api.origin, apiHostKrk: api.origin, identityUrl: api.origin};
  accessLog = join(mkdtempSync(join(tmpdir(), 'api-proxy-log-')), 'access.log');
  const conf = apiProxyConf({mode: 'proxy', hosts, baseUrl: '/pl/docs/', accessLog});
  // The proxy for the fake API, and the policy a build in direct mode would send (the fake's
  // origin in connect-src): the proxy needs no more than 'self'.
  nginx = await startNginx('build', (name, text) => {
    if (name === 'api-proxy.conf') return conf;
    if (name === 'csp.conf')
      return text.replace("connect-src 'self'", ["connect-src 'self'", ...connectSources('direct', hosts)].join(' '));
    return text;
  });
});

afterAll(async () => {
  await nginx?.stop();
  await api?.stop();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** One request written byte for byte (fetch would normalise the path and refuse odd headers). */
function raw(requestLine: string, headers: string[] = [], body = ''): Promise<RawAnswer> {
  const {hostname, port} = new URL(nginx.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n')});
    });
    const length = body ? [`Content-Length: ${Buffer.byteLength(body)}`] : [];
    socket.write([requestLine, `Host: ${hostname}`, 'Connection: close', ...headers, ...length, '', body].join('\r\n'));
  });
}

describe('API proxy (deploy/nginx, mode proxy), plain HTTP', () => {
  test('GET /instances?fields=Id,Name&pageSize=2 reaches the configured API with the token, no cookie, whatever host was asked for', async () => {
    const before = api.received.length;
    const answer = await raw(`GET http://evil.example:8443/pl/docs/api-proxy/waw/services/instances?fields=Id,Name&pageSize=2 HTTP/1.1`, [
      `Authorization: Bearer ${TOKEN}-nieznany`,
      'Cookie: sesja=tajne',
      'X-Forwarded-Host: evil.example',
    ]);
    // The fake does not know this token: its own 401 came back through the proxy.
    expect(answer.status).toBe(401);
    expect(api.received).toHaveLength(before + 1);
    const seen = api.received[before];
    expect(seen.url).toBe('/services/instances?fields=Id,Name&pageSize=2');
    expect(seen.headers.host).toBe(new URL(api.origin).host);
    expect(seen.headers.authorization).toBe(`Bearer ${TOKEN}-nieznany`);
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-forwarded-host']).toBeUndefined();
  });

  test.each([
    ['another host', 'GET /pl/docs/api-proxy/evil.example/services/instances HTTP/1.1', 404],
    ['another port', 'GET /pl/docs/api-proxy/waw:8443/services/instances HTTP/1.1', 404],
    ['a path outside the API', 'GET /pl/docs/api-proxy/waw/beta/instances HTTP/1.1', 404],
    ['a path climbing out of the API', 'GET /pl/docs/api-proxy/waw/services/../instances HTTP/1.1', 404],
    ['a header injection in the path', 'GET /pl/docs/api-proxy/waw/services/instances%0d%0aX-Injected:%20tak HTTP/1.1', 400],
    ['the token path with GET', 'GET /pl/docs/api-proxy/token HTTP/1.1', 405],
  ])('refuses %s with a Polish JSON error and forwards nothing', async (_case, line, status) => {
    const before = api.received.length;
    const answer = await raw(line);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatch(/Content-Type: application\/json; charset=utf-8/i);
    expect((JSON.parse(answer.body) as {Message: string}).Message).toMatch(/[ąćęłńóśźż]/);
    expect(api.received).toHaveLength(before);
  });

  test('a header injected into the query stays in the query, encoded; the log has no token and no query', async () => {
    const before = api.received.length;
    const answer = await raw(`GET /pl/docs/api-proxy/krk/services/instances?fields=Id%0d%0aX-Injected:%20tak HTTP/1.1`, [
      `Authorization: Bearer ${TOKEN}`,
    ]);
    expect(answer.status).toBe(401);
    expect(api.received[before].headers['x-injected']).toBeUndefined();
    expect(api.received[before].url).toBe('/services/instances?fields=Id%0d%0aX-Injected:%20tak');
    const log = readFileSync(accessLog, 'utf8');
    expect(log).toContain('"GET /pl/docs/api-proxy/krk/services/instances" 401');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain('fields=');
  });
});

/** Serves the default build's main bundle with the console's mode (and hosts) rewritten. */
async function withMode(page: Page, mode: ConsoleMode, target: TargetHosts = defaultSiteSettings): Promise<void> {
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const edited = (await response.text())
      .replace('apiConsole:"sandbox"', `apiConsole:"${mode}"`)
      .replaceAll(`apiHostWaw:"${defaultSiteSettings.apiHostWaw}"`, `apiHostWaw:"${target.apiHostWaw}"`)
      .replaceAll(`apiHostKrk:"${defaultSiteSettings.apiHostKrk}"`, `apiHostKrk:"${target.apiHostKrk}"`)
      .replaceAll(`identityUrl:"${defaultSiteSettings.identityUrl}"`, `identityUrl:"${target.identityUrl}"`);
    if (!edited.includes(`apiConsole:"${mode}"`)) throw new Error('the main bundle has no apiConsole setting to switch');
    // The text is decoded: the compressed file's encoding and length no longer apply.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
    await route.fulfill({status: response.status(), headers, body: edited});
  });
}

const pages = pagesPerTest();

async function openConsole(
  mode: ConsoleMode,
  target?: TargetHosts,
  width?: number,
  operation = 'GET /instances',
): Promise<{page: Page; errors: string[]}> {
  const {page, errors} = await pages.open({width});
  await withMode(page, mode, target);
  await page.goto(`${nginx.origin}${ROUTE}`, {waitUntil: 'load'});
  await waitForHydration(page);
  await page.locator(`[data-api-try-it="${operation}"] button`).click();
  await page.locator('[data-api-console] [data-console-send]').waitFor();
  return {page, errors};
}

async function listInstances(page: Page): Promise<Record<string, unknown>> {
  const dialog = page.locator('[data-api-console]');
  await dialog.locator('[data-field="query.fields"]').fill('Id,Name');
  await dialog.locator('[data-field="query.pageSize"]').fill('2');
  await dialog.locator('[data-console-send]').click();
  await dialog.locator('[data-console-status], [data-console-problem]').first().waitFor();
  if ((await dialog.locator('[data-console-problem]').count()) > 0)
    return {problem: await dialog.locator('[data-console-problem]').textContent()};
  return {
    problem: null,
    status: await dialog.locator('[data-console-status]').getAttribute('data-console-status'),
    rateHeaders: await dialog.locator('[data-console-header^="X-Rate-Limit-"]').count(),
    explained: await dialog.locator('[data-console-header="X-Rate-Limit-Remaining"]').textContent(),
    body: JSON.parse((await dialog.locator('[data-console-body]').textContent()) ?? 'null') as unknown,
  };
}

describe('API console against the real target (fake API)', () => {
  test('through the proxy: the token helper gets a read-only token, GET /instances answers; the token is only in sessionStorage', async () => {
    const {page} = await openConsole('proxy');
    const dialog = page.locator('[data-api-console]');
    await expect(dialog.locator('[data-console-mode]').textContent()).resolves.toContain('przez serwer dokumentacji');
    await dialog.locator('[data-console-token-helper] summary').click();
    await expect(dialog.locator('[data-grant-scope="example.api.readonly"]').isChecked()).resolves.toBe(true);
    await expect(dialog.locator('[data-grant-scope="example.api"]').isChecked()).resolves.toBe(false);
    // A malformed field is stopped with a Polish message next to it.
    await dialog.locator('[data-grant-field="clientId"]').fill('zły identyfikator');
    await dialog.locator('[data-grant-send]').click();
    await expect(
      dialog.locator('#' + (await dialog.locator('[data-grant-field="clientId"]').getAttribute('aria-describedby'))).textContent(),
    ).resolves.toContain('tylko znaki ASCII');
    await dialog.locator('[data-grant-field="clientId"]').fill(FAKE_CLIENT.clientId);
    await dialog.locator('[data-grant-field="clientSecret"]').fill(FAKE_CLIENT.clientSecret);
    await dialog.locator('[data-grant-field="username"]').fill(FAKE_CLIENT.username);
    await dialog.locator('[data-grant-field="password"]').fill(FAKE_CLIENT.password);
    await dialog.locator('[data-grant-send]').click();
    await dialog.getByText('Token pobrany').waitFor();
    const grant = [...api.received].reverse().find((request) => request.url === '/connect/token');
    expect(grant?.body).toContain('scope=example.api.readonly');

    const answer = await listInstances(page);
    expect(answer.problem).toBeNull();
    expect(answer.status).toBe('200');
    expect(answer.rateHeaders).toBe(3);
    expect(answer.explained).toContain('ile zapytań zostało');
    const items = (answer.body as {Items: Array<Record<string, unknown>>}).Items;
    expect(items.map((item) => Object.keys(item).sort())).toEqual([
      ['Id', 'Name'],
      ['Id', 'Name'],
    ]);
    expect(api.received.at(-1)?.url).toBe('/services/instances?pageSize=2&fields=Id%2CName');
    expect(await axeViolations(page, '[data-api-console]')).toEqual([]);

    const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('reader-values') ?? '{}') as {token?: string}).token);
    expect(token).toMatch(/^fake-access-/);
    expect(await placesHoldingToken(page, token)).toEqual([]);
  });

  test('directly (the API allows the docs origin): GET /instances answers with status, rate-limit headers and body', async () => {
    const {page, errors} = await openConsole('direct', hosts, 360);
    const dialog = page.locator('[data-api-console]');
    await expect(dialog.locator('[data-console-mode]').textContent()).resolves.toContain('bezpośrednio');
    await dialog.locator('[data-field="token"]').fill(api.issue('example.api.readonly'));
    const answer = await listInstances(page);
    expect([answer.problem, errors]).toEqual([null, []]);
    expect(answer.status).toBe('200');
    expect(answer.rateHeaders).toBe(3);
    expect((answer.body as {Items: unknown[]}).Items).toHaveLength(2);
    expect(api.received.at(-1)?.headers.origin).toBe(nginx.origin);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});

const run = promisify(execFile);

/** What a request the fake received carries that the console chose: everything but transport headers. */
function essentials(request: ReceivedRequest | undefined): Record<string, unknown> {
  return {
    method: request?.method,
    url: request?.url,
    authorization: request?.headers.authorization,
    accept: request?.headers.accept,
    contentType: request?.headers['content-type'],
    body: request?.body,
  };
}

describe('API console through the proxy: a change, its ticket and its curl', () => {
  test('POST /instances: DiskSize 1000 stopped before sending; sent, its ticket followed to the end; "Kopiuj jako curl" replays exactly what was sent', async () => {
    // The API hosts are the fake's, so the copied curl (which names the API host, not the proxy) can be run.
    const {page, errors} = await openConsole('proxy', hosts, undefined, 'POST /instances');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: nginx.origin});
    const dialog = page.locator('[data-api-console]');
    const field = (key: string) => dialog.locator(`[data-field="${key}"]`);
    const token = api.issue('example.api');
    await field('token').fill(token);
    await field('body.InstanceName').fill('Serwer WWW');
    await field('body.TemplateId').fill('1187');
    await field('body.DiskSize').fill('1000');
    const before = api.received.length;
    await dialog.locator('[data-console-send]').click();
    await dialog.locator('[data-field-error]').first().waitFor();
    const describedBy = ((await field('body.DiskSize').getAttribute('aria-describedby')) ?? '').split(' ')[0];
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe('Błąd: Dozwolone wartości: od 5 do 300.');
    // No "Wyślij mimo błędów" against the real API, and nothing reached it.
    expect(await dialog.getByText('Wyślij mimo błędów').count()).toBe(0);
    expect(api.received).toHaveLength(before);

    await field('body.DiskSize').fill('20');
    await dialog.locator('[data-console-send]').click();
    await dialog.locator('[data-console-status], [data-console-problem]').first().waitFor();
    expect(await dialog.locator('[data-console-status]').getAttribute('data-console-status')).toBe('200');
    await expect(dialog.locator('[data-console-real]').textContent()).resolves.toContain(api.origin);
    const sent = api.received.at(-1);
    expect(essentials(sent)).toMatchObject({method: 'POST', url: '/services/instances', authorization: `Bearer ${token}`});
    const ticket = JSON.parse((await dialog.locator('[data-console-body]').textContent()) ?? 'null') as {Id: number; Progress: number};
    expect(ticket.Progress).toBe(0);

    // "Śledź zadanie": GET /tickets/{id} through the proxy, with the same token, until the ticket ends.
    const followed = api.received.length;
    await dialog.locator('[data-console-follow]').click();
    await dialog.locator('[data-console-ticket="100"]').waitFor({timeout: 60_000});
    await expect(dialog.locator('[data-console-ticket]').textContent()).resolves.toContain(`Zadanie ${ticket.Id}:`);
    const polls = api.received.slice(followed);
    expect(polls.length).toBeGreaterThanOrEqual(3);
    for (const poll of polls)
      expect(essentials(poll)).toMatchObject({method: 'GET', url: `/services/tickets/${ticket.Id}`, authorization: `Bearer ${token}`});
    await expect(dialog.locator('[data-console-follow]').isDisabled()).resolves.toBe(false);

    // "Kopiuj jako curl": the token as $TOKEN; run with TOKEN set, it sends exactly what the console sent.
    await dialog.locator('[data-console-curl]').click();
    await dialog.getByText('Skopiowano polecenie curl.').waitFor();
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toContain('-H "Authorization: Bearer $TOKEN"');
    expect(curl).not.toContain(token);
    const replayed = api.received.length;
    await run('bash', ['-c', curl], {env: {PATH: process.env.PATH ?? '', TOKEN: token}});
    expect(api.received).toHaveLength(replayed + 1);
    expect(essentials(api.received.at(-1))).toEqual(essentials(sent));

    // With the token, on purpose: the command carries it and needs no variable.
    await dialog.getByLabel('Z prawdziwym tokenem zamiast $TOKEN').check();
    await dialog.locator('[data-console-curl]').click();
    const withToken = await eventually(
      () => page.evaluate(() => navigator.clipboard.readText()),
      (text) => text !== curl,
    );
    expect(withToken).toContain(`-H 'Authorization: Bearer ${token}'`);
    await run('bash', ['-c', withToken], {env: {PATH: process.env.PATH ?? ''}});
    expect(essentials(api.received.at(-1))).toEqual(essentials(sent));

    // After the session the token is in sessionStorage and nowhere else.
    expect(await placesHoldingToken(page, token)).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('reader-values'))).toContain(token);
    expect(errors).toEqual([]);
  });
});
