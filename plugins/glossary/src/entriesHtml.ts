import {escapeAttribute, escapeText} from 'entities/lib/escape.js';
import {OFFSCREEN_ATTRIBUTE, offscreenStyleAttribute} from '../../page-data-kit/html/offscreen';
import type {LetterGroup} from './order';
import type {GlossaryPageEntry} from './types';

/**
 * The glossary page's entries as one HTML string (issue 40): nothing in them is interactive, so
 * the page sets them as inner HTML and React neither builds nor hydrates their ~2,500 elements.
 * The markup is the one the React components gave (headings anchored at the entry ids, the
 * details as a description list, the pages as a labelled list). Pure: no React or Docusaurus.
 */

/** The labels, translated by the component (translate() calls stay where write-translations finds them). */
export interface EntryLabels {
  aliases: string;
  english: string;
  panel: string;
  api: string;
  terraform: string;
  pages: string;
}

/** The CSS module's class names. */
export type EntryClasses = Record<
  'letter' | 'letterHeading' | 'entry' | 'term' | 'definition' | 'details' | 'detail' | 'pagesLabel' | 'pages',
  string
>;

const attribute = (value: string) => `"${escapeAttribute(value)}"`;

function codeList(items: readonly string[]): string {
  return items.map((item, index) => `<span>${index > 0 ? ', ' : ''}<code>${escapeText(item)}</code></span>`).join('');
}

function detailsHtml(entry: GlossaryPageEntry, labels: EntryLabels, classes: EntryClasses): string {
  const details: Array<[string, string | null]> = [
    [labels.aliases, entry.aliases.length > 0 ? escapeText(entry.aliases.join(', ')) : null],
    [labels.english, entry.english?.length ? `<span lang="en">${escapeText(entry.english.join(', '))}</span>` : null],
    [labels.panel, entry.panel ? escapeText(entry.panel) : null],
    [labels.api, entry.api?.length ? codeList(entry.api) : null],
    [labels.terraform, entry.terraform?.length ? codeList(entry.terraform) : null],
  ];
  const shown = details.filter((detail): detail is [string, string] => detail[1] !== null);
  if (shown.length === 0) return '';
  const rows = shown.map(
    ([label, value]) => `<div class=${attribute(classes.detail)}><dt>${escapeText(label)}</dt><dd>${value}</dd></div>`,
  );
  return `<dl class=${attribute(classes.details)}>${rows.join('')}</dl>`;
}

function entryHtml(entry: GlossaryPageEntry, labels: EntryLabels, classes: EntryClasses, baseUrl: string): string {
  const id = attribute(entry.id);
  const pagesId = attribute(`${entry.id}-strony`);
  const pages = entry.pages.map(
    (page) => `<li><a href=${attribute(`${baseUrl}${page.route.replace(/^\//, '')}`)}>${escapeText(page.title)}</a></li>`,
  );
  return (
    `<article class=${attribute(classes.entry)} aria-labelledby=${id} data-glossary-entry=${id}>` +
    `<h3 id=${id} class=${attribute(classes.term)} tabindex="-1">${escapeText(entry.term)}</h3>` +
    `<p class=${attribute(classes.definition)}>${escapeText(entry.definition)}</p>` +
    detailsHtml(entry, labels, classes) +
    `<p class=${attribute(classes.pagesLabel)} id=${pagesId}>${escapeText(labels.pages)}</p>` +
    `<ul class=${attribute(classes.pages)} aria-labelledby=${pagesId}>${pages.join('')}</ul>` +
    `</article>`
  );
}

/**
 * A letter's height before it is laid out: about 25 rem an entry on a phone, 20 on a tablet and 18
 * on a wide screen (definition, details, page links), plus the letter's heading. Off screen the
 * browser then neither lays out nor paints the letter (issue 40: the page is 130 entries long).
 */
function letterHeight(entries: number): string {
  return `calc(${entries} * max(18rem, 29rem - 19vw) + 3rem)`;
}

/** Every letter's section: its heading and entries. */
export function entriesHtml(
  groups: readonly LetterGroup<GlossaryPageEntry>[],
  labels: EntryLabels,
  classes: EntryClasses,
  baseUrl: string,
): string {
  return groups
    .map((group) => {
      const anchor = attribute(group.anchor);
      const entries = group.entries.map((entry) => entryHtml(entry, labels, classes, baseUrl)).join('');
      return (
        `<section class=${attribute(classes.letter)} aria-labelledby=${anchor} ${OFFSCREEN_ATTRIBUTE} ` +
        `style=${attribute(offscreenStyleAttribute(letterHeight(group.entries.length)))}>` +
        `<h2 id=${anchor} class=${attribute(classes.letterHeading)} tabindex="-1">${escapeText(group.letter)}</h2>${entries}</section>`
      );
    })
    .join('');
}
