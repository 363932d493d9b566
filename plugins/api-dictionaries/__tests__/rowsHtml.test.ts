import {indexRowsHtml, itemRowsHtml, type IndexLabels, type ItemLabels} from '../src/rowsHtml';
import type {Dictionary, ValueSet} from '../src/types';

const indexLabels: IndexLabels = {
  columns: {key: 'Słownik lub pole', name: 'Nazwa', purpose: 'Do czego służy', source: 'Skąd wziąć listę'},
  dictionary: (id) => `Słownik ${id}`,
  fixed: 'stałe wartości z dokumentacji wywołań',
  unpublished: 'identyfikatorów nie opublikowano',
};

const itemLabels: ItemLabels = {
  columns: {id: 'Id', label: 'Etykieta', meaning: 'Znaczenie'},
  notPublished: 'nie opublikowano',
  example: 'Przykładowa etykieta:',
};

const dictionary = {id: 12, name: 'Typy <maszyn>', purpose: 'A & B', fields: [], items: []} as unknown as Dictionary;
const valueSet = {
  key: 'CloneType',
  name: 'Rodzaj klonu',
  purpose: 'P',
  fields: [],
  values: [{id: 869, label: null, meaning: 'M'}],
} as unknown as ValueSet;

describe('indexRowsHtml', () => {
  it('writes the jump list rows as the index component did, escaping the data', () => {
    expect(indexRowsHtml([dictionary, valueSet], '/services/api/slowniki/', '/pl/docs/', indexLabels)).toBe(
      '<tr role="row"><th scope="row" role="rowheader"><a href="/pl/docs/services/api/slowniki/#slownik-12">Słownik 12</a></th>' +
        '<td role="cell" data-label="Nazwa">Typy &lt;maszyn&gt;</td><td role="cell" data-label="Do czego służy">A &amp; B</td>' +
        '<td role="cell" data-label="Skąd wziąć listę"><code>GET /dictionaries/12</code></td></tr>' +
        '<tr role="row"><th scope="row" role="rowheader"><a href="/pl/docs/services/api/slowniki/#wartosci-clonetype"><code>CloneType</code></a></th>' +
        '<td role="cell" data-label="Nazwa">Rodzaj klonu</td><td role="cell" data-label="Do czego służy">P</td>' +
        '<td role="cell" data-label="Skąd wziąć listę">stałe wartości z dokumentacji wywołań</td></tr>',
    );
  });
});

describe('itemRowsHtml', () => {
  it('writes the items with the label column, "nie opublikowano" and an example label', () => {
    const items = [
      {id: null, label: 'Uruchomiona', meaning: 'Trwa.'},
      {id: 34, label: null, meaning: 'Klasa <Standard>.', example: 'v1.standard-2.2'},
    ];
    expect(itemRowsHtml(items, true, itemLabels, {notPublished: 'np_x'})).toBe(
      '<tr role="row"><td role="cell" data-label="Id"><span class="np_x">nie opublikowano</span></td>' +
        '<td role="cell" data-label="Etykieta"><code>Uruchomiona</code></td><td role="cell" data-label="Znaczenie">Trwa.</td></tr>' +
        '<tr role="row"><td role="cell" data-label="Id"><code>34</code></td>' +
        '<td role="cell" data-label="Etykieta"><span class="np_x">nie opublikowano</span></td>' +
        '<td role="cell" data-label="Znaczenie">Klasa &lt;Standard&gt;. Przykładowa etykieta: <code>v1.standard-2.2</code></td></tr>',
    );
  });

  it('leaves out the label column when no item has a label', () => {
    expect(itemRowsHtml([{id: 869, label: null, meaning: 'M'}], false, itemLabels, {notPublished: 'np_x'})).toBe(
      '<tr role="row"><td role="cell" data-label="Id"><code>869</code></td><td role="cell" data-label="Znaczenie">M</td></tr>',
    );
  });
});
