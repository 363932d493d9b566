import {serverRef} from './format';
import {settleGroups, settleServers} from './rules';
import {servingServers} from './serving';
import {BOOLEANS, checkPolicy, OtmSimulationError, validateConfig} from './validate';
import type {Colour, GroupName, Policy, ServerState, SimulationConfig, SimulationEvent, SimulationState, SimulationView} from './types';

/**
 * Pure model of one traffic manager (OTM) DNS record and its failover rules (spec section 4,
 * issue 7). Every function returns a new, frozen state and never changes its input; the log
 * records, as typed events, each event and which rule fired for which server.
 */
export {OtmSimulationError} from './validate';
export {formatShare} from './format';
export {servingServers} from './serving';
export type * from './types';

function freeze(state: SimulationState): SimulationState {
  state.servers.forEach((server) => Object.freeze(server));
  Object.freeze(state.servers);
  Object.freeze(state.log);
  return Object.freeze(state);
}

function traffic(state: SimulationState): SimulationEvent {
  const serving = servingServers(state).map((server) => server.id);
  return serving.length === 0 ? {type: 'noTraffic'} : {type: 'traffic', group: state.activeGroup, serving};
}

function servingKey(state: SimulationState): string {
  return `${state.activeGroup}:${servingServers(state)
    .map((server) => server.id)
    .join(',')}`;
}

function findServer(state: SimulationState, serverId: unknown): ServerState {
  const server = state.servers.find((candidate) => candidate.id === serverId);
  if (!server) {
    const known = state.servers.map((candidate) => candidate.id);
    throw new OtmSimulationError({code: 'unknownServer', id: String(serverId), known});
  }
  return server;
}

/** Applies an event, lets the rules react, and logs the event, the rules and the new split. */
function step(prev: SimulationState, changed: Partial<SimulationState>, happened: SimulationEvent[]): SimulationState {
  const rules: SimulationEvent[] = [];
  let next: SimulationState = {...prev, ...changed};
  if (next.serverPolicy === 'automatic') next = {...next, servers: settleServers(prev, next, rules)};
  next = {...next, activeGroup: settleGroups(prev, next, rules)};
  const split = servingKey(next) === servingKey(prev) ? [] : [traffic(next)];
  return freeze({...next, log: [...prev.log, ...happened, ...rules, ...split]});
}

function replaceServer(state: SimulationState, updated: ServerState): ServerState[] {
  return state.servers.map((server) => (server.id === updated.id ? updated : server));
}

export function createSimulation(config: SimulationConfig): SimulationState {
  const valid = validateConfig(config);
  const servers: ServerState[] = valid.servers.map((server) => ({
    ...server,
    healthy: true,
    // Hotspares start OFF: in manual mode the reader switches them in by hand.
    enabled: server.role !== 'hotspare',
    standsInFor: null,
  }));
  const state: SimulationState = {
    serverPolicy: valid.serverPolicy,
    groupPolicy: valid.groupPolicy,
    servers,
    activeGroup: 'main',
    log: [],
  };
  const waiting = servers.filter((server) => server.role === 'hotspare' || server.group === 'backup');
  const events: SimulationEvent[] = [
    {type: 'started', serverPolicy: valid.serverPolicy, groupPolicy: valid.groupPolicy},
    {type: 'allServersUp'},
    traffic(state),
  ];
  if (waiting.length > 0) events.push({type: 'standingBy', servers: waiting.map((server) => server.id)});
  return freeze({...state, log: events});
}

/** The monitor reports a server down (healthy = false) or up again (healthy = true). */
export function setHealth(state: SimulationState, serverId: string, healthy: boolean): SimulationState {
  const server = findServer(state, serverId);
  if (typeof healthy !== 'boolean')
    throw new OtmSimulationError({code: 'invalidValue', field: 'healthy', value: String(healthy), allowed: BOOLEANS});
  if (!server.monitored) throw new OtmSimulationError({code: 'serverNotMonitored', id: server.id});
  if (server.healthy === healthy) {
    return step(state, {}, [{type: 'monitorUnchanged', server: serverRef(server), healthy}]);
  }
  const events: SimulationEvent[] = [{type: 'monitorReport', server: serverRef(server), healthy}];
  if (state.serverPolicy === 'manual') events.push({type: 'manualServersIgnoreHealth'});
  return step(state, {servers: replaceServer(state, {...server, healthy})}, events);
}

/** The reader flips a server OFF or ON by hand (manual server policy). */
export function toggleServer(state: SimulationState, serverId: string, on: boolean): SimulationState {
  const server = findServer(state, serverId);
  if (typeof on !== 'boolean') throw new OtmSimulationError({code: 'invalidValue', field: 'on', value: String(on), allowed: BOOLEANS});
  if (state.serverPolicy === 'automatic') return step(state, {}, [{type: 'switchNeedsManualPolicy', server: serverRef(server)}]);
  if (server.enabled === on) return step(state, {}, [{type: 'switchUnchanged', server: serverRef(server), on}]);
  const events: SimulationEvent[] = [{type: 'switched', server: serverRef(server), on}];
  if (on && !server.healthy) events.push({type: 'switchedOnWhileDown', server: server.id});
  if (server.group !== state.activeGroup) events.push({type: 'groupNotActive', group: server.group});
  return step(state, {servers: replaceServer(state, {...server, enabled: on})}, events);
}

/**
 * The reader changes the policies in the middle of a scenario: failures, switches and the active
 * group stay as they are, and the new policy's rules apply to that state at once (a failed
 * Active gets its hotspare when the server policy becomes automatic, a main group that is all
 * down fails over when the group policy does).
 */
export function setPolicies(state: SimulationState, serverPolicy: Policy, groupPolicy: Policy): SimulationState {
  checkPolicy(serverPolicy, 'policy');
  checkPolicy(groupPolicy, 'policy');
  // The same rules as a new record (an automatic policy needs a monitor on every server).
  validateConfig({
    serverPolicy,
    groupPolicy,
    servers: state.servers.map(({id, ip, group, role, monitored}) => ({id, ip, group, role: role ?? undefined, monitored})),
  });
  const events: SimulationEvent[] = [];
  let servers = state.servers;
  if (serverPolicy !== state.serverPolicy) {
    // Hotspare replacement is a rule of the automatic policy; by hand only the switches count.
    if (serverPolicy === 'manual')
      servers = servers.map((server) => (server.standsInFor === null ? server : {...server, standsInFor: null}));
    events.push(
      serverPolicy === 'manual'
        ? {type: 'serversNowManual', switchedOn: servers.filter((server) => server.enabled).map((server) => server.id)}
        : {type: 'serversNowAutomatic'},
    );
  }
  if (groupPolicy !== state.groupPolicy) events.push({type: groupPolicy === 'manual' ? 'groupsNowManual' : 'groupsNowAutomatic'});
  if (events.length === 0) return step(state, {}, [{type: 'policiesUnchanged'}]);
  return step(state, {serverPolicy, groupPolicy, servers}, events);
}

/** The 'Aktywuj ręcznie' button (or the API call) of manual group policy. */
export function activateGroup(state: SimulationState, group: GroupName): SimulationState {
  if (group !== 'main' && group !== 'backup')
    throw new OtmSimulationError({code: 'invalidValue', field: 'group', value: String(group), allowed: ['main', 'backup']});
  if (state.groupPolicy === 'automatic') return step(state, {}, [{type: 'activationNeedsManualPolicy', group}]);
  if (state.activeGroup === group) return step(state, {}, [{type: 'groupAlreadyActive', group}]);
  const next = step(state, {activeGroup: group}, [{type: 'groupActivated', group}]);
  if (servingServers(next).length > 0) return next;
  return freeze({...next, log: [...next.log, {type: 'groupCannotServe', group}]});
}

function colourOf(server: ServerState, serving: boolean): Colour {
  if (!server.healthy) return 'red';
  return serving ? 'green' : 'yellow';
}

export function view(state: SimulationState): SimulationView {
  const serving = new Set(servingServers(state).map((server) => server.id));
  const groupColour = (group: GroupName): 'green' | 'red' =>
    group === state.activeGroup && state.servers.some((server) => server.group === group && serving.has(server.id)) ? 'green' : 'red';
  return {
    activeGroup: state.activeGroup,
    serverPolicy: state.serverPolicy,
    groupPolicy: state.groupPolicy,
    groups: {main: {colour: groupColour('main')}, backup: {colour: groupColour('backup')}},
    servers: state.servers.map((server) => ({
      id: server.id,
      ip: server.ip,
      group: server.group,
      role: server.role,
      monitored: server.monitored,
      online: server.healthy,
      enabled: server.enabled,
      standsInFor: server.standsInFor,
      serving: serving.has(server.id),
      share: serving.has(server.id) ? 1 / serving.size : 0,
      colour: colourOf(server, serving.has(server.id)),
    })),
    log: [...state.log],
  };
}

/** Serving IPs in the order of DNS answer number `queryNumber` (0, 1, 2, ...): it rotates. */
export function answer(state: SimulationState, queryNumber: number): string[] {
  if (!Number.isInteger(queryNumber) || queryNumber < 0) {
    throw new OtmSimulationError({code: 'invalidValue', field: 'queryNumber', value: String(queryNumber), allowed: ['0', '1', '2', '…']});
  }
  const ips = servingServers(state).map((server) => server.ip);
  if (ips.length === 0) return [];
  const start = queryNumber % ips.length;
  return [...ips.slice(start), ...ips.slice(0, start)];
}
