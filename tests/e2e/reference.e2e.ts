import {axeViolations, closeBrowser, gotoRoute, openPage, waitForTransitions, type OpenedPage} from './support/browser';

// The API reference (issue 25): an operation entry, the remembered region switch of its samples,
// phones, colour modes, and search by a path pasted from a real request.
const VM_PAGE = '/services/api/referencja/maszyny-wirtualne-oci/';
const DISKS_PAGE = '/services/api/referencja/dyski-ovs/';
const WAW = 'https://pl1-api.example.com/services';
const KRK = 'https://pl2-api.example.com/services';

let opened: OpenedPage;

afterEach(async () => {
  await opened?.close();
});

afterAll(async () => {
  await closeBrowser();
});

describe('an operation entry', () => {
  it('has its method and path, parameter and field tables, and samples that follow the chosen region across pages', async () => {
    opened = await openPage();
    await gotoRoute(opened.page, VM_PAGE);
    await opened.page.evaluate(() => window.localStorage.removeItem('api-samples-region'));
    await gotoRoute(opened.page, `${VM_PAGE}#instances-post`);
    const entry = opened.page.locator('h2#instances-post');
    expect(await entry.count()).toBe(1);
    const section = opened.page.locator('article');
    expect(await section.innerText()).toContain('POST /instances');
    const samples = opened.page.locator('[data-api-samples]').first();
    expect(await samples.locator('pre').first().innerText()).toContain(WAW);
    await samples.getByLabel('Region w przykładach').selectOption('krk');
    expect(await samples.locator('pre').first().innerText()).toContain(KRK);
    // Every sample on the page follows, and the next page remembers the choice.
    expect(await opened.page.locator('[data-api-samples="waw"]').count()).toBe(0);
    await gotoRoute(opened.page, DISKS_PAGE);
    await opened.page.locator('[data-api-samples="krk"]').first().waitFor();
    expect(await opened.page.locator('[data-api-samples] pre').first().innerText()).toContain(KRK);
    expect(opened.errors).toEqual([]);
  });
});

describe.each([
  ['light', 360],
  ['dark', 1280],
] as const)('a reference page in %s mode at %i px', (colorScheme, width) => {
  it('does not scroll sideways and is axe clean', async () => {
    opened = await openPage({colorScheme, width});
    await gotoRoute(opened.page, DISKS_PAGE);
    await waitForTransitions(opened.page);
    expect(await opened.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(opened.page, 'article')).toEqual([]);
    expect(opened.errors).toEqual([]);
  });
});

describe('search', () => {
  it.each([['/instances/123/clone_ticket'], ['/services/instances/123/clone_ticket']])(
    'finds the operation for the pasted path %s',
    async (pasted) => {
      opened = await openPage();
      await gotoRoute(opened.page, '/');
      const box = opened.page.locator('nav input[data-search-pl]').first();
      await box.click();
      await box.fill(pasted);
      // The box shows the guides' hits at once and adds the reference part when it arrives.
      const entry = opened.page.locator('nav [role=option][data-url*="/services/api/referencja/maszyny-wirtualne-oci/#instances-clone"]');
      await entry.waitFor({state: 'attached', timeout: 10_000});
      const urls = await opened.page
        .locator('nav [role=option]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-url') ?? ''));
      expect(urls.findIndex((address) => address.includes('#instances-clone'))).toBe(0);
    },
  );
});
