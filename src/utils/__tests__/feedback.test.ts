import {FEEDBACK_REASONS, feedbackEvent, parseStoredAnswer, readStoredAnswer, reportMailto, storageKey, storeAnswer} from '../feedback';
import {isoDay, polishLongDate} from '../dates';

describe('page feedback', () => {
  it('builds the dataLayer event, with a reason only for "no"', () => {
    expect(feedbackEvent('/pl/docs/billing/faktury/', 'Faktury', {helpful: true, reason: 'other'})).toEqual({
      event: 'docs_feedback',
      page_path: '/pl/docs/billing/faktury/',
      page_title: 'Faktury',
      helpful: true,
    });
    expect(feedbackEvent('/pl/docs/x/', 'X', {helpful: false, reason: 'outdated'})).toMatchObject({helpful: false, reason: 'outdated'});
  });

  it('reads back only well-formed answers', () => {
    expect(parseStoredAnswer(JSON.stringify({helpful: false, reason: 'unclear'}))).toEqual({helpful: false, reason: 'unclear'});
    expect(parseStoredAnswer(JSON.stringify({helpful: false, reason: 'made-up'}))).toEqual({helpful: false});
    expect(parseStoredAnswer(JSON.stringify({helpful: 'yes'}))).toBeNull();
    expect(parseStoredAnswer('{not json')).toBeNull();
    expect(parseStoredAnswer(null)).toBeNull();
    expect(storageKey('/pl/docs/a/')).toBe('docs-feedback:/pl/docs/a/');
    expect(FEEDBACK_REASONS).toHaveLength(5);
  });

  it('remembers an answer per page, and carries on where storage is blocked', () => {
    const items = new Map<string, string>();
    const storage = () => ({
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    });
    storeAnswer(storage, '/pl/docs/a/', {helpful: false, reason: 'missing'});
    expect(items.get('docs-feedback:/pl/docs/a/')).toBe('{"helpful":false,"reason":"missing"}');
    expect(readStoredAnswer(storage, '/pl/docs/a/')).toEqual({helpful: false, reason: 'missing'});
    expect(readStoredAnswer(storage, '/pl/docs/b/')).toBeNull();
    // Private mode or a policy: reading the storage itself throws.
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => storeAnswer(blocked, '/pl/docs/a/', {helpful: true})).not.toThrow();
    expect(readStoredAnswer(blocked, '/pl/docs/a/')).toBeNull();
  });

  it('names the page in the report e-mail', () => {
    const href = reportMailto('pomoc@example.com', 'Faktury & płatności', 'https://docs.example.com/pl/docs/billing/faktury/');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('pomoc@example.com');
    expect(url.searchParams.get('subject')).toBe('Błąd w dokumentacji: Faktury & płatności');
    expect(url.searchParams.get('body')).toContain('Strona: https://docs.example.com/pl/docs/billing/faktury/');
  });
});

describe('Polish dates', () => {
  it('writes the long date with the genitive month and the ISO day, in UTC', () => {
    const moment = Date.UTC(2026, 10, 12, 23, 30);
    expect(polishLongDate(moment)).toBe('12 listopada 2026');
    expect(isoDay(moment)).toBe('2026-11-12');
    expect(polishLongDate(Date.UTC(2026, 0, 1))).toBe('1 stycznia 2026');
  });
});
