import {gzipSync} from 'node:zlib';
import type {Page, Request} from 'playwright-core';

/**
 * What a page downloads, counted from the browser's own requests. Used by the budget tests
 * (tests/e2e/budgets.e2e.ts) and by the benchmark (scripts/bench.mjs), so both count alike.
 * Gzip sizes are computed at level 6, the level of deploy/nginx, so the figures do not depend
 * on the server: the e2e suite serves the build without compression.
 */
export interface Bytes {
  raw: number;
  gzip: number;
}

export interface LoadedResource extends Bytes {
  url: string;
  /** Chromium's resource type: script, stylesheet, fetch, image, document, other (prefetch)… */
  type: string;
}

export interface PageWeight {
  /** Scripts the page ran: the bundles in the HTML and the chunks loaded to hydrate the route. */
  js: Bytes;
  css: Bytes;
  /** Every request, prefetches of other routes' chunks included. */
  requests: number;
  resources: LoadedResource[];
}

// The search index has a fixed name, optionally with a content hash (plugins/search-pl).
export const SEARCH_INDEX = /\/search-index(-[0-9a-f]+)?\.json(\?|$)/;

export function gzipBytes(body: Buffer): number {
  return gzipSync(body, {level: 6}).length;
}

function sum(resources: LoadedResource[]): Bytes {
  return resources.reduce((total, {raw, gzip}) => ({raw: total.raw + raw, gzip: total.gzip + gzip}), {raw: 0, gzip: 0});
}

export function weigh(resources: LoadedResource[]): PageWeight {
  return {
    js: sum(resources.filter((resource) => resource.type === 'script')),
    css: sum(resources.filter((resource) => resource.type === 'stylesheet')),
    requests: resources.length,
    resources,
  };
}

/**
 * Records every request of `page` from now on. `settle()` waits until the network has been
 * quiet for `quietMs` and returns the resources with their sizes (the decoded body; a request
 * that failed or was redirected counts with no bytes).
 */
export function recordRequests(page: Page): {settle: (quietMs?: number) => Promise<LoadedResource[]>; stop: () => void} {
  const pending = new Set<Request>();
  const done: Promise<LoadedResource>[] = [];
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    pending.add(request);
    lastActivity = Date.now();
  };
  const onFinished = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
    done.push(
      (async () => {
        const response = await request.response();
        const body = response && response.status() < 300 ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        return {url: request.url(), type: request.resourceType(), raw: body.length, gzip: body.length ? gzipBytes(body) : 0};
      })(),
    );
  };
  const onFailed = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
    done.push(Promise.resolve({url: request.url(), type: request.resourceType(), raw: 0, gzip: 0}));
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  const stop = () => {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onFailed);
  };
  const settle = async (quietMs = 800) => {
    const deadline = Date.now() + 30_000;
    while ((pending.size > 0 || Date.now() - lastActivity < quietMs) && Date.now() < deadline) {
      await new Promise((wake) => setTimeout(wake, 50));
    }
    return Promise.all(done);
  };
  return {settle, stop};
}

/** Loads `url` in `page` (a fresh context: nothing cached) and weighs what the first load took. */
export async function measureFirstLoad(page: Page, url: string): Promise<PageWeight> {
  const recorder = recordRequests(page);
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
    timeout: 30_000,
  });
  const resources = await recorder.settle();
  recorder.stop();
  return weigh(resources);
}

/** Focuses the first search box and types `query`; returns what that downloaded. */
export async function measureFirstSearch(page: Page, query: string): Promise<LoadedResource[]> {
  const recorder = recordRequests(page);
  const box = page.locator('input[type="search"]').first();
  await box.focus();
  await box.pressSequentially(query, {delay: 30});
  const resources = await recorder.settle();
  recorder.stop();
  return resources;
}

export function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
