import {pastedApiPath} from './pathQuery';
import type {SearchIndexData} from './types';

/**
 * The index in two files, so that the first search stays light (at most 160 KB gzipped on first
 * use, issue 20): the guides in the index file, and the sections of the pages that rank themselves
 * down (the API and Terraform reference, the glossary, the dictionaries: `<meta name="search-weight">`
 * below 1) in a second file that the box fetches only when a query needs it.
 */
export function splitIndex(index: SearchIndexData): {guides: SearchIndexData; reference: SearchIndexData} {
  const ranksDown = (page: SearchIndexData['pages'][number]) => page.weight !== undefined && page.weight < 1;
  // Each reference page stays in the first part by its title and description (one empty section),
  // so the box can offer it before its sections arrive.
  const stub = (page: SearchIndexData['pages'][number]) => ({...page, sections: [{heading: '', anchor: '', text: ''}]});
  return {
    guides: {...index, pages: index.pages.map((page) => (ranksDown(page) ? stub(page) : page))},
    reference: {...index, pages: index.pages.filter(ranksDown)},
  };
}

/** The second file's name beside the first ('search-index.json' → 'search-index-reference.json'). */
export function referenceIndexPath(indexPath: string): string {
  return indexPath.replace(/(\.json)?$/, (extension) => `-reference${extension || '.json'}`);
}

/** One index of both parts: each page as the reference part has it in full, in the first part's order. */
export function joinIndexParts(guides: SearchIndexData, reference: SearchIndexData): SearchIndexData {
  const full = new Map(reference.pages.map((page) => [page.url, page]));
  const pages = guides.pages.map((page) => full.get(page.url) ?? page);
  const listed = new Set(guides.pages.map((page) => page.url));
  return {...guides, pages: [...pages, ...reference.pages.filter((page) => !listed.has(page.url))]};
}

// Fewer guide hits than this and the reference may hold what the reader wants.
const FEW_HITS = 5;
// Words a developer copies from code: an API field or operation (CamelCase), a provider type or
// a path segment (snake_case).
const CODE_WORD = /\p{Ll}\p{Lu}|\w_\w/u;
// An id or a code of two or more digits: dictionary items, error codes, operation ids.
const NUMBER = /\d{2,}/;

/**
 * Whether a query needs the reference part: a pasted request path, a word copied from code,
 * a number of two or more digits, or too few hits among the guides.
 */
export function needsReference(query: string, guideHits: number): boolean {
  if (!query.trim()) return false;
  return pastedApiPath(query) !== null || CODE_WORD.test(query) || NUMBER.test(query) || guideHits < FEW_HITS;
}
