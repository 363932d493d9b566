import type {Page} from 'playwright-core';

/**
 * Which pages need axe's colour rules. Those rules (color-contrast, link-in-text-block) are most of
 * axe's time on a page, and their verdict on a text depends only on the colours it is drawn with:
 * its own colour, the backgrounds behind it, whether it counts as large text (WCAG's size and
 * weight thresholds), the opacity it inherits and, for
 * a link in running text, the text around it. A page whose texts are all drawn in combinations
 * already checked on an earlier page cannot fail them where that page passed, so the route suite
 * runs the colour rules on the pages that bring a new combination (each template and each
 * component's first appearance, found by the pages themselves, not by a list) and the other rules
 * on every page. A new component, a changed colour or a new theme variable makes new combinations,
 * so the pages showing them are checked again.
 */
export class ColourCover {
  private readonly seen = new Set<string>();

  /**
   * Marks one element per combination of colours in `scope` (outside `skip`, a selector or '')
   * and records them; the selectors of the elements whose combination was not seen before, for
   * axe's colour rules (none when nothing is new).
   */
  async newColourSamples(page: Page, scope: string, skip: string): Promise<string[]> {
    const combinations = await page.evaluate(markColourSamples, {scope, skip, attribute: SAMPLE_ATTRIBUTE});
    const fresh: string[] = [];
    combinations.forEach((combination, index) => {
      if (this.seen.has(combination)) return;
      this.seen.add(combination);
      fresh.push(`[${SAMPLE_ATTRIBUTE}~="${index}"]`);
    });
    return fresh;
  }
}

const SAMPLE_ATTRIBUTE = 'data-colour-sample';

/**
 * Runs in the page: one string per distinct way text in `scope` is drawn (outside `skip`); the
 * first element drawn in each gets `attribute` set to the combination's index.
 */
function markColourSamples({scope, skip, attribute}: {scope: string; skip: string; attribute: string}): string[] {
  for (const marked of Array.from(document.querySelectorAll(`[${attribute}]`))) marked.removeAttribute(attribute);
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };
  // The backgrounds behind an element, nearest first, down to the first opaque one or an image.
  const backdrop = (element: Element): string => {
    const layers: string[] = [];
    let opacity = 1;
    for (let current: Element | null = element; current; current = current.parentElement) {
      const own = style(current);
      opacity *= Number(own.opacity);
      if (own.backgroundImage !== 'none') {
        layers.push(`image ${own.backgroundImage}`);
        break;
      }
      const colour = own.backgroundColor;
      if (colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour)) continue;
      layers.push(colour);
      if (!colour.startsWith('rgba')) break;
    }
    return `${layers.join(' over ')} @${opacity.toFixed(2)}`;
  };
  // WCAG's two contrast thresholds: large text is 24 px, or 18.66 px (14 pt) when bold. Weights
  // between 600 and 700 are kept apart, since tools differ on where bold starts.
  const textSize = (px: number, weight: number) => {
    if (px >= 24) return 'large';
    if (px < 18.66 || weight < 600) return 'normal';
    return weight >= 700 ? 'large bold' : `semibold ${weight}`;
  };
  const combinations = new Map<string, Element>();
  for (const root of Array.from(document.querySelectorAll(scope))) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || (node.textContent ?? '').trim() === '' || (skip !== '' && parent.closest(skip))) continue;
      const own = style(parent);
      // Only text a reader can see, as axe sees it: hidden text is not checked, so it must not
      // stand for its combination.
      // (A box of a pixel or less is text kept for screen readers only.)
      const box = parent.getBoundingClientRect();
      if (own.visibility !== 'visible' || box.width <= 1 || box.height <= 1) continue;
      const backgrounds = backdrop(parent);
      if (backgrounds.endsWith('@0.00')) continue;
      const link = parent.closest('a');
      // link-in-text-block compares a link with the text of the block it sits in.
      const around = link?.parentElement ? `${style(link.parentElement).color} ${style(link).textDecorationLine}` : '';
      const combination = [own.color, backgrounds, textSize(parseFloat(own.fontSize), Number(own.fontWeight)), around].join(' | ');
      // A link's own element, so that link-in-text-block (which looks at links) sees it.
      if (!combinations.has(combination)) combinations.set(combination, link ?? parent);
    }
  }
  return [...combinations].map(([combination, element], index) => {
    element.setAttribute(attribute, `${element.getAttribute(attribute) ?? ''} ${index}`.trim());
    return combination;
  });
}
