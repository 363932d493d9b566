import {closeBrowser, eventually, gotoRoute, openPage, origin, url, waitForHydration, type OpenedPage} from './support/browser';
import {startNginx, type RunningNginx} from './support/nginx';
import {builtRoutes} from './support/routes';
import {legacyForms} from '../../plugins/redirects/paths';

// Legacy forms, redirect rules, hostile paths and the not-found page on the two hosts the site
// runs on without Docusaurus: a plain static server (E2E_ORIGIN) and nginx with deploy/nginx.
const BASE = '/pl/docs';
const routes = builtRoutes().filter((route) => route !== '/');
let nginx: RunningNginx;

beforeAll(async () => {
  nginx = await startNginx();
});

afterAll(async () => {
  await nginx.stop();
  await closeBrowser();
});

async function head(host: string, path: string): Promise<{status: number; location: string | null; body: string}> {
  const response = await fetch(`${host}${path}`, {redirect: 'manual', signal: AbortSignal.timeout(10_000)});
  return {status: response.status, location: response.headers.get('location'), body: await response.text()};
}

describe('nginx (deploy/nginx)', () => {
  it('answers every legacy form of every page with a 301 to the canonical path, keeping the query', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const form of legacyForms(route)) {
        const {status, location} = await head(nginx.origin, `${BASE}${form}?zrodlo=test`);
        if (status !== 301 || location !== `${BASE}${route}?zrodlo=test`) wrong.push(`${form} -> ${status} ${location}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves canonical pages with no-cache, assets with a year of cache, and security headers', async () => {
    const page = await fetch(`${nginx.origin}${BASE}/billing/faktury/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    // An entry script, preloaded in the head for the inline loader (plugins/framework-patches).
    const asset = /href="?(\/pl\/docs\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${nginx.origin}${asset}`, {headers: {'accept-encoding': 'gzip'}});
    expect(script.headers.get('cache-control')).toContain('max-age=31536000');
    expect(script.headers.get('content-security-policy')).not.toBeNull();
  });

  it.each([['/safety/'], ['/safety'], ['/safety/index.html'], ['/safety.html']])(
    'redirects %s to the security description',
    async (path) => {
      const {status, location} = await head(nginx.origin, `${BASE}${path}`);
      expect(status).toBe(301);
      expect(location).toBe(`${BASE}/safety/rozszerzony-opis-bezpieczenstwa/`);
    },
  );

  it('answers an unknown path with 404 and the Polish not-found page', async () => {
    const {status, body} = await head(nginx.origin, `${BASE}/nie-ma-takiej-strony/`);
    expect(status).toBe(404);
    expect(body).toContain('Nie znaleziono strony');
  });
});

const hostile = [
  '//example.com',
  '//example.com/pl/docs/',
  `${BASE}//example.com`,
  `${BASE}/\\example.com`,
  `${BASE}/%2F%2Fexample.com`,
  `${BASE}/%5Cexample.com`,
  `${BASE}/billing%2Ffaktury`,
  `${BASE}/%E0%A4%A`,
  `${BASE}/../../etc/passwd`,
  `${BASE}/billing/..%2F..%2F..%2Fetc%2Fpasswd`,
  `${BASE}/${'a'.repeat(8192)}`,
];

describe.each([
  ['the plain static server', () => origin()],
  ['nginx', () => nginx.origin],
])('hostile paths on %s', (_name, host) => {
  it.each(hostile.map((path) => [path.slice(0, 60), path]))('%s stays on the site without a 5xx', async (_label, path) => {
    const {status, location} = await head(host(), path);
    expect(status).toBeLessThan(500);
    if (location !== null) {
      expect(location.startsWith('/') && !location.startsWith('//')).toBe(true);
      expect(location).not.toMatch(/^\/[\\/]/);
    }
  });
});

describe('plain static server', () => {
  it('has a redirect file for the .html form of every page', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const form = legacyForms(route)[2];
      const {status, body} = await head(origin(), `${BASE}${form}`);
      if (status !== 200 || !body.includes(`url=${BASE}${route}"`)) wrong.push(`${form} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('returns 404 with the Polish page for an unknown path', async () => {
    const {status, body} = await head(origin(), `${BASE}/nie-ma-takiej-strony`);
    expect(status).toBe(404);
    expect(body).toContain('Nie znaleziono strony');
  });
});

describe('in the browser', () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage();
  });

  afterAll(async () => {
    await opened.close();
  });

  it.each([
    ['/billing/faktury.html?tryb=a#naglowek', '/billing/faktury/?tryb=a#naglowek'],
    ['/billing/faktury/index.html?tryb=b', '/billing/faktury/?tryb=b'],
    ['/support/sposoby-kontaktu?tryb=c#x', '/support/sposoby-kontaktu/?tryb=c#x'],
    [
      '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki.html',
      '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/',
    ],
    [
      '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/index.html',
      '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/',
    ],
    ['/safety/', '/safety/rozszerzony-opis-bezpieczenstwa/'],
    ['/safety/?z=1', '/safety/rozszerzony-opis-bezpieczenstwa/?z=1'],
  ])('%s ends on %s', async (from, to) => {
    await opened.page.goto(url(from));
    await opened.page.waitForURL(url(to), {timeout: 15_000});
    await waitForHydration(opened.page);
    expect(await opened.page.locator('article h1').first().innerText()).not.toMatch(/Nie znaleziono/);
  });

  it('shows the Polish not-found page with search and similar pages for an unknown path', async () => {
    await opened.page.goto(url('/billing/fakturyy/'));
    await waitForHydration(opened.page);
    expect(await opened.page.locator('h1').innerText()).toBe('Nie znaleziono strony');
    // The suggestions come once, named from the search index (answered off the page's thread).
    await opened.page.locator('[data-not-found-suggestions] li').first().waitFor();
    expect(await opened.page.locator('main a[href="/pl/docs/billing/faktury/"]').count()).toBe(1);
    expect(await opened.page.locator('main input[placeholder]').count()).toBeGreaterThan(0);
  });
});

describe('behaviours', () => {
  let opened: OpenedPage;

  beforeEach(async () => {
    opened = await openPage({width: 1280});
  });

  afterEach(async () => {
    await opened.close();
  });

  it('shows the back-to-top button from 300 px of scrolling, not before', async () => {
    await gotoRoute(opened.page, '/faq/faq/');
    const button = opened.page.locator('button.theme-back-to-top-button');
    await opened.page.evaluate(() => window.scrollTo(0, 299));
    await opened.page.waitForTimeout(200);
    expect(await button.getAttribute('data-visible')).toBe('false');
    await opened.page.evaluate(() => window.scrollTo(0, 301));
    expect(
      await eventually(
        () => button.getAttribute('data-visible'),
        (v) => v === 'true',
      ),
    ).toBe('true');
    await button.click();
    expect(
      await eventually(
        () => opened.page.evaluate(() => window.scrollY),
        (y) => y === 0,
      ),
    ).toBe(0);
  });

  it('pushes one page_view to dataLayer for the first view and each of three navigations', async () => {
    await gotoRoute(opened.page, '/');
    const pageViews = () => opened.page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'page_view'));
    await eventually(pageViews, (events) => events.length === 1);
    for (const [index, label] of ['Konto', 'Rozliczenia', 'Wsparcie'].entries()) {
      await opened.page.locator('nav.navbar a.navbar__link', {hasText: label}).click();
      // A reader reads the page before moving on: wait until its view has been counted.
      await eventually(pageViews, (events) => events.length === index + 2);
    }
    await opened.page.waitForTimeout(300);
    const events = await pageViews();
    expect(events.map((event) => event.page_path)).toEqual(['/pl/docs/', '/pl/docs/account/', '/pl/docs/billing/', '/pl/docs/support/']);
    for (const event of events) expect(String(event.page_title)).toMatch(/\S/);
    const thirdParty = await opened.page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => !entry.name.startsWith(location.origin)).length,
    );
    expect(thirdParty).toBe(0);
  });

  it('shows the progress bar while a slow page loads', async () => {
    await gotoRoute(opened.page, '/');
    await opened.page.route('**/assets/js/**', async (route) => {
      await new Promise((done) => setTimeout(done, 1200));
      await route.continue();
    });
    await opened.page.locator('nav.navbar a.navbar__link', {hasText: 'FAQ'}).click();
    await opened.page.waitForSelector('#nprogress .bar', {state: 'attached', timeout: 5000});
    await opened.page.waitForURL(/\/faq\/faq\/$/, {timeout: 20_000});
  });

  it('never leaves a blank page when a page chunk fails, and recovers once the network is back', async () => {
    await gotoRoute(opened.page, '/');
    await opened.page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
    // A footer link below the fold: its page was not prefetched before the network went down.
    await opened.page.locator('footer a', {hasText: 'Sposoby kontaktu'}).click();
    // Docusaurus reloads the address when a chunk fails; the prerendered page is what shows.
    await opened.page.waitForURL(url('/support/sposoby-kontaktu/'), {timeout: 15_000});
    await opened.page.waitForSelector('article h1', {timeout: 15_000});
    expect(await opened.page.locator('article').innerText()).toContain('24/7/365');
    await opened.page.unroute('**/assets/js/**');
    await opened.page.reload();
    await waitForHydration(opened.page);
    expect(await opened.page.locator('article h1').innerText()).toBe('Sposoby kontaktu');
  });
});
