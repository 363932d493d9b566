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
