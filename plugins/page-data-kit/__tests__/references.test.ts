import {attributeValue, checkReferences, findReferences, type ReferenceSyntax} from '../references';

// A made-up plugin: <Term name="x" /> tags and links to slownik-terminow#termin-x.
const NAME = /\bname=(?:"([a-z]+)"|'([a-z]+)')/;
const syntax: ReferenceSyntax = {
  component: /<Term\b([^>]*?)\/?>/g,
  anchorOf: (attributes) => {
    const name = attributeValue(NAME, attributes);
    return name ? `termin-${name}` : '';
  },
  link: /slownik-terminow(?:\.mdx?)?\/?#(termin-[a-z-]*)/g,
};

describe('findReferences', () => {
  it('gives tags first, then links, each with its line, and skips code', () => {
    const text = '[a](./slownik-terminow.mdx#termin-a)\n<Term name=\'b\' />\n`<Term name="c" />`\n```\n<Term name="d" />\n```\n<Term />';
    expect(findReferences({file: 'docs/x.mdx', text}, syntax)).toEqual([
      {file: 'docs/x.mdx', line: 2, source: "<Term name='b' />", anchor: 'termin-b'},
      {file: 'docs/x.mdx', line: 7, source: '<Term />', anchor: ''},
      {file: 'docs/x.mdx', line: 1, source: 'slownik-terminow.mdx#termin-a', anchor: 'termin-a'},
    ]);
  });

  it('reads an attribute whichever quotes it has', () => {
    expect(attributeValue(NAME, ' name="a"')).toBe('a');
    expect(attributeValue(NAME, " name='b'")).toBe('b');
    expect(attributeValue(NAME, ' id="c"')).toBeUndefined();
  });
});

describe('checkReferences', () => {
  it('names the page, the line and what to write instead, and passes known anchors', () => {
    const references = findReferences({file: 'docs/x.mdx', text: '<Term name="a" />\n<Term name="zz" />\n<Term />'}, syntax);
    const problems = checkReferences(references, {
      known: new Set(['termin-a']),
      dataFile: 'plugins/terms/data/terms.ts',
      unnamed: 'names no term: write name="a"',
      knownHint: 'known: a',
    });
    expect(problems).toEqual([
      {
        file: 'docs/x.mdx',
        entry: 'line 2',
        message: '<Term name="zz" /> points to #termin-zz, which is not in plugins/terms/data/terms.ts (known: a)',
      },
      {file: 'docs/x.mdx', entry: 'line 3', message: '<Term /> names no term: write name="a"'},
    ]);
  });
});
