import {load} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {SearchPage, SearchSection} from './types';

/**
 * Reads one built doc page (the HTML Docusaurus wrote) into the index's page record: the
 * title, the meta description and the text cut into sections at h2/h3 headings. Pages without
 * a doc body (the home page, redirect stubs, the search page) give null.
 */

// Text the reader does not read as content: heading anchors, copy buttons, screen-reader hints.
const SKIPPED = new Set(['script', 'style', 'noscript', 'svg', 'button', 'template', 'nav']);
const BLOCK = /^(p|div|li|ul|ol|table|tr|td|th|pre|blockquote|details|summary|dl|dt|dd|section|figure|figcaption|br|h[1-6])$/;
const SECTION_HEADING = /^h[23]$/;

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `siteKeywords` is the site-wide keywords meta that a page without its own inherits: the same
 * words on every page would only blur the ranking, so they are left out.
 */
export function extractPage(html: string, url: string, siteKeywords = ''): SearchPage | null {
  const $ = load(html);
  const body = $('.theme-doc-markdown').first();
  if (body.length === 0) return null;
  const title = clean($('h1').first().text()) || clean($('title').text());
  // Writers' front matter `keywords` are words readers search for: they count like the description.
  const pageKeywords = clean($('meta[name="keywords"]').attr('content') ?? '');
  const keywords = pageKeywords === clean(siteKeywords) ? '' : pageKeywords;
  const description = clean(`${$('meta[name="description"]').attr('content') ?? ''} ${keywords.replace(/,/g, ' ')}`);
  const sections: SearchSection[] = [{heading: '', anchor: '', text: ''}];
  let buffer: string[] = [];
  const flush = () => {
    const current = sections[sections.length - 1];
    current.text = clean(`${current.text} ${buffer.join('')}`);
    buffer = [];
  };
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      buffer.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.name;
    // data-search-skip: parts a page marks as reference detail (the API reference's field tables
    // and request samples), so the index keeps its headings and prose but stays small.
    if (SKIPPED.has(name) || $(element).hasClass('hash-link') || name === 'header' || element.attribs['data-search-skip'] !== undefined)
      return;
    if (SECTION_HEADING.test(name)) {
      flush();
      sections.push({heading: clean($(element).text()), anchor: $(element).attr('id') ?? '', text: ''});
      return;
    }
    const block = BLOCK.test(name) || $(element).hasClass('token-line');
    if (block) buffer.push(' ');
    for (const child of element.children) walk(child);
    if (block) buffer.push(' ');
  };
  for (const child of body.get(0)?.children ?? []) walk(child);
  flush();
  // Sections with neither text nor heading (an empty intro) carry nothing.
  const weight = Number($('meta[name="search-weight"]').attr('content'));
  return {
    url,
    title,
    description,
    sections: sections.filter((section, index) => index === 0 || section.heading || section.text),
    ...(weight > 0 && weight < 1 ? {weight} : {}),
  };
}
