import {editDistance} from '../src/editDistance';
import {didYouMean} from '../src/suggest';

const vocabulary = ['instancja', 'instancje', 'maszyna', 'wirtualna', 'dysk', 'faktura', 'faktury', 'kubernetes', 'snapshot'];

describe('did you mean', () => {
  it('measures edits', () => {
    expect(editDistance('instacja', 'instancja')).toBe(1);
    expect(editDistance('kot', 'kot')).toBe(0);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('corrects a word one edit away, diacritics ignored', () => {
    expect(didYouMean('instacja', vocabulary)).toBe('instancja');
    expect(didYouMean('fakturą', vocabulary)).toBeNull();
    expect(didYouMean('faktyra', vocabulary)).toBe('faktura');
  });

  it('allows two edits for long words only', () => {
    expect(didYouMean('kubernets', vocabulary)).toBe('kubernetes');
    expect(didYouMean('kuberntees', vocabulary)).toBe('kubernetes');
    expect(didYouMean('dsyk', vocabulary)).toBeNull();
  });

  it('keeps known, short and numeric words and says null when nothing changes', () => {
    expect(didYouMean('maszyna wirtulna', vocabulary)).toBe('maszyna wirtualna');
    expect(didYouMean('dysk 429', vocabulary)).toBeNull();
    expect(didYouMean('zzzzzzzz', vocabulary)).toBeNull();
  });
});
