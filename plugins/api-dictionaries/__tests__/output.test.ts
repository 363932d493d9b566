import {dictionaryData} from '../data/dictionaries';
import {buildDictionariesJson, serializeJson} from '../src/output';

const content = {...dictionaryData, route: '/services/api/slowniki/'};
const json = buildDictionariesJson(content, {baseUrl: '/pl/docs/', dataFile: 'plugins/api-dictionaries/data/dictionaries.ts'});

describe('dictionaries.json', () => {
  it('has every dictionary with its API path and documentation link', () => {
    expect(json.dictionaries.map(({id, apiPath, documentation}) => [id, apiPath, documentation])).toEqual([
      [12, '/services/dictionaries/12', '/pl/docs/services/api/slowniki/#slownik-12'],
      [17, '/services/dictionaries/17', '/pl/docs/services/api/slowniki/#slownik-17'],
      [27, '/services/dictionaries/27', '/pl/docs/services/api/slowniki/#slownik-27'],
      [40, '/services/dictionaries/40', '/pl/docs/services/api/slowniki/#slownik-40'],
      [121, '/services/dictionaries/121', '/pl/docs/services/api/slowniki/#slownik-121'],
    ]);
  });

  it('keeps unpublished ids as null rather than dropping or guessing them', () => {
    const ticketStatuses = json.dictionaries.find((dictionary) => dictionary.id === 40);
    expect(ticketStatuses?.items).toEqual([{id: null, label: 'Uruchomiona', meaning: expect.any(String), example: null}]);
  });

  it('has the value sets with their anchors', () => {
    expect(json.valueSets.map((valueSet) => valueSet.documentation)).toEqual([
      '/pl/docs/services/api/slowniki/#wartosci-clonetype',
      '/pl/docs/services/api/slowniki/#wartosci-subregionid',
      '/pl/docs/services/api/slowniki/#wartosci-authorizationmethodid',
      '/pl/docs/services/api/slowniki/#wartosci-operationtype',
    ]);
  });

  it('serializes to JSON that parses back to the same object', () => {
    const text = serializeJson(json);
    expect(text.endsWith('\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(json);
  });
});
