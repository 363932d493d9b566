/**
 * Separates a table's cells in the index text: extract.ts writes a table as a line of its column
 * labels that starts with it, then one line per row; highlight.ts gives each cell of a snippet its
 * label back. One byte in JSON, where a tab would cost two.
 */
export const CELL = '|';
