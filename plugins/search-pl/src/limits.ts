// Query limits the search box needs on every page. Kept apart from query.ts, whose tokenizer and
// stemmer load with the engine on first use: importing this file costs the first load nothing.

/**
 * Longer input is cut, never rejected: a pasted paragraph or a 10,000-character query must
 * neither throw nor freeze the page. The characters are never compiled into a RegExp.
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * The query as it goes into a results address (?q=): trimmed and cut to MAX_QUERY_LENGTH, so a
 * pasted page of text never makes a URL that a server refuses (nginx answers 414 from 16 KB).
 */
export function queryForUrl(input: string): string {
  return input.trim().slice(0, MAX_QUERY_LENGTH).trim();
}
