import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import pluginApiDictionaries, {validateOptions} from '../index';
import {dictionaryData} from '../data/dictionaries';
import type {DictionaryContent} from '../src/load';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';

const fixtures = join(__dirname, '..', '__fixtures__');

function plugin(siteDir: string): Plugin<DictionaryContent> {
  return pluginApiDictionaries({siteDir, baseUrl: '/pl/docs/'} as LoadContext, {});
}

describe('api-dictionaries plugin', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'api-dictionaries-'));
  });
  afterEach(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('loads the data when every page uses existing dictionaries', async () => {
    const content = await plugin(join(fixtures, 'site-good')).loadContent?.();
    expect(content).toEqual({...dictionaryData, route: '/services/api/slowniki/'});
  });

  it('fails the build naming the page and line of a missing dictionary', async () => {
    await expect(plugin(join(fixtures, 'site-broken')).loadContent?.()).rejects.toThrow(
      'docs/api/broken.mdx: line 9: <DictionaryTable id={99} /> points to #slownik-99',
    );
  });

  it('gives the components the content as a data module of its own', async () => {
    const instance = plugin(join(fixtures, 'site-good'));
    const content = (await instance.loadContent?.()) as DictionaryContent;
    const createData = jest.fn();
    await instance.contentLoaded?.({content, actions: {createData} as unknown as PluginContentLoadedActions});
    expect(createData).toHaveBeenCalledWith('content.json', JSON.stringify(content));
  });

  it('writes api/dictionaries.json after the build, and never over an existing file', async () => {
    const instance = plugin(join(fixtures, 'site-good'));
    const content = (await instance.loadContent?.()) as DictionaryContent;
    const postBuild = instance.postBuild as (props: unknown) => Promise<void>;
    await postBuild({content, outDir, baseUrl: '/pl/docs/'});
    const written = JSON.parse(await readFile(join(outDir, 'api', 'dictionaries.json'), 'utf8'));
    expect(written.dictionaries.map((dictionary: {id: number}) => dictionary.id)).toEqual(expect.arrayContaining([12, 17, 27, 40, 121]));
    await expect(postBuild({content, outDir, baseUrl: '/pl/docs/'})).rejects.toThrow(/Cannot write api\/dictionaries.json/);
  });

  it('exposes its components through the theme folder', () => {
    expect(plugin(fixtures).getThemePath?.()).toBe(join(__dirname, '..', 'theme'));
  });
});

describe('validateOptions', () => {
  // The schema runs as Docusaurus runs it when the site loads the plugin.
  const validate = (options: unknown) => validatePluginOptions(validateOptions, options);

  it('fills the defaults', () => {
    expect(validate({})).toEqual({
      id: 'default',
      pagesDirs: ['docs'],
      outputPath: 'api/dictionaries.json',
      dictionariesRoute: '/services/api/slowniki/',
    });
  });

  it.each([
    [
      {outputPath: '../outside.json'},
      /"outputPath" must be a relative \.json path inside the build, like api\/dictionaries\.json \(got "\.\.\/outside\.json"\)/,
    ],
    [{dictionariesRoute: 'services/api/x'}, /"dictionariesRoute" must be a route with a trailing slash/],
    [{pagesDirs: ['']}, /"pagesDirs\[0\]" must be a folder name of the site, like "docs"/],
    [{pagesDirs: 'docs'}, /"pagesDirs" must be a list of folder names/],
    [{pageDirs: ['docs']}, /"pageDirs" is not allowed/],
  ])('rejects %p with a message naming the option and the expected form', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });
});
