import type {GlossaryEntry} from './types';

/**
 * Checks glossary data as untyped input, so a bad entry stops the build with a precise
 * Polish message instead of producing a broken tooltip or a dead link.
 */
export interface GlossaryProblem {
  entry: string;
  message: string;
}

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function checkTextList(out: GlossaryProblem[], entry: string, field: string, value: unknown, required: boolean): void {
  if (value === undefined && !required) return;
  if (!Array.isArray(value)) {
    out.push({entry, message: `pole "${field}" musi być listą tekstów`});
    return;
  }
  value.forEach((item, index) => {
    if (!isText(item)) out.push({entry, message: `pole "${field}", pozycja ${index + 1}: pusty lub nietekstowy wpis`});
  });
}

export function validateGlossary(data: unknown, knownRoutes: ReadonlySet<string>): GlossaryProblem[] {
  const out: GlossaryProblem[] = [];
  if (!Array.isArray(data)) return [{entry: '(słowniczek)', message: 'dane słowniczka muszą być listą wpisów'}];
  const ids = new Set<string>();
  const names = new Map<string, string>();
  data.forEach((raw, index) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const entry = isText(item.id) ? item.id : `wpis ${index + 1}`;
    if (!isText(item.id) || !ID_PATTERN.test(item.id)) {
      out.push({entry, message: 'pole "id" musi być niepustym identyfikatorem z małych liter, cyfr i myślników'});
    } else if (ids.has(item.id)) {
      out.push({entry, message: `identyfikator "${item.id}" powtarza się`});
    } else {
      ids.add(item.id);
    }
    if (!isText(item.term)) out.push({entry, message: 'pole "term" (termin) jest puste'});
    if (!isText(item.definition)) out.push({entry, message: 'pole "definition" (definicja) jest puste'});
    checkTextList(out, entry, 'aliases', item.aliases, true);
    for (const field of ['english', 'api', 'terraform', 'discouraged']) {
      checkTextList(out, entry, field, item[field], false);
    }
    if (item.panel !== undefined && !isText(item.panel)) out.push({entry, message: 'pole "panel" jest puste'});
    checkTextList(out, entry, 'pages', item.pages, true);
    if (Array.isArray(item.pages)) {
      for (const page of item.pages) {
        if (isText(page) && !knownRoutes.has(page)) {
          out.push({entry, message: `odnośnik do strony "${page}" nie prowadzi do żadnej strony dokumentacji`});
        }
      }
    }
    for (const field of ['linksIn', 'linksNotIn']) {
      checkTextList(out, entry, field, item[field], false);
      if (Array.isArray(item[field])) {
        for (const prefix of item[field] as unknown[]) {
          if (isText(prefix) && !/^\/(?:.*\/)?$/.test(prefix)) {
            out.push({
              entry,
              message: `pole "${field}": "${prefix}" musi być ścieżką strony lub działu od „/” do „/”, np. /services/cloud-storage/`,
            });
          }
        }
      }
    }
    // A name that points at two concepts would make the term links ambiguous.
    const own = [item.term, ...(Array.isArray(item.aliases) ? item.aliases : [])].filter(isText);
    for (const name of own) {
      const key = name.toLocaleLowerCase('pl');
      const owner = names.get(key);
      if (owner !== undefined && owner !== entry) {
        out.push({entry, message: `nazwa "${name}" należy już do wpisu "${owner}"`});
      } else {
        names.set(key, entry);
      }
    }
  });
  return out;
}

export function formatGlossaryProblems(problems: GlossaryProblem[]): string {
  return ['Słowniczek pojęć zawiera błędy:', ...problems.map((p) => `- ${p.entry}: ${p.message}`)].join('\n');
}

export function assertValidGlossary(data: unknown, knownRoutes: ReadonlySet<string>): asserts data is GlossaryEntry[] {
  const problems = validateGlossary(data, knownRoutes);
  if (problems.length > 0) throw new Error(formatGlossaryProblems(problems));
}
