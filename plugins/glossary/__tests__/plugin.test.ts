import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import pluginGlossary, {validateOptions} from '../index';
import {glossary} from '../data/glossary';
import {loadGlossaryContent} from '../src/load';
import {docPages, frontMatterValue} from '../src/routes';
import {compareTerms} from '../src/order';
import type {GlossaryContent} from '../src/types';

const siteDir = join(__dirname, '..', '..', '..');
const plugin = (dir: string) => pluginGlossary({siteDir: dir, baseUrl: '/pl/docs/'} as LoadContext, {});

describe('glossary plugin', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'glossary-'));
  });
  afterEach(async () => {
    await rm(tmp, {recursive: true, force: true});
  });

  it('loads the project glossary: at least 85 entries in Polish order, every linked page with its title', async () => {
    const content = (await plugin(siteDir).loadContent?.()) as GlossaryContent;
    expect(content.route).toBe('/slowniczek/');
    expect(content.entries.length).toBeGreaterThanOrEqual(85);
    expect(content.entries).toHaveLength(glossary.length);
    const terms = content.entries.map((entry) => entry.term);
    expect(terms).toEqual([...terms].sort(compareTerms));
    expect(content.pageTitles['/faq/faq/snapshot/']).toBe('Jak działają snapshoty maszyny wirtualnej?');
    expect(Object.keys(content.pageTitles).sort()).toEqual([...new Set(glossary.flatMap((entry) => entry.pages))].sort());
  });

  it('covers every product with an entry', () => {
    const names = new Set(glossary.flatMap((entry) => [entry.term, ...entry.aliases]));
    expect(['OCI', 'OVS', 'OCS', 'OTM', 'OKS', 'ODF', 'OCK', 'Terraform', 'API'].filter((name) => !names.has(name))).toEqual([]);
  });

  it('fails the build naming each entry whose page is missing, and a missing glossary page', async () => {
    await mkdir(join(tmp, 'docs', 'services'), {recursive: true});
    await writeFile(join(tmp, 'docs', 'slowniczek.mdx'), '---\ntitle: Słowniczek pojęć\n---\n');
    await expect(plugin(tmp).loadContent?.()).rejects.toThrow(
      /- oci: odnośnik do strony "\/services\/maszyna-wirtualna\/" nie prowadzi do żadnej strony dokumentacji/,
    );
    const pages = new Map([['/a/', 'A']]);
    const entry = {id: 'tier', term: 'tier', aliases: [], definition: 'Klasa dysku.', pages: ['/a/']};
    expect(() => loadGlossaryContent([entry], pages, '/slowniczek/')).toThrow('strona słowniczka "/slowniczek/" nie istnieje');
    expect(() => loadGlossaryContent([entry, {...entry, definition: ''}], pages, '/a/')).toThrow(
      'Słowniczek pojęć zawiera błędy:\n- tier: identyfikator "tier" powtarza się\n- tier: pole "definition" (definicja) jest puste',
    );
  });

  it('gives the page its content as a data module of its own (not global data)', async () => {
    const instance = plugin(siteDir);
    const content = (await instance.loadContent?.()) as GlossaryContent;
    const createData = jest.fn();
    const setGlobalData = jest.fn();
    await instance.contentLoaded?.({content, actions: {createData, setGlobalData} as unknown as PluginContentLoadedActions});
    expect(createData).toHaveBeenCalledWith('glossary.json', JSON.stringify(content));
    expect(setGlobalData).not.toHaveBeenCalled();
  });

  it('writes api/glossary.json after the build, and never over an existing file', async () => {
    const instance = plugin(siteDir);
    const content = (await instance.loadContent?.()) as GlossaryContent;
    const postBuild = instance.postBuild as (props: unknown) => Promise<void>;
    await postBuild({content, outDir: tmp, baseUrl: '/pl/docs/'});
    const written = JSON.parse(await readFile(join(tmp, 'api', 'glossary.json'), 'utf8'));
    expect(written.entries).toHaveLength(glossary.length);
    const tier = written.entries.find((entry: {id: string}) => entry.id === 'tier');
    expect(tier).toEqual({
      id: 'tier',
      term: 'tier',
      aliases: ['klasa dysku'],
      english: ['disk tier'],
      panel: null,
      api: [],
      terraform: ['disk_class'],
      discouraged: ['Tier 1', 'Tier 2', 'Tier 3', 'Tier 4', 'Tier 5'],
      definition: expect.stringContaining('Tier-1 do Tier-5'),
      url: '/pl/docs/slowniczek/#tier',
      pages: [
        {path: '/pl/docs/faq/faq/dyski-ovs/', title: 'Jak działają dyski OVS?'},
        {path: '/pl/docs/faq/faq/wydajnosc-dyskow/', title: 'Jak zmierzyć wydajność dysków?'},
      ],
    });
    await expect(postBuild({content, outDir: tmp, baseUrl: '/pl/docs/'})).rejects.toThrow(/Cannot write api\/glossary.json/);
  });

  it('exposes its component through the theme folder', () => {
    expect(plugin(siteDir).getThemePath?.()).toBe(join(__dirname, '..', 'theme'));
  });
});

describe('doc pages', () => {
  it('reads plain and quoted front-matter values', () => {
    const source = "---\ntitle: 'Co to jest ''tier''?'\nslug: \"/a/b/\"\ndescription: x\n---\ntitle: nie to\n";
    expect(frontMatterValue(source, 'title')).toBe("Co to jest 'tier'?");
    expect(frontMatterValue(source, 'slug')).toBe('/a/b/');
    expect(frontMatterValue(source, 'keywords')).toBeUndefined();
  });

  it('derives routes like the docs plugin: index pages, slugs, the glossary page', () => {
    const pages = docPages(join(siteDir, 'docs'));
    expect(pages.get('/slowniczek/')).toBe('Słowniczek pojęć');
    expect(pages.get('/faq/faq/')).toBeDefined();
    expect(pages.has('/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/')).toBe(true);
  });
});

describe('validateOptions (Joi)', () => {
  // Docusaurus passes a validate function that runs the schema; this one behaves the same.
  const validate = (options: object) =>
    validateOptions({
      options,
      validate: <T>(schema: Joi.ObjectSchema<T>, value: Partial<T>) => {
        const result = schema.validate(value);
        if (result.error) throw result.error;
        return result.value as T;
      },
    } as Parameters<typeof validateOptions>[0]);

  it('fills the defaults', () => {
    expect(validate({})).toEqual({id: 'default', docsDir: 'docs', glossaryRoute: '/slowniczek/', outputPath: 'api/glossary.json'});
  });

  it.each([
    [{outputPath: '../outside.json'}, /"outputPath" must be a relative .json path/],
    [{glossaryRoute: 'slowniczek'}, /"glossaryRoute" must be a route with a trailing slash/],
    [{docsDir: '/etc'}, /"docsDir" must be a folder of the site/],
    [{unknown: true}, /"unknown" is not allowed/],
  ])('rejects %p', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });
});
