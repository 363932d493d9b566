// Reads the given MDX files with the one reader of the sources (plugins/page-data-kit/mdx,
// Docusaurus' parseMarkdownFile) and prints them as JSON: tests/content/docSources.ts runs it,
// since that reader is asynchronous and jest collects its tests synchronously.
import {readFile} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const {readMdxPage} = createJiti(fileURLToPath(import.meta.url))('../../plugins/page-data-kit/mdx/frontMatter.ts');
const pages = [];
for (const file of process.argv.slice(2)) pages.push({file, ...(await readMdxPage(await readFile(file, 'utf8'), file))});
process.stdout.write(JSON.stringify(pages));
