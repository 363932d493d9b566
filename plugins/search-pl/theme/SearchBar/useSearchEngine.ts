import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {loadEngine} from '../../client/loadEngine';
import type {SearchGlobalData} from '../../options';
import type {SearchEngine} from '../../src/engine';
import {needsReference} from '../../src/indexParts';
import {browserTimers, createNoResultsReporter, pushToDataLayer} from '../../src/signals';
import type {PageHit} from '../../src/types';

export type Status = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The box's engine and suggestions. `load` (on focus) fetches the index once; `run` searches as
 * the reader types and fetches the reference part when a query needs it. `onShown` runs each
 * time new suggestions replace the old ones.
 */
export function useSearchEngine(input: RefObject<HTMLInputElement | null>, onShown: () => void) {
  const {maxSuggestions, indexPath} = usePluginData('search-pl') as SearchGlobalData;
  const indexUrl = useBaseUrl(indexPath);
  const engine = useRef<SearchEngine | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [hits, setHits] = useState<PageHit[]>([]);
  // The no-results panel's correction (kept in state: render reads no ref).
  const [correction, setCorrection] = useState<string | null>(null);
  const [searched, setSearched] = useState('');
  // Queries that found nothing reach the data layer once the reader stops typing (CONTRIBUTING.md).
  const [noResults] = useState(() => createNoResultsReporter(pushToDataLayer, browserTimers));
  useEffect(() => () => noResults.cancel(), [noResults]);

  const show = useCallback(
    (text: string): number => {
      if (!engine.current) return 0;
      const found = text.trim() ? engine.current.search(text, {limit: maxSuggestions, typing: true}) : [];
      setHits(found);
      setCorrection(found.length === 0 ? engine.current.correct(text) : null);
      noResults.settle(text, found.length);
      setSearched(text);
      onShown();
      return found.length;
    },
    [maxSuggestions, noResults, onShown],
  );

  // Whether engine.current also holds the reference part (client/loadEngine.ts).
  const withReference = useRef(false);
  const run = useCallback(
    (text: string) => {
      const found = show(text);
      if (!engine.current || withReference.current || !needsReference(text, found)) return;
      // The reference part comes once, then every query searches both; the box shows the guides' hits meanwhile.
      withReference.current = true;
      loadEngine(indexUrl, {withReference: true}).then(
        (loaded) => {
          engine.current = loaded;
          show(input.current?.value ?? text);
        },
        () => (withReference.current = false),
      );
    },
    [indexUrl, input, show],
  );

  const load = () => {
    if (status === 'ready' && process.env.NODE_ENV === 'development') {
      // Under `docusaurus start` the index follows the edited pages (client/loadEngine.ts): take the newest quietly.
      loadEngine(indexUrl, {withReference: withReference.current}).then(
        (loaded) => {
          engine.current = loaded;
          run(input.current?.value ?? '');
        },
        () => undefined,
      );
      return;
    }
    if (status !== 'idle' && status !== 'error') return;
    setStatus('loading');
    loadEngine(indexUrl).then(
      (loaded) => {
        engine.current = loaded;
        setStatus('ready');
        run(input.current?.value ?? '');
      },
      () => setStatus('error'),
    );
  };

  return {status, hits, correction, searched, run, load};
}
