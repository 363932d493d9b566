import {browserScheduleIdle, createIdleQueue, type IdleDeadlineLike} from '../src/idleQueue';

/** A hand-driven idle scheduler: each `idleWithNoTimeLeft()` runs one idle period with 0 ms left. */
function manualIdle() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (work: (deadline: IdleDeadlineLike) => void) => void pending.push(work),
    get planned() {
      return pending.length;
    },
    idleWithNoTimeLeft() {
      pending.shift()?.({timeRemaining: () => 0});
    },
  };
}

/**
 * A queue of numbers on a fake clock: each item takes 3 ms, periods are cut at `sliceMs`, and the
 * test runs the planned idle periods itself from `pending`, with the time it chooses to offer.
 */
function timedQueue(sliceMs?: number) {
  const ran: number[] = [];
  let clock = 0;
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  const queue = createIdleQueue(
    (item: number) => {
      ran.push(item);
      clock += 3;
    },
    (work) => void pending.push(work),
    {now: () => clock, ...(sliceMs === undefined ? {} : {sliceMs})},
  );
  return {
    ran,
    pending,
    queue,
    get clock() {
      return clock;
    },
  };
}

it('runs nothing until the browser is idle', () => {
  const ran: string[] = [];
  const idle = manualIdle();
  const queue = createIdleQueue((item: string) => ran.push(item), idle.schedule);
  queue.push('/a/');
  queue.push('/b/');
  expect(ran).toEqual([]);
  expect(queue.size).toBe(2);
  expect(idle.planned).toBe(1);
});

it('spreads a burst over idle periods and keeps the order', () => {
  const timed = timedQueue(100);
  for (let item = 1; item <= 10; item++) timed.queue.push(item);
  const periods: number[][] = [];
  while (timed.pending.length > 0) {
    const start = timed.clock;
    const before = timed.ran.length;
    timed.pending.shift()!({timeRemaining: () => Math.max(0, 12 - (timed.clock - start))});
    periods.push(timed.ran.slice(before));
  }
  expect(timed.ran).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  // 12 ms periods, 4 ms kept in reserve: at most three 3-ms items per period.
  expect(periods.every((period) => period.length >= 1 && period.length <= 3)).toBe(true);
  expect(periods.length).toBe(4);
});

it('always makes progress, even when no idle time is left', () => {
  const ran: number[] = [];
  const idle = manualIdle();
  const queue = createIdleQueue((item: number) => ran.push(item), idle.schedule);
  queue.push(1);
  queue.push(2);
  idle.idleWithNoTimeLeft();
  expect(ran).toEqual([1]);
  idle.idleWithNoTimeLeft();
  expect(ran).toEqual([1, 2]);
  expect(idle.planned).toBe(0);
});

it('uses requestIdleCallback with a time-out when the browser has it', () => {
  const requestIdleCallback = jest.fn();
  const win = {requestIdleCallback, setTimeout: jest.fn()} as unknown as Window & typeof globalThis;
  browserScheduleIdle(win, 1500)(() => undefined);
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {timeout: 1500});
  expect(win.setTimeout).not.toHaveBeenCalled();
});

it('falls back to one item per timer tick without requestIdleCallback', () => {
  const setTimeout = jest.fn((callback: () => void) => callback());
  const win = {setTimeout} as unknown as Window & typeof globalThis;
  const seen: number[] = [];
  browserScheduleIdle(win)((deadline) => seen.push(deadline.timeRemaining()));
  expect(setTimeout).toHaveBeenCalledTimes(1);
  expect(seen).toEqual([0]);
});

it('stops a period after its slice even when the browser offers more idle time', () => {
  const {ran, pending, queue} = timedQueue(8);
  for (let item = 1; item <= 6; item++) queue.push(item);
  pending.shift()!({timeRemaining: () => 50});
  // 3 ms items: after the third, 9 ms of work exceed the 8 ms slice.
  expect(ran).toEqual([1, 2, 3]);
  expect(queue.size).toBe(3);
  expect(pending).toHaveLength(1);
});

it('by default stops a period once 4 ms of work are done, however long the browser offers', () => {
  const timed = timedQueue();
  for (let item = 1; item <= 6; item++) timed.queue.push(item);
  timed.pending.shift()!({timeRemaining: () => 50});
  // 3 ms, then 6 ms: the second item passes the mark, the period ends (at 4x CPU about 24 ms).
  expect(timed.ran).toEqual([1, 2]);
  expect(timed.pending).toHaveLength(1);
});
