import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {glossary} from '../../plugins/glossary/data/glossary';
import {loadDocs} from './docSources';
import {
  findTermVariants,
  formatTermFinding,
  jsonProse,
  termRules,
  tsStrings,
  type TermFinding,
} from '../../plugins/glossary/src/terminology';

// One term per concept (issue 37): the glossary's discouraged variants, in pages and in data.
const ROOT = join(__dirname, '../..');
const rules = termRules(glossary);

/** Data whose texts readers read: the plugins' JSON data and the modules that hold tools' texts. */
const DATA_JSON = [
  'plugins/glossary/data/glossary.data.json',
  'plugins/api-dictionaries/data/dictionaries.data.json',
  'plugins/error-catalogue/data/errors.data.json',
  'plugins/api-reference/data/terraformTexts.data.json',
  'plugins/api-reference/data/terraformExamples.data.json',
];
const tsIn = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`);
const DATA_TS = [
  'plugins/api-reference/data/fields.ts',
  'plugins/api-reference/data/operations.ts',
  'plugins/api-reference/data/models.ts',
  'plugins/api-reference/data/parameters.ts',
  'plugins/api-reference/data/tags.ts',
  ...tsIn('plugins/platform-tools/src'),
  ...tsIn('plugins/otm-simulator/theme/OtmSimulator'),
  ...tsIn('plugins/platform-tools/theme/InstanceRequestBuilder'),
];

describe('the check itself', () => {
  const check = (text: string) => findTermVariants('docs/x.mdx', text, rules, {markdown: true});

  it('names file, line and the preferred term for a planted variant', () => {
    const found = check('Wstęp.\n\nDane trzymasz w magazynie obiektów.');
    expect(found.map(formatTermFinding)).toEqual(['docs/x.mdx:3: „magazynie obiektów” – użyj: Cloud Storage (OCS)']);
  });

  it('flags each kind of variant the issue names', () => {
    for (const text of [
      'Włącz logowanie dwuetapowe.',
      'Dysk Tier 1 jest najtańszy.',
      'Trwałość sesji według ciasteczka.',
      'Smart Benefit to program poleceń.',
      'Podregion PL01 w Warszawie.',
      'Ustaw politykę Automatically.',
      'Otwórz **Zarządzanie kontem**.',
    ]) {
      expect(check(text)).toHaveLength(1);
    }
  });

  it('flags a panel path with another separator than ›', () => {
    expect(check('Otwórz **Billing** > **Faktury**.')[0].preferred).toMatch(/›/);
    expect(check('Otwórz **Billing** › **Faktury**.')).toEqual([]);
  });

  it('allows code, quotes of panel labels and an explicit "also called"', () => {
    expect(check('```\nmagazyn obiektów\n```\nPole `PL01`.')).toEqual([]);
    expect(check('Panel pokazywał kiedyś „Tier 1”.')).toEqual([]);
    expect(check('Podregion PL-001, zwany też PL01.')).toEqual([]);
    expect(check('| `PL-001` | `1` | inaczej `PL01`, PL1-001 |')).toEqual([]);
  });

  it('does not take a longer word or an identifier for a variant', () => {
    expect(check('Klasa tier2-ext4 i dysk Tier 12.')).toEqual([]);
  });

  it('reads JSON prose with its line and skips the fields that list other names', () => {
    const source = '{\n  "aliases": ["magazyn obiektów"],\n  "definition": "Dane w magazynie obiektów."\n}\n';
    expect(jsonProse(source)).toEqual([{text: 'Dane w magazynie obiektów.', line: 3}]);
  });

  it('reads the string literals of a module', () => {
    expect(tsStrings("const a = 'Tier 1';\n// 'komentarz'\nconst b = `PL01`;").map((s) => [s.text, s.line])).toEqual([
      ['Tier 1', 1],
      ['PL01', 3],
    ]);
  });
});

it('no page uses a discouraged variant (body, title and description)', () => {
  const findings: TermFinding[] = loadDocs().flatMap((doc) => {
    const file = relative(ROOT, doc.file);
    const bodyStart = readFileSync(doc.file, 'utf8').split('\n').length - doc.body.split('\n').length + 1;
    const head = ['title', 'description', 'sidebar_label']
      .map((key) => doc.frontMatter[key])
      .filter((value): value is string => typeof value === 'string');
    return [
      ...head.flatMap((text) => findTermVariants(`${file} (front matter)`, text, rules)),
      ...findTermVariants(file, doc.body, rules, {markdown: true, firstLine: bodyStart}),
    ];
  });
  expect(findings.map(formatTermFinding)).toEqual([]);
});

it('no data text uses a discouraged variant', () => {
  const findings: TermFinding[] = [
    ...DATA_JSON.flatMap((file) =>
      jsonProse(readFileSync(join(ROOT, file), 'utf8')).flatMap(({text, line}) => findTermVariants(file, text, rules, {firstLine: line})),
    ),
    // The Polish strings the site shows (translate() reads them from here, not from the code's defaults).
    ...jsonProse(readFileSync(join(ROOT, 'i18n/pl/code.json'), 'utf8'), ['description']).flatMap(({text, line}) =>
      findTermVariants('i18n/pl/code.json', text, rules, {firstLine: line}),
    ),
    ...DATA_TS.flatMap((file) =>
      tsStrings(readFileSync(join(ROOT, file), 'utf8')).flatMap(({text, line}) => findTermVariants(file, text, rules, {firstLine: line})),
    ),
  ];
  expect(findings.map(formatTermFinding)).toEqual([]);
});
