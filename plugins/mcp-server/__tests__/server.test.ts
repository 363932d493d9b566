import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {DocsAnswers} from '../src/docs';
import {createDocsServer} from '../src/server';
import type {DocsData, TwinPage} from '../src/types';

// The server over the SDK's in-memory transport with a small site (no build needed): tool list,
// answers citing their page, and Polish errors for bad input. The whole site, over stdio and HTTP,
// is tested in tests/e2e/mcp.e2e.ts.
const ORIGIN = 'https://docs.example.com';
const page = (route: string, markdown: string): TwinPage => ({
  route,
  title: /^# (.*)$/m.exec(markdown)![1],
  url: `${ORIGIN}/pl/docs${route}`,
  twinUrl: `${ORIGIN}/pl/docs${route}index.md`,
  markdown,
});
const reference = [
  '# Maszyny: wywołania API',
  '',
  '## Klonuje maszynę',
  '',
  '`POST /instances/{id}/clone_ticket` · operacja `InstancesClone`',
  '',
  '```bash',
  "curl -X POST 'https://pl1-api.example.com/services/instances/{id}/clone_ticket' \\",
  '  -H "Accept: application/json"',
  '```',
].join('\n');
const data: DocsData = {
  site: {schemaVersion: 1, title: 'Dokumentacja', platformName: 'Example Cloud', origin: ORIGIN, baseUrl: '/pl/docs/', guideRoute: '/ai/'},
  pages: [
    page('/', '# Dokumentacja dla klientów\n\nStrona główna.\n'),
    page('/billing/faktury/', '# Faktury\n\n## Korekta\n\nFaktura korygująca powstaje po zgłoszeniu błędu.\n'),
    page('/services/api/referencja/maszyny/', reference),
    page('/services/terraform/zasoby/', '# Zasoby\n\n## `example_disk`\n\n### Argumenty\n\n| `size` | `number` | tak | Rozmiar. |\n'),
  ],
  searchIndex: {
    version: 1,
    pages: [
      {
        url: '/pl/docs/billing/faktury/',
        title: 'Faktury',
        description: 'Kiedy powstaje faktura.',
        sections: [{heading: 'Korekta', anchor: 'korekta', text: 'Faktura korygująca powstaje po zgłoszeniu błędu.'}],
      },
      {
        url: '/pl/docs/services/api/referencja/maszyny/',
        title: 'Maszyny: wywołania API',
        description: '',
        sections: [{heading: 'Klonuje maszynę', anchor: 'instances-clone', text: 'POST /instances/{id}/clone_ticket'}],
        weight: 0.5,
      },
    ],
  },
  openapi: {
    servers: [
      {url: 'https://pl1-api.example.com/services', description: 'Region PL-1-WAW'},
      {url: 'https://pl2-api.example.com/services', description: 'Region PL-2-KRK'},
    ],
    paths: {
      '/instances/{id}/clone_ticket': {post: {operationId: 'InstancesClone', summary: 'Klonuje maszynę', responses: {200: {}, 401: {}}}},
    },
    components: {},
  },
  errors: {
    areas: [{key: 'api', label: 'API'}],
    errors: [
      {
        id: '429',
        url: '/pl/docs/services/api/kody-bledow/#blad-429',
        area: 'api',
        code: 429,
        operation: null,
        title: 'Wyczerpany limit zapytań',
        meaning: 'Limit zapytań został wykorzystany.',
        when: 'Po 400 zapytaniach na minutę.',
        action: 'Poczekaj.',
        body: null,
        message: null,
        seeAlso: [],
      },
    ],
  },
  dictionaries: {dictionaries: [], valueSets: []},
  glossary: {
    entries: [
      {
        id: 'snapshot',
        term: 'punkt przywracania',
        aliases: ['migawka'],
        english: ['snapshot'],
        panel: null,
        api: [],
        terraform: [],
        definition: 'Zapisany stan maszyny.',
        url: '/pl/docs/slowniczek/#snapshot',
        pages: [],
      },
    ],
  },
};

const textOf = (result: unknown) => ((result as CallToolResult).content[0] as {text: string}).text;

let client: Client;
beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(new DocsAnswers(data), '1.0.0').connect(serverSide);
  client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(clientSide);
});
afterAll(() => client.close());
const call = (name: string, args: Record<string, unknown>) => client.callTool({name, arguments: args});

it('lists seven read-only tools with Polish descriptions', async () => {
  const {tools} = await client.listTools();
  expect(tools).toHaveLength(7);
  expect(tools.every((tool) => /[ąćęłńóśźż]/.test(tool.description ?? '') && tool.annotations?.readOnlyHint)).toBe(true);
});

it('answers from the data and cites the page', async () => {
  expect(textOf(await call('search_docs', {query: 'faktura korygujaca'}))).toContain(`Adres: ${ORIGIN}/pl/docs/billing/faktury/#korekta`);
  expect(textOf(await call('get_page', {url_or_route: '/billing/faktury.html'}))).toMatch(
    /^# Faktury\n[\s\S]*Źródło: https:\/\/docs\.example\.com\/pl\/docs\/billing\/faktury\//,
  );
  const operation = textOf(await call('get_api_operation', {operation: 'post /services/instances/5/clone_ticket'}));
  expect(operation).toContain(`Źródło: ${ORIGIN}/pl/docs/services/api/referencja/maszyny/#instances-clone`);
  expect(operation).toContain("curl -X POST 'https://pl2-api.example.com/services/instances/{id}/clone_ticket'");
  expect(textOf(await call('get_error_code', {code: '429'}))).toContain('#blad-429');
  expect(textOf(await call('get_terraform_item', {name: 'disk'}))).toContain('# example_disk (zasób)');
  expect(textOf(await call('get_glossary_term', {term: 'Migawka'}))).toContain('- Po angielsku: snapshot');
});

it.each([
  ['get_page', {url_or_route: '/nie-ma/'}, 'Nie ma strony pod adresem „/nie-ma/”'],
  ['search_docs', {query: ''}, 'Pole „query” jest puste'],
  ['search_docs', {query: 'a'.repeat(10_000)}, 'przyjmuję najwyżej 500'],
  ['search_docs', {query: 42}, 'musi być tekstem'],
  ['get_api_operation', {operation: 'DELETE /instances/{id}/clone_ticket'}, 'Nie znalazłem wywołania API'],
  ['get_dictionary', {id_or_name: 'typy maszyn'}, 'Nie znalazłem słownika'],
  ['get_glossary_term', {}, 'Brak pola „term”'],
])('%s %#: a Polish error result', async (name, args, message) => {
  const result = await call(name, args);
  expect([result.isError, textOf(result)]).toEqual([true, expect.stringContaining(message)]);
});

it('reads a twin as a resource and refuses an unknown one in Polish', async () => {
  const {resources} = await client.listResources();
  expect(resources.map((resource) => resource.uri)).toContain(`${ORIGIN}/pl/docs/billing/faktury/index.md`);
  const read = await client.readResource({uri: `${ORIGIN}/pl/docs/billing/faktury/index.md`});
  expect((read.contents[0] as {text: string}).text.startsWith('# Faktury')).toBe(true);
  await expect(client.readResource({uri: `${ORIGIN}/pl/docs/nie-ma/index.md`})).rejects.toThrow(/Nie ma zasobu/);
});
