/** One row of the content fact table: strings that must stay on the page at `route`. */
export interface PageFacts {
  /** Canonical route of the page (as tests/content/docSources.ts derives it), relative to the base path. */
  route: string;
  /** Exact substrings of the page source (numbers, names, fields, codes from the spec). */
  facts: string[];
}
