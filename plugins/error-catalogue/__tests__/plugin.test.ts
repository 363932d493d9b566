import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import pluginErrorCatalogue, {validateOptions} from '../index';
import {errorCatalogueData} from '../data/errors';
import type {ErrorCatalogueContent} from '../src/load';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';

const fixtures = join(__dirname, '..', '__fixtures__');

function plugin(siteDir: string): Plugin<ErrorCatalogueContent> {
  return pluginErrorCatalogue({siteDir, baseUrl: '/pl/docs/'} as LoadContext, {});
}

describe('error-catalogue plugin', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'error-catalogue-'));
  });
  afterEach(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('loads the catalogue when every page links existing entries', async () => {
    expect(await plugin(join(fixtures, 'site-good')).loadContent?.()).toEqual({...errorCatalogueData, route: '/services/api/kody-bledow/'});
  });

  it('fails the build naming the page and line of a missing entry', async () => {
    await expect(plugin(join(fixtures, 'site-broken')).loadContent?.()).rejects.toThrow(
      'docs/services/broken.mdx: line 7: <ErrorCode code={418} /> points to #blad-418',
    );
  });

  it('gives the components the content as a data module of its own', async () => {
    const instance = plugin(join(fixtures, 'site-good'));
    const content = (await instance.loadContent?.()) as ErrorCatalogueContent;
    const createData = jest.fn();
    await instance.contentLoaded?.({content, actions: {createData} as unknown as PluginContentLoadedActions});
    expect(createData).toHaveBeenCalledWith('content.json', JSON.stringify(content));
  });

  it('writes api/errors.json after the build, and never over an existing file', async () => {
    const instance = plugin(join(fixtures, 'site-good'));
    const content = (await instance.loadContent?.()) as ErrorCatalogueContent;
    const postBuild = instance.postBuild as (props: unknown) => Promise<void>;
    await postBuild({content, outDir, baseUrl: '/pl/docs/'});
    const written = JSON.parse(await readFile(join(outDir, 'api', 'errors.json'), 'utf8'));
    expect(written.errors.map((error: {anchor: string}) => error.anchor)).toContain('blad-oci-snapshoty');
    await expect(postBuild({content, outDir, baseUrl: '/pl/docs/'})).rejects.toThrow(/Cannot write api\/errors.json/);
  });
});

describe('validateOptions', () => {
  // The schema runs as Docusaurus runs it when the site loads the plugin.
  const validate = (options: unknown) => validatePluginOptions(validateOptions, options);

  it('fills the defaults', () => {
    expect(validate({})).toEqual({
      id: 'default',
      pagesDirs: ['docs'],
      outputPath: 'api/errors.json',
      catalogueRoute: '/services/api/kody-bledow/',
    });
  });

  it.each([
    [
      {outputPath: '../outside.json'},
      /"outputPath" must be a relative \.json path inside the build, like api\/errors\.json \(got "\.\.\/outside\.json"\)/,
    ],
    [{catalogueRoute: 'services/api/x'}, /"catalogueRoute" must be a route with a trailing slash/],
    [{pagesDirs: ['']}, /"pagesDirs\[0\]" must be a folder name of the site, like "docs"/],
    [{pagesDirs: 'docs'}, /"pagesDirs" must be a list of folder names/],
    [{pageDirs: ['docs']}, /"pageDirs" is not allowed/],
  ])('rejects %p with a message naming the option and the expected form', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });
});
