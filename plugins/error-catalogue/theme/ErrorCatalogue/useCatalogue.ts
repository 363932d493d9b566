import {useEffect, useMemo, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useErrorCatalogue, useHashTarget} from '../../client/hooks';
import {countByArea, filterErrors, NO_FILTER, type ErrorFilter} from '../../src/search';
import {errorAnchor} from '../../src/types';

/**
 * The catalogue's state: the filter, the entries it shows and the entry the URL hash names,
 * which is never hidden by the filter and gets the focus once it is rendered.
 */
export function useCatalogue() {
  const {areas, errors} = useErrorCatalogue();
  const [filter, setFilter] = useState<ErrorFilter>(NO_FILTER);
  const target = useHashTarget();
  const focused = useRef('');
  const brokenLinks = useBrokenLinks();
  const baseUrl = useBaseUrl('/');
  // The broken-anchor check only knows ids that components report: other pages link here. The
  // rows' links are static markup, so they are reported here as each <Link> reported its own.
  for (const error of errors) {
    brokenLinks.collectAnchor(errorAnchor(error.id));
    brokenLinks.collectLink(`#${errorAnchor(error.id)}`);
    for (const link of error.seeAlso ?? []) brokenLinks.collectLink(`${baseUrl}${link.to.replace(/^\//, '')}`);
  }

  const visible = useMemo(() => filterErrors(errors, areas, filter), [errors, areas, filter]);
  const counts = useMemo(() => countByArea(errors), [errors]);
  const labels = useMemo(() => new Map(areas.map((area) => [area.key, area.label])), [areas]);
  const targeted = errors.find((error) => errorAnchor(error.id) === target);

  // A new link to an entry that the current filter hides clears the filter, so the entry shows.
  // Adjusted during render (React's pattern for state that follows a changing input).
  const [lastTarget, setLastTarget] = useState(target);
  if (target !== lastTarget) {
    setLastTarget(target);
    if (targeted && filterErrors([targeted], areas, filter).length === 0) setFilter(NO_FILTER);
  }

  // Focus moves to the linked entry once it is rendered, so keyboard and screen reader users land there.
  useEffect(() => {
    if (!targeted || focused.current === target || !visible.includes(targeted)) return;
    focused.current = target;
    document.getElementById(target)?.focus({preventScroll: true});
  }, [target, targeted, visible]);

  return {areas, errors, filter, setFilter, target, visible, counts, labels};
}
