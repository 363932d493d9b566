import {errorCatalogueData} from '../data/errors';

/**
 * One fixture per kind of bad catalogue data, each a copy of the real data with one defect,
 * and the entry and message the build error must name.
 */
export interface BadDataFixture {
  name: string;
  data: unknown;
  entry: string;
  message: RegExp;
}

type Mutable = {areas: Record<string, unknown>[]; errors: Record<string, unknown>[]};

function withDefect(change: (data: Mutable) => void): unknown {
  const copy = JSON.parse(JSON.stringify(errorCatalogueData)) as Mutable;
  change(copy);
  return copy;
}

function replaceError(data: Mutable, id: string, change: (entry: Record<string, unknown>) => Record<string, unknown>): void {
  const index = data.errors.findIndex((entry) => entry.id === id);
  const entry = data.errors[index];
  if (!entry) throw new Error(`fixture: no entry ${id}`);
  data.errors[index] = change(entry);
}

export const badDataFixtures: BadDataFixture[] = [
  {
    name: 'duplicate id',
    data: withDefect((data) => {
      replaceError(data, 'oci-konsola', (entry) => ({...entry, id: 'oci-snapshoty'}));
    }),
    entry: 'error oci-snapshoty',
    message: /duplicate id oci-snapshoty/,
  },
  {
    name: 'duplicate code',
    data: withDefect((data) => {
      data.errors.push({...data.errors[0], id: 'api-drugi-sukces'});
    }),
    entry: 'error api-drugi-sukces',
    message: /duplicate code 200 \(also error 200\)/,
  },
  {
    name: 'duplicate code of one call',
    data: withDefect((data) => {
      replaceError(data, 'oci-klon-polaczony-401', (entry) => ({...entry, code: 404}));
    }),
    entry: 'error oci-klon-polaczony-401',
    message: /duplicate code 404 for POST \/services\/instances\/\{instance_id\}\/clone_linked_ticket/,
  },
  {
    name: 'missing Polish text',
    data: withDefect((data) => {
      replaceError(data, '409', (entry) => ({...entry, action: '  '}));
    }),
    entry: 'error 409',
    message: /missing Polish text in "action"/,
  },
  {
    name: 'missing Polish title',
    data: withDefect((data) => {
      replaceError(data, 'otm-domena-niezweryfikowana', ({title: _title, ...entry}) => entry);
    }),
    entry: 'error otm-domena-niezweryfikowana',
    message: /missing Polish text in "title"/,
  },
  {
    name: 'placeholder instead of Polish text',
    data: withDefect((data) => {
      replaceError(data, 'oks-wezel-nie-startuje', (entry) => ({...entry, when: 'TBD'}));
    }),
    entry: 'error oks-wezel-nie-startuje',
    message: /placeholder instead of Polish text \("TBD"\) in "when"/,
  },
  {
    name: 'unknown area',
    data: withDefect((data) => {
      replaceError(data, 'oci-konsola', (entry) => ({...entry, area: 'ovs'}));
    }),
    entry: 'error oci-konsola',
    message: /unknown area "ovs" \(known: api, oci, ocs, otm, oks, billing, site\)/,
  },
  {
    name: 'duplicate area',
    data: withDefect((data) => {
      data.areas.push({key: 'oci', label: 'Drugie OCI', idPrefix: 'oci'});
    }),
    entry: 'area oci',
    message: /duplicate area oci/,
  },
  {
    name: 'area the catalogue does not know',
    data: withDefect((data) => {
      data.areas.push({key: 'ovs', label: 'OVS — dyski', idPrefix: 'ovs'});
    }),
    entry: 'area ovs',
    message: /key must be one of api, oci, ocs, otm, oks, billing, site/,
  },
  {
    name: 'code that is not an HTTP status',
    data: withDefect((data) => {
      replaceError(data, '500', (entry) => ({...entry, code: 5000}));
    }),
    entry: 'error 500',
    message: /code must be an HTTP status/,
  },
  {
    name: 'general code entry with another id',
    data: withDefect((data) => {
      replaceError(data, '429', (entry) => ({...entry, id: 'api-limit'}));
    }),
    entry: 'error api-limit',
    message: /must have the id "429"/,
  },
  {
    name: 'id without the prefix of its area',
    data: withDefect((data) => {
      replaceError(data, 'rozliczenia-usuniecie-karty', (entry) => ({...entry, id: 'usuniecie-karty'}));
    }),
    entry: 'error usuniecie-karty',
    message: /id must start with "rozliczenia-"/,
  },
  {
    name: 'id that is not a slug',
    data: withDefect((data) => {
      replaceError(data, 'oci-konsola', (entry) => ({...entry, id: 'OCI Konsola'}));
    }),
    entry: 'error OCI Konsola',
    message: /id must be lower-case letters, digits and hyphens/,
  },
  {
    name: 'related link that is not a route',
    data: withDefect((data) => {
      replaceError(data, 'oci-nieudany-import', (entry) => ({...entry, seeAlso: [{label: 'Import', to: 'faq/import'}]}));
    }),
    entry: 'error oci-nieudany-import',
    message: /seeAlso 1 must link to a route/,
  },
  {
    name: 'data that is not the expected shape',
    data: [],
    entry: 'the exported data',
    message: /must be \{areas/,
  },
];
