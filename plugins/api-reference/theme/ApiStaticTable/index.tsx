import type {ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useStaticLinks} from '../../../page-data-kit/client/useStaticLinks';
import {OFFSCREEN_ATTRIBUTE} from '../../../page-data-kit/html/offscreen';
import {useOffscreenAnchors} from '../../../page-data-kit/client/useOffscreenAnchors';
import {offscreenTableStyle} from '../../src/offscreenTable';

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

/**
 * A table of a reference or Terraform page (src/staticTables.ts puts it in the page): its markup
 * as the server wrote it, which hydration leaves alone. Its links behave as `<Link>`'s: the router
 * opens `/…` pages, the next page's code loads when the pointer or focus reaches the link, and the
 * build checks every target. The handlers are React's, delegated at the root like every other.
 */
export default function ApiStaticTable({html, links, markdown, rows}: ApiStaticTableProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  for (const link of links ? links.split(' ') : []) brokenLinks.collectLink(link);
  const {table: Table = 'table'} = useMDXComponents() as {table?: 'table'};
  const handlers = useStaticLinks();
  // Anchors below skipped tables land in place (a Markdown table is never skipped).
  useOffscreenAnchors(!markdown && rows !== undefined);
  const content = {__html: html};
  if (markdown) return <Table {...handlers} dangerouslySetInnerHTML={content} />;
  // Off screen the browser neither lays out nor paints the table; a page of hundreds of rows then
  // lays out only what is seen.
  return (
    <div
      data-search-skip=""
      {...(rows === undefined ? {} : {[OFFSCREEN_ATTRIBUTE]: '', style: offscreenTableStyle(Number(rows))})}
      {...handlers}
      dangerouslySetInnerHTML={content}
    />
  );
}
