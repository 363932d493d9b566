import {errorCatalogueData} from '../data/errors';
import {buildErrorsJson, serializeJson} from '../src/output';

const content = {...errorCatalogueData, route: '/services/api/kody-bledow/'};
const json = buildErrorsJson(content, {baseUrl: '/pl/docs/', dataFile: 'plugins/error-catalogue/data/errors.ts'});

describe('errors.json', () => {
  it('has every entry with its anchor and page URL', () => {
    expect(json.errors).toHaveLength(errorCatalogueData.errors.length);
    expect(json.errors.find((error) => error.id === '409')).toMatchObject({
      anchor: 'blad-409',
      url: '/pl/docs/services/api/kody-bledow/#blad-409',
      area: 'api',
      code: 409,
      operation: null,
      body: 'ErrorCode: kod błędu biznesowego.',
    });
  });

  it('gives every entry the same keys, with null for what it lacks', () => {
    const keys = Object.keys(json.errors[0] ?? {});
    expect(json.errors.every((error) => JSON.stringify(Object.keys(error)) === JSON.stringify(keys))).toBe(true);
    expect(json.errors.find((error) => error.id === 'oci-konsola')?.code).toBeNull();
  });

  it('turns related routes into site URLs', () => {
    expect(json.errors.find((error) => error.id === 'oci-ostatni-adres-ip')?.seeAlso).toEqual([
      {label: 'Adresy IP (FAQ)', url: '/pl/docs/faq/faq/ip/'},
    ]);
  });

  it('serializes to JSON that parses back to the same object', () => {
    expect(JSON.parse(serializeJson(json))).toEqual(json);
  });
});
