/**
 * One term per concept (issue 37), pure: finds in a page or a data text the variants the glossary
 * lists as `discouraged` and panel paths written with another separator than ›. It reads what a
 * reader reads, so it skips code (fenced and inline), quotes of panel labels („…”) and a line that
 * names a variant on purpose ("zwany też", "inaczej"). tests/content/terminology.test.ts runs it
 * over docs/ and the plugins' data; contentLint.ts uses it for the pages' lint.
 */
import type {GlossaryEntry} from './types';

export interface TermRule {
  pattern: RegExp;
  found: string;
  preferred: string;
}

/** A variant found: where, what, and what to write instead. */
export interface TermFinding {
  file: string;
  line: number;
  found: string;
  preferred: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole words (Polish letters and digits count as word characters), case-insensitive. */
export function termRules(glossary: readonly GlossaryEntry[]): TermRule[] {
  return glossary.flatMap((entry) =>
    (entry.discouraged ?? []).map((word) => ({
      pattern: new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(word)}(?![\\p{L}\\p{N}]|-\\p{N})`, 'giu'),
      found: word,
      preferred: entry.term,
    })),
  );
}

/** A line that names another spelling on purpose: "zwany też PL01", "inaczej PL1-001". */
const ALSO_CALLED = /(?<![\p{L}])(zwan[aeyi]\s+(też|także)|inaczej|nazywan[aey]\s+(też|także))(?![\p{L}])/iu;

/** Panel paths use one separator: a bold label, ">", a bold label. */
const WRONG_SEPARATOR = /\*\*[^*\n]+\*\*\s*(?:>|&gt;|\/|»)\s*\*\*[^*\n]+\*\*/u;

/** Prose of one line: inline code, HTML attributes and quotes of panel labels blanked (positions kept). */
export function readableLine(line: string): string {
  const blank = (text: string) => ' '.repeat(text.length);
  return line
    .replace(/`[^`]*`/g, blank)
    .replace(/„[^”\n]*”/g, blank)
    .replace(/<[a-zA-Z][^>]*>/g, blank);
}

/**
 * Findings in a text whose lines are numbered from `firstLine`. `markdown` skips fenced code and
 * checks the bold path separator; data texts are checked line by line as they are.
 */
export function findTermVariants(
  file: string,
  text: string,
  rules: readonly TermRule[],
  options: {markdown?: boolean; firstLine?: number} = {},
): TermFinding[] {
  const findings: TermFinding[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = (options.firstLine ?? 1) + index;
    if (options.markdown) {
      const marker = raw.match(/^\s*(`{3,}|~{3,})/)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return;
      }
      if (marker) {
        fence = marker;
        return;
      }
    }
    if (ALSO_CALLED.test(raw)) return;
    const prose = readableLine(raw);
    for (const rule of rules) {
      for (const match of prose.matchAll(rule.pattern)) findings.push({file, line, found: match[0], preferred: rule.preferred});
    }
    if (options.markdown && WRONG_SEPARATOR.test(prose)) {
      findings.push({file, line, found: WRONG_SEPARATOR.exec(prose)![0], preferred: 'ścieżka w panelu z separatorem ›: **A** › **B**'});
    }
  });
  return findings;
}

/** Keys of data entries that hold other names on purpose or identifiers, not prose. */
const NOT_PROSE_KEYS = new Set([
  'id',
  'aliases',
  'english',
  'discouraged',
  'api',
  'terraform',
  'pages',
  'keywords',
  'field',
  'name',
  'type',
  'anchor',
  'route',
]);

/**
 * Every prose string of a JSON document with its line in the file: the first line at or after the
 * previous string's whose text holds the string as JSON writes it. `alsoSkip` names more keys
 * whose strings are not shown to readers (the English notes of i18n/pl/code.json).
 */
export function jsonProse(source: string, alsoSkip: readonly string[] = []): {text: string; line: number}[] {
  const skipped = new Set([...NOT_PROSE_KEYS, ...alsoSkip]);
  const lines = source.split('\n');
  const out: {text: string; line: number}[] = [];
  let cursor = 0;
  const visit = (value: unknown, key: string | undefined): void => {
    if (typeof value === 'string') {
      if (key !== undefined && skipped.has(key)) return;
      const encoded = JSON.stringify(value).slice(1, -1);
      let at = lines.findIndex((text, index) => index >= cursor && text.includes(encoded));
      if (at === -1) at = cursor;
      cursor = at;
      out.push({text: value, line: at + 1});
      return;
    }
    if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(JSON.parse(source), undefined);
  return out;
}

/** String literals of a TypeScript source with their lines (texts shown to readers live in them). */
export function tsStrings(source: string): {text: string; line: number}[] {
  const out: {text: string; line: number}[] = [];
  source.split('\n').forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    for (const match of line.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
      out.push({text: match[1] ?? match[2] ?? match[3], line: index + 1});
    }
  });
  return out;
}

export function formatTermFinding(finding: TermFinding): string {
  return `${finding.file}:${finding.line}: „${finding.found}” – użyj: ${finding.preferred}`;
}
