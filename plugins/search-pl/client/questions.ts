import type {SearchEngine} from '../src/engine';
import type {PageHit} from '../src/types';

/** What a page asks the engine, the same in a worker and on the page's thread (client/searchOffThread.ts). */
export type Question =
  | {kind: 'search'; query: string; limit: number; sectionsPerPage: number; correct: boolean}
  | {kind: 'titles'; urls: string[]};

export interface SearchAnswer {
  hits: PageHit[];
  /** "Czy chodziło o" (SearchEngine.correct), asked for with `correct` when nothing was found; else null. */
  correction: string | null;
}

export type Answer<Q extends Question> = Q extends {kind: 'search'} ? SearchAnswer : Array<string | undefined>;

export function answer<Q extends Question>(engine: SearchEngine, question: Q): Answer<Q>;
export function answer(engine: SearchEngine, question: Question): SearchAnswer | Array<string | undefined> {
  if (question.kind === 'titles') return question.urls.map((url) => engine.titleOf(url));
  const {query, limit, sectionsPerPage, correct} = question;
  const hits = query.trim() ? engine.search(query, {limit, sectionsPerPage}) : [];
  return {hits, correction: correct && query.trim() && hits.length === 0 ? engine.correct(query) : null};
}

/** A question as sent to the worker: which index to answer it from, and an id for the reply. */
export interface Request {
  id: number;
  indexUrl: string;
  withReference: boolean;
  question: Question;
}

export type Reply = {id: number; ok: true; answer: unknown} | {id: number; ok: false; error: string};
