import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {once} from 'node:events';
import {Worker} from 'node:worker_threads';
import type {Page} from 'playwright-core';
import {closeBrowser, launch, url, waitForHydration} from './support/browser';

/**
 * Issue 38: visual regression of every page template, light and dark, on a 1280×900 desktop and
 * a 360×740 phone: the first screen of each (scrolled to the part that makes the template, where
 * it is further down) against a committed baseline, compared with pixelmatch. Fonts are pinned
 * (DejaVu from @fontsource packages, served to the page from node_modules), animations and the
 * caret are off, and the parts that change between builds (dates from git, the year) are masked.
 *
 * Update the baselines after an intended change: `npm run test:visual:update`.
 * On a difference the test writes the page as it is and a diff image to test-results/visual/.
 */

const ROOT = join(__dirname, '../..');
const BASELINES = join(__dirname, '__screenshots__');
const RESULTS = join(ROOT, 'test-results/visual');
const UPDATE = process.env.VISUAL_UPDATE === '1';

/** pixelmatch's per-pixel colour distance (0–1; YIQ) under which two pixels count as equal. */
const PIXEL_THRESHOLD = 0.1;
/** The share of differing pixels a screen may have before it fails (anti-aliasing noise). */
const MAX_DIFF_SHARE = 0.001;

interface Template {
  name: string;
  route: string;
  /** Puts the page into the state the template shows (after hydration). */
  prepare?: (page: Page) => Promise<void>;
}

const scrollTo = (selector: string) => async (page: Page) => {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollIntoView({block: 'start'}));
};

const TEMPLATES: Template[] = [
  {name: 'home', route: '/'},
  {name: 'doc', route: '/billing/faktury/'},
  {name: 'faq-long', route: '/faq/faq/'},
  {name: 'diagram', route: '/services/api/autoryzacja/', prepare: scrollTo('[data-diagram]')},
  {
    name: 'diagram-enlarged',
    route: '/services/api/autoryzacja/',
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Powiększ diagram'}).first().click();
      await page.waitForFunction(() =>
        /scale/.test((document.querySelector('dialog[open] [data-diagram-canvas]') as HTMLElement | null)?.style.transform ?? ''),
      );
    },
  },
  {name: 'api-reference', route: '/services/api/referencja/konto/', prepare: scrollTo('table.data-cards')},
  {name: 'terraform-reference', route: '/services/terraform/dostawca/', prepare: scrollTo('table.data-cards')},
  {name: 'dictionaries', route: '/services/api/slowniki/', prepare: scrollTo('[data-dictionary-index]')},
  {name: 'error-catalogue', route: '/services/api/kody-bledow/'},
  {name: 'glossary', route: '/slowniczek/'},
  {name: 'tools', route: '/narzedzia/'},
  {name: 'tool-instance-builder', route: '/services/api/przyklady/', prepare: scrollTo('[data-tool="instance-request-builder"]')},
  {name: 'tool-payments', route: '/billing/sposoby-doladowan/', prepare: scrollTo('[data-tool]')},
  {name: 'tool-kubernetes', route: '/services/kubernetes-service/storage/', prepare: scrollTo('[data-tool]')},
  {name: 'tool-otm-record', route: '/services/traffic-manager/dodawanie-domeny-tryb-podstawowy/', prepare: scrollTo('[data-tool]')},
  {
    name: 'simulator-failover',
    route: '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/',
    prepare: async (page) => {
      const widget = page.locator('[data-otm-simulator]');
      await widget.locator('[data-server="active-1"]').getByRole('button', {name: 'Symuluj awarię serwera active-1', exact: true}).click();
      await widget.locator('[data-group="main"]').evaluate((element) => element.scrollIntoView({block: 'start'}));
    },
  },
  {
    name: 'search-results',
    route: '/search/?q=dysk',
    prepare: async (page) => {
      await page.locator('main a[href*="/services/"]').first().waitFor();
    },
  },
  {
    name: 'search-no-results',
    route: '/search/?q=zzqqxxyy',
    prepare: async (page) => {
      await page
        .getByText(/zzqqxxyy/)
        .first()
        .waitFor();
    },
  },
  {name: 'not-found', route: '/nie-ma-takiej-strony/'},
];

const SIZES = [
  {size: 'desktop', width: 1280, height: 900},
  {size: 'phone', width: 360, height: 740},
] as const;

/** DejaVu Sans and Mono from node_modules, under names no system font has, for every text of the page. */
const FONTS: Record<string, string> = {
  'sans-400.woff2': '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2',
  'sans-700.woff2': '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2',
  'sans-400-italic.woff2': '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-italic.woff2',
  'mono-400.woff2': '@fontsource/dejavu-mono/files/dejavu-mono-latin-400-normal.woff2',
  'mono-700.woff2': '@fontsource/dejavu-mono/files/dejavu-mono-latin-700-normal.woff2',
};
const FONT_PREFIX = '/__visual-fonts__/';
const STABLE_CSS = `
@font-face { font-family: 'Visual Sans'; font-weight: 400; font-style: normal; src: url(${FONT_PREFIX}sans-400.woff2); }
@font-face { font-family: 'Visual Sans'; font-weight: 700; font-style: normal; src: url(${FONT_PREFIX}sans-700.woff2); }
@font-face { font-family: 'Visual Sans'; font-weight: 400; font-style: italic; src: url(${FONT_PREFIX}sans-400-italic.woff2); }
@font-face { font-family: 'Visual Mono'; font-weight: 400; src: url(${FONT_PREFIX}mono-400.woff2); }
@font-face { font-family: 'Visual Mono'; font-weight: 700; src: url(${FONT_PREFIX}mono-700.woff2); }
:root { --ifm-font-family-base: 'Visual Sans', 'DejaVu Sans', sans-serif !important; --ifm-font-family-monospace: 'Visual Mono', 'DejaVu Sans Mono', monospace !important; }
body, button, input, select, textarea { font-family: var(--ifm-font-family-base) !important; }
code, kbd, pre, samp { font-family: var(--ifm-font-family-monospace) !important; }
*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }
`;

/** What changes between builds of the same sources: dates from git history, the footer's year. */
const MASKED = ['.theme-last-updated', 'time', '.footer__copyright'];

async function screen(page: Page, template: Template): Promise<Buffer> {
  await page.goto(url(template.route), {waitUntil: 'load'});
  await waitForHydration(page);
  await page.addStyleTag({content: STABLE_CSS});
  await page.evaluate(async () => {
    await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Visual Sans"`)));
    await document.fonts.load('16px "Visual Mono"');
    await document.fonts.ready;
  });
  if (template.prepare) await template.prepare(page);
  // Every image decoded, then two frames: the last layout and paint are done.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.screenshot({mask: MASKED.map((selector) => page.locator(selector)), maskColor: '#808080', animations: 'disabled'});
}

/**
 * The share of differing pixels, and a diff image when the sizes match. Equal bytes are equal
 * screens (Chromium encodes the same pixels the same way); anything else goes to pixelmatch in a
 * worker thread (support/imageDiff.mjs), outside jest's sandbox.
 */
async function compare(expected: Buffer, actual: Buffer): Promise<{share: number; diff?: Buffer; size?: string}> {
  if (expected.equals(actual)) return {share: 0};
  const worker = new Worker(join(__dirname, 'support/imageDiff.mjs'), {workerData: {expected, actual, threshold: PIXEL_THRESHOLD}});
  const [result] = (await once(worker, 'message')) as [{share: number; diff?: Uint8Array; size?: string}];
  await worker.terminate();
  return {...result, diff: result.diff && Buffer.from(result.diff)};
}

afterAll(async () => {
  await closeBrowser();
});

describe.each(SIZES)('$size', ({size, width, height}) => {
  describe.each(['light', 'dark'] as const)('%s', (scheme) => {
    let page: Page;
    beforeAll(async () => {
      const context = await (await launch()).newContext({viewport: {width, height}, colorScheme: scheme, deviceScaleFactor: 1});
      await context.route(`**${FONT_PREFIX}*`, (route) => {
        const file = FONTS[new URL(route.request().url()).pathname.slice(FONT_PREFIX.length)];
        return route.fulfill({body: readFileSync(require.resolve(file)), contentType: 'font/woff2'});
      });
      page = await context.newPage();
    });
    afterAll(async () => {
      await page.context().close();
    });

    it.each(TEMPLATES.map((template) => [template.name, template] as const))('%s matches its baseline', async (name, template) => {
      const file = `${name}-${size}-${scheme}.png`;
      const actual = await screen(page, template);
      const baseline = join(BASELINES, file);
      if (UPDATE || !existsSync(baseline)) {
        if (!UPDATE && process.env.CI) throw new Error(`No baseline ${file}: run npm run test:visual:update and commit it.`);
        mkdirSync(BASELINES, {recursive: true});
        writeFileSync(baseline, actual);
        return;
      }
      const {share, diff, size: sizeChange} = await compare(readFileSync(baseline), actual);
      if (share > MAX_DIFF_SHARE) {
        mkdirSync(RESULTS, {recursive: true});
        writeFileSync(join(RESULTS, file.replace('.png', '.actual.png')), actual);
        if (diff) writeFileSync(join(RESULTS, file.replace('.png', '.diff.png')), diff);
      }
      expect({
        file,
        differs: share > MAX_DIFF_SHARE ? `${sizeChange ?? `${(share * 100).toFixed(2)} % of pixels`}, see test-results/visual/` : false,
      }).toEqual({
        file,
        differs: false,
      });
    });
  });
});
