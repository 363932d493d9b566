import {areas, errorCatalogueData, errors, ERRORS_DATA_FILE} from '../data/errors';
import {AREA_KEYS, errorAnchor} from '../src/types';
import {validateErrorCatalogue} from '../src/validate';

// The real catalogue: valid as a whole, each entry valid on its own, and every spec item in place.
describe('error catalogue data', () => {
  it('passes validation', () => {
    expect(validateErrorCatalogue(errorCatalogueData, ERRORS_DATA_FILE)).toEqual([]);
  });

  it('has every area of the issue, in order', () => {
    expect(areas.map((area) => area.key)).toEqual([...AREA_KEYS]);
  });

  it.each(errors.map((error) => [error.id, error] as const))('entry %s is valid on its own and reads as Polish', (_id, error) => {
    expect(validateErrorCatalogue({areas, errors: [error]}, ERRORS_DATA_FILE)).toEqual([]);
    for (const text of [error.meaning, error.when, error.action]) {
      expect(text).toMatch(/[.!?:)]$/);
      expect(text).not.toMatch(/\b(the|should|please|which)\b/i);
    }
    expect(errorAnchor(error.id)).toMatch(/^blad-[a-z0-9-]+$/);
  });

  it('has every code of the API error table under its own anchor', () => {
    const general = errors.filter((error) => error.code !== undefined && error.operation === undefined);
    expect(general.map((error) => error.code)).toEqual([200, 201, 204, 400, 401, 402, 403, 404, 409, 429, 500]);
    expect(general.every((error) => error.area === 'api' && error.id === String(error.code))).toBe(true);
  });

  it('says what the body carries for 400 (model state) and 409 (ErrorCode)', () => {
    expect(errors.find((error) => error.id === '400')?.body).toMatch(/Model state/);
    expect(errors.find((error) => error.id === '409')?.body).toMatch(/ErrorCode/);
  });

  it('has the linked-clone codes 404, 401 and 409', () => {
    const linkedClone = errors.filter((error) => error.operation?.includes('clone_linked_ticket'));
    expect(linkedClone.map((error) => error.code)).toEqual([404, 401, 409]);
  });

  it.each([
    ['oci-snapshoty', 'oci'],
    ['oci-eksport-powyzej-1-tb', 'oci'],
    ['ocs-eksport-brak-sciezki', 'ocs'],
    ['oci-konsola', 'oci'],
    ['oci-autoskaler-bez-zgody-na-restart', 'oci'],
    ['otm-domena-niezweryfikowana', 'otm'],
    ['oks-wezel-nie-startuje', 'oks'],
    ['oks-pelna-pamiec-obrazow', 'oks'],
    ['oci-ostatni-adres-ip', 'oci'],
    ['rozliczenia-usuniecie-karty', 'billing'],
    ['oci-nieudany-import', 'oci'],
    ['oci-load-balancer-serwer-niedostepny', 'oci'],
    ['rozliczenia-nieudana-platnosc-automatyczna', 'billing'],
    ['oci-siec-prywatna-bez-ruchu', 'oci'],
    ['rozliczenia-nagly-wzrost-kosztow', 'billing'],
    ['strona-loading-chunk-failed', 'site'],
    ['strona-nieznany-adres', 'site'],
    ['api-refresh-token-uzyty', 'api'],
  ])('files the failure situation %s under %s', (id, area) => {
    expect(errors.find((error) => error.id === id)?.area).toBe(area);
  });

  it('keeps the spec numbers in the entries', () => {
    const text = (id: string) => JSON.stringify(errors.find((error) => error.id === id));
    expect(text('429')).toContain('400 zapytań na minutę');
    expect(text('400')).toContain('5–300 GB');
    expect(text('otm-domena-niezweryfikowana')).toContain('co 5 minut');
    expect(text('oci-load-balancer-serwer-niedostepny')).toContain('200, 301–303 lub 307 w ciągu 2 sekund');
    expect(text('rozliczenia-nieudana-platnosc-automatyczna')).toContain('po 3 nieudanych próbach');
    expect(text('strona-loading-chunk-failed')).toContain('Loading chunk N failed');
  });
});
