import type {Policy, ServerConfig, SimulationConfig} from '../src/engine';

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

/** Configurations that break a rule, with a fragment of the Polish message they must produce. */
export const badConfigs: [string, unknown, RegExp][] = [
  ['not an object', 'a1', /musi być obiektem/],
  ['no servers', {servers: [], serverPolicy: 'automatic', groupPolicy: 'automatic'}, /co najmniej jednym serwerem/],
  [
    'no active server in the main group',
    {servers: [main('h1', '192.0.2.1', 'hotspare'), {id: 'b1', ip: '192.0.2.9', group: 'backup'}], serverPolicy: 'manual', groupPolicy: 'manual'},
    /co najmniej jeden serwer w roli Active/,
  ],
  [
    'a role in the backup group',
    {servers: [main('a1', '192.0.2.1'), {id: 'b1', ip: '192.0.2.9', group: 'backup', role: 'hotspare'}], serverPolicy: 'automatic', groupPolicy: 'automatic'},
    /role Active i Hotspare istnieją tylko w grupie głównej/,
  ],
  [
    'duplicate ids',
    {servers: [main('a1', '192.0.2.1'), main('a1', '192.0.2.2')], serverPolicy: 'automatic', groupPolicy: 'automatic'},
    /„a1” występuje więcej niż raz/,
  ],
  ['an IPv4 octet over 255', {servers: [main('a1', '256.0.2.1')], serverPolicy: 'manual', groupPolicy: 'manual'}, /„256\.0\.2\.1” nie jest poprawnym adresem/],
  ['three octets', {servers: [main('a1', '192.0.2')], serverPolicy: 'manual', groupPolicy: 'manual'}, /nie jest poprawnym adresem IPv4 ani IPv6/],
  ['a leading zero', {servers: [main('a1', '192.0.02.1')], serverPolicy: 'manual', groupPolicy: 'manual'}, /nie jest poprawnym adresem/],
  ['a host name', {servers: [main('a1', 'www.example.com')], serverPolicy: 'manual', groupPolicy: 'manual'}, /nie jest poprawnym adresem/],
  ['two :: in IPv6', {servers: [main('a1', '2001:db8::1::2')], serverPolicy: 'manual', groupPolicy: 'manual'}, /nie jest poprawnym adresem/],
  ['nine IPv6 groups', {servers: [main('a1', '1:2:3:4:5:6:7:8:9')], serverPolicy: 'manual', groupPolicy: 'manual'}, /nie jest poprawnym adresem/],
  ['a non-hex IPv6 group', {servers: [main('a1', '2001:db8::g1')], serverPolicy: 'manual', groupPolicy: 'manual'}, /nie jest poprawnym adresem/],
  [
    'automatic server policy without a monitor',
    {servers: [{...main('a1', '192.0.2.1'), monitored: false}], serverPolicy: 'automatic', groupPolicy: 'manual'},
    /wymaga monitora podpiętego do każdego serwera, a serwer „a1” go nie ma/,
  ],
  [
    'automatic group policy without a monitor',
    {servers: [main('a1', '192.0.2.1'), {id: 'b1', ip: '192.0.2.9', group: 'backup', monitored: false}], serverPolicy: 'manual', groupPolicy: 'automatic'},
    /serwer „b1” go nie ma/,
  ],
  ['an unknown group', {servers: [{id: 'a1', ip: '192.0.2.1', group: 'primary'}], serverPolicy: 'manual', groupPolicy: 'manual'}, /nieznana grupa „primary”/],
  ['an unknown role', {servers: [{id: 'a1', ip: '192.0.2.1', group: 'main', role: 'standby'}], serverPolicy: 'manual', groupPolicy: 'manual'}, /nieznana rola „standby”/],
  ['an unknown policy', {servers: [main('a1', '192.0.2.1')], serverPolicy: 'auto', groupPolicy: 'manual'}, /Nieznana polityka serwerów/],
  ['a monitored flag that is not a boolean', {servers: [{...main('a1', '192.0.2.1'), monitored: 'yes'}], serverPolicy: 'manual', groupPolicy: 'manual'}, /pole monitored/],
  ['an empty id', {servers: [{id: ' ', ip: '192.0.2.1', group: 'main'}], serverPolicy: 'manual', groupPolicy: 'manual'}, /nie ma identyfikatora/],
];
