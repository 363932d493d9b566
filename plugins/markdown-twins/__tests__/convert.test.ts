import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {dictionaryData} from '../../api-dictionaries/public';
import {errorCatalogueData} from '../../error-catalogue/public';
import {glossary, sortGlossary} from '../../glossary/public';
import {readMdxPage} from '../../page-data-kit/mdx/frontMatter';
import {substituteSettings} from '../../page-data-kit/mdx/substitute';
import {defaultSiteSettings} from '../../../src/siteSettings';
import {parseAll} from '../../page-data-kit/__fixtures__/parseMdx';
import {createTwinSite, pageTwin, type TwinSite} from '../src/site';
import {TOOL_DESCRIPTIONS} from '../src/registry';
import {escapeText} from '../../page-data-kit/twins/markdown';
import type {MdNode} from '../src/types';

const ROOT = join(__dirname, '../../..');
const FIXTURE = 'docs/services/api/przyklad.mdx';
const settings = defaultSiteSettings as unknown as Record<string, string>;
const messages = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(ROOT, 'i18n/pl/code.json'), 'utf8')) as Record<string, {message: string}>).map(
    ([id, {message}]) => [id, message],
  ),
);
const ORIGIN = 'https://docs.example.com';
const PAGE = `${ORIGIN}/pl/docs/services/api/przyklad/`;

const site: TwinSite = createTwinSite(
  {
    origin: ORIGIN,
    baseUrl: '/pl/docs/',
    trailingSlash: true,
    routesByFile: new Map([
      [FIXTURE, '/pl/docs/services/api/przyklad/'],
      ['docs/services/api/autoryzacja.mdx', '/pl/docs/services/api/autoryzacja/'],
      ['docs/billing/faktury.mdx', '/pl/docs/billing/faktury/'],
    ]),
  },
  {
    content: (plugin) =>
      ({
        'api-dictionaries': {...dictionaryData, route: '/services/api/slowniki/'},
        'error-catalogue': {...errorCatalogueData, route: '/services/api/kody-bledow/'},
        glossary: {
          route: '/slowniczek/',
          entries: sortGlossary(glossary),
          pageTitles: Object.fromEntries(glossary.flatMap((entry) => entry.pages).map((route) => [route, `Strona ${route}`])),
        },
      })[plugin],
    settings,
    messages,
  },
);

// Every sample is parsed in one child process (the parser is ESM-only).
const samples = {
  // The fixture page's body, read in beforeAll as the plugin reads it.
  fixture: '',
  dictionaryById: '<DictionaryTable id={17} />',
  dictionaryByField: '<DictionaryTable field="CloneType" />',
  dictionaryIndex: '<DictionaryIndex />',
  catalogue: '<ErrorCatalogue />',
  glossary: '<Glossary />',
  simulator: '<OtmSimulator preset="practical-example" />',
  samples: '<ApiSamples method="POST" path="/instances/{id}/clone_ticket" body={\'{"Name": ""}\'} />',
  readerValues: 'Przed.\n\n<ReaderValues />\n\nPo.',
  tools: Object.keys(TOOL_DESCRIPTIONS)
    .map((name) => `<${name} />`)
    .join('\n\n'),
  htmlTable: [
    '<div data-search-skip="">',
    '<table className="data-cards" role="table">',
    '<thead role="rowgroup"><tr role="row"><th scope="col">Argument</th><th scope="col">Opis</th></tr></thead>',
    '<tbody role="rowgroup">',
    '<tr role="row"><td data-label="Argument">`disk_size`</td><td data-label="Opis">Rozmiar dysku w GB | liczba.</td></tr>',
    '<tr role="row"><td data-label="Argument">`name`</td><td data-label="Opis">Nazwa (tekst).</td></tr>',
    '</tbody>',
    '</table>',
    '</div>',
  ].join('\n'),
  headlessTable: '<table><tbody><tr><td>a</td></tr></tbody></table>',
  unknown: 'Tekst.\n\n<Fancy value="1" />',
  unknownInline: 'Tekst <Fancy /> w zdaniu.',
  unknownHtml: '<section>tekst</section>',
  unknownAdmonition: ':::important\n\nTekst.\n\n:::',
  expression: 'Wynik: {1 + 1}.',
  missingPage: '[zła](./nie-ma.mdx)',
  textDirective: 'Godzina 8:00 i port 80:tcp zostają jak są.',
};
const names = Object.keys(samples) as (keyof typeof samples)[];
let trees: MdNode[];
beforeAll(async () => {
  samples.fixture = (await readMdxPage(readFileSync(join(__dirname, '../__fixtures__', FIXTURE), 'utf8'), FIXTURE)).body;
  trees = parseAll<MdNode>(names.map((name) => substituteSettings(samples[name], settings)));
});

function twin(name: keyof typeof samples, description?: string): string {
  const body = substituteSettings(samples[name], settings);
  return pageTwin(site, {
    file: FIXTURE,
    title: 'Przykład',
    description,
    permalink: '/pl/docs/services/api/przyklad/',
    body,
    tree: trees[names.indexOf(name)],
  });
}

describe('a page with Markdown, tokens, links, admonitions and tabs', () => {
  let out: string;
  beforeAll(() => {
    out = twin('fixture', 'Opis strony dla wyszukiwarek.');
  });

  it('starts with the title and the description, with no MDX left', () => {
    expect(out.startsWith('# Przykład\n\n> Opis strony dla wyszukiwarek.\n\n')).toBe(true);
    expect(out).not.toMatch(/^(import|export) /m);
    expect(out).not.toMatch(/<\/?[A-Z]|\{\/\*|<head>|<div|<kbd>|%%|search-weight/);
  });

  it('fills the site settings', () => {
    expect(out).toContain(`Panel znajdziesz pod adresem ${settings.panelUrl}, a pomoc pod ${settings.supportEmail}.`);
    expect(out).toContain(`curl "${settings.apiHostWaw}/services/dictionaries/12"`);
    expect(out).toContain(`[dostawcę](${settings.providerUrl})`);
  });

  it('makes links absolute addresses of pages, never of .mdx files', () => {
    expect(out).toContain(`[faktury](${ORIGIN}/pl/docs/billing/faktury/#korekty)`);
    expect(out).toContain(`[autoryzację](${ORIGIN}/pl/docs/services/api/autoryzacja/)`);
    expect(out).toContain(`[dalej](${PAGE}#limity)`);
    expect(out).toContain(`[Autoryzacja](${ORIGIN}/pl/docs/services/api/autoryzacja/)`);
    expect(out).toContain(`[limity](${ORIGIN}/pl/docs/account/limity-uslug/)`);
    expect(out).not.toContain('.mdx');
  });

  it('keeps tables, headings and code as written, without heading id comments', () => {
    expect(out).toContain(
      '## Limity\n\n| Zasób | Limit |\n| --- | --- |\n| Maszyny | **20** na konto |\n| Zapytania `GET` | 400 na minutę |',
    );
    expect(out).toContain('```bash title="token.sh"\n');
    expect(out).toContain('| `id` | Identyfikator. |');
  });

  it('keeps a Mermaid diagram as a mermaid block', () => {
    expect(out).toContain('```mermaid\nflowchart LR\n    A["Klient"] --> B["Serwer<br/>WAW"]\n```');
  });

  it('turns admonitions into block quotes with the Polish label, also inside a list', () => {
    expect(out).toContain(
      `> **Ostrzeżenie: Wywołanie przestarzałe**\n>\n> Użyj nowej ścieżki, opisanej na stronie [Autoryzacja](${ORIGIN}/pl/docs/services/api/autoryzacja/).\n>\n> - pierwszy krok\n> - drugi krok`,
    );
    expect(out).toContain('> **Wskazówka**\n>\n> Krótka wskazówka.');
    expect(out).toContain('2. Drugi punkt:\n\n   > **Notatka**\n   >\n   > Notatka wewnątrz listy.');
  });

  it('flattens tabs with a heading per tab, one level below the heading above', () => {
    expect(out).toContain(
      `#### curl\n\n\`\`\`bash\ncurl -i "${settings.storageHostWaw}/auth/v1.0"\n\`\`\`\n\n#### Klient swift\n\nUstaw zmienną \`OS_AUTH_URL\` i uruchom:\n\n\`\`\`bash\nswift stat\n\`\`\``,
    );
  });

  it('writes an inline error code as a link to its catalogue entry, and keyboard keys as text', () => {
    expect(out).toContain(`Kod [\`429\` Wyczerpany limit zapytań](${ORIGIN}/pl/docs/services/api/kody-bledow/#blad-429) oznacza`);
    expect(out).toContain('Skrót Ctrl+F szuka');
    expect(out).toContain('Stan zlecenia zwraca GET /tickets/{id}.');
  });

  it('leaves text that only looks like a directive as written', () => {
    expect(twin('textDirective')).toContain('Godzina 8:00 i port 80:tcp zostają jak są.');
  });
});

describe('data components as Markdown with every row', () => {
  it('a dictionary: purpose, fields, call, curl and every item', () => {
    const out = twin('dictionaryById');
    const dictionary = dictionaryData.dictionaries.find((entry) => entry.id === 17)!;
    expect(out).toContain(`**[Słownik 17: ${dictionary.name}](${ORIGIN}/pl/docs/services/api/slowniki/#slownik-17)**`);
    expect(out).toContain('- Wywołanie: `GET /dictionaries/17`');
    expect(out).toContain(`${settings.apiHostWaw}/services/dictionaries/17`);
    for (const item of dictionary.items) expect(out).toContain(item.label === null ? 'nie opublikowano' : `\`${item.label}\``);
    expect(dictionary.items.length).toBeGreaterThan(0);
    expect(out.match(/^\| /gm)).toHaveLength(dictionary.items.length + 2);
  });

  it('a value set with its values', () => {
    const out = twin('dictionaryByField');
    const valueSet = dictionaryData.valueSets.find((entry) => entry.key === 'CloneType')!;
    expect(out).toContain('Pole CloneType:');
    expect(out.match(/^\| /gm)).toHaveLength(valueSet.values.length + 2);
  });

  it('the dictionary index lists every dictionary and value set', () => {
    const out = twin('dictionaryIndex');
    for (const dictionary of dictionaryData.dictionaries)
      expect(out).toContain(`[Słownik ${dictionary.id}](${ORIGIN}/pl/docs/services/api/slowniki/#slownik-${dictionary.id})`);
    for (const valueSet of dictionaryData.valueSets) expect(out).toContain(`#wartosci-${valueSet.key.toLowerCase()})`);
  });

  it('the error catalogue is a table with every entry', () => {
    const out = twin('catalogue');
    expect(out).toContain('| Kod i sytuacja | Znaczenie | Kiedy występuje | Co zrobić |');
    expect(out.match(/^\| /gm)).toHaveLength(errorCatalogueData.errors.length + 2);
    for (const error of errorCatalogueData.errors) expect(out).toContain(`#blad-${error.id})`);
    const withMessage = errorCatalogueData.errors.find((error) => error.message)!;
    expect(out).toContain(`**Komunikat:** \`${withMessage.message}\``);
  });

  it('the glossary: every entry under its letter with its pages', () => {
    const out = twin('glossary');
    expect(out).toContain(`Pojęć w słowniczku: ${glossary.length}.`);
    expect(out.match(/^### /gm)).toHaveLength(glossary.length);
    for (const entry of glossary) expect(out).toContain(`### ${entry.term}`);
    expect(out).toMatch(/^## A$/m);
  });

  it('the OTM simulator: a description, a link to the page and its servers', () => {
    const out = twin('simulator');
    expect(out).toContain(`**Interaktywne narzędzie:** symulator przełączania ruchu w Traffic Managerze OTM`);
    expect(out).toContain(`— dostępne na stronie [Przykład](${PAGE}).`);
    expect(out).toContain('| `waw-3` | `192.0.2.13` | Grupa główna (main) | Hotspare |');
    expect(out).toContain('| `krk-1` | `198.51.100.21` | Grupa zapasowa (backup) | bez roli (grupa zapasowa) |');
  });

  it('API samples: curl, Python, JavaScript and Go for the default region, the other host named', () => {
    const out = twin('samples');
    expect(out).toContain(`curl -X POST '${settings.apiHostWaw}/services/instances/{id}/clone_ticket'`);
    expect(out).toContain(`-d '{"Name": ""}'`);
    expect(out).toContain('**Python**\n\n```python\nimport requests');
    expect(out).toContain(`**JavaScript**\n\n\`\`\`javascript\nconst url = '${settings.apiHostWaw}/services/instances/{id}/clone_ticket';`);
    expect(out).toContain('**Go**\n\n```go\npackage main');
    expect(out).toContain(settings.apiHostKrk);
  });

  it('"Twoje wartości": nothing, the twin keeps the samples\' placeholders', () => {
    expect(twin('readerValues')).toMatch(/Przed\.\n\nPo\./);
  });

  it('each interactive tool: a Polish description and a link to the page', () => {
    const out = twin('tools');
    for (const description of Object.values(TOOL_DESCRIPTIONS))
      expect(out).toContain(`**Interaktywne narzędzie:** ${description} — dostępne na stronie [Przykład](${PAGE}).`);
  });
});

describe('an HTML table of a generated reference page', () => {
  it('becomes a GFM table with every row, cell text kept and pipes escaped', () => {
    const out = twin('htmlTable');
    expect(out).toContain('| Argument | Opis |');
    expect(out).toContain('| `disk_size` | Rozmiar dysku w GB \\| liczba. |');
    expect(out).toContain('| `name` | Nazwa (tekst). |');
    expect(out).not.toMatch(/<\/?(table|tr|td|th)\b/);
  });
});

describe('what cannot be converted fails the build, naming file and component', () => {
  it.each([
    ['unknown', /docs\/services\/api\/przyklad\.mdx:3: no Markdown renderer for the component <Fancy>/],
    ['unknownInline', /przyklad\.mdx:1: no Markdown renderer for the component <Fancy>/],
    ['unknownHtml', /przyklad\.mdx:1: the HTML element <section> has no Markdown form/],
    ['headlessTable', /przyklad\.mdx:1: an HTML table needs a first row of <th> cells/],
    ['unknownAdmonition', /przyklad\.mdx:1: the admonition :::important has no Polish label/],
    ['expression', /przyklad\.mdx:1: the expression \{1 \+ 1\} cannot be shown/],
    ['missingPage', /przyklad\.mdx: the link "\.\/nie-ma\.mdx" points at docs\/services\/api\/nie-ma\.mdx, which is not a page/],
  ] as const)('%s', (name, message) => {
    expect(() => twin(name)).toThrow(message);
  });

  it('an unknown setting token', () => {
    expect(() => substituteSettings('%%nieMa%%', settings, FIXTURE)).toThrow(
      /Unknown site setting %%nieMa%% in docs\/services\/api\/przyklad\.mdx/,
    );
  });
});

describe('escapeText', () => {
  it('escapes what would start Markdown syntax and leaves what starts nothing', () => {
    expect(escapeText('Konto > Użytkownicy, a < b, clone_ticket, *gwiazdka*, [x], <div>, _x_')).toBe(
      'Konto > Użytkownicy, a < b, clone_ticket, \\*gwiazdka\\*, \\[x\\], \\<div>, \\_x\\_',
    );
  });
});
