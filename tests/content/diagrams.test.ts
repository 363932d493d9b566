import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DIAGRAMS_DIR} from '../../plugins/diagrams/config';
import {diagramFileName, keyOfFileName} from '../../plugins/diagrams/src/names';
import {parseStoredDiagram} from '../../plugins/diagrams/src/stored';
import type {DiagramSource} from '../../plugins/diagrams/src/sources';

// Every ```mermaid block of the pages has an up-to-date drawing in src/diagrams (CONTRIBUTING.md,
// "Diagrams"): after an edit to a diagram, `npm run diagrams` draws it; without that the build
// fails and `npm start` draws it in the browser. This names each such diagram with its place.
const SITE = path.join(__dirname, '../..');
const FIX = `run \`npm run diagrams\` and commit ${DIAGRAMS_DIR}/`;

/**
 * The diagrams as scripts/render-diagrams.mjs finds them (same module, same settings). The MDX
 * parser is ESM-only and jest runs CommonJS, so a Node process reads them, through jiti as the
 * script does.
 */
function pageDiagrams(): DiagramSource[] {
  const script = `
    const jiti = require('jiti')(process.cwd() + '/scripts/render-diagrams.mjs', {interopDefault: true});
    const {collectDiagrams} = jiti('../plugins/diagrams/src/sources.ts');
    const {currentRenderSettings} = jiti('../plugins/diagrams/src/settings.ts');
    const {DIAGRAM_PAGE_DIRS} = jiti('../plugins/diagrams/config.ts');
    const {resolveSiteSettings} = jiti('../src/siteSettings.ts');
    collectDiagrams(process.cwd(), DIAGRAM_PAGE_DIRS, currentRenderSettings(), resolveSiteSettings(process.env))
      .then((diagrams) => process.stdout.write(JSON.stringify(diagrams)));
  `;
  const run = spawnSync(process.execPath, ['-e', script], {cwd: SITE, encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`Reading the pages' diagrams failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as DiagramSource[];
}

const diagrams = pageDiagrams();
const stored = readdirSync(path.join(SITE, DIAGRAMS_DIR));

it('finds the diagrams of the pages', () => {
  expect(diagrams.length).toBeGreaterThanOrEqual(20);
});

it('has an up-to-date drawing for every diagram', () => {
  const files = new Set(stored);
  const missing = diagrams
    .filter(({key}) => !files.has(diagramFileName(key)))
    .map(({file, line}) => `${file}:${line}: no drawing of this diagram as it is now; ${FIX}`);
  expect(missing).toEqual([]);
});

it('keeps no drawing that no page uses, and nothing else in the folder', () => {
  const used = new Set(diagrams.map(({key}) => key));
  const unused = stored.filter((name) => !used.has(keyOfFileName(name) ?? '')).map((name) => `${DIAGRAMS_DIR}/${name}: not used; ${FIX}`);
  expect(unused).toEqual([]);
});

it.each(stored.filter((name) => keyOfFileName(name)))('%s holds both drawings with their ids and sizes', (name) => {
  const data: unknown = JSON.parse(readFileSync(path.join(SITE, DIAGRAMS_DIR, name), 'utf8'));
  expect(() => parseStoredDiagram(data, keyOfFileName(name)!, `${DIAGRAMS_DIR}/${name}`)).not.toThrow();
});
