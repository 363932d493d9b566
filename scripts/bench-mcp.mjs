#!/usr/bin/env node
// Measures the docs' MCP server as `npm run build` packs it (plugins/mcp-server): package size
// (and what declaring the SDK as bundledDependencies would weigh instead of the rspack bundle),
// cold start to the first answer, and search_docs latency over bench/search/relevance.json.
// Usage, after a build: node scripts/bench-mcp.mjs [runs]   Prints a Markdown section for
// bench/results.md.
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

const runs = Number(process.argv[2] ?? 5);
const root = process.cwd();
const dist = join(root, 'plugins/mcp-server/dist');
const tarball = join(root, 'build/mcp/dokumentacja-mcp.tgz');
if (!existsSync(tarball)) {
  console.error('build/mcp/dokumentacja-mcp.tgz is missing: run npm run build first.');
  process.exit(1);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const folderBytes = (folder) =>
  readdirSync(folder, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

// The SDK and every package it needs at run time, as installed here (the folders a package with
// bundledDependencies would carry), gzipped the way npm pack does.
function dependencyClosure(name, seen = new Set()) {
  if (seen.has(name)) return seen;
  const folder = join(root, 'node_modules', name);
  if (!existsSync(folder)) return seen;
  seen.add(name);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  for (const dependency of Object.keys(manifest.dependencies ?? {})) dependencyClosure(dependency, seen);
  return seen;
}
const closure = [...dependencyClosure('@modelcontextprotocol/sdk')];
const closureBytes = closure.reduce((sum, name) => sum + folderBytes(join(root, 'node_modules', name)), 0);
const closureGzip = execFileSync('sh', ['-c', `tar cf - ${closure.map((name) => `node_modules/${name}`).join(' ')} | gzip -9 | wc -c`], {
  cwd: root,
  encoding: 'utf8',
});

async function connect() {
  const client = new Client({name: 'bench', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: [join(dist, 'server.cjs')], stderr: 'ignore'}));
  return client;
}

const starts = [];
const firstSearches = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const client = await connect();
  await client.listTools();
  starts.push(performance.now() - started);
  const searched = performance.now();
  await client.callTool({name: 'search_docs', arguments: {query: 'jak powiększyć dysk'}});
  firstSearches.push(performance.now() - searched);
  await client.close();
}

const queries = JSON.parse(readFileSync(join(root, 'bench/search/relevance.json'), 'utf8'));
const client = await connect();
await client.callTool({name: 'search_docs', arguments: {query: 'dysk'}});
const times = [];
for (const entry of queries) {
  const started = performance.now();
  await client.callTool({name: 'search_docs', arguments: {query: entry.query, limit: 5}});
  times.push(performance.now() - started);
}
await client.close();
const sorted = [...times].sort((a, b) => a - b);

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
console.log(`## MCP server (issue 36)

${new Date().toISOString().slice(0, 10)}, commit ${commit}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ')} (shared machine); \`node scripts/bench-mcp.mjs ${runs}\` after \`npm run build\`.

| measure | value |
| --- | --- |
| package \`build/mcp/dokumentacja-mcp.tgz\` | ${kib(statSync(tarball).size)} (unpacked ${kib(folderBytes(dist))}: \`server.cjs\` ${kib(statSync(join(dist, 'server.cjs')).size)}, data \`site/\` ${kib(folderBytes(join(dist, 'site')))}) |
| the SDK as bundledDependencies instead (its ${closure.length} run-time packages as installed) | ${kib(Number(closureGzip))} gzipped, ${kib(closureBytes)} unpacked, before the server and data |
| cold start to the first answer (spawn, initialize, tools/list), median of ${runs} | ${median(starts).toFixed(0)} ms (${Math.min(...starts).toFixed(0)}–${Math.max(...starts).toFixed(0)}) |
| first search_docs of a session (builds the index), median of ${runs} | ${median(firstSearches).toFixed(0)} ms (${Math.min(...firstSearches).toFixed(0)}–${Math.max(...firstSearches).toFixed(0)}) |
| search_docs over the relevance set (${queries.length} queries, stdio round trip) | median ${median(times).toFixed(1)} ms, 95th percentile ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms |
`);
