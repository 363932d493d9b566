import {resolveTerraformExamples, resolveTerraformTexts} from '../src/terraformData';
import type {TerraformExampleData, TerraformTextData} from '../src/terraformTypes';

const FILE = 'plugins/api-reference/data/terraformTexts.data.json';

/** A small data file: one object, read by a data source and by its list counterpart, and one resource. */
const data: TerraformTextData = {
  provider: {access_token: 'Token.'},
  common: {
    timeouts: {create: 'Limit czasu tworzenia.'},
    timeoutsField: 'Blok limitu czasu.',
    resourceId: 'Identyfikator obiektu.',
    filter: {key: 'Pole filtra.', values: 'Wartości filtra.'},
    listRoot: {filter: 'Filtr listy {what}.', id: 'Identyfikator odczytu.', items: 'Lista {what}.'},
  },
  objects: {
    disk: {id: 'Identyfikator dysku.', name: 'Nazwa dysku.'},
    connections: {slot: 'Gniazdo.'},
  },
  dataSources: {
    'data source:disk': {summary: 'Jeden dysk.', blocks: {'': 'disk', connections: 'connections'}, root: {name: 'Nazwa szukanego dysku.'}},
    'data source:disks': {summary: 'Dyski.', listOf: 'dysków', blocks: {'': 'disk', connections: 'connections'}, omit: ['id']},
  },
  resources: {
    'resource:disk': {summary: 'Dysk.', fields: {'': {name: 'Nazwa dysku.'}}},
  },
};

describe('resolveTerraformTexts', () => {
  it('shows one object in a data source and, under items, in its list; a resource gets timeouts and id', () => {
    expect(resolveTerraformTexts(data, FILE)).toEqual({
      provider: {access_token: 'Token.'},
      items: {
        'data source:disk': {
          summary: 'Jeden dysk.',
          fields: {'': {id: 'Identyfikator dysku.', name: 'Nazwa szukanego dysku.'}, connections: {slot: 'Gniazdo.'}},
        },
        'data source:disks': {
          summary: 'Dyski.',
          fields: {
            '': {filter: 'Filtr listy dysków.', id: 'Identyfikator odczytu.', items: 'Lista dysków.'},
            filter: {key: 'Pole filtra.', values: 'Wartości filtra.'},
            items: {name: 'Nazwa dysku.'},
            'items.connections': {slot: 'Gniazdo.'},
          },
        },
        'resource:disk': {
          summary: 'Dysk.',
          fields: {
            '': {name: 'Nazwa dysku.', timeouts: 'Blok limitu czasu.', id: 'Identyfikator obiektu.'},
            timeouts: {create: 'Limit czasu tworzenia.'},
          },
        },
      },
    });
  });

  it('stops on a name that points nowhere, listing every problem with the file', () => {
    const broken: TerraformTextData = {
      ...data,
      dataSources: {
        'data source:disk': {summary: 'Jeden dysk.', blocks: {'': 'dysk', connections: 'connections'}},
        'data source:disks': {summary: 'Dyski.', listOf: 'dysków', blocks: {connections: 'connections'}, omit: ['size']},
        'data source:other': {summary: 'Inny.', blocks: {'': 'disk'}, omit: ['size']},
      },
    };
    expect(() => resolveTerraformTexts(broken, FILE)).toThrow(
      [
        `${FILE}:`,
        '- data source:disk: "blocks" names the object "dysk", which "objects" does not have',
        '- data source:disks: "blocks" has no root block ""',
        '- data source:other: "omit" names size, which the object "disk" does not have',
      ].join('\n'),
    );
  });
});

describe('resolveTerraformExamples', () => {
  const EXAMPLES = 'plugins/api-reference/data/terraformExamples.data.json';
  const examples: TerraformExampleData = {
    throughList: 'Przez listę [`{list}`](/lista/#{anchor}).',
    examples: {
      'data source:ssh_key': {throughList: 'ssh_keys', hcl: ['data "x_ssh_keys" "wszystkie" {}']},
      'data source:ssh_keys': {
        intro: 'Wszystkie klucze.',
        hcl: ['data "x_ssh_keys" "wszystkie" {}', '', 'output "n" {', '  value = 1', '}'],
      },
    },
  };

  it('writes the through-a-list intro with the list and its anchor, and joins the HCL lines', () => {
    expect(resolveTerraformExamples(examples, EXAMPLES)).toEqual({
      'data source:ssh_key': {intro: 'Przez listę [`ssh_keys`](/lista/#ssh-keys).', hcl: 'data "x_ssh_keys" "wszystkie" {}'},
      'data source:ssh_keys': {intro: 'Wszystkie klucze.', hcl: 'data "x_ssh_keys" "wszystkie" {}\n\noutput "n" {\n  value = 1\n}'},
    });
  });

  it('stops on a list that has no example of its own', () => {
    const broken = {...examples, examples: {'data source:ssh_key': {throughList: 'ssh_key', hcl: ['data "x_ssh_keys" "wszystkie" {}']}}};
    expect(() => resolveTerraformExamples(broken, EXAMPLES)).toThrow(
      `${EXAMPLES}:\n- data source:ssh_key: "throughList" names ssh_key, which is no list data source with an example of its own`,
    );
  });
});
