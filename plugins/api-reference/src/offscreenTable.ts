/**
 * A field table off screen is neither laid out nor painted (`content-visibility: auto`); until it
 * has been, it keeps a height estimated from its body rows, then the height it last had. A row is
 * taller the narrower the screen (a phone's card, a desktop table's line or two), so one formula
 * serves both. Written inline rather than in the stylesheet: the site's CSS is at its budget.
 * Pure.
 */
export function offscreenTableStyle(rows: number): {contentVisibility: 'auto'; containIntrinsicSize: string} {
  return {contentVisibility: 'auto', containIntrinsicSize: `auto calc(${rows} * max(6.5rem, 17rem - 13vw))`};
}

/**
 * The field tables to lay out at once before the page scrolls to `target`: those before it, whose
 * estimated heights would otherwise put the target off its place.
 */
export function tablesBefore<T extends {compareDocumentPosition(other: T): number}>(tables: Iterable<T>, target: T): T[] {
  // Node.DOCUMENT_POSITION_FOLLOWING: the target comes after the table.
  return [...tables].filter((table) => (table.compareDocumentPosition(target) & 4) !== 0);
}
