import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {loadDocs} from '../content/docSources';
import {homeTexts} from '../../src/data/home';
import {resolveSiteSettings} from '../../src/siteSettings';
import {startNginx, type RunningNginx} from './support/nginx';

// The docs' MCP server (issue 36), as an assistant uses it: started through the SDK's own client
// over stdio and over Streamable HTTP on a loopback port, from the package `npm run build` packs
// (plugins/mcp-server/dist, and build/mcp/dokumentacja-mcp.tgz installed where nothing is beside it).
const SERVER = join(process.cwd(), 'plugins/mcp-server/dist/server.cjs');
const TARBALL = join(process.cwd(), 'build/mcp/dokumentacja-mcp.tgz');
const settings = resolveSiteSettings(process.env);
const SITE = `${new URL(settings.docsSiteUrl).origin}/pl/docs`;
// The ranking test's thresholds (tests/e2e/search-ranking.e2e.ts) on the same relevance set.
const HIT_AT_1 = 0.92;
const HIT_AT_5 = 0.99;

interface RelevanceQuery {
  query: string;
  expected: string[];
}

const textOf = (result: unknown) => ((result as CallToolResult).content[0] as {text: string}).text;

async function stdioClient(command: string, args: string[], cwd = process.cwd(), env?: Record<string, string>): Promise<Client> {
  const client = new Client({name: 'e2e', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command, args, cwd, env, stderr: 'ignore'}));
  return client;
}

/** Starts the HTTP service on a free loopback port and resolves with its endpoint, read from its start line. */
function startHttp(extra: string[] = []): Promise<{child: ChildProcess; endpoint: string}> {
  const child = spawn(process.execPath, [SERVER, '--http', '--host', '127.0.0.1', '--port', '0', ...extra], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const endpoint = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(log)?.[1];
      if (endpoint) resolve({child, endpoint});
    });
    child.on('exit', (code) => reject(new Error(`the HTTP server ended (${code}): ${log}`)));
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

describe('stdio', () => {
  let client: Client;
  beforeAll(async () => {
    client = await stdioClient(process.execPath, [SERVER]);
  });
  afterAll(() => client.close());
  const call = (name: string, args: Record<string, unknown>) => client.callTool({name, arguments: args});

  it('lists the seven tools, each with a Polish description and a JSON input schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_docs',
      'get_page',
      'get_api_operation',
      'get_error_code',
      'get_dictionary',
      'get_terraform_item',
      'get_glossary_term',
    ]);
    for (const tool of tools) {
      expect(tool.description).toMatch(/[ąćęłńóśźż]/);
      expect(tool.inputSchema).toMatchObject({type: 'object', required: [expect.any(String)]});
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  it('search_docs meets the ranking thresholds on the relevance set', async () => {
    const queries = JSON.parse(readFileSync('bench/search/relevance.json', 'utf8')) as RelevanceQuery[];
    let hit1 = 0;
    let hit5 = 0;
    const times: number[] = [];
    // The first query builds the engine's index (done on first use, not at start): timed apart.
    const first = performance.now();
    await call('search_docs', {query: 'dysk'});
    const firstQuery = performance.now() - first;
    for (const entry of queries) {
      const started = performance.now();
      const text = textOf(await call('search_docs', {query: entry.query, limit: 5}));
      times.push(performance.now() - started);
      const pages = [...text.matchAll(/^ {3}Adres: (\S+)$/gm)].map((match) => new URL(match[1]).pathname.replace(/^\/pl\/docs/, ''));
      if (entry.expected.includes(pages[0])) hit1++;
      if (pages.some((page) => entry.expected.includes(page))) hit5++;
    }
    // The figures bench/results.md reports (MCP section).
    console.log(
      `search_docs over ${queries.length} queries: hit@1 ${((hit1 / queries.length) * 100).toFixed(1)} %, hit@5 ${((hit5 / queries.length) * 100).toFixed(1)} %, median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms; first query of a session ${firstQuery.toFixed(0)} ms`,
    );
    expect(hit1 / queries.length).toBeGreaterThanOrEqual(HIT_AT_1);
    expect(hit5 / queries.length).toBeGreaterThanOrEqual(HIT_AT_5);
  });

  it('search_docs answers with title, section, address and snippet', async () => {
    const text = textOf(await call('search_docs', {query: 'jak powiekszyc dysk', limit: 3}));
    expect(text).toMatch(/^1\. \*\*.+\*\*( › .+)?\n {3}Adres: https:\/\/\S+\n {3}Markdown: \S+index\.md\n {3}\S/m);
    expect(text).toContain(`${SITE}/faq/faq/powiekszanie-dysku/`);
  });

  it('get_page returns the twin of every route, its first line the page title, and accepts legacy forms', async () => {
    const titles = new Map(loadDocs().map((doc) => [doc.route, String(doc.frontMatter.title)]));
    titles.set('/', homeTexts(settings.platformName).title);
    for (const [route, title] of titles) {
      const result = await call('get_page', {url_or_route: route});
      expect({route, first: textOf(result).split('\n')[0], error: result.isError ?? false}).toEqual({
        route,
        first: `# ${title}`,
        error: false,
      });
      expect(textOf(result)).toContain(`Źródło: ${SITE}${route}`);
    }
    for (const form of [`${SITE}/billing/faktury/`, '/pl/docs/billing/faktury', '/billing/faktury.html', 'billing/faktury/index.html']) {
      expect(textOf(await call('get_page', {url_or_route: form})).split('\n')[0]).toBe('# Faktury');
    }
  });

  it('get_api_operation finds every operation of openapi.json by its id and by "METHOD /services/path"', async () => {
    const document = JSON.parse(readFileSync('build/openapi.json', 'utf8')) as {
      paths: Record<string, Record<string, {operationId: string}>>;
    };
    let count = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const heading = `# ${method.toUpperCase()} /services${path}\n`;
        const byId = textOf(await call('get_api_operation', {operation: operation.operationId}));
        expect(byId.startsWith(heading) && byId.includes(`Źródło: ${SITE}/services/api/referencja/`)).toBe(true);
        const byPath = textOf(await call('get_api_operation', {operation: `${method.toUpperCase()} /services${path}`}));
        expect(byPath.startsWith(heading)).toBe(true);
        count++;
      }
    }
    expect(count).toBe(190);
  });

  it('get_api_operation gives parameters, models, errors and a curl sample per region', async () => {
    const text = textOf(await call('get_api_operation', {operation: 'POST /instances/123/clone_ticket'}));
    expect(text).toContain('# POST /services/instances/{id}/clone_ticket');
    expect(text).toContain('Operacja `InstancesClone`');
    expect(text).toMatch(/Model treści żądania: CloneInstanceCommand/);
    expect(text).toMatch(/Kody odpowiedzi: 200, 401/);
    expect(text).toContain(`curl -X POST '${settings.apiHostWaw}/services/instances/{id}/clone_ticket'`);
    expect(text).toContain(`curl -X POST '${settings.apiHostKrk}/services/instances/{id}/clone_ticket'`);
  });

  it('get_error_code, get_dictionary, get_terraform_item and get_glossary_term answer from the catalogue, the dictionaries, the provider reference and the glossary', async () => {
    const error = textOf(await call('get_error_code', {code: '429'}));
    expect(error).toContain('## 429 ');
    expect(error).toContain(`Źródło: ${SITE}/services/api/kody-bledow/#blad-429`);
    expect(textOf(await call('get_error_code', {code: 'limit zapytań'}))).toContain('#blad-429');

    const published = textOf(await call('get_dictionary', {id_or_name: '12'}));
    expect(published).toContain(`Źródło: ${SITE}/services/api/slowniki/#slownik-12`);
    expect(published).toMatch(/^\| \d+ \| v1\.standard/m);
    expect(textOf(await call('get_dictionary', {id_or_name: 'Sposoby rozliczania maszyn'}))).toContain('GET /services/dictionaries/11');
    expect(textOf(await call('get_dictionary', {id_or_name: 'CloneType'}))).toContain('| 869 |');

    const item = textOf(await call('get_terraform_item', {name: 'instance'}));
    expect(item).toContain(`# ${settings.terraformProviderName}_instance (zasób)`);
    expect(item).toContain(`Źródło: ${SITE}/services/terraform/zasoby/#instance`);
    expect(item).toMatch(/^\| `name` \| `string` \| tak \|/m);
    expect(textOf(await call('get_terraform_item', {name: `data.${settings.terraformProviderName}_instance`}))).toContain(
      '(źródło danych)',
    );

    const term = textOf(await call('get_glossary_term', {term: 'migawka'}));
    expect(term).toContain(`Źródło: ${SITE}/slowniczek/#`);
    expect(term).toMatch(/- Termin polski: .+\n- Po angielsku: .*snapshot/);
  });

  it.each([
    ['an unknown route', 'get_page', {url_or_route: '/nie-ma-takiej-strony/'}, 'Nie ma strony pod adresem'],
    ['an empty query', 'search_docs', {query: '   '}, 'jest puste'],
    ['a 10,000-character query', 'search_docs', {query: 'dysk '.repeat(2000)}, 'przyjmuję najwyżej 500'],
    ['a missing query', 'search_docs', {}, 'Brak pola „query”'],
    ['a limit out of range', 'search_docs', {query: 'dysk', limit: 1000}, 'od 1 do 30'],
    ['an operation that does not exist', 'get_api_operation', {operation: 'GET /nie/ma/takiego/wywolania'}, 'Nie znalazłem wywołania API'],
    ['an uncatalogued code', 'get_error_code', {code: '599'}, 'Katalog nie opisuje kodu 599'],
    ['an undocumented dictionary', 'get_dictionary', {id_or_name: '9999'}, 'GET /services/dictionaries/9999'],
    ['an unknown Terraform type', 'get_terraform_item', {name: 'example_nothing'}, 'nie ma zasobu ani źródła danych'],
    ['an unknown tool', 'nie_ma_narzedzia', {}, 'Nie ma narzędzia'],
  ])('%s: a Polish error result, and the next call still works', async (_case, name, args, message) => {
    const result = await call(name, args);
    expect({error: result.isError, text: textOf(result)}).toEqual({error: true, text: expect.stringContaining(message)});
    expect(textOf(await call('get_error_code', {code: '404'}))).toContain('## 404 ');
  });

  it('offers every twin as a resource under its address', async () => {
    const {resources} = await client.listResources();
    expect(resources.length).toBe(loadDocs().length + 1);
    const faktury = resources.find((resource) => resource.uri === `${SITE}/billing/faktury/index.md`);
    expect(faktury).toMatchObject({mimeType: 'text/markdown', title: 'Faktury'});
    const read = await client.readResource({uri: faktury!.uri});
    expect((read.contents[0] as {text: string}).text.startsWith('# Faktury\n')).toBe(true);
    await expect(client.readResource({uri: `${SITE}/nie-ma/index.md`})).rejects.toThrow(/Nie ma zasobu/);
  });
});

describe('Streamable HTTP on 127.0.0.1', () => {
  let service: {child: ChildProcess; endpoint: string};
  beforeAll(async () => {
    service = await startHttp();
  });
  afterAll(() => service.child.kill());

  it('lists the tools and answers each through the SDK client', async () => {
    const client = new Client({name: 'e2e-http', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(service.endpoint)));
    expect((await client.listTools()).tools).toHaveLength(7);
    const answers: [string, Record<string, unknown>, string][] = [
      ['search_docs', {query: 'faktura korygujaca'}, `${SITE}/billing/faktury/`],
      ['get_page', {url_or_route: '/billing/faktury/'}, '# Faktury'],
      ['get_api_operation', {operation: 'InstancesClone'}, '# POST /services/instances/{id}/clone_ticket'],
      ['get_error_code', {code: '401'}, '## 401 '],
      ['get_dictionary', {id_or_name: 'Klasy dysków'}, '#slownik-17'],
      ['get_terraform_item', {name: 'disk'}, `# ${settings.terraformProviderName}_disk`],
      ['get_glossary_term', {term: 'floating IP'}, 'Źródło:'],
    ];
    for (const [name, args, expected] of answers) expect(textOf(await client.callTool({name, arguments: args}))).toContain(expected);
    const bad = await client.callTool({name: 'get_page', arguments: {url_or_route: '/nie-ma/'}});
    expect(bad.isError).toBe(true);
    expect(textOf(await client.callTool({name: 'get_page', arguments: {url_or_route: '/'}})).split('\n')[0]).toBe(
      `# ${homeTexts(settings.platformName).title}`,
    );
    await client.close();
  });

  it('refuses a body over the size limit, methods other than POST and other paths with Polish JSON-RPC errors', async () => {
    const big = await fetch(service.endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list', params: {pad: 'x'.repeat(100 * 1024)}}),
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as {error: {message: string}}).error.message).toContain('Żądanie jest za duże');
    const get = await fetch(service.endpoint);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await fetch(service.endpoint.replace('/mcp', '/inne'), {method: 'POST'})).status).toBe(404);
  });

  it('answers 429 with Retry-After over the rate limit, and keeps answering others', async () => {
    const limited = await startHttp(['--rate', '2']);
    try {
      const post = () =>
        fetch(limited.endpoint, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
          body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
        });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post()).status);
      const refused = await post();
      expect([...statuses, refused.status]).toEqual([200, 200, 429, 429]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      limited.child.kill();
    }
  });
});

describe('the packed tarball', () => {
  let folder: string;
  let nginx: RunningNginx;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mcp-tgz-'));
    nginx = await startNginx();
  });
  afterAll(async () => {
    rmSync(folder, {recursive: true, force: true});
    await nginx.stop();
  });

  // No registry is reachable for npm here: the package must carry everything it needs.
  const offline = (): Record<string, string> => ({
    ...(process.env as Record<string, string>),
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
    npm_config_cache: join(folder, 'cache'),
  });

  it('installs into an empty folder with nothing to fetch, and starts', async () => {
    const project = join(folder, 'projekt');
    execFileSync('npm', ['install', '--prefix', project, '--no-audit', '--no-fund', TARBALL], {env: offline(), stdio: 'pipe'});
    expect(readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['dokumentacja-mcp']);
    const client = await stdioClient(join(project, 'node_modules/.bin/dokumentacja-mcp'), [], project);
    expect((await client.listTools()).tools).toHaveLength(7);
    expect(textOf(await client.callTool({name: 'search_docs', arguments: {query: 'klonowanie maszyny'}}))).toContain('Adres: ');
    await client.close();
  });

  it('runs with the one documented command from the site as nginx serves it (deploy/nginx)', async () => {
    const client = await stdioClient('npx', ['-y', `${nginx.origin}/pl/docs/mcp/dokumentacja-mcp.tgz`], folder, offline());
    expect(textOf(await client.callTool({name: 'get_glossary_term', arguments: {term: 'snapshot'}}))).toContain('Źródło:');
    await client.close();
  });
});
