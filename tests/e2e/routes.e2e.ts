import {axeViolations, closeBrowser, COLOUR_RULES, gotoRoute, openPage, waitForTransitions, type OpenedPage} from './support/browser';
import {builtRoutes, siteRoutes, sitemapRoutes} from './support/routes';

// Every page of the site (derived from docs/ and src/pages): hydrates without console errors, carries a Polish title and
// real content, and passes axe (WCAG 2.1 AA) in light and in dark mode.
const routes = builtRoutes();
const POLISH_LETTERS = /[ąćęłńóśźż]/i;
// In dark mode only the colour rules can change, and they are most of axe's time (color-contrast reads
// the colours behind every text element): there they check each page's own content, `main`, without
// the lines of code blocks. The navbar, sidebar and footer are the same components on every page and
// are checked in dark mode in chrome.e2e.ts; code colours come from the two Prism themes, checked
// token by token in src/config/__tests__/prismThemes.test.ts and as rendered in codeblocks.e2e.ts.
const DARK_PAGE_COLOURS = {include: 'main', exclude: ['.prism-code .token-line'], rules: COLOUR_RULES};
// The API and Terraform reference pages come from generators and one template each
// (plugins/api-reference); their tables make axe the slowest part of this suite, so axe runs on
// them in tests/e2e/reference.e2e.ts and terraform.e2e.ts (both modes, phone and desktop) and here
// on the two hand-written overviews.
const GENERATED_SECTIONS = ['/services/api/referencja/', '/services/terraform/'];
const TEMPLATED = (route: string) => GENERATED_SECTIONS.some((section) => route.startsWith(section) && route !== section);

afterAll(async () => {
  await closeBrowser();
});

it('the build has a page for every source page, and its sitemap lists exactly those pages', () => {
  const missing = siteRoutes().filter((route) => !routes.includes(route));
  expect(missing).toEqual([]);
  expect(sitemapRoutes()).toEqual(siteRoutes());
});

// Each page in its own browser context. The suite is the longest part of CI: the e2e sequencer
// starts it first, and the other worker runs the remaining suites meanwhile.
describe.each(routes)('%s', (route) => {
  it('renders Polish content without console errors and passes axe in light and dark mode', async () => {
    const opened: OpenedPage = await openPage();
    try {
      await checkPage(opened, route);
    } finally {
      await opened.close();
    }
  });
});

async function checkPage(opened: OpenedPage, route: string): Promise<void> {
  const {page} = opened;
  await page.emulateMedia({colorScheme: 'light'});
  await gotoRoute(page, route);
  expect(await page.getAttribute('html', 'lang')).toBe('pl');
  const title = await page.title();
  expect(title.length).toBeGreaterThan(5);
  const heading = (await page.locator('h1').first().textContent()) ?? '';
  expect(heading.trim().length).toBeGreaterThan(2);
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(text.split(' ').length).toBeGreaterThan(route === '/' ? 40 : 120);
  expect(text).toMatch(POLISH_LETTERS);
  if (TEMPLATED(route)) {
    expect(opened.errors).toEqual([]);
    return;
  }
  expect(await axeViolations(page)).toEqual([]);
  // The reader's system turns dark: the site follows it (respectPrefersColorScheme) without a
  // reload, re-rendering what depends on the mode (code colours, diagrams), as a reader sees it.
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForSelector('html[data-theme="dark"]', {timeout: 10_000});
  await waitForTransitions(page);
  // Only colours change with the mode: the structure and names were checked above.
  expect(await axeViolations(page, DARK_PAGE_COLOURS)).toEqual([]);
  expect(opened.errors).toEqual([]);
}
