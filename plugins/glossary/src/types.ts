/** One glossary concept: a single preferred Polish term, the other names as aliases. */
export interface GlossaryEntry {
  id: string;
  term: string;
  aliases: string[];
  english?: string[];
  panel?: string;
  api?: string[];
  terraform?: string[];
  /** Words pages must not use for this concept; the terminology check names `term` instead. */
  discouraged?: string[];
  definition: string;
  /** Doc routes relative to the base path, with a trailing slash. */
  pages: string[];
}
