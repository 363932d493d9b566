import {foldDiacritics} from '../../page-data-kit/text/normalize';
import {CELL} from './cells';
import {tokenize, type Token} from './tokenize';
import type {TextPart} from './types';

/** What counts as the reader's word when text is highlighted. */
export interface MatchSet {
  words: ReadonlySet<string>;
  stems: ReadonlySet<string>;
  /** Words being typed: any word that starts with one of them is marked. */
  prefixes: readonly string[];
}

export function isMatch(token: Pick<Token, 'word' | 'stem'>, matches: MatchSet): boolean {
  return matches.words.has(token.word) || matches.stems.has(token.stem) || matches.prefixes.some((prefix) => token.word.startsWith(prefix));
}

/** Original-text ranges of the matching tokens, merged, in order. */
function matchRanges(text: string, matches: MatchSet): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const token of tokenize(text)) {
    if (!isMatch(token, matches)) continue;
    const last = ranges.at(-1);
    if (last && token.start <= last[1]) last[1] = Math.max(last[1], token.end);
    else ranges.push([token.start, token.end]);
  }
  return ranges;
}

function split(text: string, ranges: ReadonlyArray<[number, number]>, from = 0, to = text.length): TextPart[] {
  const parts: TextPart[] = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const clippedStart = Math.max(start, from);
    if (clippedStart > at) parts.push({text: text.slice(at, clippedStart), match: false});
    parts.push({text: text.slice(clippedStart, Math.min(end, to)), match: true});
    at = Math.min(end, to);
  }
  if (at < to) parts.push({text: text.slice(at, to), match: false});
  return parts;
}

/** The whole text (a title, a heading) with the reader's words marked. */
export function highlight(text: string, matches: MatchSet): TextPart[] {
  return split(text, matchRanges(text, matches));
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Where matches may start, found with indexOf on the folded text: tokenising a whole long
 * section for every suggestion costs tens of milliseconds, this costs well under one. Stems
 * and prefixes are matched as word beginnings, so a position may be approximate; the window
 * picked from them is then highlighted exactly.
 */
function matchStarts(text: string, matches: MatchSet): number[] {
  const folded = foldDiacritics(text);
  if (folded.length !== text.length) return matchRanges(text, matches).map(([start]) => start);
  const starts = new Set<number>();
  for (const needle of new Set([...matches.words, ...matches.stems, ...matches.prefixes])) {
    if (!needle) continue;
    for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + 1)) {
      if (at === 0 || !WORD_CHARACTER.test(folded[at - 1])) starts.add(at);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

// Where a sentence or a block ends: the extractor ends each block (a paragraph, a list item, a
// table row) with a line break; inside a block, a full stop, '!' or '?' before a space.
const BOUNDARY = /\n|[.!?…](?=\s)/g;

/** Offsets just after each sentence or block end in text[from, to), in order. */
function boundaries(text: string, from: number, to: number): number[] {
  const found: number[] = [];
  BOUNDARY.lastIndex = from;
  for (let match = BOUNDARY.exec(text); match && match.index < to; match = BOUNDARY.exec(text)) found.push(match.index + 1);
  return found;
}

/**
 * The column labels of the table row that starts at `lineStart` (extract.ts: a table's rows are
 * lines with tab-separated cells under a line of labels that starts with a tab), or null.
 */
function labelsOf(text: string, lineStart: number): string[] | null {
  let at = lineStart;
  while (at > 0) {
    const previous = text.lastIndexOf('\n', at - 2) + 1;
    const line = text.slice(previous, at - 1);
    if (line.startsWith(CELL)) return line.slice(1).split(CELL);
    if (!line.includes(CELL)) return null;
    at = previous;
  }
  return null;
}

/**
 * The snippet's pieces on one line: a block end becomes a space after punctuation, else ' · ';
 * a table row's cells get their column labels ('Kod: 402; Znaczenie: …').
 */
function oneLine(parts: TextPart[], text: string, from: number): TextPart[] {
  let at = from;
  let labels: string[] | null = null;
  let cell = 0;
  let table = false;
  return parts.flatMap((part) => {
    let shown = '';
    // A label in front of a marked word is not the reader's word: it goes before the mark.
    let label = '';
    for (const character of part.text) {
      const lineStart = at === 0 || text[at - 1] === '\n';
      if (lineStart || at === from) {
        const start = text.lastIndexOf('\n', at - 1) + 1;
        const header = text[start] === CELL;
        labels = !header && text.slice(start, text.indexOf('\n', start) >>> 0).includes(CELL) ? labelsOf(text, start) : null;
        // Only in a table's lines (its labels, or a row under them) is '|' a cell's end.
        table = header || labels !== null;
        cell = text.slice(start, at).split(CELL).length - 1;
        if (labels?.[cell] && lineStart) {
          if (part.match && shown === '') label = `${labels[cell]}: `;
          else shown += `${labels[cell]}: `;
        }
      }
      if (character === '\n') shown += /[.!?:;…]/.test(text[at - 1] ?? '.') ? ' ' : ' · ';
      else if (character === CELL && table) {
        cell++;
        const empty = at + 1 >= text.length || text[at + 1] === CELL || text[at + 1] === '\n';
        const lineHead = at === 0 || text[at - 1] === '\n';
        if (lineHead) shown += '';
        else if (!labels) shown += ' · ';
        else if (!empty) shown += labels[cell] ? `; ${labels[cell]}: ` : '; ';
      } else shown += character;
      at += character.length;
    }
    const piece = shown === part.text ? part : {...part, text: shown};
    return label ? [{text: label, match: false}, piece] : [piece];
  });
}

/**
 * About `length` characters of a section's text around its densest run of matches, from the
 * start of the sentence or table row it is in (or cut at a word with '…' when that is too far
 * back) to the end of a sentence or row where one is near, so the snippet reads as text.
 */
export function snippet(text: string, matches: MatchSet, length = 160): TextPart[] {
  const starts = matchStarts(text, matches);
  let start = 0;
  let cutStart = false;
  if (starts.length > 0) {
    let best = 0;
    let bestCount = -1;
    for (let i = 0; i < starts.length; i++) {
      let count = 0;
      for (let j = i; j < starts.length && starts[j] - starts[i] <= length - 20; j++) count++;
      if (count > bestCount) {
        best = i;
        bestCount = count;
      }
    }
    const first = starts[best];
    // The sentence or row the first match is in, when it starts close enough to show the match.
    const sentence = boundaries(text, Math.max(0, first - length / 2), first).at(-1) ?? (first <= length / 2 ? 0 : -1);
    if (sentence >= 0) start = sentence;
    else {
      // A little context before the first match, starting at a word.
      start = Math.max(0, first - 30);
      const space = text.indexOf(' ', start);
      start = space >= 0 && space < first ? space + 1 : first;
      cutStart = true;
    }
    // A table's line of labels is not shown as text: each cell of the row gets its label anyway.
    const labelsEnd = text[start] === CELL ? text.indexOf('\n', start) : -1;
    if (labelsEnd >= 0 && labelsEnd < first) start = labelsEnd + 1;
    while (start < first && /\s/.test(text[start])) start++;
  }
  let end = Math.min(text.length, start + length);
  let cutEnd = end < text.length;
  if (cutEnd) {
    // The last sentence or row end in the second half of the window, else the last word.
    const ends = boundaries(text, start + length / 2, end + 1);
    if (ends.length > 0) {
      end = ends.at(-1) as number;
      cutEnd = false;
    } else {
      const space = text.lastIndexOf(' ', end);
      if (space > start + length / 2) end = space;
    }
  }
  while (end > start && /\s/.test(text[end - 1])) end--;
  const ranges = matchRanges(text.slice(start, end), matches).map(([from, to]): [number, number] => [from + start, to + start]);
  const parts = oneLine(split(text, ranges, start, end), text, start);
  if (start > 0 && cutStart) parts.unshift({text: '…', match: false});
  if (cutEnd) parts.push({text: '…', match: false});
  return parts;
}
