#!/usr/bin/env node
// Each framework patch against a build with it (issue 34): builds the site with every patch and
// once per patch with that one left out (FRAMEWORK_PATCHES_OFF, plugins/framework-patches/switches.ts),
// then measures them side by side in one run: first-load JavaScript (gzip, as the budgets e2e
// counts it) and Lighthouse mobile (preset 4×) with the builds alternating page by page
// (scripts/bench-ab.mjs). Writes bench/patches.md. Slow (a build per patch): run it on a quiet host.
// Usage: node scripts/bench-patches.mjs [--runs N] [--patches a,b] [--reuse] [-- route…]
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {cpus, tmpdir, totalmem} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';

const root = fileURLToPath(new URL('..', import.meta.url));
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {SWITCHABLE_PATCHES, PATCHES_OFF_VARIABLE} = jiti('../plugins/framework-patches/switches.ts');

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at > -1 ? args.splice(at, 2)[1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
const patches = (option('--patches') ?? SWITCHABLE_PATCHES.join(',')).split(',');
const reuse = args.includes('--reuse');
const split = args.indexOf('--');
// The templates where the patches act: a plain page, code in tabs, a widget page, a reference page.
const routes =
  split > -1
    ? args.slice(split + 1)
    : [
        '/support/sposoby-kontaktu/',
        '/services/api/przyklady/',
        '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/',
        '/services/terraform/zasoby/',
      ];
const outRoot = process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'docs-bench-patches');
mkdirSync(outRoot, {recursive: true});

function build(label, off) {
  const outDir = join(outRoot, label);
  if (reuse && existsSync(join(outDir, 'index.html'))) return outDir;
  console.log(`building ${label}…`);
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir],
    {
      cwd: root,
      // No persistent bundler cache: it keeps resolved modules, so one build's left-out replacements
      // would reach the next build (and a later `npm run build`).
      env: {...process.env, CI: 'true', DOCUSAURUS_NO_PERSISTENT_CACHE: '1', [PATCHES_OFF_VARIABLE]: off},
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`The build without ${off || 'nothing'} failed (exit ${result.status}).`);
  return outDir;
}

const builds = [
  {label: 'all', dir: build('all', '')},
  ...patches.map((patch) => ({label: `no ${patch}`, dir: build(`no-${patch}`, patch)})),
];

const bytes = builds.map(({label, dir}) => {
  const output = execFileSync(process.execPath, [join(root, 'scripts/first-load.mjs'), '--build', dir, ...routes], {
    cwd: root,
    encoding: 'utf8',
  });
  return {label, figures: [...output.matchAll(/JS ([\d.]+) KiB/g)].map((match) => match[1])};
});
const lighthouse = execFileSync(
  process.execPath,
  [
    join(root, 'scripts/bench-ab.mjs'),
    '--runs',
    String(runs),
    ...builds.map(({label, dir}) => `${label.replace(/\s/g, '-')}=${dir}`),
    '--',
    ...routes,
  ],
  {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']},
);
const table = lighthouse.slice(lighthouse.indexOf('\n| page |') + 1);
const commit = execFileSync('git', ['log', '-1', '--format=%h %s'], {cwd: root, encoding: 'utf8'}).trim().slice(0, 100);
writeFileSync(
  join(root, 'bench/patches.md'),
  [
    '# Each framework patch against a build with it',
    '',
    'Written by `npm run bench:patches` (scripts/bench-patches.mjs). "no X" is the same commit built',
    'with `FRAMEWORK_PATCHES_OFF=X`; theme-file patches are not switched (plugins/framework-patches/switches.ts).',
    '',
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Commit: ${commit}`,
    `- Machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM; load average at the end ${execFileSync('cat', ['/proc/loadavg'], {encoding: 'utf8'}).split(' ').slice(0, 3).join(' ')}`,
    '',
    '## First-load JavaScript (gzip KiB)',
    '',
    `| build | ${routes.map((route) => `\`${route}\``).join(' | ')} |`,
    `| --- | ${routes.map(() => '---').join(' | ')} |`,
    ...bytes.map(({label, figures}) => `| ${label} | ${figures.join(' | ')} |`),
    '',
    `## Lighthouse mobile (preset 4× CPU), ${runs} runs per page and build, alternating`,
    '',
    table.trim(),
    '',
  ].join('\n'),
);
console.log('bench/patches.md written.');
