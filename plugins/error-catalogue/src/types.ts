/**
 * Shapes of the error catalogue. No React or Docusaurus imports: the data, its validation, the
 * filter and the JSON output are tested without a build.
 */

/** Plugin name, as Docusaurus reports it in build errors and namespaces its generated files. */
export const PLUGIN_NAME = 'error-catalogue';

/** Areas the catalogue files entries under (issue 6). */
export const AREA_KEYS = ['api', 'oci', 'ocs', 'otm', 'oks', 'billing', 'site'] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

export interface ErrorArea {
  key: AreaKey;
  /** Polish label shown in the filter and on each entry. */
  label: string;
  /** First word of the ids of this area's entries (`oci` gives `#blad-oci-snapshoty`). */
  idPrefix: string;
}

/** A related page, by route relative to the base path (`/faq/faq/snapshot/`). */
export interface SeeAlso {
  label: string;
  to: string;
}

export interface ErrorEntry {
  /**
   * Stable id; the anchor is `blad-<id>`. An HTTP code of the general API table uses the bare
   * code (`409` gives `#blad-409`); any other entry starts with its area's prefix.
   */
  id: string;
  area: AreaKey;
  /** HTTP status code, when the spec gives one. */
  code?: number;
  /** The call the code belongs to, when it is specific to one call. */
  operation?: string;
  /** Short Polish name: what `<ErrorCode />` shows next to the code. */
  title: string;
  /** Polish: what it means. */
  meaning: string;
  /** Polish: when it happens. */
  when: string;
  /** Polish: what the reader should do. */
  action: string;
  /** Polish: what the response body carries. */
  body?: string;
  /** The message exactly as the reader sees it. */
  message?: string;
  seeAlso?: readonly SeeAlso[];
}

export interface ErrorCatalogueData {
  areas: readonly ErrorArea[];
  errors: readonly ErrorEntry[];
}

/** Anchor of an entry, stable because other pages link to it. */
export function errorAnchor(id: string): string {
  return `blad-${id}`;
}
