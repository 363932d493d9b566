import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useHistory} from '@docusaurus/router';
import {loadEngine} from '../../client/loadEngine';
import {needsReference} from '../../src/indexParts';
import {SearchPrefill} from '../../client/prefill';
import type {SearchGlobalData} from '../../options';
import type {SearchEngine} from '../../src/engine';
import type {PageHit} from '../../src/types';

// Shown only after a search found nothing, so its code (and the did-you-mean search over the
// index's words) loads then, not with every page: the box is in the navbar of every page.
const SearchNoResults = lazy(() => import('../SearchNoResults'));
import Highlighted from '../SearchHighlight';
import {MAX_QUERY_LENGTH, queryForUrl} from '../../src/limits';
import {browserTimers, createNoResultsReporter, pushToDataLayer, searchSelectEvent} from '../../src/signals';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** The page path of the full results for a query (Docusaurus' convention: search/?q=). */
export function useSearchPageUrl(query: string): string {
  const {searchPagePath} = usePluginData('search-pl') as SearchGlobalData;
  const page = useBaseUrl(searchPagePath);
  const inUrl = queryForUrl(query);
  return inUrl ? `${page}?q=${encodeURIComponent(inUrl)}` : page;
}

/** Focuses the first visible box on Ctrl+K, Cmd+K or '/', wherever the focus is (not in a field). */
function useShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
      const combo = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      if (!combo && !(event.key === '/' && !typing)) return;
      const first = Array.from(document.querySelectorAll<HTMLInputElement>('input[data-search-pl]')).find(
        (element) => element.offsetParent !== null,
      );
      if (first !== input.current) return;
      event.preventDefault();
      first.focus();
      first.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

export default function SearchBar(): ReactNode {
  const {maxSuggestions, indexPath} = usePluginData('search-pl') as SearchGlobalData;
  const indexUrl = useBaseUrl(indexPath);
  const history = useHistory();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const engine = useRef<SearchEngine | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [query, setQuery] = useState('');
  // A page's prefill (the not-found page's address words) fills the box while the reader has typed nothing.
  const prefill = useContext(SearchPrefill);
  const [shownPrefill, setShownPrefill] = useState('');
  if (prefill !== shownPrefill) {
    setShownPrefill(prefill);
    if (query === '') setQuery(prefill);
  }
  const [hits, setHits] = useState<PageHit[]>([]);
  // The index's words, for the no-results panel's correction (kept in state: render reads no ref).
  const [vocabulary, setVocabulary] = useState<readonly string[]>([]);
  const [searched, setSearched] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Known only in the browser: false while hydrating, so server and client HTML agree.
  const mac = useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform);
  const resultsUrl = useSearchPageUrl(query);
  useShortcut(input);
  // Queries that found nothing reach the data layer once the reader stops typing (README).
  const [noResults] = useState(() => createNoResultsReporter(pushToDataLayer, browserTimers));
  useEffect(() => () => noResults.cancel(), [noResults]);

  const show = useCallback(
    (text: string): number => {
      if (!engine.current) return 0;
      const found = text.trim() ? engine.current.search(text, {limit: maxSuggestions, typing: true}) : [];
      setHits(found);
      if (found.length === 0) setVocabulary(engine.current.vocabulary());
      noResults.settle(text, found.length);
      setSearched(text);
      setActive(-1);
      return found.length;
    },
    [maxSuggestions, noResults],
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
    [indexUrl, show],
  );

  const onFocus = () => {
    setOpen(true);
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

  const go = (url: string, position?: number) => {
    if (position !== undefined) pushToDataLayer(searchSelectEvent(query, url, position));
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Escape') {
      // First Escape closes the list and forgets the choice (Chromium would also clear a search
      // field: prevented), a second one clears the box.
      setActive(-1);
      if (open && query) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };

  // Tabbing from the box to the 'all results' link keeps the list open; leaving the form closes it.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = hits[active];
    if (chosen) go(chosen.sections[0]?.url ?? chosen.pageUrl, active);
    else if (query.trim()) go(resultsUrl);
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // The list scrolls on small screens: keep the option chosen with the arrows in view.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, id]);
  const expanded = open && query.trim() !== '';
  const ready = status === 'ready' && searched === query;
  return (
    <form className={styles.searchBar} action={resultsUrl} method="get" onSubmit={onSubmit} onBlur={onBlur}>
      <input
        ref={input}
        data-search-pl=""
        className={styles.input}
        type="search"
        name="q"
        maxLength={MAX_QUERY_LENGTH}
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-label={translate({
          id: 'searchPl.bar.label',
          message: 'Szukaj w dokumentacji',
          description: 'Accessible name of the search box',
        })}
        placeholder={translate({id: 'searchPl.bar.placeholder', message: 'Szukaj...', description: 'Placeholder of the search box'})}
        aria-keyshortcuts="Control+K Meta+K"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          run(event.target.value);
        }}
      />
      {!query && (
        <span className={styles.shortcut} aria-hidden="true">
          <kbd>{mac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      )}
      <div className={clsx(styles.dropdown, !expanded && styles.hidden)}>
        <ul
          id={listId}
          role="listbox"
          className={styles.list}
          data-search-query={ready ? query : undefined}
          aria-label={translate({
            id: 'searchPl.bar.suggestions',
            message: 'Podpowiedzi wyszukiwania',
            description: 'Accessible name of the suggestion list',
          })}
        >
          {expanded &&
            ready &&
            hits.map((hit, index) => {
              const section = hit.sections[0];
              return (
                <li
                  key={hit.pageUrl}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-url={section?.url ?? hit.pageUrl}
                  className={clsx(styles.option, index === active && styles.active)}
                  // mousedown keeps the focus in the box, so the list stays open until the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => go(section?.url ?? hit.pageUrl, index)}
                >
                  <span className={styles.title}>
                    <Highlighted parts={hit.title} />
                  </span>
                  {section?.heading && (
                    <span className={styles.heading}>
                      <Highlighted parts={section.heading} />
                    </span>
                  )}
                  {section && (
                    <span className={styles.snippet}>
                      <Highlighted parts={section.snippet} />
                    </span>
                  )}
                </li>
              );
            })}
        </ul>
        <p className={styles.status} role="status" aria-live="polite">
          {expanded &&
            status === 'loading' &&
            translate({
              id: 'searchPl.bar.loading',
              message: 'Wczytywanie indeksu wyszukiwania…',
              description: 'Shown while the search index loads',
            })}
          {expanded &&
            status === 'error' &&
            translate({
              id: 'searchPl.bar.error',
              message: 'Nie udało się wczytać wyszukiwarki. Spróbuj ponownie.',
              description: 'Shown when the search index failed to load',
            })}
          {expanded &&
            ready &&
            hits.length === 0 &&
            translate(
              {id: 'searchPl.bar.noResults', message: 'Brak wyników dla „{query}”', description: 'No suggestion matches the query'},
              {query: query.trim()},
            )}
          {expanded &&
            ready &&
            hits.length > 0 &&
            translate(
              {
                id: 'searchPl.bar.count',
                message: 'Podpowiedzi: {count}. Strzałki wybierają, Enter otwiera.',
                description: 'Announces how many suggestions are shown and how to pick one',
              },
              {count: hits.length},
            )}
        </p>
        {expanded && ready && hits.length === 0 && (
          <Suspense fallback={null}>
            <SearchNoResults query={query} vocabulary={vocabulary} inDropdown onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
        {expanded && (
          <Link className={styles.seeAll} to={resultsUrl} onMouseDown={(event) => event.preventDefault()} onClick={() => setOpen(false)}>
            {translate(
              {
                id: 'searchPl.bar.seeAll',
                message: 'Wszystkie wyniki dla „{query}”',
                description: 'Link from the suggestions to the results page',
              },
              {query: query.trim()},
            )}
          </Link>
        )}
      </div>
    </form>
  );
}
