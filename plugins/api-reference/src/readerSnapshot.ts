/**
 * The storage contract of the reader values, small enough for every page's first load: the keys,
 * the change event, and the one string the samples' hook watches. Pure.
 */

/** sessionStorage key of the values (the token included: never localStorage, a cookie or the URL). */
export const VALUES_KEY = 'reader-values';
/** localStorage key of the region, shared with the reference's region switch (api-reference). */
export const REGION_KEY = 'api-samples-region';
/** Window event after any change, so every sample and the region switch re-read the storage. */
export const CHANGE_EVENT = 'reader-values-change';

/** The region and the stored values in one string; empty when nothing changes a sample. */
export function snapshotOf(region: string | null, stored: string | null): string {
  const krk = region === 'krk';
  return krk || stored ? `${krk ? 'krk' : 'waw'}\n${stored ?? ''}` : '';
}
