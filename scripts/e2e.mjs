#!/usr/bin/env node
// End-to-end run: make sure Debian's Chromium is there, build the site, serve the build with a
// plain static server on a loopback port, and run the browser suites against it.
// E2E_SKIP_BUILD=1 reuses an existing build/ (for quick local reruns).
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {startStaticServer} from './static-server.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureDebianPackage(binary, pkg) {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${binary} is missing. Install Debian's ${pkg} package first: sudo apt-get install -y ${pkg}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${pkg} (needed by the browser tests)…`);
  execFileSync('apt-get', ['update'], {stdio: 'inherit'});
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
  });
}

ensureDebianPackage(chromium, 'chromium');
ensureDebianPackage('/usr/sbin/nginx', 'nginx');
ensureDebianPackage('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static');

if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('build/index.html')) {
  const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startStaticServer({root: 'build'});
const {port} = server.address();
const origin = `http://127.0.0.1:${port}`;
console.log(`Serving build/ on ${origin}/pl/docs/`);

// Asynchronous on purpose: the static server lives in this process and must keep answering.
const jest = spawn('npx', ['jest', '-c', 'jest.e2e.config.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {...process.env, E2E_ORIGIN: origin},
});
jest.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
