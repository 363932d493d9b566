import type {Locator} from 'playwright-core';

/** Visible controls under `root` lower than a 44 px touch target, by name. */
export function smallTouchTargets(root: Locator, controls: string): Promise<{name: string | null; height: number}[]> {
  return root.evaluate(
    (element, selector) =>
      Array.from(element.querySelectorAll<HTMLElement>(selector))
        .filter((control) => control.offsetParent !== null)
        .map((control) => ({
          name: control.getAttribute('data-field') ?? control.textContent,
          height: control.getBoundingClientRect().height,
        }))
        .filter((control) => control.height < 44),
    controls,
  );
}

/** Font sizes under 14 px of visible, non-empty text elements under `root`. */
export function smallText(root: Locator, texts: string): Promise<number[]> {
  return root.evaluate(
    (element, selector) =>
      Array.from(element.querySelectorAll<HTMLElement>(selector))
        .filter((node) => node.offsetParent !== null && (node.textContent ?? '').trim() !== '')
        .map((node) => parseFloat(getComputedStyle(node).fontSize))
        .filter((size) => size < 14),
    texts,
  );
}
