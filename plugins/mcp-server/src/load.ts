import {readdir, readFile} from 'node:fs/promises';
import {join, sep} from 'node:path';
import {joinIndexParts, type SearchIndexData} from '../../search-pl/public';
import {pageUrl, twinUrlOf} from './routes';
import {DATA_FILES, TWIN_FILE, type DocsData, type SiteInfo, type TwinPage} from './types';

/** A data folder that lacks a file or holds a broken one: the message says which and what to do. */
export class DataError extends Error {}

async function readJson<T>(dir: string, file: string): Promise<T> {
  let text: string;
  try {
    text = await readFile(join(dir, file), 'utf8');
  } catch {
    throw new DataError(
      `Brak pliku ${file} w folderze ${dir}. Serwer czyta zbudowaną dokumentację: uruchom najpierw npm run build albo wskaż folder opcją --site.`,
    );
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new DataError(`Plik ${join(dir, file)} nie jest poprawnym JSON-em; zbuduj dokumentację ponownie.`);
  }
}

/** Every twin of the folder (`x/y/index.md` is the route `/x/y/`), sorted by route. */
async function readTwins(dir: string, site: SiteInfo): Promise<TwinPage[]> {
  const files = (await readdir(dir, {recursive: true}))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file === TWIN_FILE || file.endsWith(`/${TWIN_FILE}`))
    .sort();
  const pages: TwinPage[] = [];
  for (const file of files) {
    const markdown = await readFile(join(dir, file), 'utf8');
    const route = `/${file.slice(0, -TWIN_FILE.length)}`;
    const title = /^# (.*)$/m.exec(markdown)?.[1]?.trim() ?? route;
    const url = pageUrl(site.origin, site.baseUrl, route);
    pages.push({route, title, url, twinUrl: twinUrlOf(url), markdown});
  }
  return pages;
}

/** Reads the data from a built site folder (`build/`) or the package's copy of it. */
export async function loadDocsData(dir: string): Promise<DocsData> {
  const site = await readJson<SiteInfo>(dir, DATA_FILES.site);
  const guides = await readJson<SearchIndexData>(dir, DATA_FILES.searchIndex);
  const reference = await readJson<SearchIndexData>(dir, DATA_FILES.searchIndexReference);
  const pages = await readTwins(dir, site);
  if (pages.length === 0) throw new DataError(`Folder ${dir} nie zawiera wersji Markdown stron (index.md); zbuduj dokumentację ponownie.`);
  return {
    site,
    pages,
    // Both parts, as the site's results page searches them.
    searchIndex: joinIndexParts(guides, reference),
    openapi: await readJson(dir, DATA_FILES.openapi),
    errors: await readJson(dir, DATA_FILES.errors),
    dictionaries: await readJson(dir, DATA_FILES.dictionaries),
    glossary: await readJson(dir, DATA_FILES.glossary),
  };
}
