import {useMemo, type MouseEvent, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {preloadRoute} from '../../framework-patches/client/public';
import {staticLinkPath} from '../html/rows';

const linkOf = (event: SyntheticEvent) => (event.target instanceof Element ? event.target.closest('a') : null);

/** A link to a page of this site: its code loads ahead, as `<Link>` does on hover. */
function preloadLink(link: HTMLAnchorElement | null): void {
  if (link && link.origin === window.location.origin && !link.getAttribute('href')?.startsWith('#')) preloadRoute(link.pathname);
}

/**
 * One set of handlers for every link in markup React does not draw (a data table's rows from
 * html/rows.ts, api-reference's build-time tables): the router opens `/…` pages and the next
 * page's code loads on hover or focus, as each `<Link>` did on its own.
 */
export function useStaticLinks() {
  const history = useHistory();
  return useMemo(
    () => ({
      onMouseOver: (event: MouseEvent) => preloadLink(linkOf(event)),
      onFocus: (event: SyntheticEvent) => preloadLink(linkOf(event)),
      onClick: (event: MouseEvent) => {
        const link = linkOf(event);
        if (!link) return;
        const path = staticLinkPath({
          href: link.getAttribute('href'),
          target: link.target,
          button: event.button,
          defaultPrevented: event.defaultPrevented,
          modified: event.metaKey || event.altKey || event.ctrlKey || event.shiftKey,
        });
        if (path === undefined) return;
        event.preventDefault();
        history.push(path);
      },
    }),
    [history],
  );
}
