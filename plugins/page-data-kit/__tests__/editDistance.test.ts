import {editDistance, transpositionDistance, typoBudget} from '../text/editDistance';

describe('edit distance', () => {
  it('measures edits', () => {
    expect(editDistance('instacja', 'instancja')).toBe(1);
    expect(editDistance('kot', 'kot')).toBe(0);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('counts two swapped letters as one edit', () => {
    expect(transpositionDistance('snapshto', 'snapshot')).toBe(1);
    expect(transpositionDistance('snaphsot', 'snapshot')).toBe(1);
    expect(transpositionDistance('fakutra', 'faktura')).toBe(1);
    expect(editDistance('fakutra', 'faktura')).toBe(2);
    expect(transpositionDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(transpositionDistance('kot', 'kot')).toBe(0);
    expect(transpositionDistance('ab', 'ba', 0)).toBe(1);
  });

  it('bounds the edits by the length of the word', () => {
    expect([4, 5, 8, 9, 14].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });
});
