import {startTransition, useEffect, useState, type FormEvent} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useHistory, useLocation} from '@docusaurus/router';
import {useClientValue} from '@site/plugins/page-data-kit/client/useClientValue';
import {ask} from '../../client/searchOffThread';
import type {SearchAnswer} from '../../client/questions';
import type {SearchGlobalData} from '../../options';
import type {PageHit} from '../../src/types';
import {createNoResultsReporter, pushToDataLayer, searchSelectEvent} from '../../src/signals';

const MAX_PAGES = 50;
const SECTIONS_PER_PAGE = 3;
// One empty list, the same on every render (the list's drawing follows the hits by identity).
const NO_HITS: PageHit[] = [];

/** The results page's state: the query of ?q=, the field's text and what the engine found. */
export function useSearchResults() {
  const {indexPath} = usePluginData('search-pl') as SearchGlobalData;
  const indexUrl = useBaseUrl(indexPath);
  const {search} = useLocation();
  const history = useHistory();
  // The static HTML has no query: read it only after hydration, so server and client agree.
  const query = useClientValue(() => new URLSearchParams(search).get('q') ?? '', '');
  const [draft, setDraft] = useState(query);
  const [answer, setAnswer] = useState<(SearchAnswer & {query: string}) | null>(null);
  const [failed, setFailed] = useState(false);

  // Back/forward changes ?q=: the field follows (adjusting state while rendering, not in an effect).
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }
  useEffect(() => {
    if (!query.trim()) return undefined;
    let live = true;
    // The results page lists every match, the reference's too. The engine answers off the page's
    // thread (client/searchOffThread.ts); the list renders as a transition, in slices React yields between.
    ask(indexUrl, {kind: 'search', query, limit: MAX_PAGES, sectionsPerPage: SECTIONS_PER_PAGE, correct: true}, {withReference: true}).then(
      (found) => live && startTransition(() => setAnswer({...found, query})),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [indexUrl, query]);

  // Ready once the answer is for the query of ?q=; until then the page keeps the previous list.
  const ready = !query.trim() || answer?.query === query;
  const hits = (query.trim() && answer?.hits) || NO_HITS;
  // A results page that found nothing is a finished query: reported at once (no typing to wait for).
  const [noResults] = useState(() => createNoResultsReporter(pushToDataLayer, {set: (run) => run(), clear: () => undefined}, 0));
  const found = hits.length;
  useEffect(() => {
    if (ready && query.trim()) noResults.settle(query, found);
  }, [ready, query, found, noResults]);

  return {
    query,
    draft,
    setDraft,
    ready,
    failed,
    hits,
    correction: ready ? (answer?.correction ?? null) : null,
    /** The click handler of a result's link: reports which result the reader chose. */
    select: (url: string, index: number) => () => pushToDataLayer(searchSelectEvent(query, url, index)),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      history.push(`?q=${encodeURIComponent(draft.trim())}`);
    },
  };
}
