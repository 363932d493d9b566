import {serverRef} from './format';
import {allMainDown} from './serving';
import type {GroupName, ServerState, SimulationEvent, SimulationState} from './types';

/**
 * The failover rules of spec section 4. Each function gets the state before the event (prev)
 * and after it (next), returns what the rules change and pushes one event per rule fired.
 */

function coveredIds(state: SimulationState): Set<string> {
  return new Set(state.servers.flatMap((server) => (server.standsInFor === null ? [] : [server.standsInFor])));
}

function uncoveredFailedActives(state: SimulationState): Set<string> {
  const covered = coveredIds(state);
  return new Set(
    state.servers.filter((server) => server.role === 'active' && !server.healthy && !covered.has(server.id)).map((server) => server.id),
  );
}

/** Main-group rules under automatic server policy: 1:1 hotspare replacement and return. */
export function settleServers(prev: SimulationState, next: SimulationState, events: SimulationEvent[]): ServerState[] {
  const byId = new Map(next.servers.map((server) => [server.id, server]));
  let servers = next.servers.map((server) => {
    const active = server.standsInFor === null ? undefined : byId.get(server.standsInFor);
    if (active === undefined) return server;
    if (active.healthy) {
      events.push({type: 'activeReturnsFromHotspare', active: serverRef(active), hotspare: server.id});
      return {...server, standsInFor: null};
    }
    if (!server.healthy) {
      events.push({type: 'hotspareFailed', hotspare: serverRef(server), active: active.id});
      return {...server, standsInFor: null};
    }
    return server;
  });

  const coveredBefore = coveredIds(prev);
  for (const server of servers) {
    const before = prev.servers.find((candidate) => candidate.id === server.id);
    if (server.role === 'active' && server.healthy && before?.healthy === false && !coveredBefore.has(server.id)) {
      events.push({type: 'activeReturns', active: serverRef(server)});
    }
  }

  const uncoveredBefore = uncoveredFailedActives(prev);
  const withoutSpare: ServerState[] = [];
  for (const active of servers.filter((server) => server.role === 'active' && !server.healthy)) {
    if (servers.some((server) => server.standsInFor === active.id)) continue;
    // A hotspare already standing in for another active is not free: replacement is 1:1.
    const spare = servers.find((server) => server.role === 'hotspare' && server.healthy && server.standsInFor === null);
    if (spare) {
      servers = servers.map((server) => (server.id === spare.id ? {...server, standsInFor: active.id} : server));
      events.push({type: 'hotspareReplaces', active: active.id, hotspare: serverRef(spare)});
    } else if (!uncoveredBefore.has(active.id)) {
      withoutSpare.push(active);
    }
  }
  for (const active of withoutSpare) events.push({type: 'noFreeHotspare', active: active.id});
  return servers;
}

function healthyMainIds(state: SimulationState): string[] {
  return state.servers.filter((server) => server.group === 'main' && server.healthy).map((server) => server.id);
}

/** Group rules: master/backup failover, automatic or by the 'Aktywuj ręcznie' button. */
export function settleGroups(prev: SimulationState, next: SimulationState, events: SimulationEvent[]): GroupName {
  const mainDown = allMainDown(next);
  const wasDown = allMainDown(prev);
  if (next.groupPolicy === 'automatic') {
    if (next.activeGroup === 'main' && mainDown) {
      events.push({type: 'failover'});
      return 'backup';
    }
    if (next.activeGroup === 'backup' && !mainDown) {
      events.push({type: 'failback', healthyMain: healthyMainIds(next)});
      return 'main';
    }
    return next.activeGroup;
  }
  if (next.activeGroup === 'main' && mainDown && !wasDown) {
    events.push({type: 'failoverWaits'});
  }
  if (next.activeGroup === 'backup' && !mainDown && wasDown) {
    events.push({type: 'failbackWaits', healthyMain: healthyMainIds(next)});
  }
  return next.activeGroup;
}
