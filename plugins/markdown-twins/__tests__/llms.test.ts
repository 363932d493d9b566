import {validateOptions} from '../index';
import {defaultOptions} from '../options';
import {llmsFullTxt, llmsTxt, sidebarSections, type SidebarItem, type TwinPage} from '../src/llms';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';

const page = (id: string, title: string): TwinPage => ({
  id,
  title,
  description: `Opis: ${title}.`,
  url: `https://docs.example.com/pl/docs/${id}/`,
  twinUrl: `https://docs.example.com/pl/docs/${id}/index.md`,
  markdown: `# ${title}\n\n> Opis: ${title}.\n\nTreść ${title}.\n`,
});
const pages = [
  page('konto', 'Konto'),
  page('konto/limity', 'Limity'),
  page('uslugi', 'Usługi'),
  page('uslugi/ocs', 'OCS'),
  page('uslugi/ocs/acl', 'ACL'),
  page('uslugi/terraform', 'Terraform'),
  page('slowniczek', 'Słowniczek'),
  page('ukryta', 'Poza menu'),
];
const sidebar: SidebarItem[] = [
  {type: 'category', label: 'Konto', link: {type: 'doc', id: 'konto'}, items: [{type: 'doc', id: 'konto/limity'}]},
  {
    type: 'category',
    label: 'Usługi',
    link: {type: 'doc', id: 'uslugi'},
    items: [
      {type: 'category', label: 'Cloud Storage OCS', link: {type: 'doc', id: 'uslugi/ocs'}, items: [{type: 'doc', id: 'uslugi/ocs/acl'}]},
      {type: 'doc', id: 'uslugi/terraform'},
      {type: 'link', href: 'https://example.com', label: 'Zewnętrzny'},
    ],
  },
  {type: 'doc', id: 'slowniczek', label: 'Słowniczek pojęć'},
];
const site = {
  title: 'Dokumentacja',
  summary: 'Przewodniki po polsku.',
  links: [{label: 'OpenAPI', url: 'https://docs.example.com/pl/docs/openapi.json', description: 'opis API'}],
};

describe('sidebarSections', () => {
  it('keeps the sidebar order: a section per category, nested ones titled with their parent, top-level pages alone, the rest last', () => {
    expect(sidebarSections(sidebar, pages).map((section) => [section.title, section.pages.map((entry) => entry.id)])).toEqual([
      ['Konto', ['konto', 'konto/limity']],
      ['Usługi', ['uslugi', 'uslugi/terraform']],
      ['Usługi › Cloud Storage OCS', ['uslugi/ocs', 'uslugi/ocs/acl']],
      ['Słowniczek pojęć', ['slowniczek']],
      ['Pozostałe strony', ['ukryta']],
    ]);
  });
});

describe('llms.txt', () => {
  it('has the title, the summary as a quote, the files, then a "- [Title](twin): description" line per page', () => {
    const text = llmsTxt(site, sidebarSections(sidebar, pages));
    expect(text.startsWith('# Dokumentacja\n\n> Przewodniki po polsku.\n\n')).toBe(true);
    expect(text).toContain('- [OpenAPI](https://docs.example.com/pl/docs/openapi.json): opis API');
    expect(text).toContain(
      '## Konto\n\n- [Konto](https://docs.example.com/pl/docs/konto/index.md): Opis: Konto.\n- [Limity](https://docs.example.com/pl/docs/konto/limity/index.md): Opis: Limity.',
    );
    expect(text.match(/^- \[/gm)).toHaveLength(pages.length + 1);
  });

  it('llms-full.txt has every page in order, each with its title and addresses, separated by rules', () => {
    const text = llmsFullTxt(site, sidebarSections(sidebar, pages));
    expect(text.match(/\n---\n/g)).toHaveLength(pages.length);
    expect(text).toContain(
      '---\n\n# Limity\n\nAdres strony: https://docs.example.com/pl/docs/konto/limity/\nWersja Markdown: https://docs.example.com/pl/docs/konto/limity/index.md\n\n> Opis: Limity.\n\nTreść Limity.',
    );
    expect(text.indexOf('# Konto\n')).toBeLessThan(text.indexOf('# Limity\n'));
    expect(text.indexOf('# Terraform\n')).toBeLessThan(text.indexOf('# OCS\n'));
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validatePluginOptions(validateOptions, options);

  it('fills the defaults', () => {
    expect(validate({})).toEqual(defaultOptions);
  });

  it.each([
    [{llmsTxtPath: '../llms.txt'}, /"llmsTxtPath" must be a relative file path inside the build, like llms\.txt \(got "\.\.\/llms\.txt"\)/],
    [{summary: 'dwa\nwiersze'}, /"summary" must be one line/],
    [{files: [{path: 'openapi.json', label: ''}]}, /"files\[0\]\.label" is not allowed to be empty/],
    [{llms: 'x'}, /"llms" is not allowed/],
  ])('rejects %p with a message naming the option', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });
});
