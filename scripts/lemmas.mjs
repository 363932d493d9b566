#!/usr/bin/env node
// The site's words with their lemmas from the Morfologik dictionary (issue 39's lemmatiser
// candidate), at generation time only: Debian's libmorfologik-stemming2-java carries the
// dictionary (morfologik-polish.jar) and its tools, run with a JRE (default-jre-headless); unzip
// takes the dictionary out of its jar. The words are those of the built index (both parts), as
// the pages spell them. Writes bench/search/morfologik-lemmas.json (folded form → folded lemma,
// every word the dictionary knows), which scripts/bench-lemmatiser.mjs measures against our
// stemmer; the site does not use it (bench/search-results.md says why). Without Java, the jars or
// a build it says why and changes nothing. `npm run generate` runs it after its build.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';

const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {SearchEngine} = jiti('../plugins/search-pl/src/engine.ts');
const {joinIndexParts} = jiti('../plugins/search-pl/src/indexParts.ts');
const {parseAnalyses, lemmaMap, formatLemmaMap} = jiti('../plugins/search-pl/src/lemmas.ts');

const siteDir = fileURLToPath(new URL('..', import.meta.url));
export const LEMMAS_FILE = 'bench/search/morfologik-lemmas.json';
const JARS = '/usr/share/java';
const CLASSPATH = ['morfologik-tools', 'morfologik-fsa', 'morfologik-stemming', 'hppc', 'jcommander'].map((jar) => `${JARS}/${jar}.jar`);
const DICTIONARY_JAR = `${JARS}/morfologik-polish.jar`;

/** Why the map cannot be made on this machine, or null when it can. */
export function missingTool() {
  if (spawnSync('java', ['-version']).status !== 0) return 'java is missing (apt-get install default-jre-headless)';
  for (const jar of [...CLASSPATH, DICTIONARY_JAR]) {
    if (!existsSync(jar)) return `${jar} is missing (apt-get install libmorfologik-stemming2-java)`;
  }
  if (spawnSync('unzip', ['-v']).status !== 0) return 'unzip is missing (apt-get install unzip)';
  return null;
}

/** The site's words as the pages spell them (lower case), from the built index. */
export function siteWords(buildDir = join(siteDir, 'build')) {
  const read = (file) => JSON.parse(readFileSync(join(buildDir, file), 'utf8'));
  const engine = new SearchEngine(joinIndexParts(read('search-index.json'), read('search-index-reference.json')));
  const surfaces = engine.surfaceForms();
  return engine
    .vocabulary()
    .filter((word) => !/\d/.test(word) && /^\p{L}+$/u.test(word))
    .map((word) => surfaces.get(word) ?? word);
}

/** Each word's lemmas (Map form → lemmas) by Morfologik's dict_apply; words it does not know are absent. */
export function analyse(words) {
  const work = mkdtempSync(join(tmpdir(), 'morfologik-'));
  try {
    const unzip = spawnSync('unzip', ['-o', '-j', '-q', DICTIONARY_JAR, 'morfologik/stemming/polish/polish.*', '-d', work]);
    if (unzip.status !== 0) throw new Error(`unzip of ${DICTIONARY_JAR} failed: ${unzip.stderr}`);
    writeFileSync(join(work, 'words.txt'), `${words.join('\n')}\n`);
    const args = ['-cp', CLASSPATH.join(':'), 'morfologik.tools.DictApply', '-d', join(work, 'polish.dict')];
    const run = spawnSync('java', [...args, '-i', join(work, 'words.txt'), '--input-charset', 'UTF-8'], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`morfologik dict_apply failed: ${run.stderr}`);
    return parseAnalyses(run.stdout);
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingTool();
  if (missing) {
    console.log(`Lemmas skipped: ${missing}.`);
  } else if (!existsSync(join(siteDir, 'build/search-index.json'))) {
    console.log('Lemmas skipped: build/search-index.json is missing (run npm run build first).');
  } else {
    const words = siteWords();
    const analyses = analyse(words);
    const content = formatLemmaMap(lemmaMap(analyses));
    const target = join(siteDir, LEMMAS_FILE);
    const changed = !existsSync(target) || readFileSync(target, 'utf8') !== content;
    if (changed) writeFileSync(target, content);
    console.log(
      `Lemmas: ${words.length} words, ${analyses.size} known to Morfologik; ${LEMMAS_FILE} ${changed ? 'written' : 'unchanged'}.`,
    );
  }
}
