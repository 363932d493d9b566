import {axeViolations, gotoRoute, pagesPerTest} from './support/browser';

// Issue 35: the reference's code samples beyond curl (loaded when their tab is shown, the choice
// remembered) and "Twoje wartości" (the reader's values in every sample, the token kept in the
// tab's sessionStorage only). The substitution rules themselves are unit-tested
// (plugins/api-reference/__tests__/readerValues.test.ts); this checks the page wiring.
const VM_PAGE = '/services/api/referencja/maszyny-wirtualne-oci/';
const EXAMPLES_PAGE = '/services/api/przyklady/';
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.probny.token';
const {open} = pagesPerTest();

describe('code samples on a reference page', () => {
  it('show Python, JavaScript and Go on demand and remember the chosen language on the next load', async () => {
    const {page, errors} = await open();
    await gotoRoute(page, `${VM_PAGE}#instances-post`);
    const samples = page.locator('[data-api-samples]').first();
    await samples.getByRole('tab', {name: 'Go'}).click();
    await samples.locator('pre', {hasText: 'package main'}).waitFor();
    await samples.getByRole('tab', {name: 'Python'}).click();
    const python = samples.locator('pre', {hasText: 'import requests'});
    await python.waitFor();
    expect(await python.innerText()).toMatch(/response = requests\.(get|post|put|delete)\(url, /);
    await gotoRoute(page, VM_PAGE);
    await page.locator('[data-api-samples] pre', {hasText: 'import requests'}).first().waitFor();
    expect(errors).toEqual([]);
  });
});

describe('"Twoje wartości"', () => {
  it('fill the samples, keep the token out of them unless asked and in sessionStorage only, and clear', async () => {
    const {page, context, errors} = await open({width: 360});
    await gotoRoute(page, EXAMPLES_PAGE);
    await page.getByRole('button', {name: 'Twoje wartości'}).first().click();
    const dialog = page.getByRole('dialog', {name: 'Twoje wartości'});
    await dialog.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await dialog.getByLabel('Identyfikator maszyny (instancji)').fill('12 a');
    expect(await dialog.getByText('Podaj dodatnią liczbę całkowitą').count()).toBe(1);
    await dialog.getByLabel('Identyfikator maszyny (instancji)').fill('30999');
    await dialog.getByLabel('Identyfikator szablonu (TemplateId)').fill('4242');
    await dialog.getByLabel('Region', {exact: true}).selectOption('krk');
    await dialog.getByLabel('Token dostępu').fill(TOKEN);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'hidden'});

    const article = page.locator('article');
    await article.locator('pre', {hasText: '"TemplateId": 4242'}).first().waitFor();
    // textContent: the Terraform tab is hidden until chosen.
    const text = (await article.textContent()) ?? '';
    expect(text).toContain('/instances/30999');
    expect(text).toContain('pl2-api.example.com');
    expect(text).toContain('template_id             = 4242');
    expect(text).not.toContain(TOKEN);

    // The token: in sessionStorage, nowhere else.
    const stores = await page.evaluate(() => ({
      local: JSON.stringify({...localStorage}),
      cookie: document.cookie,
      url: location.href,
      dataLayer: JSON.stringify((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []),
      session: sessionStorage.getItem('reader-values') ?? '',
    }));
    expect(stores.session).toContain(TOKEN);
    for (const place of [stores.local, stores.cookie, stores.url, stores.dataLayer]) expect(place).not.toContain(TOKEN);
    expect((await context.cookies()).map((cookie) => cookie.value).join()).not.toContain(TOKEN);

    // On purpose: the samples then carry it.
    await page.getByRole('button', {name: 'Twoje wartości'}).first().click();
    await dialog.getByLabel(/Wstawiaj token do przykładów/).check();
    await article
      .locator('pre', {hasText: `Bearer ${TOKEN}`})
      .first()
      .waitFor();

    await dialog.getByRole('button', {name: 'Wyczyść'}).click();
    await article.locator('pre', {hasText: '"TemplateId": 1187'}).first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('reader-values'))).toBeNull();
    expect(await article.textContent()).not.toContain(TOKEN);
    expect(errors).toEqual([]);
  });
});
