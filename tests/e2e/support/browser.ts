import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import {createRequire} from 'node:module';
import {ColourCover} from './colourCover';
import {CHROMIUM_ARGS as BROWSER_ARGS, CHROMIUM_PATH} from '../../../scripts/chromium.mjs';

/**
 * Browser helpers shared by the e2e suites. The build is served by scripts/e2e.mjs
 * on a loopback port (E2E_ORIGIN); Chromium is Debian's, never a downloaded build.
 */
export const BASE_PATH = '/pl/docs/';
// The tests' own addition: no QUIC (the test servers speak plain HTTP on loopback). Lighthouse runs
// drop it (scripts/bench.mjs).
export const CHROMIUM_ARGS = [...BROWSER_ARGS, '--disable-quic'];
export {CHROMIUM_PATH};

export function origin(): string {
  const value = process.env.E2E_ORIGIN;
  if (!value) throw new Error('E2E_ORIGIN is not set: run the e2e suite through `npm run test:e2e`.');
  return value;
}

/** Absolute URL of a route given relative to the base path ('/billing/faktury/'). */
export function url(route: string): string {
  return `${origin()}${BASE_PATH}${route.replace(/^\//, '')}`;
}

let browser: Browser | undefined;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen since the page opened. */
  errors: string[];
  close: () => Promise<void>;
}

/** A fresh page (own context) that records console errors and page errors. */
export async function openPage(options: {colorScheme?: 'light' | 'dark'; width?: number} = {}): Promise<OpenedPage> {
  const context = await (
    await launch()
  ).newContext({
    colorScheme: options.colorScheme ?? 'light',
    viewport: {width: options.width ?? 1280, height: 900},
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return {page, context, errors, close: () => context.close()};
}

/**
 * For a suite whose tests each work in pages of their own: `open` gives a fresh page (as openPage),
 * every page a test opened is closed after it, and the browser after the suite. Call it at the top
 * level of the suite file (it registers jest hooks).
 */
export function pagesPerTest(): {open: typeof openPage} {
  const pages: OpenedPage[] = [];
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((opened) => opened.close()));
  });
  afterAll(async () => {
    await closeBrowser();
  });
  return {
    open: async (options) => {
      const opened = await openPage(options);
      pages.push(opened);
      return opened;
    },
  };
}

/** Navigates and waits until React has hydrated the page (Docusaurus marks <html> then). */
export async function gotoRoute(page: Page, route: string): Promise<void> {
  await page.goto(url(route), {waitUntil: 'load'});
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
    timeout: 30_000,
  });
}

/**
 * Waits until the page's main thread has been idle twice in a row after hydration: what
 * hydration scheduled (effects, a second render, idle-time work) has run, however slow the host.
 * For asserting that something did not happen at start-up, instead of a fixed pause.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (next: () => void) =>
          window.requestIdleCallback ? window.requestIdleCallback(next, {timeout: 10_000}) : window.setTimeout(next, 0);
        idle(() => idle(() => resolve()));
      }),
  );
}

/** The WCAG 2.1 AA rules whose result depends on colours: the only ones a colour mode can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Where axe looks and which rules it runs; a string is a selector to include. */
export interface AxeScope {
  include?: string | string[];
  exclude?: string[];
  /** Only these rules. */
  rules?: string[];
}

/** The WCAG 2.1 AA tags every axe check runs (unless a scope names its rules). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The very axe-core that @axe-core/playwright injects (its own dependency, same version and source).
const AXE_SOURCE: string = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as {source: string}).source;

interface AxeFinding {
  id: string;
  help: string;
  targets: unknown[][];
}

/**
 * WCAG 2.1 AA violations found by axe-core, formatted for an assertion message.
 *
 * axe-core is injected into the page once per document (the page's second check, e.g. in dark mode
 * after the colour switch, reuses it) and run there with axe.run: the same engine, rules, context
 * and options as @axe-core/playwright's AxeBuilder, whose analyze() injects the 1.3 MB source into
 * every frame on every call and then finishes each run in a new blank page. A page with frames
 * still goes through AxeBuilder, which checks inside each frame.
 *
 * The colour rules, most of axe's time, are given one element per combination of colours this
 * suite file has not checked yet (support/colourCover.ts); every other rule checks the whole scope.
 */
export async function axeViolations(page: Page, scope?: string | AxeScope, rules?: string[]): Promise<string[]> {
  const {include, exclude = [], rules: only = rules} = typeof scope === 'string' || scope === undefined ? {include: scope} : scope;
  const includes = [include ?? []].flat();
  let findings: AxeFinding[];
  if (page.frames().length > 1) findings = await axeBuilderFindings(page, includes, exclude, only);
  else {
    const colourRules = (only ?? COLOUR_RULES).filter((id) => COLOUR_RULES.includes(id));
    const otherRules = only?.filter((id) => !COLOUR_RULES.includes(id));
    findings = [];
    if (otherRules === undefined || otherRules.length > 0) {
      findings.push(
        ...(await inPageFindings(page, includes, exclude, {
          resultTypes: ['violations'],
          // Every WCAG rule but the colour ones (sampled below), or the named ones.
          ...(otherRules
            ? {runOnly: {type: 'rule', values: otherRules}}
            : {runOnly: {type: 'tag', values: WCAG_TAGS}, rules: Object.fromEntries(COLOUR_RULES.map((id) => [id, {enabled: false}]))}),
        })),
      );
    }
    if (colourRules.length > 0) {
      const samples = await colourCover.newColourSamples(page, includes.length > 0 ? includes.join(', ') : 'body', exclude.join(', '));
      if (samples.length > 0)
        findings.push(
          ...(await inPageFindings(page, samples, exclude, {resultTypes: ['violations'], runOnly: {type: 'rule', values: colourRules}})),
        );
    }
  }
  return findings.map(
    (finding) =>
      `${finding.id}: ${finding.help} — ${finding.targets
        .slice(0, 3)
        .map((target) => target.join(' '))
        .join(' | ')}`,
  );
}

// One per suite file: Jest gives each file its own module registry.
const colourCover = new ColourCover();

async function inPageFindings(page: Page, include: string[], exclude: string[], options: object): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as {axe?: {run?: unknown}}).axe?.run === 'function');
  if (!injected) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() =>
      (window as unknown as {axe: {configure: (spec: object) => void}}).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: {application: 'playwright'},
      }),
    );
  }
  // The context AxeBuilder builds: the whole document when nothing is included.
  const context = {include, exclude};
  return page.evaluate(
    async ({context, options}) => {
      type Violation = {id: string; help: string; nodes: {target: unknown[]}[]};
      const axe = (window as unknown as {axe: {run: (context: object, options: object) => Promise<{violations: Violation[]}>}}).axe;
      const {violations} = await axe.run(context, options);
      return violations.map(({id, help, nodes}) => ({id, help, targets: nodes.slice(0, 3).map((node) => node.target)}));
    },
    {context, options},
  );
}

async function axeBuilderFindings(page: Page, include: string[], exclude: string[], only: string[] | undefined): Promise<AxeFinding[]> {
  // (options() replaces every option set before it, so it comes first.)
  let builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).withTags(WCAG_TAGS);
  for (const selector of include) builder = builder.include(selector);
  for (const selector of exclude) builder = builder.exclude(selector);
  if (only) builder = builder.withRules(only);
  const {violations} = await builder.analyze();
  return violations.map(({id, help, nodes}) => ({id, help, targets: nodes.map((node) => node.target as unknown[])}));
}

/** Waits until no CSS transition or animation runs (a colour mode switch fades colours in). */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {timeout: 5000});
}

/** Re-reads a value until it passes `accept` or the time runs out; returns the last value read. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 50));
    value = await read();
  }
  return value;
}
