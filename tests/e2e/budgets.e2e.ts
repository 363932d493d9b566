import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {closeBrowser, gotoRoute, launch, url} from './support/browser';
import {kilobytes, measureFirstLoad, SEARCH_INDEX, type PageWeight} from './support/pageWeight';

import {COMPILE_HINT} from '../../plugins/phone-startup';
import {CSS_GZIP_KIB, jsBudgetOf as budgetOf, PLATFORM_TOOL_PAGES} from './support/budgets';

// Page-weight budgets of issue 10 (limits and tool pages in ./support/budgets.ts, shared with the
// benchmark), on the figures that do not vary between runs: bytes of the first load and which
// files load. Times and Lighthouse scores vary and are reported by `npm run bench` instead.

// Pages with a diagram near the top. Mermaid drew diagrams in the browser and put these pages at
// about 375 KiB; drawn ahead of time (plugins/diagrams), a diagram is HTML and costs no JavaScript,
// so they keep the docs budget, the payments calculator's page (metody-platnosci) included.
const DIAGRAM_PAGES = [
  '/faq/faq/pfsense/',
  '/faq/faq/powiekszanie-dysku/',
  '/faq/faq/replikacja-kopii-zapasowych-ocs/',
  '/billing/modele-rozliczen/',
  '/billing/metody-platnosci/',
  '/services/api/autoryzacja/',
];

const DOCS_PAGES = [
  // Docs pages without a tool: the tools' code must stay out of their first load.
  '/billing/faktury/',
  '/narzedzia/',
  // The plain docs page with the most code blocks: Prism's chunk is part of its first load.
  '/services/cloud-storage/metody-autoryzacji/',
  // The simulator's page; its diagram is far down the page.
  '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/',
  '/services/api/kody-bledow/',
  '/services/api/referencja/monitoring-healthchecki/',
  ...PLATFORM_TOOL_PAGES,
  // The longest page of the Terraform reference (the 10 list data sources, tables and examples).
  '/services/terraform/zrodla-danych-listy/',
  '/slowniczek/',
  ...DIAGRAM_PAGES,
];
const weights = new Map<string, PageWeight>();

async function weigh(route: string): Promise<PageWeight> {
  const cached = weights.get(route);
  if (cached) return cached;
  const context = await (await launch()).newContext({viewport: {width: 1280, height: 900}});
  try {
    const weight = await measureFirstLoad(await context.newPage(), url(route));
    weights.set(route, weight);
    return weight;
  } finally {
    await context.close();
  }
}

const describeScripts = (weight: PageWeight) =>
  weight.resources
    .filter((resource) => resource.type === 'script')
    .map((resource) => `${resource.url.replace(/^.*\/assets\/js\//, '')} ${kilobytes(resource.gzip)} KiB`)
    .join(', ');

afterAll(async () => {
  await closeBrowser();
});

describe.each(DOCS_PAGES)('%s', (route) => {
  it(`runs at most ${budgetOf(route)} KiB of JavaScript (gzip) on first load`, async () => {
    const weight = await weigh(route);
    const kib = weight.js.gzip / 1024;
    if (kib > budgetOf(route)) throw new Error(`${kib.toFixed(1)} KiB of JavaScript: ${describeScripts(weight)}`);
  });
});

describe.each(['/', ...DOCS_PAGES])('%s', (route) => {
  it(`applies at most ${CSS_GZIP_KIB} KiB of CSS (gzip)`, async () => {
    const weight = await weigh(route);
    expect(weight.css.gzip / 1024).toBeLessThanOrEqual(CSS_GZIP_KIB);
  });

  it('does not download the search index before the reader uses search', async () => {
    const weight = await weigh(route);
    expect(weight.resources.map((resource) => resource.url).filter((address) => SEARCH_INDEX.test(address))).toEqual([]);
  });
});

it('no built page preloads or prefetches the search index', () => {
  const buildDir = join(process.cwd(), 'build');
  const htmlFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
      return name.endsWith('.html') ? [path] : [];
    });
  const files = htmlFiles(buildDir);
  expect(files.length).toBeGreaterThan(50);
  const offenders = files.filter((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<link\b[^>]*>/g)].some((link) => /search-index/.test(link[0])),
  );
  expect(offenders).toEqual([]);
});

it('the docs version data every docs page loads holds no page descriptions (plugins/docs)', () => {
  const scripts = join(process.cwd(), 'build/assets/js');
  const versionChunks = readdirSync(scripts)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(scripts, name), 'utf8'))
    .filter((code) => code.includes('"docsSidebars"'));
  expect(versionChunks).toHaveLength(1);
  // The titles stay (the theme reads them); the descriptions were about 6 KiB gzipped per page.
  expect(versionChunks[0]).toContain('"title":"Faktury"');
  expect(versionChunks[0]).not.toContain('"description":');
});

it('the search index a first search loads is at most 160 KiB gzipped; the reference part comes apart (plugins/search-pl)', () => {
  const gzipped = (file: string) => gzipSync(readFileSync(join(process.cwd(), 'build', file)), {level: 6}).length / 1024;
  expect(gzipped('search-index.json')).toBeLessThanOrEqual(160);
  expect(gzipped('search-index-reference.json')).toBeGreaterThan(5);
});

it('the entry scripts every page runs first carry the compile hint on their first line (plugins/phone-startup)', async () => {
  // Without the hint the entry bundle's functions compile on the main thread as they first run:
  // the longest task of a phone's page load grew by about a third (plugins/phone-startup).
  const weight = await weigh('/services/api/kody-bledow/');
  const entries = weight.resources.filter(
    (resource) => resource.type === 'script' && /\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(resource.url),
  );
  expect(entries).toHaveLength(2);
  for (const {url: address} of entries) {
    const firstLine = (await (await fetch(address)).text()).split('\n', 1)[0].slice(0, 60);
    expect(`${address.replace(/^.*\//, '')}: ${firstLine}`).toBe(`${address.replace(/^.*\//, '')}: ${COMPILE_HINT}`);
  }
});

it('a long page paints before its scripts are in the document, starts with its own chunks in its HTML, and runs each script once (plugins/phone-startup)', async () => {
  // With `<script defer>` in the head the entry scripts ran as soon as the parser was done, often
  // before the first paint: the text waited for React DOM and Docusaurus to evaluate, and a phone's
  // LCP doubled in the simulation (plugins/phone-startup/entryScripts.ts). And the page's own
  // chunks were missing from its HTML: main.js created their script elements while it evaluated,
  // and fetched them only then (routeChunks.ts).
  type Seen = {fcp?: number; hydrated?: number; scripts: {src: string; at: number; byRuntime: boolean}[]};
  const context = await (await launch()).newContext({viewport: {width: 412, height: 823}, isMobile: true});
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: Seen = {scripts: []};
      Object.assign(window, {startupOrder: seen});
      new PerformanceObserver((list) => {
        // The paint's own time: observers are called one after the other, the loader's maybe first.
        const [paint] = list.getEntriesByName('first-contentful-paint');
        if (paint) seen.fcp ??= paint.startTime;
      }).observe({type: 'paint', buffered: true});
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes' && document.documentElement.dataset.hasHydrated === 'true') seen.hydrated ??= performance.now();
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof HTMLScriptElement) || !node.src) continue;
            // The bundler's chunk loader marks the script elements it creates.
            const byRuntime = node.hasAttribute('data-rspack') || node.hasAttribute('data-webpack');
            seen.scripts.push({src: node.src.replace(/^.*\//, ''), at: performance.now(), byRuntime});
          }
        }
      }).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
    });
    await gotoRoute(page, '/services/api/przyklady/');
    const {fcp, hydrated, scripts} = await page.evaluate(() => (window as unknown as {startupOrder: Seen}).startupOrder);
    expect(fcp).toBeDefined();
    expect(hydrated).toBeDefined();
    const beforeHydration = scripts.filter(({at}) => at <= hydrated!);
    const names = beforeHydration.map(({src}) => src.replace(/\..*$/, ''));
    // runtime first, main last, the page's own chunks (the doc's content among them) in between.
    expect(names[0]).toBe('runtime~main');
    expect(names.at(-1)).toBe('main');
    expect(names.length).toBeGreaterThan(4);
    for (const {src, at, byRuntime} of beforeHydration) {
      expect(`${src}: ${at >= fcp! ? 'after' : 'before'} the first contentful paint, ${byRuntime ? 'by main.js' : 'from the HTML'}`).toBe(
        `${src}: after the first contentful paint, from the HTML`,
      );
    }
    // Each script ran once: a second copy of main would start a second React root.
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="/main."]').length)).toBe(1);
    expect(new Set(scripts.map(({src}) => src)).size).toBe(scripts.length);
  } finally {
    await context.close();
  }
});

it('a tabs block keeps the elements it hydrated, and a stored choice of tab still shows (plugins/phone-startup)', async () => {
  // theme-classic's Tabs used to remount when hydration ended: the block and its code blocks were
  // deleted and drawn again, one commit of about a second at 4× CPU (client/tabsKeyOnce.ts).
  const context = await (await launch()).newContext({viewport: {width: 412, height: 823}, isMobile: true});
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, {removedTabs: removed});
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => Array.from(record.removedNodes))) {
          if (node instanceof Element && (node.matches('.tabs-container') || node.querySelector('.tabs-container')))
            removed.push(node.className);
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await gotoRoute(page, '/services/api/przyklady/');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as {removedTabs: string[]}).removedTabs)).toEqual([]);
    const selected = () => page.locator('.tabs-container [role="tab"][aria-selected="true"]').first().textContent();
    expect(await selected()).toBe('curl');
    // The reader's choice, stored by the theme under the block's group, is applied after hydration.
    await page.locator('.tabs-container [role="tab"]', {hasText: 'Terraform'}).first().click();
    await gotoRoute(page, '/services/api/przyklady/');
    await page.waitForFunction(
      () => document.querySelector('.tabs-container [role="tab"][aria-selected="true"]')?.textContent === 'Terraform',
    );
    expect(await page.locator('.tabs-container [role="tabpanel"]:not([hidden])').first().textContent()).toContain('instance_name');
  } finally {
    await context.close();
  }
});
