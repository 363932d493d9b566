// A plain static file server that knows nothing of the site, like object storage or a CDN:
// files as they are, a folder answers with its index.html (and redirects to the slashed form
// first, as common static servers do), anything else is the build's 404.html with status 404.
import {createServer} from 'node:http';
import {createReadStream, existsSync, statSync} from 'node:fs';
import {extname, join, normalize, resolve, sep} from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Serves `root` (the build folder) mounted at `mount` ('/pl/docs/'). Resolves to the server. */
export function startStaticServer({root, mount = '/pl/docs/', port = 0, host = '127.0.0.1'}) {
  const rootDir = resolve(root);
  const notFound = join(rootDir, '404.html');
  const server = createServer((req, res) => {
    const send404 = () => {
      res.writeHead(404, {'content-type': TYPES['.html']});
      if (req.method === 'HEAD') return res.end();
      createReadStream(notFound).pipe(res);
    };
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return send404();
    }
    if (!pathname.startsWith(mount)) return send404();
    const relative = normalize(pathname.slice(mount.length));
    const file = join(rootDir, relative);
    if (file !== rootDir && !file.startsWith(rootDir + sep)) return send404();
    if (!existsSync(file)) return send404();
    let target = file;
    if (statSync(file).isDirectory()) {
      if (!pathname.endsWith('/')) {
        const query = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
        res.writeHead(301, {location: `${pathname}/${query}`});
        return res.end();
      }
      target = join(file, 'index.html');
      if (!existsSync(target)) return send404();
    }
    res.writeHead(200, {'content-type': TYPES[extname(target)] ?? 'application/octet-stream'});
    if (req.method === 'HEAD') return res.end();
    createReadStream(target).pipe(res);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => resolvePromise(server));
  });
}
