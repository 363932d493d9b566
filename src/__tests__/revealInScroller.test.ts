import {scrollTopToReveal} from '../utils/revealInScroller';

describe('revealing the current sidebar item', () => {
  const box = {scrollTop: 0, height: 600, scrollHeight: 2400};

  it('leaves a visible item where it is', () => {
    expect(scrollTopToReveal({top: 100, height: 40}, box)).toBeNull();
  });

  it('scrolls an item below the fold to a third of the box', () => {
    expect(scrollTopToReveal({top: 1500, height: 40}, box)).toBe(1300);
  });

  it('never scrolls past the end or before the start', () => {
    expect(scrollTopToReveal({top: 2380, height: 20}, box)).toBe(1800);
    expect(scrollTopToReveal({top: 10, height: 40}, {...box, scrollTop: 900})).toBe(0);
  });
});
