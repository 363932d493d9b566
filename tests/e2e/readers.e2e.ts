import type {Page} from 'playwright-core';
import {axeViolations, eventually, gotoRoute, pagesPerTest, waitForTransitions} from './support/browser';

/**
 * Issue 38, "what the reader sees": each fix as a reader meets it, on a 1280×900 desktop and a
 * 360×740 phone, and with the keyboard; axe in light and dark mode in every new state.
 */

const OTM_CONCEPTS = '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/';
const AUTH = '/services/api/autoryzacja/';
const REFERENCE = '/services/api/referencja/maszyny-wirtualne-oci/';
const DICTIONARIES = '/services/api/slowniki/';
const BUILDER = '/services/api/przyklady/';
const LONG_PAGE = '/faq/faq/';

const pages = pagesPerTest();
const SIZES = [
  ['desktop', 1280],
  ['phone', 360],
] as const;

async function open(route: string, width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const {page} = await pages.open({width, colorScheme});
  if (width < 600) await page.setViewportSize({width, height: 740});
  await gotoRoute(page, route);
  return page;
}

/** The canvas's CSS transform as numbers: scale, then translate (Panzoom's order). */
/**
 * The drawing's pan and zoom as the reader sees it after the last key or click. Panzoom applies a
 * change in the next animation frame, not during the event: the view is read after two frames.
 */
async function canvasView(page: Page): Promise<{scale: number; x: number; y: number}> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const transform = await page
    .locator('dialog[open] [data-diagram-canvas]')
    .evaluate((element) => (element as HTMLElement).style.transform);
  const match = /scale\(([\d.]+)\) translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(transform);
  if (!match) throw new Error(`no Panzoom transform: "${transform}"`);
  return {scale: Number(match[1]), x: Number(match[2]), y: Number(match[3])};
}

// Each size sees both diagrams and both colour modes, in two of the four pairs (light on one
// page, dark on the other; swapped on the phone): the dialog's colours come from the mode, its
// layout from the size, and the drawing from the page.
const ZOOMED = {
  desktop: [
    [AUTH, 'light'],
    [OTM_CONCEPTS, 'dark'],
  ],
  phone: [
    [AUTH, 'dark'],
    [OTM_CONCEPTS, 'light'],
  ],
} as const;

describe.each(SIZES)('on a %s', (size, width) => {
  describe.each(ZOOMED[size])('the enlarged diagram of %s', (route, scheme) => {
    it(`is an opaque full-screen view at the drawing's natural size, panned and zoomed by keys and buttons (${scheme})`, async () => {
      const page = await open(route, width, scheme);
      const zoom = page.getByRole('button', {name: 'Powiększ diagram'}).first();
      await zoom.scrollIntoViewIfNeeded();
      await zoom.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: 'Diagram w pełnym rozmiarze'});
      await dialog.waitFor();
      await page.waitForFunction(() =>
        /scale/.test((document.querySelector('dialog[open] [data-diagram-canvas]') as HTMLElement).style.transform),
      );
      // Opaque and over the whole screen: no page text shows through it.
      const cover = await dialog.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const colour = getComputedStyle(element).backgroundColor;
        return {width: rect.width, height: rect.height, colour};
      });
      expect(cover.width).toBe(width);
      expect(cover.height).toBe(await page.evaluate(() => window.innerHeight));
      expect(cover.colour).toMatch(/^rgb\(/);
      // The drawing keeps its connecting lines (paths with a stroke) in the copy.
      expect(await dialog.locator('svg path').count()).toBeGreaterThan(0);
      // At its natural size (one SVG unit is one CSS pixel), the labels are readable on a phone.
      const labelPx = await dialog
        .locator('svg text, svg .nodeLabel, svg span')
        .first()
        .evaluate((element) => {
          const svg = element.closest('svg')!;
          const scale = svg.getBoundingClientRect().width / (svg.viewBox.baseVal.width || svg.getBoundingClientRect().width);
          return parseFloat(getComputedStyle(element).fontSize) * scale;
        });
      expect(labelPx).toBeGreaterThanOrEqual(11);
      // Keys: the drawing area has the focus at once; + zooms, an arrow pans, 0 goes back.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('img');
      const first = await canvasView(page);
      expect(first.scale).toBe(1);
      await page.keyboard.press('+');
      expect((await canvasView(page)).scale).toBeGreaterThan(1);
      await page.keyboard.press('0');
      await page.keyboard.press('ArrowRight');
      expect((await canvasView(page)).x).toBeLessThan(first.x);
      await dialog.getByRole('button', {name: 'Pomniejsz'}).click();
      expect((await canvasView(page)).scale).toBeLessThan(1);
      await dialog.getByRole('button', {name: 'Dopasuj'}).click();
      expect(await axeViolations(page, 'dialog')).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'hidden'});
      expect(await zoom.evaluate((button) => button === document.activeElement)).toBe(true);
      // The close button closes it too.
      await zoom.click();
      await dialog.waitFor();
      await dialog.getByRole('button', {name: 'Zamknij'}).click();
      await dialog.waitFor({state: 'hidden'});
    });
  });

  it('shows the API reference parameters as cards on a phone and as a table on a desktop, every column in sight', async () => {
    const page = await open(REFERENCE, width);
    const table = page.locator('table.data-cards').first();
    await table.scrollIntoViewIfNeeded();
    const cells = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((tds) =>
        tds.map((td) => ({
          label: td.getAttribute('data-label'),
          right: td.getBoundingClientRect().right,
          display: getComputedStyle(td).display,
        })),
      );
    expect(cells.map((cell) => cell.label)).toEqual(['Parametr', 'Miejsce', 'Typ', 'Wymagany', 'Opis']);
    for (const cell of cells) expect(cell.right).toBeLessThanOrEqual(width);
    expect(new Set(cells.map((cell) => cell.display))).toEqual(new Set([width < 600 ? 'block' : 'table-cell']));
    // No sideways scroll of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  it('puts the dictionaries filter in the first screen after the introduction', async () => {
    const page = await open(DICTIONARIES, width);
    const positions = await page.evaluate(() => {
      const intro = document.querySelector('.theme-doc-markdown > p')!;
      const filter = document.querySelector('[data-dictionary-index] input[type="search"]')!;
      return {
        introEnd: intro.getBoundingClientRect().bottom + window.scrollY,
        filter: filter.getBoundingClientRect().bottom + window.scrollY,
      };
    });
    expect(positions.filter - positions.introEnd).toBeLessThan(740);
  });

  it('reaches the table of contents in a few Tabs, and back-to-top gives focus to the heading', async () => {
    const page = await open(LONG_PAGE, width);
    let reached = false;
    for (let tab = 1; tab <= 3 && !reached; tab += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent === 'Przejdź do spisu treści');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const target = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.closest('.theme-doc-toc-desktop') ? 'desktop' : active?.closest('.theme-doc-toc-mobile') ? 'phone' : active?.outerHTML;
    });
    expect(target).toBe(width < 600 ? 'phone' : 'desktop');
    // The link's address leads to what it focuses (Lighthouse's skip-link audit reads the address).
    expect(
      await page.evaluate(() => {
        const href = document.querySelector('[data-skip-to-toc]')?.getAttribute('href') ?? '';
        return href.length > 1 && document.getElementById(href.slice(1)) === document.activeElement;
      }),
    ).toBe(true);
    // Back to top from far down: on a phone the button comes back when the reader scrolls up.
    // The button reads the scroll once a frame: two frames between the moves, or both land in one
    // frame and read as one move down (the button then stays hidden on a phone).
    const twoFrames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.evaluate(() => window.scrollTo(0, 3000));
    await twoFrames();
    await page.evaluate(() => window.scrollTo(0, 2600));
    const button = page.locator('button.theme-back-to-top-button');
    expect(
      await eventually(
        () => button.getAttribute('data-visible'),
        (value) => value === 'true',
      ),
    ).toBe('true');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(
      await eventually(
        () => page.evaluate(() => window.scrollY),
        (y) => y === 0,
      ),
    ).toBe(0);
    // The focused heading and the skip link's target, in both colour modes.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: scheme});
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), scheme);
      await waitForTransitions(page);
      expect({scheme, violations: await axeViolations(page, {include: 'main', rules: ['color-contrast']})}).toEqual({
        scheme,
        violations: [],
      });
    }
  });

  it('keeps the simulator’s newest-event line out of the way of its controls and state after a failover', async () => {
    const page = await open(OTM_CONCEPTS, width);
    const widget = page.locator('[data-otm-simulator]');
    await widget.locator('[data-server="active-1"]').getByRole('button', {name: 'Symuluj awarię serwera active-1', exact: true}).click();
    const status = widget.locator('[data-otm-status]');
    const box = await status.evaluate((element) => ({
      position: getComputedStyle(element).position,
      height: element.getBoundingClientRect().height,
    }));
    expect(box.position).toBe('static');
    if (width < 600) expect(box.height).toBeLessThan(740 * 0.15);
    // Every option of the selects reads in full on a desktop.
    if (width >= 600) {
      const cut = await widget.locator('select').evaluateAll(
        (selects) =>
          (selects as HTMLSelectElement[]).filter((select) => {
            const probe = document.createElement('span');
            probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
            probe.textContent = select.selectedOptions[0]?.textContent ?? '';
            document.body.append(probe);
            const tooWide = probe.getBoundingClientRect().width > select.clientWidth - 24;
            probe.remove();
            return tooWide;
          }).length,
      );
      expect(cut).toBe(0);
    }
  });

  it('builds Terraform for the 1.x line by default and offers no Warsaw subregion for Kraków', async () => {
    const page = await open(BUILDER, width);
    const tool = page.locator('[data-tool="instance-request-builder"]');
    await tool.scrollIntoViewIfNeeded();
    await tool.locator('[data-field="TemplateId"]').fill('1187');
    await tool.getByRole('tab', {name: 'Terraform'}).click();
    const output = () => tool.locator('[role="tabpanel"]:not([hidden]) [data-tool-output]').textContent();
    expect(await output()).toMatch(/required_providers[\s\S]*provider "[a-z0-9]+"[\s\S]*resource "[a-z0-9]+_instance" "maszyna"/);
    await tool.getByLabel('Region (adres API)').selectOption('krk');
    expect(await tool.locator('select[data-field="SubregionId"]').count()).toBe(0);
    expect(await tool.locator('[data-field="SubregionId-other"]').count()).toBe(1);
    await tool.getByLabel('Linia dostawcy Terraform').selectOption('0.4.0');
    await tool.locator('[data-field="SubregionId-other"]').fill('12');
    await tool.getByRole('tab', {name: 'Terraform'}).click();
    expect(await output()).toMatch(/resource "[a-z0-9]+_oci" "maszyna"/);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: scheme});
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), scheme);
      await waitForTransitions(page);
      expect(await axeViolations(page, '[data-tool="instance-request-builder"]')).toEqual([]);
    }
  });

  it('links the tools from the home page and the navbar', async () => {
    const page = await open('/', width);
    expect(await page.locator('main a[href$="/narzedzia/"]').count()).toBeGreaterThanOrEqual(1);
    if (width < 600) {
      await page.locator('button.navbar__toggle').click();
      await page.locator('.navbar-sidebar a[href$="/narzedzia/"]').first().waitFor();
    } else {
      const link = page.locator('nav.navbar a.navbar__link[href$="/narzedzia/"]');
      expect(await link.isVisible()).toBe(true);
      // The navbar's items do not overlap each other.
      const boxes = await page
        .locator('nav.navbar .navbar__items > *')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((rect) => [rect.left, rect.right]));
      const sorted = boxes.sort((a, b) => a[0] - b[0]);
      for (let index = 1; index < sorted.length; index += 1) expect(sorted[index][0]).toBeGreaterThanOrEqual(sorted[index - 1][1] - 1);
    }
  });

  it('opens the home page’s search suggestions under the box, from its left edge', async () => {
    const page = await open('/', width);
    const box = page.locator('main input[data-search-pl]');
    await box.click();
    await box.fill('dysk');
    const dropdown = page.locator('main input[data-search-pl] ~ div [role="option"]').first();
    await dropdown.waitFor();
    const [input, list] = await Promise.all([
      box.evaluate((element) => element.getBoundingClientRect().left),
      page
        .locator('main input[data-search-pl] ~ div')
        .last()
        .evaluate((element) => element.getBoundingClientRect()),
    ]);
    expect(Math.abs(list.left - input)).toBeLessThanOrEqual(1);
    expect(list.right).toBeLessThanOrEqual(width);
  });
});

describe('on a phone', () => {
  it('shows the page title in the first quarter of the first screen', async () => {
    for (const route of ['/billing/faktury/', LONG_PAGE, REFERENCE]) {
      const page = await open(route, 360);
      const top = await page
        .locator('article h1')
        .first()
        .evaluate((element) => element.getBoundingClientRect().top);
      expect({route, top: top < 740 / 4}).toEqual({route, top: true});
    }
  });

  it('hides the back-to-top button while the reader scrolls down, so it covers no table text', async () => {
    const page = await open(REFERENCE, 360);
    const button = page.locator('button.theme-back-to-top-button');
    for (const y of [800, 1600, 2400]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForFunction((to) => Math.abs(window.scrollY - to) < 2, y);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await button.getAttribute('data-visible')).toBe('false');
    }
    await page.evaluate(() => window.scrollTo(0, 2000));
    expect(
      await eventually(
        () => button.getAttribute('data-visible'),
        (value) => value === 'true',
      ),
    ).toBe('true');
  });
});
