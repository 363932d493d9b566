import {useCallback, useEffect, useId, useRef, useState} from 'react';
import type {ChangeEvent, FocusEvent, FormEvent, KeyboardEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {escapeAction, nextOption, showQueryEnd} from '../../src/keyboard';
import {pushToDataLayer, searchSelectEvent} from '../../src/signals';
import {useSearchEngine} from './useSearchEngine';
import {usePrefilledQuery} from './usePrefilledQuery';
import {useSearchPageUrl} from './useSearchPageUrl';
import {useShortcut} from './useShortcut';

/** The box's state (query, open list, chosen option) and its handlers, as a combobox with a listbox. */
export function useSearchBar() {
  const history = useHistory();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = usePrefilledQuery();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const forgetChoice = useCallback(() => setActive(-1), []);
  const {status, hits, correction, searched, run, load} = useSearchEngine(input, forgetChoice);
  const resultsUrl = useSearchPageUrl(query);
  useShortcut(input);

  const go = (url: string, position?: number) => {
    if (position !== undefined) pushToDataLayer(searchSelectEvent(query, url, position));
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const count = hits.length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextOption(current, step, count));
    } else if (event.key === 'Escape') {
      // First Escape closes the list and forgets the choice (Chromium would also clear a search
      // field: prevented), a second one clears the box.
      setActive(-1);
      if (escapeAction(open, query) === 'close') {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // The list scrolls on small screens: keep the option chosen with the arrows in view.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, id]);

  return {
    input,
    query,
    resultsUrl,
    status,
    hits,
    correction,
    active,
    setActive,
    listId,
    optionId,
    go,
    openedElsewhere: (url: string, position: number) => pushToDataLayer(searchSelectEvent(query, url, position)),
    close: () => setOpen(false),
    expanded: open && query.trim() !== '',
    ready: status === 'ready' && searched === query,
    form: {
      // Tabbing from the box to the 'all results' link keeps the list open; leaving the form closes it.
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        const chosen = hits[active];
        if (chosen) go(chosen.sections[0]?.url ?? chosen.pageUrl, active);
        else if (query.trim()) go(resultsUrl);
      },
    },
    field: {
      onKeyDown,
      onFocus: (event: FocusEvent<HTMLInputElement>) => {
        showQueryEnd(event.currentTarget);
        setOpen(true);
        load();
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setQuery(event.target.value);
        setOpen(true);
        run(event.target.value);
      },
    },
  };
}
