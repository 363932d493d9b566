/** The part of the browser's IdleDeadline the queue reads. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type ScheduleIdle = (work: (deadline: IdleDeadlineLike) => void) => void;

export interface IdleQueue<T> {
  push(item: T): void;
  readonly size: number;
}

export interface IdleQueueOptions {
  /** Stop a period once less than this is left of it (ms). */
  reserveMs?: number;
  /**
   * Stop a period after this much work (ms) even when the browser offers more: an idle period
   * lasts up to 50 ms, and what fits it on a fast machine is a long task on a slow phone (the
   * slice's measurement: PATCHES.md, `idle-prefetch`).
   */
  sliceMs?: number;
  now?: () => number;
}

/**
 * Runs queued items while the browser is idle, a short slice of one idle period at a time, so that
 * many small jobs queued at once (a page's worth of link prefetches) never add up to one long
 * task. Each period runs at least one item, so the queue always moves on.
 */
export function createIdleQueue<T>(
  run: (item: T) => void,
  scheduleIdle: ScheduleIdle,
  {reserveMs = 4, sliceMs = 4, now = () => performance.now()}: IdleQueueOptions = {},
): IdleQueue<T> {
  const queue: T[] = [];
  let planned = false;

  function drain(deadline: IdleDeadlineLike): void {
    planned = false;
    const start = now();
    do {
      run(queue.shift() as T);
    } while (queue.length > 0 && deadline.timeRemaining() > reserveMs && now() - start < sliceMs);
    plan();
  }

  function plan(): void {
    if (planned || queue.length === 0) return;
    planned = true;
    scheduleIdle(drain);
  }

  return {
    push(item) {
      queue.push(item);
      plan();
    },
    get size() {
      return queue.length;
    },
  };
}

/**
 * requestIdleCallback where the browser has it (with a time-out, so the work is done even on a
 * page that is never idle); elsewhere (Safari) one item per timer tick.
 */
export function browserScheduleIdle(win: Window & typeof globalThis, timeoutMs = 2000): ScheduleIdle {
  if (typeof win.requestIdleCallback === 'function') {
    return (work) => void win.requestIdleCallback(work, {timeout: timeoutMs});
  }
  return (work) => void win.setTimeout(() => work({timeRemaining: () => 0}), 1);
}
