#!/usr/bin/env node
// Search benchmark (issue 9): relevance (hit@1, hit@5 on bench/search/relevance.json), time from
// keystroke to suggestions in Chromium, index size and first-load bytes, for the shipped local
// search and the alternatives it was chosen against:
//   shipped          plugins/search-pl (our index and box)
//   easyops-default  @easyops-cn/docusaurus-search-local with its defaults (language 'en')
//   easyops-pl       the same plugin as the site had it (language 'pl', lunr-languages 1.22)
//   pagefind         Pagefind over the built pages, through its JS API (no box of its own)
//   none             no search at all: the baseline for first-load bytes
// Each variant is built through the build lock into $BENCH_SEARCH_DIR (/tmp/bench-search);
// --skip-build reuses those builds. Writes bench/search/results.json and bench/search-results.md.
// It measures, it does not assert: the targets are checked by reading the report.
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {startStaticServer} from './static-server.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

const OUT = process.env.BENCH_SEARCH_DIR ?? '/tmp/bench-search';
const BASE = '/pl/docs/';
const skipBuild = process.argv.includes('--skip-build');
const queries = JSON.parse(readFileSync('bench/search/relevance.json', 'utf8'));
const DOC_PAGE = 'services/api/';

function build(variant) {
  const dir = join(OUT, variant);
  if (skipBuild && existsSync(join(dir, 'index.html'))) return dir;
  console.log(`building ${variant}…`);
  const result = spawnSync(
    'flock',
    ['/tmp/build.lock', 'npx', 'docusaurus', 'build', '--config', 'bench/search/docusaurus.bench.config.ts', '--out-dir', dir],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {...process.env, SEARCH_BENCH_VARIANT: variant},
    },
  );
  if (result.status !== 0) throw new Error(`build of ${variant} failed`);
  return dir;
}

function filesUnder(dir) {
  return readdirSync(dir, {recursive: true})
    .map((name) => join(dir, String(name)))
    .filter((file) => statSync(file).isFile());
}

function sizeOf(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return {raw, gzip};
}

/** Which page a visible easyops suggestion points to: its DOM carries titles, not links. */
function easyopsResolver(pages) {
  const byTitle = new Map();
  for (const page of pages) byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page]);
  return ({child, doc, title, path}) => {
    const segments = path.split(' › ');
    let candidates = [];
    if (child) candidates = byTitle.get(path) ?? [];
    else if (doc) candidates = byTitle.get(title) ?? [];
    else {
      // The path ends with the page title, or with the page title and the heading of the hit.
      const last = segments.at(-1);
      const before = segments.at(-2);
      const underHeading = (byTitle.get(before) ?? []).filter((page) => page.sections.some((s) => s.heading === last));
      candidates = underHeading.length > 0 ? underHeading : (byTitle.get(last) ?? []);
    }
    return candidates.map((page) => page.url);
  };
}

/** Ranks (1-based, 0 = not in the list) of the expected pages, and hits at 1 and 5. */
function score(results) {
  const perQuery = queries.map(({query, expected, tags}, index) => {
    const pages = results[index].pages;
    const rank = pages.findIndex((urls) => urls.some((url) => expected.includes(`/${url.slice(BASE.length)}`))) + 1;
    return {query, tags, rank, ms: results[index].ms};
  });
  const hit = (k) => perQuery.filter(({rank}) => rank > 0 && rank <= k).length / perQuery.length;
  const times = perQuery.map(({ms}) => ms).sort((a, b) => a - b);
  return {
    hit1: hit(1),
    hit5: hit(5),
    medianMs: times[Math.floor(times.length / 2)],
    worstMs: times.at(-1),
    perQuery,
  };
}

async function openSite(browser, root) {
  const server = await startStaticServer({root});
  const origin = `http://127.0.0.1:${server.address().port}`;
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  return {server, origin, context, page};
}

/**
 * Types the query into the box as one keystroke and times the list update. Each query is timed
 * REPEAT times (the box cleared in between) and its median kept: the machine is shared, and a
 * single sample mostly measures whoever else is compiling.
 */
const REPEAT = 3;
async function timedInput(page, selector, query, settled) {
  const samples = [];
  for (let i = 0; i < REPEAT; i++) {
    if (i > 0) await typeOnce(page, selector, '', 'return true');
    samples.push(await typeOnce(page, selector, query, settled));
  }
  return samples.sort((a, b) => a - b)[Math.floor(REPEAT / 2)];
}

async function typeOnce(page, selector, query, settled) {
  return page.evaluate(
    async ({selector, query, settled}) => {
      const input = document.querySelector(selector);
      const setter = /** @type {(this: HTMLInputElement, value: string) => void} */ (
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      );
      const isDone = new Function('query', settled);
      return new Promise((resolve) => {
        let last = 0;
        let quiet;
        const observer = new MutationObserver(() => {
          last = performance.now();
          if (isDone(query)) finish();
        });
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearInterval(quiet);
          observer.disconnect();
          resolve(last - start);
        };
        observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
        const start = performance.now();
        setter.call(input, query);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        // Engines without a "done" marker: the list counts as shown once it stops changing.
        quiet = setInterval(() => {
          if (last > 0 && performance.now() - last > 150) finish();
          if (performance.now() - start > 5000) finish();
        }, 20);
      });
    },
    {selector, query, settled},
  );
}

async function runShipped(browser, root) {
  const {server, origin, context, page} = await openSite(browser, root);
  await page.goto(`${origin}${BASE}${DOC_PAGE}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const loadStarted = Date.now();
  await page.focus('nav input[data-search-pl]');
  await page.waitForFunction(() => !document.querySelector('nav [role=status]')?.textContent?.includes('Wczytywanie'));
  await page.locator('nav input[data-search-pl]').fill('a');
  await page.waitForSelector('nav [data-search-query="a"]');
  const indexReadyMs = Date.now() - loadStarted;
  const results = [];
  for (const {query} of queries) {
    const ms = await timedInput(
      page,
      'nav input[data-search-pl]',
      query,
      'return document.querySelector("nav [data-search-query]")?.dataset.searchQuery === query',
    );
    const urls = await page.$$eval('nav [role=option]', (options) => options.map((option) => [option.dataset.url.split('#')[0]]));
    results.push({pages: urls, ms});
  }
  await context.close();
  server.close();
  return {...score(results), indexReadyMs};
}

async function runEasyops(browser, root, resolve) {
  const {server, origin, context, page} = await openSite(browser, root);
  await page.goto(`${origin}${BASE}${DOC_PAGE}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const loadStarted = Date.now();
  const input = page.locator('nav input.navbar__search-input');
  const indexLoaded = page.waitForResponse((response) => /search-index.*\.json/.test(response.url()));
  await input.focus();
  await indexLoaded;
  await input.fill('a');
  await page.waitForSelector('nav [role=option]', {timeout: 10_000}).catch(() => undefined);
  const indexReadyMs = Date.now() - loadStarted;
  const results = [];
  for (const {query} of queries) {
    const ms = await timedInput(page, 'nav input.navbar__search-input', query, 'return false');
    const shown = await page.$$eval('nav [role=option]', (options) =>
      options.map((option) => ({
        child: Boolean(option.querySelector('[class*=hitTree]')),
        doc: option.querySelector('[class*=hitIcon] path')?.getAttribute('d')?.startsWith('M17 6v12') ?? false,
        title: option.querySelector('[class*=hitTitle]')?.textContent ?? '',
        path: option.querySelector('[class*=hitPath]')?.textContent ?? '',
      })),
    );
    results.push({pages: shown.map(resolve), ms});
  }
  await context.close();
  server.close();
  return {...score(results), indexReadyMs};
}

async function runPagefind(browser, root) {
  const {server, origin, context, page} = await openSite(browser, root);
  await page.goto(`${origin}${BASE}${DOC_PAGE}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const loadStarted = Date.now();
  await page.evaluate(async (base) => {
    const scope = /** @type {any} */ (window);
    scope.pagefind = await import(`${base}pagefind/pagefind.js`);
    await scope.pagefind.init();
  }, BASE);
  const indexReadyMs = Date.now() - loadStarted;
  const results = [];
  for (const {query} of queries) {
    // A suggestion list needs each hit's URL, title and excerpt: the data of the first 15.
    const {ms, urls} = await page.evaluate(async (query) => {
      const start = performance.now();
      const search = await /** @type {any} */ (window).pagefind.search(query);
      const data = await Promise.all(search.results.slice(0, 15).map((result) => result.data()));
      return {ms: performance.now() - start, urls: data.map((item) => item.url)};
    }, query);
    // Pagefind reports URLs from where its script is served: already under the base path.
    results.push({pages: urls.map((url) => [url.startsWith(BASE) ? url : `${BASE}${url.replace(/^\//, '')}`]), ms});
  }
  await context.close();
  server.close();
  return {...score(results), indexReadyMs};
}

/** Bytes a reader downloads for a docs page before touching the search box (raw and gzip). */
async function firstLoad(browser, root) {
  const {server, origin, context, page} = await openSite(browser, root);
  const files = new Set();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.status() === 200 && path.startsWith(BASE))
      files.add(join(root, decodeURIComponent(path.slice(BASE.length)), path.endsWith('/') ? 'index.html' : ''));
  });
  await page.goto(`${origin}${BASE}${DOC_PAGE}`, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForTimeout(500);
  await context.close();
  server.close();
  const loaded = [...files].filter((file) => existsSync(file));
  return {...sizeOf(loaded), requests: loaded.length, searchFiles: loaded.filter((file) => /search-index|pagefind/.test(file)).length};
}

/** Does Pagefind fold 'ł'? A one-page site with Polish words, searched without diacritics. */
async function pagefindFoldingProbe(browser) {
  const site = join(OUT, 'pagefind-probe');
  execFileSync('mkdir', ['-p', join(site, 'pl/docs/strona')]);
  writeFileSync(
    join(site, 'pl/docs/strona/index.html'),
    '<!doctype html><html lang="pl"><body><main><h1>Oddział Łódź</h1><p>Gałąź usługi, łączność i źródło. Ćwiczenie z dźwiękiem.</p></main></body></html>',
  );
  writeFileSync(join(site, 'pl/docs/404.html'), '<!doctype html><title>404</title>');
  execFileSync('npx', ['pagefind', '--site', join(site, 'pl/docs'), '--silent'], {stdio: 'inherit'});
  const server = await startStaticServer({root: join(site, 'pl/docs')});
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}${BASE}strona/`);
  const found = await page.evaluate(
    async (words) => {
      // @ts-expect-error: a module of the served site, resolved by the browser.
      const pagefind = await import('/pl/docs/pagefind/pagefind.js');
      const entries = [];
      for (const word of words) entries.push([word, (await pagefind.search(word)).results.length > 0]);
      return Object.fromEntries(entries);
    },
    ['łódź', 'lodz', 'galaz', 'gałąź', 'lacznosc', 'zrodlo', 'uslugi', 'usługa', 'cwiczenie', 'dzwiekiem', 'dźwięk'],
  );
  await page.close();
  server.close();
  return found;
}

const percent = (value) => `${(value * 100).toFixed(1)}%`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const dirs = Object.fromEntries(['shipped', 'easyops-default', 'easyops-pl', 'none'].map((variant) => [variant, build(variant)]));
  if (!skipBuild || !existsSync(join(dirs.none, 'pagefind/pagefind.js'))) {
    console.log('indexing with pagefind…');
    execFileSync(
      'npx',
      [
        'pagefind',
        '--site',
        dirs.none,
        '--glob',
        '**/index.html',
        '--root-selector',
        '.theme-doc-markdown',
        '--exclude-selectors',
        '.hash-link, button, nav',
        '--force-language',
        'pl',
        '--silent',
      ],
      {stdio: 'inherit'},
    );
  }
  // Both parts of the shipped index (plugins/search-pl/src/indexParts.ts): the relevance set covers the reference too.
  const pages = ['search-index.json', 'search-index-reference.json'].flatMap(
    (file) => JSON.parse(readFileSync(join(dirs.shipped, file), 'utf8')).pages,
  );
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const engines = {};
  console.log('measuring shipped…');
  engines.shipped = await runShipped(browser, dirs.shipped);
  for (const variant of ['easyops-default', 'easyops-pl']) {
    console.log(`measuring ${variant}…`);
    engines[variant] = await runEasyops(browser, dirs[variant], easyopsResolver(pages));
  }
  console.log('measuring pagefind…');
  engines.pagefind = await runPagefind(browser, dirs.none);
  const loads = {};
  for (const variant of ['none', 'shipped', 'easyops-pl']) loads[variant] = await firstLoad(browser, dirs[variant]);
  const probe = await pagefindFoldingProbe(browser);
  await browser.close();

  // The engine chunk is the one holding the Polish stop words.
  const shippedChunk = filesUnder(join(dirs.shipped, 'assets/js')).filter((file) => readFileSync(file, 'utf8').includes('ktorych ktorym'));
  const sizes = {
    shipped: {index: sizeOf([join(dirs.shipped, 'search-index.json')]), files: 1},
    'easyops-default': {index: sizeOf(filesUnder(dirs['easyops-default']).filter((f) => /search-index.*\.json$/.test(f))), files: 1},
    'easyops-pl': {index: sizeOf(filesUnder(dirs['easyops-pl']).filter((f) => /search-index.*\.json$/.test(f))), files: 1},
    pagefind: {index: sizeOf(filesUnder(join(dirs.none, 'pagefind'))), files: filesUnder(join(dirs.none, 'pagefind')).length},
  };
  const results = {
    date: new Date().toISOString().slice(0, 10),
    pages: pages.length,
    queries: queries.length,
    engines: Object.fromEntries(Object.entries(engines).map(([name, result]) => [name, {...result, size: sizes[name]}])),
    firstLoad: loads,
    shippedEngineChunks: shippedChunk.map((file) => relative(dirs.shipped, file)),
    pagefindFolding: probe,
  };
  writeFileSync('bench/search/results.json', `${JSON.stringify(results, null, 1)}\n`);
  writeReport(results);
  for (const [name, result] of Object.entries(results.engines)) {
    console.log(
      `${name.padEnd(16)} hit@1 ${percent(result.hit1)}  hit@5 ${percent(result.hit5)}  median ${result.medianMs.toFixed(1)} ms  worst ${result.worstMs.toFixed(1)} ms  index ${kb(result.size.index.raw)} / ${kb(result.size.index.gzip)} gzip`,
    );
  }
}

function writeReport(results) {
  const names = Object.keys(results.engines);
  const tags = [...new Set(queries.flatMap((query) => query.tags))].sort();
  const byTag = (result, tag) => {
    const picked = result.perQuery.filter((query) => query.tags.includes(tag));
    return `${picked.filter((query) => query.rank === 1).length}/${picked.filter((query) => query.rank > 0 && query.rank <= 5).length}/${picked.length}`;
  };
  const rows = names.map((name) => {
    const result = results.engines[name];
    return `| ${name} | ${percent(result.hit1)} | ${percent(result.hit5)} | ${result.medianMs.toFixed(1)} ms | ${result.worstMs.toFixed(1)} ms | ${(result.indexReadyMs / 1000).toFixed(2)} s | ${kb(result.size.index.raw)} | ${kb(result.size.index.gzip)} |`;
  });
  const misses = names.map((name) => {
    const missed = results.engines[name].perQuery.filter((query) => query.rank !== 1);
    return `- **${name}**: ${missed.map((query) => `“${query.query}” ${query.rank === 0 ? 'not in the list' : `@${query.rank}`}`).join(', ') || 'none'}`;
  });
  const load = results.firstLoad;
  const report = `# Search benchmark

Measured by \`npm run bench:search\` (scripts/bench-search.mjs) on ${results.date}: ${results.pages} doc pages,
${results.queries} Polish queries of bench/search/relevance.json (written as readers type them: with and
without diacritics, inflected, product codes, numbers, questions), each with the page(s) that answer it.
Chromium headless on the 2-core workplace machine, builds served by a plain static server on loopback.

- **hit@k**: the expected page is among the first k suggestions the box shows (for easyops, whose
  suggestions show titles rather than links, the page is read from the title and path it displays).
- **keystroke → suggestions**: from the input event of the whole query to the list showing its
  results, index already loaded; each query timed ${REPEAT} times and its median kept, then the median
  and the worst of the set. Pagefind: \`search()\` plus the data of the first 15 results, which a
  suggestion list needs, timed once per query (the first search of a word fetches its fragments).
- **index ready**: first focus of the box until the first suggestions can show (fetch + parse + build).
- **index**: what the browser downloads for search on first focus, raw and gzip (Pagefind: its whole
  bundle on disk; a session fetches only some of its fragments).

| engine | hit@1 | hit@5 | keystroke → suggestions (median) | worst | index ready | index raw | index gzip |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Targets (issue 9): hit@5 ≥ 95%, hit@1 ≥ 80%, suggestions < 50 ms after the index is loaded.

## By kind of query (hit@1 / hit@5 / queries)

| engine | ${tags.join(' | ')} |
| --- | ${tags.map(() => '---').join(' | ')} |
${names.map((name) => `| ${name} | ${tags.map((tag) => byTag(results.engines[name], tag)).join(' | ')} |`).join('\n')}

## First load of a docs page (/pl/docs/${DOC_PAGE}, before the search box is touched)

| build | raw | gzip | added by search (gzip) | files | index files |
| --- | --- | --- | --- | --- | --- |
${[
  ['no search', 'none'],
  ['shipped (plugins/search-pl)', 'shipped'],
  ['easyops-pl', 'easyops-pl'],
]
  .map(
    ([label, key]) =>
      `| ${label} | ${kb(load[key].raw)} | ${kb(load[key].gzip)} | ${kb(load[key].gzip - load.none.gzip)} | ${load[key].requests} | ${load[key].searchFiles} |`,
  )
  .join('\n')}

The shipped box (its component and styles) is part of every page, as the navbar needs it; the
engine (${results.shippedEngineChunks.join(', ')}) and search-index.json load on first focus only.

## Pagefind and Polish letters

Pagefind 1.6 on a one-page probe ('Oddział Łódź. Gałąź usługi, łączność i źródło. Ćwiczenie z dźwiękiem.'), found or not:
${Object.entries(results.pagefindFolding)
  .map(([word, found]) => `'${word}' ${found ? 'found' : 'NOT found'}`)
  .join(', ')}.

## Queries not answered first

${misses.join('\n')}
`;
  writeFileSync('bench/search-results.md', report);
}

await main();
