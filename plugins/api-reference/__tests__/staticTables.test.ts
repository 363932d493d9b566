import {load} from 'cheerio';
import {linkTarget, STATIC_TABLE_COMPONENT} from '../src/staticTableLinks';
import {compileSamples} from './support/compileMdx';

interface Node {
  type: string;
  name?: string;
  attributes?: {name: string; value: string | null}[];
  data?: {estree?: {body: {source: {value: string}}[]}};
  children?: Node[];
}

/** A field table as src/referencePages.ts and src/terraformPages.ts write one. */
const table = (cells: string, wrapper = '<div data-search-skip="">') =>
  [
    wrapper,
    '<table className="data-cards" role="table">',
    '<thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">Pole</th><th scope="col" role="columnheader">Opis</th></tr></thead>',
    '<tbody role="rowgroup">',
    `<tr role="row"><td role="cell" data-label="Pole">\`TypeId\`</td><td role="cell" data-label="Opis">${cells}</td></tr>`,
    '<tr role="row"><td role="cell" data-label="Pole">`Name`</td><td role="cell" data-label="Opis">Nazwa „maszyny” (tekst).</td></tr>',
    '</tbody>',
    '</table>',
    '</div>',
    '',
  ].join('\n');

const PLAIN = table(
  'Typ maszyny &lt;b&gt; &amp; "cudzysłów" – [słownik 12](/services/api/slowniki/#slownik-12), [blok](#disk-blok-timeouts).',
);
const MARKDOWN = [
  '| Pole | Opis |',
  '| --- | --- |',
  '| `TypeId` | Typ &lt;b&gt; & "x" – [słownik](/services/api/slowniki/#slownik-12) |',
  '| `Name` | **Nazwa** maszyny |',
  '',
].join('\n');
const samples = compileSamples<Node>([
  `# Tabela\n\n${MARKDOWN}`,
  '| A | B |\n| :-- | --: |\n| 1 | 2 |\n',
  '| A |\n| --- |\n| ![obraz](/img/a.png) |\n',
  `# Strona\n\n${PLAIN}\nTekst.\n\n${PLAIN}`,
  table('Z komponentem <Term>TypeId</Term>.'),
  table('Z wyrażeniem {1 + 1}.'),
  table('Odnośnik [gdzie indziej](https://example.com/).'),
  table('Plik [strona](./inna.mdx).'),
  table('Bez opakowania.', '<div className="inne">'),
  '# Bez tabel\n\nTekst.\n',
  {source: `# Inna strona\n\n${MARKDOWN}\n${PLAIN}`, path: '/site/docs/billing/faktury.mdx'},
]);
const [markdownPage, aligned, withImage, page, withComponent, withExpression, external, relative, otherWrapper, noTables, otherPage] =
  samples;

const attributes = (node: Node) =>
  Object.fromEntries((node.attributes ?? []).map(({name, value}) => [name, value])) as Record<string, string>;
const staticTables = (nodes: Node[]) => nodes.filter((node) => node.name === STATIC_TABLE_COMPONENT.name);
const imports = (nodes: Node[]) => nodes.filter((node) => node.type === 'mdxjsEsm').map((node) => node.data?.estree?.body[0].source.value);
const tablesAsReactRenders = (html: string) => {
  const $ = load(html, null, false);
  return $('div[data-search-skip]')
    .toArray()
    .map((element) => $(element).html());
};

describe('rehypeStaticTables', () => {
  it('writes each field table as the HTML React renders for it, the same DOM with every character escaped', () => {
    const tables = staticTables(page.nodes);
    expect(tables).toHaveLength(2);
    const written = tables.map((node) => load(attributes(node).html, null, false).html());
    expect(written).toEqual(tablesAsReactRenders(page.react));
    expect(attributes(tables[0]).html).toContain('&#x3C;b>');
    expect(load(attributes(tables[0]).html, null, false)('td').eq(1).text()).toContain('<b> & "cudzysłów"');
  });

  it('gives the base URL to page links as <Link> does, keeps same-page anchors, and lists both for the broken-link check', () => {
    const [first] = staticTables(page.nodes);
    const $ = load(attributes(first).html, null, false);
    expect(
      $('a')
        .toArray()
        .map((link) => $(link).attr('href')),
    ).toEqual(['/pl/docs/services/api/slowniki/#slownik-12', '#disk-blok-timeouts']);
    expect(attributes(first).links).toBe('/pl/docs/services/api/slowniki/#slownik-12 #disk-blok-timeouts');
  });

  it('gives a field table its number of body rows (its height while off screen), not a Markdown table', () => {
    expect(staticTables(page.nodes).map((node) => attributes(node).rows)).toEqual(['2', '2']);
    expect(staticTables(markdownPage.nodes).map((node) => attributes(node).rows)).toEqual([undefined]);
  });

  it('imports the component once per page, and only on a page where a table was replaced', () => {
    expect(imports(page.nodes)).toEqual([STATIC_TABLE_COMPONENT.from]);
    expect(imports(noTables.nodes)).toEqual([]);
  });

  it.each([
    ['a component', withComponent],
    ['an expression', withExpression],
    ['a link to another site', external],
    ['a relative file link', relative],
    ['another wrapper', otherWrapper],
  ])('leaves a table with %s to React', (_, sample) => {
    expect(staticTables(sample.nodes)).toEqual([]);
    expect(imports(sample.nodes)).toEqual([]);
  });

  it('writes a Markdown table’s rows as React renders them inside the page’s table component', () => {
    const [node] = staticTables(markdownPage.nodes);
    expect(attributes(node)).toMatchObject({markdown: null, links: '/pl/docs/services/api/slowniki/#slownik-12'});
    const $ = load(markdownPage.react, null, false);
    expect(load(attributes(node).html, null, false).html()).toBe($('div.box > table').html());
    expect(imports(markdownPage.nodes)).toEqual([STATIC_TABLE_COMPONENT.from]);
  });

  it('keeps Markdown tables in React outside the folders it is given, field tables everywhere', () => {
    expect(staticTables(otherPage.nodes).map((node) => 'markdown' in attributes(node))).toEqual([false]);
  });

  it.each([
    ['with aligned columns (MDX writes a style)', aligned],
    ['with an image (the MDX components map renders it)', withImage],
  ])('leaves a Markdown table %s to React', (_, sample) => {
    expect(staticTables(sample.nodes)).toEqual([]);
  });

  it('reads a link target as <Link> would write it', () => {
    const site = {baseUrl: '/pl/docs/', trailingSlash: true};
    expect(linkTarget('/services/api/', site)).toBe('/pl/docs/services/api/');
    // A link to a .mdx file arrives with the base URL and without the trailing slash.
    expect(linkTarget('/pl/docs/billing/faktury', site)).toBe('/pl/docs/billing/faktury/');
    expect(linkTarget('/services/api/slowniki#slownik-12', site)).toBe('/pl/docs/services/api/slowniki/#slownik-12');
    expect(linkTarget('/pl/docs', site)).toBe('/pl/docs/');
    expect(linkTarget('/services/api', {baseUrl: '/', trailingSlash: undefined})).toBe('/services/api');
    expect(linkTarget('#x', site)).toBe('#x');
    expect(linkTarget('//example.com/', site)).toBeUndefined();
    expect(linkTarget('pathname:///openapi.yaml', site)).toBeUndefined();
    expect(linkTarget('./inna.mdx', site)).toBeUndefined();
    expect(linkTarget(undefined, site)).toBeUndefined();
  });
});
