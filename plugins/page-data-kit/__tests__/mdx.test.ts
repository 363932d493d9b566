import {pageBody, splitFrontMatter, stripFrontMatter} from '../mdx/frontMatter';
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

describe('front matter', () => {
  it('splits the block from the body and counts the lines before the body', () => {
    expect(splitFrontMatter('---\ntitle: A\nsidebar_position: 2\n---\n\nTekst.\n')).toEqual({
      frontMatter: 'title: A\nsidebar_position: 2',
      body: '\nTekst.\n',
      bodyLine: 4,
    });
  });

  it('accepts Windows line ends, spaces after the closing line and a file that ends with it', () => {
    expect(stripFrontMatter('---\r\ntitle: A\r\n--- \r\nTekst.')).toBe('Tekst.');
    expect(stripFrontMatter('---\ntitle: A\n---')).toBe('');
  });

  it('leaves a page without front matter, or with a rule further down, as it is', () => {
    expect(splitFrontMatter('Tekst.\n\n---\n\nDalej.')).toEqual({frontMatter: '', body: 'Tekst.\n\n---\n\nDalej.', bodyLine: 0});
  });

  it('gives the body as the build renders it, settings filled in and naming the file on an unknown one', () => {
    expect(pageBody('---\ntitle: A\n---\nPisz na %%supportEmail%%.', settings, 'docs/a.mdx')).toBe('Pisz na pomoc@example.com.');
    expect(() => pageBody('---\ntitle: A\n---\n%%nope%%', settings, 'docs/a.mdx')).toThrow(/%%nope%% in docs\/a\.mdx/);
  });
});
