import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

// The relevance set of scripts/bench-search.mjs: every query must point at pages that exist.
interface RelevanceQuery {
  query: string;
  expected: string[];
  tags: string[];
}

const root = join(__dirname, '../../..');
const queries = JSON.parse(readFileSync(join(root, 'bench/search/relevance.json'), 'utf8')) as RelevanceQuery[];
const TAGS = new Set([
  'diacritics',
  'no-diacritics',
  'inflected',
  'code',
  'number',
  'question',
  'english',
  'synonym',
  'typo',
  'transposition',
  'panel',
  'path',
]);

const docExists = (route: string) =>
  [`docs${route.replace(/\/$/, '')}.mdx`, `docs${route}index.mdx`].some((file) => existsSync(join(root, file)));

describe('bench/search/relevance.json', () => {
  it('has at least 250 distinct queries, some of each kind', () => {
    expect(queries.length).toBeGreaterThanOrEqual(250);
    expect(new Set(queries.map((entry) => entry.query.toLowerCase())).size).toBe(queries.length);
    for (const tag of TAGS) expect(queries.some((entry) => entry.tags.includes(tag))).toBe(true);
  });

  it.each(queries.map((entry) => [entry.query, entry] as const))('“%s” names existing pages and known kinds', (_query, entry) => {
    expect(entry.query.trim()).not.toBe('');
    expect(entry.expected.length).toBeGreaterThan(0);
    for (const route of entry.expected) {
      expect(route).toMatch(/^\/([a-z0-9.-]+\/)*$/);
      expect([route, docExists(route)]).toEqual([route, true]);
    }
    for (const tag of entry.tags) expect(TAGS).toContain(tag);
  });
});
