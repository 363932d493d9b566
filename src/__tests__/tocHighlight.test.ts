import {activeHeadingIndex, throttle} from '../utils/tocHighlight';

describe('activeHeadingIndex', () => {
  const viewport = 800;
  it('picks the first heading below the navbar when it is in the top half', () => {
    expect(
      activeHeadingIndex(
        [
          {top: -500, bottom: -480},
          {top: 100, bottom: 130},
          {top: 900, bottom: 930},
        ],
        60,
        viewport,
      ),
    ).toBe(1);
  });
  it('keeps the previous heading while the next one is still in the bottom half', () => {
    expect(
      activeHeadingIndex(
        [
          {top: -500, bottom: -480},
          {top: 600, bottom: 630},
        ],
        60,
        viewport,
      ),
    ).toBe(0);
  });
  it('is -1 above the first heading and the last one at the bottom of the page', () => {
    expect(activeHeadingIndex([{top: 700, bottom: 730}], 60, viewport)).toBe(-1);
    expect(
      activeHeadingIndex(
        [
          {top: -900, bottom: -870},
          {top: -300, bottom: -270},
        ],
        60,
        viewport,
      ),
    ).toBe(1);
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per interval, and always once after a burst', () => {
    let clock = 0;
    const timers: {at: number; callback: () => void}[] = [];
    const calls: number[] = [];
    const throttled = throttle(
      () => calls.push(clock),
      300,
      () => clock,
      (callback, delay) => timers.push({at: clock + delay, callback}),
    );
    const advance = (to: number) => {
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= to) {
          clock = timer.at;
          timer.callback();
        } else timers.push(timer);
      }
      clock = to;
    };
    for (let t = 0; t <= 1000; t += 10) {
      advance(t);
      throttled();
    }
    advance(2000);
    expect(calls).toEqual([0, 300, 600, 900, 1200]);
    for (let i = 1; i < calls.length; i++) expect(calls[i] - calls[i - 1]).toBeGreaterThanOrEqual(300);
  });
});
