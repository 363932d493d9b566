import {foldDiacritics} from './normalize';
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

/**
 * About `length` characters of a section's text around its densest run of matches, cut at
 * word boundaries, with '…' where text was left out.
 */
export function snippet(text: string, matches: MatchSet, length = 160): TextPart[] {
  const starts = matchStarts(text, matches);
  let start = 0;
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
    // A little context before the first match, starting at a word.
    start = Math.max(0, starts[best] - 30);
    if (start > 0) {
      const space = text.indexOf(' ', start);
      start = space >= 0 && space < starts[best] ? space + 1 : starts[best];
    }
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const ranges = matchRanges(text.slice(start, end), matches).map(([from, to]): [number, number] => [from + start, to + start]);
  const parts = split(text, ranges, start, end);
  if (start > 0) parts.unshift({text: '…', match: false});
  if (end < text.length) parts.push({text: '…', match: false});
  return parts;
}
