import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';

// Docusaurus loads docusaurus.config.ts, the plugins and, through them, the data with jiti (as
// @docusaurus/utils' loadFreshModule does), which resolves an import without an extension the way
// Node does: a `glossary.json` beside `glossary.ts` would be loaded instead of the typed entry
// point, whose named exports would then be undefined. Jest resolves `.ts` first (also for jiti
// running inside it), so the entry points are loaded in a plain Node process.
const siteDir = path.join(__dirname, '..', '..');

/** Each data set's entry point, as the code imports it (no extension), and its exports. */
const ENTRY_POINTS: [string, string[]][] = [
  ['plugins/glossary/data/glossary', ['glossary']],
  ['plugins/api-dictionaries/data/dictionaries', ['dictionaryData', 'dictionaries', 'valueSets']],
  ['plugins/error-catalogue/data/errors', ['errorCatalogueData', 'areas', 'errors']],
  ['plugins/api-reference/data/dictionaryLinks', ['dictionaryLinks']],
  ['plugins/api-reference/data/terraformTexts', ['terraformTexts']],
  ['plugins/api-reference/data/terraformExamples', ['terraformExamples']],
  ['src/data/popularPages', ['popularPages']],
];

/** The entry points' exports as a Node process sees them through jiti, with the options of loadFreshModule. */
function loadedByJiti(): Record<string, Record<string, unknown>> {
  const script = `
    const jiti = require('jiti')(process.cwd() + '/docusaurus.config.ts', {cache: false, requireCache: false, interopDefault: true});
    const entries = ${JSON.stringify(ENTRY_POINTS)};
    const out = {};
    for (const [entry, names] of entries) {
      const module = jiti('./' + entry);
      out[entry] = Object.fromEntries(names.map((name) => [name, module[name] === undefined ? '(undefined)' : module[name]]));
    }
    process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['-e', script], {cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (run.status !== 0) throw new Error(`loading the data through jiti failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, Record<string, unknown>>;
}

describe('data entry points', () => {
  let loaded: Record<string, Record<string, unknown>>;
  beforeAll(() => {
    loaded = loadedByJiti();
  }, 60_000);

  it.each(ENTRY_POINTS)('%s loads through jiti as Docusaurus loads it, with the exports the tests see', (entry, names) => {
    const expected = jest.requireActual(path.join(siteDir, entry)) as Record<string, unknown>;
    expect(loaded[entry]).toEqual(JSON.parse(JSON.stringify(Object.fromEntries(names.map((name) => [name, expected[name]])))));
  });

  it('no data folder has a .json named like a .ts module (it would shadow the module outside jest)', () => {
    const folders = ['src/data', ...readdirSync(path.join(siteDir, 'plugins')).map((plugin) => `plugins/${plugin}/data`)];
    const shadowed = folders.flatMap((folder) => {
      let files: string[];
      try {
        files = readdirSync(path.join(siteDir, folder));
      } catch {
        return [];
      }
      return files
        .filter((file) => file.endsWith('.ts') && files.includes(file.replace(/\.ts$/, '.json')))
        .map((file) => `${folder}/${file}`);
    });
    expect(shadowed).toEqual([]);
  });
});
