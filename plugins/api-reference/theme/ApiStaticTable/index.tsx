import {useEffect, useRef, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {routerPath} from '../../src/staticTableLinks';

export interface ApiStaticTableProps {
  /** The table's HTML, written at build time by src/staticTables.ts (escaped there). */
  html: string;
  /** The table's link targets, space-separated, for the build's broken-link check. */
  links?: string;
}

/**
 * A field table of a generated reference or Terraform page (src/staticTables.ts puts it in the
 * page): its markup as the server wrote it, which hydration leaves alone. Its links behave as
 * `<Link>`'s: the router opens `/…` pages (one listener for the table), the chunks of a page are
 * loaded when the pointer reaches its link, and the build checks every target.
 */
export default function ApiStaticTable({html, links}: ApiStaticTableProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  for (const link of links ? links.split(' ') : []) brokenLinks.collectLink(link);
  const history = useHistory();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest('a') : null);
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link) return;
      const path = routerPath({
        href: link.getAttribute('href'),
        target: link.target,
        button: event.button,
        defaultPrevented: event.defaultPrevented,
        modified: event.metaKey || event.altKey || event.ctrlKey || event.shiftKey,
      });
      if (path === undefined) return;
      event.preventDefault();
      history.push(path);
    };
    const preloaded = new Set<string>();
    const onEnter = (event: Event) => {
      const href = linkOf(event)?.getAttribute('href');
      if (!href?.startsWith('/') || preloaded.has(href)) return;
      preloaded.add(href);
      void window.docusaurus.preload(href);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('mouseover', onEnter);
    element.addEventListener('touchstart', onEnter, {passive: true});
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('mouseover', onEnter);
      element.removeEventListener('touchstart', onEnter);
    };
  }, [history]);
  return <div data-search-skip="" ref={box} dangerouslySetInnerHTML={{__html: html}} />;
}
