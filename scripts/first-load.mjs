#!/usr/bin/env node
// First-load JavaScript and CSS (gzip) of some pages of build/, counted exactly as the budgets
// test counts them (tests/e2e/support/pageWeight.ts): for before/after figures of one change.
// Usage: node scripts/first-load.mjs [--build <folder>] [--files] <route>...
// --files lists each script and stylesheet with its gzip size, largest first.
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';
import {startStaticServer} from './static-server.mjs';

const args = process.argv.slice(2);
const buildFlag = args.indexOf('--build');
const root = buildFlag > -1 ? args.splice(buildFlag, 2)[1] : 'build';
const filesFlag = args.indexOf('--files');
const listFiles = filesFlag > -1 && Boolean(args.splice(filesFlag, 1));
if (args.length === 0) {
  console.error('Usage: node scripts/first-load.mjs [--build <folder>] [--files] <route>...');
  process.exit(1);
}
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {measureFirstLoad, kilobytes} = jiti('../tests/e2e/support/pageWeight.ts');
const server = await startStaticServer({root, port: 0, host: '127.0.0.1'});
const {port} = server.address();
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  for (const route of args) {
    const context = await browser.newContext({viewport: {width: 1280, height: 900}});
    const weight = await measureFirstLoad(await context.newPage(), `http://127.0.0.1:${port}/pl/docs/${route.replace(/^\//, '')}`);
    console.log(`${route}: JS ${kilobytes(weight.js.gzip)} KiB (${weight.js.gzip} B), CSS ${kilobytes(weight.css.gzip)} KiB (gzip)`);
    if (listFiles)
      for (const resource of weight.resources
        .filter(({type}) => type === 'script' || type === 'stylesheet')
        .sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kilobytes(resource.gzip).padStart(6)} KiB  ${new URL(resource.url).pathname}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
