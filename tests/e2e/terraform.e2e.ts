import {axeViolations, closeBrowser, gotoRoute, openPage, waitForSettled, waitForTransitions, type OpenedPage} from './support/browser';

// The Terraform reference (issue 25): type names filled from the settings everywhere (headings and
// the table of contents too), field tables as cards on a phone, axe in both modes, and search by
// a type name as pasted from a configuration.
const DATA_SOURCES = '/services/terraform/zrodla-danych-listy/';
const RESOURCES = '/services/terraform/zasoby/';

let opened: OpenedPage;

afterEach(async () => {
  await opened?.close();
});

afterAll(async () => {
  await closeBrowser();
});

it('fills the provider name in headings, the table of contents and code, and anchors each item', async () => {
  opened = await openPage();
  await gotoRoute(opened.page, `${RESOURCES}#instance`);
  // The heading's own link adds a zero-width space after the name.
  expect((await opened.page.locator('h2#instance').innerText()).replace(/\u200b/g, '').trim()).toBe('example_instance');
  expect(await opened.page.locator('.table-of-contents').first().innerText()).toContain('example_load_balancer');
  expect(await opened.page.locator('article').innerText()).not.toContain('%%');
  expect(await opened.page.locator('article pre').first().innerText()).toContain('resource "example_disk"');
  expect(opened.errors).toEqual([]);
});

describe.each([
  ['light', 360],
  ['dark', 1280],
] as const)('the list data sources page in %s mode at %i px', (colorScheme, width) => {
  it('does not scroll sideways, shows a table row as a card on a phone and is axe clean', async () => {
    opened = await openPage({colorScheme, width});
    await gotoRoute(opened.page, DATA_SOURCES);
    await waitForTransitions(opened.page);
    expect(await opened.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const display = await opened.page
      .locator('table.data-cards tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).display);
    expect(display).toBe(width <= 600 ? 'block' : 'table-row');
    expect(await axeViolations(opened.page, 'article')).toEqual([]);
    expect(opened.errors).toEqual([]);
  });
});

it('search finds a resource by its type name, opened at its entry', async () => {
  opened = await openPage();
  await gotoRoute(opened.page, '/');
  const box = opened.page.locator('nav input[data-search-pl]').first();
  await box.click();
  await box.fill('example_oks_node');
  // A code word fetches the reference part of the index: the entry appears once it has arrived.
  const entry = opened.page.locator('nav [role=option][data-url$="#oks-node"]');
  await entry.first().waitFor({state: 'attached', timeout: 10_000});
  const first = await opened.page.locator('nav [role=option]').first().getAttribute('data-url');
  expect(first).toMatch(/\/services\/terraform\/(zasoby|zrodla-danych)\/#oks-node$/);
});

describe('a field table', () => {
  it('is the server’s markup, which hydration leaves alone, and its links behave as the page’s other links', async () => {
    opened = await openPage({width: 360});
    await gotoRoute(opened.page, RESOURCES);
    const table = opened.page.locator('table.data-cards').first();
    // React marks every element it hydrated with its fiber; a static table has none.
    const reactKeys = (element: Element) => Object.keys(element).filter((key) => key.startsWith('__react'));
    expect(await table.locator('td').first().evaluate(reactKeys)).toEqual([]);
    expect(await opened.page.locator('article h2').first().evaluate(reactKeys)).not.toEqual([]);
    // A same-page anchor is the browser's; a page link is the router's (the window's state survives).
    await table.locator('a[href="#disk-blok-timeouts"]').click();
    await opened.page.waitForURL(/#disk-blok-timeouts$/);
    await opened.page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await table.locator('a[href$="/services/api/slowniki/#slownik-17"]').click();
    await opened.page.waitForURL(/\/services\/api\/slowniki\/#slownik-17$/);
    await opened.page.locator('#slownik-17').waitFor();
    expect(await opened.page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(opened.errors).toEqual([]);
  });
});

describe.each([360, 1280])('the resources page at %i px', (width) => {
  /** Whether the browser laid out a cell (false while it skips the cell's off-screen table). */
  const laidOut = (current: OpenedPage, cell: string) =>
    current.page
      .locator(cell)
      .first()
      .evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}));
  const LAST_CELL = 'table.data-cards >> nth=-1 >> td >> nth=-1';

  /** Where the heading is, against the navbar's height, once the page has settled. */
  async function headingPlace(current: OpenedPage, id: string): Promise<{top: number; navbar: number}> {
    await waitForSettled(current.page);
    return current.page.evaluate(
      (anchor) => ({
        top: document.getElementById(anchor)!.getBoundingClientRect().top,
        navbar: document.querySelector('.navbar')!.getBoundingClientRect().height,
      }),
      id,
    );
  }

  /** The heading lands just under the sticky navbar (its scroll margin), not above or far below. */
  const expectUnderNavbar = ({top, navbar}: {top: number; navbar: number}) => {
    expect(top).toBeGreaterThanOrEqual(navbar - 1);
    expect(top).toBeLessThanOrEqual(navbar + 40);
  };

  it('lays out only the field tables near the screen at load, and a table once the reader gets to it', async () => {
    opened = await openPage({width});
    await gotoRoute(opened.page, RESOURCES);
    await waitForSettled(opened.page);
    expect(await laidOut(opened, LAST_CELL)).toBe(false);
    await opened.page.locator(LAST_CELL).scrollIntoViewIfNeeded();
    await opened.page.waitForFunction(() =>
      Array.from(document.querySelectorAll('table.data-cards td')).at(-1)!.checkVisibility({contentVisibilityAuto: true}),
    );
  });

  it('an in-page link, the address and a link from another page land at their heading despite the estimated heights above', async () => {
    opened = await openPage({width});
    await gotoRoute(opened.page, RESOURCES);
    // An in-page link (a type cell's link to its block), from the top of the page.
    await opened.page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="#template-blok-timeouts"]')!;
      window.scrollTo(0, 0);
      link.click();
    });
    await opened.page.waitForURL(/#template-blok-timeouts$/);
    expectUnderNavbar(await headingPlace(opened, 'template-blok-timeouts'));
    expect(await laidOut(opened, '#template-blok-timeouts + p + div td')).toBe(true);
    // The address, changed in the same page.
    await opened.page.evaluate(() => window.scrollTo(0, 0));
    await opened.page.evaluate(() => {
      window.location.hash = 'oks-node-argumenty';
    });
    expectUnderNavbar(await headingPlace(opened, 'oks-node-argumenty'));
    // A link from the data sources page (the router's).
    await gotoRoute(opened.page, '/services/terraform/zrodla-danych/');
    await opened.page.locator('article a[href$="/services/terraform/zasoby/#template"]').first().click();
    await opened.page.waitForURL(/zasoby\/#template$/);
    expectUnderNavbar(await headingPlace(opened, 'template'));
    expect(opened.errors).toEqual([]);
  });

  it('prints every field table, the ones never laid out on screen too', async () => {
    opened = await openPage({width});
    await gotoRoute(opened.page, RESOURCES);
    const printed = (await opened.page.pdf()).length;
    // Against the same page with every table laid out, and with every table left out.
    await opened.page.addStyleTag({content: '[data-search-skip] { content-visibility: visible !important; }'});
    const full = (await opened.page.pdf()).length;
    await opened.page.addStyleTag({content: '[data-search-skip] { display: none !important; }'});
    const none = (await opened.page.pdf()).length;
    expect(none).toBeLessThan(full * 0.6);
    expect(printed).toBeGreaterThan(full * 0.95);
  });
});
