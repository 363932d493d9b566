import {closeBrowser, gotoRoute, launch, openPage, url, type OpenedPage} from './support/browser';
import {resolveSiteSettings} from '../../src/siteSettings';

// A printed page (issue 10): no navigation, sidebars or widget controls; links show where they
// lead; diagrams are on paper even when the reader never scrolled to them.
const OTM_PAGE = '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/';
const siteOrigin = new URL(resolveSiteSettings(process.env).docsSiteUrl).origin;

let opened: OpenedPage;

beforeEach(async () => {
  opened = await openPage({width: 1280});
});

afterEach(async () => {
  await opened.close();
});

afterAll(async () => {
  await closeBrowser();
});

/** How many elements of each selector the page shows (in the current media). */
function shownCounts(selectors: string[]): Promise<Record<string, number>> {
  return opened.page.evaluate(
    (list) =>
      Object.fromEntries(
        list.map((selector) => [
          selector,
          Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => element.getClientRects().length > 0).length,
        ]),
      ),
    selectors,
  );
}

/** Whether each selector has at least one element the page shows. */
async function printedSelectors(selectors: string[]): Promise<Record<string, boolean>> {
  const counts = await shownCounts(selectors);
  return Object.fromEntries(Object.entries(counts).map(([selector, count]) => [selector, count > 0]));
}

it('prints the article alone, without navigation, sidebars or page controls', async () => {
  await gotoRoute(opened.page, '/services/api/przyklady/');
  await opened.page.emulateMedia({media: 'print'});
  const chrome = [
    '.navbar',
    '.theme-doc-sidebar-container',
    '.theme-doc-toc-desktop',
    '.pagination-nav',
    '.footer',
    '.theme-doc-breadcrumbs',
  ];
  expect(await printedSelectors([...chrome, 'article h1', '.theme-code-block pre', '.markdown button'])).toEqual({
    ...Object.fromEntries(chrome.map((selector) => [selector, false])),
    'article h1': true,
    '.theme-code-block pre': true,
    '.markdown button': false,
  });
  // The article uses the whole width of the paper.
  const widths = await opened.page.evaluate(() => ({
    article: document.querySelector('article')!.getBoundingClientRect().width,
    page: document.documentElement.clientWidth,
  }));
  expect(widths.article / widths.page).toBeGreaterThan(0.85);
  await opened.page.emulateMedia({media: 'screen'});
  expect(await printedSelectors(['.navbar', '.markdown button'])).toEqual({'.navbar': true, '.markdown button': true});
});

it('prints each link with its full address', async () => {
  await gotoRoute(opened.page, '/services/api/');
  await opened.page.emulateMedia({media: 'print'});
  const links = await opened.page.$$eval('.markdown a[href]', (anchors) =>
    anchors.map((anchor) => ({href: anchor.getAttribute('href') ?? '', after: getComputedStyle(anchor, '::after').content})),
  );
  const internal = links.filter((link) => link.href.startsWith('/'));
  expect(internal.length).toBeGreaterThan(3);
  for (const link of internal) expect(link.after).toBe(`" (${siteOrigin}${link.href})"`);
});

it('hides the simulator controls but prints what it shows', async () => {
  await gotoRoute(opened.page, OTM_PAGE);
  await opened.page.emulateMedia({media: 'print'});
  const shown = await shownCounts(['.markdown button', '.markdown select, .markdown input', '.markdown table']);
  const visible = {
    buttons: shown['.markdown button'],
    fields: shown['.markdown select, .markdown input'],
    tables: shown['.markdown table'],
  };
  expect(visible.buttons).toBe(0);
  expect(visible.fields).toBe(0);
  expect(visible.tables).toBeGreaterThan(0);
});

it('prints an off-screen diagram the reader never scrolled to, from the HTML alone', async () => {
  // No script runs: what prints is what the server sent (plugins/diagrams draws diagrams ahead of time).
  const context = await (await launch()).newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
  try {
    const page = await context.newPage();
    await page.goto(url(OTM_PAGE), {waitUntil: 'load'});
    await page.emulateMedia({media: 'print'});
    const shown = await page.evaluate(() =>
      ['light', 'dark'].map(
        (mode) =>
          Array.from(document.querySelectorAll(`[data-diagram-mode="${mode}"] > svg`)).filter((svg) => svg.getClientRects().length > 0)
            .length,
      ),
    );
    expect(shown).toEqual([1, 0]);
  } finally {
    await context.close();
  }
});
