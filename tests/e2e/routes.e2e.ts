import {axeViolations, closeBrowser, gotoRoute, openPage, type OpenedPage} from './support/browser';
import {builtRoutes, siteRoutes, sitemapRoutes} from './support/routes';

// Every page of the site (derived from docs/ and src/pages): hydrates without console errors, carries a Polish title and
// real content, and passes axe (WCAG 2.1 AA) in light and in dark mode.
const routes = builtRoutes();
const POLISH_LETTERS = /[ąćęłńóśźż]/i;

let opened: OpenedPage;

beforeAll(async () => {
  opened = await openPage();
});

afterAll(async () => {
  await opened.close();
  await closeBrowser();
});

it('the build has a page for every source page, and its sitemap lists exactly those pages', () => {
  const missing = siteRoutes().filter((route) => !routes.includes(route));
  expect(missing).toEqual([]);
  expect(sitemapRoutes()).toEqual(siteRoutes());
});

describe.each(routes)('%s', (route) => {
  it('renders Polish content without console errors and passes axe', async () => {
    opened.errors.length = 0;
    await gotoRoute(opened.page, route);
    const {page} = opened;
    expect(await page.getAttribute('html', 'lang')).toBe('pl');
    const title = await page.title();
    expect(title.length).toBeGreaterThan(5);
    const heading = (await page.locator('h1').first().textContent()) ?? '';
    expect(heading.trim().length).toBeGreaterThan(2);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text.split(' ').length).toBeGreaterThan(route === '/' ? 40 : 120);
    expect(text).toMatch(POLISH_LETTERS);
    expect(await axeViolations(page)).toEqual([]);
    expect(opened.errors).toEqual([]);
  });
});

describe('dark mode', () => {
  let dark: OpenedPage;

  beforeAll(async () => {
    dark = await openPage({colorScheme: 'dark'});
  });

  afterAll(async () => {
    await dark.close();
  });

  it.each(routes)('%s passes axe', async (route) => {
    dark.errors.length = 0;
    await gotoRoute(dark.page, route);
    expect(await dark.page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await axeViolations(dark.page)).toEqual([]);
    expect(dark.errors).toEqual([]);
  });
});
