/** The index file written at build time (search-index.json) and read by the browser. */
export interface SearchIndexData {
  version: 1;
  pages: SearchPage[];
  /** The glossary's other names and the reviewed intents, matched on the query (src/expansions.ts). */
  expansions?: QueryExpansion[];
}

export interface SearchPage {
  /** Absolute path of the page, with the base path ('/pl/docs/billing/faktury/'). */
  url: string;
  title: string;
  /** The page's meta description. */
  description: string;
  /** The part of the page before its first heading comes first, with an empty heading. */
  sections: SearchSection[];
  /**
   * Below 1 for pages that should come after the guides for the same words (the API reference,
   * the glossary), from `<meta name="search-weight">`; absent means 1.
   */
  weight?: number;
}

export interface SearchSection {
  heading: string;
  /** Id of the heading, '' for the part before the first heading. */
  anchor: string;
  text: string;
}

/** A piece of displayed text; `match` pieces are the reader's words, shown highlighted. */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface SectionHit {
  /** Link target: the page URL, with the heading's anchor when the hit is a section. */
  url: string;
  heading: TextPart[] | null;
  snippet: TextPart[];
}

export interface PageHit {
  pageUrl: string;
  title: TextPart[];
  /** Best first; the suggestion box shows the first one. */
  sections: SectionHit[];
  score: number;
}

/**
 * Words a query may stand for (src/expansions.ts): when every `when` group has a word in the
 * query (one of the group's words, any inflected form), the phrases of `add` are searched as
 * alternatives for those words.
 */
export interface QueryExpansion {
  when: string[][];
  add: string[];
}
