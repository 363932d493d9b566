/**
 * Where "Przejdź do spisu treści" takes keyboard focus: the first entry of the table of contents
 * beside the text (wide screens), or the "Na tej stronie" button above the text (phones, where
 * the theme shows the collapsible one). Null on pages without a table of contents. It reads only
 * what is laid out, so the hidden one of the two never gets the focus.
 */
export function tableOfContentsTarget(doc: Document): HTMLElement | null {
  const candidates = [
    doc.querySelector<HTMLElement>('.theme-doc-toc-desktop a[href^="#"]'),
    doc.querySelector<HTMLElement>('.theme-doc-toc-mobile button'),
  ];
  return candidates.find((element): element is HTMLElement => element !== null && element.getClientRects().length > 0) ?? null;
}

/** The id the skip link's target gets when it has none, so the link's address leads somewhere. */
export const TABLE_OF_CONTENTS_TARGET_ID = 'spis-tresci';

/**
 * Shows "Przejdź do spisu treści" only where the page has a table of contents, and points its
 * address at the entry it focuses (a skip link to a missing id fails Lighthouse's skip-link audit,
 * and would lead nowhere with its click handler gone).
 */
export function pointSkipLink(link: HTMLAnchorElement, doc: Document): void {
  const target = tableOfContentsTarget(doc);
  link.hidden = target === null;
  if (!target) return;
  if (!target.id) target.id = TABLE_OF_CONTENTS_TARGET_ID;
  link.setAttribute('href', `#${target.id}`);
}
