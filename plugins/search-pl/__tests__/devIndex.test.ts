import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEV_PAGES_CACHE, type LoadedDoc} from '../devIndex';

// The development index under `npm start`: made from the pages' sources, each page's HTML kept
// in a cache beside the index so a start or reload parses only the pages that changed. The parser
// is ESM-only and jest runs CommonJS: each index is written by a child Node process that loads
// devIndex.ts as Docusaurus loads plugins (jiti).
const WRITE_INDEX = `
const jiti = require('jiti')(process.cwd() + '/', {interopDefault: true});
const {writeDevIndex} = jiti(${JSON.stringify(path.join(__dirname, '../devIndex.ts'))});
writeDevIndex(JSON.parse(process.argv[1])).catch((error) => {
  console.error(error);
  process.exit(1);
});
`;
let siteDir: string;
beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'search-dev-index-'));
  mkdirSync(path.join(siteDir, 'docs'));
});
afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

const page = (name: string, body: string) =>
  writeFileSync(path.join(siteDir, 'docs', `${name}.mdx`), `---\ntitle: ${name}\n---\n\n${body}\n`);
const docs: LoadedDoc[] = ['dyski', 'maszyny'].map((name) => ({
  source: `@site/docs/${name}.mdx`,
  permalink: `/pl/docs/${name}`,
  title: name,
  description: '',
  frontMatter: {},
}));
const outFile = () => path.join(siteDir, '.docusaurus', 'search-pl-dev', 'search-index.json');
const index = () => {
  const options = {
    docs,
    siteDir,
    settings: {},
    siteKeywords: '',
    outFile: outFile(),
    routeOptions: {trailingSlash: true, baseUrl: '/pl/docs/'},
  };
  execFileSync(process.execPath, ['-e', WRITE_INDEX, JSON.stringify(options)], {cwd: path.join(__dirname, '../../..'), stdio: 'pipe'});
  return readFileSync(outFile(), 'utf8');
};
const cacheFile = () => path.join(outFile(), '..', DEV_PAGES_CACHE);
const cache = () => JSON.parse(readFileSync(cacheFile(), 'utf8')) as {renderer: string; pages: Record<string, string>};
// Stands for HTML made before: if the index shows it, the page was not parsed again.
const plantInCache = (word: string, renderer?: string) => {
  const {renderer: current, pages} = cache();
  const planted = Object.fromEntries(Object.entries(pages).map(([key, html]) => [key, html.replace('przechowuje', word)]));
  writeFileSync(cacheFile(), JSON.stringify({renderer: renderer ?? current, pages: planted}));
};

// Two pages, indexed once: a cold start.
const twoPagesIndexed = () => {
  page('dyski', 'Dysk przechowuje dane maszyny.');
  page('maszyny', '## Tworzenie\n\nMaszyna wirtualna działa w regionie.');
  return index();
};

it('indexes every page on a cold start and keeps their HTML for the next start', () => {
  const first = twoPagesIndexed();
  expect(first).toContain('przechowuje');
  expect(first).toContain('Tworzenie');
  expect(Object.keys(cache().pages)).toHaveLength(2);
});

it('takes an unchanged page from the cache and parses a changed one again', () => {
  twoPagesIndexed();
  plantInCache('kalafior');
  expect(index()).toContain('kalafior');
  page('dyski', 'Dysk przechowuje dane maszyny i kopie zapasowe.');
  const changed = index();
  expect(changed).not.toContain('kalafior');
  expect(changed).toContain('zapasowe');
  // The changed page's old HTML leaves the cache.
  expect(Object.keys(cache().pages)).toHaveLength(2);
});

it('throws away a cache made by other code, or one it cannot read', () => {
  twoPagesIndexed();
  plantInCache('kalafior', 'an older devPage.ts');
  expect(index()).not.toContain('kalafior');
  writeFileSync(cacheFile(), '{not json');
  expect(index()).toContain('przechowuje');
});
