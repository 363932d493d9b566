import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from 'playwright-core';
import {axeViolations, closeBrowser, gotoRoute, launch, url, waitForSettled, waitForTransitions} from './support/browser';
import {kilobytes, measureFirstLoad, SEARCH_INDEX, type PageWeight} from './support/pageWeight';

import {COMPILE_HINT} from '../../plugins/framework-patches';
import {INFIMA_STYLESHEET} from '../../plugins/framework-patches/infimaRules';
import {CSS_GZIP_KIB, jsBudgetOf as budgetOf, PLATFORM_TOOL_PAGES} from './support/budgets';

// Page-weight budgets of issue 10 (limits and tool pages in ./support/budgets.ts, shared with the
// benchmark), on the figures that do not vary between runs: bytes of the first load and which
// files load. Times and Lighthouse scores vary and are reported by `npm run bench` instead.

// Pages with a diagram near the top. Mermaid drew diagrams in the browser and put these pages at
// about 375 KiB; drawn ahead of time (plugins/diagrams), a diagram is HTML and costs no JavaScript,
// so they keep the docs budget. The payments calculator's page (metody-platnosci) has a diagram too,
// but it is a tool page (the guide's 210 KiB): the calculator hydrates in its first load.
const DIAGRAM_PAGES = [
  '/faq/faq/pfsense/',
  '/faq/faq/powiekszanie-dysku/',
  '/faq/faq/replikacja-kopii-zapasowych-ocs/',
  '/billing/modele-rozliczen/',
  '/services/api/autoryzacja/',
  // The bench's diagrams template: a long docs page with a diagram and code blocks in tabs.
  '/services/maszyna-wirtualna/',
];

const DOCS_PAGES = [
  // Docs pages without a tool: the tools' code must stay out of their first load.
  '/billing/faktury/',
  '/narzedzia/',
  // The plain docs page with the most code blocks: the CodeBlock's chunk is part of its first load.
  '/services/cloud-storage/metody-autoryzacji/',
  // The simulator's page; its diagram is far down the page.
  '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/',
  '/services/api/kody-bledow/',
  '/services/api/referencja/monitoring-healthchecki/',
  ...PLATFORM_TOOL_PAGES,
  // The longest page of the Terraform reference (the 10 list data sources, tables and examples).
  '/services/terraform/zrodla-danych-listy/',
  // The API dictionaries: every dictionary's table, with its filter.
  '/services/api/slowniki/',
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

it('the docs version data every docs page loads holds no page descriptions (plugins/framework-patches/docs)', () => {
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

// The index grows with the pages: 159.9 KiB before this session's new pages and sections (the
// assistants' page, the second-disk and tier procedures, the supplement's facts), 165.8 after.
it('the search index a first search loads is at most 170 KiB gzipped; the reference part comes apart (plugins/search-pl)', () => {
  const gzipped = (file: string) => gzipSync(readFileSync(join(process.cwd(), 'build', file)), {level: 6}).length / 1024;
  expect(gzipped('search-index.json')).toBeLessThanOrEqual(170);
  expect(gzipped('search-index-reference.json')).toBeGreaterThan(5);
});

it('the entry scripts every page runs first carry the compile hint on their first line (plugins/framework-patches)', async () => {
  // Without the hint the entry bundle's functions compile on the main thread as they first run:
  // the longest task of a phone's page load grew by about a third (plugins/framework-patches).
  const weight = await weigh('/services/api/kody-bledow/');
  const entries = weight.resources.filter(
    (resource) => resource.type === 'script' && /\/(main|runtime~main|react-dom)\.[0-9a-f]+\.js$/.test(resource.url),
  );
  // React DOM is an entry chunk of its own: compiled and run in its own task, before main.js's.
  expect(entries.map(({url: address}) => address.replace(/^.*\/|\.[0-9a-f]+\.js$/g, '')).sort()).toEqual([
    'main',
    'react-dom',
    'runtime~main',
  ]);
  for (const {url: address} of entries) {
    const firstLine = (await (await fetch(address)).text()).split('\n', 1)[0].slice(0, 60);
    expect(`${address.replace(/^.*\//, '')}: ${firstLine}`).toBe(`${address.replace(/^.*\//, '')}: ${COMPILE_HINT}`);
  }
});

it('a long page paints before its scripts are in the document, starts with its own chunks in its HTML, and runs each script once (plugins/framework-patches)', async () => {
  // With `<script defer>` in the head the entry scripts ran as soon as the parser was done, often
  // before the first paint: the text waited for React DOM and Docusaurus to evaluate, and a phone's
  // LCP doubled in the simulation (plugins/framework-patches/entryScripts.ts). And the page's own
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
    // The entry chunks runtime and React DOM first, main last, the page's own chunks (the doc's
    // content among them) in between.
    expect(names.slice(0, 2).sort()).toEqual(['react-dom', 'runtime~main']);
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

it('a tabs block keeps the elements it hydrated, and a stored choice of tab still shows (plugins/framework-patches)', async () => {
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
    await waitForSettled(page);
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

/** A phone-sized page of the API examples, opened in a fresh context. */
async function openPhonePage(setup?: (page: Page) => Promise<unknown>) {
  const context = await (await launch()).newContext({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await setup?.(page);
  await gotoRoute(page, '/services/api/przyklady/');
  return {page, close: () => context.close()};
}

it("a phone's page loads no collation rules while it starts (plugins/framework-patches/client/shallowMemo.ts)", async () => {
  // The doc sidebar's filler for the phone menu sorted two keys with localeCompare, whose first
  // call loads the collation rules: 45 ms at 4× CPU right after hydration.
  const {page, close} = await openPhonePage((page) =>
    page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, {collationCalls: calls});
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
        calls.push(String(this));
        return localeCompare.apply(this, args);
      };
    }),
  );
  try {
    await waitForSettled(page);
    expect(await page.evaluate(() => (window as unknown as {collationCalls: string[]}).collationCalls)).toEqual([]);
  } finally {
    await close();
  }
});

it("a phone's page draws its menu when the reader opens it, with the doc sidebar (plugins/framework-patches/theme/Navbar/MobileSidebar)", async () => {
  // The theme drew the menu, hidden, right after hydration: two renders few readers need.
  const {page, close} = await openPhonePage();
  try {
    await waitForSettled(page);
    expect(await page.locator('.navbar-sidebar').count()).toBe(0);
    const toggle = page.getByRole('button', {name: 'Przełącz panel nawigacji'});
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await menu.waitFor({state: 'visible'});
    // On a docs page the menu opens on the doc sidebar, this page's link among its items.
    const current = menu.locator('.menu__link--active', {hasText: 'Przykłady'});
    await current.waitFor({state: 'visible'});
    await waitForTransitions(page);
    expect(await axeViolations(page, '.navbar-sidebar')).toEqual([]);
    await page.getByRole('button', {name: 'Zamknij panel nawigacji'}).click();
    await menu.waitFor({state: 'hidden'});
    await toggle.click();
    await current.waitFor({state: 'visible'});
  } finally {
    await close();
  }
});

it("a page's own modules run in tasks of their own, after main.js's (plugins/framework-patches/client/chunkLoader.ts)", async () => {
  // The page's chunks are in its HTML, so every import() of Docusaurus' preload settled at once:
  // the page's modules (doc layout, content, components) ran inside main.js's task, the longest of
  // the page's start. Read from a CPU profile: which files' code ran during that task.
  type TraceEvent = {name: string; tid: number; ts: number; dur?: number; args?: {data?: {url?: string}}};
  type Profile = {
    nodes: {id: number; callFrame: {url: string}; children?: number[]}[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  };
  const context = await (await launch()).newContext({viewport: {width: 412, height: 823}, isMobile: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Slower CPU, more samples per module: a page's modules take some 10 ms to run here.
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({value}) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 100});
    await cdp.send('Profiler.start');
    await cdp.send('Tracing.start', {categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents'});
    await gotoRoute(page, '/services/api/przyklady/');
    const {profile} = (await cdp.send('Profiler.stop')) as unknown as {profile: Profile};
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;

    const evaluation = events.find(
      (event) => event.name === 'EvaluateScript' && /\/main\.[0-9a-f]+\.js$/.test(event.args?.data?.url ?? ''),
    )!;
    const task = events.find(
      (event) =>
        event.name === 'RunTask' &&
        event.tid === evaluation.tid &&
        event.ts <= evaluation.ts &&
        event.ts + event.dur! >= evaluation.ts + evaluation.dur!,
    )!;
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const fileOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame.url.replace(/^.*\//, '')]));
    const filesRun = (from: number, to: number) => {
      const files = new Set<string>();
      let time = profile.startTime;
      profile.samples.forEach((id, index) => {
        time += profile.timeDeltas[index];
        if (time < from || time > to) return;
        for (let node: number | undefined = id; node !== undefined; node = parent.get(node))
          if (fileOf.get(node)) files.add(fileOf.get(node)!);
      });
      return [...files];
    };
    // The entry chunks (React DOM's among them) are main.js's own code; the rest are the page's.
    const pageChunk = (file: string) => /\.js$/.test(file) && !/^(main|runtime~main|react-dom)\./.test(file);
    // The page's modules did run (the content chunk among them), but not in main.js's task.
    expect(filesRun(task.ts, Infinity).filter(pageChunk).length).toBeGreaterThan(0);
    expect(filesRun(task.ts, task.ts + task.dur!).filter(pageChunk)).toEqual([]);
  } finally {
    await context.close();
  }
});

// Patches `code-block-on-pages-with-code` and `code-block-server-lines`
// (plugins/framework-patches/PATCHES.md): the theme's CodeBlock loads with the pages that have a
// code block, from one chunk they share; its highlighter (Prism) is apart, prefetched by those
// pages and run only when a block is drawn in the browser (tests/e2e/codeblocks.e2e.ts).
describe('the code block code loads only with pages that have code, its Prism only when a block is drawn', () => {
  const scriptsBuilt = join(process.cwd(), 'build/assets/js');
  const withPrism = (names: string[]) => names.filter((name) => readFileSync(join(scriptsBuilt, name), 'utf8').includes('Prism'));
  const fileName = (url: string) => url.replace(/^.*\/assets\/js\//, '');
  const loadedScripts = (weight: PageWeight) =>
    weight.resources.filter((resource) => resource.type === 'script').map((resource) => fileName(resource.url));
  const requested = (weight: PageWeight) => weight.resources.map((resource) => fileName(resource.url));
  const highlighter = /^code-highlighter\.[0-9a-f]+\.js$/;

  it('Prism is in the highlighter chunk, in no entry, page or CodeBlock chunk', () => {
    const prismChunks = withPrism(readdirSync(scriptsBuilt).filter((name) => name.endsWith('.js')));
    expect(prismChunks).toContainEqual(expect.stringMatching(highlighter));
    expect(prismChunks.filter((name) => /^(main|runtime~main|react-dom|code-block)\./.test(name))).toEqual([]);
  });

  it('a page without a code block (/support/sposoby-kontaktu/) neither loads nor prefetches it', async () => {
    const page = readFileSync(join(process.cwd(), 'docs/support/sposoby-kontaktu.mdx'), 'utf8');
    expect(page).not.toContain('```');
    const weight = await weigh('/support/sposoby-kontaktu/');
    expect(loadedScripts(weight).filter((name) => /^code-block\./.test(name))).toEqual([]);
    expect(withPrism(requested(weight).filter((name) => name.endsWith('.js')))).toEqual([]);
  });

  it('a page with code blocks (/services/cloud-storage/metody-autoryzacji/) runs the CodeBlock chunk, and only prefetches Prism', async () => {
    const weight = await weigh('/services/cloud-storage/metody-autoryzacji/');
    expect(loadedScripts(weight)).toContainEqual(expect.stringMatching(/^code-block\./));
    expect(withPrism(loadedScripts(weight))).toEqual([]);
    expect(requested(weight)).toContainEqual(expect.stringMatching(highlighter));
  });
});

describe('Infima without its unused rules (patch infima-unused-rules)', () => {
  const built = join(process.cwd(), 'build');
  const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]!));
  const infima = classesOf(readFileSync(INFIMA_STYLESHEET, 'utf8'));
  const css = readdirSync(join(built, 'assets/css'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(built, 'assets/css', name), 'utf8'))
    .join('\n');
  const shipped = classesOf(css);

  it('every Infima class the built pages use still has its rule', () => {
    const htmlFiles = (dir: string): string[] =>
      readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
        entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
      );
    const used = new Set<string>();
    for (const file of htmlFiles(built)) {
      for (const [, names] of readFileSync(file, 'utf8').matchAll(/\sclass="([^"]*)"/g))
        for (const name of names!.split(/\s+/)) used.add(name);
    }
    const missing = [...used].filter((name) => infima.has(name) && !shipped.has(name));
    expect(used.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('rules that nothing renders are not shipped', () => {
    for (const name of ['pills__item', 'avatar__photo--xl', 'card__footer']) {
      expect(infima.has(name)).toBe(true);
      expect(shipped.has(name)).toBe(false);
    }
  });
});

// Every SVG image costs Chromium a document of its own while the page loads (bench/templates-ab.md):
// Infima's chevrons are drawn by clip-path in src/css/custom.css and the navbar logo is a PNG. Read
// from the computed styles, so a new Infima icon variable or a theme rule that brings an SVG back
// fails here.
describe('the page chrome draws no SVG image', () => {
  const svgImages = (page: Page) =>
    page.evaluate(() => {
      const found: string[] = [];
      const properties = ['backgroundImage', 'maskImage', 'listStyleImage', 'borderImageSource', 'content'] as const;
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          for (const property of properties) {
            const value = String(style[property] ?? '');
            if (/url\(\s*["']?(data:image\/svg|[^)]*\.svg\b)/i.test(value))
              found.push(`${element.tagName.toLowerCase()}${pseudo ?? ''} ${property}`);
          }
        }
      }
      for (const image of Array.from(document.querySelectorAll('img')))
        if (/\.svg(\?|$)/i.test(image.currentSrc || image.src)) found.push(`img ${image.src}`);
      return found;
    });

  for (const [width, height] of [
    [360, 740],
    [1280, 900],
  ] as const) {
    it(`a docs page at ${width} px: no SVG image, and the chevrons are still drawn`, async () => {
      const context = await (await launch()).newContext({viewport: {width, height}});
      try {
        const page = await context.newPage();
        await gotoRoute(page, '/services/api/referencja/dyski-ovs/');
        expect(await svgImages(page)).toEqual([]);
        const chevron = (selector: string, pseudo: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((element, which) => {
              const style = getComputedStyle(element, which);
              return {image: style.backgroundImage !== 'none' || style.maskImage !== 'none', clip: style.clipPath};
            }, pseudo);
        const shapes = [
          await chevron('.breadcrumbs__item:not(:last-child)', '::after'),
          await chevron('.theme-back-to-top-button', '::after'),
        ];
        shapes.push(
          width < 997
            ? await chevron('.theme-doc-toc-mobile > button', '::after')
            : await chevron('.menu__caret, .menu__link--sublist-caret', '::before'),
        );
        for (const shape of shapes) expect(shape).toEqual({image: true, clip: expect.stringMatching(/^polygon\(/)});
      } finally {
        await context.close();
      }
    });
  }
});
