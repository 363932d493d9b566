import {dictionaries, dictionaryData, DICTIONARIES_DATA_FILE, valueSets} from '../data/dictionaries';
import {validateDictionaryData} from '../src/validate';

// The real data: valid as a whole, each entry valid on its own, and every spec fact in place.
describe('dictionaries data', () => {
  it('passes validation', () => {
    expect(validateDictionaryData(dictionaryData, DICTIONARIES_DATA_FILE)).toEqual([]);
  });

  it('has exactly the dictionary ids of the spec', () => {
    // The spec's five, then every id the Terraform provider (1.x) or the API surface's notes name.
    expect(dictionaries.map((dictionary) => dictionary.id)).toEqual([
      12, 17, 27, 40, 121, 11, 15, 16, 36, 52, 55, 56, 70, 77, 84, 92, 123, 140, 155, 159, 160, 162, 166, 167, 178, 182, 186, 301, 302,
    ]);
  });

  it.each(dictionaries.map((dictionary) => [dictionary.id, dictionary] as const))(
    'dictionary %i is valid on its own',
    (_id, dictionary) => {
      expect(validateDictionaryData({dictionaries: [dictionary], valueSets: []}, DICTIONARIES_DATA_FILE)).toEqual([]);
      expect(dictionary.name).toMatch(/\p{L}/u);
      expect(dictionary.purpose.length).toBeGreaterThan(20);
    },
  );

  it.each(valueSets.map((valueSet) => [valueSet.key, valueSet] as const))('value set %s is valid on its own', (_key, valueSet) => {
    expect(validateDictionaryData({dictionaries: [], valueSets: [valueSet]}, DICTIONARIES_DATA_FILE)).toEqual([]);
  });

  const dictionaryItems = dictionaries.flatMap((dictionary) =>
    dictionary.items.map((item) => [dictionary.id, item.label ?? item.meaning, item] as const),
  );
  // Item ids the sources publish (the facts supplement: machine types, disk classes, login methods); every
  // other id stays null, never filled in from memory or the live API.
  const PUBLISHED: Record<number, Record<string, number>> = {
    12: {
      'v1.standard-1.05': 1047,
      'v1.standard-1.09': 289,
      'v1.standard-2.2': 34,
      'v1.standard-4.4': 35,
      'v1.standard-8.8': 36,
      'v1.highcpu-2.09': 1268,
    },
    17: {'Tier-1': 48, 'Tier-2': 49, 'Tier-3': 50, 'Tier-4': 895, 'Tier-5': 896},
    159: {
      'Klucze SSH. Podaj też identyfikatory kluczy dodanych wcześniej w panelu (SshKeysIds, w Terraformie ssh_keys_ids).': 1398,
      'Login i hasło (w panelu „Użytkownik i hasło”). W Terraformie to wartość domyślna.': 1399,
    },
  };
  it.each(dictionaryItems)('dictionary %i item %s has a published id or none (no made-up id)', (id, _label, item) => {
    expect(item.id).toBe(PUBLISHED[id]?.[item.label ?? item.meaning] ?? null);
    expect(item.meaning.trim()).not.toBe('');
  });

  it('holds no site settings token: the components show these texts as they are, unfilled', () => {
    expect(JSON.stringify(dictionaryData)).not.toMatch(/%%[A-Za-z]+%%/);
  });

  it('documents the items the spec names', () => {
    const labels = (id: number) => dictionaries.find((dictionary) => dictionary.id === id)?.items.map((item) => item.label);
    expect(labels(12)).toEqual([
      'v1.standard-1.05',
      'v1.standard-1.09',
      'v1.standard-2.2',
      'v1.standard-4.4',
      'v1.standard-8.8',
      'v1.highcpu-2.09',
      'High memory',
    ]);
    expect(labels(17)).toEqual(['Tier-1', 'Tier-2', 'Tier-3', 'Tier-4', 'Tier-5']);
    expect(labels(27)).toEqual([]);
    expect(labels(40)).toEqual(['Uruchomiona']);
    expect(labels(121)).toEqual(['Oczekujący']);
  });

  it('has the authorization method ids the facts supplement publishes', () => {
    // Dictionary 159, as the Terraform provider names it; the API's AuthorizationMethodId uses it too.
    const methods = dictionaryData.dictionaries.find((dictionary) => dictionary.id === 159);
    expect(methods?.items.map((item) => item.id)).toEqual([1398, 1399]);
    expect(methods?.fields.map((field) => field.field)).toContain('AuthorizationMethodId');
  });

  it('has the fixed CloneType and SubregionId values of the clone call', () => {
    const values = (key: string) =>
      valueSets.find((valueSet) => valueSet.key === key)?.values.map((value) => [value.id, value.label ?? value.meaning]);
    expect(values('CloneType')).toEqual([
      [869, 'Nowa konfiguracja.'],
      [870, 'Bieżąca konfiguracja.'],
    ]);
    expect(values('SubregionId')).toEqual([
      [1, 'PL-001'],
      [4, 'PL-002'],
      [5, 'PL-003'],
      [6, 'PL-004'],
      [7, 'PL-005'],
    ]);
  });

  it('lists the operation types of tickets without inventing their ids', () => {
    const operationType = valueSets.find((valueSet) => valueSet.key === 'OperationType');
    expect(operationType?.values).toHaveLength(5);
    expect(operationType?.values.every((value) => value.id === null && value.label === null)).toBe(true);
  });
});
