#!/usr/bin/env node
// npm run bench (issue 10): build the site cold and warm with @docusaurus/faster and cold with
// webpack (DOCS_WEBPACK=1, see docusaurus.config.ts), serve the build with nginx and the shipped
// deploy/nginx config, weigh the first load of one page per template and the first search in Chromium, run
// Lighthouse, and write bench/results.md. On a shared machine run it under the build lock:
//   flock /tmp/build.lock npm run bench
// BENCH_OUT_DIR (default: a temporary folder) holds the builds; the repository's build/ is never
// touched. BENCH_RUNS sets the Lighthouse runs per page (default 5, the budget's median); BENCH_SKIP_WEBPACK=1 skips the
// webpack build; BENCH_REUSE_BUILD=1 measures the build already in BENCH_OUT_DIR without building;
// BENCH_SKIP_DESKTOP=1 leaves out the desktop runs. In the same run a plain Docusaurus classic site
// (scripts/bench/baseline.ts, built from BASELINE_SOURCE) is measured as one more page, so every
// figure reads as a ratio to what an unmodified Docusaurus gives.
import {spawn, execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  createWriteStream,
} from 'node:fs';
import {cpus, tmpdir, totalmem} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {chromium} from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {TraceProcessor} from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import {MainThreadTasks} from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
process.chdir(root);
// The TypeScript helpers are shared with the e2e suite, so both count and serve alike.
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {startNginx: startNginxWith} = await import('./nginx.mjs');
const startNginx = (buildDir) => startNginxWith({buildDir});
const {CHROMIUM_PATH, CHROMIUM_ARGS, BASE_PATH} = jiti('../tests/e2e/support/browser.ts');
const {measureFirstLoad, measureFirstSearch, gzipBytes, SEARCH_INDEX} = jiti('../tests/e2e/support/pageWeight.ts');
const {formatResults, markedSection, medianRun, medianIndex, calibratedCpuSlowdown, summariseTasks, BASELINE_LABEL} =
  jiti('./bench/report.ts');
const {plainDoc, plainConfig} = jiti('./bench/baseline.ts');
const {jsBudgetOf} = jiti('../tests/e2e/support/budgets.ts');

// One page per template (issue 40): what a reader of each kind of page gets on a phone.
const PAGES = [
  {label: 'home', route: '/'},
  {label: 'plain doc', route: '/support/sposoby-kontaktu/'},
  {label: 'FAQ (long)', route: '/faq/faq/tworzenie-maszyny-wirtualnej/'},
  {label: 'diagrams', route: '/services/maszyna-wirtualna/'},
  {label: 'API examples', route: '/services/api/przyklady/'},
  {label: 'API reference', route: '/services/api/referencja/dyski-ovs/'},
  {label: 'Terraform reference', route: '/services/terraform/zasoby/'},
  {label: 'dictionaries', route: '/services/api/slowniki/'},
  {label: 'error catalogue', route: '/services/api/kody-bledow/'},
  {label: 'glossary', route: '/slowniczek/'},
  {label: 'tools', route: '/narzedzia/'},
  {label: 'OTM simulator', route: '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/'},
  {label: 'search results', route: '/search/?q=maszyna%20wirtualna'},
  {label: 'not found (404)', route: '/nie-ma-takiej-strony/'},
];
const SEARCH_QUERY = 'maszyna wirtualna';
// The plain site's one doc: our API examples page (code blocks in tabs, long text).
const BASELINE_SOURCE = 'docs/services/api/przyklady.mdx';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const outRoot = process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'docs-bench');
const docusaurusBin = join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** Resident memory (MB) of a process and all its descendants, read from /proc. */
function treeRssMb(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const member of tree) {
    try {
      kb += Number(readFileSync(`/proc/${member}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
    } catch {
      // Gone already.
    }
  }
  return kb / 1024;
}

/** Removes what `docusaurus clear` removes, except the repository's build/ (others may use it). */
function clearCaches(outDir) {
  for (const path of ['.docusaurus', 'node_modules/.cache', outDir]) rmSync(path, {recursive: true, force: true});
}

async function timedBuild(label, outDir, env = {}, siteDir = root) {
  mkdirSync(outRoot, {recursive: true});
  const logFile = join(outRoot, `${label.replace(/\W+/g, '-')}.log`);
  const log = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn(process.execPath, [docusaurusBin, 'build', siteDir, '--out-dir', outDir], {
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let peakMemoryMb = 0;
  const poll = setInterval(() => {
    peakMemoryMb = Math.max(peakMemoryMb, treeRssMb(child.pid));
  }, 200);
  const code = await new Promise((done) => child.on('exit', done));
  clearInterval(poll);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${label} build failed (exit ${code}); see ${logFile}`);
  console.log(`${label}: ${seconds.toFixed(1)} s, ${Math.round(peakMemoryMb)} MB`);
  return {label, seconds, peakMemoryMb};
}

/**
 * The plain Docusaurus site: classic preset, our BASELINE_SOURCE as its one doc, built by the same
 * Docusaurus with its defaults (no @docusaurus/faster, no plugin of ours).
 */
async function buildBaseline() {
  const outDir = join(outRoot, 'build-plain');
  // BENCH_REUSE_BUILD=1 measures the plain site already built too (no build time then).
  if (process.env.BENCH_REUSE_BUILD === '1' && existsSync(join(outDir, 'index.html'))) return {outDir, build: undefined};
  const siteDir = mkdtempSync(join(tmpdir(), 'bench-plain-docusaurus-'));
  mkdirSync(join(siteDir, 'docs'));
  writeFileSync(join(siteDir, 'docusaurus.config.mjs'), plainConfig(BASE_PATH));
  writeFileSync(join(siteDir, 'docs', 'index.mdx'), plainDoc(readFileSync(BASELINE_SOURCE, 'utf8')));
  // Our packages, linked one by one: the plain site's build cache (node_modules/.cache) is its own.
  mkdirSync(join(siteDir, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules')).filter((entry) => entry !== '.cache')) {
    symlinkSync(join(root, 'node_modules', name), join(siteDir, 'node_modules', name));
  }
  rmSync(outDir, {recursive: true, force: true});
  const build = await timedBuild('plain Docusaurus, cold (classic preset, its defaults)', outDir, {}, siteDir);
  rmSync(siteDir, {recursive: true, force: true});
  return {outDir, build};
}

async function measurePages(origin, pageList = PAGES, withSearch = true) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const pages = [];
    let firstSearch = [];
    for (const {label, route} of pageList) {
      const context = await browser.newContext({viewport: {width: 1280, height: 900}});
      const page = await context.newPage();
      const weight = await measureFirstLoad(page, `${origin}${BASE_PATH}${route.slice(1)}`);
      pages.push({
        label,
        route,
        js: weight.js,
        css: weight.css,
        requests: weight.requests,
        prefetches: weight.resources.filter((resource) => resource.type === 'other' && resource.url.includes('/assets/js/')).length,
        searchIndexRequested: weight.resources.some((resource) => SEARCH_INDEX.test(resource.url)),
        jsBudgetKiB: jsBudgetOf(route),
      });
      if (withSearch && route === '/') {
        firstSearch = (await measureFirstSearch(page, SEARCH_QUERY)).map((resource) => ({
          url: resource.url.replace(origin, ''),
          bytes: {raw: resource.raw, gzip: resource.gzip},
        }));
      }
      await context.close();
    }
    return {pages, firstSearch};
  } finally {
    await browser.close();
  }
}

function searchIndexFiles(outDir) {
  return readdirSync(outDir)
    .filter((name) => SEARCH_INDEX.test(`/${name}`))
    .map((name) => {
      const body = readFileSync(join(outDir, name));
      return {name, bytes: {raw: body.length, gzip: gzipBytes(body)}};
    });
}

/** The figures bench/results.md reports from one Lighthouse result. */
function figures(lhr) {
  const {categories, audits} = lhr;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
    seo: Math.round((categories.seo.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue ?? 0,
    tbtMs: audits['total-blocking-time'].numericValue ?? 0,
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/** The report of a Lighthouse run, which the API types as possibly missing. */
function reportOf(result) {
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr;
}

function auditsBelowFullMarks(lhr) {
  const {categories, audits} = lhr;
  return Object.values(categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1).map((ref) => ref.id))
    .filter((id, index, all) => all.indexOf(id) === index);
}

/**
 * One mobile run: Lighthouse loads the page once and saves what it observed; the saved load is
 * audited with the preset's 4× CPU slowdown and again with the slowdown calibrated to the host's
 * benchmark index of this very run (report.ts, calibratedCpuSlowdown). Both simulations read the
 * same trace, so the two figures differ only by the emulated phone.
 */
async function mobileRun(url, flags) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  try {
    const preset = await lighthouse(url, {...flags, gatherMode: dir, auditMode: dir});
    // A load Lighthouse could not finish saves no trace: that run has no profile, and its error
    // shows in the figures.
    const traceFile = join(dir, 'defaultPass.trace.json');
    const profile = existsSync(traceFile) ? profileOf(JSON.parse(readFileSync(traceFile, 'utf8'))) : [];
    const artifactsFile = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    // The calibrated figure is for information only: a host too busy to emulate the phone at all
    // (calibratedCpuSlowdown refuses it) leaves that run without one instead of ending the bench.
    let slowdown;
    try {
      slowdown = calibratedCpuSlowdown(artifacts.BenchmarkIndex);
    } catch (error) {
      console.log(`  ${url}: no calibrated audit (${error instanceof Error ? error.message : error})`);
      return {preset: reportOf(preset), calibrated: undefined, profile};
    }
    const throttling = {...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown};
    // Lighthouse refuses to audit with settings other than those it gathered with, so the saved
    // settings take the calibrated slowdown too (only the simulation reads it).
    writeFileSync(artifactsFile, JSON.stringify({...artifacts, settings: {...artifacts.settings, throttling}}));
    const calibrated = await lighthouse(undefined, {...flags, auditMode: dir, throttling});
    return {preset: reportOf(preset), calibrated: reportOf(calibrated), profile};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The five longest tasks from the first contentful paint on, from the trace Lighthouse saved. */
function profileOf(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  return summariseTasks(tasks, navigation.timings.firstContentfulPaint ?? 0);
}

async function runLighthouse(targets) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--disable-quic'),
  });
  /** @type {import('lighthouse').Flags} */
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // The 404 template answers with status 404, which Lighthouse otherwise refuses to audit.
    ignoreStatusCode: true,
  };
  const row = (label, formFactor, samples) => {
    const median = medianRun(samples);
    console.log(`lighthouse ${formFactor} ${label}: ${JSON.stringify(median)}`);
    return {label, formFactor, runs: samples.length, ...median};
  };
  try {
    const rows = [];
    // Round after round over all pages, so a burst of load on the shared host hits every page alike.
    const samples = targets.map(() => ({preset: [], calibrated: [], profiles: [], desktop: []}));
    for (let run = 0; run < runs; run++) {
      for (const [index, {label, url}] of targets.entries()) {
        const result = await mobileRun(url, flags);
        samples[index].preset.push(figures(result.preset));
        if (result.calibrated) samples[index].calibrated.push(figures(result.calibrated));
        samples[index].profiles.push(result.profile);
        const failed = auditsBelowFullMarks(result.preset);
        if (run === 0 && failed.length) console.log(`  mobile ${label}: audits below full marks: ${failed.join(', ')}`);
      }
    }
    for (const [index, {label}] of targets.entries()) {
      const {preset, calibrated, profiles} = samples[index];
      const profile = profiles[medianIndex(preset.map((sample) => sample.tbtMs))];
      if (calibrated.length) rows.push(row(label, 'mobile-calibrated', calibrated));
      rows.push({...row(label, 'mobile', preset), profile});
    }
    if (process.env.BENCH_SKIP_DESKTOP === '1') return rows;
    for (let run = 0; run < runs; run++) {
      for (const [index, {label, url}] of targets.entries()) {
        const result = await lighthouse(url, flags, desktopConfig);
        samples[index].desktop.push(figures(reportOf(result)));
        const failed = auditsBelowFullMarks(reportOf(result));
        if (run === 0 && failed.length) console.log(`  desktop ${label}: audits below full marks: ${failed.join(', ')}`);
      }
    }
    for (const [index, {label}] of targets.entries()) rows.push(row(label, 'desktop', samples[index].desktop));
    return rows;
  } finally {
    await chrome.kill();
  }
}

function machine() {
  const git = (...args) => execFileSync('git', args, {encoding: 'utf8'}).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : '';
  const chromiumVersion = execFileSync(CHROMIUM_PATH, ['--version'], {encoding: 'utf8'}).trim();
  const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: `${git('rev-parse', '--short', 'HEAD')} ${git('log', '-1', '--format=%s').slice(0, 80)}${dirty}`,
    cores: `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'})`,
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB RAM`,
    versions: `Node ${process.version}, Docusaurus ${version('@docusaurus/core')}, ${chromiumVersion}, Lighthouse ${version('lighthouse')}`,
  };
}

// The plain site first: a failure there shows before the long builds of ours.
const baseline = await buildBaseline();
const builds = [];
const buildDir = join(outRoot, 'build');
const reuse = process.env.BENCH_REUSE_BUILD === '1';
if (!reuse && process.env.BENCH_SKIP_WEBPACK !== '1') {
  const webpackDir = join(outRoot, 'build-webpack');
  clearCaches(webpackDir);
  builds.push(await timedBuild('cold, webpack (DOCS_WEBPACK=1)', webpackDir, {DOCS_WEBPACK: '1'}));
  rmSync(webpackDir, {recursive: true, force: true});
}
if (!reuse) {
  clearCaches(buildDir);
  builds.push(await timedBuild('cold, @docusaurus/faster', buildDir));
  builds.push(await timedBuild('warm, @docusaurus/faster', buildDir));
}
const webpack = builds.find((build) => build.label.includes('webpack'));
const faster = builds.find((build) => build.label.startsWith('cold, @docusaurus'));
const webpackRatio = webpack && faster ? webpack.seconds / faster.seconds : undefined;

const nginx = await startNginx(buildDir);
// The plain site gets the same server without our Content-Security-Policy (its inline scripts are
// not ours to hash); compression and caching are the same.
const plainNginx = await startNginxWith({buildDir: baseline.outDir, confFile: (name, text) => (name === 'csp.conf' ? '' : text)});
try {
  const {pages, firstSearch} = await measurePages(nginx.origin);
  const baselineRoute = {label: BASELINE_LABEL, route: '/'};
  const {
    pages: [baselinePage],
  } = await measurePages(plainNginx.origin, [baselineRoute], false);
  const lighthouseRows = await runLighthouse([
    ...PAGES.map(({label, route}) => ({label, url: `${nginx.origin}${BASE_PATH}${route.slice(1)}`})),
    {label: BASELINE_LABEL, url: `${plainNginx.origin}${BASE_PATH}`},
  ]);
  const markdown = formatResults({
    machine: machine(),
    builds,
    webpackRatio,
    pages,
    search: {indexFiles: searchIndexFiles(buildDir), firstSearch},
    lighthouse: lighthouseRows,
    baseline: {
      source: `${BASELINE_SOURCE}, our components left out`,
      build: baseline.build,
      page: {...baselinePage, route: `plain ${BASE_PATH}`},
    },
  });
  mkdirSync(join(root, 'bench'), {recursive: true});
  // The compression benchmark (npm run bench:compression) keeps its section in the same file, and
  // so do the hand-run comparison of code highlighters (section "highlighting") and the API
  // console's measurements (section "api-console") and the MCP server's (section "mcp").
  let previous = '';
  try {
    previous = readFileSync(join(root, 'bench/results.md'), 'utf8');
  } catch {
    // first run
  }
  const kept = ['compression', 'highlighting', 'mcp', 'api-console'].map((name) => markedSection(previous, name)).filter(Boolean);
  writeFileSync(join(root, 'bench/results.md'), kept.length ? `${[markdown.trimEnd(), ...kept].join('\n\n')}\n` : markdown);
  console.log(`\n${markdown}\nWritten to bench/results.md (${statSync('bench/results.md').size} bytes).`);
} finally {
  await nginx.stop();
  await plainNginx.stop();
}
