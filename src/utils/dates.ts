// Dates as Polish readers write them: "12 listopada 2026" (genitive month name), and the same
// day as ISO for <time datetime>. UTC on both sides, so server and browser print the same day.
//
// The month names are written out rather than asked of Intl.DateTimeFormat: the first Polish
// formatter a page creates loads the browser's locale data, about 12 ms of main-thread work on a
// fast machine (48 ms at Lighthouse's mobile CPU slowdown), inside the task that starts every docs
// page. src/utils/__tests__/dates.test.ts checks the table against Intl for every month.

const GENITIVE_MONTHS = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
] as const;

export function polishLongDate(timestamp: number): string {
  const date = new Date(timestamp);
  return `${date.getUTCDate()} ${GENITIVE_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function isoDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}
