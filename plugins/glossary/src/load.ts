import {sortGlossary} from './order';
import type {GlossaryContent} from './types';
import {assertValidGlossary} from './validate';

/**
 * Validates the glossary against the doc pages (route → title) and returns the content in
 * Polish order. Throws one error listing every problem, so the build stops with all of them.
 * Pure: the caller reads the pages.
 */
export function loadGlossaryContent(data: unknown, pages: ReadonlyMap<string, string>, route: string): GlossaryContent {
  assertValidGlossary(data, new Set(pages.keys()));
  if (!pages.has(route)) {
    throw new Error(`Słowniczek pojęć: strona słowniczka "${route}" nie istnieje w dokumentacji (opcja glossaryRoute).`);
  }
  const entries = sortGlossary(data);
  const pageTitles: Record<string, string> = {};
  for (const page of entries.flatMap((entry) => entry.pages)) pageTitles[page] = pages.get(page) ?? page;
  return {route, entries, pageTitles};
}
