import type {Locator, Page} from 'playwright-core';
import {axeViolations, gotoRoute, pagesPerTest, type OpenedPage} from './support/browser';

/** The OTM failover simulator of issue 7 on the two traffic manager pages that embed it. */
const CONCEPTS = '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/';
const EXAMPLE = '/services/traffic-manager/praktyczny-przyklad-zastosowania-uslugi-otm/';
const WIDGET = '[data-otm-simulator]';

const card = (page: Page, id: string): Locator => page.locator(`${WIDGET} [data-server="${id}"]`);
const group = (page: Page, name: 'main' | 'backup'): Locator => page.locator(`${WIDGET} [data-group="${name}"]`);
const log = (page: Page): Locator => page.locator(WIDGET).getByRole('log');
const text = async (locator: Locator): Promise<string> => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');
const failButton = (page: Page, id: string): Locator =>
  card(page, id).getByRole('button', {name: `Symuluj awarię serwera ${id}`, exact: true});

const pages = pagesPerTest();
let opened: OpenedPage | undefined;

async function open(route: string, colorScheme: 'light' | 'dark' = 'light', width?: number): Promise<Page> {
  opened = await pages.open({colorScheme, width});
  await gotoRoute(opened.page, route);
  await opened.page.locator(WIDGET).waitFor();
  return opened.page;
}

describe('OTM simulator', () => {
  it('lets the hotspare take over a failed active and explains it in the log', async () => {
    const page = await open(CONCEPTS);
    expect(await page.locator(WIDGET).count()).toBe(1);
    expect(await text(card(page, 'active-1'))).toContain('Obsługuje ruch');
    expect(await text(card(page, 'hotspare-1'))).toContain('Gotowy do przejęcia ruchu');

    await failButton(page, 'active-1').click();

    expect(await text(card(page, 'active-1'))).toMatch(/Awaria.*Offline/);
    expect(await text(card(page, 'hotspare-1'))).toMatch(/Obsługuje ruch.*100%.*Zastępuje\s*active-1/);
    expect(await text(log(page))).toMatch(/Reguła 1 grupy głównej \(polityka automatyczna\): serwer z rolą Aktywny active-1 nie działa/);
    expect(await text(page.locator(`${WIDGET} [data-answer]`))).toContain('192.0.2.20');
    expect(opened?.errors).toEqual([]);
  });

  it('moves traffic to the backup group when the whole main group fails, driven by the keyboard', async () => {
    const page = await open(CONCEPTS);
    await failButton(page, 'active-1').focus();
    await page.keyboard.press('Enter');
    await failButton(page, 'hotspare-1').focus();
    await page.keyboard.press('Space');

    expect(await text(group(page, 'backup'))).toContain('Aktywna: obsługuje ruch');
    expect(await text(group(page, 'main'))).toContain('Nieaktywna: nie obsługuje ruchu');
    expect(await text(card(page, 'backup-1'))).toMatch(/Obsługuje ruch.*50%/);
    expect(await text(card(page, 'backup-2'))).toMatch(/Obsługuje ruch.*50%/);
    expect(await text(log(page))).toContain('Reguła 1 grup (polityka automatyczna)');
    expect(await text(page.locator(`${WIDGET} [data-answer]`))).toMatch(/198\.51\.100\.10, 198\.51\.100\.20/);
  });

  it('runs the practical example of its page', async () => {
    const page = await open(EXAMPLE);
    for (const id of ['waw-1', 'waw-2', 'waw-3']) await failButton(page, id).click();
    expect(await text(group(page, 'backup'))).toContain('Aktywna: obsługuje ruch');
    expect(await text(card(page, 'krk-1'))).toContain('50%');
  });

  it('fits a narrow phone screen without horizontal scrolling', async () => {
    const page = await open(CONCEPTS, 'light', 360);
    const overflow = await page.locator(WIDGET).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it.each(['light', 'dark'] as const)('has no axe violations after interaction in %s mode', async (colorScheme) => {
    const page = await open(CONCEPTS, colorScheme);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
    await failButton(page, 'active-1').click();
    await page.locator(WIDGET).getByLabel('Polityka serwerów (grupa główna)').selectOption('manual');
    await page.locator(WIDGET).getByLabel('Polityka grup').selectOption('manual');
    // A policy change keeps the simulated failure (issue 24): the card offers the restore button.
    expect(await card(page, 'active-1').getByRole('button', {name: 'Przywróć działanie serwera active-1', exact: true}).count()).toBe(1);
    await card(page, 'hotspare-1').getByRole('switch').click();
    expect(await card(page, 'hotspare-1').getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await page.locator(WIDGET).getByRole('button', {name: 'Aktywuj ręcznie grupę zapasową'}).click();
    expect(await text(group(page, 'backup'))).toContain('Aktywna: obsługuje ruch');
    expect(await axeViolations(page, WIDGET)).toEqual([]);
  });
});
