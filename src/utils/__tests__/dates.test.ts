import {isoDay, polishLongDate} from '../dates';

describe('polishLongDate', () => {
  const intl = new Intl.DateTimeFormat('pl-PL', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

  it('writes the day, the genitive month and the year as Intl does, for every month', () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const timestamp = Date.UTC(2026, month, day, 12);
        expect(polishLongDate(timestamp)).toBe(intl.format(new Date(timestamp)));
      }
    }
  });

  it('reads the day in UTC, so a late evening in Warsaw keeps the server day', () => {
    // 31 December 2026, 23:30 UTC is already 1 January 2027 in Warsaw.
    expect(polishLongDate(Date.UTC(2026, 11, 31, 23, 30))).toBe('31 grudnia 2026');
    expect(polishLongDate(Date.UTC(2026, 8, 5))).toBe('5 września 2026');
  });
});

describe('isoDay', () => {
  it('gives the UTC day for <time datetime>', () => {
    expect(isoDay(Date.UTC(2026, 10, 12, 23, 59))).toBe('2026-11-12');
  });
});
