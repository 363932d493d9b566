import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  activateGroup,
  createSimulation,
  setHealth,
  setPolicies,
  toggleServer,
  type SimulationEvent,
  type SimulationProblem,
} from '../src/engine';
import {eventText} from '../theme/OtmSimulator/eventText';
import {problemText} from '../theme/OtmSimulator/problemText';
import {badConfigs, hotspareRecord} from '../__fixtures__/configs';

// The widget words every event and problem of the engine in Polish, with every value filled in.
const POLISH = /[ąćęłńóśźż]/i;
const wellFormed = (text: string) => text.length > 10 && !/[{}]/.test(text) && !text.includes('undefined');

describe('event and problem texts', () => {
  it('words the events of a full scenario, values filled in', () => {
    let state = createSimulation(hotspareRecord('manual', 'manual'));
    state = setHealth(state, 'a1', false);
    state = toggleServer(state, 'h1', true);
    state = activateGroup(state, 'backup');
    state = setPolicies(state, 'automatic', 'automatic');
    state = setHealth(state, 'a1', true);
    const texts = state.log.map((event: SimulationEvent) => eventText(event));
    expect(texts.every(wellFormed)).toBe(true);
    expect(texts.join(' ')).toMatch(POLISH);
    expect(texts[0]).toBe('Start symulacji. Polityka serwerów: Manualnie; polityka grup: Manualnie.');
    expect(eventText({type: 'traffic', group: 'main', serving: ['a', 'b', 'c']})).toBe(
      'Ruch obsługuje teraz grupa główna: a (33,33%), b (33,33%), c (33,33%).',
    );
  });

  it.each(badConfigs)('words the problem of %s', (_name, _config, problem) => {
    const text = problemText(problem as SimulationProblem);
    expect(wellFormed(text)).toBe(true);
    // Worded for readers, not the code name of the problem.
    expect(text).not.toContain((problem as SimulationProblem).code);
  });
});

describe('the model (src/) holds no prose', () => {
  const srcDir = join(__dirname, '..', 'src');
  // Code without comments: the words a reader could see must come from the widget (translate()).
  const code = (file: string) =>
    readFileSync(join(srcDir, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
  it.each(readdirSync(srcDir).filter((file) => file.endsWith('.ts')))('%s has no Polish text outside comments', (file) => {
    expect(code(file)).not.toMatch(POLISH);
  });
});

describe('values worded by field name', () => {
  const server = {id: 'h1', ip: '192.0.2.20'};
  it('gives the server an event is about with its address, and a server it names by id alone', () => {
    expect(eventText({type: 'hotspareReplaces', active: 'a1', hotspare: server})).toContain(
      'serwer z rolą Aktywny a1 nie działa, więc sprawny serwer Hotspare h1 (192.0.2.20) zastępuje',
    );
    expect(eventText({type: 'switchedOnWhileDown', server: 'a1'})).toBe(
      'Uwaga: monitor zgłasza awarię a1, a w trybie ręcznym rekord i tak zwróci jego adres.',
    );
  });

  it('words the switch position, the monitor status, the group and an empty list of servers', () => {
    expect(eventText({type: 'switched', server, on: false})).toContain('serwer h1 (192.0.2.20) na OFF');
    expect(eventText({type: 'monitorReport', server, healthy: false})).toBe('Monitor zgłasza nowy stan serwera h1 (192.0.2.20): Offline.');
    expect(eventText({type: 'groupAlreadyActive', group: 'backup'})).toBe('Aktywna jest już grupa zapasowa: bez zmian.');
    expect(eventText({type: 'serversNowManual', switchedOn: []})).toMatch(/włączone: żaden serwer\.$/);
  });

  it('joins the allowed values of a problem', () => {
    expect(problemText({code: 'invalidValue', field: 'serverPolicy', value: 'auto', allowed: ['automatic', 'manual']})).toBe(
      'Pole serverPolicy nie przyjmuje wartości „auto”. Dozwolone: automatic, manual.',
    );
  });
});
