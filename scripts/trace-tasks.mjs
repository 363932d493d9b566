#!/usr/bin/env node
// The main thread's long tasks of a page load, from a Chromium performance trace (issue 40): less
// noisy on a shared host than a Lighthouse score. Each build is served by its own nginx with
// deploy/nginx; the page loads at 360×740 with the CPU slowed 4× (Lighthouse's mobile preset),
// until `--ready <selector>` is in the page and the network is idle, then every task of 50 ms or
// more (what total blocking time counts) is listed with what ran inside it. At the end, side by
// side per page and build (medians of the runs): the blocking time and the main thread's
// rendering work, which moves less with the host than a score: style recalculation (ms, elements),
// layout (ms, objects laid out), paint, and SVG images set up.
// Usage: node scripts/trace-tasks.mjs [--runs N] [--ready <selector>] <label>=<build folder>… -- <route>…
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {buildsAndRoutes} from './bench/buildArgs.mjs';
import {chromium} from 'playwright-core';
import {TraceProcessor} from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import {MainThreadTasks} from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import {startNginx} from './nginx.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at > -1 ? args.splice(at, 2)[1] : fallback;
};
const runs = Number(option('--runs', '3'));
const ready = option('--ready', 'body');
const {builds, routes} = buildsAndRoutes(args);
if (!builds.length || !routes.length || !(runs > 0)) {
  console.error('Usage: node scripts/trace-tasks.mjs [--runs N] [--ready <selector>] <label>=<build folder>… -- <route>…');
  process.exit(1);
}
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {CHROMIUM_PATH, CHROMIUM_ARGS, BASE_PATH} = jiti('../tests/e2e/support/browser.ts');
const {summariseTasks} = jiti('./bench/report.ts');

const LONG_TASK_MS = 50;

/** The main thread's rendering work in a load, from its trace events (durations in ms). */
function renderingWork(events) {
  const work = {styleMs: 0, elements: 0, layoutMs: 0, objects: 0, paintMs: 0, svgMs: 0};
  for (const event of events) {
    if (event.ph !== 'X') continue;
    const ms = (event.dur ?? 0) / 1000;
    if (event.name === 'UpdateLayoutTree') {
      work.styleMs += ms;
      work.elements += event.args?.elementCount ?? 0;
    } else if (event.name === 'Layout') {
      work.layoutMs += ms;
      work.objects += event.args?.beginData?.dirtyObjects ?? 0;
    } else if (event.name === 'Paint' || event.name === 'PrePaint') work.paintMs += ms;
    // An SVG image (CSS background, mask, <img>) gets a document of its own.
    else if (event.name === 'SVGImage::DataChanged') work.svgMs += ms;
  }
  return work;
}
const summary = new Map();
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const servers = [];
try {
  for (const build of builds) servers.push(await startNginx({buildDir: build.dir}));
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      for (let turn = 0; turn < builds.length; turn++) {
        // The first build of each round rotates, so a burst of load hits every build alike.
        const which = (turn + run) % builds.length;
        const context = await browser.newContext({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        const events = [];
        cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
        const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.start', {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink.user_timing',
            'blink',
            '__metadata',
          ].join(','),
          transferMode: 'ReportEvents',
        });
        await page.goto(`${servers[which].origin}${BASE_PATH}${route.replace(/^\//, '')}`, {waitUntil: 'load'});
        await page.locator(ready).first().waitFor({state: 'attached', timeout: 60_000});
        await page.waitForLoadState('networkidle');
        await cdp.send('Tracing.end');
        await done;
        await context.close();
        const processed = TraceProcessor.processTrace({traceEvents: events});
        const tasks = MainThreadTasks.getMainThreadTasks(
          processed.mainThreadEvents,
          processed.frames,
          processed.timestamps.traceEnd,
          processed.timestamps.timeOrigin,
        );
        const long = summariseTasks(tasks, 0, 20).filter((task) => task.durationMs >= LONG_TASK_MS);
        const blocking = long.reduce((total, task) => total + task.durationMs - LONG_TASK_MS, 0);
        const work = renderingWork(processed.mainThreadEvents);
        const key = `${route}\t${builds[which].label}`;
        if (!summary.has(key)) summary.set(key, []);
        summary.get(key).push({blocking, ...work});
        console.log(
          `run ${run + 1} ${route} ${builds[which].label}: ${long.length} long task(s), blocking ${Math.round(blocking)} ms, longest ${Math.round(long[0]?.durationMs ?? 0)} ms`,
        );
        for (const task of long) {
          const inside = task.top.map((work) => `${work.name} ${Math.round(work.ms)} ms`).join('; ');
          console.log(`  at ${Math.round(task.startMs)} ms, ${Math.round(task.durationMs)} ms: ${inside}`);
        }
      }
    }
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(sorted[Math.floor(sorted.length / 2)]);
  };
  console.log(`\nMedians of ${runs} run(s), 360×740, CPU 4×:\n`);
  console.log(
    '| page | build | blocking (ms) | style (ms) | elements restyled | layout (ms) | objects laid out | paint (ms) | SVG images (ms) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [key, loads] of summary) {
    const [route, label] = key.split('\t');
    const column = (name) => median(loads.map((load) => load[name]));
    const figures = ['blocking', 'styleMs', 'elements', 'layoutMs', 'objects', 'paintMs', 'svgMs'].map(column);
    console.log(`| \`${route}\` | ${label} | ${figures.join(' | ')} |`);
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
