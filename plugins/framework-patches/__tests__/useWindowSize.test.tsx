/** @jest-environment jsdom */
import {Suspense} from 'react';
import {act, render} from '@testing-library/react';
import {useWindowSize} from '../client/useWindowSize';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', {configurable: true, value: width});
}

/** Shows the size; suspends on `mobile` until released, to tell a transition from an urgent update. */
function setup(hold?: {done: boolean; promise: Promise<void>}) {
  function Size() {
    const size = useWindowSize();
    if (hold && !hold.done && size === 'mobile') throw hold.promise;
    return <span>{size}</span>;
  }
  return render(
    <Suspense fallback={<span>fallback</span>}>
      <Size />
    </Suspense>,
  );
}

it('renders "ssr" first, as theme-common does, so hydration matches the server', async () => {
  setWidth(360);
  const seen: string[] = [];
  function Size() {
    const size = useWindowSize();
    seen.push(size);
    return <span>{size}</span>;
  }
  render(<Size />);
  await act(async () => {});
  expect(seen[0]).toBe('ssr');
  expect(seen.at(-1)).toBe('mobile');
});

it('gives the size by the 996 px breakpoint after the first render, and again on resize', async () => {
  setWidth(1280);
  const view = setup();
  await act(async () => {});
  expect(view.container.textContent).toBe('desktop');
  await act(async () => {
    setWidth(996);
    window.dispatchEvent(new Event('resize'));
  });
  expect(view.container.textContent).toBe('mobile');
});

it('stores the size in a transition: the hydrated page stays on screen until the new layout is ready', async () => {
  setWidth(360);
  let release = () => {};
  const hold = {done: false, promise: new Promise<void>((resolve) => (release = resolve))};
  const view = setup(hold);
  await act(async () => {});
  expect(view.container.textContent).toBe('ssr');
  await act(async () => {
    hold.done = true;
    release();
  });
  expect(view.container.textContent).toBe('mobile');
});
