import remarkPolishTypography from '../index';
import {bindSingleLetterWords, NO_BREAK_SPACE as NBSP} from '../nonBreakingSpaces';
import {validateOptions} from '../options';
import {parseMarkdown, valuesOf, type ParsedNode} from '../__fixtures__/parseMarkdown';

const LETTERS = 'aiouwzAIOUWZ';
const alone = {startsWord: true, continues: false};

describe('bindSingleLetterWords', () => {
  it.each([
    ['Dane są w chmurze i na dysku.', `Dane są w${NBSP}chmurze i${NBSP}na dysku.`],
    ['Z panelu lub z API', `Z${NBSP}panelu lub z${NBSP}API`],
    ['a potem o tym', `a${NBSP}potem o${NBSP}tym`],
    ['U dostawcy, A więc, I tak, O ile, W razie', `U${NBSP}dostawcy, A${NBSP}więc, I${NBSP}tak, O${NBSP}ile, W${NBSP}razie`],
    ['i w domu', `i${NBSP}w${NBSP}domu`],
    ['sp. z o.o.', `sp. z${NBSP}o.o.`],
    ['(w praktyce) „i tyle”', `(w${NBSP}praktyce) „i${NBSP}tyle”`],
    ['idę w\nlas', `idę w${NBSP}las`],
  ])('binds one-letter words in %j', (text, expected) => {
    expect(bindSingleLetterWords(text, LETTERS, alone)).toBe(expected);
  });

  it.each([
    ['words of two letters stay', 'to je na ze we'],
    ['a letter outside the list stays', 'punkt x jest b obok'],
    ['a letter inside an address or a compound stays', 'https://example.com/a b oraz x-a b'],
    ['a one-letter word ending the text stays', 'co i'],
    ['digits stay', '5 a'.replace('a', '6')],
  ])('%s', (_name, text) => {
    expect(bindSingleLetterWords(text, LETTERS, alone)).toBe(text);
  });

  it('binds a word at the end only when inline content follows, and at the start only at a line start', () => {
    expect(bindSingleLetterWords('Połącz z ', LETTERS, {startsWord: true, continues: true})).toBe(`Połącz z${NBSP}`);
    expect(bindSingleLetterWords('Połącz z ', LETTERS, alone)).toBe('Połącz z ');
    expect(bindSingleLetterWords('a b', LETTERS, {startsWord: false, continues: false})).toBe('a b');
  });
});

describe('validateOptions', () => {
  it('defaults to the Polish one-letter words and rejects anything but letters', () => {
    expect(validateOptions()).toEqual({letters: LETTERS});
    expect(validateOptions({letters: 'wz'})).toEqual({letters: 'wz'});
    expect(() => validateOptions({letters: ''})).toThrow(/non-empty string of letters/);
    expect(() => validateOptions({letters: 'a]'})).toThrow(/got "a\]"/);
  });
});

describe('remark plugin on Markdown samples', () => {
  const samples = {
    frontMatter: '---\ntitle: Dostęp w chmurze\ndescription: Jak i gdzie\n---\n\nTekst w akapicie.\n',
    code: 'Uruchom w konsoli:\n\n```bash\necho a b && cd w z\n```\n\nPolecenie `a b` działa w tle.\n',
    inline: 'Połącz z [panelem](https://panel.example.com/w "Tytuł w dymku") i **w razie** potrzeby z `curl`.\n',
    urls: 'Adres https://example.com/w/z i www.example.com/a oraz [o nas](https://example.com/o).\n',
    mdx: 'import X from "@theme/X";\n\n<X label="a b" />\n\nTekst {"a b"} i <strong>w środku</strong> akapitu.\n',
    structure: '## Kroki w panelu\n\n- a potem\n- w razie\n\n| Kolumna | Opis |\n| --- | --- |\n| A | i tak |\n\nLinia z  \nkońcem\n',
  };
  let trees: Record<keyof typeof samples, ParsedNode>;

  beforeAll(() => {
    const names = Object.keys(samples) as (keyof typeof samples)[];
    const parsed = parseMarkdown(names.map((name) => samples[name]));
    trees = Object.fromEntries(names.map((name, index) => [name, parsed[index]])) as typeof trees;
    const transform = remarkPolishTypography();
    for (const tree of Object.values(trees)) transform(tree);
  });

  it('leaves front matter untouched and binds the text', () => {
    expect(valuesOf(trees.frontMatter, ['yaml'])).toEqual(['title: Dostęp w chmurze\ndescription: Jak i gdzie']);
    expect(valuesOf(trees.frontMatter, ['text'])).toEqual([`Tekst w${NBSP}akapicie.`]);
  });

  it('leaves code blocks and inline code untouched', () => {
    expect(valuesOf(trees.code, ['code', 'inlineCode'])).toEqual(['echo a b && cd w z', 'a b']);
    expect(valuesOf(trees.code, ['text'])).toEqual([`Uruchom w${NBSP}konsoli:`, 'Polecenie ', ` działa w${NBSP}tle.`]);
  });

  it('binds across inline elements but never changes a link address or title', () => {
    const paragraph = trees.inline.children?.[0];
    const link = paragraph?.children?.find((node) => node.type === 'link') as ParsedNode & {title?: string};
    expect(link).toMatchObject({url: 'https://panel.example.com/w', title: 'Tytuł w dymku'});
    expect(valuesOf(trees.inline, ['text'])).toEqual([
      `Połącz z${NBSP}`,
      'panelem',
      ` i${NBSP}`,
      `w${NBSP}razie`,
      ` potrzeby z${NBSP}`,
      '.',
    ]);
  });

  it('leaves bare addresses as they are and binds link text', () => {
    const links = valuesOf(trees.urls, ['text']);
    expect(links).toContain('https://example.com/w/z');
    expect(links).toContain('www.example.com/a');
    expect(links).toContain(`o${NBSP}nas`);
    expect(links).toContain(` i${NBSP}`);
    expect(JSON.stringify(trees.urls)).toContain('"url":"https://example.com/o"');
  });

  it('leaves MDX imports, attributes and expressions alone and binds text inside JSX', () => {
    expect(valuesOf(trees.mdx, ['mdxjsEsm', 'mdxTextExpression'])).toEqual(['import X from "@theme/X";', '"a b"']);
    expect(JSON.stringify(trees.mdx)).toContain('"value":"a b"');
    expect(valuesOf(trees.mdx, ['text'])).toEqual(['Tekst ', ` i${NBSP}`, `w${NBSP}środku`, ' akapitu.']);
  });

  it('binds in headings, list items and table cells, but not across a hard line break', () => {
    expect(valuesOf(trees.structure, ['text'])).toEqual([
      `Kroki w${NBSP}panelu`,
      `a${NBSP}potem`,
      `w${NBSP}razie`,
      'Kolumna',
      'Opis',
      'A',
      `i${NBSP}tak`,
      'Linia z',
      'końcem',
    ]);
  });
});
