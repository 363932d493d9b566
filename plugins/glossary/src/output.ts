import type {GlossaryContent} from './types';

/**
 * The machine-readable copy (/pl/docs/api/glossary.json) for tools, translators and the
 * search: every entry with absolute paths to its anchor on the glossary page and to the pages
 * that explain it. Optional fields are null when the entry has none, so a tool never guesses.
 */
export interface GlossaryJsonOptions {
  /** Site base URL, '/pl/docs/'. */
  baseUrl: string;
  /** Data file named in the output so that readers know where to fix it. */
  dataFile: string;
}

function sitePath(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/$/, '')}${route}`;
}

export function buildGlossaryJson(content: GlossaryContent, {baseUrl, dataFile}: GlossaryJsonOptions) {
  return {
    schemaVersion: 1,
    source: dataFile,
    description:
      'Słowniczek pojęć dokumentacji: preferowany polski termin każdego pojęcia, inne nazwy, nazwy angielskie, etykieta w panelu, pola API i atrybuty Terraform oraz strony, które je objaśniają. Kolejność alfabetyczna według polskich reguł.',
    page: sitePath(baseUrl, content.route),
    entries: content.entries.map((entry) => ({
      id: entry.id,
      term: entry.term,
      aliases: entry.aliases,
      english: entry.english ?? [],
      panel: entry.panel ?? null,
      api: entry.api ?? [],
      terraform: entry.terraform ?? [],
      discouraged: entry.discouraged ?? [],
      definition: entry.definition,
      url: `${sitePath(baseUrl, content.route)}#${entry.id}`,
      pages: entry.pages.map((page) => ({path: sitePath(baseUrl, page), title: content.pageTitles[page] ?? page})),
    })),
  };
}

export type GlossaryJson = ReturnType<typeof buildGlossaryJson>;

export function serializeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
