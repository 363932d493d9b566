/** @jest-environment jsdom */
import {appRootIsPrerendered, mayKeepServerHtml} from '../client/serverHtml';

describe('mayKeepServerHtml', () => {
  it('keeps the server HTML only during the first hydration of a prerendered page', () => {
    expect(mayKeepServerHtml({canUseDOM: true, prerendered: true, hydrated: false})).toBe(true);
  });

  it('renders afresh after hydration, e.g. on client navigation', () => {
    expect(mayKeepServerHtml({canUseDOM: true, prerendered: true, hydrated: true})).toBe(false);
  });

  it('renders afresh when the page was not prerendered (docusaurus start)', () => {
    expect(mayKeepServerHtml({canUseDOM: true, prerendered: false, hydrated: false})).toBe(false);
  });

  it('always renders on the server', () => {
    expect(mayKeepServerHtml({canUseDOM: false, prerendered: false, hydrated: false})).toBe(false);
  });
});

describe('appRootIsPrerendered', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sees server markup in the app root', () => {
    document.body.innerHTML = '<div id="__docusaurus"><main>treść</main></div>';
    expect(appRootIsPrerendered(document)).toBe(true);
  });

  it('sees the empty root of the development server', () => {
    document.body.innerHTML = '<div id="__docusaurus"></div>';
    expect(appRootIsPrerendered(document)).toBe(false);
  });

  it('is false without a document or an app root', () => {
    expect(appRootIsPrerendered(undefined)).toBe(false);
    expect(appRootIsPrerendered(document)).toBe(false);
  });
});
