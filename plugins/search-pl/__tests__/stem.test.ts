import {foldDiacritics} from '../../page-data-kit/text/normalize';
import {root, stem} from '../src/stem';

const stemOf = (word: string) => stem(foldDiacritics(word));

// Inflected forms of one word, each group with the stem all of them must reach.
const families: ReadonlyArray<[string, readonly string[]]> = [
  ['dysk', ['dysk', 'dysku', 'dysków', 'dyskami', 'dyski', 'dyskach', 'dyskiem', 'dyskom']],
  ['uslug', ['usługa', 'usługi', 'usług', 'usługą', 'usługę', 'usługach', 'usługami', 'usłudze', 'uslugach', 'usluga']],
  ['lacznosc', ['łączność', 'łączności', 'łącznością', 'lacznosc', 'lacznosci']],
  ['maszyn', ['maszyna', 'maszyny', 'maszynie', 'maszynę', 'maszyną', 'maszyn', 'maszynami', 'maszynach']],
  ['kop', ['kopia', 'kopii', 'kopie', 'kopię', 'kopią', 'kopiami', 'kopiach']],
  ['instancj', ['instancja', 'instancji', 'instancje', 'instancję', 'instancjami', 'instancjach']],
  ['siec', ['sieć', 'sieci', 'siecią', 'sieciami', 'sieciach']],
  ['region', ['region', 'regionu', 'regionie', 'regiony', 'regionów', 'regionach']],
  ['serwer', ['serwer', 'serwera', 'serwerze', 'serwery', 'serwerów', 'serwerem']],
  ['faktur', ['faktura', 'faktury', 'fakturze', 'faktur', 'fakturę', 'fakturami']],
  ['obiekt', ['obiekt', 'obiektu', 'obiekcie', 'obiekty', 'obiektów']],
  ['kont', ['konto', 'konta', 'koncie', 'kont', 'kontem']],
  ['metod', ['metoda', 'metody', 'metodzie', 'metodą', 'metod']],
  ['klastr', ['klaster', 'klastra', 'klastrze', 'klastry', 'klastrów', 'klastrem']],
  ['przypadk', ['przypadek', 'przypadku', 'przypadki', 'przypadków']],
  ['logowan', ['logowanie', 'logowania', 'logowaniu', 'logowaniem', 'logowań']],
  ['zgloszen', ['zgłoszenie', 'zgłoszenia', 'zgłoszeń', 'zgłoszeniu', 'zgłoszeniami']],
  ['wirtualn', ['wirtualna', 'wirtualnej', 'wirtualną', 'wirtualny', 'wirtualnego', 'wirtualnych', 'wirtualnymi']],
  ['platnosc', ['płatność', 'płatności', 'płatnością', 'platnosci']],
  ['hasl', ['hasło', 'hasła', 'haśle', 'hasłem']],
  ['wysok', ['wysoki', 'wysokiego', 'wysokiej', 'wysokich', 'wysokim']],
  ['klient', ['klient', 'klienta', 'kliencie', 'klientowi', 'klientów']],
  ['uzyc', ['użycie', 'użycia', 'użyciu', 'użyciem']],
  ['kontener', ['kontener', 'kontenera', 'kontenerze', 'kontenery', 'kontenerów']],
];

describe('Polish stemmer', () => {
  it.each(families)('brings the forms of "%s" to one stem', (expected, forms) => {
    expect(forms.map((form) => [form, stemOf(form)])).toEqual(forms.map((form) => [form, expected]));
  });

  it.each([
    ['ovs', 'ovs'],
    ['2fa', '2fa'],
    ['429', '429'],
    ['tier3', 'tier3'],
    ['api', 'api'],
    ['ssh', 'ssh'],
  ])('leaves codes, numbers and short words alone: %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('stems a word typed without diacritics like the written one', () => {
    for (const [written, typed] of [
      ['usługach', 'uslugach'],
      ['dysków', 'dyskow'],
      ['łączności', 'lacznosci'],
      ['gałęzi', 'galezi'],
    ]) {
      expect(stemOf(typed)).toBe(stemOf(written));
    }
  });

  it.each([
    ['powieksz', ['powiększanie', 'powiększenie', 'powiększyć', 'powiększania']],
    ['dostep', ['dostęp', 'dostępu', 'dostępowy', 'dostępowego']],
    ['klon', ['klon', 'klonowanie', 'klonować', 'klonu']],
    ['szyfr', ['szyfr', 'szyfrowanie', 'szyfrowania']],
  ])('brings derived words to one root: %s', (expected, forms) => {
    expect(forms.map((form) => [form, root(stemOf(form))])).toEqual(forms.map((form) => [form, expected]));
  });
});
