import type {Locator, Page} from 'playwright-core';
import {axeViolations, gotoRoute, origin, pagesPerTest, waitForTransitions} from './support/browser';
import {smallText, smallTouchTargets} from './support/phoneChecks';
import {placesHoldingToken} from './support/secrets';

/** The API console of issue 35 ("Wypróbuj" on the API reference), in its sandbox mode. */
const ROUTE = '/services/api/referencja/maszyny-wirtualne-oci/';
const AUTH_ROUTE = '/services/api/autoryzacja/';
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
    // A check box or radio button is touched through its label (styles .check: 44 px tall).
    expect(
      await smallTouchTargets(dialog, 'input:not([type="checkbox"]):not([type="radio"]), select, textarea, button, label:has(> input)'),
    ).toEqual([]);
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

/** The tab's one token, as the reader values' sessionStorage entry holds it. */
const storedToken = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('reader-values') ?? '{}') as {token?: string}).token);

describe('the token helper on the authorization page, and one token for the whole site', () => {
  it('loads on the click with read-only preselected and makes a simulated token the console uses; "Wyczyść" removes it everywhere', async () => {
    const {page, errors} = await pages.open({width: 360});
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await gotoRoute(page, AUTH_ROUTE);
    await page.waitForLoadState('networkidle');
    // The helper's code is not in the page's first load.
    expect((await Promise.all(scripts.splice(0))).join('\n')).not.toContain('proba-odswiezenie');
    const helper = page.locator('[data-api-token-helper]');
    await helper.getByRole('button', {name: 'Uzyskaj token'}).click();
    const form = helper.locator('[data-page-token-helper]');
    await form.waitFor();
    // The form replaced the button: focus went into it.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-page-token-helper]') !== null)).toBe(true);
    await expect(helper.locator('[data-console-mode]').textContent()).resolves.toContain('Tryb próbny');
    await expect(form.locator('[data-grant-scope="example.api.readonly"]').isChecked()).resolves.toBe(true);
    await expect(form.locator('[data-grant-scope="example.api"]').isChecked()).resolves.toBe(false);
    await expect(form.locator('[data-grant-scope="offline_access"]').isChecked()).resolves.toBe(false);
    await form.locator('[data-grant-send]').click();
    await form.getByText('Błąd: Podaj login użytkownika.').waitFor();
    await form.locator('[data-grant-field="clientId"]').fill('moj-skrypt');
    await form.locator('[data-grant-field="clientSecret"]').fill('sekret');
    await form.locator('[data-grant-field="username"]').fill('anna.nowak');
    await form.locator('[data-grant-field="password"]').fill('haslo');
    await form.locator('[data-grant-send]').click();
    await form.getByText('Token próbny utworzony').waitFor();
    const token = await storedToken(page);
    // A read-only sandbox token says so (the sandbox refuses changes made with it, as the API does).
    expect(token).toMatch(/^proba-odczyt\.[0-9a-f]{16}\.[0-9a-f]{8}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await smallTouchTargets(form, 'input:not([type="checkbox"]):not([type="radio"]), button, label:has(> input)')).toEqual([]);
    expect(await axeViolations(page, '[data-api-token-helper]')).toEqual([]);

    // The page's own check of the token: its GET /instances console has it, and answers.
    const dialog = await tryIt(page, 'GET /instances');
    expect(await field(dialog, 'token').inputValue()).toBe(token);
    await field(dialog, 'query.fields').fill('Id,Name');
    expect((await send(dialog)).status).toBe('200');
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});

    // "Twoje wartości" on a reference page show the same token; their "Wyczyść" removes it for the console too.
    await gotoRoute(page, ROUTE);
    // A change sent with that read-only token is refused, as the API refuses it (403).
    const change = await tryIt(page, 'POST /instances');
    expect(await field(change, 'token').inputValue()).toBe(token);
    await field(change, 'body.InstanceName').fill('Serwer WWW');
    await field(change, 'body.TemplateId').fill('1187');
    await field(change, 'body.DiskSize').fill('20');
    expect((await send(change)).status).toBe('403');
    await page.keyboard.press('Escape');
    await change.waitFor({state: 'detached'});
    await page.getByRole('button', {name: 'Twoje wartości'}).first().click();
    const panel = page.getByRole('dialog', {name: 'Twoje wartości'});
    await panel.waitFor();
    expect(await panel.getByLabel('Token dostępu').inputValue()).toBe(token);
    expect(await placesHoldingToken(page, token, {article: 'article'})).toEqual([]);
    await panel.getByRole('button', {name: 'Wyczyść'}).click();
    await page.keyboard.press('Escape');
    await panel.waitFor({state: 'hidden'});
    expect(await page.evaluate(() => sessionStorage.getItem('reader-values'))).toBeNull();
    const cleared = await tryIt(page, 'GET /instances');
    expect(await field(cleared, 'token').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('a token typed in the console is the one "Twoje wartości" show; "Wyczyść token" in the console removes it there too', async () => {
    const page = await openReference();
    const dialog = await tryIt(page, 'GET /instances');
    await field(dialog, 'token').fill('Bearer abc.def-123');
    expect(await storedToken(page)).toBe('abc.def-123');
    // A malformed token is refused next to the field and nothing stale stays stored.
    await field(dialog, 'token').fill('abc def');
    expect(await errorOf(dialog, 'token')).toContain('spacji');
    expect(await storedToken(page)).toBeUndefined();
    await field(dialog, 'token').fill('abc.def-123');
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    await page.getByRole('button', {name: 'Twoje wartości'}).first().click();
    const panel = page.getByRole('dialog', {name: 'Twoje wartości'});
    expect(await panel.getByLabel('Token dostępu').inputValue()).toBe('abc.def-123');
    await page.keyboard.press('Escape');
    await panel.waitFor({state: 'hidden'});
    const again = await tryIt(page, 'GET /instances');
    expect(await field(again, 'token').inputValue()).toBe('abc.def-123');
    await again.locator('[data-console-clear-token]').click();
    expect(await field(again, 'token').inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('token');
    expect(await page.evaluate(() => sessionStorage.getItem('reader-values'))).toBeNull();
  });
});

describe("a reader's journey", () => {
  it('from a reference page to a successful sandbox call on a 360×740 phone, with the keyboard alone', async () => {
    const {page, errors} = await pages.open({width: 360});
    await page.setViewportSize({width: 360, height: 740});
    await gotoRoute(page, ROUTE);
    let presses = 0;
    /** Presses a key until the focused element matches, counting the presses (a bound stops a lost focus). */
    const tabTo = async (accept: string): Promise<void> => {
      for (let tries = 0; tries < 150; tries++) {
        await page.keyboard.press('Tab');
        presses += 1;
        if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, accept)) return;
      }
      throw new Error(`Tab never reached ${accept}`);
    };
    await tabTo('[data-api-try-it="GET /instances"] button');
    await page.keyboard.press('Enter');
    presses += 1;
    const dialog = page.locator(CONSOLE);
    await dialog.locator('[data-console-send]').waitFor();
    await tabTo('[data-field="query.fields"]');
    await page.keyboard.type('Id,Name');
    // Enter in a field sends the form.
    await page.keyboard.press('Enter');
    presses += 1;
    const status = dialog.locator('[data-console-status]');
    await status.waitFor();
    expect(await status.getAttribute('data-console-status')).toBe('200');
    const items = (JSON.parse((await dialog.locator('[data-console-body]').textContent()) ?? 'null') as {Items: object[]}).Items;
    expect(items.map((item) => Object.keys(item).sort())).toContainEqual(['Id', 'Name']);
    // The answer took the focus and is on screen, on the phone's width.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('api-console-answer');
    const box = await dialog.locator('[data-console-answer] h3').boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 740 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // Reported, not asserted against a clock: the count is what a reader's minute depends on.
    console.log(`journey: ${presses} key presses from the page to the answer`);
    expect(presses).toBeLessThanOrEqual(120);
    expect(errors).toEqual([]);
  });
});
