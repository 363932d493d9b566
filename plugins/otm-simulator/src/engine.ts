import {formatShare, groupNames, policyName, serverLabel} from './format';
import {settleGroups, settleServers} from './rules';
import {servingServers} from './serving';
import {OtmSimulationError, validateConfig} from './validate';
import type {Colour, GroupName, Policy, ServerState, SimulationConfig, SimulationState, SimulationView} from './types';

/**
 * Pure model of one traffic manager (OTM) DNS record and its failover rules (spec section 4,
 * issue 7). Every function returns a new, frozen state and never changes its input; the log
 * tells in Polish which rule fired and why.
 */
export {OtmSimulationError} from './validate';
export {formatShare} from './format';
export {servingServers} from './serving';
export type * from './types';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function freeze(state: SimulationState): SimulationState {
  state.servers.forEach((server) => Object.freeze(server));
  Object.freeze(state.servers);
  Object.freeze(state.log);
  return Object.freeze(state);
}

function summary(state: SimulationState): string {
  const serving = servingServers(state);
  if (serving.length === 0) return 'Żaden serwer nie obsługuje teraz ruchu: odpowiedź DNS nie zawiera adresów.';
  const share = formatShare(1 / serving.length);
  const list = serving.map((server) => `${server.id} (${share})`).join(', ');
  return `Ruch obsługuje teraz ${groupNames[state.activeGroup].nominative}: ${list}.`;
}

function servingKey(state: SimulationState): string {
  return `${state.activeGroup}:${servingServers(state)
    .map((server) => server.id)
    .join(',')}`;
}

function findServer(state: SimulationState, serverId: unknown): ServerState {
  const server = state.servers.find((candidate) => candidate.id === serverId);
  if (!server) {
    const known = state.servers.map((candidate) => candidate.id).join(', ');
    throw new OtmSimulationError(`Nie ma serwera o identyfikatorze „${String(serverId)}”. Serwery w tym rekordzie: ${known}.`);
  }
  return server;
}

/** Applies an event, lets the rules react, and logs the event, the rules and the new split. */
function step(prev: SimulationState, changed: Partial<SimulationState>, eventLines: string[]): SimulationState {
  const ruleLines: string[] = [];
  let next: SimulationState = {...prev, ...changed};
  if (next.serverPolicy === 'automatic') next = {...next, servers: settleServers(prev, next, ruleLines)};
  next = {...next, activeGroup: settleGroups(prev, next, ruleLines)};
  const split = servingKey(next) === servingKey(prev) ? [] : [summary(next)];
  return freeze({...next, log: [...prev.log, ...eventLines, ...ruleLines, ...split]});
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
  const lines = [
    `Start symulacji. Polityka serwerów: ${policyName(valid.serverPolicy)}, polityka grup: ${policyName(valid.groupPolicy)}.`,
    `Wszystkie serwery działają. Serwery Active grupy głównej dzielą ruch po równo, bo grupa główna jest aktywna. ${summary(state)}`,
  ];
  if (waiting.length > 0) {
    lines.push(`W gotowości do przejęcia ruchu (kolor żółty): ${waiting.map((server) => server.id).join(', ')}.`);
  }
  return freeze({...state, log: lines});
}

/** The monitor reports a server down (healthy = false) or up again (healthy = true). */
export function setHealth(state: SimulationState, serverId: string, healthy: boolean): SimulationState {
  const server = findServer(state, serverId);
  if (typeof healthy !== 'boolean') throw new OtmSimulationError('Stan serwera podaje się jako true (działa) albo false (awaria).');
  if (!server.monitored) {
    throw new OtmSimulationError(`Serwer „${server.id}” nie ma podpiętego monitora, więc nikt nie zgłasza jego stanu.`);
  }
  const label = serverLabel(server);
  if (server.healthy === healthy) {
    return step(state, {}, [`Monitor ponownie zgłasza, że serwer ${label} ${healthy ? 'działa' : 'nie działa'}: bez zmian.`]);
  }
  const lines = [healthy ? `Monitor: serwer ${label} znów odpowiada (online).` : `Monitor: serwer ${label} nie odpowiada (offline).`];
  if (state.serverPolicy === 'manual') {
    lines.push(
      'Polityka serwerów ręczna: zmienia się tylko kolumna Online, a zawartość rekordu pozostaje bez zmian. Serwery w rekordzie przełączasz sam przełącznikiem ON/OFF.',
    );
  }
  return step(state, {servers: replaceServer(state, {...server, healthy})}, lines);
}

/** The reader flips a server OFF or ON by hand (manual server policy). */
export function toggleServer(state: SimulationState, serverId: string, on: boolean): SimulationState {
  const server = findServer(state, serverId);
  if (typeof on !== 'boolean') throw new OtmSimulationError('Przełącznik serwera przyjmuje tylko wartość ON (true) albo OFF (false).');
  const label = serverLabel(server);
  if (state.serverPolicy === 'automatic') {
    return step(state, {}, [
      `Przełącznik ON/OFF serwera ${label} działa tylko przy ręcznej polityce serwerów; przy automatycznej o obsłudze ruchu decydują monitory.`,
    ]);
  }
  if (server.enabled === on) return step(state, {}, [`Serwer ${label} jest już ${on ? 'włączony (ON)' : 'wyłączony (OFF)'}: bez zmian.`]);
  const lines = [
    on
      ? `Ręcznie włączono serwer ${label} (ON): rekord zaczyna zwracać jego adres.`
      : `Ręcznie wyłączono serwer ${label} (OFF): rekord przestaje zwracać jego adres.`,
  ];
  if (on && !server.healthy) {
    lines.push(`Uwaga: monitor zgłasza, że ${server.id} nie działa, a w trybie ręcznym rekord i tak zwróci jego adres.`);
  }
  if (server.group !== state.activeGroup) {
    lines.push(`${capitalize(groupNames[server.group].nominative)} nie jest teraz aktywna, więc zmiana zadziała dopiero po jej aktywacji.`);
  }
  return step(state, {servers: replaceServer(state, {...server, enabled: on})}, lines);
}

/**
 * The reader changes the policies in the middle of a scenario: failures, switches and the active
 * group stay as they are, and the new policy's rules apply to that state at once (a failed
 * Active gets its hotspare when the server policy becomes automatic, a main group that is all
 * down fails over when the group policy does).
 */
export function setPolicies(state: SimulationState, serverPolicy: Policy, groupPolicy: Policy): SimulationState {
  for (const policy of [serverPolicy, groupPolicy]) {
    if (policy !== 'automatic' && policy !== 'manual') {
      throw new OtmSimulationError(`Nieznana polityka „${String(policy)}”. Polityka może być automatyczna („automatic”) albo ręczna („manual”).`);
    }
  }
  // The same rules as a new record (an automatic policy needs a monitor on every server).
  validateConfig({
    serverPolicy,
    groupPolicy,
    servers: state.servers.map(({id, ip, group, role, monitored}) => ({id, ip, group, role: role ?? undefined, monitored})),
  });
  const lines: string[] = [];
  let servers = state.servers;
  if (serverPolicy !== state.serverPolicy) {
    lines.push(`Zmieniono politykę serwerów na ${serverPolicy === 'automatic' ? 'automatyczną' : 'ręczną'}. Awarie i przełączniki zostają takie, jakie były.`);
    if (serverPolicy === 'manual') {
      // Hotspare replacement is a rule of the automatic policy; by hand only the switches count.
      servers = servers.map((server) => (server.standsInFor === null ? server : {...server, standsInFor: null}));
      const on = servers.filter((server) => server.enabled).map((server) => server.id);
      lines.push(`Od teraz o zawartości rekordu decydują przełączniki ON/OFF; włączone są: ${on.length > 0 ? on.join(', ') : 'żaden serwer'}.`);
    } else {
      lines.push('Od teraz o obsłudze ruchu decydują monitory: reguły grupy głównej działają na obecnym stanie serwerów.');
    }
  }
  if (groupPolicy !== state.groupPolicy) {
    lines.push(
      groupPolicy === 'automatic'
        ? 'Zmieniono politykę grup na automatyczną: reguły grup działają od razu na obecnym stanie.'
        : 'Zmieniono politykę grup na ręczną: aktywna grupa zmieni się tylko po kliknięciu „Aktywuj ręcznie”.',
    );
  }
  if (lines.length === 0) return step(state, {}, ['Polityki są takie same jak dotąd: bez zmian.']);
  return step(state, {serverPolicy, groupPolicy, servers}, lines);
}

/** The 'Aktywuj ręcznie' button (or the API call) of manual group policy. */
export function activateGroup(state: SimulationState, group: GroupName): SimulationState {
  if (group !== 'main' && group !== 'backup') {
    throw new OtmSimulationError(`Nieznana grupa „${String(group)}”. Aktywować można grupę „main” (główną) albo „backup” (zapasową).`);
  }
  const names = groupNames[group];
  if (state.groupPolicy === 'automatic') {
    return step(state, {}, [
      `Przycisk „Aktywuj ręcznie” działa tylko przy ręcznej polityce grup; przy automatycznej grupę wybierają reguły, więc ${names.nominative} nie zmienia stanu.`,
    ]);
  }
  if (state.activeGroup === group) return step(state, {}, [`${capitalize(names.nominative)} jest już aktywna: bez zmian.`]);
  const other = groupNames[group === 'main' ? 'backup' : 'main'];
  const lines = [
    `Aktywuj ręcznie (polityka grup ręczna): ruch przechodzi do ${names.genitive}, a ${other.nominative} przestaje go obsługiwać, bo grupy działają wyłącznie w układzie master/backup.`,
  ];
  const next = step(state, {activeGroup: group}, lines);
  if (servingServers(next).length > 0) return next;
  return freeze({
    ...next,
    log: [...next.log, `Uwaga: w ${group === 'main' ? 'grupie głównej' : 'grupie zapasowej'} żaden serwer nie może teraz obsługiwać ruchu.`],
  });
}

function colourOf(server: ServerState, serving: boolean): Colour {
  if (!server.healthy) return 'red';
  return serving ? 'green' : 'yellow';
}

export function view(state: SimulationState): SimulationView {
  const serving = new Set(servingServers(state).map((server) => server.id));
  const groupColour = (group: GroupName): 'green' | 'red' =>
    group === state.activeGroup && state.servers.some((server) => server.group === group && serving.has(server.id))
      ? 'green'
      : 'red';
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
    throw new OtmSimulationError(`Numer zapytania DNS musi być liczbą całkowitą nie mniejszą niż 0, a podano „${String(queryNumber)}”.`);
  }
  const ips = servingServers(state).map((server) => server.ip);
  if (ips.length === 0) return [];
  const start = queryNumber % ips.length;
  return [...ips.slice(start), ...ips.slice(0, start)];
}
