/** @jest-environment jsdom */
import {Suspense, useContext} from 'react';
import {act, render} from '@testing-library/react';
import {BrowserContextProvider, Context} from '../client/browserContext';

/**
 * A reader of the context that suspends once it sees `true`, until `ready` resolves. An urgent
 * update would replace what is on screen with the fallback; a transition keeps the server's
 * rendering on screen until the new one is ready, which is what makes it interruptible.
 */
function setup() {
  let resolve = () => {};
  let done = false;
  const ready = new Promise<void>((settle) => {
    resolve = () => {
      done = true;
      settle();
    };
  });
  function Reader() {
    const isBrowser = useContext(Context);
    if (isBrowser && !done) throw ready;
    return <span>{isBrowser ? 'browser' : 'server'}</span>;
  }
  const view = render(
    <BrowserContextProvider>
      <Suspense fallback={<span>fallback</span>}>
        <Reader />
      </Suspense>
    </BrowserContextProvider>,
  );
  return {view, resolve: () => act(async () => resolve())};
}

it('is false on the first render and true after it, as in core', async () => {
  const {view, resolve} = setup();
  await resolve();
  expect(view.container.textContent).toBe('browser');
});

it('turns true in a transition: the server rendering stays on screen while the browser one is not ready', async () => {
  const {view, resolve} = setup();
  await act(async () => {});
  expect(view.container.textContent).toBe('server');
  await resolve();
  expect(view.container.textContent).toBe('browser');
});
