#!/usr/bin/env node
// Draws every ```mermaid diagram of the pages ahead of time (npm run diagrams), so that no page
// downloads the Mermaid library (about 190 KiB gzipped): the build puts the drawings in the HTML.
// Each diagram is drawn in both colour modes by the installed `mermaid` package in Debian's
// Chromium, and kept in src/diagrams/<key>.json, the key being a hash of its source, the Mermaid
// version and the themes (plugins/diagrams/src/key.ts). Only diagrams without a file are drawn;
// files no page uses any more are removed. `--force` draws them all again.
// Run after adding or changing a diagram, and commit src/diagrams/.
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {collectDiagrams} = jiti('../plugins/diagrams/src/sources.ts');
const {currentRenderSettings} = jiti('../plugins/diagrams/src/settings.ts');
const {COLOR_MODES, diagramFileName, keyOfFileName, svgRootId} = jiti('../plugins/diagrams/src/names.ts');
const {scopeIds} = jiti('../plugins/diagrams/src/svgIds.ts');
const {parseStoredDiagram, serializeStoredDiagram} = jiti('../plugins/diagrams/src/stored.ts');
const {DIAGRAM_PAGE_DIRS, DIAGRAMS_DIR} = jiti('../plugins/diagrams/config.ts');
const {resolveSiteSettings} = jiti('../src/siteSettings.ts');

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(siteDir, DIAGRAMS_DIR);
const force = process.argv.includes('--force');
const settings = currentRenderSettings();
const diagrams = await collectDiagrams(siteDir, DIAGRAM_PAGE_DIRS, settings, resolveSiteSettings(process.env));

await mkdir(outDir, {recursive: true});
const existing = new Set((await readdir(outDir)).map(keyOfFileName).filter(Boolean));
const byKey = new Map(diagrams.map((diagram) => [diagram.key, diagram]));
const toDraw = [...byKey.values()].filter((diagram) => force || !existing.has(diagram.key));

const failures = [];
if (toDraw.length > 0) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    await page.setContent('<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head><body></body></html>');
    // The UMD bundle defines window.mermaid; the package is the one the key names (its version).
    await page.addScriptTag({path: createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js')});
    for (const diagram of toDraw) {
      const where = `${diagram.file}:${diagram.line}`;
      try {
        const drawn = {};
        for (const mode of COLOR_MODES) {
          const id = svgRootId(diagram.key, mode);
          // The configuration @docusaurus/theme-mermaid gave Mermaid: the site's options, then the mode's theme.
          const config = {startOnLoad: false, ...settings.options, theme: settings.themes[mode]};
          const svg = await page.evaluate(
            async ({source, id, config}) => {
              const {mermaid} = /** @type {any} */ (window);
              mermaid.initialize(config);
              try {
                return (await mermaid.render(id, source)).svg;
              } finally {
                // On an error Mermaid leaves its error drawing in the page.
                document.getElementById(`d${id}`)?.remove();
              }
            },
            {source: diagram.source, id, config},
          );
          drawn[mode] = scopeIds(svg, id);
        }
        const file = diagramFileName(diagram.key);
        await writeFile(join(outDir, file), serializeStoredDiagram(parseStoredDiagram(drawn, diagram.key, file)));
        console.log(`[diagrams] drew ${where} → ${DIAGRAMS_DIR}/${file}`);
      } catch (error) {
        failures.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await browser.close();
  }
}

const unused = [...existing].filter((key) => !byKey.has(key));
for (const key of unused) await rm(join(outDir, diagramFileName(key)));

console.log(
  `[diagrams] ${diagrams.length} diagrams on the pages (${byKey.size} different): ${toDraw.length - failures.length} drawn, ` +
    `${byKey.size - toDraw.length} already up to date, ${unused.length} unused drawings removed (Mermaid ${settings.mermaidVersion}).`,
);
if (failures.length > 0) {
  console.error(`[diagrams] Mermaid could not draw ${failures.length} diagram(s); fix the source and run npm run diagrams again:`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
