// temporary profiling script (not committed)
import {fileURLToPath} from 'node:url';
import {resolve} from 'node:path';
import {writeFileSync} from 'node:fs';
import jitiFactory from 'jiti';
import {chromium} from 'playwright-core';
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
process.chdir(root);
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {startNginx} = jiti('../tests/e2e/support/nginx.ts');
const {CHROMIUM_PATH, CHROMIUM_ARGS, BASE_PATH} = jiti('../tests/e2e/support/browser.ts');
const route = process.argv[2];
const nginx = await startNginx(process.env.BUILD_DIR ?? resolve('build'));
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  const page = await browser.newPage({viewport: {width: 412, height: 823}});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  await page.goto(`${nginx.origin}${BASE_PATH}${route}`, {waitUntil: 'load'});
  await page.waitForTimeout(6000);
  const {profile} = await cdp.send('Profiler.stop');
  writeFileSync('/work/prof/cpu.cpuprofile', JSON.stringify(profile));
  // self time per function
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => { self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0)); });
  const agg = new Map();
  const total = new Map();
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  for (const [id, t] of self) {
    const n = byId.get(id);
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    agg.set(key, (agg.get(key) ?? 0) + t);
    // inclusive
    const seen = new Set();
    for (let cur = id; cur != null; cur = parent.get(cur)) {
      const m = byId.get(cur);
      const k = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}:${m.callFrame.columnNumber}`;
      if (seen.has(k)) continue; seen.add(k);
      total.set(k, (total.get(k) ?? 0) + t);
    }
  }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  console.log('SELF\n' + top(agg));
  console.log('INCLUSIVE\n' + top(total));
} finally {
  await browser.close();
  await nginx.stop();
}
