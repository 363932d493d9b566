import {axeViolations, eventually, gotoRoute, url, pagesPerTest, type OpenedPage} from './support/browser';

// Failed navigation and legacy forms with a host-added slash (issue 15), on the plain static server.
const BOX = 'nav input[data-search-pl]';
// A page far from /billing/ in the sidebar (its category is collapsed there), so its code is
// never prefetched: the search result is the only way the reader reaches it.
const TARGET = '/faq/faq/firewalld/';
const pages = pagesPerTest();
let opened: OpenedPage;

beforeEach(async () => {
  opened = await pages.open();
});

async function h1(): Promise<string> {
  return ((await opened.page.locator('main h1, article h1').first().textContent()) ?? '').trim();
}

describe('navigation while offline', () => {
  it('keeps the page with a Polish notice, and the retry opens the page once the network is back', async () => {
    const {page, context} = opened;
    await gotoRoute(page, '/billing/');
    const before = await h1();
    const box = page.locator(BOX);
    await box.focus();
    await box.fill('firewalld');
    const option = page.locator(`nav [role=option][data-url^="/pl/docs${TARGET}"]`).first();
    await option.waitFor({timeout: 15_000});
    await context.setOffline(true);
    await option.click();
    const notice = page.locator('[role=alert]', {hasText: 'brak połączenia z siecią'});
    await notice.waitFor({timeout: 15_000});
    // Still the page the reader was reading, on the site, not the browser's error page.
    expect(await h1()).toBe(before);
    expect(page.url()).toContain('/pl/docs/');
    expect(await axeViolations(page, '[role=alert]')).toEqual([]);

    await notice.getByRole('button', {name: 'Spróbuj ponownie'}).click();
    await page.locator('[role=alert]', {hasText: 'Nadal brak połączenia'}).waitFor({timeout: 15_000});
    expect(await h1()).toBe(before);

    await context.setOffline(false);
    await page.getByRole('button', {name: 'Spróbuj ponownie'}).click();
    await page.waitForURL(`**/pl/docs${TARGET}**`, {timeout: 15_000});
    expect(await eventually(h1, (text) => /firewalld/i.test(text), 15_000)).toMatch(/firewalld/i);
  });

  it('still reloads into the page when its code is gone but the server answers (a new deploy)', async () => {
    const {page} = opened;
    await gotoRoute(page, '/billing/');
    await page.locator(BOX).focus();
    await page.locator(BOX).fill('firewalld');
    const option = page.locator(`nav [role=option][data-url^="/pl/docs${TARGET}"]`).first();
    await option.waitFor({timeout: 15_000});
    // Every script chunk fails from now on, as after a deploy that removed the old files.
    await page.route('**/assets/js/**', (route) => route.abort());
    await option.click();
    await page.waitForURL(`**/pl/docs${TARGET}**`, {timeout: 15_000});
    // Scripts blocked, HTML reachable: the server-rendered page is what the reader sees.
    expect(await eventually(h1, (text) => /firewalld/i.test(text), 15_000)).toMatch(/firewalld/i);
  });
});

describe('legacy forms with a slash a host added', () => {
  it.each(['/billing/faktury/index.html/', '/billing/faktury.html/', '/safety/index.html/'])(
    '%s ends on the canonical page',
    async (path) => {
      const {page} = opened;
      await page.goto(url(path), {waitUntil: 'load'});
      const landed = await eventually(
        async () => new URL(page.url()).pathname,
        (pathname) => !pathname.includes('.html'),
        15_000,
      );
      expect(landed).toBe(path.startsWith('/safety') ? '/pl/docs/safety/rozszerzony-opis-bezpieczenstwa/' : '/pl/docs/billing/faktury/');
      expect((await h1()).length).toBeGreaterThan(3);
    },
  );
});
