import type {Page} from 'playwright-core';
import {closeBrowser, launch, url, waitForHydration} from './support/browser';

/**
 * Issue 40: what a reader sees does not jump while the page loads. The search results page fills
 * in after its index arrives, the not-found page's suggestions come from the same index, and a
 * page with diagrams loads its drawings, and the long reference pages skip laying out what is off
 * screen (estimated heights) until the reader gets near it; on a phone and on a
 * desktop, the sum of every layout shift the reader did not cause stays at or under 0.02 (the
 * issue's budget; Lighthouse counts the worst window of shifts, which is never more than the sum).
 */

const MAX_SHIFT = 0.02;
const SIZES = [
  ['phone', 360, 740],
  ['desktop', 1280, 900],
] as const;

afterAll(async () => {
  await closeBrowser();
});

/** Opens the route with a layout-shift observer installed before any of the page's code runs. */
async function openObserved(route: string, width: number, height: number): Promise<Page> {
  const context = await (await launch()).newContext({viewport: {width, height}});
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(url(route), {waitUntil: 'load'});
  await waitForHydration(page);
  return page;
}

/** The shifts so far, read after two more frames (a shift is reported after the frame that made it). */
async function shiftTotal(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts.reduce((sum, value) => sum + value, 0));
}

describe.each(SIZES)('on a %s', (_name, width, height) => {
  it('the search results page shows its results without moving what is on the screen', async () => {
    const page = await openObserved('/search/?q=faktury', width, height);
    try {
      await page.locator('[data-search-results="faktury"] li').first().waitFor();
      expect(await shiftTotal(page)).toBeLessThanOrEqual(MAX_SHIFT);
    } finally {
      await page.context().close();
    }
  });

  it('the search results page reserves its space: its first results show without a layout shift', async () => {
    const page = await openObserved('/search/?q=maszyna%20wirtualna', width, height);
    try {
      await page.locator('[data-search-results="maszyna wirtualna"] li').first().waitFor();
      expect(await shiftTotal(page)).toBeLessThanOrEqual(MAX_SHIFT);
    } finally {
      await page.context().close();
    }
  });

  it('the not-found page shows its suggestions without moving what is on the screen', async () => {
    const page = await openObserved('/nie-ma-takiej-strony/', width, height);
    try {
      await page.locator('[data-not-found-suggestions] li').first().waitFor();
      expect(await shiftTotal(page)).toBeLessThanOrEqual(MAX_SHIFT);
    } finally {
      await page.context().close();
    }
  });

  it("a doc page's header keeps its layout while the page class on <html> is rewritten (as hydration does)", async () => {
    // React Helmet rewrites <html class> while the page hydrates: a rule that needs the page class
    // (`.docs-doc-page`) lets go for that moment, and the breadcrumbs wrapped (CLS 0.39 in the bench).
    const page = await openObserved('/services/api/referencja/dyski-ovs/', width, height);
    try {
      const header = () =>
        page.evaluate(() => ({
          crumbs: document.querySelector('.theme-doc-breadcrumbs')?.getBoundingClientRect().height,
          title: document.querySelector('article h1')?.getBoundingClientRect().top,
        }));
      const before = await header();
      await page.evaluate(() => document.documentElement.removeAttribute('class'));
      expect(await header()).toEqual(before);
    } finally {
      await page.context().close();
    }
  });

  it('a page with diagrams loads without moving what is on the screen', async () => {
    const page = await openObserved('/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/', width, height);
    try {
      expect(await page.locator('[data-diagram] svg').count()).toBeGreaterThan(0);
      expect(await shiftTotal(page)).toBeLessThanOrEqual(MAX_SHIFT);
    } finally {
      await page.context().close();
    }
  });

  it('the Terraform resources page, whose off-screen tables keep estimated heights, loads and scrolls without a shift', async () => {
    const page = await openObserved('/services/terraform/zasoby/', width, height);
    try {
      expect(await shiftTotal(page)).toBeLessThanOrEqual(MAX_SHIFT);
      // Scrolling brings skipped parts near the screen, where they get their real heights.
      for (let step = 0; step < 6; step++) {
        await page.mouse.wheel(0, height);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      expect(await shiftTotal(page)).toBeLessThanOrEqual(MAX_SHIFT);
    } finally {
      await page.context().close();
    }
  });
});
