import {useContext, useState} from 'react';
import {SearchPrefill} from '../../client/prefill';

/**
 * The box's text. A page's prefill (the not-found page's address words) fills it while the
 * reader has typed nothing; adjusted while rendering, React's pattern for state that follows an input.
 */
export function usePrefilledQuery(): [string, (query: string) => void] {
  const [query, setQuery] = useState('');
  const prefill = useContext(SearchPrefill);
  const [shownPrefill, setShownPrefill] = useState('');
  if (prefill !== shownPrefill) {
    setShownPrefill(prefill);
    if (query === '') setQuery(prefill);
  }
  return [query, setQuery];
}
