import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {createPageDataPlugin} from '../plugin';

describe('createPageDataPlugin', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'page-data-'));
    mkdirSync(join(siteDir, 'docs', 'faq'), {recursive: true});
    writeFileSync(join(siteDir, 'docs', 'faq', 'a.mdx'), '# A\n<Code id={1} />');
    writeFileSync(join(siteDir, 'docs', 'b.md'), '# B');
  });
  afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

  const plugin = () =>
    createPageDataPlugin({siteDir} as LoadContext, {
      name: 'sample',
      pluginDir: '/plugins/sample',
      pagesDirs: ['docs'],
      load: (pages) => ({files: pages.map((page) => page.file), uses: pages.filter((page) => page.text.includes('<Code')).length}),
      dataModule: 'content.json',
      output: {path: 'api/sample.json', serialize: (content, baseUrl) => JSON.stringify({baseUrl, ...content})},
    });

  it('validates the data against the pages, hands the components a data module and publishes the JSON', async () => {
    const sample = plugin();
    expect(sample.getThemePath?.()).toBe('/plugins/sample/theme');
    expect(sample.getPathsToWatch?.()).toEqual(['/plugins/sample/data/*.{ts,json}', join(siteDir, 'docs', '**', '*.{md,mdx}')]);
    const content = await sample.loadContent?.();
    expect(content).toEqual({files: ['docs/b.md', 'docs/faq/a.mdx'], uses: 1});
    const createData = jest.fn();
    await sample.contentLoaded?.({content, actions: {createData}} as never);
    expect(createData).toHaveBeenCalledWith('content.json', JSON.stringify(content));
    const outDir = join(siteDir, 'build');
    await sample.postBuild?.({content, outDir, baseUrl: '/pl/docs/'} as never);
    expect(JSON.parse(readFileSync(join(outDir, 'api', 'sample.json'), 'utf8'))).toEqual({baseUrl: '/pl/docs/', ...(content as object)});
    // A second writer of the same file is a clash, not a silent overwrite.
    await expect(sample.postBuild?.({content, outDir, baseUrl: '/pl/docs/'} as never)).rejects.toThrow(
      /another file already has this path/,
    );
  });
});
