#!/usr/bin/env node
// Reading every page of docs/ two ways, each run in a fresh Node process (gray-matter caches by
// content, so a warm loop would measure its cache), alternating: the front matter regex the kit
// had before (plugins/page-data-kit/mdx/frontMatter.ts until this change) alone ("split": the twins,
// the development index and the diagrams did not parse the block) and with the `yaml` package
// ("regex": tests/content and check-mdx parsed it), and the kit's reader now, Docusaurus'
// parseMarkdownFile ("docusaurus").
// Usage: node scripts/bench-mdx-reader.mjs [runs]; figures go to bench/plugin-boundaries.md.
import {execFileSync} from 'node:child_process';
import {readdir, readFile} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import {join} from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

async function run(mode) {
  const started = performance.now();
  let read;
  if (mode === 'split') {
    read = async (_file, source) => {
      const match = FRONT_MATTER.exec(source);
      return {frontMatter: match ? {block: match[1]} : {}, body: match ? source.slice(match[0].length) : source};
    };
  } else if (mode === 'regex') {
    const {default: YAML} = await import('yaml');
    read = async (_file, source) => {
      const match = FRONT_MATTER.exec(source);
      return match ? {frontMatter: YAML.parse(match[1]) ?? {}, body: source.slice(match[0].length)} : {frontMatter: {}, body: source};
    };
  } else {
    const {default: createJiti} = await import('jiti');
    const {readMdxPage} = createJiti(fileURLToPath(import.meta.url))('../plugins/page-data-kit/mdx/frontMatter.ts');
    read = (file, source) => readMdxPage(source, `docs/${file}`);
  }
  const loaded = performance.now();
  const files = (await readdir(join(ROOT, 'docs'), {recursive: true})).filter((name) => /\.mdx?$/.test(name)).sort();
  let keys = 0;
  for (const file of files) keys += Object.keys((await read(file, await readFile(join(ROOT, 'docs', file), 'utf8'))).frontMatter).length;
  process.stdout.write(JSON.stringify({load: loaded - started, read: performance.now() - loaded, files: files.length, keys}));
}

if (process.argv[2] === '--mode') await run(process.argv[3]);
else {
  const runs = Number(process.argv[2] ?? 7);
  /** @type {Record<string, {load: number, read: number, files: number, keys: number}[]>} */
  const results = {split: [], regex: [], docusaurus: []};
  for (let index = 0; index < runs; index++) {
    for (const mode of Object.keys(results)) {
      const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--mode', mode], {cwd: ROOT, encoding: 'utf8'});
      results[mode].push(JSON.parse(output));
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
  for (const [mode, list] of Object.entries(results)) {
    const {files, keys} = list[0];
    const read = median(list.map((result) => result.read));
    const load = median(list.map((result) => result.load));
    console.log(
      `${mode}: ${files} files, ${keys} front matter keys; read and parse ${read.toFixed(0)} ms, module load ${load.toFixed(0)} ms (median of ${runs})`,
    );
  }
}
