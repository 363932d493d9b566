import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import type {BrowserContext, Page} from 'playwright-core';
import {closeBrowser, gotoRoute, launch, openPage, url, type OpenedPage} from './support/browser';
import {recordRequests} from './support/pageWeight';
import {routeOf} from '../content/docSources';

// Every ```mermaid block of the docs is drawn ahead of time (plugins/diagrams): the page's HTML
// holds both colour modes' SVG, CSS shows the reader's, and no page loads the Mermaid library.
function mermaidPages(dir = join(__dirname, '../../docs')): [string, number][] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry): [string, number][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mermaidPages(path);
    if (!entry.name.endsWith('.mdx')) return [];
    const source = readFileSync(path, 'utf8');
    const count = (source.match(/^```mermaid/gm) ?? []).length;
    const slug = /^slug: (.+)$/m.exec(source)?.[1]?.trim();
    return count > 0 ? [[routeOf(path, slug ? {slug} : {}), count]] : [];
  });
}

const pages = mermaidPages();
const DRAWING = (mode: 'light' | 'dark') => `[data-diagram] > [data-diagram-mode="${mode}"] > svg`;
// Strings of Mermaid's own code (its API object and its parser's error text), never in a drawing.
const MERMAID_LIBRARY = /mermaidAPI|Parse error on line/;
// A drawing's own file, loaded only after a client navigation.
const DRAWING_FILE = /JSON\.parse\('\{"light":"<svg/;

/** The page's HTML as the server sends it: what a reader without JavaScript, or a crawler, gets. */
async function serverHtml(route: string): Promise<string> {
  const response = await fetch(url(route));
  expect(response.status).toBe(200);
  return response.text();
}

/** How many drawings of a mode the page shows, and whether any of them has no text. */
function shown(page: Page, mode: 'light' | 'dark') {
  return page.locator(DRAWING(mode)).evaluateAll((svgs) => ({
    shown: svgs.filter((svg) => svg.getClientRects().length > 0).length,
    empty: svgs.filter((svg) => (svg.textContent ?? '').trim() === '').length,
  }));
}

let opened: OpenedPage;

afterEach(async () => {
  await opened?.close();
});

afterAll(async () => {
  await phoneReader?.close();
  await closeBrowser();
});

it('finds the diagram pages', () => {
  expect(pages.length).toBeGreaterThan(3);
});

// The diagram pages are read by one phone reader in dark mode: one browser context for all of them,
// so the bundles the static server marks as immutable are fetched and compiled once, as a reader's
// browser does. Each script is checked for Mermaid once, when it first appears.
let phoneReader: BrowserContext;
const mermaidFree = new Map<string, boolean>();

async function isMermaidFree(address: string): Promise<boolean> {
  if (!mermaidFree.has(address)) {
    const body = await (await fetch(address)).text();
    mermaidFree.set(address, !MERMAID_LIBRARY.test(body) && !DRAWING_FILE.test(body));
  }
  return mermaidFree.get(address)!;
}

beforeAll(async () => {
  phoneReader = await (await launch()).newContext({colorScheme: 'dark', viewport: {width: 360, height: 740}});
});

describe.each(pages)('%s', (route, count) => {
  it(`has its ${count} diagram(s) drawn in the server HTML; on a 360 px phone in dark mode shows the dark drawings, no sideways scroll, no Mermaid`, async () => {
    const $ = load(await serverHtml(route));
    for (const mode of ['light', 'dark'] as const) {
      const ids = $(DRAWING(mode))
        .map((_index, svg) => $(svg).attr('id'))
        .get();
      expect(ids).toHaveLength(count);
      for (const id of ids) expect(id).toMatch(new RegExp(`^diagram-[0-9a-f]{16}-${mode}`));
    }
    // No id is in two drawings, or in a drawing and elsewhere in the page: the two modes' drawings
    // of a diagram (and two diagrams) never take each other's markers, styles or titles.
    const owners = new Map<string, number>();
    $('[id]').each((_index, element) => {
      const drawing = $(element).closest('[data-diagram-mode] > svg');
      const owner = drawing.length ? $(DRAWING('light') + ', ' + DRAWING('dark')).index(drawing) : -1;
      const id = $(element).attr('id')!;
      owners.set(id, owners.has(id) && owners.get(id) !== owner ? -2 : owner);
    });
    expect([...owners].filter(([, owner]) => owner === -2).map(([id]) => id)).toEqual([]);

    const page = await phoneReader.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    opened = {page, context: phoneReader, errors, close: () => page.close()};
    const recorder = recordRequests(page);
    await gotoRoute(page, route);
    await page.evaluate(async () => {
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
        window.scrollTo(0, top);
        await new Promise((wake) => setTimeout(wake, 30));
      }
    });
    const resources = await recorder.settle();
    recorder.stop();
    expect(await shown(page, 'dark')).toEqual({shown: count, empty: 0});
    expect((await shown(page, 'light')).shown).toBe(0);
    const layout = await page.evaluate(() => ({page: document.documentElement.scrollWidth, viewport: window.innerWidth}));
    expect(layout.page).toBeLessThanOrEqual(layout.viewport);
    const scripts = resources.filter((resource) => resource.type === 'script').map((resource) => resource.url);
    const withMermaid: string[] = [];
    for (const address of scripts) if (!(await isMermaidFree(address))) withMermaid.push(address);
    expect(withMermaid).toEqual([]);
    expect(opened.errors).toEqual([]);
  });
});

it('shows the light drawing without JavaScript, at its full width on a desktop', async () => {
  const context = await (await launch()).newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
  try {
    const page = await context.newPage();
    await page.goto(url('/billing/modele-rozliczen/'), {waitUntil: 'load'});
    const light = page.locator(DRAWING('light')).first();
    expect(await light.isVisible()).toBe(true);
    expect(await page.locator(DRAWING('dark')).first().isVisible()).toBe(false);
    const widths = await light.evaluate((svg) => ({
      drawn: svg.getBoundingClientRect().width,
      natural: (svg as SVGSVGElement).viewBox.baseVal.width,
    }));
    expect(Math.abs(widths.drawn - widths.natural)).toBeLessThan(1);
  } finally {
    await context.close();
  }
});

it("switches drawings when the reader's system turns dark, without loading anything", async () => {
  opened = await openPage();
  const {page} = opened;
  // A page whose only code block is its diagram: the code blocks' dark colours would load a chunk.
  await gotoRoute(page, '/services/cloud-keys/integracja/');
  expect((await shown(page, 'light')).shown).toBe(1);
  const recorder = recordRequests(page);
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForSelector('html[data-theme="dark"]', {timeout: 10_000});
  expect((await shown(page, 'dark')).shown).toBe(1);
  expect((await shown(page, 'light')).shown).toBe(0);
  expect((await recorder.settle(300)).filter((resource) => resource.type === 'script')).toEqual([]);
  recorder.stop();
});

it('after a client navigation loads the diagram into a box already at its size', async () => {
  opened = await openPage();
  const {page} = opened;
  await gotoRoute(page, '/billing/');
  // The drawing's file is held back a second, so the empty box is measured before it arrives.
  let heldBack = 0;
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (DRAWING_FILE.test(body)) {
      heldBack++;
      await new Promise((wake) => setTimeout(wake, 1000));
    }
    await route.fulfill({response, body});
  });
  await page.locator('nav.menu a[href$="/billing/modele-rozliczen/"]').first().click();
  const box = page.locator('[data-diagram-mode="light"]').first();
  await box.waitFor({state: 'attached', timeout: 15_000});
  expect(await box.locator('svg').count()).toBe(0);
  const emptyHeight = await box.evaluate((element) => element.getBoundingClientRect().height);
  expect(emptyHeight).toBeGreaterThan(50);
  const svg = page.locator(DRAWING('light')).first();
  await svg.waitFor({timeout: 15_000});
  expect(heldBack).toBe(1);
  expect(Math.abs((await svg.evaluate((element) => element.getBoundingClientRect().height)) - emptyHeight)).toBeLessThan(1);
  expect(await box.evaluate((element) => element.getBoundingClientRect().height)).toBeCloseTo(emptyHeight, 0);
  expect(opened.errors).toEqual([]);
});

it('a drawing far below the screen is neither laid out nor painted until the reader scrolls to it, its box at its size all along', async () => {
  const context = await (await launch()).newContext({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    await gotoRoute(page, '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/');
    const box = page.locator('[data-diagram-mode="light"]').first();
    const state = () =>
      box.evaluate((element) => ({
        drawn: element.querySelector('svg')!.checkVisibility({contentVisibilityAuto: true}),
        height: Math.round(element.getBoundingClientRect().height),
      }));
    const atLoad = await state();
    expect(atLoad.drawn).toBe(false);
    expect(atLoad.height).toBeGreaterThan(100);
    await box.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      document.querySelector('[data-diagram-mode="light"] svg')!.checkVisibility({contentVisibilityAuto: true}),
    );
    expect(await state()).toEqual({drawn: true, height: atLoad.height});
    const svgHeight = await box.locator('svg').evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(svgHeight - atLoad.height)).toBeLessThan(1);
  } finally {
    await context.close();
  }
});
