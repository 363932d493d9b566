import type {Browser, BrowserContext, Page} from 'playwright-core';
import {axeViolations, closeBrowser, COLOUR_RULES, gotoRoute, launch} from './browser';
import {layoutProblems} from './layout';
import {builtRoutes, siteRoutes, sitemapRoutes} from './routes';

/**
 * The route suite: every page of the site (derived from docs/ and src/pages) is opened twice, as a
 * desktop reader in light mode and as a phone reader (360×740) in dark mode. Each time it must
 * hydrate without console errors and pass the layout check; on the desktop it carries a Polish
 * title and real content and passes axe (WCAG 2.1 AA), on the phone axe's colour rules.
 *
 * The pages are split into shards, one suite file each (routes-1, routes-2), so that the two e2e
 * workers share them: a shard runs about as long as all the other suites on one worker.
 */

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

interface Reader {
  context: BrowserContext;
  /** Opens the route in a new tab of this reader's browser, collecting console and page errors. */
  visit: (route: string) => Promise<{page: Page; errors: string[]}>;
}

async function reader(browser: Browser, options: {width: number; height: number; colorScheme: 'light' | 'dark'}): Promise<Reader> {
  const context = await browser.newContext({viewport: {width: options.width, height: options.height}, colorScheme: options.colorScheme});
  return {
    context,
    visit: async (route) => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await gotoRoute(page, route);
      return {page, errors};
    },
  };
}

async function checkDesktop(desktop: Reader, route: string): Promise<string[]> {
  const {page, errors} = await desktop.visit(route);
  try {
    expect(await page.getAttribute('html', 'lang')).toBe('pl');
    expect((await page.title()).length).toBeGreaterThan(5);
    const heading = (await page.locator('h1').first().textContent()) ?? '';
    expect(heading.trim().length).toBeGreaterThan(2);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text.split(' ').length).toBeGreaterThan(route === '/' ? 40 : 120);
    expect(text).toMatch(POLISH_LETTERS);
    const problems = await layoutProblems(page, route, false);
    if (!TEMPLATED(route)) problems.push(...(await axeViolations(page)).map((violation) => `${route} axe (light): ${violation}`));
    return [...problems, ...errors.map((error) => `${route} console (desktop): ${error}`)];
  } finally {
    await page.close();
  }
}

async function checkPhone(phone: Reader, route: string): Promise<string[]> {
  const {page, errors} = await phone.visit(route);
  try {
    const problems = await layoutProblems(page, route, true);
    if (!TEMPLATED(route))
      problems.push(...(await axeViolations(page, DARK_PAGE_COLOURS)).map((violation) => `${route} axe (dark): ${violation}`));
    return [...problems, ...errors.map((error) => `${route} console (phone): ${error}`)];
  } finally {
    await page.close();
  }
}

/** Registers the route suite's tests for one shard of the routes (index from 0). */
export function describeRouteShard(shard: number, shards: number): void {
  const routes = builtRoutes().filter((_route, index) => index % shards === shard);
  let desktop: Reader;
  let phone: Reader;

  beforeAll(async () => {
    const browser = await launch();
    desktop = await reader(browser, {width: 1280, height: 900, colorScheme: 'light'});
    phone = await reader(browser, {width: 360, height: 740, colorScheme: 'dark'});
  });

  afterAll(async () => {
    await desktop?.context.close();
    await phone?.context.close();
    await closeBrowser();
  });

  if (shard === 0) {
    it('the build has a page for every source page, and its sitemap lists exactly those pages', () => {
      const built = builtRoutes();
      expect(built.length).toBeGreaterThan(100);
      expect(siteRoutes().filter((route) => !built.includes(route))).toEqual([]);
      expect(sitemapRoutes()).toEqual(siteRoutes());
    });
  }

  it.each(routes)(
    '%s renders Polish content without console errors, its layout holds and axe passes, on a desktop (light) and a phone (dark)',
    async (route) => {
      const problems = [...(await checkDesktop(desktop, route)), ...(await checkPhone(phone, route))];
      expect(problems).toEqual([]);
    },
  );
}
