/** @jest-environment jsdom */
import type {ReactNode} from 'react';
import {render} from '@testing-library/react';
import {useClientValue} from '../client/useClientValue';

/**
 * Hydrates `Probe` over the HTML the server wrote for it (the server value, empty) with
 * `clientValue` known to the browser, and reports what rendered and how often.
 */
async function hydrateWith(clientValue: string) {
  let renders = 0;
  function Probe(): ReactNode {
    renders += 1;
    return <p>{useClientValue(() => clientValue, '')}</p>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = '<p></p>';
  const serverHtml = container.innerHTML;
  const recoverable: unknown[] = [];
  render(<Probe />, {container, hydrate: true, onRecoverableError: (error: unknown) => recoverable.push(error)});
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
