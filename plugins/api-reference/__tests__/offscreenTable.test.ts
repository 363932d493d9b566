import {offscreenTableStyle, tablesBefore} from '../src/offscreenTable';

describe('offscreenTableStyle', () => {
  it('skips the table off screen and reserves a height from its rows', () => {
    expect(offscreenTableStyle(12)).toEqual({contentVisibility: 'auto', containIntrinsicSize: 'auto calc(12 * max(6.5rem, 17rem - 13vw))'});
  });
});

/** A node at a place in the page, answering compareDocumentPosition as the DOM does. */
interface Placed {
  id: string;
  at: number;
  compareDocumentPosition(other: Placed): number;
}
const placed = (id: string, at: number): Placed => ({
  id,
  at,
  compareDocumentPosition: (other) => (other.at > at ? 4 : other.at < at ? 2 : 0),
});

describe('tablesBefore', () => {
  it('gives the tables before the anchor, not those after it', () => {
    const tables = [placed('a', 0), placed('b', 2), placed('c', 4)];
    expect(tablesBefore(tables, placed('t', 3)).map((table) => table.id)).toEqual(['a', 'b']);
    expect(tablesBefore(tables, placed('x', 1)).map((table) => table.id)).toEqual(['a']);
    expect(tablesBefore(tables, placed('top', -1))).toEqual([]);
  });
});
