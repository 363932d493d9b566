import {serverLabel} from './format';
import {allMainDown, mainServersUp} from './serving';
import type {GroupName, ServerState, SimulationState} from './types';

/**
 * The failover rules of spec section 4. Each function gets the state before the event (prev)
 * and after it (next), returns what the rules change and pushes one Polish line per rule fired.
 */

function coveredIds(state: SimulationState): Set<string> {
  return new Set(state.servers.flatMap((server) => (server.standsInFor === null ? [] : [server.standsInFor])));
}

function uncoveredFailedActives(state: SimulationState): Set<string> {
  const covered = coveredIds(state);
  return new Set(
    state.servers
      .filter((server) => server.role === 'active' && !server.healthy && !covered.has(server.id))
      .map((server) => server.id),
  );
}

/** Main-group rules under automatic server policy: 1:1 hotspare replacement and return. */
export function settleServers(prev: SimulationState, next: SimulationState, lines: string[]): ServerState[] {
  const byId = new Map(next.servers.map((server) => [server.id, server]));
  let servers = next.servers.map((server) => {
    const active = server.standsInFor === null ? undefined : byId.get(server.standsInFor);
    if (active === undefined) return server;
    if (active.healthy) {
      lines.push(
        `Reguła 2 grupy głównej (polityka automatyczna): serwer Active ${serverLabel(active)} znów działa, więc wraca do obsługi ruchu, a hotspare ${server.id} oddaje mu ruch i wraca do gotowości (kolor żółty).`,
      );
      return {...server, standsInFor: null};
    }
    if (!server.healthy) {
      lines.push(
        `Hotspare ${serverLabel(server)} sam przestał działać, więc nie zastępuje już serwera ${active.id}: hotspare nigdy nie obsługuje ruchu, gdy jego monitor zgłasza awarię.`,
      );
      return {...server, standsInFor: null};
    }
    return server;
  });

  const coveredBefore = coveredIds(prev);
  for (const server of servers) {
    const before = prev.servers.find((candidate) => candidate.id === server.id);
    if (server.role === 'active' && server.healthy && before?.healthy === false && !coveredBefore.has(server.id)) {
      lines.push(
        `Reguła 2 grupy głównej (polityka automatyczna): serwer Active ${serverLabel(server)} znów działa i automatycznie wraca do obsługi ruchu.`,
      );
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
      lines.push(
        `Reguła 1 grupy głównej (polityka automatyczna): serwer Active ${active.id} nie działa, więc sprawny według monitora hotspare ${serverLabel(spare)} zastępuje go 1:1 i przejmuje jego część ruchu.`,
      );
    } else if (!uncoveredBefore.has(active.id)) {
      withoutSpare.push(active);
    }
  }
  const stillServing = mainServersUp({...next, servers}).length;
  for (const active of withoutSpare) {
    lines.push(
      stillServing > 0
        ? `Serwer Active ${active.id} nie działa, a żaden sprawny hotspare nie jest wolny, więc nikt go nie zastępuje: jego część ruchu rozkłada się po równo na serwery grupy głównej, które nadal działają.`
        : `Serwer Active ${active.id} nie działa, a żaden sprawny hotspare nie jest wolny: w grupie głównej nie został żaden serwer, który może obsługiwać ruch.`,
    );
  }
  return servers;
}

function healthyMainIds(state: SimulationState): string {
  return state.servers
    .filter((server) => server.group === 'main' && server.healthy)
    .map((server) => server.id)
    .join(', ');
}

/** Group rules: master/backup failover, automatic or by the 'Aktywuj ręcznie' button. */
export function settleGroups(prev: SimulationState, next: SimulationState, lines: string[]): GroupName {
  const mainDown = allMainDown(next);
  const wasDown = allMainDown(prev);
  if (next.groupPolicy === 'automatic') {
    if (next.activeGroup === 'main' && mainDown) {
      lines.push(
        'Reguła 1 grup (polityka automatyczna): wszystkie serwery grupy głównej przestały działać, więc ruch przechodzi do grupy zapasowej; jej sprawne serwery dzielą go po równo.',
      );
      return 'backup';
    }
    if (next.activeGroup === 'backup' && !mainDown) {
      lines.push(
        `Reguła 2 grup (polityka automatyczna): w grupie głównej znów działa ${healthyMainIds(next)}, więc ruch wraca do grupy głównej, a grupa zapasowa wraca do gotowości.`,
      );
      return 'main';
    }
    return next.activeGroup;
  }
  if (next.activeGroup === 'main' && mainDown && !wasDown) {
    lines.push(
      'Reguła 1 grup (polityka ręczna): wszystkie serwery grupy głównej przestały działać, ale ruch przejdzie do grupy zapasowej dopiero po kliknięciu „Aktywuj ręcznie” przy grupie zapasowej albo po wywołaniu metody API.',
    );
  }
  if (next.activeGroup === 'backup' && !mainDown && wasDown) {
    lines.push(
      `Reguła 2 grup (polityka ręczna): w grupie głównej znów działa ${healthyMainIds(next)}, ale ruch zostaje w grupie zapasowej, dopóki nie aktywujesz grupy głównej ręcznie („Aktywuj ręcznie”).`,
    );
  }
  return next.activeGroup;
}
