#!/usr/bin/env node
// Quick check of MDX pages without a full build: compiles each file with the same MDX version
// Docusaurus uses and applies the content rules (front matter, headings, JSON/YAML blocks,
// placeholder words, site-setting tokens, length). Usage: node scripts/check-mdx.mjs FILE...
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import YAML from 'yaml';

const settingsSource = readFileSync(new URL('../src/siteSettings.ts', import.meta.url), 'utf8');
const defaults = settingsSource.slice(settingsSource.indexOf('defaultSiteSettings'));
const knownTokens = new Set([...defaults.matchAll(/^\s+(\w+): '/gm)].map((m) => m[1]));
// The site's one placeholder list (TypeScript, loaded through jiti like Docusaurus loads its config).
const jiti = createJiti(fileURLToPath(import.meta.url));
const {PLACEHOLDER_PATTERN, PLACEHOLDER_WORDS} = jiti('../plugins/page-data-kit/placeholders.ts');
// The one reader of the MDX sources (Docusaurus' parseMarkdownFile; the twins, the search index and the diagrams use it too).
const {readMdxPage} = jiti('../plugins/page-data-kit/mdx/frontMatter.ts');

let failures = 0;
for (const file of process.argv.slice(2)) {
  const problems = [];
  const source = readFileSync(file, 'utf8');
  let page;
  try {
    page = await readMdxPage(source, file);
  } catch (error) {
    console.log(`✗ ${file}\n  - front matter does not parse: ${String(error.message).split('\n')[0]}`);
    failures++;
    continue;
  }
  const {frontMatter: data, body} = page;
  if (Object.keys(data).length === 0) problems.push('no front matter');
  else {
    if (!data.title) problems.push('front matter: no title');
    if (!data.description) problems.push('front matter: no description');
    else if (String(data.description).length > 170) problems.push('front matter: description over 170 characters');
  }
  const prose = body.replace(/```[\s\S]*?```/g, '');
  let last = 1;
  for (const m of prose.matchAll(/^(#{1,6}) /gm)) {
    const level = m[1].length;
    if (level === 1) problems.push('a "# " heading: the title is the h1, start at ##');
    if (level > last + 1) problems.push(`heading level skipped (h${last} -> h${level})`);
    last = level;
  }
  const placeholder = PLACEHOLDER_PATTERN.exec(source);
  if (placeholder) problems.push(`placeholder word "${placeholder[0]}" (none of: ${PLACEHOLDER_WORDS.join(', ')})`);
  for (const m of source.matchAll(/%%([A-Za-z0-9]+)%%/g)) {
    if (!knownTokens.has(m[1])) problems.push(`unknown site setting token %%${m[1]}%%`);
  }
  for (const m of body.matchAll(/```(json|yaml|yml)[^\n]*\n([\s\S]*?)```/g)) {
    const code = m[2].replace(/%%[A-Za-z0-9]+%%/g, 'x');
    try {
      if (m[1] === 'json') JSON.parse(code);
      else
        YAML.parseAllDocuments(code).forEach((d) => {
          if (d.errors.length) throw d.errors[0];
        });
    } catch (error) {
      problems.push(`invalid ${m[1]} block: ${String(error.message).split('\n')[0]}\n${code.slice(0, 120)}`);
    }
  }
  const words = prose
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*`|>\-:[\]()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  if (words < 200) problems.push(`only ${words} words of prose (aim for 250+)`);
  try {
    await compile(body, {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (error) {
    problems.push(`MDX does not compile: ${error.message}`);
  }
  if (problems.length) {
    failures++;
    console.log(`✗ ${file}\n  - ${problems.join('\n  - ')}`);
  } else console.log(`✓ ${file} (${words} words)`);
}
process.exit(failures ? 1 : 0);
