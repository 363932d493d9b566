import {createNoResultsReporter, MAX_TERM_LENGTH, reportedTerm, searchSelectEvent, type Push} from '../src/signals';

function fakeTimers() {
  const queue = new Map<number, () => void>();
  let next = 1;
  return {
    set: (run: () => void) => {
      queue.set(next, run);
      return next++;
    },
    clear: (handle: unknown) => queue.delete(handle as number),
    flush: () => {
      for (const [key, run] of [...queue]) {
        queue.delete(key);
        run();
      }
    },
    pending: () => queue.size,
  };
}

describe('search signals', () => {
  it('reports a query without results once the reader stops typing, once per distinct term', () => {
    const events: Parameters<Push>[0][] = [];
    const timers = fakeTimers();
    const reporter = createNoResultsReporter((event) => events.push(event), timers);
    reporter.settle('kub', 0);
    reporter.settle('kube', 3);
    reporter.settle('  xyzzy  ', 0);
    timers.flush();
    reporter.settle('xyzzy', 0);
    reporter.settle('XYZZY ', 0);
    timers.flush();
    expect(events).toEqual([{event: 'search_no_results', search_term: 'xyzzy'}]);
  });

  it('cancels the pending report on the next keystroke', () => {
    const events: unknown[] = [];
    const timers = fakeTimers();
    const reporter = createNoResultsReporter((event) => events.push(event), timers);
    reporter.settle('qwer', 0);
    reporter.settle('qwerty', 0);
    expect(timers.pending()).toBe(1);
    timers.flush();
    expect(events).toEqual([{event: 'search_no_results', search_term: 'qwerty'}]);
    reporter.settle('', 0);
    expect(timers.pending()).toBe(0);
  });

  it('trims and cuts terms to 100 characters, and numbers selections from 1', () => {
    expect(reportedTerm(`  a   b ${'x'.repeat(300)}`).length).toBe(MAX_TERM_LENGTH);
    expect(reportedTerm('  faktura  korygująca ')).toBe('faktura korygująca');
    expect(searchSelectEvent(' dysk ', '/pl/docs/faq/faq/dyski-ovs/', 0)).toEqual({
      event: 'search_select',
      search_term: 'dysk',
      page_path: '/pl/docs/faq/faq/dyski-ovs/',
      position: 1,
    });
  });
});
