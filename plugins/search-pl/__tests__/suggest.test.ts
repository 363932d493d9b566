import {didYouMean, surfaceForms} from '../src/suggest';

const vocabulary = ['instancja', 'instancje', 'maszyna', 'wirtualna', 'dysk', 'faktura', 'faktury', 'kubernetes', 'snapshot'];

describe('did you mean', () => {
  it('corrects a word one edit away, diacritics ignored', () => {
    expect(didYouMean('instacja', vocabulary)).toBe('instancja');
    expect(didYouMean('fakturą', vocabulary)).toBeNull();
    expect(didYouMean('faktyra', vocabulary)).toBe('faktura');
  });

  it('allows two edits for long words only', () => {
    expect(didYouMean('kubernets', vocabulary)).toBe('kubernetes');
    expect(didYouMean('kuberntees', vocabulary)).toBe('kubernetes');
    expect(didYouMean('dxyz', vocabulary)).toBeNull();
  });

  it('keeps known, short and numeric words and says null when nothing changes', () => {
    expect(didYouMean('maszyna wirtulna', vocabulary)).toBe('maszyna wirtualna');
    expect(didYouMean('dysk 429', vocabulary)).toBeNull();
    expect(didYouMean('zzzzzzzz', vocabulary)).toBeNull();
  });

  it('corrects swapped letters and the short word they make', () => {
    expect(didYouMean('snapshto', vocabulary)).toBe('snapshot');
    expect(didYouMean('fakutra', vocabulary)).toBe('faktura');
    expect(didYouMean('dsyk', vocabulary)).toBe('dysk');
  });

  it('writes the correction as the pages spell it, diacritics included', () => {
    const surfaces = surfaceForms(['Lista snapshotów maszyny. Usuń stare snapshoty, zanim powiększysz dysk: snapshotów nie ma w kopii.']);
    expect(surfaces.get('snapshotow')).toBe('snapshotów');
    expect(surfaces.get('usun')).toBe('usuń');
    expect(surfaces.has('snapshoty')).toBe(false);
    expect(didYouMean('snapshotw', ['snapshotow', 'snapshoty'], {surfaces})).toBe('snapshotów');
  });

  it('offers nothing the reader would not want: no correction that itself finds nothing', () => {
    expect(didYouMean('instacja', vocabulary, {accept: () => false})).toBeNull();
    expect(didYouMean('instacja', vocabulary, {accept: (corrected) => corrected === 'instancja'})).toBe('instancja');
  });
});
