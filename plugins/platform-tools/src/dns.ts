/**
 * Traffic manager (OTM) rules of the domain and healthcheck pages (services spec §5, §9): which
 * characters a record name may use and what a monitor linked to a server must be set to. Pure.
 */

/** Spec §5: record names may use @, *, ., a-z, A-Z, 0-9 and -. */
const RECORD_NAME_CHARACTER = /[@*.a-zA-Z0-9-]/;

/** Null when `name` is a valid record name, else the Polish problem naming the wrong characters. */
export function validateRecordName(name: string): string | null {
  if (name === '') return 'Podaj nazwę rekordu, np. www albo @ dla samej domeny.';
  const wrong = [...new Set([...name].filter((character) => !RECORD_NAME_CHARACTER.test(character)))];
  if (wrong.length === 0) return null;
  const shown = wrong.map((character) => (character === ' ' ? 'spacja' : `„${character}”`)).join(', ');
  return `Nazwa rekordu może zawierać tylko @, *, ., litery a–z i A–Z (bez polskich znaków), cyfry i „-”; usuń: ${shown}.`;
}

export interface MonitorSettings {
  frequencyMinutes: number;
  failureNotification: boolean;
  recoveryNotification: boolean;
  /** 0 means immediately. */
  notificationDelayMinutes: number;
}

export type MonitorField = keyof MonitorSettings;

/** Spec §9: monitor frequency at least 1 minute. */
export const MIN_FREQUENCY_MINUTES = 1;
/** Spec §9: notification delay 1 to 30 minutes, or immediate (0). */
export const NOTIFICATION_DELAY_MINUTES = {min: 1, max: 30} as const;

/** Every problem of the monitor, tied to its field; empty when OTM can use it. */
export function monitorProblems(settings: MonitorSettings): Array<{field: MonitorField; message: string}> {
  const problems: Array<{field: MonitorField; message: string}> = [];
  const {frequencyMinutes, notificationDelayMinutes: delay} = settings;
  if (typeof frequencyMinutes !== 'number' || !Number.isFinite(frequencyMinutes) || frequencyMinutes < MIN_FREQUENCY_MINUTES) {
    problems.push({field: 'frequencyMinutes', message: 'Częstotliwość sprawdzania monitora to co najmniej 1 minuta.'});
  }
  if (!settings.failureNotification) {
    problems.push({field: 'failureNotification', message: 'Zaznacz powiadomienie o wykryciu awarii: bez niego OTM nie przełączy ruchu.'});
  }
  if (!settings.recoveryNotification) {
    problems.push({
      field: 'recoveryNotification',
      message: 'Zaznacz powiadomienie o powrocie do działania: bez niego ruch nie wróci na serwer.',
    });
  }
  const immediate = delay === 0;
  const inRange = typeof delay === 'number' && delay >= NOTIFICATION_DELAY_MINUTES.min && delay <= NOTIFICATION_DELAY_MINUTES.max;
  if (!immediate && !inRange) {
    problems.push({field: 'notificationDelayMinutes', message: 'Opóźnienie powiadomienia: 0 (natychmiast) albo od 1 do 30 minut.'});
  }
  return problems;
}

/** The monitor's problems as Polish sentences; an empty list when OTM can use it. */
export function validateMonitor(settings: MonitorSettings): string[] {
  return monitorProblems(settings).map((problem) => problem.message);
}

/** What the record check says under its fields (Polish like the problems, only in the tool's chunk). */
export const OTM_HINTS = {
  recordName: 'Dozwolone: @, *, ., a–z, A–Z, 0–9 i „-”.',
  frequency: 'Co najmniej 1 minuta.',
  delay: '0 oznacza natychmiast; poza tym od 1 do 30 minut.',
  ok: 'Nazwa rekordu i ustawienia monitora spełniają reguły OTM. Monitor podepniesz do serwerów dopiero przy polityce Automatycznie.',
} as const;

/** A summary of a valid record and monitor, to copy into a ticket or a note. */
export function monitorSummary(recordName: string, settings: MonitorSettings): string {
  const delay = settings.notificationDelayMinutes === 0 ? 'natychmiast' : `po ${settings.notificationDelayMinutes} min`;
  return `Rekord ${recordName}: nazwa poprawna. Monitor: sprawdzanie co ${settings.frequencyMinutes} min, powiadomienia o awarii i o powrocie zaznaczone, powiadomienie ${delay}.`;
}

/** Said instead of the summary while something is wrong. */
export function problemsCount(count: number): string {
  return `Do poprawienia: ${count}. Opis problemu jest pod każdym zaznaczonym polem.`;
}
