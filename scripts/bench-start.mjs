#!/usr/bin/env node
// `npm start` to the first page, for two or more commits side by side in one run (issue 34): each
// commit is checked out in a temporary worktree with its own `npm install`, then started cold
// (after `docusaurus clear`) and warm (twice, or `--warm N` times), the commits alternating, and
// timed from the start command until Chromium shows the page's heading. Writes bench/start.md.
// Run it on a quiet host.
// Usage: node scripts/bench-start.mjs [--route /pl/docs/billing/faktury/] [--warm 2] <label>=<git ref>…
import {execFileSync, spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {cpus, tmpdir, totalmem} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const {median} = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true})('./bench/report.ts');
const args = process.argv.slice(2);
const routeFlag = args.indexOf('--route');
const route = routeFlag > -1 ? args.splice(routeFlag, 2)[1] : '/pl/docs/billing/faktury/';
const warmFlag = args.indexOf('--warm');
const warmRuns = warmFlag > -1 ? Number(args.splice(warmFlag, 2)[1]) : 2;
/** @typedef {{label: string, ref: string, dir: string, sha: string, times: {cold: number[], warm: number[]}}} Commit */
/** @type {Commit[]} */
const commits = args.map((arg) => {
  const [label = '', ref = ''] = arg.split('=');
  return {label, ref, dir: '', sha: '', times: {cold: [], warm: []}};
});
if (commits.length === 0 || commits.some(({label, ref}) => !label || !ref) || !(Number.isInteger(warmRuns) && warmRuns > 0)) {
  console.error('Usage: node scripts/bench-start.mjs [--route <path>] [--warm <runs>] <label>=<git ref>…');
  process.exit(2);
}

const run = (command, commandArgs, cwd) => execFileSync(command, commandArgs, {cwd, stdio: ['ignore', 'ignore', 'inherit']});

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Seconds from the start command until the page's heading is on screen.
 * @param {string} dir
 * @param {import('playwright-core').Browser} browser
 */
async function timeStart(dir, browser) {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(
    process.execPath,
    ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'start', '--no-open', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: dir,
      env: {...process.env, BROWSER: 'none'},
      stdio: 'ignore',
      detached: true,
    },
  );
  const page = await browser.newPage();
  try {
    // The server refuses connections until it listens, then holds requests until the first compile.
    for (;;) {
      if (server.exitCode !== null) throw new Error(`docusaurus start exited with ${server.exitCode} in ${dir}`);
      try {
        await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'domcontentloaded', timeout: 600_000});
        break;
      } catch (error) {
        if (!/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await page.locator('article h1').first().waitFor({state: 'visible', timeout: 600_000});
    return (performance.now() - started) / 1000;
  } finally {
    await page.close();
    if (server.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
  }
}

const parent = mkdtempSync(join(tmpdir(), 'docs-bench-start-'));
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  for (const commit of commits) {
    commit.dir = join(parent, commit.label);
    commit.sha = execFileSync('git', ['rev-parse', '--short', commit.ref], {cwd: root, encoding: 'utf8'}).trim();
    run('git', ['worktree', 'add', '--detach', commit.dir, commit.ref], root);
    console.log(`${commit.label} (${commit.sha}): npm install…`);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], commit.dir);
  }
  // Cold once each, then warm, the order reversed each round so neither commit always goes first.
  /** @type {['cold' | 'warm', Commit[]][]} */
  const rounds = [
    ['cold', commits],
    ...Array.from(
      {length: warmRuns},
      (_, index) => /** @type {['warm', Commit[]]} */ (['warm', index % 2 ? commits : [...commits].reverse()]),
    ),
  ];
  for (const [kind, order] of rounds) {
    for (const commit of order) {
      if (kind === 'cold') run(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'clear'], commit.dir);
      const seconds = await timeStart(commit.dir, browser);
      commit.times[kind].push(seconds);
      console.log(
        `${commit.label} ${kind}: ${seconds.toFixed(1)} s (load ${execFileSync('cat', ['/proc/loadavg'], {encoding: 'utf8'}).split(' ')[0]})`,
      );
    }
  }
} finally {
  await browser.close();
  for (const commit of commits) if (commit.dir) execFileSync('git', ['worktree', 'remove', '--force', commit.dir], {cwd: root});
  rmSync(parent, {recursive: true, force: true});
}

const loadavg = execFileSync('cat', ['/proc/loadavg'], {encoding: 'utf8'}).split(' ').slice(0, 3).join(' ');
writeFileSync(
  join(root, 'bench/start.md'),
  [
    '# `npm start` to the first page',
    '',
    'Written by `node scripts/bench-start.mjs` (each commit in its own worktree with its own `npm install`;',
    `timed from \`docusaurus start\` until Chromium shows the heading of \`${route}\`; cold after`,
    '`docusaurus clear`, warm with the cache of the run before; commits alternating).',
    '',
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM; load average at the end ${loadavg}`,
    '',
    `| commit | cold (s) | warm (s, ${warmRuns} runs) | warm median (s) |`,
    '| --- | --- | --- | --- |',
    ...commits.map(
      ({label, sha, times}) =>
        `| ${label} (${sha}) | ${times.cold.map((s) => s.toFixed(1)).join(', ')} | ${times.warm.map((s) => s.toFixed(1)).join(', ')} | ${median(times.warm).toFixed(1)} |`,
    ),
    '',
  ].join('\n'),
);
console.log('bench/start.md written.');
