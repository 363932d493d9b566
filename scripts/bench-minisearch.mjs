#!/usr/bin/env node
// MiniSearch 7 against our engine (plugins/search-pl) on the relevance set, side by side in one
// run (issue 20 asked for the comparison before building typo tolerance and synonyms ourselves).
// Both search the same built index (both parts, glossary synonyms included) and MiniSearch gets
// our Polish tokenizer, folding and stemming, so the difference is the engine and its ranking.
// MiniSearch is not a dependency of the site: `npm install --no-save minisearch@7` first, then
// `npm run build && node scripts/bench-minisearch.mjs`. Results: bench/search-results.md.
import {readFileSync} from 'node:fs';
import {performance} from 'node:perf_hooks';
import jitiFactory from 'jiti';

// @ts-expect-error: an optional install (above), absent from the project's dependencies.
const MiniSearch = await import('minisearch').then(
  (module) => module.default,
  () => {
    console.error('minisearch is not installed: run `npm install --no-save minisearch@7` first.');
    process.exit(1);
  },
);
const jiti = jitiFactory(import.meta.url, {interopDefault: true});
const {SearchEngine} = jiti('../plugins/search-pl/src/engine.ts');
const {joinIndexParts} = jiti('../plugins/search-pl/src/indexParts.ts');
const {tokenize} = jiti('../plugins/search-pl/src/tokenize.ts');
const {STOP_WORDS} = jiti('../plugins/search-pl/src/stopwords.ts');

const read = (file) => JSON.parse(readFileSync(`build/${file}`, 'utf8'));
const index = joinIndexParts(read('search-index.json'), read('search-index-reference.json'));
const queries = JSON.parse(readFileSync('bench/search/relevance.json', 'utf8'));
const route = (url) => url.replace(/^\/pl\/docs/, '').replace(/#.*$/, '');

// One MiniSearch document per page head and per section, as our engine's units.
const documents = index.pages.flatMap((page, pageIndex) => [
  {id: `${pageIndex}:h`, page: pageIndex, title: page.title, description: page.description, heading: '', text: ''},
  ...page.sections.map((section, sectionIndex) => ({
    id: `${pageIndex}:${sectionIndex}`,
    page: pageIndex,
    title: '',
    description: '',
    heading: section.heading,
    text: section.text,
  })),
]);
const polish = {
  // Our tokenizer folds diacritics and stems; MiniSearch gets the stems as its terms.
  tokenize: (text) => tokenize(text).map((token) => token.stem),
  processTerm: (term) => (STOP_WORDS.has(term) ? null : term),
};
const started = performance.now();
const mini = new MiniSearch({fields: ['title', 'description', 'heading', 'text'], storeFields: ['page'], ...polish});
mini.addAll(documents);
const miniIndexMs = performance.now() - started;
const miniOptions = {
  boost: {title: 6, description: 2, heading: 4, text: 1},
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0),
  prefix: true,
  combineWith: 'OR',
};

function miniPages(query) {
  const pages = [];
  for (const hit of mini.search(query, miniOptions)) {
    const url = route(index.pages[hit.page].url);
    if (!pages.includes(url)) pages.push(url);
    if (pages.length === 5) break;
  }
  return pages;
}
const ourStarted = performance.now();
const ours = new SearchEngine(index);
const ourIndexMs = performance.now() - ourStarted;
const ourPages = (query) => ours.search(query, {limit: 5}).map((hit) => route(hit.pageUrl));

function measure(name, search) {
  let hit1 = 0;
  let hit5 = 0;
  const keystrokes = [];
  for (const {query, expected} of queries) {
    const pages = search(query);
    if (expected.includes(pages[0])) hit1++;
    if (pages.some((page) => expected.includes(page))) hit5++;
    // Every prefix as the reader types it, timed.
    for (let length = 1; length <= query.length; length++) {
      const start = performance.now();
      search(query.slice(0, length));
      keystrokes.push(performance.now() - start);
    }
  }
  keystrokes.sort((a, b) => a - b);
  const percent = (count) => `${((count / queries.length) * 100).toFixed(1)} %`;
  const at = (share) => `${keystrokes[Math.floor(keystrokes.length * share)].toFixed(2)} ms`;
  return {name, hit1: percent(hit1), hit5: percent(hit5), median: at(0.5), p95: at(0.95)};
}

const rows = [measure('ours (plugins/search-pl)', ourPages), measure('MiniSearch 7 + our tokenizer and stemmer', miniPages)];
console.log(
  `${queries.length} queries, ${index.pages.length} pages; index built in ${ourIndexMs.toFixed(0)} ms (ours), ${miniIndexMs.toFixed(0)} ms (MiniSearch)`,
);
console.log('| engine | hit@1 | hit@5 | keystroke median | keystroke p95 |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.name} | ${row.hit1} | ${row.hit5} | ${row.median} | ${row.p95} |`);
