import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useClientValue} from '@site/plugins/page-data-kit/client/useClientValue';
import {MAX_QUERY_LENGTH} from '../../src/limits';
import {placeholderText} from './messages';
import Status from './Status';
import Suggestions from './Suggestions';
import {useSearchBar} from './useSearchBar';
import styles from './styles.module.css';

export {useSearchPageUrl} from './useSearchPageUrl';

// Shown only after a search found nothing, so its code loads then, not with every page: the box
// is in the navbar of every page. Its correction comes from the engine (SearchEngine.correct).
const SearchNoResults = lazy(() => import('../SearchNoResults'));

/** Ctrl+K, or ⌘K on a Mac (known only in the browser: Ctrl while hydrating, so server and client HTML agree). */
function ShortcutHint(): ReactNode {
  const mac = useClientValue(() => /Mac|iPhone|iPad/.test(navigator.platform), false);
  return (
    <span className={styles.shortcut} aria-hidden="true">
      <kbd>{mac ? '⌘' : 'Ctrl'}</kbd>
      <kbd>K</kbd>
    </span>
  );
}

export default function SearchBar(): ReactNode {
  const {input, form, field, ...bar} = useSearchBar();
  const {expanded, ready, hits, query} = bar;
  return (
    <form className={styles.searchBar} action={bar.resultsUrl} method="get" {...form}>
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
        placeholder={placeholderText()}
        aria-keyshortcuts="Control+K Meta+K"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={bar.listId}
        aria-activedescendant={expanded && bar.active >= 0 ? bar.optionId(bar.active) : undefined}
        value={query}
        {...field}
      />
      {!query && <ShortcutHint />}
      <div className={clsx(styles.dropdown, !expanded && styles.hidden)}>
        <Suggestions
          listId={bar.listId}
          optionId={bar.optionId}
          hits={hits}
          shown={expanded && ready}
          resultsFor={ready ? query : undefined}
          active={bar.active}
          setActive={bar.setActive}
          go={bar.go}
          openedElsewhere={bar.openedElsewhere}
        />
        <Status expanded={expanded} status={bar.status} ready={ready} count={hits.length} query={query} />
        {expanded && ready && hits.length === 0 && (
          <Suspense fallback={null}>
            <SearchNoResults query={query} suggestion={bar.correction} inDropdown onNavigate={bar.close} />
          </Suspense>
        )}
        {expanded && (
          <Link className={styles.seeAll} to={bar.resultsUrl} onMouseDown={(event) => event.preventDefault()} onClick={bar.close}>
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
