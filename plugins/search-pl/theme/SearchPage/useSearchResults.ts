import {useEffect, useState, type FormEvent} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useHistory, useLocation} from '@docusaurus/router';
import {useClientValue} from '@site/plugins/page-data-kit/client/useClientValue';
import {loadEngine} from '../../client/loadEngine';
import type {SearchGlobalData} from '../../options';
import type {SearchEngine} from '../../src/engine';
import {createNoResultsReporter, pushToDataLayer, searchSelectEvent} from '../../src/signals';

const MAX_PAGES = 50;
const SECTIONS_PER_PAGE = 3;

/** The results page's state: the query of ?q=, the field's text, the engine and what it found. */
export function useSearchResults() {
  const {indexPath} = usePluginData('search-pl') as SearchGlobalData;
  const indexUrl = useBaseUrl(indexPath);
  const {search} = useLocation();
  const history = useHistory();
  // The static HTML has no query: read it only after hydration, so server and client agree.
  const query = useClientValue(() => new URLSearchParams(search).get('q') ?? '', '');
  const [draft, setDraft] = useState(query);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);

  // Back/forward changes ?q=: the field follows (adjusting state while rendering, not in an effect).
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }
  useEffect(() => {
    // The results page lists every match, the reference's too.
    loadEngine(indexUrl, {withReference: true}).then(setEngine, () => setFailed(true));
  }, [indexUrl]);

  const hits = engine && query.trim() ? engine.search(query, {limit: MAX_PAGES, sectionsPerPage: SECTIONS_PER_PAGE}) : [];
  // A results page that found nothing is a finished query: reported at once (no typing to wait for).
  const [noResults] = useState(() => createNoResultsReporter(pushToDataLayer, {set: (run) => run(), clear: () => undefined}, 0));
  const found = hits.length;
  useEffect(() => {
    if (engine) noResults.settle(query, found);
  }, [engine, query, found, noResults]);

  return {
    query,
    draft,
    setDraft,
    engine,
    failed,
    hits,
    /** The click handler of a result's link: reports which result the reader chose. */
    select: (url: string, index: number) => () => pushToDataLayer(searchSelectEvent(query, url, index)),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      history.push(`?q=${encodeURIComponent(draft.trim())}`);
    },
  };
}
