/**
 * Parts of a long page the browser neither lays out nor paints while they are off screen
 * (`content-visibility: auto`, issue 40): until shown they keep an estimated height, then the one
 * they last had. Written inline by the plugin that renders the part (the site's CSS has a budget).
 * Pure: no React or Docusaurus.
 */

/** The marker every such part carries, so one anchor handler finds them all. */
export const OFFSCREEN_ATTRIBUTE = 'data-offscreen';

/** The inline style of a part about `height` high (a CSS length). */
export function offscreenStyle(height: string): {contentVisibility: 'auto'; containIntrinsicSize: string} {
  return {contentVisibility: 'auto', containIntrinsicSize: `auto ${height}`};
}

/** The same, as the text of a `style` attribute, for parts written as HTML strings. */
export function offscreenStyleAttribute(height: string): string {
  return `content-visibility:auto;contain-intrinsic-size:auto ${height}`;
}

/**
 * The parts to lay out at once before the page scrolls to `target`: those before it, whose
 * estimated heights would otherwise put the target off its place. A part that holds the target
 * is laid out by the browser when it scrolls there.
 */
export function partsBefore<T extends {compareDocumentPosition(other: T): number}>(parts: Iterable<T>, target: T): T[] {
  // Node.DOCUMENT_POSITION_FOLLOWING without DOCUMENT_POSITION_CONTAINED_BY: the target comes
  // after the part and is not inside it.
  return [...parts].filter((part) => (part.compareDocumentPosition(target) & 20) === 4);
}
