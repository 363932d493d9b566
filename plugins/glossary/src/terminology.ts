import type {GlossaryEntry} from './types';

/** A discouraged word found on a page, with where it is and what to write instead. */
export interface TerminologyFinding {
  file: string;
  line: number;
  found: string;
  preferred: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Finds discouraged variants the glossary lists. Whole words only (Polish letters count as
 * word characters), case-insensitive; code blocks and inline code are skipped because they
 * quote identifiers, not prose.
 */
export function checkTerminology(file: string, source: string, glossary: readonly GlossaryEntry[]): TerminologyFinding[] {
  const rules = glossary.flatMap((entry) =>
    (entry.discouraged ?? []).map((word) => ({
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu'),
      preferred: entry.term,
    })),
  );
  const findings: TerminologyFinding[] = [];
  let inFence = false;
  source.split('\n').forEach((raw, index) => {
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const line = raw.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const rule of rules) {
      for (const match of line.matchAll(rule.pattern)) {
        findings.push({file, line: index + 1, found: match[0], preferred: rule.preferred});
      }
    }
  });
  return findings;
}

export function formatTerminologyFinding(f: TerminologyFinding): string {
  return `${f.file}:${f.line}: „${f.found}” – użyj terminu „${f.preferred}”`;
}
