#!/usr/bin/env node
// Upgrade rehearsal (issue 34): what breaks with the newest Docusaurus 3.x and the newest v4 canary.
// For each target it copies the repository's tracked files to a temporary folder, sets every
// @docusaurus/* dependency to that version, installs, builds, runs the unit tests (the upgrade
// canary of plugins/framework-patches among them) and writes bench/upgrade.md: per patch of
// plugins/framework-patches/PATCHES.md and per plugin or folder, what failed. Slow (an install
// and a build per target) and not run in CI: `npm run upgrade:rehearse [-- --target=3|4] [--keep] [--node=<binary>]`.
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, tmpdir, totalmem} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const targetsWanted = args.filter((arg) => arg.startsWith('--target=')).map((arg) => arg.slice('--target='.length));
const keep = args.includes('--keep');
// --reuse=<folder>: a folder kept by --keep, its node_modules updated in place (quicker than a new install); the tracked files are copied anew.
const reuse = args.filter((arg) => arg.startsWith('--reuse=')).map((arg) => arg.slice('--reuse='.length))[0];
// --node=<binary>: build and test with that Node (v4 asks for a newer one than the machine's), first on PATH.
const nodeBinary = args.filter((arg) => arg.startsWith('--node=')).map((arg) => path.resolve(arg.slice('--node='.length)))[0];
const nodeVersion = nodeBinary ? execFileSync(nodeBinary, ['--version'], {encoding: 'utf8'}).trim() : process.version;
const withNode = nodeBinary ? {PATH: `${path.dirname(nodeBinary)}${path.delimiter}${process.env.PATH ?? ''}`} : {};
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

/** The 3.x releases and the v4 canaries the registry lists for @docusaurus/core, newest first. */
function pickVersions() {
  const versions = registryVersions('@docusaurus/core');
  const line = (target) =>
    versions
      .filter((version) => LINES[target].test(version))
      .sort(compareVersions)
      .reverse();
  return {3: line('3'), 4: line('4')};
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

const registryCache = new Map();
function cachedVersions(name) {
  if (!registryCache.has(name)) registryCache.set(name, registryVersions(name));
  return registryCache.get(name);
}

/** Every @docusaurus/* dependency at `version`, or the names the registry lacks at it (then nothing is written). */
function setDocusaurusVersion(dir, version) {
  const file = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const names = ['dependencies', 'devDependencies'].flatMap((field) =>
    Object.keys(manifest[field] ?? {})
      .filter((name) => name.startsWith('@docusaurus/'))
      .map((name) => [field, name]),
  );
  const missing = names.filter(([, name]) => !cachedVersions(name).includes(version)).map(([, name]) => name);
  if (missing.length > 0) return {changed: [], missing};
  for (const [field, name] of names) manifest[field][name] = version;
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return {changed: names.map(([, name]) => name), missing: []};
}

/** Where a test file belongs: its plugin, or the folder under src/ or tests/. */
function areaOf(file, copy) {
  const parts = path.relative(copy, file).split(path.sep);
  if (parts[0] === 'plugins' || parts[0] === 'src' || parts[0] === 'tests') return parts.slice(0, 2).join('/');
  return parts[0];
}

function lastLines(text, count) {
  return text.trim().split('\n').slice(-count).join('\n');
}

function firstErrorLines(text, count) {
  // Without the terminal's colour codes, which the bundler writes even to a pipe.
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /error|Error|ERR!|failed/.test(line));
  return (start < 0 ? lines.slice(-count) : lines.slice(start, start + count)).join('\n').trim();
}

/**
 * One target: the newest version of its line whose packages all install. The registry this
 * project installs from may hold a canary only in part (core without its own dependencies at
 * the same version); such a version is skipped, named in the report, and the next older tried.
 */
function rehearse(target, candidates) {
  const dir = reuse ?? mkdtempSync(path.join(tmpdir(), `upgrade-${target}-`));
  const log = path.join(dir, 'rehearsal.log');
  const report = {target, version: candidates[0], dir, log, skipped: /** @type {{version: string, reason: string}[]} */ ([])};
  report.files = copyRepository(dir);
  const original = readFileSync(path.join(dir, 'package.json'), 'utf8');
  for (const version of candidates.slice(0, 4)) {
    console.log(`[upgrade:rehearse] Docusaurus ${version}: ${dir} (log: ${log})`);
    writeFileSync(path.join(dir, 'package.json'), original);
    const {changed, missing} = setDocusaurusVersion(dir, version);
    if (missing.length > 0) {
      report.skipped.push({version, reason: `not on the registry at this version: ${missing.join(', ')}`});
      continue;
    }
    // --force: a third-party plugin's peer range (search-local: ^2 || ^3) is not what is rehearsed;
    // unlike --legacy-peer-deps it still installs peers (@testing-library/dom for the component tests).
    const install = run('npm', ['install', '--no-audit', '--no-fund', '--force'], {cwd: dir, log});
    const absent = /notarget No matching version found for (\S+)\./.exec(install.output);
    if (!install.ok && absent) {
      report.skipped.push({version, reason: `a dependency is not on the registry: ${absent[1]}`});
      continue;
    }
    Object.assign(report, {version, packages: changed, install});
    break;
  }
  if (!report.install) return report;
  if (!report.install.ok) return report;
  const core = JSON.parse(readFileSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'), 'utf8'));
  report.installed = core.version;
  report.engines = core.engines?.node;
  report.build = run('npx', ['docusaurus', 'build'], {cwd: dir, log, env: withNode});
  const results = path.join(dir, 'jest-results.json');
  report.tests = run('npx', ['jest', '--json', `--outputFile=${results}`], {cwd: dir, log, env: withNode});
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

function areasOf(jest, copy) {
  const areas = new Map();
  for (const file of jest?.testResults ?? []) {
    const area = areaOf(file.name, copy);
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
      const reason = (file.message ?? '').split('\n').find((line) => /Error|Cannot find/.test(line)) ?? 'failed to run';
      entry.first ||= `${path.basename(file.name)} did not run: ${reason.trim()}`;
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
  for (const {version, reason} of report.skipped ?? []) lines.push(`- Skipped ${version}: ${reason}.`);
  if (report.skipped?.length > 0) lines.push('');
  if (!report.install) {
    lines.push('No version of this line could be installed from the registry.', '');
    return lines.join('\n');
  }
  lines.push(`Set to ${report.version}: ${report.packages.join(', ')}.`, '');
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
  if (report.engines)
    lines.push(
      `- Node: @docusaurus/core ${report.installed} asks for ${report.engines}; this rehearsal built and tested on ${nodeVersion}.`,
    );
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
  const areas = areasOf(jest, report.dir);
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
  'installed (`npm install --force`), built (`docusaurus build`) and unit-tested (`jest`, the',
  'upgrade canary of plugins/framework-patches included). What a failure means and when to drop a patch:',
  'plugins/framework-patches/PATCHES.md.',
  '',
  `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
  `- Commit: ${commit}`,
  `- Machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${nodeVersion} (build and tests)`,
  `- Newest on the registry: 3.x ${versions[3][0]}, v4 canary ${versions[4][0]}`,
  ...(notRun.length > 0
    ? [
        `- Not run this time: ${notRun.map((target) => (target === '3' ? `3.x (${versions[3][0]})` : `v4 canary (${versions[4][0]})`)).join(', ')}`,
      ]
    : []),
  '',
  ...reports.map(section),
].join('\n');
writeFileSync(path.join(root, 'bench', 'upgrade.md'), text);
console.log(`[upgrade:rehearse] Wrote bench/upgrade.md (${reports.map((report) => report.version).join(', ')}).`);
if (!keep && from.length === 0) for (const report of reports) rmSync(report.dir, {recursive: true, force: true});
