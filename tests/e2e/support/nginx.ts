import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, readdirSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
// deploy/nginx serves the build's .br files (brotli_static): Debian's module package.
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts Debian's nginx in the foreground with the shipped deploy/nginx config, changed only
 * in its listen address (a free loopback port) and its root (a folder whose pl/docs is build/).
 */
export async function startNginx(buildDir = resolve('build')): Promise<RunningNginx> {
  if (!existsSync(NGINX_PATH)) throw new Error(`${NGINX_PATH} is missing: apt-get install -y nginx`);
  if (!existsSync(BROTLI_STATIC_MODULE)) throw new Error(`${BROTLI_STATIC_MODULE} is missing: apt-get install -y libnginx-mod-http-brotli-static`);
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'docs-nginx-'));
  const www = join(prefix, 'www');
  mkdirSync(join(www, 'pl'), {recursive: true});
  symlinkSync(buildDir, join(www, 'pl', 'docs'));
  mkdirSync(join(prefix, 'docs'));
  for (const name of readdirSync('deploy/nginx')) cpSync(join('deploy/nginx', name), join(prefix, 'docs', name));
  const site = readFileSync(join(prefix, 'docs', 'docs.conf'), 'utf8')
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/www;/, `root ${www};`);
  writeFileSync(join(prefix, 'docs', 'docs.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(prefix, name)};`)
    .join('\n  ');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `load_module ${BROTLI_STATIC_MODULE};
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
error_log ${join(prefix, 'error.log')} warn;
pid ${join(prefix, 'nginx.pid')};
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include docs/docs.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {stdio: 'inherit'});
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
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGQUIT');
      }),
  };
}
