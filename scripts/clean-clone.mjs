#!/usr/bin/env node
// The repository stands alone: clone the committed tree into an empty temporary folder (nothing
// beside it, so no path outside the repository can be read), install from package-lock.json as
// CI does, run the unit tests there, and fail if the install changed any tracked file (the lock
// included). `node scripts/clean-clone.mjs` locally; CI runs `--npm-test` (.ci/run): the whole
// `npm test` (type check, lint, unit, build, browser tests) in the clone, so every test runs once,
// with nothing beside the repository.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

const root = resolve(import.meta.dirname, '..');
const wholeSuite = process.argv.includes('--npm-test');
const parent = mkdtempSync(join(tmpdir(), 'docs-clean-clone-'));
const clone = join(parent, 'repo');
const run = (command, args, cwd = clone) => execFileSync(command, args, {cwd, stdio: 'inherit', env: {...process.env, CI: 'true'}});

try {
  run('git', ['clone', '--quiet', '--no-hardlinks', root, clone], parent);
  console.log(`clean-clone: ${clone} (beside it: ${readdirSync(parent).join(', ')})`);
  // `npm install`, not `npm ci`: the registry this project installs from lacks some other
  // platforms' optional binaries (@swc/html-darwin-*, …), so no lock made here lists them and
  // `npm ci` refuses it. The status check below proves the install left the lock as committed.
  // --prefer-offline: the same packages as the checkout's own install (.ci/run runs it first and
  // checks the lock against the registry), so npm takes them and their metadata from its cache
  // instead of asking the registry again for each; it still fetches whatever the cache lacks.
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
  if (wholeSuite) run('npm', ['test']);
  else run('npx', ['jest', '--silent']);
  const changed = execFileSync('git', ['status', '--porcelain'], {cwd: clone, encoding: 'utf8'}).trim();
  if (changed !== '') {
    console.error(`clean-clone: installing or testing changed tracked files:\n${changed}`);
    process.exit(1);
  }
  console.log(
    `clean-clone: installed from the lock and passed ${wholeSuite ? 'npm test' : 'the unit tests'} with nothing beside the repository`,
  );
} finally {
  rmSync(parent, {recursive: true, force: true});
}
