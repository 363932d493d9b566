import type {Locator, Page} from 'playwright-core';
import {axeViolations, gotoRoute, origin, pagesPerTest, waitForTransitions} from './support/browser';
import {smallText, smallTouchTargets} from './support/phoneChecks';

/** The API console of issue 35 ("Wypróbuj" on the API reference), in its sandbox mode. */
const ROUTE = '/services/api/referencja/maszyny-wirtualne-oci/';
const CONSOLE = '[data-api-console]';

const pages = pagesPerTest();

async function openReference(options: {colorScheme?: 'light' | 'dark'; width?: number} = {}): Promise<Page> {
  const opened = await pages.open(options);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: origin()});
  await gotoRoute(opened.page, ROUTE);
  return opened.page;
}

/** Clicks "Wypróbuj" under an operation and waits for its console (its code loads only then). */
async function tryIt(page: Page, operation: string): Promise<Locator> {
  await page.locator(`[data-api-try-it="${operation}"] button`).click();
  const dialog = page.locator(CONSOLE);
  await dialog.locator('[data-console-send]').waitFor();
  return dialog;
}

const field = (dialog: Locator, key: string): Locator => dialog.locator(`[data-field="${key}"]`);

/** The error element a control names in aria-describedby. */
async function errorOf(dialog: Locator, key: string): Promise<string> {
  const ids = ((await field(dialog, key).getAttribute('aria-describedby')) ?? '').split(' ');
  for (const id of ids) {
    const element = dialog.page().locator(`[id="${id}"][data-field-error]`);
    if ((await element.count()) > 0) return ((await element.textContent()) ?? '').trim();
  }
  return '';
}

async function send(dialog: Locator): Promise<{status: string; body: unknown}> {
  await dialog.locator('[data-console-send]').click();
  const status = dialog.locator('[data-console-status]');
  await status.waitFor();
  const text =
    (await dialog.locator('[data-console-body]').count()) > 0 ? await dialog.locator('[data-console-body]').textContent() : 'null';
  return {status: (await status.getAttribute('data-console-status')) ?? '', body: JSON.parse(text ?? 'null') as unknown};
}

describe('API console in sandbox mode', () => {
  it('loads its code only when opened', async () => {
    const page = await openReference();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.waitForLoadState('networkidle');
    expect(await page.locator(CONSOLE).count()).toBe(0);
    await tryIt(page, 'GET /instances');
    const loaded = (await Promise.all(scripts)).join('\n');
    expect(loaded).toContain('Scenariusz odpowiedzi');
  });

  it('GET /instances with fields=Id,Name and pageSize: 200, only Id and Name, marked simulated; curl without the token', async () => {
    const page = await openReference();
    const dialog = await tryIt(page, 'GET /instances');
    await expect(dialog.locator('[data-console-mode]').textContent()).resolves.toContain('Tryb próbny');
    await field(dialog, 'token').fill('abc.def-123');
    await field(dialog, 'query.fields').fill('Id,Name');
    await field(dialog, 'query.pageSize').fill('3');
    const {status, body} = await send(dialog);
    expect(status).toBe('200');
    const items = (body as {Items: Array<Record<string, unknown>>}).Items;
    expect(items).toHaveLength(3);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['Id', 'Name']);
    await expect(dialog.locator('[data-console-simulated]').textContent()).resolves.toContain('symulowana');
    // The status links its catalogue entry.
    expect(await dialog.locator('[data-console-status] a').getAttribute('href')).toContain('/services/api/kody-bledow/#blad-200');

    await dialog.locator('[data-console-curl]').click();
    await dialog.getByText('Skopiowano polecenie curl.').waitFor();
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toContain("curl -X GET 'https://pl1-api.example.com/services/instances?pageSize=3&fields=Id%2CName'");
    expect(curl).toContain('Authorization: Bearer $TOKEN');
    expect(curl).not.toContain('abc.def-123');

    // The token lives in sessionStorage only.
    const stores = await page.evaluate(() => ({
      session: (JSON.parse(sessionStorage.getItem('reader-values') ?? '{}') as {token?: string}).token,
      local: JSON.stringify({...localStorage}),
      cookie: document.cookie,
      address: location.href,
      dataLayer: JSON.stringify((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []),
    }));
    expect(stores.session).toBe('abc.def-123');
    for (const place of [stores.local, stores.cookie, stores.address, stores.dataLayer]) expect(place).not.toContain('abc.def-123');
  });

  it('POST /instances with DiskSize 1000 is stopped before sending, with a Polish message next to the field', async () => {
    const page = await openReference();
    const dialog = await tryIt(page, 'POST /instances');
    await field(dialog, 'body.InstanceName').fill('Serwer WWW');
    await field(dialog, 'body.TemplateId').fill('1187');
    await field(dialog, 'body.DiskSize').fill('1000');
    await dialog.locator('[data-console-send]').click();
    await dialog.locator('[data-field-error]').first().waitFor();
    expect(await errorOf(dialog, 'body.DiskSize')).toBe('Błąd: Dozwolone wartości: od 5 do 300.');
    expect(await field(dialog, 'body.DiskSize').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.locator('[data-console-answer]').count()).toBe(0);
    // Focus goes to the field to correct.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('body.DiskSize');
  });

  it('follows the ticket POST /instances returns until it ends', async () => {
    const page = await openReference();
    const dialog = await tryIt(page, 'POST /instances');
    await field(dialog, 'body.InstanceName').fill('Serwer WWW');
    await field(dialog, 'body.TemplateId').fill('1187');
    await field(dialog, 'body.DiskSize').fill('20');
    const {status, body} = await send(dialog);
    expect(status).toBe('200');
    expect(body).toMatchObject({Progress: 0, ObjectName: 'Serwer WWW'});
    await dialog.locator('[data-console-follow]').click();
    await dialog.locator('[data-console-ticket="100"]').waitFor({timeout: 20_000});
    await expect(dialog.locator('[data-console-ticket]').textContent()).resolves.toContain('postęp 100%');
  });

  it.each(['light', 'dark'] as const)('has no axe violations with the console open and answered, in %s mode', async (colorScheme) => {
    const page = await openReference({colorScheme});
    expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
    const dialog = await tryIt(page, 'POST /instances');
    await field(dialog, 'body.DiskSize').fill('1000');
    await dialog.locator('[data-console-send]').click();
    await dialog.locator('[data-field-error]').first().waitFor();
    await waitForTransitions(page);
    expect(await axeViolations(page, CONSOLE)).toEqual([]);
    await field(dialog, 'body.InstanceName').fill('Serwer WWW');
    await field(dialog, 'body.TemplateId').fill('1187');
    await field(dialog, 'body.DiskSize').fill('20');
    await send(dialog);
    expect(await axeViolations(page, CONSOLE)).toEqual([]);
    // Opaque: the dialog paints its own background, not a see-through one.
    const background = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toMatch(/^rgb\(/);
  });

  it('fits a 360 px phone without sideways scrolling, with touch-sized controls and readable text', async () => {
    const page = await openReference({width: 360});
    const dialog = await tryIt(page, 'GET /instances');
    await field(dialog, 'query.pageSize').fill('2');
    await send(dialog);
    await dialog.locator('[data-console-curl]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
    expect(await smallTouchTargets(dialog, 'input:not([type="checkbox"]), select, textarea, button')).toEqual([]);
    expect(await smallText(dialog, 'p, label, li, span, button, pre')).toEqual([]);
  });

  it('is usable by keyboard: Escape closes it and focus returns to the page', async () => {
    const page = await openReference();
    const button = page.locator('[data-api-try-it="GET /instances"] button');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator(CONSOLE);
    await dialog.locator('[data-console-send]').waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Wypróbuj');
  });
});
