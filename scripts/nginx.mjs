// Starts Debian's nginx in the foreground with the shipped deploy/nginx config, changed only in
// its listen address (a free loopback port) and its root (a folder whose pl/docs is the build).
// Used by the e2e suites (tests/e2e/support/nginx.ts) and the compression benchmark.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
// deploy/nginx serves the build's .br files (brotli_static): Debian's module package.
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Resolves to {origin, eventsLog, stop}. `siteConf` may rewrite docs.conf (the benchmark turns the
 * pre-compressed files off to compare), `confFile(name, text)` any file of deploy/nginx (the API
 * console's suite sets its policy); `workers` is nginx's worker_processes.
 */
export async function startNginx({
  buildDir = resolve('build'),
  siteConf = (text) => text,
  confFile = (_name, text) => text,
  workers = 1,
} = {}) {
  if (!existsSync(NGINX_PATH)) throw new Error(`${NGINX_PATH} is missing: apt-get install -y nginx`);
  if (!existsSync(BROTLI_STATIC_MODULE))
    throw new Error(`${BROTLI_STATIC_MODULE} is missing: apt-get install -y libnginx-mod-http-brotli-static`);
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'docs-nginx-'));
  const www = join(prefix, 'www');
  mkdirSync(join(www, 'pl'), {recursive: true});
  symlinkSync(resolve(buildDir), join(www, 'pl', 'docs'));
  mkdirSync(join(prefix, 'docs'));
  for (const name of readdirSync('deploy/nginx')) {
    writeFileSync(join(prefix, 'docs', name), confFile(name, readFileSync(join('deploy/nginx', name), 'utf8')));
  }
  const site = siteConf(readFileSync(join(prefix, 'docs', 'docs.conf'), 'utf8'))
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/www;/, `root ${www};`)
    .replace(/\/var\/log\/nginx\/docs-zdarzenia\.log/, join(prefix, 'docs-zdarzenia.log'));
  writeFileSync(join(prefix, 'docs', 'docs.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(prefix, name)};`).join('\n  ');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `load_module ${BROTLI_STATIC_MODULE};
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes ${workers};
daemon off;
error_log ${join(prefix, 'error.log')} warn;
pid ${join(prefix, 'nginx.pid')};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include docs/docs.conf;
}
`,
  );
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {stdio: 'inherit'});
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${origin}/pl/docs/`);
      break;
    } catch {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${join(prefix, 'error.log')}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    origin,
    // The reader signals' log (deploy/nginx/docs.conf, location = /pl/docs/zdarzenia).
    eventsLog: join(prefix, 'docs-zdarzenia.log'),
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done(undefined));
        child.kill('SIGQUIT');
      }),
  };
}
