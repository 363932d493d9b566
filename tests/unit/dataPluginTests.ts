import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {OptionValidationContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import {validatePluginOptions} from './pluginOptions';

/**
 * What every data plugin built on plugins/page-data-kit promises, as jest cases: the fixture
 * sites' pages are checked against the data, the components get a data module, the build gets
 * one JSON file (never written over another), and options are validated with messages that show
 * the expected form. Each plugin's test gives its own fixtures, values and messages.
 */
export interface DataPluginCases<Content> {
  /** The plugin for a site folder. */
  plugin: (siteDir: string) => Plugin<Content>;
  /** Folder with site-good (pages that use existing entries) and site-broken. */
  fixtures: string;
  loads: {title: string; content: Content};
  fails: {title: string; message: string};
  /** The JSON file in the build, and what it must hold. */
  output: {path: string; check: (written: unknown) => void};
}

export function describeDataPlugin<Content>(name: string, cases: DataPluginCases<Content>): void {
  const good = join(cases.fixtures, 'site-good');
  describe(`${name} plugin`, () => {
    let outDir: string;
    beforeEach(async () => {
      outDir = await mkdtemp(join(tmpdir(), `${name}-`));
    });
    afterEach(async () => {
      await rm(outDir, {recursive: true, force: true});
    });

    it(cases.loads.title, async () => {
      expect(await cases.plugin(good).loadContent?.()).toEqual(cases.loads.content);
    });

    it(cases.fails.title, async () => {
      await expect(cases.plugin(join(cases.fixtures, 'site-broken')).loadContent?.()).rejects.toThrow(cases.fails.message);
    });

    it('gives the components the content as a data module of its own', async () => {
      const instance = cases.plugin(good);
      const content = (await instance.loadContent?.()) as Content;
      const createData = jest.fn();
      await instance.contentLoaded?.({content, actions: {createData} as unknown as PluginContentLoadedActions});
      expect(createData).toHaveBeenCalledWith('content.json', JSON.stringify(content));
    });

    it(`writes ${cases.output.path} after the build, and never over an existing file`, async () => {
      const instance = cases.plugin(good);
      const content = (await instance.loadContent?.()) as Content;
      const postBuild = instance.postBuild as (props: unknown) => Promise<void>;
      await postBuild({content, outDir, baseUrl: '/pl/docs/'});
      cases.output.check(JSON.parse(await readFile(join(outDir, ...cases.output.path.split('/')), 'utf8')));
      await expect(postBuild({content, outDir, baseUrl: '/pl/docs/'})).rejects.toThrow(`Cannot write ${cases.output.path}`);
    });
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The plugin's validateOptions, whose options are page-data-kit's (optionSchemas.ts): the
 * defaults it fills, and each wrong option with a message that names it and shows the expected
 * form (the default as the example).
 */
export function describeOptions<In, Out>(
  validateOptions: (context: OptionValidationContext<In, Out>) => Out,
  {outputPath, route}: {outputPath: string; route: {option: string; default: string}},
): void {
  describe('validateOptions', () => {
    // The schema runs as Docusaurus runs it when the site loads the plugin.
    const validate = (options: unknown) => validatePluginOptions(validateOptions, options);

    it('fills the defaults', () => {
      expect(validate({})).toEqual({id: 'default', pagesDirs: ['docs'], outputPath, [route.option]: route.default});
    });

    it.each([
      [
        {outputPath: '../outside.json'},
        new RegExp(
          `"outputPath" must be a relative \\.json path inside the build, like ${escaped(outputPath)} \\(got "\\.\\./outside\\.json"\\)`,
        ),
      ],
      [{[route.option]: 'services/api/x'}, new RegExp(`"${route.option}" must be a route with a trailing slash`)],
      [{pagesDirs: ['']}, /"pagesDirs\[0\]" must be a folder name of the site, like "docs"/],
      [{pagesDirs: 'docs'}, /"pagesDirs" must be a list of folder names/],
      [{pageDirs: ['docs']}, /"pageDirs" is not allowed/],
    ])('rejects %p with a message naming the option and the expected form', (options, message) => {
      expect(() => validate(options)).toThrow(message);
    });
  });
}
