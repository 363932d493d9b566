import {axeViolations, closeBrowser, gotoRoute, launch, openPage, waitForTransitions, type OpenedPage} from './support/browser';

// The glossary page and the term links with tooltips in running text (issue 20).
const FAQ = '/faq/faq/dyski-ovs/';
let opened: OpenedPage;

afterEach(async () => {
  await opened?.close();
});

afterAll(async () => {
  await closeBrowser();
});

describe('/slowniczek/', () => {
  // The letters far from the screen are laid out only when near it (issue 40): the address's entry
  // must still come to the top, whether the letters before it are long (tier) or few (acl, zasob).
  it.each([
    [1280, 'tier'],
    [360, 'tier'],
    [1280, 'acl'],
    [360, 'litera-w'],
  ])('at %i px has an anchor per entry that term links point at (#%s)', async (width, id) => {
    opened = await openPage({width});
    await gotoRoute(opened.page, `/slowniczek/#${id}`);
    const heading = opened.page.locator(`[id="${id}"]`);
    expect(await heading.count()).toBe(1);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(300);
    expect(await opened.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(opened.errors).toEqual([]);
  });

  it.each([1280, 360])('at %i px, a term link of another page opens its entry in place, without reloading the page', async (width) => {
    opened = await openPage({width});
    await gotoRoute(opened.page, FAQ);
    const term = opened.page.locator('article a[data-glossary-term]').first();
    const id = String(await term.getAttribute('data-glossary-term'));
    await opened.page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await term.click();
    await opened.page.waitForURL(new RegExp(`/slowniczek/#${id}$`));
    const heading = opened.page.locator(`[data-glossary] [id="${id}"]`);
    await heading.waitFor();
    await opened.page.waitForFunction(
      (entry) => {
        const top = document.getElementById(entry)?.getBoundingClientRect().top ?? Infinity;
        return top >= 0 && top < 300;
      },
      id,
      {timeout: 5000},
    );
    expect(await opened.page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    // The entry's page links go through the router too.
    const pageLink = opened.page.locator(`[data-glossary-entry="${id}"] ul a`).first();
    const href = await pageLink.getAttribute('href');
    await pageLink.click();
    await opened.page.waitForURL((address) => address.pathname === href);
    await opened.page.locator('article h1').waitFor();
    expect(await opened.page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(opened.errors).toEqual([]);
  });
});

describe.each([
  ['light', 1280],
  ['dark', 360],
] as const)('term links in %s mode at %i px', (colorScheme, width) => {
  it('a focused term shows its definition as a tooltip on screen, axe clean, Escape closes it', async () => {
    opened = await openPage({colorScheme, width});
    await gotoRoute(opened.page, FAQ);
    const term = opened.page.locator('article a[data-glossary-term]').first();
    await term.focus();
    const tooltipId = await term.getAttribute('aria-describedby');
    const tooltip = opened.page.locator(`[id="${tooltipId}"]`);
    expect(await tooltip.getAttribute('role')).toBe('tooltip');
    expect(await tooltip.isVisible()).toBe(true);
    const box = await tooltip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await waitForTransitions(opened.page);
    expect(await axeViolations(opened.page, 'article')).toEqual([]);
    await opened.page.keyboard.press('Escape');
    expect(await tooltip.isVisible()).toBe(false);
    // Hovering the term shows it again; moving away closes it.
    await term.hover();
    expect(await tooltip.isVisible()).toBe(true);
    await opened.page.mouse.move(1, 1);
    expect(await tooltip.isVisible()).toBe(false);
    expect(await opened.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(opened.errors).toEqual([]);
  });
});

// Issue 38: a term links only to the sense the page uses (the entry's linksIn / linksNotIn).
// Each page has the word in its text; the storage senses link only in the Cloud Storage section.
const SCOPED: {route: string; word: RegExp; never: string[]; links?: string[]}[] = [
  {route: '/services/api/referencja/cloud-storage-ocs/', word: /obiekt/i, never: ['obiekt', 'manifest']},
  {route: '/services/terraform/zasoby/', word: /obiekt/i, never: ['obiekt', 'manifest']},
  {route: '/narzedzia/', word: /manifest/i, never: ['manifest', 'obiekt']},
  {route: '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/', word: /backup/i, never: ['kopia-zapasowa']},
  {route: '/services/cloud-storage/podstawowe-pojecia/', word: /obiekt/i, never: [], links: ['obiekt', 'manifest']},
];

describe.each([
  ['light', 1280],
  ['dark', 360],
] as const)('term links scoped by section in %s mode at %i px', (colorScheme, width) => {
  it('no API or Terraform reference, tools or OTM page links a storage or machine-backup sense; Cloud Storage pages do', async () => {
    opened = await openPage({colorScheme, width});
    for (const {route, word, never, links = []} of SCOPED) {
      await gotoRoute(opened.page, route);
      const article = opened.page.locator('article');
      const found = await article.evaluate((element, source) => new RegExp(source, 'i').test(element.textContent ?? ''), word.source);
      const terms = await article
        .locator('a[data-glossary-term]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('data-glossary-term')));
      expect({
        route,
        found,
        wrong: terms.filter((term) => never.includes(term!)),
        missing: links.filter((term) => !terms.includes(term)),
      }).toEqual({
        route,
        found: true,
        wrong: [],
        missing: [],
      });
    }
    expect(opened.errors).toEqual([]);
  });
});

describe('term links on a touch screen (360 × 740)', () => {
  it('the first tap shows the definition and stays on the page, the second opens the entry', async () => {
    const context = await (await launch()).newContext({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});
    opened = {page: await context.newPage(), context, errors: [], close: () => context.close()};
    const {page} = opened;
    page.on('pageerror', (error) => opened.errors.push(String(error)));
    await gotoRoute(page, FAQ);
    const term = page.locator('article a[data-glossary-term]').first();
    const tooltip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
    await term.tap();
    expect(await tooltip.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/dyski-ovs\/$/);
    await term.tap();
    await page.waitForURL(/\/slowniczek\/#/);
    expect(opened.errors).toEqual([]);
  });
});
