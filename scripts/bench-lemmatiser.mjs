#!/usr/bin/env node
// Issue 39's lemmatiser measurement: our stemmer (plugins/search-pl/src/stem.ts) against the
// Snowball Polish stemmer (multilingual-stemmer, an optional install: `npm install --no-save
// multilingual-stemmer@2.1.1`) and a form→lemma map from the Morfologik dictionary
// (bench/search/morfologik-lemmas.json, made by scripts/lemmas.mjs with Java and Debian's
// libmorfologik-stemming2-java during `npm run generate`). Each candidate replaces
// the stemmer under the same engine, index (the build's, both parts) and relevance set; the
// Morfologik map keeps our stemmer for words it does not know. Run after `npm run build`:
// `node scripts/bench-lemmatiser.mjs`. Results: bench/search-results.md.
import {existsSync, readFileSync} from 'node:fs';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {LEMMAS_FILE} from './lemmas.mjs';

const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
// The engine and the tokenizer call the stemmer through this module's exports, so replacing the
// export swaps the stemmer everywhere (jiti compiles the modules to CommonJS).
const stemModule = jiti('../plugins/search-pl/src/stem.ts');
const {SearchEngine} = jiti('../plugins/search-pl/src/engine.ts');
const {joinIndexParts} = jiti('../plugins/search-pl/src/indexParts.ts');
const {lemmaKeys} = jiti('../plugins/search-pl/src/lemmas.ts');
const {foldDiacritics} = jiti('../plugins/page-data-kit/text/normalize.ts');

const ours = stemModule.stem;
const read = (file) => JSON.parse(readFileSync(`build/${file}`, 'utf8'));
const guides = read('search-index.json');
const index = joinIndexParts(guides, read('search-index-reference.json'));
const queries = JSON.parse(readFileSync('bench/search/relevance.json', 'utf8'));
const route = (url) => url.replace(/^\/pl\/docs/, '').replace(/#.*$/, '');
const gzipKiB = (text) => gzipSync(text, {level: 6}).length / 1024;

// The pages' spelling of each folded word: Snowball and Morfologik need the diacritics back.
const ownEngine = new SearchEngine(index);
const surfaces = ownEngine.surfaceForms();
const words = ownEngine.vocabulary().filter((word) => !/\d/.test(word) && /^\p{L}+$/u.test(word));

const candidates = [{name: 'ours (src/stem.ts)', stem: ours, firstSearch: 0, note: ''}];

// An optional install, so its name is not a static import (the type check and knip would look for it).
const SNOWBALL_PACKAGE = 'multilingual-stemmer';
const snowball = await import(SNOWBALL_PACKAGE).then(
  (module) => module.createStemmer('pl'),
  () => null,
);
if (snowball) {
  const pkg = JSON.parse(readFileSync('node_modules/multilingual-stemmer/package.json', 'utf8'));
  const wasm = readFileSync('node_modules/multilingual-stemmer/dist/browser/index_bg.wasm');
  const glue = readFileSync('node_modules/multilingual-stemmer/dist/browser/index.js');
  const memo = new Map();
  const stem = (word) => {
    if (/\d/.test(word) || word.length < 4) return word;
    let result = memo.get(word);
    if (result === undefined) memo.set(word, (result = foldDiacritics(snowball(surfaces.get(word) ?? word))));
    return result;
  };
  candidates.push({
    name: `Snowball Polish (multilingual-stemmer ${pkg.version}, ${pkg.license})`,
    stem,
    // The browser needs the WebAssembly module (all 34 languages in one file) and its glue.
    firstSearch: gzipSync(wasm, {level: 6}).length / 1024 + gzipSync(glue, {level: 6}).length / 1024,
    note: 'WebAssembly in the browser',
  });
  // The same stems computed at build time for the site's words only, shipped as a map (ours for other words).
  const map = {};
  for (const word of new SearchEngine(index).vocabulary()) {
    if (/\d/.test(word) || !/^\p{L}+$/u.test(word)) continue;
    const key = stem(word);
    if (key !== ours(word)) map[word] = key;
  }
  candidates.push({
    name: 'Snowball as a map of the site’s words, ours for others',
    stem: (word) => map[word] ?? ours(word),
    firstSearch: gzipKiB(JSON.stringify({...guides, lemmas: map})) - gzipKiB(JSON.stringify(guides)),
    inIndex: true,
    note: `${Object.keys(map).length} entries`,
  });
} else {
  console.log('Snowball skipped: run `npm install --no-save multilingual-stemmer@2.1.1` first.');
}

if (!existsSync(LEMMAS_FILE)) {
  console.log(`Morfologik skipped: ${LEMMAS_FILE} is missing (npm run generate with Java makes it).`);
} else {
  /** @type {Record<string, string>} */
  const lemmas = JSON.parse(readFileSync(LEMMAS_FILE, 'utf8'));
  const known = words.filter((word) => word in lemmas).length;
  console.log(`Morfologik knows ${known} of the site's ${words.length} words (${LEMMAS_FILE}).`);
  // Lemma, then our stemmer: forms of one lemma meet, and a query word the site lacks still
  // meets them through our stemmer (its stem is usually the lemma's).
  const stemmed = lemmaKeys(lemmas, ours, ours);
  candidates.push({
    name: 'Morfologik lemma → our stemmer, ours for unknown words',
    stem: (word) => stemmed[word] ?? ours(word),
    firstSearch: gzipKiB(JSON.stringify({...guides, lemmas: stemmed})) - gzipKiB(JSON.stringify(guides)),
    inIndex: true,
    note: `${Object.keys(stemmed).length} entries`,
  });
  // The lemma itself as the key for every known word.
  const bare = lemmaKeys(lemmas, ours, (lemma) => lemma);
  candidates.push({
    name: 'Morfologik lemma alone, ours for unknown words',
    stem: (word) => lemmas[word] ?? ours(word),
    firstSearch: gzipKiB(JSON.stringify({...guides, lemmas: bare})) - gzipKiB(JSON.stringify(guides)),
    inIndex: true,
    note: `${Object.keys(bare).length} entries`,
  });
}

function measure(candidate) {
  stemModule.stem = candidate.stem;
  try {
    const started = performance.now();
    const engine = new SearchEngine(index);
    const buildMs = performance.now() - started;
    let hit1 = 0;
    let hit5 = 0;
    const misses = [];
    for (const {query, expected} of queries) {
      const pages = engine.search(query, {limit: 5}).map((hit) => route(hit.pageUrl));
      if (expected.includes(pages[0])) hit1++;
      else misses.push(`“${query}” ${pages.findIndex((page) => expected.includes(page)) + 1 || '-'}`);
      if (pages.some((page) => expected.includes(page))) hit5++;
    }
    // Every prefix as the reader types it, as the box asks (15 suggestions).
    const keystrokes = [];
    for (const {query} of queries) {
      for (let length = 1; length <= query.length; length++) {
        const start = performance.now();
        engine.search(query.slice(0, length), {typing: true});
        keystrokes.push(performance.now() - start);
      }
    }
    keystrokes.sort((a, b) => a - b);
    const at = (share) => keystrokes[Math.floor(keystrokes.length * share)].toFixed(2);
    const percent = (count) => `${((count / queries.length) * 100).toFixed(1)} %`;
    return {...candidate, hit1: percent(hit1), hit5: percent(hit5), median: at(0.5), p95: at(0.95), buildMs, misses};
  } finally {
    stemModule.stem = ours;
  }
}

const rows = candidates.map(measure);
const guidesKiB = gzipKiB(JSON.stringify(guides));
console.log(
  `${queries.length} queries, ${index.pages.length} pages, ${words.length} site words; guides part ${gzipKiB(JSON.stringify(guides)).toFixed(1)} KiB gzipped`,
);
console.log(
  '| stemmer | hit@1 | hit@5 | index, guides part + map (gzip) | first search, extra (gzip) | index built | keystroke median / p95 | notes |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.hit1} | ${row.hit5} | ${(guidesKiB + (row.inIndex ? row.firstSearch : 0)).toFixed(1)} KiB | ${row.firstSearch.toFixed(1)} KiB | ${row.buildMs.toFixed(0)} ms | ${row.median} / ${row.p95} ms | ${row.note} |`,
  );
}
for (const row of rows) console.log(`\n${row.name}, not first: ${row.misses.join(', ')}`);
