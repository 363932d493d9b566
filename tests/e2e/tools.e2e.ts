import type {Locator, Page} from 'playwright-core';
import {axeViolations, eventually, gotoRoute, origin, waitForTransitions, pagesPerTest, type OpenedPage} from './support/browser';
import {smallText, smallTouchTargets} from './support/phoneChecks';

/** The tools of issue 17 on the pages that show them, and the tools page that lists them. */
const TOOLS = {
  builder: {
    selector: '[data-tool="instance-request-builder"]',
    routes: ['/services/api/przyklady/', '/services/terraform/', '/faq/faq/tworzenie-maszyny-wirtualnej/'],
  },
  payments: {
    selector: '[data-tool="payments-calculator"]',
    routes: ['/billing/sposoby-doladowan/', '/billing/metody-platnosci/', '/faq/faq/platnosci-automatyczne/'],
  },
  kubernetes: {
    selector: '[data-tool="kubernetes-manifests"]',
    routes: ['/services/kubernetes-service/storage/', '/services/kubernetes-service/load-balancer/'],
  },
  otm: {
    selector: '[data-tool="traffic-manager-record-check"]',
    routes: [
      '/services/traffic-manager/dodawanie-domeny-tryb-podstawowy/',
      '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/',
    ],
  },
} as const;

const pages = pagesPerTest();
let opened: OpenedPage | undefined;

async function open(route: string, selector: string, options: {colorScheme?: 'light' | 'dark'; width?: number} = {}): Promise<Page> {
  opened = await pages.open(options);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: origin()});
  await gotoRoute(opened.page, route);
  await opened.page.locator(selector).waitFor();
  return opened.page;
}

const input = (tool: Locator, field: string): Locator => tool.locator(`[data-field="${field}"]`);
/** The error element a control names in aria-describedby. */
async function errorOf(tool: Locator, field: string): Promise<string> {
  const ids = ((await input(tool, field).getAttribute('aria-describedby')) ?? '').split(' ');
  for (const id of ids) {
    const element = tool.page().locator(`[id="${id}"][data-field-error]`);
    if ((await element.count()) > 0) return ((await element.textContent()) ?? '').trim();
  }
  return '';
}
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const visibleOutput = (tool: Locator) => tool.locator('[data-tool-output]:visible').first();

describe('instance request builder', () => {
  it('builds the request as it is typed, shows the Polish error under its field and copies JSON and curl', async () => {
    const page = await open(TOOLS.builder.routes[0], TOOLS.builder.selector);
    const tool = page.locator(TOOLS.builder.selector);
    await input(tool, 'TemplateId').fill('1187');
    await input(tool, 'InstanceName').fill('Serwer www 1');
    const body = JSON.parse((await visibleOutput(tool).textContent()) ?? '');
    expect(body).toMatchObject({InstanceName: 'Serwer www 1', TypeId: 34, TemplateId: 1187, DiskSize: 20, InstancesCount: 1});

    await input(tool, 'DiskSize').fill('301');
    expect(await errorOf(tool, 'DiskSize')).toBe('⚠ Błąd: Pojemność dysku (DiskSize) to liczba całkowita od 5 do 300 GB.');
    expect(await input(tool, 'DiskSize').getAttribute('aria-invalid')).toBe('true');
    expect(await tool.locator('[data-tool-output]').count()).toBe(0);
    await input(tool, 'DiskSize').fill('300');
    expect(await errorOf(tool, 'DiskSize')).toBe('');

    await tool.getByRole('button', {name: 'Kopiuj JSON'}).click();
    expect(
      JSON.parse(
        await eventually(
          () => clipboard(page),
          (text) => text.includes('"DiskSize": 300'),
        ),
      ),
    ).toMatchObject({DiskSize: 300});
    await tool.getByRole('tab', {name: 'curl'}).click();
    await tool.getByRole('button', {name: 'Kopiuj polecenie curl'}).click();
    expect(
      await eventually(
        () => clipboard(page),
        (text) => text.startsWith('curl'),
      ),
    ).toMatch(/^curl -sS -X POST "https:\/\/[^"]+\/services\/instances"/);
    expect(opened?.errors).toEqual([]);
  });

  it('encodes the init script to base64 and is driven by the keyboard alone', async () => {
    const page = await open(TOOLS.builder.routes[2], TOOLS.builder.selector);
    const tool = page.locator(TOOLS.builder.selector);
    await input(tool, 'TemplateId').focus();
    await page.keyboard.type('1187');
    await input(tool, 'InitScript').focus();
    await page.keyboard.type('echo zażółć');
    const body = JSON.parse((await visibleOutput(tool).textContent()) ?? '');
    expect(Buffer.from(body.InitScript, 'base64').toString('utf8')).toBe('echo zażółć');
    await tool.getByRole('tab', {name: 'JSON'}).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await tool.getByRole('tab', {name: 'Terraform'}).getAttribute('aria-selected')).toBe('true');
    // The 1.x line is the default: its provider blocks, then the instance with the script in base64.
    const terraform = (await visibleOutput(tool).textContent()) ?? '';
    expect(terraform).toMatch(/^terraform \{/);
    expect(terraform).toMatch(/\nresource "[a-z0-9-]+_instance" "maszyna" \{/);
    expect(terraform).toContain(`init_script             = "${Buffer.from('echo zażółć').toString('base64')}"`);
  });

  it('is on every page the issue names', async () => {
    for (const route of TOOLS.builder.routes.slice(1)) {
      const page = await open(route, TOOLS.builder.selector);
      expect(await page.locator(TOOLS.builder.selector).count()).toBe(1);
      await opened?.close();
      opened = undefined;
    }
  });
});

describe('payments calculator', () => {
  it('gives minimums and eligibility with their rules, a Polish error for a bad amount, and copies the answer', async () => {
    const page = await open(TOOLS.payments.routes[0], TOOLS.payments.selector);
    const tool = page.locator(TOOLS.payments.selector);
    expect(await tool.locator('[data-outcome="card"]').textContent()).toContain('250 PLN');
    await input(tool, 'totalPayments').fill('600');
    expect(await tool.locator('[data-outcome="card"]').textContent()).toMatch(/50 PLN.*przekracza próg 500 PLN/);
    expect(await tool.locator('[data-outcome="automatic"]').textContent()).toContain('można włączyć');
    await input(tool, 'totalPayments').fill('-1');
    expect(await errorOf(tool, 'totalPayments')).toBe('⚠ Błąd: Suma wpłat: kwota nie może być ujemna.');
    await input(tool, 'totalPayments').fill('100');
    await tool.getByRole('button', {name: 'Kopiuj wynik'}).click();
    expect(
      await eventually(
        () => clipboard(page),
        (text) => text.startsWith('Najmniejsze'),
      ),
    ).toMatch(/^Najmniejsze doładowanie kartą: 250 PLN\./);
  });

  it('is on every page the issue names', async () => {
    for (const route of TOOLS.payments.routes.slice(1)) {
      const page = await open(route, TOOLS.payments.selector);
      expect(await page.locator(TOOLS.payments.selector).count()).toBe(1);
      await opened?.close();
      opened = undefined;
    }
  });
});

describe('Kubernetes manifests', () => {
  it('writes the storage class and claim, refuses a malformed size in Polish and copies the YAML', async () => {
    const page = await open(TOOLS.kubernetes.routes[0], TOOLS.kubernetes.selector);
    const tool = page.locator(TOOLS.kubernetes.selector);
    await input(tool, 'tier').selectOption('5');
    expect(await visibleOutput(tool).textContent()).toContain('tier: "5"');
    await input(tool, 'size').fill('20 GB');
    expect(await errorOf(tool, 'size')).toContain('Rozmiar „20 GB” ma zły zapis');
    await input(tool, 'size').fill('30Gi');
    await tool.getByRole('button', {name: 'Kopiuj manifest YAML'}).click();
    expect(
      await eventually(
        () => clipboard(page),
        (text) => text.includes('storage: 30Gi'),
      ),
    ).toMatch(/kind: StorageClass[\s\S]*---\n[\s\S]*kind: PersistentVolumeClaim/);
  });

  it('checks the load balancer ports', async () => {
    const page = await open(TOOLS.kubernetes.routes[1], TOOLS.kubernetes.selector);
    const tool = page.locator(TOOLS.kubernetes.selector);
    await tool.getByLabel('SSL włączony (k44sSslEnabled)').uncheck();
    expect(await errorOf(tool, 'ports')).toContain('Para portów 80 i 443 w trybie HTTP wymaga włączonego SSL');
    await input(tool, 'ports').fill('80');
    expect(await errorOf(tool, 'ports')).toBe('');
    await tool.getByRole('button', {name: 'Kopiuj sekcję ports'}).click();
    expect(
      await eventually(
        () => clipboard(page),
        (text) => text.startsWith('ports:'),
      ),
    ).toContain('port: 80');
  });
});

describe('traffic manager record check', () => {
  it('checks the record name and the monitor and copies the summary', async () => {
    const page = await open(TOOLS.otm.routes[1], TOOLS.otm.selector);
    const tool = page.locator(TOOLS.otm.selector);
    await input(tool, 'delay').fill('31');
    expect(await errorOf(tool, 'delay')).toBe('⚠ Błąd: Opóźnienie powiadomienia: 0 (natychmiast) albo od 1 do 30 minut.');
    await input(tool, 'delay').fill('30');
    await input(tool, 'recordName').fill('sklep_www');
    expect(await errorOf(tool, 'recordName')).toContain('usuń: „_”');
    await input(tool, 'recordName').fill('sklep-www');
    await tool.getByRole('button', {name: 'Kopiuj podsumowanie'}).click();
    expect(
      await eventually(
        () => clipboard(page),
        (text) => text.startsWith('Rekord'),
      ),
    ).toContain('Rekord sklep-www: nazwa poprawna');
  });

  it('is on the domain page too', async () => {
    const page = await open(TOOLS.otm.routes[0], TOOLS.otm.selector);
    expect(await page.locator(TOOLS.otm.selector).count()).toBe(1);
  });
});

/** Puts each tool into an error state, so that axe sees the error texts and invalid fields. */
const showError: Record<keyof typeof TOOLS, (tool: Locator) => Promise<void>> = {
  builder: (tool) => input(tool, 'DiskSize').fill('4'),
  payments: (tool) => input(tool, 'totalPayments').fill('-1'),
  kubernetes: (tool) => input(tool, 'name').fill('Zła nazwa'),
  otm: (tool) => input(tool, 'recordName').fill('zła nazwa'),
};

describe.each(Object.keys(TOOLS) as Array<keyof typeof TOOLS>)('%s', (key) => {
  const {selector, routes} = TOOLS[key];

  it('fits a 360 px phone without sideways scrolling, with touch-sized controls and readable text', async () => {
    const page = await open(routes[0], selector, {width: 360});
    const tool = page.locator(selector);
    await showError[key](tool);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await tool.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await smallTouchTargets(tool, 'input:not([type="checkbox"]):not([type="radio"]), select, textarea, button')).toEqual([]);
    expect(await smallText(tool, 'p, label, li, legend, strong, span, button')).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('has no axe violations while showing an error, in %s mode', async (colorScheme) => {
    const page = await open(routes[0], selector, {colorScheme});
    expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
    await showError[key](page.locator(selector));
    await waitForTransitions(page);
    expect(await page.locator(`${selector} [data-field-error]:not(:empty)`).count()).toBeGreaterThan(0);
    expect(await axeViolations(page, selector)).toEqual([]);
  });
});

describe('pages without a tool', () => {
  it.each(['/billing/faktury/', '/narzedzia/'])("%s loads none of the tools' code", async (route) => {
    opened = await pages.open();
    const scripts: Promise<string>[] = [];
    opened.page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await gotoRoute(opened.page, route);
    await opened.page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    expect(code).toContain('data-has-hydrated');
    for (const marker of ['instance-request-builder', 'payments-calculator', 'kubernetes-manifests', 'traffic-manager-record-check']) {
      expect(code).not.toContain(marker);
    }
  });
});

describe('tools page', () => {
  it('lists every tool and links to the pages that show it', async () => {
    opened = await pages.open();
    await gotoRoute(opened.page, '/narzedzia/');
    const page = opened.page;
    expect(await page.locator('h1').textContent()).toBe('Narzędzia');
    const hrefs = await page
      .locator('article a[href]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    for (const route of Object.values(TOOLS).flatMap((tool) => tool.routes)) {
      expect(hrefs).toContain(`/pl/docs${route}`);
    }
    expect(await page.locator('.theme-doc-sidebar-menu a[href$="/narzedzia/"]').count()).toBe(1);
  });
});
