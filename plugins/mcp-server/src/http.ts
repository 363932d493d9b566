import {createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {Server} from '@modelcontextprotocol/sdk/server/index.js';

/**
 * The same server over Streamable HTTP, for teams who host it: stateless (a new MCP server per
 * request, answers as JSON, no sessions to keep), read-only, with a body size limit and a rate
 * limit per client. Anything but POST to the endpoint gets a Polish JSON-RPC error.
 */
export interface HttpOptions {
  host: string;
  port: number;
  /** The endpoint's path: `/mcp`. */
  path: string;
  /** Largest request body in bytes. */
  maxBodyBytes: number;
  /** Requests per client per minute. */
  requestsPerMinute: number;
  /** Take the client's address from X-Real-IP / X-Forwarded-For (set only behind a proxy you run). */
  trustProxy: boolean;
}

export const defaultHttpOptions: HttpOptions = {
  host: '127.0.0.1',
  port: 3100,
  path: '/mcp',
  maxBodyBytes: 64 * 1024,
  requestsPerMinute: 120,
  trustProxy: false,
};

const WINDOW_MS = 60_000;

/** A fixed one-minute window per client: cheap, and enough to keep one client from taking the service. */
export function createRateLimiter(limit: number, now: () => number = Date.now) {
  const windows = new Map<string, {start: number; count: number}>();
  return (client: string): {allowed: boolean; retryAfterSeconds: number} => {
    const time = now();
    if (windows.size > 10_000) for (const [key, window] of windows) if (time - window.start >= WINDOW_MS) windows.delete(key);
    let window = windows.get(client);
    if (!window || time - window.start >= WINDOW_MS) windows.set(client, (window = {start: time, count: 0}));
    window.count++;
    return {allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.start + WINDOW_MS - time) / 1000)};
  };
}

function sendError(res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', ...headers});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}));
}

class TooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new TooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new TooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function clientOf(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const real = req.headers['x-real-ip'];
    const forwarded = req.headers['x-forwarded-for'];
    const value = (Array.isArray(real) ? real[0] : real) ?? (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
    if (value?.trim()) return value.trim();
  }
  return req.socket.remoteAddress ?? 'nieznany';
}

export function startHttpServer(makeServer: () => Server, options: HttpOptions): Promise<HttpServer> {
  const allow = createRateLimiter(options.requestsPerMinute);
  const http = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end(req.method === 'HEAD' ? undefined : 'ok\n');
      return;
    }
    if (url.pathname !== options.path) {
      sendError(res, 404, -32601, `Nie ma tu punktu MCP; użyj ${options.path}.`);
      return;
    }
    if (req.method !== 'POST') {
      sendError(res, 405, -32000, 'Ten serwer przyjmuje tylko żądania POST (bez sesji i strumienia zdarzeń).', {Allow: 'POST'});
      return;
    }
    const limit = allow(clientOf(req, options.trustProxy));
    if (!limit.allowed) {
      sendError(res, 429, -32000, `Za dużo żądań; spróbuj ponownie za ${limit.retryAfterSeconds} s.`, {
        'Retry-After': String(limit.retryAfterSeconds),
      });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, options.maxBodyBytes)).toString('utf8'));
    } catch (error) {
      if (error instanceof TooLarge)
        sendError(res, 413, -32600, `Żądanie jest za duże; ten serwer przyjmuje najwyżej ${Math.floor(options.maxBodyBytes / 1024)} KiB.`, {
          Connection: 'close',
        });
      else sendError(res, 400, -32700, 'Treść żądania nie jest poprawnym JSON-em.');
      return;
    }
    const server = makeServer();
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch {
      sendError(res, 500, -32603, 'Serwer nie mógł obsłużyć żądania; spróbuj ponownie.');
    }
  });
  http.requestTimeout = 30_000;
  http.headersTimeout = 10_000;
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve(http));
  });
}
