import {pageBody, readMdxPage} from '../mdx/frontMatter';
import {substituteSettings} from '../mdx/substitute';

const settings = {supportEmail: 'pomoc@example.com', apiHostWaw: 'https://pl1-api.example.com'};

describe('substituteSettings', () => {
  it('replaces every token and leaves other text alone', () => {
    expect(substituteSettings('Pisz na %%supportEmail%% lub %%supportEmail%%.', settings)).toBe(
      'Pisz na pomoc@example.com lub pomoc@example.com.',
    );
    expect(substituteSettings('50% rabatu, 100 %', settings)).toBe('50% rabatu, 100 %');
  });

  it('fails on an unknown key, naming the page and the known keys', () => {
    expect(() => substituteSettings('%%panelAddress%%', settings, 'docs/a.mdx')).toThrow(
      /Unknown site setting %%panelAddress%% in docs\/a\.mdx\. Known settings: supportEmail, apiHostWaw/,
    );
  });
});

describe('the page reader (Docusaurus parseMarkdownFile)', () => {
  it('parses the front matter as the build does and counts the lines before the body', async () => {
    expect(await readMdxPage('---\ntitle: A\nsidebar_position: 2\nkeywords: [x, y]\n---\n\nTekst.\n', 'docs/a.mdx')).toEqual({
      frontMatter: {title: 'A', sidebar_position: 2, keywords: ['x', 'y']},
      body: 'Tekst.',
      bodyLine: 6,
    });
  });

  it('accepts Windows line ends and a file that ends with the block', async () => {
    expect(await readMdxPage('---\r\ntitle: A\r\n---\r\nTekst.', 'docs/a.mdx')).toEqual({
      frontMatter: {title: 'A'},
      body: 'Tekst.',
      bodyLine: 3,
    });
    expect(await readMdxPage('---\ntitle: A\n---', 'docs/a.mdx')).toEqual({frontMatter: {title: 'A'}, body: '', bodyLine: 2});
  });

  it('leaves a page without front matter, or with a rule further down, as it is', async () => {
    expect(await readMdxPage('Tekst.\n\n---\n\nDalej.\n', 'docs/a.mdx')).toEqual({
      frontMatter: {},
      body: 'Tekst.\n\n---\n\nDalej.',
      bodyLine: 0,
    });
  });

  it("uses the site's parseFrontMatter when given, as Docusaurus does", async () => {
    const page = await readMdxPage('---\ntitle: A\n---\nTekst.', 'docs/a.mdx', async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return {...result, frontMatter: {...result.frontMatter, title: `${String(result.frontMatter.title)} (${params.filePath})`}};
    });
    expect(page.frontMatter).toEqual({title: 'A (docs/a.mdx)'});
  });

  it('fails on front matter the build would refuse', async () => {
    await expect(readMdxPage('---\ntitle: [A\n---\nTekst.', 'docs/a.mdx')).rejects.toThrow();
  });

  it('gives the body as the build renders it, settings filled in and naming the file on an unknown one', async () => {
    expect(await pageBody('---\ntitle: A\n---\nPisz na %%supportEmail%%.', settings, 'docs/a.mdx')).toBe('Pisz na pomoc@example.com.');
    await expect(pageBody('---\ntitle: A\n---\n%%nope%%', settings, 'docs/a.mdx')).rejects.toThrow(/%%nope%% in docs\/a\.mdx/);
  });
});
