/** @jest-environment jsdom */
import {routerTarget} from '../src/routerTarget';

describe('routerTarget', () => {
  const origin = {origin: 'https://docs.example.test'};
  const plain = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false};
  const anchor = (href: string, attributes: Record<string, string> = {}) => {
    const element = document.createElement('a');
    element.href = new URL(href, origin.origin).href;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };

  it('routes a plain click on a link under the base path, keeping the fragment', () => {
    expect(routerTarget(anchor('/pl/docs/slowniczek/#tier'), plain, origin, '/pl/docs/')).toBe('/pl/docs/slowniczek/#tier');
  });
  it('leaves other sites, other paths, new tabs, downloads and modified or handled clicks to the browser', () => {
    expect(routerTarget(anchor('https://other.example.test/pl/docs/x/'), plain, origin, '/pl/docs/')).toBeNull();
    expect(routerTarget(anchor('/api/x'), plain, origin, '/pl/docs/')).toBeNull();
    expect(routerTarget(anchor('/pl/docs/x/', {target: '_blank'}), plain, origin, '/pl/docs/')).toBeNull();
    expect(routerTarget(anchor('/pl/docs/x.json', {download: ''}), plain, origin, '/pl/docs/')).toBeNull();
    expect(routerTarget(anchor('/pl/docs/x/'), {...plain, metaKey: true}, origin, '/pl/docs/')).toBeNull();
    expect(routerTarget(anchor('/pl/docs/x/'), {...plain, button: 1}, origin, '/pl/docs/')).toBeNull();
    expect(routerTarget(anchor('/pl/docs/x/'), {...plain, defaultPrevented: true}, origin, '/pl/docs/')).toBeNull();
  });
});
