import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {OFFSCREEN_ATTRIBUTE, partsBefore} from '../html/offscreen';
import {targetOf} from './useHashTarget';

/**
 * The page scrolled to an anchor (an in-page link, the address, the back button, a link from
 * another page): the skipped parts before it are laid out and the anchor scrolled to again, at its
 * real place instead of where their estimated heights put it.
 */
function showAnchor(): void {
  const id = targetOf(window.location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const skipped = Array.from(document.querySelectorAll<HTMLElement>(`[${OFFSCREEN_ATTRIBUTE}]`)).filter(
    (part) => part.style.contentVisibility === 'auto',
  );
  const before = partsBefore(skipped, target);
  if (before.length === 0) return;
  for (const part of before) part.style.contentVisibility = 'visible';
  target.scrollIntoView({behavior: 'instant'});
}

/** The router entry whose anchor was shown: a page of many skipped tables shows it once. */
let shownForEntry: string | undefined;

/**
 * For a component that renders parts with `offscreenStyle` (marked `data-offscreen`): anchors land
 * in place. The same function is one listener however many components add it. A page loaded with
 * an anchor needs nothing: the browser keeps the anchor in place while the page loads; a link from
 * another page (a router push) does.
 */
export function useOffscreenAnchors(enabled = true): void {
  const history = useHistory();
  useEffect(() => {
    if (!enabled) return undefined;
    window.addEventListener('hashchange', showAnchor);
    if (history.action === 'PUSH' && history.location.key !== shownForEntry) {
      shownForEntry = history.location.key;
      showAnchor();
    }
    return () => window.removeEventListener('hashchange', showAnchor);
  }, [enabled, history]);
}
