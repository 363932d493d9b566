import {transpositionDistance, typoBudget} from '../../page-data-kit/text/editDistance';
import {highlight, snippet, type MatchSet} from './highlight';
import {parseQuery, type QueryTerm} from './query';
import {documentedCode, documentedIdentifier, documentedPath, pastedApiPath, pastedCode, pastedIdentifier} from './pathQuery';
import {root, stem} from './stem';
import {didYouMean, surfaceForms} from './suggest';
import {tokenize} from './tokenize';
import type {PageHit, QueryExpansion, SearchIndexData, SearchPage} from './types';

/**
 * The search engine: an inverted index built in the browser from the page texts of
 * search-index.json (shipping text only keeps the file small; indexing ~100 pages takes tens of
 * milliseconds), ranked with BM25F over the fields of each unit. A unit is a page's head (title,
 * description) or one of its sections (heading, text).
 */

// Fields of a unit, as indexes into the per-field arrays.
const Field = {Title: 0, Description: 1, Heading: 2, Text: 3} as const;
type Field = (typeof Field)[keyof typeof Field];
// BM25F: a word in the title counts 6 times one in the text, the description 2, a heading 4.
const FIELD_WEIGHT = [6, 2, 4, 1];
// Length normalisation per field: body text, long and uneven, is normalised most.
const FIELD_B = [0.5, 0.5, 0.5, 0.75];
// Term-frequency saturation: the third mention of a word adds little.
const K1 = 1.2;
// Page score: a bonus of up to this share when all the words stand in one section...
const TOGETHER_BONUS = 0.25;
// ...and the page head (title, description) counts again at this share, so a page about the
// words beats a page that mentions them.
const HEAD_BONUS = 0.5;
// A one- or two-letter prefix being typed matches longer words at half TYPED_PREFIX.
const SHORT_PREFIX_SHARE = 0.5;

// How much a term counts when it matched...
const EXACT = 1; // ...the same folded word, or a code exactly;
const SAME_STEM = 0.9; // ...another form of the word;
const TYPED_PREFIX = 0.7; // ...a longer word that starts with what is being typed;
const SAME_ROOT = 0.6; // ...a derived word ('powiększanie' for 'powiększyć');
const NEAR_STEM = 0.55; // ...a stem one or two letters longer or shorter (over-stemmed forms);
const TYPO = 0.4; // ...a word one edit away (two for long words), when nothing closer matched.
// Typo tolerance by word length (editDistance.ts typoBudget: none below five letters, one edit
// up to eight, two from nine; two letters swapped are one edit); at most TYPO_WORDS neighbours count.
const TYPO_WORDS = 5;
// A word the query stands for (src/expansions.ts: the glossary's other names, the intents)
// counts at this share of a word the reader typed.
const EXPANDED = 0.6;
const PART = 0.8; // tf of a compound's part ('tier' in 'tier-3').
// A pasted request path names one operation: the page that documents exactly that path counts
// this much more than its words alone say, at full weight (no rank-down) and opened at the entry.
// A pasted type name (`example_instance`) does the same for the section headed by that name, and
// a code or a number alone (`402`) for the entry headed by it (an error catalogue's row).
const EXACT_PATH = 3;
const MAX_EXPANSIONS = 60;
// Typed terms and the words they stand for, together.
const MAX_TERMS = 24;
const JOINED = /[-._/]/;
const JOINERS = /[-._/]/g;
// Text indexed between two pauses of a build in slices (SearchEngine.inSlices): a few
// milliseconds of work on a slow phone.
const CHARS_PER_SLICE = 4000;
// The constructor's mark for "index later, in slices".
const LATER = Symbol('later');

interface Unit {
  page: number;
  /** Section index within the page; -1 for the page head. */
  section: number;
  length: number[];
}

interface Posting {
  unit: number;
  tf: number[];
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class SearchEngine {
  private readonly pages: readonly SearchPage[];
  private readonly units: Unit[] = [];
  private readonly postings = new Map<string, Posting[]>();
  private readonly averageLength = [0, 0, 0, 0];
  private words: string[] = [];
  private stems: string[] = [];
  /**
   * The section that documents each request path (`path:/instances/{id}/clone_ticket`) or type
   * name (`type:example_instance`), per page: read once here, not on every keystroke.
   */
  private readonly entries = new Map<string, Map<number, number>>();
  /** The index's expansions with their trigger words stemmed, read once. */
  private readonly expansions: Array<{when: Array<Set<string>>; add: string}>;
  private surfaces: Map<string, string> | null = null;

  constructor(data: SearchIndexData, build: typeof LATER | 'now' = 'now') {
    this.pages = data.pages;
    this.expansions = (data.expansions ?? []).flatMap((expansion: QueryExpansion) =>
      expansion.add.map((add) => ({
        when: expansion.when.map(
          (group) => new Set(group.flatMap((word) => tokenize(word).flatMap((token) => (token.part ? [] : [token.word, token.stem])))),
        ),
        add,
      })),
    );
    if (build === 'now') {
      const steps = this.indexing();
      while (!steps.next().done);
    }
  }

  /**
   * The engine built a few pages at a time, `pause` awaited between them: where no worker can
   * build it, the main thread stays free for input and paint (client/searchOffThread.ts). The
   * index is the same as the constructor's.
   */
  static async inSlices(data: SearchIndexData, pause: () => Promise<void>): Promise<SearchEngine> {
    const engine = new SearchEngine(data, LATER);
    const steps = engine.indexing();
    while (!steps.next().done) await pause();
    return engine;
  }

  /** Builds the inverted index, yielding after every CHARS_PER_SLICE characters of text, at a section's end. */
  private *indexing(): Generator<void, void, undefined> {
    this.pages.forEach((page, pageIndex) =>
      page.sections.forEach((section, sectionIndex) => {
        const path = documentedPath(section.text);
        const type = documentedIdentifier(section.heading);
        const code = documentedCode(section.heading);
        for (const key of [path && `path:${path}`, type && `type:${type}`, code && `code:${code}`]) {
          if (!key) continue;
          let pages = this.entries.get(key);
          if (!pages) this.entries.set(key, (pages = new Map()));
          if (!pages.has(pageIndex)) pages.set(pageIndex, sectionIndex);
        }
      }),
    );
    const words = new Set<string>();
    const stems = new Set<string>();
    const record = (unit: number, field: Field, key: string, weight: number) => {
      let list = this.postings.get(key);
      if (!list) this.postings.set(key, (list = []));
      let posting = list.at(-1);
      if (posting?.unit !== unit) list.push((posting = {unit, tf: [0, 0, 0, 0]}));
      posting.tf[field] += weight;
    };
    const add = (unit: number, field: Field, text: string) => {
      const tokens = tokenize(text);
      this.units[unit].length[field] = tokens.length;
      for (const token of tokens) {
        const weight = token.part ? PART : 1;
        words.add(token.word);
        stems.add(token.stem);
        record(unit, field, `w:${token.word}`, weight);
        if (token.stem !== token.word) record(unit, field, `s:${token.stem}`, weight);
        const tokenRoot = root(token.stem);
        if (tokenRoot !== token.stem) record(unit, field, `r:${tokenRoot}`, weight);
        if (token.stem === token.word && !token.part && JOINED.test(token.word)) {
          const joined = token.word.replace(JOINERS, '');
          words.add(joined);
          record(unit, field, `w:${joined}`, weight);
        }
      }
    };
    let sliceChars = 0;
    for (const [pageIndex, page] of this.pages.entries()) {
      this.units.push({page: pageIndex, section: -1, length: [0, 0, 0, 0]});
      add(this.units.length - 1, Field.Title, page.title);
      add(this.units.length - 1, Field.Description, page.description);
      for (const [sectionIndex, section] of page.sections.entries()) {
        if (sliceChars >= CHARS_PER_SLICE) {
          sliceChars = 0;
          yield;
        }
        sliceChars += section.text.length;
        this.units.push({page: pageIndex, section: sectionIndex, length: [0, 0, 0, 0]});
        add(this.units.length - 1, Field.Heading, section.heading);
        add(this.units.length - 1, Field.Text, section.text);
      }
    }
    const heads = this.pages.length || 1;
    const sections = this.units.length - this.pages.length || 1;
    for (const unit of this.units) {
      for (let field = 0; field < 4; field++) this.averageLength[field] += unit.length[field];
    }
    this.averageLength.forEach((total, field) => {
      this.averageLength[field] = Math.max(1, total / (field <= Field.Description ? heads : sections));
    });
    this.words = [...words].sort();
    this.stems = [...stems].sort();
  }

  /** The title of an indexed page by its URL ('/pl/docs/billing/faktury/'), for lists that show pages by name. */
  titleOf(url: string): string | undefined {
    return this.pages.find((page) => page.url === url)?.title;
  }

  /** Every indexed word, folded and sorted: the vocabulary of "Czy chodziło o …?" (src/suggest.ts). */
  vocabulary(): readonly string[] {
    return this.words;
  }

  /**
   * How the pages spell each folded word that has diacritics ('snapshotow' → 'snapshotów'), so a
   * correction is shown as the pages write it. Made on first call (only a search without
   * results needs it), then kept.
   */
  surfaceForms(): ReadonlyMap<string, string> {
    this.surfaces ??= surfaceForms(
      this.pages.flatMap((page) => [page.title, page.description, ...page.sections.flatMap((section) => [section.heading, section.text])]),
    );
    return this.surfaces;
  }

  /**
   * "Czy chodziło o …?" for a query: its unknown words replaced by the closest indexed words, as
   * the pages spell them, or null when there is nothing to correct or the correction would find
   * nothing either (never a suggestion worse than the query).
   */
  correct(query: string): string | null {
    return didYouMean(query, this.words, {
      surfaces: this.surfaceForms(),
      accept: (corrected) => this.search(corrected, {limit: 1}).length > 0,
    });
  }

  /** Keys that a term matches, each with how much a match counts. */
  private expand(term: QueryTerm): Map<string, number> {
    const keys = new Map<string, number>();
    const put = (key: string, weight: number) => {
      if (this.postings.has(key) && (keys.get(key) ?? 0) < weight) keys.set(key, weight);
    };
    // The index stores a stem or root key only where it differs from the word (or the stem):
    // a word that is its own stem is found under its `w:` key.
    put(`w:${term.word}`, EXACT);
    put(`w:${term.stem}`, SAME_STEM);
    put(`s:${term.stem}`, SAME_STEM);
    put(`s:${root(term.stem)}`, SAME_ROOT);
    put(`w:${root(term.stem)}`, SAME_ROOT);
    put(`r:${root(term.stem)}`, SAME_ROOT);
    if (term.prefix && term.word.length >= 2) {
      const weight = term.word.length >= 3 ? TYPED_PREFIX : TYPED_PREFIX * SHORT_PREFIX_SHARE;
      for (const word of this.wordsStartingWith(term.word)) put(`w:${word}`, weight);
    }
    if (term.family) for (const word of this.wordsStartingWith(term.family)) put(`w:${word}`, NEAR_STEM);
    if (term.stem.length >= 4 && !/\d/.test(term.stem)) {
      const near = (nearStem: string) => {
        put(`s:${nearStem}`, NEAR_STEM);
        put(`w:${nearStem}`, NEAR_STEM);
      };
      for (let cut = 1; cut <= 2 && term.stem.length - cut >= 4; cut++) near(term.stem.slice(0, -cut));
      const from = lowerBound(this.stems, term.stem);
      for (let i = from; i < this.stems.length && this.stems[i].startsWith(term.stem); i++) {
        if (this.stems[i].length <= term.stem.length + 2) near(this.stems[i]);
      }
    }
    // A typo ("kubernets", "snapshto", "fakutra"): only when the word itself, its stem and root
    // (and, for the word being typed, any longer word) found nothing. The first letter must agree, or be swapped with the second ("nsapshot").
    const limit = typoBudget(term.word.length);
    if (keys.size === 0 && limit > 0 && !/\d/.test(term.word)) {
      const [a, b] = term.word;
      let found = 0;
      for (const word of this.words) {
        if (Math.abs(word.length - term.word.length) > limit || (word[0] !== a && (word[0] !== b || word[1] !== a))) continue;
        if (transpositionDistance(word, term.word, limit) <= limit) {
          put(`w:${word}`, TYPO);
          // Its other forms too: 'fakutra' is 'faktura', and 'faktury' answers it as well.
          put(`s:${stem(word)}`, TYPO);
          put(`w:${stem(word)}`, TYPO);
          if (++found === TYPO_WORDS) break;
        }
      }
      // An inflected form with a typo ('fakutra' for 'faktury'): its stem against the stems.
      for (let i = 0; i < this.stems.length && found < TYPO_WORDS && term.stem.length >= 5; i++) {
        const near = this.stems[i];
        if (Math.abs(near.length - term.stem.length) > limit || (near[0] !== a && (near[0] !== b || near[1] !== a))) continue;
        if (transpositionDistance(near, term.stem, limit) <= limit) {
          put(`s:${near}`, TYPO);
          put(`w:${near}`, TYPO);
          found++;
        }
      }
    }
    return keys;
  }

  private inverseFrequency(key: string): number {
    const count = this.postings.get(key)?.length ?? 0;
    return Math.log(1 + (this.units.length - count + 0.5) / (count + 0.5));
  }

  private fieldScore(posting: Posting): number {
    const unit = this.units[posting.unit];
    let weighted = 0;
    for (let field = 0; field < 4; field++) {
      const tf = posting.tf[field];
      if (tf === 0) continue;
      const norm = 1 - FIELD_B[field] + (FIELD_B[field] * unit.length[field]) / this.averageLength[field];
      weighted += (FIELD_WEIGHT[field] * tf) / norm;
    }
    return (weighted * (K1 + 1)) / (weighted + K1);
  }

  /** Words of the vocabulary that start with `prefix`, at most MAX_EXPANSIONS of them. */
  private wordsStartingWith(prefix: string): string[] {
    const found: string[] = [];
    for (let i = lowerBound(this.words, prefix); i < this.words.length && this.words[i].startsWith(prefix); i++) {
      if (found.push(this.words[i]) === MAX_EXPANSIONS) break;
    }
    return found;
  }

  /**
   * A compound the index does not know is matched through its siblings ('tier-3' finds
   * 'tier-1' and 'tier-5': the same family of codes) or, failing that, by its parts.
   */
  private terms(query: string, typing: boolean): QueryTerm[] {
    return parseQuery(query, {typing}).flatMap((term) => {
      if (term.parts.length === 0 || this.postings.has(`w:${term.word}`)) return [term];
      const family = term.word.slice(0, term.word.length - (term.parts.at(-1)?.length ?? 0));
      if (this.wordsStartingWith(family).length > 0) return [{...term, family}];
      return term.parts.map((part, index) => ({
        word: part,
        stem: stem(part),
        parts: [],
        prefix: term.prefix && index === term.parts.length - 1,
      }));
    });
  }

  /**
   * Pages best first, each with its best sections. `typing` treats the last word as
   * unfinished (the suggestion box); the results page passes false.
   */
  search(query: string, {limit = 15, typing = false, sectionsPerPage = 1} = {}): PageHit[] {
    const typed = this.terms(query, typing);
    if (typed.length === 0) return [];
    const {terms, covers, weights} = this.expandQuery(typed);
    const matches = {words: new Set<string>(), stems: new Set<string>(), prefixes: [] as string[]};
    // unit → score of each term in it
    const unitScores = new Map<number, Float64Array>();
    const headingHits = new Set<number>();
    terms.forEach((term, termIndex) => {
      if (term.prefix) matches.prefixes.push(term.word);
      if (term.family) matches.prefixes.push(term.family);
      for (const [key, weight] of this.expand(term)) {
        if (key.startsWith('w:')) matches.words.add(key.slice(2));
        else if (key.startsWith('s:')) matches.stems.add(key.slice(2));
        const idf = this.inverseFrequency(key);
        for (const posting of this.postings.get(key) ?? []) {
          let scores = unitScores.get(posting.unit);
          if (!scores) unitScores.set(posting.unit, (scores = new Float64Array(terms.length)));
          scores[termIndex] = Math.max(scores[termIndex], weights[termIndex] * weight * idf * this.fieldScore(posting));
          if (posting.tf[Field.Heading] > 0) headingHits.add(posting.unit);
        }
      }
    });
    const apiPath = pastedApiPath(query);
    const identifier = pastedIdentifier(query);
    const code = pastedCode(query);
    const named = apiPath !== null ? `path:${apiPath}` : identifier !== null ? `type:${identifier}` : code !== null ? `code:${code}` : null;
    return this.rankPages(unitScores, headingHits, covers, typed.length, named === null ? null : (this.entries.get(named) ?? null))
      .slice(0, limit)
      .map((ranked) => this.pageHit(ranked, matches, sectionsPerPage));
  }

  /**
   * The typed terms, then the words they stand for (the index's expansions, src/expansions.ts):
   * for each term, which typed terms it covers (a typed term covers itself) and its weight.
   */
  private expandQuery(typed: QueryTerm[]): {terms: QueryTerm[]; covers: number[][]; weights: number[]} {
    const terms = [...typed];
    const covers = typed.map((_term, index) => [index]);
    const weights = typed.map(() => 1);
    // A word being typed may still grow into another word: it triggers only when it already is
    // one of the group's words and none of the group's longer words starts with it ('nieaktywny'
    // does; 'mail' does not, the reader may be typing 'maile').
    const finished = (term: QueryTerm, group: ReadonlySet<string>) => {
      if (!term.prefix) return group.has(term.word) || group.has(term.stem);
      if (!group.has(term.word)) return false;
      for (const word of group) if (word !== term.word && word.startsWith(term.word)) return false;
      return true;
    };
    for (const {when, add} of this.expansions) {
      const triggers: number[] = [];
      for (const group of when) {
        const matched = typed.filter((term) => finished(term, group));
        if (matched.length === 0) {
          triggers.length = 0;
          break;
        }
        triggers.push(...matched.map((term) => typed.indexOf(term)));
      }
      if (triggers.length === 0) continue;
      for (const term of parseQuery(add)) {
        const known = terms.findIndex((other) => other.word === term.word);
        if (known >= 0) {
          // Already asked for: it now also stands for these words (a typed word keeps its own weight).
          covers[known] = [...new Set([...covers[known], ...triggers])];
          continue;
        }
        if (terms.length >= MAX_TERMS) break;
        terms.push(term);
        covers.push([...new Set(triggers)]);
        weights.push(EXPANDED);
      }
    }
    return {terms, covers, weights};
  }

  private rankPages(
    unitScores: Map<number, Float64Array>,
    headingHits: ReadonlySet<number>,
    /** Per term, the typed terms it stands for; the typed terms come first. */
    covers: readonly number[][],
    termCount: number,
    /** The documented entry (section index) per page, when the query pastes a path or a type name. */
    namedEntries: ReadonlyMap<number, number> | null,
  ) {
    const perPage = new Map<number, {head: Float64Array | null; sections: Array<[number, Float64Array, boolean]>}>();
    for (const [unitIndex, scores] of unitScores) {
      const unit = this.units[unitIndex];
      let entry = perPage.get(unit.page);
      if (!entry) perPage.set(unit.page, (entry = {head: null, sections: []}));
      if (unit.section < 0) entry.head = scores;
      else entry.sections.push([unit.section, scores, headingHits.has(unitIndex)]);
    }
    const sum = (scores: Float64Array) => scores.reduce((total, score) => total + score, 0);
    // How many of the typed terms a unit answers, itself or through a word that stands for it.
    const covered = (scores: Float64Array) => {
      let mask = 0;
      scores.forEach((score, term) => {
        if (score > 0) for (const typed of covers[term]) mask |= 1 << typed;
      });
      let count = 0;
      for (; mask; mask &= mask - 1) count++;
      return count;
    };
    // How many of the words the query stands for (an intent's answer, a glossary term) a unit holds:
    // between sections that answer the same typed words, the one with those words is the answer.
    const expandedFound = (scores: Float64Array) => {
      let count = 0;
      for (let term = termCount; term < scores.length; term++) if (scores[term] > 0) count++;
      return count;
    };
    const ranked = [...perPage].map(([page, {head, sections}]) => {
      const sectionCoverage = new Map(sections.map(([, scores]) => [scores, covered(scores)]));
      const answers = new Map(sections.map(([, scores]) => [scores, expandedFound(scores)]));
      sections.sort(
        (a, b) =>
          (sectionCoverage.get(b[1]) ?? 0) - (sectionCoverage.get(a[1]) ?? 0) ||
          (answers.get(b[1]) ?? 0) - (answers.get(a[1]) ?? 0) ||
          Number(b[2]) - Number(a[2]) ||
          sum(b[1]) - sum(a[1]),
      );
      // Every term at its best place in the page, then a bonus for terms found together.
      const best = new Float64Array(covers.length);
      for (const scores of [head, ...sections.map(([, s]) => s)]) {
        if (scores) scores.forEach((score, term) => (best[term] = Math.max(best[term], score)));
      }
      const coverage = covered(best) / termCount;
      const together = sections.length > 0 ? covered(sections[0][1]) / termCount : 0;
      const entry = namedEntries?.get(page) ?? -1;
      // A page may rank itself down (reference pages, the glossary): its `weight`, 1 by default.
      const weight = entry >= 0 ? EXACT_PATH : (this.pages[page].weight ?? 1);
      const score = (sum(best) * coverage * coverage * (1 + TOGETHER_BONUS * together) + (head ? HEAD_BONUS * sum(head) : 0)) * weight;
      // A page found by its title is shown from its top, unless a heading names the words too.
      const shown = sections.map(([section]) => section);
      if (head && covered(head) === termCount && !sections[0]?.[2]) shown.unshift(0);
      if (entry >= 0) shown.unshift(entry);
      return {page, sections: [...new Set(shown)], score};
    });
    return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
  }

  private pageHit(ranked: {page: number; sections: number[]; score: number}, matches: MatchSet, sectionsPerPage: number): PageHit {
    const page = this.pages[ranked.page];
    const chosen = ranked.sections.slice(0, sectionsPerPage);
    if (chosen.length === 0) chosen.push(0);
    return {
      pageUrl: page.url,
      title: highlight(page.title, matches),
      score: ranked.score,
      sections: chosen
        .filter((index) => page.sections[index])
        .map((index) => {
          const section = page.sections[index];
          return {
            url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
            heading: section.heading ? highlight(section.heading, matches) : null,
            snippet: snippet(section.text || page.description, matches),
          };
        }),
    };
  }
}
