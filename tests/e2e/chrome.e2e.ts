import {axeViolations, closeBrowser, COLOUR_RULES, gotoRoute, openPage, url, waitForTransitions, type OpenedPage} from './support/browser';

// The site's chrome: navbar, sidebar sections in the spec's order, home page blocks, not-found.
let opened: OpenedPage;

beforeAll(async () => {
  opened = await openPage();
});

afterAll(async () => {
  await opened.close();
  await closeBrowser();
});

it('navbar links to every section and to the two outbound sites', async () => {
  await gotoRoute(opened.page, '/');
  const links = opened.page.locator('nav.navbar a.navbar__link');
  const labels = (await links.allInnerTexts()).map((label) => label.trim());
  expect(labels).toEqual(
    expect.arrayContaining(['Start', 'Konto', 'Rozliczenia', 'Wsparcie', 'Usługi', 'Bezpieczeństwo', 'FAQ', 'Strona dostawcy', 'Panel']),
  );
  const panel = opened.page.locator('nav.navbar a.navbar__link', {hasText: 'Panel'});
  expect(await panel.getAttribute('target')).toBe('_blank');
  expect(await panel.getAttribute('href')).toMatch(/^https?:\/\//);
  const billingHref = await opened.page.locator('nav.navbar a.navbar__link', {hasText: 'Rozliczenia'}).getAttribute('href');
  expect(billingHref).toBe('/pl/docs/billing/');
});

it('sidebar shows the sections in the order of the spec, then the glossary (issue 20) and the tools (issue 17)', async () => {
  await gotoRoute(opened.page, '/account/');
  const sections = await opened.page
    .locator('nav.menu > ul.menu__list > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('a.menu__link')?.textContent ?? ''));
  expect(sections.map((label) => label.trim())).toEqual([
    'Konto',
    'Rozliczenia',
    'Wsparcie',
    'Usługi',
    'Bezpieczeństwo danych',
    'FAQ',
    'Słowniczek pojęć',
    'Narzędzia',
  ]);
  await gotoRoute(opened.page, '/services/');
  const services = await opened.page.locator('.menu__list .menu__list .menu__link').allInnerTexts();
  for (const label of [
    'Maszyny wirtualne OCI',
    'Cloud Storage OCS',
    'Traffic Manager OTM',
    'Kubernetes OKS',
    'API',
    'Terraform',
    'Data Flow ODF',
    'Cloud Keys OCK',
  ]) {
    expect(services.map((text) => text.trim())).toContain(label);
  }
});

it('home page has the search box, the five quick links, the start link and the error report block', async () => {
  await gotoRoute(opened.page, '/');
  const main = opened.page.locator('main');
  const hrefs = await main.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  for (const route of ['services/maszyna-wirtualna/', 'services/cloud-storage/', 'services/api/', 'services/terraform/', 'billing/']) {
    expect(hrefs).toContain(`/pl/docs/${route}`);
  }
  expect(hrefs).toContain('/pl/docs/account/');
  expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
  expect(await main.locator('input[placeholder]').first().getAttribute('placeholder')).toBe('Szukaj...');
  expect(await main.innerText()).toContain('Znalazłeś błąd w dokumentacji?');
});

it('an unknown path shows the Polish not-found page with status 404', async () => {
  const response = await opened.page.goto(url('/nie-ma-takiej-strony/'));
  expect(response?.status()).toBe(404);
  await opened.page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  expect(await opened.page.locator('h1').first().innerText()).toMatch(/Nie znaleziono strony/);
  expect(await opened.page.getAttribute('html', 'lang')).toBe('pl');
});

it('the main menu works from the keyboard alone', async () => {
  await gotoRoute(opened.page, '/');
  await opened.page.keyboard.press('Tab');
  const first = await opened.page.evaluate(() => document.activeElement?.textContent ?? '');
  // Docusaurus' skip link comes first, so keyboard users can jump past the navbar.
  expect(first).toMatch(/Przejdź do głównej zawartości/);
});

// The route suite checks colours in each page's own content (main); the chrome around it is the
// same components everywhere, so it is checked here: the home page, a page deep in a long sidebar
// category (open categories, the current item) and a FAQ page, in light and dark mode.
it.each(['/', '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/', '/faq/faq/backup/'])(
  '%s: navbar, sidebar and footer meet the WCAG 2.1 AA colour rules in both modes',
  async (route) => {
    const page = (await openPage()).page;
    try {
      await gotoRoute(page, route);
      const scope = {include: ['nav.navbar', 'aside', 'footer'], rules: COLOUR_RULES};
      expect(await axeViolations(page, scope)).toEqual([]);
      await page.emulateMedia({colorScheme: 'dark'});
      await page.waitForSelector('html[data-theme="dark"]', {timeout: 10_000});
      await waitForTransitions(page);
      expect(await axeViolations(page, scope)).toEqual([]);
    } finally {
      await page.context().close();
    }
  },
);
