import {
  activateGroup,
  answer,
  createSimulation,
  formatShare,
  OtmSimulationError,
  setHealth,
  setPolicies,
  toggleServer,
  view,
  type Policy,
  type SimulationEvent,
  type SimulationState,
} from '../src/engine';
import {presetIds, presets} from '../src/presets';
import {badConfigs, hotspareRecord, sparesRecord} from '../__fixtures__/configs';

const serving = (state: SimulationState): string[] =>
  view(state)
    .servers.filter((server) => server.serving)
    .map((server) => server.id);
const server = (state: SimulationState, id: string) => view(state).servers.find((candidate) => candidate.id === id)!;
const colours = (state: SimulationState): Record<string, string> =>
  Object.fromEntries(view(state).servers.map((candidate) => [candidate.id, candidate.colour]));
const newEvents = (before: SimulationState, after: SimulationState): SimulationEvent[] => after.log.slice(before.log.length);
const types = (events: readonly SimulationEvent[]): string[] => events.map((event) => event.type);
const problemOf = (call: () => unknown): unknown => {
  try {
    call();
  } catch (error) {
    return (error as OtmSimulationError).problem;
  }
  throw new Error('expected the call to throw');
};
const down = (state: SimulationState, ...ids: string[]): SimulationState => ids.reduce((acc, id) => setHealth(acc, id, false), state);
const up = (state: SimulationState, ...ids: string[]): SimulationState => ids.reduce((acc, id) => setHealth(acc, id, true), state);

describe('config validation', () => {
  it.each(badConfigs)('rejects %s naming the problem', (_name, config, problem) => {
    expect(() => createSimulation(config as never)).toThrow(OtmSimulationError);
    expect(problemOf(() => createSimulation(config as never))).toEqual(problem);
  });

  it('accepts IPv6 addresses, compressed or with an embedded IPv4', () => {
    const state = createSimulation({
      serverPolicy: 'automatic',
      groupPolicy: 'automatic',
      servers: [
        {id: 'a1', ip: '2001:db8::1', group: 'main', role: 'active'},
        {id: 'a2', ip: '2001:0db8:0000:0000:0000:0000:0000:0002', group: 'main'},
        {id: 'b1', ip: '::ffff:192.0.2.1', group: 'backup'},
      ],
    });
    expect(server(state, 'a2').role).toBe('active');
    expect(server(state, 'b1').role).toBeNull();
  });

  it('allows servers without a monitor when both policies are manual', () => {
    const config = hotspareRecord('manual', 'manual');
    const state = createSimulation({...config, servers: config.servers.map((entry) => ({...entry, monitored: false}))});
    expect(server(state, 'a1').monitored).toBe(false);
    expect(problemOf(() => setHealth(state, 'a1', false))).toEqual({code: 'serverNotMonitored', id: 'a1'});
  });

  it('names the argument and the values it takes when a call gets something else', () => {
    const state = createSimulation(hotspareRecord('manual', 'manual'));
    expect(problemOf(() => setHealth(state, 'a1', 'yes' as never))).toEqual({
      code: 'invalidValue',
      field: 'healthy',
      value: 'yes',
      allowed: ['true', 'false'],
    });
    expect(problemOf(() => toggleServer(state, 'h1', 1 as never))).toEqual({
      code: 'invalidValue',
      field: 'on',
      value: '1',
      allowed: ['true', 'false'],
    });
  });

  it.each(presetIds)('preset %s follows every rule', (id) => {
    expect(() => createSimulation(presets[id])).not.toThrow();
  });
});

describe('start', () => {
  it('splits traffic evenly over three actives (33.33% each) and keeps the rest ready', () => {
    const state = createSimulation(presets['three-actives']);
    const result = view(state);
    const actives = result.servers.filter((entry) => entry.role === 'active');
    expect(actives.map((entry) => formatShare(entry.share))).toEqual(['33,33%', '33,33%', '33,33%']);
    expect(actives.every((entry) => entry.online && entry.colour === 'green')).toBe(true);
    expect(server(state, 'zapas-1')).toMatchObject({serving: false, share: 0, colour: 'yellow'});
    expect(result.activeGroup).toBe('main');
    expect(result.groups).toEqual({main: {colour: 'green'}, backup: {colour: 'red'}});
  });

  it('shows hotspares and backup servers yellow', () => {
    expect(colours(createSimulation(hotspareRecord()))).toEqual({a1: 'green', h1: 'yellow', b1: 'yellow', b2: 'yellow'});
  });

  it('logs the policies, the split and who stands by', () => {
    const {log} = createSimulation(hotspareRecord('manual', 'automatic'));
    expect(log).toEqual([
      {type: 'started', serverPolicy: 'manual', groupPolicy: 'automatic'},
      {type: 'allServersUp'},
      {type: 'traffic', group: 'main', serving: ['a1']},
      {type: 'standingBy', servers: ['h1', 'b1', 'b2']},
    ]);
  });
});

describe('automatic server policy (main-group rules)', () => {
  it('rule 1: a healthy hotspare replaces a failed active 1:1 and the log says why', () => {
    const start = createSimulation(hotspareRecord());
    const state = down(start, 'a1');
    expect(serving(state)).toEqual(['h1']);
    expect(colours(state)).toMatchObject({a1: 'red', h1: 'green'});
    expect(server(state, 'h1')).toMatchObject({standsInFor: 'a1', share: 1});
    expect(newEvents(start, state)).toEqual([
      {type: 'monitorReport', server: {id: 'a1', ip: '192.0.2.1'}, healthy: false},
      {type: 'hotspareReplaces', active: 'a1', hotspare: {id: 'h1', ip: '192.0.2.2'}},
      {type: 'traffic', group: 'main', serving: ['h1']},
    ]);
  });

  it('rule 2: the recovered active serves again and its hotspare goes back to yellow', () => {
    const failed = down(createSimulation(hotspareRecord()), 'a1');
    const state = up(failed, 'a1');
    expect(serving(state)).toEqual(['a1']);
    expect(colours(state)).toMatchObject({a1: 'green', h1: 'yellow'});
    expect(server(state, 'h1').standsInFor).toBeNull();
    expect(newEvents(failed, state)[1]).toEqual({type: 'activeReturnsFromHotspare', active: {id: 'a1', ip: '192.0.2.1'}, hotspare: 'h1'});
  });

  it('replaces 1:1: a hotspare standing in for one active is not free for another', () => {
    const first = down(createSimulation(sparesRecord(1)), 'a1');
    const state = down(first, 'a2');
    expect(server(state, 'h1').standsInFor).toBe('a1');
    expect(serving(state)).toEqual(['h1']);
    expect(types(newEvents(first, state))).toContain('noFreeHotspare');
  });

  it('gives each failed active its own hotspare when there are enough', () => {
    const state = down(createSimulation(sparesRecord(2)), 'a1', 'a2');
    expect(server(state, 'h1').standsInFor).toBe('a1');
    expect(server(state, 'h2').standsInFor).toBe('a2');
    expect(serving(state)).toEqual(['h1', 'h2']);
  });

  it('never lets a hotspare serve while its own monitor says it is down', () => {
    const state = down(createSimulation(sparesRecord(1)), 'h1', 'a1');
    expect(server(state, 'h1')).toMatchObject({serving: false, colour: 'red', standsInFor: null});
    expect(serving(state)).toEqual(['a2']);
  });

  it('drops a hotspare that fails while standing in and takes the next healthy one', () => {
    const covered = down(createSimulation(sparesRecord(2)), 'a1');
    const state = down(covered, 'h1');
    expect(server(state, 'h2').standsInFor).toBe('a1');
    expect(serving(state)).toEqual(['a2', 'h2']);
    expect(newEvents(covered, state)).toContainEqual(
      expect.objectContaining({type: 'hotspareFailed', active: 'a1', hotspare: expect.objectContaining({id: 'h1'})}),
    );
  });

  it('without a healthy hotspare spreads the failed share over the servers still serving', () => {
    const start = createSimulation(presets['three-actives']);
    const state = down(start, 'web-1');
    expect(serving(state)).toEqual(['web-2', 'web-3']);
    expect(view(state).servers.map((entry) => formatShare(entry.share))).toEqual(['0%', '50%', '50%', '0%']);
    expect(newEvents(start, state)).toContainEqual({type: 'noFreeHotspare', active: 'web-1'});
  });

  it('lets a recovered hotspare take over an active that had none', () => {
    const state = up(down(createSimulation(sparesRecord(1)), 'h1', 'a1'), 'h1');
    expect(server(state, 'h1').standsInFor).toBe('a1');
    expect(serving(state)).toEqual(['a2', 'h1']);
  });

  it('logs the return of an active that had no hotspare', () => {
    const failed = down(createSimulation(presets['three-actives']), 'web-2');
    const state = up(failed, 'web-2');
    expect(serving(state)).toEqual(['web-1', 'web-2', 'web-3']);
    expect(newEvents(failed, state)[1]).toEqual({type: 'activeReturns', active: expect.objectContaining({id: 'web-2'})});
  });

  it('ignores the ON/OFF switch and explains why', () => {
    const start = createSimulation(hotspareRecord());
    const state = toggleServer(start, 'h1', true);
    expect(serving(state)).toEqual(['a1']);
    expect(types(newEvents(start, state))).toEqual(['switchNeedsManualPolicy']);
  });
});

describe('manual server policy', () => {
  it('changes only the online column when a monitor reports a failure', () => {
    const start = createSimulation(hotspareRecord('manual', 'manual'));
    const state = down(start, 'a1');
    expect(server(state, 'a1')).toMatchObject({online: false, serving: true, share: 1, colour: 'red'});
    expect(server(state, 'h1')).toMatchObject({serving: false, colour: 'yellow'});
    expect(types(newEvents(start, state))).toContain('manualServersIgnoreHealth');
  });

  it('moves traffic only with the switches, and active plus hotspare may serve together', () => {
    const failed = down(createSimulation(hotspareRecord('manual', 'manual')), 'a1');
    const both = toggleServer(failed, 'h1', true);
    expect(serving(both)).toEqual(['a1', 'h1']);
    expect(
      view(both)
        .servers.filter((entry) => entry.serving)
        .map((entry) => entry.share),
    ).toEqual([0.5, 0.5]);
    const spareOnly = toggleServer(both, 'a1', false);
    expect(serving(spareOnly)).toEqual(['h1']);
    expect(newEvents(both, spareOnly)[0]).toEqual({type: 'switched', server: {id: 'a1', ip: '192.0.2.1'}, on: false});
  });

  it('has no automatic return after recovery', () => {
    const switched = toggleServer(toggleServer(down(createSimulation(hotspareRecord('manual', 'manual')), 'a1'), 'h1', true), 'a1', false);
    const state = up(switched, 'a1');
    expect(serving(state)).toEqual(['h1']);
    expect(server(state, 'a1')).toMatchObject({online: true, enabled: false, colour: 'yellow'});
  });

  it('warns when a server that is down is switched on', () => {
    const failed = down(createSimulation(hotspareRecord('manual', 'manual')), 'h1');
    expect(newEvents(failed, toggleServer(failed, 'h1', true))).toContainEqual({type: 'switchedOnWhileDown', server: 'h1'});
  });
});

describe('automatic group policy', () => {
  it('rule 1: moves traffic to the backup group when every main-group server is down', () => {
    const start = createSimulation(hotspareRecord());
    const state = down(start, 'a1', 'h1');
    const result = view(state);
    expect(result.activeGroup).toBe('backup');
    expect(result.groups).toEqual({main: {colour: 'red'}, backup: {colour: 'green'}});
    expect(serving(state)).toEqual(['b1', 'b2']);
    expect(result.servers.filter((entry) => entry.serving).map((entry) => entry.share)).toEqual([0.5, 0.5]);
    expect(types(state.log)).toContain('failover');
  });

  it('serves only the healthy backup servers', () => {
    const state = down(createSimulation(hotspareRecord()), 'b2', 'a1', 'h1');
    expect(serving(state)).toEqual(['b1']);
  });

  it('rule 2: returns to the main group when one main-group server recovers', () => {
    const failed = down(createSimulation(hotspareRecord()), 'a1', 'h1');
    const state = up(failed, 'h1');
    expect(view(state).activeGroup).toBe('main');
    expect(serving(state)).toEqual(['h1']);
    expect(newEvents(failed, state)).toContainEqual({type: 'failback', healthyMain: ['h1']});
  });

  it('ignores the manual activation and explains why', () => {
    const start = createSimulation(hotspareRecord());
    const state = activateGroup(start, 'backup');
    expect(view(state).activeGroup).toBe('main');
    expect(newEvents(start, state)).toEqual([{type: 'activationNeedsManualPolicy', group: 'backup'}]);
  });
});

describe('manual group policy', () => {
  it('keeps the main group until "Aktywuj ręcznie", then the backup group serves', () => {
    const start = createSimulation(hotspareRecord('automatic', 'manual'));
    const failed = down(start, 'a1', 'h1');
    expect(view(failed).activeGroup).toBe('main');
    expect(serving(failed)).toEqual([]);
    expect(answer(failed, 0)).toEqual([]);
    expect(view(failed).groups).toEqual({main: {colour: 'red'}, backup: {colour: 'red'}});
    expect(types(failed.log)).toContain('failoverWaits');
    const activated = activateGroup(failed, 'backup');
    expect(serving(activated)).toEqual(['b1', 'b2']);
    expect(view(activated).groups).toEqual({main: {colour: 'red'}, backup: {colour: 'green'}});
    expect(newEvents(failed, activated)[0]).toEqual({type: 'groupActivated', group: 'backup'});
  });

  it('stays on the backup group after recovery until the main group is activated by hand', () => {
    const onBackup = activateGroup(down(createSimulation(hotspareRecord('automatic', 'manual')), 'a1', 'h1'), 'backup');
    const recovered = up(onBackup, 'a1');
    expect(view(recovered).activeGroup).toBe('backup');
    expect(serving(recovered)).toEqual(['b1', 'b2']);
    expect(server(recovered, 'a1').colour).toBe('yellow');
    expect(types(newEvents(onBackup, recovered))).toContain('failbackWaits');
    const back = activateGroup(recovered, 'main');
    expect(serving(back)).toEqual(['a1']);
  });

  it('logs that activating the active group changes nothing', () => {
    const start = createSimulation(hotspareRecord('automatic', 'manual'));
    expect(newEvents(start, activateGroup(start, 'main'))).toEqual([{type: 'groupAlreadyActive', group: 'main'}]);
  });

  it('warns when the activated group has nothing to serve', () => {
    const state = activateGroup(down(createSimulation(hotspareRecord('automatic', 'manual')), 'b1', 'b2'), 'backup');
    expect(serving(state)).toEqual([]);
    expect(state.log.at(-1)).toEqual({type: 'groupCannotServe', group: 'backup'});
  });
});

const combinations: [Policy, Policy][] = [
  ['automatic', 'automatic'],
  ['automatic', 'manual'],
  ['manual', 'automatic'],
  ['manual', 'manual'],
];

describe.each(combinations)('server policy %s with group policy %s', (serverPolicy, groupPolicy) => {
  const start = createSimulation(hotspareRecord(serverPolicy, groupPolicy));
  const activeFailed = down(start, 'a1');
  const mainFailed = down(activeFailed, 'h1');
  const recovered = up(mainFailed, 'a1');

  it('reacts to a failed active by its server policy', () => {
    expect(serving(activeFailed)).toEqual(serverPolicy === 'automatic' ? ['h1'] : ['a1']);
  });

  it('reacts to a failed main group by its group policy', () => {
    const expected = groupPolicy === 'automatic' ? ['b1', 'b2'] : serverPolicy === 'automatic' ? [] : ['a1'];
    expect(view(mainFailed).activeGroup).toBe(groupPolicy === 'automatic' ? 'backup' : 'main');
    expect(serving(mainFailed)).toEqual(expected);
  });

  it('after recovery serves from the main group again', () => {
    expect(view(recovered).activeGroup).toBe('main');
    expect(serving(recovered)).toEqual(['a1']);
  });

  it('after a manual switch to the backup group follows the group policy on recovery', () => {
    if (groupPolicy === 'automatic') return;
    const state = up(activateGroup(mainFailed, 'backup'), 'a1');
    expect(view(state).activeGroup).toBe('backup');
  });
});

describe('invariants over random event sequences', () => {
  // A small deterministic generator keeps the sequences the same on every run.
  function* random(seed: number): Generator<number> {
    let value = seed;
    for (;;) {
      value = (value * 48271) % 2147483647;
      yield value / 2147483647;
    }
  }

  it.each(combinations)('server %s / group %s: master/backup only, shares sum to 1, 1:1 replacement', (serverPolicy, groupPolicy) => {
    const numbers = random(serverPolicy.length * 7 + groupPolicy.length);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(numbers.next().value * items.length)];
    let state = createSimulation({...sparesRecord(2, serverPolicy), groupPolicy});
    const ids = state.servers.map((entry) => entry.id);
    for (let index = 0; index < 400; index++) {
      const event = pick(['health', 'health', 'toggle', 'activate'] as const);
      if (event === 'health') state = setHealth(state, pick(ids), pick([true, false]));
      else if (event === 'toggle') state = toggleServer(state, pick(ids), pick([true, false]));
      else state = activateGroup(state, pick(['main', 'backup'] as const));
      const result = view(state);
      const servingNow = result.servers.filter((entry) => entry.serving);
      expect(new Set(servingNow.map((entry) => entry.group)).size).toBeLessThanOrEqual(1);
      const total = result.servers.reduce((sum, entry) => sum + entry.share, 0);
      expect(total).toBeCloseTo(servingNow.length > 0 ? 1 : 0, 10);
      if (serverPolicy === 'automatic') {
        expect(servingNow.every((entry) => entry.online)).toBe(true);
        const replaced = result.servers.flatMap((entry) => (entry.standsInFor ? [entry.standsInFor] : []));
        expect(new Set(replaced).size).toBe(replaced.length);
      }
      expect(answer(state, index).sort()).toEqual(servingNow.map((entry) => entry.ip).sort());
    }
  });
});

describe('immutability', () => {
  function deepFreeze<T>(value: T): T {
    if (typeof value === 'object' && value !== null) {
      Object.values(value).forEach(deepFreeze);
      Object.freeze(value);
    }
    return value;
  }

  it('never changes the config or an earlier state', () => {
    const config = deepFreeze(hotspareRecord('manual', 'manual'));
    const start = createSimulation(config);
    const snapshot = JSON.stringify(start);
    const next = activateGroup(toggleServer(setHealth(start, 'a1', false), 'h1', true), 'backup');
    expect(JSON.stringify(start)).toBe(snapshot);
    expect(next).not.toBe(start);
    expect(config.servers[0]).toEqual({id: 'a1', ip: '192.0.2.1', group: 'main', role: 'active'});
  });

  it('returns frozen states and a view whose changes do not leak back', () => {
    const state = createSimulation(hotspareRecord());
    expect(Object.isFrozen(state) && Object.isFrozen(state.servers) && Object.isFrozen(state.log)).toBe(true);
    const result = view(state);
    result.log.push({type: 'policiesUnchanged'});
    result.servers[0].serving = false;
    expect(view(state).log).toHaveLength(state.log.length);
    expect(serving(state)).toEqual(['a1']);
  });
});

describe('DNS answer', () => {
  it('rotates the order of the serving IPs from one query to the next', () => {
    const state = createSimulation(presets['three-actives']);
    const ips = ['203.0.113.11', '203.0.113.12', '203.0.113.13'];
    expect(answer(state, 0)).toEqual(ips);
    expect(answer(state, 1)).toEqual([ips[1], ips[2], ips[0]]);
    expect(answer(state, 2)).toEqual([ips[2], ips[0], ips[1]]);
    expect(answer(state, 3)).toEqual(ips);
  });

  it('follows failover', () => {
    const state = down(createSimulation(hotspareRecord()), 'a1', 'h1');
    expect(answer(state, 1)).toEqual(['198.51.100.2', '198.51.100.1']);
  });

  it.each([-1, 1.5, Number.NaN])('rejects query number %p', (query) => {
    expect(problemOf(() => answer(createSimulation(hotspareRecord()), query))).toEqual({
      code: 'invalidValue',
      field: 'queryNumber',
      value: String(query),
      allowed: ['0', '1', '2', '…'],
    });
  });
});

describe('bad calls', () => {
  const state = createSimulation(hotspareRecord());

  it.each([
    ['setHealth', () => setHealth(state, 'x9', false)],
    ['toggleServer', () => toggleServer(state, 'x9', true)],
  ])('%s names an unknown server and lists the known ones', (_name, call) => {
    expect(problemOf(call)).toEqual({code: 'unknownServer', id: 'x9', known: ['a1', 'h1', 'b1', 'b2']});
  });

  it('rejects an unknown group', () => {
    expect(problemOf(() => activateGroup(state, 'third' as never))).toEqual({
      code: 'invalidValue',
      field: 'group',
      value: 'third',
      allowed: ['main', 'backup'],
    });
  });

  it('logs a repeated monitor report without changing anything', () => {
    const again = setHealth(state, 'a1', true);
    expect(serving(again)).toEqual(['a1']);
    expect(newEvents(state, again)).toEqual([{type: 'monitorUnchanged', server: {id: 'a1', ip: '192.0.2.1'}, healthy: true}]);
  });
});

describe('the practical example of the OTM pages', () => {
  // Mirrors the table "Co się dzieje przy awariach" on praktyczny-przyklad-zastosowania-uslugi-otm.
  it('follows the page step by step', () => {
    const start = createSimulation(presets['practical-example']);
    const shares = (state: SimulationState) =>
      view(state)
        .servers.filter((entry) => entry.serving)
        .map((entry) => `${entry.id} ${formatShare(entry.share)}`);
    expect(shares(start)).toEqual(['waw-1 50%', 'waw-2 50%']);
    const waw1Down = down(start, 'waw-1');
    expect(shares(waw1Down)).toEqual(['waw-2 50%', 'waw-3 50%']);
    expect(shares(up(waw1Down, 'waw-1'))).toEqual(['waw-1 50%', 'waw-2 50%']);
    const bothDown = down(start, 'waw-1', 'waw-2');
    expect(shares(bothDown)).toEqual(['waw-3 100%']);
    const mainDown = down(bothDown, 'waw-3');
    expect(shares(mainDown)).toEqual(['krk-1 50%', 'krk-2 50%']);
    expect(shares(up(mainDown, 'waw-2'))).toEqual(['waw-2 100%']);
  });
});

describe('policy change in the middle of a scenario', () => {
  const record = presets['hotspare-backup'];

  it('keeps failures under manual policies, then applies the automatic rules to that state', () => {
    const manual = createSimulation({...record, serverPolicy: 'manual', groupPolicy: 'manual'});
    const failed = down(manual, 'active-1');
    // By hand: the switches decide, so the failed Active is still returned.
    expect(serving(failed)).toEqual(['active-1']);
    const automatic = setPolicies(failed, 'automatic', 'automatic');
    expect(server(automatic, 'active-1').online).toBe(false);
    expect(automatic.serverPolicy).toBe('automatic');
    expect(serving(automatic)).toEqual(['hotspare-1']);
    expect(types(newEvents(failed, automatic))).toEqual(['serversNowAutomatic', 'groupsNowAutomatic', 'hotspareReplaces', 'traffic']);
  });

  it('fails over at once when the group policy becomes automatic with the main group down', () => {
    const manual = createSimulation({...record, groupPolicy: 'manual'});
    const allDown = down(manual, 'active-1', 'hotspare-1');
    expect(view(allDown).activeGroup).toBe('main');
    const automatic = setPolicies(allDown, 'automatic', 'automatic');
    expect(view(automatic).activeGroup).toBe('backup');
    expect(serving(automatic)).toEqual(['backup-1', 'backup-2']);
  });

  it('drops hotspare stand-ins when the server policy becomes manual, keeping the health reports', () => {
    const failed = down(createSimulation(record), 'active-1');
    expect(serving(failed)).toEqual(['hotspare-1']);
    const manual = setPolicies(failed, 'manual', 'automatic');
    expect(server(manual, 'hotspare-1').standsInFor).toBeNull();
    expect(server(manual, 'active-1').online).toBe(false);
    expect(serving(manual)).toEqual(['active-1']);
    expect(Object.isFrozen(manual)).toBe(true);
    expect(failed.serverPolicy).toBe('automatic');
  });

  it('says nothing changed for the same policies and rejects an unknown one', () => {
    const state = createSimulation(record);
    expect(newEvents(state, setPolicies(state, 'automatic', 'automatic'))).toEqual([{type: 'policiesUnchanged'}]);
    expect(problemOf(() => setPolicies(state, 'sometimes' as Policy, 'automatic'))).toEqual({
      code: 'invalidValue',
      field: 'policy',
      value: 'sometimes',
      allowed: ['automatic', 'manual'],
    });
  });
});
