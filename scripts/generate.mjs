#!/usr/bin/env node
// Regenerates every committed generated file (npm run generate), in dependency order:
//   1. from the data: the API and Terraform reference pages, deploy/nginx/redirects.conf and
//      deploy/nginx/api-proxy.conf (the API console's proxy, from the site settings);
//   2. the diagrams' drawings (src/diagrams/), when Debian's Chromium is installed;
//   3. a build, then deploy/nginx/csp.conf from the policy that build wrote;
//   4. the site's words with their Morfologik lemmas (bench/search/morfologik-lemmas.json, the
//      lemmatiser measurement's data), from the build's search index, when Java and Debian's
//      libmorfologik-stemming2-java are installed.
// `--no-build` skips step 3 (the policy only changes when inline scripts do); step 4 then reads
// the last build's index, if there is one. Unit tests fail with "run npm run generate" when a
// file of steps 1 to 3 differs from what this writes; the lemmas need Java, which tests do not
// have (a word missing from them is stemmed by our stemmer in the measurement).
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {CHROMIUM_PATH} from './chromium.mjs';

const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {generatedReferenceFiles, orphanedFiles} = jiti('../plugins/api-reference/generated.ts');
const {generatedRedirectFiles} = jiti('../plugins/redirects/generated.ts');
const {BUILT_CSP_FILE} = jiti('../plugins/site-files/index.ts');
const {resolveSiteSettings} = jiti('../src/siteSettings.ts');
const {apiProxyConf, PROXY_CONF_PATH} = jiti('../plugins/api-console/src/proxyConf.ts');

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const noBuild = process.argv.includes('--no-build');

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', cwd: siteDir});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The committed files carry the default settings; a deployment's SITE_* values do not belong in git.
const defaults = resolveSiteSettings({});
const files = [
  ...generatedReferenceFiles(defaults),
  ...generatedRedirectFiles(),
  {path: PROXY_CONF_PATH, content: apiProxyConf({mode: defaults.apiConsole, hosts: defaults, baseUrl: '/pl/docs/'})},
];
let changed = 0;
for (const file of files) {
  const target = join(siteDir, file.path);
  if (existsSync(target) && readFileSync(target, 'utf8') === file.content) continue;
  writeFileSync(target, file.content);
  changed += 1;
  console.log(`written: ${file.path}`);
}
for (const path of orphanedFiles(siteDir, files)) {
  rmSync(join(siteDir, path));
  changed += 1;
  console.log(`removed (no longer generated): ${path}`);
}
console.log(`Data files: ${files.length} checked, ${changed} changed.`);

if (existsSync(CHROMIUM_PATH)) run('node', ['scripts/render-diagrams.mjs']);
else console.log(`Diagrams skipped: ${CHROMIUM_PATH} is missing (install Debian's chromium to draw them).`);

if (noBuild) {
  console.log('Build skipped (--no-build): deploy/nginx/csp.conf not checked.');
} else {
  // The committed policy matches the default build, so no SITE_* or GTM variable may leak in.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(SITE_|GTM_|ALGOLIA_)/.test(key)));
  console.log('\n> npm run build (default settings)');
  const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit', cwd: siteDir, env});
  if (build.status !== 0) process.exit(build.status ?? 1);
  copyFileSync(join(siteDir, '.docusaurus', BUILT_CSP_FILE), join(siteDir, 'deploy/nginx/csp.conf'));
  console.log('written: deploy/nginx/csp.conf');
}

// scripts/lemmas.mjs says why it skips (no Java, no dictionary, no build) and exits 0 then.
run('node', ['scripts/lemmas.mjs']);
