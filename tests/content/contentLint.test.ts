import {relative, sep} from 'node:path';
import sidebars from '../../sidebars';
import {DOCS_DIR, loadDocs} from './docSources';
import {docIdOf, docsMissingFromSidebar, lintPage, sidebarReach} from './contentLint';

// The content lint of issue 10 over every page of docs/ (rules and their own tests: contentLint.ts).
const docs = loadDocs().map((doc) => ({...doc, id: docIdOf(relative(DOCS_DIR, doc.file).split(sep).join('/'), doc.frontMatter)}));

it('finds the pages', () => {
  expect(docs.length).toBeGreaterThan(50);
});

describe.each(docs.map((doc) => [relative(DOCS_DIR, doc.file), doc] as const))('docs/%s', (_name, doc) => {
  it('has a description, no placeholder, no skipped heading level and alt text on every image', () => {
    const problems = lintPage(doc).map((problem) => `${problem.line ? `line ${problem.line} of the body: ` : ''}${problem.message}`);
    expect(problems).toEqual([]);
  });
});

it('every page is in the sidebar (named in sidebars.ts or in a folder it lists)', () => {
  expect(
    docsMissingFromSidebar(
      docs.map((doc) => doc.id),
      sidebarReach(sidebars),
    ),
  ).toEqual([]);
});
