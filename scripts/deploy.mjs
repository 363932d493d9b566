#!/usr/bin/env node
// Atomic, checked deploys. A release is a complete build in its own folder; the live site is a
// symlink (`current`, or the path nginx serves) switched in one rename, so a reader never sees
// half a site, and a build that failed is never published.
//
//   node scripts/deploy.mjs prepare  [--releases DIR]            build into DIR/<time>, verified
//   node scripts/deploy.mjs publish  [--releases DIR] [--live L] [RELEASE]  switch L to a release
//   node scripts/deploy.mjs rollback [--releases DIR] [--live L]  switch L to the previous release
//   node scripts/deploy.mjs list     [--releases DIR] [--live L]
//
// Defaults: --releases releases, --live releases/current. On the nginx host the live path is
// /srv/www/pl/docs (deploy/nginx/docs.conf serves it): see deploy/README.md.
import {spawnSync} from 'node:child_process';
import {existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, relative, resolve} from 'node:path';

export const KEEP_RELEASES = 5;
// Written last into a release, after every check passed: a folder without it is never published.
export const MARK = '.release-ok';
// Files every good build has; a build that stopped half way lacks some of them.
const REQUIRED = ['index.html', '404.html', 'sitemap.xml', 'robots.txt', 'search-index.json', 'llms.txt', 'llms-full.txt'];

/** Release folder name for a moment: sortable, no characters a shell or URL minds. */
export function releaseName(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Verified releases in `dir`, oldest first. */
export function listReleases(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && /^\d{8}T\d{6}Z/.test(entry.name) && existsSync(join(dir, entry.name, MARK)))
    .map((entry) => entry.name)
    .sort();
}

/** The release name the live symlink points at, or null. */
export function liveRelease(live) {
  try {
    if (!lstatSync(live).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  return basename(readlinkSync(live));
}

/** What a build must contain to be published; empty when it is complete. */
export function missingFiles(folder) {
  return REQUIRED.filter((file) => !existsSync(join(folder, file)));
}

/** Points `live` at `target` in one rename (a reader sees the old or the new site, never a mix). */
export function switchLive(live, target) {
  mkdirSync(dirname(live), {recursive: true});
  if (existsSync(live) && !lstatSync(live).isSymbolicLink()) {
    throw new Error(`${live} is a real folder, not a symlink: move it away once, then publish again.`);
  }
  const temporary = `${live}.next-${process.pid}`;
  rmSync(temporary, {force: true});
  symlinkSync(relative(dirname(live), resolve(target)), temporary);
  renameSync(temporary, live);
}

/** Releases to delete: all but the newest `keep`, never the live one. */
export function releasesToPrune(releases, live, keep = KEEP_RELEASES) {
  return releases.slice(0, Math.max(0, releases.length - keep)).filter((name) => name !== live);
}

/** The release before the live one, for a rollback. */
export function previousRelease(releases, live) {
  const index = releases.indexOf(live);
  return index > 0 ? releases[index - 1] : null;
}

function prepare(releasesDir, build = defaultBuild) {
  const folder = join(releasesDir, releaseName());
  mkdirSync(releasesDir, {recursive: true});
  const status = build(folder);
  if (status !== 0) {
    rmSync(folder, {recursive: true, force: true});
    throw new Error(`the build failed (exit ${status}); nothing was published and ${folder} was removed.`);
  }
  const missing = missingFiles(folder);
  if (missing.length > 0) {
    rmSync(folder, {recursive: true, force: true});
    throw new Error(`the build is incomplete (missing ${missing.join(', ')}); nothing was published.`);
  }
  writeFileSync(join(folder, MARK), `${new Date().toISOString()}\n`);
  return folder;
}

function defaultBuild(folder) {
  const docusaurus = spawnSync('npx', ['docusaurus', 'build', '--out-dir', folder], {stdio: 'inherit'});
  if (docusaurus.status !== 0) return docusaurus.status ?? 1;
  return spawnSync('node', ['scripts/precompress.mjs', folder], {stdio: 'inherit'}).status ?? 1;
}

/** Command line; `build` is injectable so the tests can fail a build on purpose. */
export function main(argv, {build = defaultBuild, log = console.log} = {}) {
  const [command, ...rest] = argv;
  const option = (name, fallback) => {
    const at = rest.indexOf(name);
    if (at === -1) return fallback;
    const value = rest[at + 1];
    rest.splice(at, 2);
    return value;
  };
  const releasesDir = option('--releases', 'releases');
  const live = option('--live', join(releasesDir, 'current'));
  const releases = () => listReleases(releasesDir);
  switch (command) {
    case 'prepare': {
      const folder = prepare(releasesDir, build);
      log(
        `Release ready: ${folder}. Publish it with: node scripts/deploy.mjs publish --releases ${releasesDir} --live ${live} ${basename(folder)}`,
      );
      return folder;
    }
    case 'publish': {
      const wanted = rest[0] ?? releases().at(-1);
      if (!wanted || !releases().includes(wanted))
        throw new Error(`no verified release ${wanted ?? ''} in ${releasesDir} (run prepare first).`);
      switchLive(live, join(releasesDir, wanted));
      for (const old of releasesToPrune(releases(), wanted)) rmSync(join(releasesDir, old), {recursive: true, force: true});
      log(`Live: ${wanted} (${live}).`);
      return wanted;
    }
    case 'rollback': {
      const previous = previousRelease(releases(), liveRelease(live));
      if (!previous) throw new Error('no earlier release to roll back to.');
      switchLive(live, join(releasesDir, previous));
      log(`Rolled back: ${previous} is live (${live}).`);
      return previous;
    }
    case 'list': {
      const current = liveRelease(live);
      for (const name of releases()) log(`${name === current ? '*' : ' '} ${name}`);
      return current;
    }
    default:
      throw new Error('usage: node scripts/deploy.mjs prepare|publish|rollback|list [--releases DIR] [--live PATH] [RELEASE]');
  }
}

if (process.argv[1]?.endsWith('deploy.mjs')) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`deploy: ${error.message}`);
    process.exit(1);
  }
}
