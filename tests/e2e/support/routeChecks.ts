import type {BrowserContext} from 'playwright-core';
import {axeViolations, closeBrowser, COLOUR_RULES, gotoRoute, launch, waitForTransitions} from './browser';
import {layoutProblems} from './layout';
import {builtRoutes, siteRoutes, sitemapRoutes} from './routes';

/**
 * The route suite: every page of the site (derived from docs/ and src/pages) is opened once, as a
 * desktop reader (1280×900) in light mode, then turned into a phone (360×740) in dark mode, as a
 * reader's system would turn it: the site follows the colour mode and the window's size without a
 * reload. Each time the page must pass the layout check; on the desktop it carries a Polish title
 * and real content and passes axe (WCAG 2.1 AA), on the phone axe's colour rules; and no console
 * error is logged. axe's colour rules check one element of every combination of colours in which
 * text is drawn, where the shard first meets it (support/colourCover.ts); the other rules check
 * every page whole. A page opened afresh at 360 px is checked per template in readers.e2e.ts and
 * layout-shift.e2e.ts (and, as screenshots, in visual.e2e.ts).
 *
 * The pages are split into shards, one suite file each (routes-1, routes-2), so that the two e2e
 * workers share them.
 */

const POLISH_LETTERS = /[ąćęłńóśźż]/i;
const DESKTOP = {width: 1280, height: 900};
const PHONE = {width: 360, height: 740};
// The colour rules are most of axe's time (color-contrast reads the colours behind every text
// element it is given), so axeViolations gives them one element per combination of colours. The
// lines of code blocks are left out of them in both modes: their colours come from the two Prism
// themes, checked token by token in src/config/__tests__/prismThemes.test.ts and as rendered in
// codeblocks.e2e.ts. In dark mode only the colour rules can change: there they check each page's
// own content, `main`; the navbar, sidebar and footer are the same components on every page and
// are checked in dark mode in chrome.e2e.ts.
const CODE_LINES = '.prism-code .token-line';
const LIGHT_PAGE = {exclude: [CODE_LINES]};
const DARK_PAGE_COLOURS = {include: 'main', exclude: [CODE_LINES], rules: COLOUR_RULES};
// The API and Terraform reference pages come from generators and one template each
// (plugins/api-reference); their tables make axe the slowest part of this suite, so axe runs on
// them in tests/e2e/reference.e2e.ts and terraform.e2e.ts (both modes, phone and desktop) and here
// on the two hand-written overviews.
const GENERATED_SECTIONS = ['/services/api/referencja/', '/services/terraform/'];
const TEMPLATED = (route: string) => GENERATED_SECTIONS.some((section) => route.startsWith(section) && route !== section);

/** Checks one route in a new tab of the reader's browser context; the problems found, one per line. */
async function checkRoute(context: BrowserContext, route: string): Promise<string[]> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  try {
    await gotoRoute(page, route);
    expect(await page.getAttribute('html', 'lang')).toBe('pl');
    expect((await page.title()).length).toBeGreaterThan(5);
    const heading = (await page.locator('h1').first().textContent()) ?? '';
    expect(heading.trim().length).toBeGreaterThan(2);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text.split(' ').length).toBeGreaterThan(route === '/' ? 40 : 120);
    expect(text).toMatch(POLISH_LETTERS);
    const problems = await layoutProblems(page, route, false);
    if (!TEMPLATED(route))
      problems.push(...(await axeViolations(page, LIGHT_PAGE)).map((violation) => `${route} axe (light): ${violation}`));

    // The phone in dark mode: the navbar's menu button shows once the site has re-rendered for
    // the narrow window, the dark theme once it has followed the system.
    await page.setViewportSize(PHONE);
    await page.emulateMedia({colorScheme: 'dark'});
    await page.waitForSelector('html[data-theme="dark"]', {timeout: 30_000});
    await page.locator('.navbar__toggle').first().waitFor({state: 'visible', timeout: 30_000});
    await waitForTransitions(page);
    problems.push(...(await layoutProblems(page, route, true)));
    if (!TEMPLATED(route))
      problems.push(...(await axeViolations(page, DARK_PAGE_COLOURS)).map((violation) => `${route} axe (dark): ${violation}`));
    return [...problems, ...errors.map((error) => `${route} console: ${error}`)];
  } finally {
    await page.close();
  }
}

/** Registers the route suite's tests for one shard of the routes (index from 0). */
export function describeRouteShard(shard: number, shards: number): void {
  const routes = builtRoutes().filter((_route, index) => index % shards === shard);
  let reader: BrowserContext;

  beforeAll(async () => {
    reader = await (await launch()).newContext({viewport: DESKTOP, colorScheme: 'light'});
  });

  afterAll(async () => {
    await reader?.close();
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
      const problems = await checkRoute(reader, route);
      expect(problems).toEqual([]);
    },
  );
}
