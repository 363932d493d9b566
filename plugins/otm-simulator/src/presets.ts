import type {SimulationConfig} from './types';

/**
 * Scenarios of the OTM simulator. Addresses come from the documentation ranges of RFC 5737
 * (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24), so no example points at a real host.
 */
export type PresetId = 'three-actives' | 'hotspare-backup' | 'practical-example';

export const presets: Readonly<Record<PresetId, SimulationConfig>> = {
  // Spec section 9: with three active servers each gets 33.33% of the traffic.
  'three-actives': {
    serverPolicy: 'automatic',
    groupPolicy: 'automatic',
    servers: [
      {id: 'web-1', ip: '203.0.113.11', group: 'main', role: 'active'},
      {id: 'web-2', ip: '203.0.113.12', group: 'main', role: 'active'},
      {id: 'web-3', ip: '203.0.113.13', group: 'main', role: 'active'},
      {id: 'zapas-1', ip: '198.51.100.11', group: 'backup'},
    ],
  },
  'hotspare-backup': {
    serverPolicy: 'automatic',
    groupPolicy: 'automatic',
    servers: [
      {id: 'active-1', ip: '192.0.2.10', group: 'main', role: 'active'},
      {id: 'hotspare-1', ip: '192.0.2.20', group: 'main', role: 'hotspare'},
      {id: 'backup-1', ip: '198.51.100.10', group: 'backup'},
      {id: 'backup-2', ip: '198.51.100.20', group: 'backup'},
    ],
  },
  // The shop of the page /services/traffic-manager/praktyczny-przyklad-zastosowania-uslugi-otm/:
  // two actives and a hotspare in Warsaw, a backup group in Krakow, automatic policies.
  'practical-example': {
    serverPolicy: 'automatic',
    groupPolicy: 'automatic',
    servers: [
      {id: 'waw-1', ip: '192.0.2.11', group: 'main', role: 'active'},
      {id: 'waw-2', ip: '192.0.2.12', group: 'main', role: 'active'},
      {id: 'waw-3', ip: '192.0.2.13', group: 'main', role: 'hotspare'},
      {id: 'krk-1', ip: '198.51.100.21', group: 'backup'},
      {id: 'krk-2', ip: '198.51.100.22', group: 'backup'},
    ],
  },
};

export const presetIds = Object.keys(presets) as PresetId[];

export const defaultPresetId: PresetId = 'hotspare-backup';

export function isPresetId(value: unknown): value is PresetId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(presets, value);
}
