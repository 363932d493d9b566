/** @jest-environment jsdom */
import {pointSkipLink, TABLE_OF_CONTENTS_TARGET_ID} from '../skipToToc';

// jsdom lays nothing out: an element counts as shown when it reports a box.
function laidOut(element: Element | null): void {
  if (element) element.getClientRects = () => [{}] as unknown as DOMRectList;
}

function page(toc: string): {link: HTMLAnchorElement} {
  document.body.innerHTML = `<a data-skip-to-toc href="#${TABLE_OF_CONTENTS_TARGET_ID}" hidden>Przejdź do spisu treści</a>${toc}`;
  return {link: document.querySelector<HTMLAnchorElement>('[data-skip-to-toc]')!};
}

describe('"Przejdź do spisu treści"', () => {
  it('points at the first entry of the table of contents beside the text, which then exists', () => {
    const {link} = page('<div class="theme-doc-toc-desktop"><a href="#a">A</a><a href="#b">B</a></div>');
    laidOut(document.querySelector('.theme-doc-toc-desktop a'));
    pointSkipLink(link, document);
    expect(link.hidden).toBe(false);
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target?.textContent).toBe('A');
  });

  it('keeps the id the target already has', () => {
    const {link} = page('<div class="theme-doc-toc-mobile"><button id="na-tej-stronie">Na tej stronie</button></div>');
    laidOut(document.querySelector('.theme-doc-toc-mobile button'));
    pointSkipLink(link, document);
    expect(link.getAttribute('href')).toBe('#na-tej-stronie');
  });

  it('stays hidden on a page without a table of contents, or with one not laid out', () => {
    const bare = page('').link;
    pointSkipLink(bare, document);
    expect(bare.hidden).toBe(true);
    const {link} = page('<div class="theme-doc-toc-desktop"><a href="#a">A</a></div>');
    pointSkipLink(link, document);
    expect(link.hidden).toBe(true);
    expect(document.getElementById(TABLE_OF_CONTENTS_TARGET_ID)).toBeNull();
  });
});
