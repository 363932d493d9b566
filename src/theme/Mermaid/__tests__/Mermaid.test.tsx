/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import MermaidWhenVisible from '../index';
import {DRAW_WHEN_IDLE_AFTER_MS} from '../../../config/diagrams';

// @theme-original/Mermaid is the shared double (jest.config.mjs): the source in a test-id'd box.

type Callback = (entries: {isIntersecting: boolean}[]) => void;
let observed: {callback: Callback; margin?: string; disconnected: boolean}[] = [];

beforeEach(() => {
  observed = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: class {
      private entry: (typeof observed)[number];
      constructor(callback: Callback, options?: {rootMargin?: string}) {
        this.entry = {callback, margin: options?.rootMargin, disconnected: false};
        observed.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  });
});

it('draws the diagram only when it comes near the screen', () => {
  render(<MermaidWhenVisible value="graph TD; A-->B" />);
  expect(screen.queryByTestId('diagram')).toBeNull();
  expect(observed).toHaveLength(1);
  expect(observed[0].margin).toBe('600px 0px');
  act(() => observed[0].callback([{isIntersecting: false}]));
  expect(screen.queryByTestId('diagram')).toBeNull();
  act(() => observed[0].callback([{isIntersecting: true}]));
  expect(screen.getByTestId('diagram').textContent).toBe('graph TD; A-->B');
  expect(observed[0].disconnected).toBe(true);
});

it('draws every diagram before the page is printed', () => {
  render(<MermaidWhenVisible value="graph LR; X-->Y" />);
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  expect(screen.getByTestId('diagram')).toBeTruthy();
});

it('draws at once where the browser has no IntersectionObserver', () => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
  render(<MermaidWhenVisible value="graph LR; X-->Y" />);
  expect(screen.getByTestId('diagram')).toBeTruthy();
});

describe('off screen', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('draws a diagram in idle time once the page has been quiet, so that it prints', () => {
    const idle: (() => void)[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      writable: true,
      value: (callback: () => void) => idle.push(callback),
    });
    render(<MermaidWhenVisible value="graph LR; P-->Q" />);
    act(() => jest.advanceTimersByTime(DRAW_WHEN_IDLE_AFTER_MS - 1));
    expect(idle).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(idle).toHaveLength(1);
    expect(screen.queryByTestId('diagram')).toBeNull();
    act(() => idle[0]());
    expect(screen.getByTestId('diagram').textContent).toBe('graph LR; P-->Q');
    expect(observed[0].disconnected).toBe(true);
  });

  it('forgets the idle drawing when the page goes away first', () => {
    const {unmount} = render(<MermaidWhenVisible value="graph LR; P-->Q" />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
