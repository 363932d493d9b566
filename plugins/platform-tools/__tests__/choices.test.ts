import {dictionaryData} from '../../api-dictionaries/public';
import {instanceChoices} from '../src/choices';

describe('instanceChoices', () => {
  const choices = instanceChoices(dictionaryData);

  it('offers the published ids of the dictionaries data, by name', () => {
    expect(choices.TypeId.choices.map((choice) => choice.id)).toEqual([1047, 289, 34, 35, 36, 1268]);
    expect(choices.TypeId.choices[2]).toEqual({id: 34, label: 'v1.standard-2.2 (34)'});
    expect(choices.DiskClass.choices.map((choice) => choice.label)).toEqual([
      'Tier-1 (48)',
      'Tier-2 (49)',
      'Tier-3 (50)',
      'Tier-4 (895)',
      'Tier-5 (896)',
    ]);
    expect(choices.SubregionId.choices.map((choice) => choice.id)).toEqual([1, 4, 5, 6, 7]);
    expect(choices.AuthorizationMethodId.choices).toEqual([
      {id: 1398, label: 'Klucze SSH (1398)'},
      {id: 1399, label: 'Login i hasło (w panelu „Użytkownik i hasło”) (1399)'},
    ]);
  });

  it('never offers an unpublished id and says where every id can be read', () => {
    expect(choices.TypeId.choices.some((choice) => choice.label.startsWith('High memory'))).toBe(false);
    expect(choices.TypeId.source).toBe('GET /dictionaries/12');
    const empty = instanceChoices({dictionaries: [], valueSets: []});
    expect(empty.DiskClass).toEqual({choices: [], source: 'GET /dictionaries/17'});
  });
});

describe('subregions by region', () => {
  it('offers the published subregion ids (all of PL-1-WAW) only for Warsaw', () => {
    expect(instanceChoices(dictionaryData, 'waw').SubregionId.choices.map((choice) => choice.label)).toEqual([
      'PL-001 (1)',
      'PL-002 (4)',
      'PL-003 (5)',
      'PL-004 (6)',
      'PL-005 (7)',
    ]);
    expect(instanceChoices(dictionaryData, 'krk').SubregionId).toEqual({choices: [], source: 'GET /subregions'});
  });
});
