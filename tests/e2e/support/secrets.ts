import type {Page} from 'playwright-core';

/**
 * Where a reader's token must never be (CONTRIBUTING.md, "Secrets"): the places of the page that
 * hold it, by name, from localStorage, the page's and the browser context's cookies, the address,
 * window.dataLayer and any other text the caller names (`extra`, read in the page). sessionStorage
 * is its one allowed home and is not looked at.
 */
export async function placesHoldingToken(page: Page, token: string | undefined, extra: Record<string, string> = {}): Promise<string[]> {
  // An empty token would be found everywhere and prove nothing.
  if (!token) throw new Error('no token to look for: the test stored none');
  const places = await page.evaluate(
    (selectors) => ({
      localStorage: JSON.stringify({...localStorage}),
      cookie: document.cookie,
      address: location.href,
      dataLayer: JSON.stringify((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []),
      ...Object.fromEntries(
        Object.entries(selectors).map(([name, selector]) => [name, document.querySelector(selector)?.textContent ?? '']),
      ),
    }),
    extra,
  );
  const cookies = (await page.context().cookies()).map((cookie) => cookie.value).join(' ');
  return Object.entries({...places, browserCookies: cookies})
    .filter(([, text]) => text.includes(token))
    .map(([name]) => name);
}
