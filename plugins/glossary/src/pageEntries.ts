import type {GlossaryContent, GlossaryPageEntry} from './types';

// Kept apart from load.ts so the glossary page's bundle carries no validation code.

/** Entries with their page links resolved to titles, as the page shows them (no discouraged words: they are for the lint). */
export function pageEntries(content: GlossaryContent): GlossaryPageEntry[] {
  return content.entries.map(({discouraged: _discouraged, pages, ...entry}) => ({
    ...entry,
    pages: pages.map((page) => ({route: page, title: content.pageTitles[page] ?? page})),
  }));
}
