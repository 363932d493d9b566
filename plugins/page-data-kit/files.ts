import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import type {PageSource} from './pageText';

/**
 * The plugin's only disk access, kept thin so that everything else stays pure: reading the
 * pages whose references are checked, and writing the JSON file at the very end.
 */
export async function readPages(siteDir: string, pagesDirs: readonly string[]): Promise<PageSource[]> {
  const pages: PageSource[] = [];
  for (const pagesDir of pagesDirs) {
    const root = join(siteDir, pagesDir);
    const entries = await readdir(root, {recursive: true}).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.filter((name) => /\.mdx?$/.test(name)).sort()) {
      const path = join(root, entry);
      pages.push({file: relative(siteDir, path).split(sep).join('/'), text: await readFile(path, 'utf8')});
    }
  }
  return pages;
}

/** Writes a build file, never over an existing one: a clash means two sources for one URL. */
export async function writeBuildFile(outDir: string, outputPath: string, contents: string): Promise<void> {
  const path = join(outDir, outputPath);
  await mkdir(dirname(path), {recursive: true});
  await writeFile(path, contents, {flag: 'wx'}).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot write ${outputPath} in the build (${error.code}): another file already has this path.`);
  });
}
