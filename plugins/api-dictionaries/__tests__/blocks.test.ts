import {dictionaryData} from '../data/dictionaries';
import {blockAnchor, dictionaryCurl, findBlock, hasPublishedIds, isDictionary} from '../src/blocks';

describe('findBlock', () => {
  it('finds a dictionary by id and a value set by field, each with its anchor', () => {
    const dictionary = findBlock(dictionaryData, {id: 27});
    expect(isDictionary(dictionary) && dictionary.id).toBe(27);
    expect(blockAnchor(dictionary)).toBe('slownik-27');
    const valueSet = findBlock(dictionaryData, {field: 'CloneType'});
    expect(isDictionary(valueSet)).toBe(false);
    expect(blockAnchor(valueSet)).toBe('wartosci-clonetype');
  });

  it('names the tag and the data file when the data has no such block', () => {
    expect(() => findBlock(dictionaryData, {id: 99})).toThrow(
      '<DictionaryTable id={99} />: no such dictionary in plugins/api-dictionaries/data/dictionaries.ts',
    );
    expect(() => findBlock(dictionaryData, {field: 'Nope'})).toThrow('<DictionaryTable field="Nope" />: no such value set');
  });
});

it('writes the curl call of a dictionary for a regional host', () => {
  expect(dictionaryCurl('https://api.example.com', 12)).toBe(
    'curl -H "Authorization: Bearer $ACCESS_TOKEN" \\\n  -H "Accept: application/json" \\\n  https://api.example.com/services/dictionaries/12',
  );
});

it('tells value sets with published ids from those without', () => {
  const [clone, subregion, operation] = dictionaryData.valueSets;
  expect([clone, subregion, operation].map((valueSet) => valueSet && hasPublishedIds(valueSet))).toEqual([true, true, false]);
});
