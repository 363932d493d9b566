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

/** A record as the widget hands it over; the policies are unknown so that a case can break them. */
const record = (servers: unknown[], serverPolicy: unknown = 'manual', groupPolicy: unknown = 'manual') => ({
  servers,
  serverPolicy,
  groupPolicy,
});

type BadConfig = [string, unknown, SimulationProblem];

/** One main server with an address that is neither IPv4 nor IPv6: the engine names the address. */
const badAddress = (name: string, ip: string): BadConfig => [
  name,
  record([main('a1', ip)]),
  {code: 'invalidServerValue', id: 'a1', field: 'ip', value: ip, allowed: ['IPv4', 'IPv6']},
];

/** Configurations that break a rule, with the problem the engine must name. */
export const badConfigs: BadConfig[] = [
  ['not an object', 'a1', {code: 'invalidConfig'}],
  ['no servers', record([], 'automatic', 'automatic'), {code: 'invalidConfig'}],
  [
    'no active server in the main group',
    record([main('h1', '192.0.2.1', 'hotspare'), {id: 'b1', ip: '192.0.2.9', group: 'backup'}]),
    {code: 'noActiveServer'},
  ],
  [
    'a role in the backup group',
    record([main('a1', '192.0.2.1'), {id: 'b1', ip: '192.0.2.9', group: 'backup', role: 'hotspare'}], 'automatic', 'automatic'),
    {code: 'roleInBackupGroup', id: 'b1'},
  ],
  ['duplicate ids', record([main('a1', '192.0.2.1'), main('a1', '192.0.2.2')], 'automatic', 'automatic'), {code: 'duplicateId', id: 'a1'}],
  badAddress('an IPv4 octet over 255', '256.0.2.1'),
  badAddress('three octets', '192.0.2'),
  badAddress('a leading zero', '192.0.02.1'),
  badAddress('a host name', 'www.example.com'),
  badAddress('two :: in IPv6', '2001:db8::1::2'),
  badAddress('nine IPv6 groups', '1:2:3:4:5:6:7:8:9'),
  badAddress('a non-hex IPv6 group', '2001:db8::g1'),
  [
    'automatic server policy without a monitor',
    record([{...main('a1', '192.0.2.1'), monitored: false}], 'automatic', 'manual'),
    {code: 'automaticNeedsMonitor', id: 'a1'},
  ],
  [
    'automatic group policy without a monitor',
    record([main('a1', '192.0.2.1'), {id: 'b1', ip: '192.0.2.9', group: 'backup', monitored: false}], 'manual', 'automatic'),
    {code: 'automaticNeedsMonitor', id: 'b1'},
  ],
  [
    'an unknown group',
    record([{id: 'a1', ip: '192.0.2.1', group: 'primary'}]),
    {code: 'invalidServerValue', id: 'a1', field: 'group', value: 'primary', allowed: ['main', 'backup']},
  ],
  [
    'an unknown role',
    record([{id: 'a1', ip: '192.0.2.1', group: 'main', role: 'standby'}]),
    {code: 'invalidServerValue', id: 'a1', field: 'role', value: 'standby', allowed: ['active', 'hotspare']},
  ],
  [
    'an unknown policy',
    record([main('a1', '192.0.2.1')], 'auto', 'manual'),
    {code: 'invalidValue', field: 'serverPolicy', value: 'auto', allowed: ['automatic', 'manual']},
  ],
  [
    'a monitored flag that is not a boolean',
    record([{...main('a1', '192.0.2.1'), monitored: 'yes'}]),
    {code: 'invalidServerValue', id: 'a1', field: 'monitored', value: 'yes', allowed: ['true', 'false']},
  ],
  ['an empty id', record([{id: ' ', ip: '192.0.2.1', group: 'main'}]), {code: 'invalidServer', server: 1}],
];
