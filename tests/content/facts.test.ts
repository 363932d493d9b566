import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {PageFacts} from './factTypes';
import {loadDocs} from './docSources';

// The fact table: for each page, the numbers, names and codes of the spec that must stay on it.
const factFiles = readdirSync(join(__dirname, 'facts')).filter((name) => name.endsWith('.ts'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rows: PageFacts[] = factFiles.flatMap((name) => (require(join(__dirname, 'facts', name)) as {facts: PageFacts[]}).facts);
const docs = new Map(loadDocs().map((doc) => [doc.route, doc]));

/** Whitespace and no-break spaces folded, so a re-wrapped line does not break a fact. */
const normalise = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

it('the fact table has rows', () => {
  expect(rows.length).toBeGreaterThan(0);
});

describe.each(rows.map((row) => [row.route, row] as const))('%s', (route, row) => {
  it('exists and keeps every fact of its row', () => {
    const doc = docs.get(route);
    expect(doc).toBeDefined();
    const text = normalise(doc!.body);
    const missing = row.facts.filter((fact) => !text.includes(normalise(fact)));
    expect(missing).toEqual([]);
  });
});
