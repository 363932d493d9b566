/** @jest-environment jsdom */
import {act, type ReactNode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {useClientValue} from '../useClientValue';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** Server-renders `Probe`, hydrates it with `clientValue`, and reports what rendered and how often. */
async function hydrateWith(clientValue: string) {
  let renders = 0;
  let read = () => 'server';
  function Probe(): ReactNode {
    renders += 1;
    return <p>{useClientValue(() => read(), '')}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  const serverHtml = container.innerHTML;
  renders = 0;
  read = () => clientValue;
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe />, {onRecoverableError: (error) => recoverable.push(error)});
  });
  return {serverHtml, clientHtml: container.innerHTML, renders, recoverable};
}

it('renders the server value on the server and while hydrating, then the browser value', async () => {
  const result = await hydrateWith('#E1001');
  expect(result.serverHtml).toBe('<p></p>');
  expect(result.clientHtml).toBe('<p>#E1001</p>');
  expect(result.renders).toBe(2);
  // No hydration mismatch: the hydrating render matched the server HTML.
  expect(result.recoverable).toEqual([]);
});

it('costs no second render when the browser has the same value (an address without a hash)', async () => {
  const result = await hydrateWith('');
  expect(result.clientHtml).toBe('<p></p>');
  expect(result.renders).toBe(1);
  expect(result.recoverable).toEqual([]);
});
