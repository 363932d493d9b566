import {pastedApiPath} from './pathQuery';
import type {SearchIndexData} from './types';

/**
 * The index in two files, so that the first search stays light (at most 160 KB gzipped on first
 * use, issue 20): the guides in the index file, and the pages that rank themselves down (the API
 * and Terraform reference, the glossary: `<meta name="search-weight">` below 1) in a second file
 * that the box fetches only when a query needs it.
 */
export function splitIndex(index: SearchIndexData): {guides: SearchIndexData; reference: SearchIndexData} {
  const ranksDown = (page: SearchIndexData['pages'][number]) => page.weight !== undefined && page.weight < 1;
  return {
    guides: {...index, pages: index.pages.filter((page) => !ranksDown(page))},
    reference: {...index, pages: index.pages.filter(ranksDown)},
  };
}

/** The second file's name beside the first ('search-index.json' → 'search-index-reference.json'). */
export function referenceIndexPath(indexPath: string): string {
  return indexPath.replace(/(\.json)?$/, (extension) => `-reference${extension || '.json'}`);
}

/** One index of both parts, the guides first (an equal score keeps the guide ahead). */
export function joinIndexParts(guides: SearchIndexData, reference: SearchIndexData): SearchIndexData {
  return {...guides, pages: [...guides.pages, ...reference.pages]};
}

// Fewer guide hits than this and the reference may hold what the reader wants.
const FEW_HITS = 5;
// Words a developer copies from code: an API field or operation (CamelCase), a provider type or
// a path segment (snake_case).
const CODE_WORD = /\p{Ll}\p{Lu}|\w_\w/u;

/**
 * Whether a query needs the reference part: a pasted request path, a word copied from code,
 * or too few hits among the guides.
 */
export function needsReference(query: string, guideHits: number): boolean {
  if (!query.trim()) return false;
  return pastedApiPath(query) !== null || CODE_WORD.test(query) || guideHits < FEW_HITS;
}
