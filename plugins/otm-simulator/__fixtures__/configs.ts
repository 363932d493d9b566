import type {Policy, ServerConfig, SimulationConfig, SimulationProblem} from '../src/engine';

/** One Active, one Hotspare in the main group and two backup servers. */
export function hotspareRecord(serverPolicy: Policy = 'automatic', groupPolicy: Policy = 'automatic'): SimulationConfig {
  return {
    serverPolicy,
    groupPolicy,
    servers: [
      {id: 'a1', ip: '192.0.2.1', group: 'main', role: 'active'},
      {id: 'h1', ip: '192.0.2.2', group: 'main', role: 'hotspare'},
      {id: 'b1', ip: '198.51.100.1', group: 'backup'},
      {id: 'b2', ip: '198.51.100.2', group: 'backup'},
    ],
  };
}

/** Two Actives and the given number of Hotspares, one backup server. */
export function sparesRecord(spares: number, serverPolicy: Policy = 'automatic'): SimulationConfig {
  const servers: ServerConfig[] = [
    {id: 'a1', ip: '192.0.2.1', group: 'main', role: 'active'},
    {id: 'a2', ip: '192.0.2.2', group: 'main', role: 'active'},
  ];
  for (let index = 1; index <= spares; index++) {
    servers.push({id: `h${index}`, ip: `192.0.2.${10 + index}`, group: 'main', role: 'hotspare'});
  }
  servers.push({id: 'b1', ip: '198.51.100.1', group: 'backup'});
  return {serverPolicy, groupPolicy: 'automatic', servers};
}

const main = (id: string, ip: string, role: 'active' | 'hotspare' = 'active'): ServerConfig => ({id, ip, group: 'main', role});

/** Configurations that break a rule, with the problem the engine must name. */
export const badConfigs: [string, unknown, SimulationProblem][] = [
  ['not an object', 'a1', {code: 'invalidConfig'}],
  ['no servers', {servers: [], serverPolicy: 'automatic', groupPolicy: 'automatic'}, {code: 'invalidConfig'}],
  [
    'no active server in the main group',
    {
      servers: [main('h1', '192.0.2.1', 'hotspare'), {id: 'b1', ip: '192.0.2.9', group: 'backup'}],
      serverPolicy: 'manual',
      groupPolicy: 'manual',
    },
    {code: 'noActiveServer'},
  ],
  [
    'a role in the backup group',
    {
      servers: [main('a1', '192.0.2.1'), {id: 'b1', ip: '192.0.2.9', group: 'backup', role: 'hotspare'}],
      serverPolicy: 'automatic',
      groupPolicy: 'automatic',
    },
    {code: 'roleInBackupGroup', id: 'b1'},
  ],
  [
    'duplicate ids',
    {servers: [main('a1', '192.0.2.1'), main('a1', '192.0.2.2')], serverPolicy: 'automatic', groupPolicy: 'automatic'},
    {code: 'duplicateId', id: 'a1'},
  ],
  [
    'an IPv4 octet over 255',
    {servers: [main('a1', '256.0.2.1')], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'ip', value: '256.0.2.1', allowed: ['IPv4', 'IPv6']},
  ],
  [
    'three octets',
    {servers: [main('a1', '192.0.2')], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'ip', value: '192.0.2', allowed: ['IPv4', 'IPv6']},
  ],
  [
    'a leading zero',
    {servers: [main('a1', '192.0.02.1')], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'ip', value: '192.0.02.1', allowed: ['IPv4', 'IPv6']},
  ],
  [
    'a host name',
    {servers: [main('a1', 'www.example.com')], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'ip', value: 'www.example.com', allowed: ['IPv4', 'IPv6']},
  ],
  [
    'two :: in IPv6',
    {servers: [main('a1', '2001:db8::1::2')], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'ip', value: '2001:db8::1::2', allowed: ['IPv4', 'IPv6']},
  ],
  [
    'nine IPv6 groups',
    {servers: [main('a1', '1:2:3:4:5:6:7:8:9')], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'ip', value: '1:2:3:4:5:6:7:8:9', allowed: ['IPv4', 'IPv6']},
  ],
  [
    'a non-hex IPv6 group',
    {servers: [main('a1', '2001:db8::g1')], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'ip', value: '2001:db8::g1', allowed: ['IPv4', 'IPv6']},
  ],
  [
    'automatic server policy without a monitor',
    {servers: [{...main('a1', '192.0.2.1'), monitored: false}], serverPolicy: 'automatic', groupPolicy: 'manual'},
    {code: 'automaticNeedsMonitor', id: 'a1'},
  ],
  [
    'automatic group policy without a monitor',
    {
      servers: [main('a1', '192.0.2.1'), {id: 'b1', ip: '192.0.2.9', group: 'backup', monitored: false}],
      serverPolicy: 'manual',
      groupPolicy: 'automatic',
    },
    {code: 'automaticNeedsMonitor', id: 'b1'},
  ],
  [
    'an unknown group',
    {servers: [{id: 'a1', ip: '192.0.2.1', group: 'primary'}], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'group', value: 'primary', allowed: ['main', 'backup']},
  ],
  [
    'an unknown role',
    {servers: [{id: 'a1', ip: '192.0.2.1', group: 'main', role: 'standby'}], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'role', value: 'standby', allowed: ['active', 'hotspare']},
  ],
  [
    'an unknown policy',
    {servers: [main('a1', '192.0.2.1')], serverPolicy: 'auto', groupPolicy: 'manual'},
    {code: 'invalidValue', field: 'serverPolicy', value: 'auto', allowed: ['automatic', 'manual']},
  ],
  [
    'a monitored flag that is not a boolean',
    {servers: [{...main('a1', '192.0.2.1'), monitored: 'yes'}], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServerValue', id: 'a1', field: 'monitored', value: 'yes', allowed: ['true', 'false']},
  ],
  [
    'an empty id',
    {servers: [{id: ' ', ip: '192.0.2.1', group: 'main'}], serverPolicy: 'manual', groupPolicy: 'manual'},
    {code: 'invalidServer', server: 1},
  ],
];
