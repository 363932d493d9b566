/** @jest-environment jsdom */
import {Suspense, useEffect, useLayoutEffect} from 'react';
import {act, render} from '@testing-library/react';
import {codeScrolls, useCodeWordWrap, type CodeWordWrap} from '../client/useCodeWordWrap';

/** jsdom lays nothing out: each `<pre>` reports the widths the test gives it. */
function setWidths(pre: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(pre, 'scrollWidth', {configurable: true, value: scrollWidth});
  Object.defineProperty(pre, 'clientWidth', {configurable: true, value: clientWidth});
}

const latest: {current?: CodeWordWrap} = {};
const renders = jest.fn();

function Block({
  scrollWidth = 100,
  clientWidth = 100,
  waitFor,
}: {
  scrollWidth?: number;
  clientWidth?: number;
  waitFor?: {promise: Promise<void>; done: boolean};
}) {
  const wordWrap = useCodeWordWrap();
  const {codeBlockRef, isCodeScrollable} = wordWrap;
  useEffect(() => {
    latest.current = wordWrap;
  });
  // Before the hook's own effects measure the block.
  useLayoutEffect(() => {
    if (codeBlockRef.current) setWidths(codeBlockRef.current, scrollWidth, clientWidth);
  });
  renders();
  if (waitFor && !waitFor.done && isCodeScrollable) throw waitFor.promise;
  return (
    <pre ref={codeBlockRef}>
      <code>echo a</code>
      <span>{isCodeScrollable ? 'scrolls' : 'fits'}</span>
    </pre>
  );
}

beforeEach(() => renders.mockClear());

it('follows the theme: a block scrolls when it is wider than its box or the reader wrapped it', () => {
  const code = document.createElement('code');
  const pre = {scrollWidth: 500, clientWidth: 300, querySelector: () => code};
  expect(codeScrolls(pre)).toBe(true);
  expect(codeScrolls({...pre, scrollWidth: 300})).toBe(false);
  code.style.whiteSpace = 'pre-wrap';
  expect(codeScrolls({...pre, scrollWidth: 300})).toBe(true);
});

it('renders a block that fits, outside any tab, once (the theme rendered it twice)', async () => {
  const view = render(<Block />);
  await act(async () => {});
  expect(view.container.textContent).toContain('fits');
  expect(renders).toHaveBeenCalledTimes(1);
});

it('finds a block that scrolls, and shows it in a transition: the block stays on screen meanwhile', async () => {
  let release = () => {};
  const waitFor = {done: false, promise: new Promise<void>((resolve) => (release = resolve))};
  const releaseNow = () => {
    waitFor.done = true;
    release();
  };
  const view = render(
    <Suspense fallback={<span>fallback</span>}>
      <Block scrollWidth={800} clientWidth={300} waitFor={waitFor} />
    </Suspense>,
  );
  await act(async () => {});
  // An urgent update would have replaced the block with the fallback.
  expect(view.container.textContent).toContain('fits');
  expect(view.container.textContent).not.toContain('fallback');
  await act(async () => releaseNow());
  expect(view.container.textContent).toContain('scrolls');
});

it('toggles wrapping as the theme does: styles on the code element, then off again', async () => {
  const view = render(<Block scrollWidth={800} clientWidth={300} />);
  await act(async () => {});
  const code = view.container.querySelector('code')!;
  act(() => latest.current!.toggle());
  expect(latest.current!.isEnabled).toBe(true);
  expect(code.style.whiteSpace).toBe('pre-wrap');
  expect(code.style.overflowWrap).toBe('anywhere');
  act(() => latest.current!.toggle());
  expect(latest.current!.isEnabled).toBe(false);
  expect(code.hasAttribute('style')).toBe(false);
});

it('measures a block in a hidden tab again when its tab is shown', async () => {
  const panel = document.createElement('div');
  panel.setAttribute('role', 'tabpanel');
  panel.setAttribute('hidden', '');
  document.body.append(panel);
  const view = render(<Block scrollWidth={800} clientWidth={300} />, {container: panel});
  await act(async () => {});
  const pre = view.container.querySelector('pre')!;
  // Measured while hidden: no width, so it "fits"; the tab is then shown and the block scrolls.
  setWidths(pre, 0, 0);
  act(() => window.dispatchEvent(new Event('resize')));
  await act(async () => {});
  expect(view.container.textContent).toContain('fits');
  setWidths(pre, 800, 300);
  await act(async () => {
    panel.removeAttribute('hidden');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(view.container.textContent).toContain('scrolls');
});
