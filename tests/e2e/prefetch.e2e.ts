import {eventually, gotoRoute, url, pagesPerTest, type OpenedPage} from './support/browser';

// Link prefetches run in idle time (plugins/framework-patches/client/idlePrefetch.ts); these tests check that
// they still happen, that hovering a link still preloads its page, and that navigation works.
const pages = pagesPerTest();
let opened: OpenedPage;

beforeEach(async () => {
  opened = await pages.open();
});

const prefetched = () => opened.page.$$eval('link[rel="prefetch"]', (links) => links.map((link) => link.getAttribute('href') ?? ''));

it('prefetches the chunks of the links on screen once the page is idle', async () => {
  await gotoRoute(opened.page, '/services/api/przyklady/');
  const hrefs = await eventually(prefetched, (found) => found.length >= 10, 10_000);
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  for (const href of hrefs) expect(href).toMatch(/^\/pl\/docs\/assets\/js\/[\w.~-]+\.js$/);
  // Each file once, and none the page already ran: core's prefetch appended a link per chunk of
  // every matched layout route again for every link (about 560 links for 28 files on this page).
  await opened.page.waitForTimeout(3000);
  const settled = await prefetched();
  expect(settled.length).toBeLessThan(60);
  expect(new Set(settled).size).toBe(settled.length);
  const ran = await opened.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(ran.length).toBeGreaterThan(3);
  for (const href of settled) expect(ran).not.toContain(href);
  // The prefetched chunks exist: the server answers each one.
  for (const href of hrefs.slice(0, 5)) {
    expect((await opened.context.request.get(new URL(href, url('/')).href)).status()).toBe(200);
  }
  expect(opened.errors).toEqual([]);
});

it('keeps window.docusaurus usable and navigates through a prefetched link', async () => {
  await gotoRoute(opened.page, '/services/api/');
  expect(await opened.page.evaluate(() => Object.isFrozen(window.docusaurus) && typeof window.docusaurus.preload)).toBe('function');
  await eventually(prefetched, (found) => found.length > 0, 10_000);
  const link = opened.page.locator('article a[href$="/services/api/autoryzacja/"]').first();
  await link.hover();
  await link.click();
  await opened.page.waitForURL(url('/services/api/autoryzacja/'));
  await expect(opened.page.locator('article h1').textContent()).resolves.toBeTruthy();
  expect(opened.errors).toEqual([]);
});
