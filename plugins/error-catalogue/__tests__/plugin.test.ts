import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import pluginErrorCatalogue, {validateOptions} from '../index';
import {errorCatalogueData} from '../data/errors';
import type {ErrorCatalogueContent} from '../src/load';

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
  const validate = (options: object) => validateOptions({options, validate: () => ({}) as never});

  it('fills the defaults', () => {
    expect(validate({})).toEqual({id: 'default', pagesDirs: ['docs'], outputPath: 'api/errors.json', catalogueRoute: '/services/api/kody-bledow/'});
  });

  it.each([
    [{outputPath: '/etc/errors.json'}, /outputPath/],
    [{catalogueRoute: '/services/api/kody-bledow'}, /catalogueRoute/],
    [{pagesDirs: 'docs'}, /pagesDirs/],
  ])('rejects %p', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });
});
