// A plain static file server that knows nothing of the site, like object storage or a CDN:
// files as they are, a folder answers with its index.html (and redirects to the slashed form
// first, as common static servers do), anything else is the build's 404.html with status 404.
// It is also the preview server (`npm run serve`), so it must survive hostile requests: every
// request is handled inside one guard, only GET and HEAD are answered, and a Location header is
// built from the path as the client sent it (still percent-encoded), never from the decoded one,
// so a CR or LF in a path can neither crash the server nor reach a header.
import {createServer} from 'node:http';
import {createReadStream, existsSync, statSync} from 'node:fs';
import {extname, join, normalize, resolve, sep} from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const PLAIN = {'content-type': 'text/plain; charset=utf-8'};

/**
 * Decides the answer to one request without touching the network: pure apart from reading the
 * file system, so the hostile set is tested on it directly. Returns {status, headers, file?}.
 */
export function route({method, url, rootDir, mount}) {
  if (method !== 'GET' && method !== 'HEAD') {
    return {status: 405, headers: {...PLAIN, allow: 'GET, HEAD'}, body: 'Dozwolone metody: GET i HEAD.\n'};
  }
  const raw = typeof url === 'string' && url.startsWith('/') ? url : null;
  if (raw === null) return {status: 400, headers: PLAIN, body: 'Nieprawidłowe żądanie.\n'};
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? '' : raw.slice(queryAt);
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return {status: 400, notFoundPage: true};
  }
  // Control characters have no business in a path; they are refused before any lookup.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return {status: 400, notFoundPage: true};
  const mountRoot = mount.replace(/\/$/, '');
  // The base path without its slash, typed by hand: same 301 a folder gets. Built from the
  // constant mount, so nothing the client sent reaches the header but the still-encoded query.
  if (pathname === mountRoot) return {status: 301, headers: {location: `${mount}${safeQuery(query)}`}};
  if (!pathname.startsWith(mount)) return {status: 404, notFoundPage: true};
  const relative = normalize(pathname.slice(mount.length));
  // Dotfiles (.git, .env, editor leftovers) are never served from a build.
  if (relative.split(sep).some((part) => part.startsWith('.') && part !== '.')) return {status: 404, notFoundPage: true};
  const file = join(rootDir, relative);
  if (file !== rootDir && !file.startsWith(rootDir + sep)) return {status: 404, notFoundPage: true};
  if (!existsSync(file)) return {status: 404, notFoundPage: true};
  let target = file;
  if (statSync(file).isDirectory()) {
    if (!pathname.endsWith('/')) {
      // The encoded path the client sent, known to start with the mount (its decoded form
      // does), so the Location stays on this site and holds no raw control character.
      if (!rawPath.startsWith(mount) || rawPath.startsWith('//')) return {status: 404, notFoundPage: true};
      return {status: 301, headers: {location: `${rawPath}/${safeQuery(query)}`}};
    }
    target = join(file, 'index.html');
    if (!existsSync(target)) return {status: 404, notFoundPage: true};
  }
  const headers = {'content-type': TYPES[extname(target)] ?? 'application/octet-stream'};
  // Hashed bundles never change under the same name: cached for a year, as deploy/nginx does, so
  // a reader's (or a browser test's) second page reuses the bundles it already has.
  if (file.startsWith(join(rootDir, 'assets') + sep)) headers['cache-control'] = 'public, max-age=31536000, immutable';
  return {status: 200, headers, file: target};
}

/** The query as sent, with anything a header may not carry percent-encoded. */
function safeQuery(query) {
  // eslint-disable-next-line no-control-regex
  return query.replace(/[\u0000-\u0020\u007f-\uffff]/g, (char) => encodeURIComponent(char));
}

/** Serves `root` (the build folder) mounted at `mount` ('/pl/docs/'). Resolves to the server. */
export function startStaticServer({root, mount = '/pl/docs/', port = 0, host = '127.0.0.1'}) {
  const rootDir = resolve(root);
  const notFound = join(rootDir, '404.html');
  const server = createServer((req, res) => {
    try {
      const answer = route({method: req.method, url: req.url, rootDir, mount});
      if (answer.notFoundPage) {
        res.writeHead(answer.status, {'content-type': TYPES['.html']});
        if (req.method === 'HEAD') return res.end();
        return stream(notFound, res);
      }
      res.writeHead(answer.status, answer.headers);
      if (req.method === 'HEAD' || !answer.file) return res.end(answer.body);
      return stream(answer.file, res);
    } catch {
      // Last line of defence: whatever went wrong, this request ends and the server lives on.
      if (!res.headersSent) res.writeHead(400, PLAIN);
      res.end();
    }
  });
  // Malformed requests that Node rejects before the handler (bad header bytes, huge headers).
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => resolvePromise(server));
  });
}

function stream(file, res) {
  const reader = createReadStream(file);
  reader.on('error', () => res.destroy());
  reader.pipe(res);
}
