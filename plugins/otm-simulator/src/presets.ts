import type {ServerConfig, SimulationConfig} from './types';

/**
 * Scenarios of the OTM simulator. Addresses come from the documentation ranges of RFC 5737
 * (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24), so no example points at a real host.
 */
export type PresetId = 'three-actives' | 'hotspare-backup' | 'practical-example';

// Small builders, so that each scenario reads as its list of servers.
const active = (id: string, ip: string): ServerConfig => ({id, ip, group: 'main', role: 'active'});
const hotspare = (id: string, ip: string): ServerConfig => ({id, ip, group: 'main', role: 'hotspare'});
const backup = (id: string, ip: string): ServerConfig => ({id, ip, group: 'backup'});
/** A record whose servers and groups are both run by the automatic policy. */
const automatic = (...servers: ServerConfig[]): SimulationConfig => ({serverPolicy: 'automatic', groupPolicy: 'automatic', servers});

export const presets: Readonly<Record<PresetId, SimulationConfig>> = {
  // Spec section 9: with three active servers each gets 33.33% of the traffic.
  'three-actives': automatic(
    active('web-1', '203.0.113.11'),
    active('web-2', '203.0.113.12'),
    active('web-3', '203.0.113.13'),
    backup('zapas-1', '198.51.100.11'),
  ),
  'hotspare-backup': automatic(
    active('active-1', '192.0.2.10'),
    hotspare('hotspare-1', '192.0.2.20'),
    backup('backup-1', '198.51.100.10'),
    backup('backup-2', '198.51.100.20'),
  ),
  // The shop of the page /services/traffic-manager/praktyczny-przyklad-zastosowania-uslugi-otm/:
  // two actives and a hotspare in Warsaw, a backup group in Krakow, automatic policies.
  'practical-example': automatic(
    active('waw-1', '192.0.2.11'),
    active('waw-2', '192.0.2.12'),
    hotspare('waw-3', '192.0.2.13'),
    backup('krk-1', '198.51.100.21'),
    backup('krk-2', '198.51.100.22'),
  ),
};

export const presetIds = Object.keys(presets) as PresetId[];

export const defaultPresetId: PresetId = 'hotspare-backup';

export function isPresetId(value: unknown): value is PresetId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(presets, value);
}
