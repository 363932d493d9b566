// temporary profiling script (not committed)
import {fileURLToPath} from 'node:url';
import {resolve} from 'node:path';
import {writeFileSync} from 'node:fs';
import jitiFactory from 'jiti';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
process.chdir(root);
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {startNginx} = jiti('../tests/e2e/support/nginx.ts');
const {CHROMIUM_PATH, CHROMIUM_ARGS, BASE_PATH} = jiti('../tests/e2e/support/browser.ts');
const routes = process.argv.slice(2);
const nginx = await startNginx(process.env.BUILD_DIR ?? resolve('build'));
const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--disable-quic')});
try {
  for (const route of routes) {
    for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
    const r = await lighthouse(`${nginx.origin}${BASE_PATH}${route}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
    const a = r.lhr.audits;
    console.log(route, 'perf', Math.round(r.lhr.categories.performance.score * 100), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'SI', Math.round(a['speed-index'].numericValue));
    if (i === 0) {
      console.log(' mainthread:', a['mainthread-work-breakdown'].details.items.map((x) => `${x.group}:${Math.round(x.duration)}`).join(' '));
      console.log(' bootup:', a['bootup-time'].details.items.slice(0, 6).map((x) => `${x.url.split('/').pop()} total=${Math.round(x.total)} script=${Math.round(x.scripting)}`).join(' | '));
      console.log(' longtasks:', (a['long-tasks'].details?.items ?? []).map((x) => `${x.url.split('/').pop()}@${Math.round(x.startTime)}:${Math.round(x.duration)}`).join(' '));
      writeFileSync(`/work/prof/${route.replace(/\W+/g, '_')}.json`, JSON.stringify(r.lhr));
    }
    }
  }
} finally {
  await chrome.kill();
  await nginx.stop?.();
}
