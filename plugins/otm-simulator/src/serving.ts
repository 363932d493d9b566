import type {ServerState, SimulationState} from './types';

/** Servers the record returns now: only the active group's, never both groups at once. */
export function servingServers(state: SimulationState): ServerState[] {
  return state.servers.filter((server) => {
    if (server.group !== state.activeGroup) return false;
    // Manual server policy: only the ON/OFF switches decide, health changes nothing.
    if (state.serverPolicy === 'manual') return server.enabled;
    if (server.group === 'backup') return server.healthy;
    return server.role === 'active' ? server.healthy : server.standsInFor !== null;
  });
}

/** Main-group servers that would serve if the main group were the active one. */
export function mainServersUp(state: SimulationState): ServerState[] {
  return servingServers({...state, activeGroup: 'main'}).filter((server) => server.group === 'main');
}

/** Group rules look at the monitors: every main-group server reported down. */
export function allMainDown(state: SimulationState): boolean {
  return state.servers.filter((server) => server.group === 'main').every((server) => !server.healthy);
}
