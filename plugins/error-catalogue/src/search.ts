import {foldDiacritics} from '../../page-data-kit/text/normalize';
import {AREA_KEYS, type AreaKey, type ErrorArea, type ErrorEntry} from './types';

/**
 * Polish free-text search that does not need diacritics: 'platnosc' finds 'płatność'. The
 * folding is the site search's own (one definition, so both searches agree); here the words are
 * only split on white space.
 */
export function normalizeForSearch(text: string): string {
  return foldDiacritics(text).replace(/\s+/g, ' ').trim();
}

export interface ErrorFilter {
  /** An area key, or 'all'. */
  area: AreaKey | 'all';
  /** Free text; every word must appear somewhere in the entry. */
  query: string;
}

export const NO_FILTER: ErrorFilter = {area: 'all', query: ''};

/** Whether a value (the area select's) is an area key or 'all'. */
export function isAreaFilter(value: string): value is ErrorFilter['area'] {
  return value === 'all' || (AREA_KEYS as readonly string[]).includes(value);
}

function searchableText(error: ErrorEntry, areaLabel: string): string {
  return normalizeForSearch(
    [
      error.code === undefined ? '' : String(error.code),
      error.id,
      error.title,
      error.meaning,
      error.when,
      error.action,
      error.body ?? '',
      error.message ?? '',
      error.operation ?? '',
      areaLabel,
    ].join(' '),
  );
}

export function filterErrors(errors: readonly ErrorEntry[], areas: readonly ErrorArea[], {area, query}: ErrorFilter): ErrorEntry[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  const labels = new Map(areas.map((candidate) => [candidate.key, candidate.label]));
  return errors.filter((error) => {
    if (area !== 'all' && error.area !== area) return false;
    if (words.length === 0) return true;
    const text = searchableText(error, labels.get(error.area) ?? '');
    return words.every((word) => text.includes(word));
  });
}

/** Entries per area, for the counts in the area filter. */
export function countByArea(errors: readonly ErrorEntry[]): Map<AreaKey, number> {
  const counts = new Map<AreaKey, number>();
  for (const error of errors) counts.set(error.area, (counts.get(error.area) ?? 0) + 1);
  return counts;
}
