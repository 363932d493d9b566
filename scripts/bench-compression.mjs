#!/usr/bin/env node
// Pre-compressed files against compression per request, side by side in one run: the same
// build behind two nginx instances of deploy/nginx, one as shipped (gzip_static/brotli_static
// serve the build's .gz/.br files) and one with those two lines removed (nginx gzips each answer
// itself, level 6). Each file is loaded by 32 keep-alive connections for a few seconds, asking
// for gzip and brotli as browsers do. Writes its section of bench/results.md.
// Usage: npm run build && npm run bench:compression   (BENCH_SECONDS=5 by default)
import {readFileSync, writeFileSync} from 'node:fs';
import {Agent, request} from 'node:http';
import {cpus} from 'node:os';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {startNginx} from './nginx.mjs';

const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {upsertSection} = jiti('./bench/report.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const mainScript = /href="?(\/pl\/docs\/assets\/js\/main\.[^"\s>]+\.js)/.exec(readFileSync('build/index.html', 'utf8'))?.[1];
if (!mainScript) throw new Error('No build/index.html with a main script: run `npm run build` first.');
const TARGETS = [
  {label: 'home page', path: '/pl/docs/'},
  {label: 'main JS', path: mainScript},
  {label: 'search index', path: '/pl/docs/search-index.json'},
];

function load(origin, path) {
  const agent = new Agent({keepAlive: true, maxSockets: CONNECTIONS});
  const latencies = [];
  let bytes = 0;
  let encoding = '';
  const deadline = Date.now() + SECONDS * 1000;
  const one = () =>
    new Promise((done, fail) => {
      const started = process.hrtime.bigint();
      const req = request(`${origin}${path}`, {agent, headers: {'accept-encoding': 'br, gzip'}}, (res) => {
        encoding = res.headers['content-encoding'] ?? 'none';
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          done(undefined);
        });
      });
      req.on('error', fail);
      req.end();
    });
  const worker = async () => {
    while (Date.now() < deadline) await one();
  };
  return Promise.all(Array.from({length: CONNECTIONS}, worker)).then(() => {
    agent.destroy();
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / SECONDS,
      p99: latencies[Math.floor(latencies.length * 0.99)],
      kib: bytes / latencies.length / 1024,
      encoding,
    };
  });
}

const shipped = await startNginx({workers: 2});
const perRequest = await startNginx({workers: 2, siteConf: (text) => text.replace(/^\s*(gzip_static|brotli_static) on;$/gm, '')});
const rows = [];
try {
  for (const target of TARGETS) {
    // Alternate the two servers so that machine noise falls on both alike.
    const withFiles = await load(shipped.origin, target.path);
    const without = await load(perRequest.origin, target.path);
    rows.push({target, withFiles, without});
    console.log(`${target.label}: ${withFiles.rps.toFixed(0)} vs ${without.rps.toFixed(0)} req/s`);
  }
} finally {
  await shipped.stop();
  await perRequest.stop();
}

const fmt = (result) => `${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms, ${result.kib.toFixed(1)} KiB ${result.encoding}`;
const section = `## Compression (issue 22)

Written by \`npm run bench:compression\` (scripts/bench-compression.mjs) on ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, ${cpus().length} cores.
The same build behind deploy/nginx twice: pre-compressed (the build's .br/.gz files, gzip_static and
brotli_static) and compressed per request (those two lines removed: nginx gzips each answer at
level 6). ${CONNECTIONS} keep-alive connections for ${SECONDS} s per file, \`Accept-Encoding: br, gzip\`.

| file | pre-compressed | per request | requests/s ratio |
| --- | --- | --- | --- |
${rows.map(({target, withFiles, without}) => `| ${target.label} \`${target.path}\` | ${fmt(withFiles)} | ${fmt(without)} | **${(withFiles.rps / without.rps).toFixed(1)}×** |`).join('\n')}
`;
let results = '';
try {
  results = readFileSync('bench/results.md', 'utf8');
} catch {
  results = '# Benchmark\n';
}
writeFileSync('bench/results.md', upsertSection(results, 'compression', section));
console.log(`\n${section}\nWritten to bench/results.md.`);
