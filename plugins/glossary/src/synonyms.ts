import type {GlossaryEntry} from './types';

/**
 * What search needs from the glossary: each concept's other names (aliases, English names, the
 * panel label, API fields and Terraform attributes) with the pages that explain it. The search
 * plugin adds them to those pages' indexed description (plugins/search-pl/src/buildIndex.ts).
 */
export function glossarySynonyms(entries: readonly GlossaryEntry[]): {names: string[]; pages: string[]}[] {
  return entries.map((entry) => ({
    names: [
      entry.term,
      ...entry.aliases,
      ...(entry.english ?? []),
      ...(entry.panel ? [entry.panel] : []),
      ...(entry.api ?? []),
      ...(entry.terraform ?? []),
    ],
    pages: [...entry.pages],
  }));
}
