#!/usr/bin/env node
// Lighthouse A/B(/C…) of builds of the same site (issue 40: "alternating builds"): each build
// served by its own nginx with deploy/nginx, Lighthouse's mobile preset (4× CPU), the runs
// alternating between the builds page by page (the first build of each round rotates), so a
// burst of load on a shared host hits every build alike. Prints the median and range of total
// blocking time and performance (and CLS, LCP) per page and build, with the host's benchmark index.
// Usage: node scripts/bench-ab.mjs [--runs N] <label>=<build folder>… -- <route>…
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {buildsAndRoutes} from './bench/buildArgs.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {startNginx} from './nginx.mjs';

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag > -1 ? Number(args.splice(runsFlag, 2)[1]) : 3;
const {builds, routes} = buildsAndRoutes(args);
if (!builds.length || !routes.length || !(runs > 0)) {
  console.error('Usage: node scripts/bench-ab.mjs [--runs N] <label>=<build folder>… -- <route>…');
  process.exit(1);
}
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {CHROMIUM_PATH, CHROMIUM_ARGS, BASE_PATH} = jiti('../tests/e2e/support/browser.ts');
const {median} = jiti('./bench/report.ts');

const servers = [];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--disable-quic'),
});
try {
  for (const build of builds) servers.push(await startNginx({buildDir: build.dir}));
  /** @type {Record<string, {tbt: number[], performance: number[], index: number[], cls: number[], lcp: number[]}>} */
  const samples = {};
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      for (let turn = 0; turn < builds.length; turn++) {
        const which = (turn + run) % builds.length;
        const url = `${servers[which].origin}${BASE_PATH}${route.replace(/^\//, '')}`;
        // The 404 template answers with status 404, which Lighthouse otherwise refuses to audit (a score of 0).
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ignoreStatusCode: true,
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        const {lhr} = result;
        const key = `${route} ${builds[which].label}`;
        samples[key] ??= {tbt: [], performance: [], index: [], cls: [], lcp: []};
        samples[key].tbt.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
        samples[key].performance.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        samples[key].index.push(lhr.environment.benchmarkIndex);
        samples[key].cls.push(lhr.audits['cumulative-layout-shift'].numericValue ?? 0);
        samples[key].lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
        console.log(
          `run ${run + 1} ${key}: TBT ${Math.round(samples[key].tbt.at(-1) ?? 0)} ms, performance ${samples[key].performance.at(-1)}, CLS ${samples[key].cls.at(-1)?.toFixed(3)}, LCP ${((samples[key].lcp.at(-1) ?? 0) / 1000).toFixed(2)} s`,
        );
      }
    }
  }
  const range = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  console.log(
    `\n| page | build | TBT median (ms) | TBT range | performance median | CLS median | LCP median (s) | benchmark index median |\n| --- | --- | --- | --- | --- | --- | --- | --- |`,
  );
  for (const route of routes) {
    for (const {label} of builds) {
      const {tbt, performance, index, cls, lcp} = samples[`${route} ${label}`];
      console.log(
        `| \`${route}\` | ${label} | ${Math.round(median(tbt))} | ${range(tbt)} | ${median(performance)} | ${median(cls).toFixed(3)} | ${(median(lcp) / 1000).toFixed(2)} | ${Math.round(median(index))} |`,
      );
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) await server.stop();
}
