import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {closeBrowser, gotoRoute, openPage, url, type OpenedPage} from './support/browser';
import {DICTIONARIES_DATA_FILE, dictionaryData} from '../../plugins/api-dictionaries/data/dictionaries';
import {buildDictionariesJson} from '../../plugins/api-dictionaries/src/output';
import {ERRORS_DATA_FILE, errorCatalogueData} from '../../plugins/error-catalogue/data/errors';
import {buildErrorsJson} from '../../plugins/error-catalogue/src/output';
import {resolveSiteSettings} from '../../src/siteSettings';

// Issue 6 in a real browser: the dictionary tables and the error catalogue render, the filter
// works without diacritics, anchor links land on (and highlight) their entry, and the JSON
// copies the build writes are served and match the plugins' data.
const DICTIONARIES = '/services/api/slowniki/';
const CATALOGUE = '/services/api/kody-bledow/';

let opened: OpenedPage;

beforeEach(async () => {
  opened = await openPage();
});

afterEach(async () => {
  await opened.close();
  expect(opened.errors).toEqual([]);
});

afterAll(async () => {
  await closeBrowser();
});

/**
 * WCAG 2.1 AA violations inside this components. Code blocks are left out: their token
 * colours come from the site's Prism theme, which src/config/__tests__/prismThemes.test.ts and codeblocks.e2e.ts check.
 */
async function componentViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[data-dictionary]')
    .include('[data-dictionary-index]')
    .include('[data-error-catalogue]')
    .include('[data-error-code]')
    .exclude('.theme-code-block')
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** Whether the element's top edge is inside the viewport (the hash scrolled to it). */
function inViewport(selector: string): Promise<boolean> {
  return opened.page.locator(selector).evaluate((element) => {
    const {top} = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });
}

describe('dictionaries page', () => {
  it('renders the index and every dictionary and value set', async () => {
    const {page} = opened;
    await gotoRoute(page, DICTIONARIES);
    for (const {id} of dictionaryData.dictionaries) {
      await expect(page.locator(`section#slownik-${id}`).isVisible()).resolves.toBe(true);
    }
    for (const {key} of dictionaryData.valueSets) {
      await expect(page.locator(`section#wartosci-${key.toLowerCase()}`).isVisible()).resolves.toBe(true);
    }
    const index = page.getByRole('table', {name: 'Spis słowników API i stałych wartości pól'});
    await expect(index.getByRole('link').count()).resolves.toBe(dictionaryData.dictionaries.length + dictionaryData.valueSets.length);
    const ticketStatuses = page.getByRole('table', {name: 'Elementy słownika 40 opisane w dokumentacji'});
    await expect(ticketStatuses.innerText()).resolves.toMatch(/nie opublikowano\s+Uruchomiona/);
    const host = resolveSiteSettings(process.env).apiHostWaw;
    await expect(page.locator('#slownik-27 pre').innerText()).resolves.toContain(`${host}/services/dictionaries/27`);
    await expect(page.locator('#wartosci-clonetype table').innerText()).resolves.toMatch(
      /869\s+Nowa konfiguracja\.[\s\S]*870\s+Bieżąca konfiguracja\./,
    );
    expect(await componentViolations(page)).toEqual([]);
  });

  it('lands on the dictionary named in the address and highlights it', async () => {
    const {page} = opened;
    await gotoRoute(page, `${DICTIONARIES}#slownik-40`);
    await page.locator('#slownik-40[data-highlighted="true"]').waitFor();
    await expect(inViewport('#slownik-40')).resolves.toBe(true);
    await expect(page.locator('[data-highlighted="true"]').count()).resolves.toBe(1);
  });

  it('links an inline error code to its catalogue entry', async () => {
    const {page} = opened;
    await gotoRoute(page, DICTIONARIES);
    await page.locator('main a[href$="kody-bledow/#blad-429"]').first().click();
    await page.waitForURL(/\/services\/api\/kody-bledow\/#blad-429$/);
    await page.locator('#blad-429[data-highlighted="true"]').waitFor();
    await expect(inViewport('#blad-429')).resolves.toBe(true);
  });
});

describe('error catalogue page', () => {
  const rows = () => opened.page.locator('table tbody tr[id^="blad-"]');

  it('renders every entry with its anchor', async () => {
    const {page} = opened;
    await gotoRoute(page, CATALOGUE);
    const ids = await rows().evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids).toEqual(errorCatalogueData.errors.map((error) => `blad-${error.id}`));
    expect(await componentViolations(page)).toEqual([]);
  });

  it('filters by free text without diacritics and by area, and announces the count', async () => {
    const {page} = opened;
    await gotoRoute(page, CATALOGUE);
    const total = errorCatalogueData.errors.length;
    await page.getByRole('searchbox', {name: 'Szukaj w katalogu'}).fill('platnosc');
    await page.locator('#blad-rozliczenia-nieudana-platnosc-automatyczna').waitFor();
    await expect(page.locator('#blad-409').count()).resolves.toBe(0);
    const shown = await rows().count();
    expect(shown).toBeLessThan(total);
    await expect(page.getByRole('status').filter({hasText: 'Wyświetlane wpisy'}).innerText()).resolves.toBe(
      `Wyświetlane wpisy: ${shown} z ${total}.`,
    );

    await page.getByRole('button', {name: 'Wyczyść filtry'}).click();
    await page.getByRole('combobox', {name: 'Obszar'}).selectOption('otm');
    await expect(rows().evaluateAll((elements) => elements.map((element) => element.id))).resolves.toEqual([
      'blad-otm-domena-niezweryfikowana',
    ]);
    await page.getByRole('combobox', {name: 'Obszar'}).selectOption('all');
    await expect(rows().count()).resolves.toBe(total);
  });

  it.each(['light', 'dark'] as const)('passes axe after filtering, down to no results, in %s mode', async (colorScheme) => {
    const reader = await openPage({colorScheme});
    try {
      const {page} = reader;
      await gotoRoute(page, CATALOGUE);
      const search = page.getByRole('searchbox', {name: 'Szukaj w katalogu'});
      await search.fill('platnosc');
      await page.locator('#blad-rozliczenia-nieudana-platnosc-automatyczna').waitFor();
      expect(await componentViolations(page)).toEqual([]);
      await page.getByRole('combobox', {name: 'Obszar'}).selectOption('otm');
      await search.fill('zzzz-nie-ma-takiego-bledu');
      await expect(page.getByRole('status').filter({hasText: 'Wyświetlane wpisy'}).innerText()).resolves.toContain(
        `Wyświetlane wpisy: 0 z ${errorCatalogueData.errors.length}.`,
      );
      expect(await componentViolations(page)).toEqual([]);
      expect(reader.errors).toEqual([]);
    } finally {
      await reader.close();
    }
  });

  it('passes axe in dark mode too', async () => {
    const dark = await openPage({colorScheme: 'dark'});
    try {
      await gotoRoute(dark.page, `${CATALOGUE}#blad-409`);
      await dark.page.locator('#blad-409[data-highlighted="true"]').waitFor();
      expect(await componentViolations(dark.page)).toEqual([]);
      await gotoRoute(dark.page, `${DICTIONARIES}#slownik-12`);
      expect(await componentViolations(dark.page)).toEqual([]);
      expect(dark.errors).toEqual([]);
    } finally {
      await dark.close();
    }
  });

  it('lands on the entry named in the address, focuses it and highlights it', async () => {
    const {page} = opened;
    await gotoRoute(page, `${CATALOGUE}#blad-oci-snapshoty`);
    const row = page.locator('#blad-oci-snapshoty');
    await page.locator('#blad-oci-snapshoty[data-highlighted="true"]').waitFor();
    await expect(row.innerText()).resolves.toContain('wskazany w adresie strony');
    await expect(inViewport('#blad-oci-snapshoty')).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('blad-oci-snapshoty');
  });

  it('moves the highlight when a permalink inside the catalogue is clicked', async () => {
    const {page} = opened;
    await gotoRoute(page, CATALOGUE);
    await page.locator('#blad-500 th a').first().click();
    await page.waitForURL(/#blad-500$/);
    await page.locator('#blad-500[data-highlighted="true"]').waitFor();
    await expect(page.locator('[data-highlighted="true"]').count()).resolves.toBe(1);
  });
});

describe('machine-readable copies', () => {
  it('serves /pl/docs/api/dictionaries.json with the plugin data', async () => {
    const response = await fetch(url('/api/dictionaries.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const expected = buildDictionariesJson(
      {...dictionaryData, route: DICTIONARIES},
      {baseUrl: '/pl/docs/', dataFile: DICTIONARIES_DATA_FILE},
    );
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('serves /pl/docs/api/errors.json with the plugin data', async () => {
    const response = await fetch(url('/api/errors.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const expected = buildErrorsJson({...errorCatalogueData, route: CATALOGUE}, {baseUrl: '/pl/docs/', dataFile: ERRORS_DATA_FILE});
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
