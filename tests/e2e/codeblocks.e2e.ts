import {
  axeViolations,
  COLOUR_RULES,
  eventually,
  gotoRoute,
  openPage,
  pagesPerTest,
  url,
  waitForTransitions,
  type OpenedPage,
} from './support/browser';

// Code blocks keep the server's highlighted lines while the page hydrates
// (plugins/framework-patches/theme/CodeBlock/Content); these tests read what the reader gets: every line, Prism colours,
// working copy and wrap buttons, and the theme's own blocks after client navigation and in dark mode.
const CODE_PAGE = '/services/api/przyklady/';

interface BlockView {
  text: string;
  tokens: number;
  colouredTokens: number;
}

/** Text and highlighted tokens of every code block body on the current page. */
function readBlocks(opened: OpenedPage): Promise<BlockView[]> {
  return opened.page.$$eval('.theme-code-block pre', (pres) =>
    pres.map((pre) => {
      const tokens = Array.from(pre.querySelectorAll<HTMLElement>('.token'));
      return {
        text: pre.textContent ?? '',
        tokens: tokens.length,
        colouredTokens: tokens.filter((token) => token.style.color !== '').length,
      };
    }),
  );
}

/** The code block texts of the prerendered HTML, as the server wrote them. */
async function serverBlockTexts(opened: OpenedPage, route: string): Promise<string[]> {
  const html = await (await opened.context.request.get(url(route))).text();
  return opened.page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return Array.from(doc.querySelectorAll('.theme-code-block pre')).map((pre) => pre.textContent ?? '');
  }, html);
}

const pages = pagesPerTest();
let opened: OpenedPage;

beforeEach(async () => {
  opened = await pages.open();
});

it('keeps every highlighted line of the server through hydration', async () => {
  await gotoRoute(opened.page, CODE_PAGE);
  const expected = await serverBlockTexts(opened, CODE_PAGE);
  expect(expected.length).toBeGreaterThan(10);
  const blocks = await readBlocks(opened);
  expect(blocks.map((block) => block.text)).toEqual(expected);
  for (const block of blocks) {
    expect(block.tokens).toBeGreaterThan(0);
    expect(block.colouredTokens).toBeGreaterThan(0);
  }
  expect(opened.errors).toEqual([]);
});

it('copies the whole block with the copy button after hydration', async () => {
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(url('/')).origin});
  await gotoRoute(opened.page, CODE_PAGE);
  const block = opened.page.locator('.theme-code-block').first();
  const text = (await block.locator('pre').textContent()) ?? '';
  await block.hover();
  await block.getByRole('button', {name: 'Kopiuj do schowka'}).click();
  await expect(
    eventually(
      () => block.getByRole('button', {name: /Skopiowano/}).count(),
      (n) => n === 1,
    ),
  ).resolves.toBe(1);
  const copied = await opened.page.evaluate(() => navigator.clipboard.readText());
  // Lines are spans ended by <br>, so textContent joins them; the clipboard has them one per line.
  expect(copied.split('\n').length).toBeGreaterThan(1);
  expect(copied.replace(/\n/g, '')).toBe(text);
  expect(opened.errors).toEqual([]);
});

it('wraps long lines with the wrap button of a scrolling block', async () => {
  await opened.page.setViewportSize({width: 390, height: 844});
  await gotoRoute(opened.page, CODE_PAGE);
  // The theme shows the wrap button only on blocks that scroll sideways, once it has measured them.
  const wrapLabel = {name: 'Przełącz zawijanie słów'};
  await expect(
    eventually(
      () => opened.page.getByRole('button', wrapLabel).count(),
      (n) => n > 0,
    ),
  ).resolves.toBeGreaterThan(0);
  const block = opened.page
    .locator('.theme-code-block')
    .filter({has: opened.page.getByRole('button', wrapLabel)})
    .first();
  const wrapButton = block.getByRole('button', wrapLabel);
  const whiteSpace = () => block.locator('code').evaluate((code) => getComputedStyle(code).whiteSpace);
  expect(await whiteSpace()).toBe('pre');
  await block.hover();
  await wrapButton.click();
  expect(await whiteSpace()).toBe('pre-wrap');
  expect(opened.errors).toEqual([]);
});

it('draws the blocks itself when the reader arrives by client navigation', async () => {
  await gotoRoute(opened.page, '/services/api/');
  const expected = await serverBlockTexts(opened, CODE_PAGE);
  await opened.page.locator('article a[href$="/services/api/przyklady/"]').first().click();
  await opened.page.waitForURL(url(CODE_PAGE));
  // The highlighter loads with the navigation (the press on the link starts it): until it has run,
  // a block shows its lines unhighlighted.
  const blocks = await eventually(
    () => readBlocks(opened),
    (read) => read.length === expected.length && read.every((block) => block.colouredTokens > 0),
  );
  expect(blocks.map((block) => block.text)).toEqual(expected);
  for (const block of blocks) expect(block.colouredTokens).toBeGreaterThan(0);
  expect(opened.errors).toEqual([]);
});

it('redraws the blocks in the dark Prism colours for a dark-mode reader', async () => {
  await opened.close();
  opened = await pages.open({colorScheme: 'dark'});
  await gotoRoute(opened.page, CODE_PAGE);
  const expected = await serverBlockTexts(opened, CODE_PAGE);
  const background = () =>
    opened.page
      .locator('.theme-code-block pre')
      .first()
      .evaluate((pre) => getComputedStyle(pre).backgroundColor);
  const light = await (async () => {
    const lightPage = await openPage();
    try {
      await gotoRoute(lightPage.page, CODE_PAGE);
      return await lightPage.page
        .locator('.theme-code-block pre')
        .first()
        .evaluate((pre) => getComputedStyle(pre).backgroundColor);
    } finally {
      await lightPage.close();
    }
  })();
  await expect(eventually(background, (colour) => colour !== light)).resolves.not.toBe(light);
  expect((await readBlocks(opened)).map((block) => block.text)).toEqual(expected);
  expect(opened.errors).toEqual([]);
});

// One page for each language the docs highlight (bash and JSON, Python and INI, YAML, HCL, HTTP):
// the route suite leaves code lines out of its colour checks, so the Prism colours of every token
// kind the pages use are checked here, as rendered, in both modes.
const LANGUAGE_PAGES = [
  CODE_PAGE,
  '/services/cloud-storage/s3-api/',
  '/services/kubernetes-service/uruchomienie-aplikacji/',
  '/services/terraform/',
  '/services/api/',
];

it.each(LANGUAGE_PAGES)('%s: every code token meets the WCAG 2.1 AA colour rules in light and dark mode', async (route) => {
  await gotoRoute(opened.page, route);
  const scope = {include: '.theme-code-block', rules: COLOUR_RULES};
  expect(await opened.page.locator('.theme-code-block .token').count()).toBeGreaterThan(10);
  expect(await axeViolations(opened.page, scope)).toEqual([]);
  const background = () =>
    opened.page
      .locator('.theme-code-block pre')
      .first()
      .evaluate((pre) => getComputedStyle(pre).backgroundColor);
  const light = await background();
  await opened.page.emulateMedia({colorScheme: 'dark'});
  await expect(eventually(background, (colour) => colour !== light)).resolves.not.toBe(light);
  await waitForTransitions(opened.page);
  expect(await axeViolations(opened.page, scope)).toEqual([]);
});
