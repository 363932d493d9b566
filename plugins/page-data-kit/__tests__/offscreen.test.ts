import {offscreenStyle, offscreenStyleAttribute, partsBefore} from '../html/offscreen';

describe('offscreenStyle', () => {
  it('skips the part off screen and reserves the given height, then the one it last had', () => {
    expect(offscreenStyle('12rem')).toEqual({contentVisibility: 'auto', containIntrinsicSize: 'auto 12rem'});
    expect(offscreenStyleAttribute('12rem')).toBe('content-visibility:auto;contain-intrinsic-size:auto 12rem');
  });
});

/** A node spanning [start, end] in document order, answering compareDocumentPosition as the DOM does. */
interface Placed {
  id: string;
  start: number;
  end: number;
  compareDocumentPosition(other: Placed): number;
}
const placed = (id: string, start: number, end = start): Placed => ({
  id,
  start,
  end,
  compareDocumentPosition(other) {
    // FOLLOWING (4), and CONTAINED_BY (16) for a node inside this one; PRECEDING (2) otherwise.
    if (other.start > start && other.end <= end) return 4 | 16;
    return other.start > start ? 4 : other.start < start ? 2 : 0;
  },
});

describe('partsBefore', () => {
  it('gives the parts before the anchor, not those after it', () => {
    const parts = [placed('a', 0), placed('b', 2), placed('c', 4)];
    expect(partsBefore(parts, placed('t', 3)).map((part) => part.id)).toEqual(['a', 'b']);
    expect(partsBefore(parts, placed('x', 1)).map((part) => part.id)).toEqual(['a']);
    expect(partsBefore(parts, placed('top', -1))).toEqual([]);
  });

  it('leaves out the part that holds the anchor: the browser lays it out when it scrolls there', () => {
    const parts = [placed('a', 0, 1), placed('b', 2, 5), placed('c', 6, 9)];
    expect(partsBefore(parts, placed('term', 3)).map((part) => part.id)).toEqual(['a']);
  });
});
