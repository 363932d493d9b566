import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {defaultSiteSettings, resolveSiteSettings} from '../../../src/siteSettings';
import {FAKE_CLIENT, startFakeApi, type FakeApi} from '../../../tests/support/fakeApi';
import {
  basicCredentials,
  grantBody,
  grantProblems,
  preselectedScopes,
  requestToken,
  scopeChoices,
  sandboxTokenReadsOnly,
  simulatedToken,
  type Grant,
} from '../src/grant';
import {networkProblem, sendReal} from '../src/http';
import {apiProxyConf, PROXY_CONF_PATH} from '../src/proxyConf';
import {tokenProblem} from '../../api-reference/client/public';
import {apiBase, connectSources, modeLabel, tokenTarget, type TargetHosts} from '../src/target';

const siteDir = join(__dirname, '..', '..', '..');
const HOSTS: TargetHosts = {
  apiHostWaw: 'https://pl1-api.example.com',
  apiHostKrk: 'https://pl2-api.example.com/',
  identityUrl: 'https://identity.example.com/core',
};
const SCOPES = {full: defaultSiteSettings.apiScope, readonly: defaultSiteSettings.apiScopeReadonly};

describe('site setting apiConsole', () => {
  test('sandbox by default; SITE_API_CONSOLE chooses direct or proxy', () => {
    expect(resolveSiteSettings({}).apiConsole).toBe('sandbox');
    expect(resolveSiteSettings({SITE_API_CONSOLE: 'proxy'}).apiConsole).toBe('proxy');
    expect(resolveSiteSettings({SITE_API_CONSOLE: ' direct '}).apiConsole).toBe('direct');
  });

  test('any other value fails the build, naming the variable and the allowed values', () => {
    expect(() => resolveSiteSettings({SITE_API_CONSOLE: 'Proxy'})).toThrow(
      'Site setting apiConsole (SITE_API_CONSOLE) must be one of sandbox, direct, proxy: "Proxy"',
    );
  });
});

describe('target selection', () => {
  test('direct: the region API host with /services, and the identity server token path', () => {
    expect(apiBase('direct', 'waw', HOSTS, '/pl/docs/')).toBe('https://pl1-api.example.com/services');
    expect(apiBase('direct', 'krk', HOSTS, '/pl/docs/')).toBe('https://pl2-api.example.com/services');
    expect(tokenTarget('direct', HOSTS, '/pl/docs/')).toBe('https://identity.example.com/core/connect/token');
  });

  test('proxy: same-origin paths below the base path, one per region and one for the token', () => {
    expect(apiBase('proxy', 'waw', HOSTS, '/pl/docs/')).toBe('/pl/docs/api-proxy/waw/services');
    expect(apiBase('proxy', 'krk', HOSTS, '/pl/docs')).toBe('/pl/docs/api-proxy/krk/services');
    expect(tokenTarget('proxy', HOSTS, '/pl/docs/')).toBe('/pl/docs/api-proxy/token');
  });

  test('sandbox: nothing is sent anywhere', () => {
    expect(apiBase('sandbox', 'waw', HOSTS, '/pl/docs/')).toBeNull();
    expect(tokenTarget('sandbox', HOSTS, '/pl/docs/')).toBeNull();
  });

  test('the CSP adds exactly the origins of the API hosts and the identity server in direct mode, none otherwise', () => {
    expect(connectSources('direct', HOSTS)).toEqual([
      'https://pl1-api.example.com',
      'https://pl2-api.example.com',
      'https://identity.example.com',
    ]);
    expect(connectSources('proxy', HOSTS)).toEqual([]);
    expect(connectSources('sandbox', HOSTS)).toEqual([]);
  });

  test('every mode is labelled in Polish', () => {
    expect(modeLabel('sandbox').name).toBe('Tryb próbny');
    expect(modeLabel('direct').name).toContain('Prawdziwe API');
    expect(modeLabel('proxy').explanation).toContain('bez ciasteczek');
  });
});

describe('proxy target (deploy/nginx/api-proxy.conf)', () => {
  const proxy = apiProxyConf({mode: 'proxy', hosts: HOSTS, baseUrl: '/pl/docs/'});

  test('the committed file is the one the default settings give (run npm run generate when this fails)', () => {
    const committed = readFileSync(join(siteDir, PROXY_CONF_PATH), 'utf8');
    expect(committed).toBe(apiProxyConf({mode: defaultSiteSettings.apiConsole, hosts: defaultSiteSettings, baseUrl: '/pl/docs/'}));
  });

  test('in proxy mode it forwards only to the configured hosts, never to a host taken from the request', () => {
    const targets = [...proxy.matchAll(/proxy_pass ([^;]+);/g)].map((match) => match[1]);
    expect(targets).toEqual([
      'https://identity.example.com/core/connect/token',
      'https://pl1-api.example.com/services/',
      'https://pl2-api.example.com/services/',
    ]);
    expect(proxy).not.toMatch(/\$(host|http_host|arg_|request_uri)/);
  });

  test('it passes no cookie, hides Set-Cookie, limits body and rate, and refuses the rest in Polish JSON', () => {
    expect(proxy).toContain('proxy_pass_request_headers off;');
    expect(proxy).not.toMatch(/proxy_set_header Cookie (?!"")/);
    expect(proxy).toContain('proxy_hide_header Set-Cookie;');
    expect(proxy).toContain('client_max_body_size 64k;');
    expect(proxy).toContain('limit_req zone=docs_api_proxy');
    expect(proxy).toMatch(/return 404 '\{"Message":"Ten adres nie prowadzi do API/);
  });

  test('the other modes only answer that the proxy is off', () => {
    for (const mode of ['sandbox', 'direct'] as const) {
      const conf = apiProxyConf({mode, hosts: HOSTS, baseUrl: '/pl/docs/'});
      expect(conf).not.toContain('proxy_pass');
      expect(conf).toContain('Pośrednik API jest wyłączony');
    }
  });

  test("the proxy's log line carries no header and no query", () => {
    const docsConf = readFileSync(join(siteDir, 'deploy/nginx/docs.conf'), 'utf8');
    const format = /log_format docs_api_proxy ([^;]+);/.exec(docsConf)?.[1] ?? '';
    expect(format).toContain('$uri');
    expect(format).not.toMatch(/\$(http_|request\b|request_uri|args|query_string)/);
  });
});

describe('token helper', () => {
  const password: Grant = {kind: 'password', ...FAKE_CLIENT, scopes: [SCOPES.readonly]};

  test('read-only is preselected for a listing call, full access for a change', () => {
    expect(preselectedScopes('GET', SCOPES)).toEqual(['example.api.readonly']);
    expect(preselectedScopes('POST', SCOPES)).toEqual(['example.api']);
    expect(scopeChoices(SCOPES)).toEqual(['example.api.readonly', 'example.api', 'offline_access']);
  });

  test('malformed fields get a Polish message each; a good grant has none', () => {
    expect(grantProblems(password, SCOPES)).toEqual({});
    expect(grantProblems({...password, clientId: 'ab\ncd', password: '', scopes: ['offline_access']}, SCOPES)).toEqual({
      clientId: 'Identyfikator klienta API nie może zawierać znaków nowego wiersza.',
      password: 'Podaj hasło użytkownika.',
      scopes: 'Wybierz co najmniej jeden zakres: example.api.readonly albo example.api.',
    });
    expect(grantProblems({kind: 'refresh', clientId: 'k', clientSecret: 'ś', refreshToken: 'a b'}, SCOPES)).toEqual({
      clientSecret: 'Hasło klienta API może zawierać tylko znaki ASCII.',
      refreshToken: 'Token odświeżania nie może zawierać spacji ani tabulatorów: skopiuj go jeszcze raz, bez odstępów.',
    });
  });

  test('the request: Basic client credentials, the form fields of the grant', () => {
    expect(basicCredentials('a b', 'c:d')).toBe(`Basic ${Buffer.from('a+b:c%3Ad').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(grantBody(password)))).toEqual({
      grant_type: 'password',
      username: 'anna.nowak',
      password: 'Hasło-testowe-1',
      scope: 'example.api.readonly',
    });
    expect(grantBody({kind: 'refresh', clientId: 'k', clientSecret: 's', refreshToken: 'r1'})).toBe(
      'grant_type=refresh_token&refresh_token=r1',
    );
  });

  test('the sandbox issues a simulated token the API header takes, a refresh token only with offline_access', () => {
    const readonly = simulatedToken(password, SCOPES);
    expect(readonly.accessToken).toMatch(/^proba-odczyt\.[0-9a-f]{16}\.[0-9a-f]{8}$/);
    expect(tokenProblem(readonly.accessToken)).toBeNull();
    expect(readonly).toMatchObject({refreshToken: null, expiresIn: 1000});
    expect(simulatedToken(password, SCOPES).accessToken).not.toBe(readonly.accessToken);
    const offline = simulatedToken({...password, scopes: [SCOPES.readonly, 'offline_access']}, SCOPES);
    expect(offline.refreshToken).toMatch(/^proba-odswiezenie-odczyt-[0-9a-f]{16}$/);
    expect(simulatedToken({kind: 'refresh', clientId: 'k', clientSecret: 's', refreshToken: 'r1'}, SCOPES).refreshToken).not.toBeNull();
  });

  test('a sandbox token says whether it reads only: the read-only scope alone, or a refresh of such a token', () => {
    const full = simulatedToken({...password, scopes: [SCOPES.full, 'offline_access']}, SCOPES);
    const both = simulatedToken({...password, scopes: [SCOPES.readonly, SCOPES.full]}, SCOPES);
    const readonly = simulatedToken({...password, scopes: [SCOPES.readonly, 'offline_access']}, SCOPES);
    expect(full.accessToken).toMatch(/^proba\.[0-9a-f]{16}\.[0-9a-f]{8}$/);
    expect([full, both, readonly].map(({accessToken}) => sandboxTokenReadsOnly(accessToken))).toEqual([false, false, true]);
    const refresh = (from: string) => simulatedToken({kind: 'refresh', clientId: 'k', clientSecret: 's', refreshToken: from}, SCOPES);
    expect(sandboxTokenReadsOnly(refresh(readonly.refreshToken!).accessToken)).toBe(true);
    expect(sandboxTokenReadsOnly(refresh(full.refreshToken!).accessToken)).toBe(false);
    expect(sandboxTokenReadsOnly(null)).toBe(false);
  });
});

describe('real requests against the fake API', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api.stop());

  test('a password grant with offline_access, then a single-use refresh token', async () => {
    const url = `${api.origin}/connect/token`;
    const first = await requestToken(fetch, url, {...password(), scopes: [SCOPES.readonly, 'offline_access']}, 'direct');
    expect(first.token?.accessToken).toMatch(/^fake-access-/);
    const refresh = {
      kind: 'refresh',
      clientId: FAKE_CLIENT.clientId,
      clientSecret: FAKE_CLIENT.clientSecret,
      refreshToken: first.token?.refreshToken ?? '',
    } as const;
    expect((await requestToken(fetch, url, refresh, 'direct')).token?.accessToken).toMatch(/^fake-access-/);
    expect((await requestToken(fetch, url, refresh, 'direct')).problem).toContain('jest jednorazowy');
    expect((await requestToken(fetch, url, {...password(), password: 'złe'}, 'direct')).problem).toBe(
      'Serwer tożsamości odrzucił login lub hasło użytkownika.',
    );
  });

  test('GET /instances with fields and pageSize: status, rate-limit headers and the body', async () => {
    const token = api.issue(SCOPES.readonly);
    const result = await sendReal(
      fetch,
      {method: 'GET', url: `${api.origin}/services/instances?fields=Id,Name&pageSize=2`, token},
      'direct',
    );
    expect(result.answer?.status).toBe(200);
    expect(Object.keys(result.answer?.headers ?? {})).toEqual(
      expect.arrayContaining(['X-Rate-Limit-Limit', 'X-Rate-Limit-Remaining', 'X-Rate-Limit-Reset']),
    );
    const items = (result.answer?.body as {Items: Array<Record<string, unknown>>}).Items;
    expect(items.map((item) => Object.keys(item).sort())).toEqual([
      ['Id', 'Name'],
      ['Id', 'Name'],
    ]);
    expect(api.received.at(-1)?.headers.authorization).toBe(`Bearer ${token}`);
    // A read-only token cannot change anything.
    const change = await sendReal(fetch, {method: 'DELETE', url: `${api.origin}/services/instances/7`, token}, 'direct');
    expect(change.answer?.status).toBe(403);
  });

  test('a network failure is a Polish explanation of what to try, not an exception', async () => {
    const closed = await startFakeApi();
    await closed.stop();
    const result = await sendReal(fetch, {method: 'GET', url: `${closed.origin}/services/instances`, token: null}, 'direct');
    expect(result.problem).toBe(networkProblem('direct'));
    expect(result.problem).toContain('CORS');
    expect((await requestToken(fetch, `${closed.origin}/connect/token`, password(), 'proxy')).problem).toBe(networkProblem('proxy'));
  });

  function password(): Extract<Grant, {kind: 'password'}> {
    return {kind: 'password', ...FAKE_CLIENT, scopes: [SCOPES.readonly]};
  }
});
