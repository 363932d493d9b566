import {matchBlock, queryFromSearch, searchWithQuery} from '../src/filter';
import type {Dictionary, ValueSet} from '../src/types';

const types: Dictionary = {
  id: 12,
  name: 'Typy maszyn wirtualnych',
  purpose: 'Rozmiar maszyny: procesory i pamięć.',
  fields: [{field: 'TypeId', usedIn: 'POST /instances'}],
  items: [
    {id: 1, label: 'Mała', meaning: 'Jeden procesor'},
    {id: 2, label: 'Duża', meaning: 'Osiem procesorów, dużo pamięci'},
  ],
};
const clone: ValueSet = {
  key: 'CloneType',
  name: 'Rodzaj klonu',
  purpose: 'Pełny albo połączony klon.',
  fields: [{field: 'CloneType', usedIn: 'POST /instances/{id}/clone'}],
  values: [
    {id: 0, label: null, meaning: 'Klon pełny'},
    {id: 1, label: null, meaning: 'Linked clone'},
  ],
};

describe('dictionary filter', () => {
  it('shows everything for an empty query', () => {
    expect(matchBlock(types, '  ')).toEqual({visible: true, items: types.items});
  });

  it('matches a whole block by id, name or field, diacritics ignored', () => {
    expect(matchBlock(types, '12').items).toHaveLength(2);
    expect(matchBlock(types, 'typeid').items).toHaveLength(2);
    expect(matchBlock(types, 'MASZYN wirtualnych').items).toHaveLength(2);
    expect(matchBlock(clone, 'rodzaj klonu').visible).toBe(true);
  });

  it('narrows to the matching items by label or meaning', () => {
    expect(matchBlock(types, 'duza').items.map((item) => item.id)).toEqual([2]);
    expect(matchBlock(types, 'pamieci').items.map((item) => item.id)).toEqual([2]);
    expect(matchBlock(clone, 'linked').items.map((item) => item.id)).toEqual([1]);
  });

  it('hides a block that nothing matches', () => {
    expect(matchBlock(types, 'kubernetes')).toEqual({visible: false, items: []});
  });

  it('keeps the query in the address', () => {
    expect(queryFromSearch('?q=%C5%82%C3%B3d%C5%BA+12')).toBe('łódź 12');
    expect(queryFromSearch('?q=dysk+')).toBe('dysk ');
    expect(queryFromSearch(`?q=${'x'.repeat(300)}`)).toHaveLength(100);
    expect(searchWithQuery('?x=1', 'dysk')).toBe('?x=1&q=dysk');
    expect(searchWithQuery('?q=dysk', ' ')).toBe('');
  });
});
