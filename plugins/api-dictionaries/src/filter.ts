import {foldDiacritics} from '../../page-data-kit/text/normalize';
import type {Dictionary, DictionaryItem, ValueSet} from './types';

/**
 * The dictionaries page's filter: a dictionary or value set matches by its id, name, purpose or
 * field names (then every item shows), or by some of its items' ids, labels and meanings (then
 * only those). Diacritics and case are ignored, with the site search's folding. Pure.
 */
export interface DictionaryMatch {
  /** Whether the block shows at all. */
  visible: boolean;
  /** The items to list: every item when the block itself matched or the query is empty. */
  items: readonly DictionaryItem[];
}

function words(query: string): string[] {
  return foldDiacritics(query).split(/\s+/).filter(Boolean);
}

function matchesAll(text: string, queryWords: readonly string[]): boolean {
  const folded = foldDiacritics(text);
  return queryWords.every((word) => folded.includes(word));
}

function itemText(item: DictionaryItem): string {
  return [item.id ?? '', item.label ?? '', item.meaning, item.example ?? ''].join(' ');
}

export function matchBlock(block: Dictionary | ValueSet, query: string): DictionaryMatch {
  const items = 'items' in block ? block.items : block.values;
  const queryWords = words(query);
  if (queryWords.length === 0) return {visible: true, items};
  const key = 'id' in block ? `${block.id} słownik ${block.id}` : block.key;
  const own = [key, block.name, block.purpose, ...block.fields.map((use) => use.field)].join(' ');
  if (matchesAll(own, queryWords)) return {visible: true, items};
  const matching = items.filter((item) => matchesAll(`${own} ${itemText(item)}`, queryWords));
  return {visible: matching.length > 0, items: matching};
}

/** The query as the page keeps it in its address (?q=), as typed (spaces between words kept), at most 100 characters. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, 100);
}

/** The address's query string with ?q= set to the reader's text (removed when empty), other parameters kept. */
export function searchWithQuery(search: string, query: string): string {
  const params = new URLSearchParams(search);
  if (query.trim() === '') params.delete('q');
  else params.set('q', query);
  const text = params.toString();
  return text ? `?${text}` : '';
}
