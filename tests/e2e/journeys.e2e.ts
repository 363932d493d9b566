import {axeViolations, closeBrowser, openPage, url, waitForHydration, type OpenedPage} from './support/browser';

// Reader journeys (issue 24): a heading below a diagram stays where a link put it (the diagram is
// drawn ahead of time, plugins/diagrams), diagrams can be enlarged on a phone, the sidebar shows the current page, phone numbers call.
const OTM_CONCEPTS = '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/';
let opened: OpenedPage;

afterEach(async () => {
  await opened?.close();
});

afterAll(async () => {
  await closeBrowser();
});

async function topOf(selector: string): Promise<number> {
  return opened.page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

describe.each([
  ['desktop', 1280],
  ['phone', 360],
])('on a %s', (_name, width) => {
  it('keeps a heading reached by its anchor in place below a diagram', async () => {
    opened = await openPage({width});
    const {page} = opened;
    await page.goto(`${url(OTM_CONCEPTS)}#symulator-przełączania`, {waitUntil: 'load'});
    await waitForHydration(page);
    expect(await page.locator('[data-diagram] svg').count()).toBeGreaterThan(0);
    await page.waitForTimeout(3000);
    const top = await topOf('#symulator-przełączania');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });
});

it('shows the current page in the sidebar of a long category', async () => {
  // On a phone the sidebar is the navbar's menu, closed until the reader opens it: a desktop check.
  opened = await openPage({width: 1280});
  const {page} = opened;
  await page.goto(url('/faq/faq/poradniki-ocs/'), {waitUntil: 'load'});
  await waitForHydration(page);
  const active = page.locator('.theme-doc-sidebar-menu .menu__link--active:not(.menu__link--sublist)').last();
  await active.waitFor({state: 'visible'});
  await page.waitForTimeout(300);
  const box = await active.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    let scroller: HTMLElement | null = element.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /(auto|scroll)/.test(getComputedStyle(scroller).overflowY))) {
      scroller = scroller.parentElement;
    }
    const bounds = scroller ? scroller.getBoundingClientRect() : {top: 0, bottom: window.innerHeight};
    return {top: rect.top, bottom: rect.bottom, viewTop: bounds.top, viewBottom: bounds.bottom, pageY: window.scrollY};
  });
  expect(box.top).toBeGreaterThanOrEqual(box.viewTop);
  expect(box.bottom).toBeLessThanOrEqual(box.viewBottom);
  // The page itself did not move.
  expect(box.pageY).toBe(0);
});

it('links the support phone as tel: on the contact page', async () => {
  opened = await openPage();
  const {page} = opened;
  await page.goto(url('/support/sposoby-kontaktu/'), {waitUntil: 'load'});
  const tel = page.locator('main a[href^="tel:"]');
  expect(await tel.count()).toBeGreaterThanOrEqual(2);
  expect(await tel.first().getAttribute('href')).toMatch(/^tel:\+?[0-9]{6,}$/);
});

describe('data pages on a 360 px phone', () => {
  it.each([
    ['/services/api/kody-bledow/', 'light' as const],
    ['/services/api/slowniki/', 'light' as const],
    ['/services/api/kody-bledow/', 'dark' as const],
    ['/services/api/slowniki/', 'dark' as const],
  ])('%s (%s) shows cards, no table wider than its column, no sideways scroll', async (route, colorScheme) => {
    opened = await openPage({width: 360, colorScheme});
    const {page} = opened;
    await page.goto(url(route), {waitUntil: 'load'});
    await waitForHydration(page);
    const layout = await page.evaluate(() => {
      const article = document.querySelector('article')!.getBoundingClientRect();
      const tables = Array.from(document.querySelectorAll('table.data-cards')).map((table) => table.getBoundingClientRect().width);
      return {pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, column: article.width, tables};
    });
    expect(layout.tables.length).toBeGreaterThan(0);
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    expect(Math.max(...layout.tables)).toBeLessThanOrEqual(layout.column + 1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('filters the dictionaries by a label, keeps the query in the address and announces the count', async () => {
    opened = await openPage({width: 360});
    const {page} = opened;
    await page.goto(url('/services/api/slowniki/'), {waitUntil: 'load'});
    await waitForHydration(page);
    const before = await page.locator('[data-dictionary]').count();
    await page.getByLabel('Szukaj w słownikach').fill('typeid');
    await page.waitForURL(/\?q=typeid/);
    const after = await page.locator('[data-dictionary]').count();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    expect(await page.getByRole('status').filter({hasText: 'Pasujące słowniki'}).textContent()).toMatch(/\d+ z \d+/);
  });
});

it('keeps a simulated failure when the reader changes the simulator policy', async () => {
  opened = await openPage({width: 360});
  const {page} = opened;
  await page.goto(url(OTM_CONCEPTS), {waitUntil: 'load'});
  await waitForHydration(page);
  const simulator = page.locator('[data-otm-simulator]');
  await simulator.getByRole('button', {name: /Symuluj awarię serwera active-1/}).click();
  await simulator.getByLabel('Polityka serwerów (grupa główna)').selectOption('manual');
  await expect(simulator.locator('[data-server="active-1"]').textContent()).resolves.toMatch(/Offline/);
  await expect(simulator.locator('[data-otm-status]').textContent()).resolves.toMatch(/przełączniki ON\/OFF/);
  const fontSize = await simulator
    .getByRole('button', {name: 'Zacznij od nowa'})
    .evaluate((button) => parseFloat(getComputedStyle(button).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(14);
});

describe.each([
  ['desktop', 1280, 900],
  ['phone', 360, 740],
])('home page top tasks on a %s', (_name, width, height) => {
  it('shows at least 6 tasks in the first screen, each leading to a page with numbered steps', async () => {
    opened = await openPage({width});
    const {page} = opened;
    await page.setViewportSize({width, height});
    await page.goto(url('/'), {waitUntil: 'load'});
    await waitForHydration(page);
    const tasks = page.locator('section[aria-labelledby="najczestsze-zadania"] li > a');
    expect(await tasks.count()).toBeGreaterThanOrEqual(6);
    const firstTop = await tasks.first().evaluate((link) => link.getBoundingClientRect().top);
    expect(firstTop).toBeLessThan(height);
    const targets = await tasks.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const target of targets) {
      await page.goto(target, {waitUntil: 'load'});
      const steps = await page.locator('article ol > li').count();
      expect({target, steps: steps >= 3}).toEqual({target, steps: true});
    }
  });
});

describe.each([
  ['light', 'light' as const],
  ['dark', 'dark' as const],
])('a search without results (%s mode)', (_name, colorScheme) => {
  it('offers a correction, popular pages and support, in the box and on the results page', async () => {
    opened = await openPage({colorScheme, width: 360});
    const {page} = opened;
    await page.goto(url('/billing/'), {waitUntil: 'load'});
    await waitForHydration(page);
    const box = page.locator('nav input[data-search-pl]');
    await box.focus();
    // Two letters wrong in an eight-letter word: too far for the search itself (one edit under
    // nine letters), near enough for the correction, which finds pages.
    await box.fill('kontnerx');
    const panel = page.locator('nav [data-search-no-results]');
    await panel.waitFor({timeout: 15_000});
    expect(await panel.locator('[data-did-you-mean]').textContent()).toBe('kontenera');
    expect(await panel.locator('a').count()).toBeGreaterThanOrEqual(3);
    expect(await panel.locator('a[href^="mailto:"]').getAttribute('href')).toContain(encodeURIComponent('kontnerx'));
    expect(await axeViolations(page, 'nav [data-search-no-results]')).toEqual([]);

    await page.goto(url('/search/?q=zzqxjw'), {waitUntil: 'load'});
    const results = page.locator('main [data-search-no-results]');
    await results.waitFor({timeout: 15_000});
    expect(await results.locator('a').count()).toBeGreaterThanOrEqual(3);
    expect(await results.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});

describe.each([
  ['desktop', 1280],
  ['phone', 360],
])('the not-found page on a %s', (_name, width) => {
  it('suggests pages by title with their section, prefills the search and reports the bad address', async () => {
    opened = await openPage({width});
    const {page} = opened;
    await page.goto(url('/billing/fakturyy/'), {waitUntil: 'load'});
    await waitForHydration(page);
    const list = page.locator('[data-not-found-suggestions]');
    const first = list.locator('a').first();
    await page.waitForFunction(() => !document.querySelector('[data-not-found-suggestions] a')?.textContent?.startsWith('/'), null, {
      timeout: 15_000,
    });
    expect(await first.textContent()).toBe('Faktury');
    expect(await first.getAttribute('href')).toBe('/pl/docs/billing/faktury/');
    expect(await list.locator('li').first().textContent()).toContain('(Rozliczenia)');
    expect(await page.locator('main input[data-search-pl]').inputValue()).toBe('billing fakturyy');
    const report = await page.locator('main a[data-report-broken-link]').getAttribute('href');
    expect(report).toMatch(/^mailto:/);
    expect(decodeURIComponent(report ?? '')).toContain('/pl/docs/billing/fakturyy/');
    expect(await axeViolations(page)).toEqual([]);
    expect(opened.errors.filter((error) => !/404/.test(error))).toEqual([]);
  });
});

it.each([
  ['zapomniałem hasła', 1280],
  ['nie mogę się zalogować', 360],
  ['reset hasła', 1280],
  ['login', 360],
])('search for "%s" (%i px) leads to the login help first', async (query, width) => {
  opened = await openPage({width});
  const {page} = opened;
  await page.goto(url('/'), {waitUntil: 'load'});
  await waitForHydration(page);
  const box = page.locator('nav input[data-search-pl]');
  await box.focus();
  await box.fill(query);
  const form = box.locator('xpath=ancestor::form');
  await form.locator(`[data-search-query="${query}"]`).waitFor({state: 'attached', timeout: 15_000});
  const first = await form.locator('[role=option]').first().getAttribute('data-url');
  expect(first).toContain('/pl/docs/account/rejestracja-i-logowanie/');
});

it('puts the error catalogue filter near the top of the page on a phone', async () => {
  opened = await openPage({width: 360});
  const {page} = opened;
  await page.setViewportSize({width: 360, height: 740});
  await page.goto(url('/services/api/kody-bledow/'), {waitUntil: 'load'});
  await waitForHydration(page);
  const top = await page.getByLabel('Szukaj w katalogu').evaluate((input) => input.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(1480);
});
