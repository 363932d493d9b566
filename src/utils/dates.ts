// Dates as Polish readers write them: "12 listopada 2026" (genitive month name), and the same
// day as ISO for <time datetime>. UTC on both sides, so server and browser print the same day.

const LONG_DATE = new Intl.DateTimeFormat('pl-PL', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

export function polishLongDate(timestamp: number): string {
  return LONG_DATE.format(new Date(timestamp));
}

export function isoDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}
