import type {GlossaryEntry} from './types';

/**
 * Term links (issue 20): the first occurrence of a glossary term or alias in a page's prose
 * becomes <GlossaryTerm id definition>word</GlossaryTerm>, a link to its glossary entry with the
 * definition as a tooltip. Never in headings, code, links, tables or components (the data
 * plugins' tables, widgets), never on the glossary page itself. Pure: works on the mdast tree.
 */

export interface MdNode {
  type: string;
  value?: string;
  name?: string | null;
  children?: MdNode[];
  attributes?: unknown;
}

/** Node types whose text is never linked, children included. */
const SKIPPED = new Set([
  'heading',
  'code',
  'inlineCode',
  'link',
  'linkReference',
  'table',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'html',
  'image',
  'definition',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
]);
/** Enough to help without turning a page into a field of links. */
export const MAX_LINKS_PER_PAGE = 8;
/** Names shorter than this (after trimming) are too ambiguous to link ("IP" in every other line). */
const MIN_NAME_LENGTH = 3;

interface Candidate {
  entry: GlossaryEntry;
  pattern: RegExp;
  /** Words that must match as written (acronyms and mixed case: OVS, StorageClass), by position. */
  exact: (string | null)[];
  /** The name's first word in lower case: a text without it cannot match (checked before the pattern). */
  firstWord: string;
  /** The first word is letters and digits only, so a text that matches has it as one of its words. */
  plainFirstWord: boolean;
}

const NOT_WORD = /[^\p{L}\p{N}]+/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Acronyms and mixed-case words (OCI, StorageClass) match as written; other words in any case. */
function caseSensitive(word: string): boolean {
  return /[A-Z]/.test(word.slice(1)) || (word === word.toUpperCase() && /[A-Z]/.test(word));
}

/** The match's words agree with the name's case-sensitive words. */
function exactWordsAgree(candidate: Candidate, matched: string): boolean {
  const words = matched.split(/[\s\u00a0]+/);
  return candidate.exact.every((word, index) => word === null || words[index] === word);
}

// Pages of one section get the same entries: their patterns are compiled once per build.
const compiled = new Map<string, Candidate[]>();

export function termCandidates(entries: readonly GlossaryEntry[]): Candidate[] {
  const key = entries.map((entry) => `${entry.id}\u0000${entry.term}\u0000${entry.aliases.join('\u0000')}`).join('\u0001');
  const known = compiled.get(key);
  if (known) return known;
  const candidates: Candidate[] = [];
  for (const entry of entries) {
    for (const name of [entry.term, ...entry.aliases]) {
      if (name.trim().length < MIN_NAME_LENGTH) continue;
      // Words may be joined by the non-breaking spaces the typography plugin puts in.
      const words = name.trim().split(/\s+/);
      const body = words.map(escapeRegExp).join('[\\s\\u00a0]+');
      candidates.push({
        entry,
        pattern: new RegExp(`(?<![\\p{L}\\p{N}_-])${body}(?![\\p{L}\\p{N}_-])`, 'giu'),
        exact: words.map((word) => (caseSensitive(word) ? word : null)),
        firstWord: words[0]!.toLowerCase(),
        plainFirstWord: !NOT_WORD.test(words[0]!),
      });
    }
  }
  // Longer names first: "dysk OVS" before "OVS".
  candidates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  compiled.set(key, candidates);
  return candidates;
}

export interface TermLinkOptions {
  entries: readonly GlossaryEntry[];
  /** Entry ids not to link on this page (front matter `glossary_skip`). */
  skip?: readonly string[];
}

function termElement(entry: GlossaryEntry, text: string): MdNode {
  return {
    type: 'mdxJsxTextElement',
    name: 'GlossaryTerm',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'id', value: entry.id},
      {type: 'mdxJsxAttribute', name: 'definition', value: entry.definition},
    ],
    children: [{type: 'text', value: text}],
  };
}

/** Links the first occurrences in `tree` (mutated: remark transforms work in place). Returns the ids linked. */
export function linkTerms(tree: MdNode, {entries, skip = []}: TermLinkOptions): string[] {
  const skipped = new Set(skip);
  const candidates = termCandidates(entries.filter((entry) => !skipped.has(entry.id)));
  const linked = new Set<string>();
  const visit = (node: MdNode): void => {
    if (!node.children || SKIPPED.has(node.type)) return;
    const next: MdNode[] = [];
    for (const child of node.children) {
      if (child.type !== 'text' || linked.size >= MAX_LINKS_PER_PAGE) {
        visit(child);
        next.push(child);
        continue;
      }
      next.push(...splitText(child.value ?? ''));
    }
    node.children = next;
  };
  const splitText = (text: string): MdNode[] => {
    let best: {candidate: Candidate; index: number; length: number} | null = null;
    // A substring test is far cheaper than the Unicode pattern, and a match starts with the name's
    // first word: the pattern runs only from there, and not at all where it could not come first.
    const lowerText = text.toLowerCase();
    const sameIndices = lowerText.length === text.length;
    const textWords = new Set(lowerText.split(NOT_WORD));
    for (const candidate of candidates) {
      if (linked.has(candidate.entry.id) || (candidate.plainFirstWord && !textWords.has(candidate.firstWord))) continue;
      const from = lowerText.indexOf(candidate.firstWord);
      if (from === -1 || (best !== null && from >= best.index)) continue;
      const {pattern} = candidate;
      pattern.lastIndex = sameIndices ? from : 0;
      for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
        if (!exactWordsAgree(candidate, match[0])) continue;
        if (best === null || match.index < best.index) best = {candidate, index: match.index, length: match[0].length};
        break;
      }
    }
    if (!best || linked.size >= MAX_LINKS_PER_PAGE) return text ? [{type: 'text', value: text}] : [];
    linked.add(best.candidate.entry.id);
    const before = text.slice(0, best.index);
    const word = text.slice(best.index, best.index + best.length);
    const after = text.slice(best.index + best.length);
    return [...(before ? [{type: 'text', value: before}] : []), termElement(best.candidate.entry, word), ...splitText(after)];
  };
  visit(tree);
  return [...linked];
}
