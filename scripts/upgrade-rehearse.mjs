#!/usr/bin/env node
// Upgrade rehearsal (issue 34): what breaks with the newest Docusaurus 3.x and the newest v4 canary.
// For each target it copies the repository's tracked files to a temporary folder, sets every
// @docusaurus/* dependency to that version, installs, builds, runs the unit tests (the upgrade
// canary of plugins/framework-patches among them) and writes bench/upgrade.md: per patch of
// plugins/framework-patches/PATCHES.md and per plugin or folder, what failed. Slow (an install
// and a build per target) and not run in CI: `npm run upgrade:rehearse [-- --target=3|4] [--keep]`.
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, tmpdir, totalmem} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const targetsWanted = args.filter((arg) => arg.startsWith('--target=')).map((arg) => arg.slice('--target='.length));
const keep = args.includes('--keep');
const wanted = targetsWanted.length > 0 ? targetsWanted : ['3', '4'];
for (const target of wanted) {
  if (target !== '3' && target !== '4') {
    console.error(`[upgrade:rehearse] Unknown --target=${target}: use --target=3 (newest 3.x) or --target=4 (newest v4 canary).`);
    process.exit(2);
  }
}

function run(command, commandArgs, {cwd, log, timeoutMinutes = 40, env = {}}) {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    cwd,
    env: {...process.env, CI: '1', ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: timeoutMinutes * 60_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  writeFileSync(log, `$ ${command} ${commandArgs.join(' ')}\n${output}\n`, {flag: 'a'});
  return {ok: result.status === 0, status: result.status, signal: result.signal, output, seconds: (Date.now() - started) / 1000};
}

const LINES = {3: /^3\.\d+\.\d+$/, 4: /^4\.0\.0-canary-\d+$/};

function registryVersions(name) {
  const result = spawnSync('npm', ['view', name, 'versions', '--json'], {cwd: root, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`npm view ${name} versions failed:\n${result.stderr}`);
  const versions = JSON.parse(result.stdout);
  return Array.isArray(versions) ? versions : [versions];
}

function compareVersions(a, b) {
  const numeric = (version) => version.split(/[.-]/).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const [x, y] = [numeric(a), numeric(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    if (typeof x[i] === 'number' && typeof y[i] === 'number') return x[i] - y[i];
    return String(x[i] ?? '').localeCompare(String(y[i] ?? ''));
  }
  return 0;
}

/** The newest version of a line (3: releases 3.x, 4: the v4 canaries) the registry lists. */
function newestOf(versions, target) {
  return versions
    .filter((version) => LINES[target].test(version))
    .sort(compareVersions)
    .at(-1);
}

/** The newest 3.x release and the newest v4 canary the registry lists for @docusaurus/core. */
function pickVersions() {
  const versions = registryVersions('@docusaurus/core');
  return {3: newestOf(versions, '3'), 4: newestOf(versions, '4')};
}

/** The repository's tracked files (as they are in the working tree) in a new folder. */
function copyRepository(into) {
  const files = spawnSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'}).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(into, file)), {recursive: true});
    cpSync(from, path.join(into, file));
  }
  // A repository of one commit, so the last-update dates and git-reading code work as in a clone.
  spawnSync('git', ['init', '-q'], {cwd: into});
  spawnSync('git', ['add', '-A'], {cwd: into});
  spawnSync('git', ['-c', 'user.name=rehearsal', '-c', 'user.email=rehearsal@localhost', 'commit', '-qm', 'rehearsal'], {cwd: into});
  return files.length;
}

/**
 * Every @docusaurus/* dependency at `version`; a package the registry does not have at that
 * version gets the newest of the same line, and the report says so.
 */
function setDocusaurusVersion(dir, version, target) {
  const file = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const changed = [];
  const substitutes = [];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      if (!name.startsWith('@docusaurus/')) continue;
      const available = registryVersions(name);
      const chosen = available.includes(version) ? version : newestOf(available, target);
      if (!chosen) {
        delete manifest[field][name];
        substitutes.push(`${name}: none on the line, left out`);
        continue;
      }
      manifest[field][name] = chosen;
      changed.push(name);
      if (chosen !== version) substitutes.push(`${name}: ${chosen} (${version} is not on the registry)`);
    }
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return {changed, substitutes};
}

/** Where a test file belongs: its plugin, or the folder under src/ or tests/. */
function areaOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'plugins' || parts[0] === 'src' || parts[0] === 'tests') return parts.slice(0, 2).join('/');
  return parts[0];
}

function lastLines(text, count) {
  return text.trim().split('\n').slice(-count).join('\n');
}

function firstErrorLines(text, count) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /error|Error|ERR!|failed/.test(line));
  return (start < 0 ? lines.slice(-count) : lines.slice(start, start + count)).join('\n').trim();
}

function rehearse(target, version) {
  const dir = mkdtempSync(path.join(tmpdir(), `upgrade-${target}-`));
  const log = path.join(dir, 'rehearsal.log');
  console.log(`[upgrade:rehearse] Docusaurus ${version}: ${dir} (log: ${log})`);
  const report = {target, version, dir, log};
  report.files = copyRepository(dir);
  ({changed: report.packages, substitutes: report.substitutes} = setDocusaurusVersion(dir, version, target));
  // --legacy-peer-deps: a third-party plugin's peer range (search-local: ^2 || ^3) is not what is rehearsed.
  report.install = run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps'], {cwd: dir, log});
  if (!report.install.ok) return report;
  report.installed = JSON.parse(readFileSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
  report.build = run('npx', ['docusaurus', 'build'], {cwd: dir, log});
  const results = path.join(dir, 'jest-results.json');
  report.tests = run('npx', ['jest', '--json', `--outputFile=${results}`], {cwd: dir, log});
  report.jest = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : null;
  return report;
}

function canaryOf(jest) {
  const patches = new Map();
  for (const file of jest?.testResults ?? []) {
    if (!/framework-patches\/__tests__\/canary\.test\.ts$/.test(file.name)) continue;
    for (const test of file.assertionResults) {
      const patch = test.ancestorTitles.length > 0 ? test.ancestorTitles[0].split(':')[0] : '(every patch)';
      const entry = patches.get(patch) ?? {passed: 0, failed: 0, messages: new Set()};
      if (test.status === 'passed') entry.passed += 1;
      else entry.failed += 1;
      for (const message of test.failureMessages ?? []) {
        for (const line of message.replace(ANSI_COLOURS, '').split('\n')) {
          const found = /Patch \\?"[^"\\]+\\?" \(plugins\/framework-patches\/PATCHES\.md\): (.*)$/.exec(line);
          if (found) entry.messages.add(found[1].replace(/\\"/g, '"').replace(/",?$/, ''));
        }
        if (test.status !== 'passed' && entry.messages.size === 0) entry.messages.add(message.split('\n')[0]);
      }
      patches.set(patch, entry);
    }
  }
  return patches;
}

function areasOf(jest) {
  const areas = new Map();
  for (const file of jest?.testResults ?? []) {
    const area = areaOf(file.name);
    const entry = areas.get(area) ?? {passed: 0, failed: 0, suitesFailed: [], first: ''};
    for (const test of file.assertionResults) {
      if (test.status === 'passed') entry.passed += 1;
      else if (test.status === 'failed') {
        entry.failed += 1;
        entry.first ||= `${path.basename(file.name)}: ${test.title}`;
      }
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      entry.suitesFailed.push(path.basename(file.name));
      entry.first ||= `${path.basename(file.name)}: ${(file.message ?? '').split('\n').find((line) => line.trim()) ?? 'failed to run'}`;
    }
    areas.set(area, entry);
  }
  return areas;
}

// Terminal colour codes in jest's messages.
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const cell = (text) => String(text).replace(ANSI_COLOURS, '').replace(/\|/g, '\\|').replace(/\n/g, ' ').slice(0, 400);

function section(report) {
  const lines = [`## Docusaurus ${report.version} (${report.target === '3' ? 'newest 3.x' : 'newest v4 canary'})`, ''];
  lines.push(`Set to ${report.version}: ${report.packages.join(', ')}.`, '');
  if (report.substitutes?.length > 0) lines.push(`Not on the registry at that version: ${report.substitutes.join('; ')}.`, '');
  if (!report.install.ok) {
    lines.push(
      `- Install: **failed** (exit ${report.install.status ?? report.install.signal}).`,
      '',
      '```',
      lastLines(report.install.output, 25),
      '```',
      '',
    );
    return lines.join('\n');
  }
  lines.push(`- Install: ok (${report.install.seconds.toFixed(0)} s), @docusaurus/core ${report.installed}.`);
  lines.push(
    report.build.ok
      ? `- Build: ok (${report.build.seconds.toFixed(0)} s).`
      : `- Build: **failed** after ${report.build.seconds.toFixed(0)} s (exit ${report.build.status ?? report.build.signal}).`,
  );
  const jest = report.jest;
  lines.push(
    jest
      ? `- Unit tests: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numFailedTestSuites} of ${jest.numTotalTestSuites} files failed (${report.tests.seconds.toFixed(0)} s).`
      : `- Unit tests: no results (exit ${report.tests.status ?? report.tests.signal}).`,
  );
  lines.push('');
  if (!report.build.ok) lines.push('Build error (first lines):', '', '```', firstErrorLines(report.build.output, 30), '```', '');

  lines.push('### Per patch (upgrade canary, plugins/framework-patches/PATCHES.md)', '');
  const patches = canaryOf(jest);
  if (patches.size === 0) lines.push('The canary did not run.', '');
  else {
    lines.push('| patch | checks passed | failed | what moved |', '| --- | --- | --- | --- |');
    for (const [patch, entry] of [...patches].sort(([a], [b]) => (a < b ? -1 : 1))) {
      lines.push(
        `| \`${patch}\` | ${entry.passed} | ${entry.failed} | ${entry.failed === 0 ? 'holds' : cell([...entry.messages].join('; '))} |`,
      );
    }
    lines.push('');
  }
  lines.push('### Per plugin or folder (all unit tests)', '');
  const areas = areasOf(jest);
  lines.push('| area | tests passed | failed | first failure |', '| --- | --- | --- | --- |');
  for (const [area, entry] of [...areas].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const failed = entry.failed + (entry.suitesFailed.length > 0 ? ` (+${entry.suitesFailed.length} file(s) did not run)` : '');
    lines.push(`| \`${area}\` | ${entry.passed} | ${failed} | ${entry.first ? cell(entry.first) : ''} |`);
  }
  lines.push('');
  return lines.join('\n');
}

const versions = pickVersions();
// --from=<folder>: write the report again from a kept rehearsal (--keep) without installing anew.
const from = args.filter((arg) => arg.startsWith('--from=')).map((arg) => arg.slice('--from='.length));
const reports = [];
for (const dir of from) {
  const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'));
  const results = path.join(dir, 'jest-results.json');
  reports.push({...report, jest: existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : null});
}
for (const target of from.length > 0 ? [] : wanted) {
  const report = rehearse(target, versions[target]);
  reports.push(report);
  writeFileSync(path.join(report.dir, 'report.json'), JSON.stringify({...report, jest: undefined}, null, 2));
}
const commit = spawnSync('git', ['log', '-1', '--format=%h %s'], {cwd: root, encoding: 'utf8'}).stdout.trim();
const notRun = ['3', '4'].filter((target) => !reports.some((report) => report.target === target));
const text = [
  '# Upgrade rehearsal',
  '',
  'Written by `npm run upgrade:rehearse` (scripts/upgrade-rehearse.mjs; not run in CI). Each target is',
  "a copy of the repository's tracked files with every `@docusaurus/*` dependency set to that version,",
  'installed (`npm install --legacy-peer-deps`), built (`docusaurus build`) and unit-tested (`jest`, the',
  'upgrade canary of plugins/framework-patches included). What a failure means and when to drop a patch:',
  'plugins/framework-patches/PATCHES.md.',
  '',
  `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
  `- Commit: ${commit}`,
  `- Machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`,
  `- Newest on the registry: 3.x ${versions[3]}, v4 canary ${versions[4]}`,
  ...(notRun.length > 0
    ? [
        `- Not run this time: ${notRun.map((target) => (target === '3' ? `3.x (${versions[3]})` : `v4 canary (${versions[4]})`)).join(', ')}`,
      ]
    : []),
  '',
  ...reports.map(section),
].join('\n');
writeFileSync(path.join(root, 'bench', 'upgrade.md'), text);
console.log(`[upgrade:rehearse] Wrote bench/upgrade.md (${reports.map((report) => report.version).join(', ')}).`);
if (!keep && from.length === 0) for (const report of reports) rmSync(report.dir, {recursive: true, force: true});
