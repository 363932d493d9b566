import {monitorProblems, monitorSummary, validateMonitor, validateRecordName, type MonitorSettings} from '../src/dns';

describe('validateRecordName', () => {
  it.each(['@', '*', 'www', 'api.sklep', 'WWW-2', '*.dev', 'a1-b2.C3'])('accepts %s', (name) => {
    expect(validateRecordName(name)).toBeNull();
  });

  it('refuses an empty name', () => {
    expect(validateRecordName('')).toBe('Podaj nazwę rekordu, np. www albo @ dla samej domeny.');
  });

  it('names every character it refuses once: Polish letters, underscores, spaces', () => {
    expect(validateRecordName('sklep_łódź ł')).toBe(
      'Nazwa rekordu może zawierać tylko @, *, ., litery a–z i A–Z (bez polskich znaków), cyfry i „-”; usuń: „_”, „ł”, „ó”, „ź”, spacja.',
    );
  });
});

describe('validateMonitor', () => {
  const good: MonitorSettings = {frequencyMinutes: 1, failureNotification: true, recoveryNotification: true, notificationDelayMinutes: 0};

  it('accepts a monitor checking every minute, both notifications, no delay', () => {
    expect(validateMonitor(good)).toEqual([]);
  });

  it('wants a frequency of at least 1 minute', () => {
    expect(validateMonitor({...good, frequencyMinutes: 0.5})).toEqual(['Częstotliwość sprawdzania monitora to co najmniej 1 minuta.']);
    expect(validateMonitor({...good, frequencyMinutes: 5})).toEqual([]);
  });

  it('wants both notifications ticked', () => {
    expect(monitorProblems({...good, failureNotification: false, recoveryNotification: false}).map((problem) => problem.field)).toEqual([
      'failureNotification',
      'recoveryNotification',
    ]);
  });

  it.each([
    [0, true],
    [1, true],
    [30, true],
    [31, false],
    [0.5, false],
    [-1, false],
  ])('delay %p minutes valid: %p (0 immediate or 1 to 30)', (notificationDelayMinutes, ok) => {
    expect(validateMonitor({...good, notificationDelayMinutes})).toEqual(
      ok ? [] : ['Opóźnienie powiadomienia: 0 (natychmiast) albo od 1 do 30 minut.'],
    );
  });

  it('does not change its input', () => {
    const input = Object.freeze({...good, frequencyMinutes: 0});
    expect(validateMonitor(input)).toHaveLength(1);
    expect(input.frequencyMinutes).toBe(0);
  });
});

describe('monitorSummary', () => {
  it('says immediately for a delay of 0 and the minutes otherwise', () => {
    const settings: MonitorSettings = {
      frequencyMinutes: 2,
      failureNotification: true,
      recoveryNotification: true,
      notificationDelayMinutes: 0,
    };
    expect(monitorSummary('www', settings)).toBe(
      'Rekord www: nazwa poprawna. Monitor: sprawdzanie co 2 min, powiadomienia o awarii i o powrocie zaznaczone, powiadomienie natychmiast.',
    );
    expect(monitorSummary('@', {...settings, notificationDelayMinutes: 30})).toContain('powiadomienie po 30 min.');
  });
});
