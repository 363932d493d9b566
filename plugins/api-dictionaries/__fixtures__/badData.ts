import {dictionaryData} from '../data/dictionaries';

/**
 * One fixture per kind of bad dictionary data, each a copy of the real data with one defect,
 * and the entry and message the build error must name.
 */
export interface BadDataFixture {
  name: string;
  data: unknown;
  entry: string;
  message: RegExp;
}

type Mutable = {dictionaries: Record<string, unknown>[]; valueSets: Record<string, unknown>[]};

function withDefect(change: (data: Mutable) => void): unknown {
  const copy = JSON.parse(JSON.stringify(dictionaryData)) as Mutable;
  change(copy);
  return copy;
}

function itemsOf(entry: Record<string, unknown>): Record<string, unknown>[] {
  return entry.items as Record<string, unknown>[];
}

export const badDataFixtures: BadDataFixture[] = [
  {
    name: 'duplicate dictionary id',
    data: withDefect((data) => {
      data.dictionaries[1] = {...data.dictionaries[1], id: 12};
    }),
    entry: 'dictionary 12 ("Klasy dysków")',
    message: /duplicate dictionary id 12/,
  },
  {
    name: 'duplicate item id',
    data: withDefect((data) => {
      data.valueSets[1] = {
        ...data.valueSets[1],
        values: [
          {id: 1, label: 'PL01', meaning: 'A.'},
          {id: 1, label: 'PL02', meaning: 'B.'},
        ],
      };
    }),
    entry: 'value set SubregionId, value 2 ("PL02")',
    message: /duplicate item id 1/,
  },
  {
    name: 'duplicate value set key',
    data: withDefect((data) => {
      data.valueSets[1] = {...data.valueSets[1], key: 'CloneType'};
    }),
    entry: 'value set CloneType',
    message: /duplicate key CloneType/,
  },
  {
    name: 'missing Polish name',
    data: withDefect((data) => {
      data.dictionaries[2] = {...data.dictionaries[2], name: ''};
    }),
    entry: 'dictionary 27',
    message: /missing Polish text in "name"/,
  },
  {
    name: 'missing Polish meaning of an item',
    data: withDefect((data) => {
      itemsOf(data.dictionaries[3])[0] = {id: null, label: 'Uruchomiona'};
    }),
    entry: 'dictionary 40 ("Statusy zleceń (ticketów)"), item 1 ("Uruchomiona")',
    message: /missing Polish text in "meaning"/,
  },
  {
    name: 'placeholder instead of Polish text',
    data: withDefect((data) => {
      data.dictionaries[4] = {...data.dictionaries[4], purpose: 'TODO'};
    }),
    entry: 'dictionary 121 ("Statusy eksportów")',
    message: /placeholder instead of Polish text \("TODO"\) in "purpose"/,
  },
  {
    name: 'made-up or malformed item id',
    data: withDefect((data) => {
      itemsOf(data.dictionaries[4])[0] = {id: '1', label: 'Oczekujący', meaning: 'Czeka.'};
    }),
    entry: 'dictionary 121 ("Statusy eksportów"), item 1 ("Oczekujący")',
    message: /id must be a positive integer, or null/,
  },
  {
    name: 'dictionary id that is not a number',
    data: withDefect((data) => {
      data.dictionaries[0] = {...data.dictionaries[0], id: 'dwanaście'};
    }),
    entry: 'dictionary #1 ("Typy maszyn")',
    message: /id must be a positive integer/,
  },
  {
    name: 'no items and no note',
    data: withDefect((data) => {
      delete data.dictionaries[2].note;
    }),
    entry: 'dictionary 27 ("Statusy maszyn")',
    message: /no items documented/,
  },
  {
    name: 'no fields and no fieldsNote',
    data: withDefect((data) => {
      data.dictionaries[2].fields = [];
      delete data.dictionaries[2].fieldsNote;
    }),
    entry: 'dictionary 27 ("Statusy maszyn")',
    message: /no field takes its values/,
  },
  {
    name: 'data that is not the expected shape',
    data: {dictionaries: 'none'},
    entry: 'the exported data',
    message: /must be \{dictionaries/,
  },
];
