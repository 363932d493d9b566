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
  /**
   * Where a page's term links to this entry: route prefixes (relative to the base path, with a
   * trailing slash) of the sections or pages that use this sense. Absent: every page. For a term
   * with a narrow sense, such as an object of object storage, so that the API or Terraform
   * reference never links "obiekt" to it.
   */
  linksIn?: string[];
  /** Route prefixes where the term never links to this entry (a page that uses the word in another sense). */
  linksNotIn?: string[];
}

/** Plugin name, as Docusaurus reports it in build errors and namespaces its generated files. */
export const PLUGIN_NAME = 'glossary';

/** A page that explains an entry: its route (relative to the base path) and its title. */
export interface GlossaryPageLink {
  route: string;
  title: string;
}

/** An entry as the glossary page shows it: the pages resolved to their titles. */
export interface GlossaryPageEntry extends Omit<GlossaryEntry, 'pages' | 'discouraged'> {
  pages: GlossaryPageLink[];
}

/** What the plugin hands to the glossary page (a data module of its own) and to glossary.json. */
export interface GlossaryContent {
  /** Route of the glossary page, relative to the base path; entry anchors are `<route>#<id>`. */
  route: string;
  /** Entries in Polish alphabetical order of their terms. */
  entries: GlossaryEntry[];
  /** Title of every page an entry links to. */
  pageTitles: Record<string, string>;
}
