#!/usr/bin/env node
// The glossary's term linking (plugins/glossary/src/termLinks.ts) over every docs page, timed
// apart from the build that runs it in the MDX compile: prints the time and a hash of the linked
// trees, so a faster version is shown to link exactly the same words.
// Usage: node scripts/bench-term-links.mjs [repository folder, default: this one]
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createHash} from 'node:crypto';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';

const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {linkTerms} = jiti(`${root}/plugins/glossary/src/termLinks.ts`);
const {glossary} = jiti(`${root}/plugins/glossary/data/glossary.ts`);
const {entriesForRoute, docRouteOfFile} = jiti(`${root}/plugins/glossary/src/linkScope.ts`);
const {createMdxParser} = jiti(`${root}/plugins/page-data-kit/mdx/parser.ts`);
const parse = await createMdxParser();
const files = execFileSync('git', ['ls-files', 'docs/*.mdx', 'docs/**/*.mdx'], {cwd: root, encoding: 'utf8'})
  .split('\n')
  .filter((file) => file && !file.includes('slowniczek'));
const hash = createHash('sha256');
let linking = 0;
for (const file of files) {
  const tree = parse(readFileSync(`${root}/${file}`, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
  const start = performance.now();
  linkTerms(tree, {entries: entriesForRoute(glossary, docRouteOfFile(`${root}/${file}`))});
  linking += performance.now() - start;
  hash.update(JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value)));
}
console.log(`${files.length} pages: term linking ${Math.round(linking)} ms; linked trees ${hash.digest('hex').slice(0, 16)}`);
