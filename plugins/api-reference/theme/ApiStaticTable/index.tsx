import {useEffect, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useStaticLinks} from '../../../page-data-kit/client/useStaticLinks';
import {offscreenTableStyle, tablesBefore} from '../../src/offscreenTable';

export interface ApiStaticTableProps {
  /** The HTML written at build time by src/staticTables.ts (escaped there). */
  html: string;
  /** The table's link targets, space-separated, for the build's broken-link check. */
  links?: string;
  /**
   * A Markdown table: `html` is its rows, shown in the page's Markdown table component (the
   * scrolling box). Otherwise `html` is a field table, shown in its `<div data-search-skip="">`.
   */
  markdown?: boolean;
  /** A field table's number of body rows (src/staticTables.ts counts them). */
  rows?: string;
}

const SKIPPABLE = '[data-search-skip][style*="content-visibility"]';

/**
 * The page scrolled to an anchor (an in-page link, the address, the back button, a link from
 * another page): the field tables before it are laid out and the anchor scrolled to again, at its
 * real place instead of where the estimated heights of the skipped tables put it.
 */
function showAnchor(): void {
  let id = window.location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape in the address: the anchor is looked up as written.
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const skipped = Array.from(document.querySelectorAll<HTMLElement>(SKIPPABLE)).filter((table) => table.style.contentVisibility === 'auto');
  const tables = tablesBefore(skipped, target);
  if (tables.length === 0) return;
  for (const table of tables) table.style.contentVisibility = 'visible';
  target.scrollIntoView({behavior: 'instant'});
}

/**
 * A table of a reference or Terraform page (src/staticTables.ts puts it in the page): its markup
 * as the server wrote it, which hydration leaves alone. Its links behave as `<Link>`'s: the router
 * opens `/…` pages, the next page's code loads when the pointer or focus reaches the link, and the
 * build checks every target. The handlers are React's, delegated at the root like every other.
 */
export default function ApiStaticTable({html, links, markdown, rows}: ApiStaticTableProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  for (const link of links ? links.split(' ') : []) brokenLinks.collectLink(link);
  const history = useHistory();
  const {table: Table = 'table'} = useMDXComponents() as {table?: 'table'};
  const handlers = useStaticLinks();
  // The same function is one listener however many tables add it. A page loaded with an anchor
  // needs nothing: the browser keeps the anchor in place while the page loads; a link from another
  // page (a router push) does.
  useEffect(() => {
    if (markdown) return undefined;
    window.addEventListener('hashchange', showAnchor);
    if (history.action === 'PUSH') showAnchor();
    return () => window.removeEventListener('hashchange', showAnchor);
  }, [markdown, history]);
  const content = {__html: html};
  if (markdown) return <Table {...handlers} dangerouslySetInnerHTML={content} />;
  // Off screen the browser neither lays out nor paints the table; a page of hundreds of rows then
  // lays out only what is seen.
  return (
    <div
      data-search-skip=""
      style={rows === undefined ? undefined : offscreenTableStyle(Number(rows))}
      {...handlers}
      dangerouslySetInnerHTML={content}
    />
  );
}
