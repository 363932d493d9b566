import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import {resolve} from 'node:path';
import type {Page} from 'playwright-core';
import {axeViolations, closeBrowser, gotoRoute, launch, openPage, url, waitForHydration, type OpenedPage} from './support/browser';
import {startNginx, type RunningNginx} from './support/nginx';

// The search box (issue 9): placeholder, cap, Polish matching, keyboard, results page, hostile
// input, the home and not-found pages, and the three hosts (static server, docusaurus serve, nginx).
const BOX = 'nav input[data-search-pl]';
// The folder the suite's static server serves (scripts/e2e.mjs builds build/).
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
let opened: OpenedPage;
let page: Page;

beforeAll(async () => {
  opened = await openPage();
  page = opened.page;
});

afterAll(async () => {
  await opened.close();
  await closeBrowser();
});

/** Types into a box and waits until the list shows the results of exactly that text. */
async function type(query: string, box = BOX): Promise<string[]> {
  await page.locator(box).fill(query);
  const form = page.locator(box).locator('xpath=ancestor::form');
  // 'attached': an empty list (no match) has no height, yet its marker says the search ran.
  await form.locator(`[data-search-query="${query.replace(/["\\]/g, '\\$&')}"]`).waitFor({state: 'attached', timeout: 10_000});
  return form.locator('[role=option]').evaluateAll((options) => options.map((option) => (option as HTMLElement).dataset.url ?? ''));
}

describe('search box', () => {
  it('shows the Polish placeholder, label and shortcut, and loads no index before the first focus', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoRoute(page, '/billing/');
    const box = page.locator(BOX);
    expect(await box.getAttribute('placeholder')).toBe('Szukaj...');
    expect(await box.getAttribute('aria-label')).toBe('Szukaj w dokumentacji');
    expect(await page.locator('nav form kbd').allInnerTexts()).toEqual(['Ctrl', 'K']);
    await page.waitForTimeout(300);
    expect(requested.filter((address) => address.includes('search-index'))).toEqual([]);
    await box.focus();
    await page.waitForResponse((response) => response.url().endsWith('/search-index.json') && response.status() === 200);
    page.removeAllListeners('request');
  });

  it('fetches the reference part of the index only for a query that needs it', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoRoute(page, '/');
    await page.locator(BOX).focus();
    expect((await type('faktury korygujące'))[0]).toContain('/pl/docs/billing/faktury/');
    await page.waitForTimeout(300);
    expect(requested.filter((address) => address.includes('search-index-reference'))).toEqual([]);
    const referenceLoaded = page.waitForResponse(
      (response) => response.url().endsWith('/search-index-reference.json') && response.status() === 200,
    );
    await type('InstancesClone');
    await referenceLoaded;
    page.removeAllListeners('request');
  });

  it('finds pages by words typed without diacritics and in other grammatical forms', async () => {
    await gotoRoute(page, '/');
    await page.locator(BOX).focus();
    expect((await type('platnosci automatyczne'))[0]).toMatch(/\/(faq\/faq\/platnosci-automatyczne|billing\/metody-platnosci)\//);
    expect((await type('kluczami ssh'))[0]).toContain('/pl/docs/faq/faq/klucze-ssh/');
    expect((await type('powiekszanie dyskow'))[0]).toContain('/pl/docs/faq/faq/powiekszanie-dysku/');
    expect((await type('PVSCSI')).length).toBeGreaterThan(0);
    expect((await type('2FA'))[0]).toContain('/pl/docs/account/konfiguracja-2fa/');
  });

  it('shows at most 15 suggestions, each with title, heading or snippet, words highlighted', async () => {
    const shown = await type('usługi');
    expect(shown).toHaveLength(15);
    const first = page.locator('nav [role=option]').first();
    expect(await first.locator('mark').count()).toBeGreaterThan(0);
    expect((await first.innerText()).length).toBeGreaterThan(20);
  });

  it('is driven by the keyboard: shortcut, arrows, Enter, Escape', async () => {
    await gotoRoute(page, '/support/');
    await page.locator('main').click();
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.matches('input[data-search-pl]'))).toBe(true);
    await page.keyboard.type('faktury');
    await page.locator('nav [data-search-query="faktury"]').waitFor();
    const box = page.locator(BOX);
    const options = page.locator('nav [role=option]');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await axeViolations(page, 'nav form')).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    const target = (await options.first().getAttribute('data-url')) ?? '';
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL((address) => decodeURIComponent(`${address.pathname}${address.hash}`) === target);
    await page.locator('main').click();
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.matches('input[data-search-pl]'))).toBe(true);
  });

  it('Enter without a chosen suggestion opens the results page, best first, as links', async () => {
    await gotoRoute(page, '/');
    await page.locator(BOX).focus();
    await type('faktury');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pl\/docs\/search\/\?q=faktury$/);
    await page.locator('[data-search-results="faktury"]').waitFor();
    const links = await page
      .locator('[data-search-results] > li h2 a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links[0]).toBe('/pl/docs/billing/faktury/');
    expect(links.length).toBeGreaterThan(3);
    expect(await page.locator('h1').innerText()).toBe('Wyniki wyszukiwania dla „faktury”');
  });

  it('opens the results page from its address, on a fresh load', async () => {
    await page.goto(url('/search/?q=kubectl'));
    await waitForHydration(page);
    await page.locator('[data-search-results="kubectl"]').waitFor();
    const first = await page.locator('[data-search-results] > li h2 a').first().getAttribute('href');
    expect(first).toBe('/pl/docs/services/kubernetes-service/kubectl/');
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(opened.errors).toEqual([]);
  });

  it('answers the results page and the not-found suggestions from a worker, and the same where no worker starts', async () => {
    const results = async (on: Page) => {
      await on.goto(url('/search/?q=maszyna%20wirtualna'));
      await on.locator('[data-search-results="maszyna wirtualna"] > li').first().waitFor();
      return on.locator('[data-search-results] > li').evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText));
    };
    const suggestions = async (on: Page) => {
      await on.goto(url('/billing/fakturyy/'));
      await on.locator('[data-not-found-suggestions] li').first().waitFor();
      return on.locator('[data-not-found-suggestions] li').allInnerTexts();
    };
    // Each in its own context: the not-found page answers 404, which the shared page would log as an error.
    const answers = async (breakage?: () => void) => {
      const context = await (await launch()).newContext();
      try {
        const other = await context.newPage();
        const workers: string[] = [];
        other.on('worker', (worker) => workers.push(worker.url()));
        if (breakage) await other.addInitScript(breakage);
        return {results: await results(other), suggestions: await suggestions(other), workers};
      } finally {
        await context.close();
      }
    };
    const fromWorker = await answers();
    expect(fromWorker.workers.filter((address) => address.includes('/pl/docs/assets/js/'))).toHaveLength(2);
    expect(fromWorker.results.length).toBeGreaterThan(10);
    expect(fromWorker.suggestions).toHaveLength(5);
    expect(fromWorker.suggestions[0]).toContain('Faktury');

    // No Worker at all, then a worker whose script does not load (a policy or a proxy blocking it).
    const withoutWorker = await answers(() => Reflect.deleteProperty(window, 'Worker'));
    expect(withoutWorker.workers).toEqual([]);
    const blocked = await answers(() => {
      const Real = window.Worker;
      window.Worker = class extends Real {
        constructor() {
          super(new URL('/pl/docs/assets/js/brak-skryptu.js', location.href));
        }
      };
    });
    for (const fallback of [withoutWorker, blocked]) {
      expect({results: fallback.results, suggestions: fallback.suggestions}).toEqual({
        results: fromWorker.results,
        suggestions: fromWorker.suggestions,
      });
    }
  });

  it('shows the end of a long query on a phone when the keyboard reaches the box, in the navbar and on the results page', async () => {
    const query = '409 klonowanie połączone maszyny wirtualnej';
    // The caret after the last letter and the field scrolled to it (and the query wider than the field).
    const endShown = (selector: string) =>
      page.locator(selector).evaluate((input: HTMLInputElement) => ({
        caret: input.selectionStart === input.value.length && input.selectionEnd === input.value.length,
        end: input.scrollWidth > input.clientWidth && input.scrollLeft >= input.scrollWidth - input.clientWidth - 1,
      }));
    await page.setViewportSize({width: 360, height: 740});
    try {
      await gotoRoute(page, `/search/?q=${encodeURIComponent(query)}`);
      await page.locator(`[data-search-results="${query}"]`).waitFor();
      await page.locator('main form[role=search] button').focus();
      await page.keyboard.press('Shift+Tab');
      expect(await endShown('main form[role=search] input')).toEqual({caret: true, end: true});
      await page.keyboard.press('Control+k');
      await page.keyboard.type(query);
      expect(await endShown(BOX)).toEqual({caret: true, end: true});
      // Away and back by keyboard: Chromium would select the whole query and show its start.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await endShown(BOX)).toEqual({caret: true, end: true});
    } finally {
      await page.setViewportSize({width: 1280, height: 900});
    }
  });

  it('keeps its contrast in dark mode, list open', async () => {
    const dark = await openPage({colorScheme: 'dark'});
    try {
      await gotoRoute(dark.page, '/billing/');
      await dark.page.locator(BOX).fill('faktury');
      await dark.page.locator('nav [data-search-query="faktury"] [role=option]').first().waitFor();
      await dark.page.keyboard.press('ArrowDown');
      expect(await axeViolations(dark.page, 'nav form')).toEqual([]);
    } finally {
      await dark.close();
    }
  });

  it('offers suggestions as links: Ctrl+click opens a new tab, a click opens it here', async () => {
    await gotoRoute(page, '/');
    await page.locator(BOX).focus();
    const shown = await type('faktury');
    const first = page.locator('nav [role=option]').first();
    expect(await first.evaluate((option) => option.tagName)).toBe('A');
    expect(await first.getAttribute('href')).toBe(shown[0]);
    const opened = page.context().waitForEvent('page');
    await first.click({modifiers: ['Control']});
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(decodeURIComponent(new URL(tab.url()).pathname)).toBe(shown[0].split('#')[0]);
    await tab.close();
    // The page itself stayed where it was.
    expect(new URL(page.url()).pathname).toBe('/pl/docs/');
    // A plain click opens the suggestion here (Enter does too: the keyboard test).
    await gotoRoute(page, '/');
    await page.locator(BOX).focus();
    const again = await type('metody płatności');
    await page.locator('nav [role=option]').first().click();
    await page.waitForURL((address) => decodeURIComponent(`${address.pathname}${address.hash}`) === again[0]);
  });

  it('finds swapped letters; for nonsense shows the no-results panel and no correction that would find nothing', async () => {
    await gotoRoute(page, '/');
    await page.locator(BOX).focus();
    expect((await type('snapshto'))[0]).toContain('/pl/docs/faq/faq/snapshot/');
    expect(await type('zzqqxx')).toEqual([]);
    await page.locator('nav [data-search-no-results]').waitFor();
    expect(await page.locator('nav [data-did-you-mean]').count()).toBe(0);
    // A word that finds nothing gets "Czy chodziło o", written as the pages spell it (issue 39).
    expect(await type('dnapshotow')).toEqual([]);
    const suggestion = page.locator('nav [data-did-you-mean]');
    await suggestion.waitFor();
    expect(await suggestion.innerText()).toBe('snapshotów');
    expect(await suggestion.getAttribute('href')).toBe(`/pl/docs/search/?q=${encodeURIComponent('snapshotów')}`);
  });

  it('results on the results page are links: Ctrl+click opens a new tab, Enter opens the result here', async () => {
    await page.goto(url('/search/?q=faktury'));
    await waitForHydration(page);
    await page.locator('[data-search-results="faktury"]').waitFor();
    const first = page.locator('[data-search-results] > li h2 a').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toBe('/pl/docs/billing/faktury/');
    const newTab = page.context().waitForEvent('page');
    await first.click({modifiers: ['Control']});
    const tab = await newTab;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(href);
    await tab.close();
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/pl/docs/search/?q=faktury');
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((address) => address.pathname === href);
  });

  it('sends no beacon on a default build: search events go only to the data layer', async () => {
    const context = await (await launch()).newContext();
    const reader = await context.newPage();
    try {
      // Every beacon and every request to the events path would be counted.
      await reader.addInitScript(() => {
        const counted = window as unknown as {beacons: string[]};
        counted.beacons = [];
        const send = navigator.sendBeacon.bind(navigator);
        navigator.sendBeacon = (target, data) => {
          counted.beacons.push(String(target));
          return send(target, data);
        };
      });
      const requests: string[] = [];
      reader.on('request', (request) => requests.push(request.url()));
      await reader.goto(url('/'));
      await waitForHydration(reader);
      await reader.locator(BOX).fill('zzqqxx');
      // The box reports a query without results once the reader stops typing.
      await reader.waitForFunction(() =>
        ((window as unknown as {dataLayer?: Array<{event?: string}>}).dataLayer ?? []).some((entry) => entry.event === 'search_no_results'),
      );
      await reader.locator(BOX).fill('faktury');
      await reader.locator('nav [data-search-query="faktury"] [role=option]').first().click();
      await reader.waitForURL((address) => address.pathname.startsWith('/pl/docs/billing/faktury/'));
      await reader.waitForFunction(() =>
        ((window as unknown as {dataLayer?: Array<{event?: string}>}).dataLayer ?? []).some((entry) => entry.event === 'search_select'),
      );
      expect(await reader.evaluate(() => (window as unknown as {beacons: string[]}).beacons)).toEqual([]);
      expect(requests.filter((address) => address.includes('zdarzenia'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows hostile queries as text and stays responsive', async () => {
    await gotoRoute(page, '/');
    await page.locator(BOX).focus();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    for (const query of ['<img src=x onerror=alert(1)><script>alert(2)</script>', '.*+?^${}()|[]\\', '🔥🚀 dysk 👍🏽']) {
      await type(query);
    }
    // A pasted 10,000-character query; the results page gets a long one through its address
    // (as long as a static server accepts in a request line).
    const long = 'usługa '.repeat(1500).slice(0, 10_000);
    let started = Date.now();
    await page.locator(BOX).fill(long);
    await page.locator('nav [data-search-query]').waitFor({state: 'attached'});
    expect(await page.locator('nav [role=option]').count()).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5000);
    started = Date.now();
    await page.goto(url(`/search/?q=${'dysk+'.repeat(600)}`));
    await page.locator('[data-search-results] > li').first().waitFor();
    expect(Date.now() - started).toBeLessThan(10_000);
    await page.goto(url(`/search/?q=${encodeURIComponent('<script>window.hacked=1</script>')}`));
    await waitForHydration(page);
    expect(await page.locator('h1').innerText()).toContain('<script>window.hacked=1</script>');
    expect(await page.evaluate(() => (window as unknown as {hacked?: number}).hacked)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(opened.errors).toEqual([]);
  });

  it('is the same box on the home page and on the not-found page', async () => {
    await gotoRoute(page, '/');
    const homeBox = 'header input[data-search-pl]';
    await page.locator(homeBox).focus();
    expect((await type('terraform', homeBox))[0]).toContain('/pl/docs/services/terraform/');
    await page.goto(url('/nie-ma-takiej-strony/'));
    await waitForHydration(page);
    const notFoundBox = 'main input[data-search-pl]';
    expect(await page.locator(notFoundBox).getAttribute('placeholder')).toBe('Szukaj...');
    await page.locator(notFoundBox).focus();
    expect((await type('faktury', notFoundBox))[0]).toContain('/pl/docs/billing/faktury/');
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Searches on another host: the box must get its index there and show suggestions. */
async function searchOn(host: string): Promise<string> {
  const context = await (await launch()).newContext();
  const other = await context.newPage();
  try {
    await other.goto(`${host}/pl/docs/billing/`);
    await waitForHydration(other);
    await other.locator(BOX).fill('faktury');
    await other.locator('nav [data-search-query="faktury"] [role=option]').first().waitFor({timeout: 10_000});
    return ((await other.locator('nav [role=option]').first().getAttribute('data-url')) ?? '').split('#')[0];
  } finally {
    await context.close();
  }
}

describe('search on every host', () => {
  let serve: ChildProcess | undefined;
  let nginx: RunningNginx | undefined;

  afterAll(async () => {
    serve?.kill('SIGTERM');
    await nginx?.stop();
  });

  it('works on `docusaurus serve` (the index has no query string to be redirected)', async () => {
    const port = await freePort();
    // Node itself rather than npx, so that stopping the child stops the server.
    const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
    serve = spawn(process.execPath, [cli, 'serve', '--dir', BUILD_DIR, '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
      stdio: 'ignore',
    });
    const host = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 150; attempt++) {
      if (
        await fetch(`${host}/pl/docs/`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      await new Promise((done) => setTimeout(done, 100));
    }
    const index = await fetch(`${host}/pl/docs/search-index.json`, {redirect: 'manual'});
    expect(index.status).toBe(200);
    expect(await searchOn(host)).toBe('/pl/docs/billing/faktury/');
  });

  it('works on nginx with deploy/nginx, gzipped and revalidated', async () => {
    nginx = await startNginx(resolve(BUILD_DIR));
    const index = await fetch(`${nginx.origin}/pl/docs/search-index.json`, {headers: {'accept-encoding': 'gzip'}});
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/json');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await searchOn(nginx.origin)).toBe('/pl/docs/billing/faktury/');
  });
});
