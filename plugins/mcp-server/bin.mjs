#!/usr/bin/env node
// `npm run mcp`: starts the bundled server that `npm run build` writes (plugins/mcp-server/dist/),
// with the data of that build; arguments pass through (`npm run mcp -- --http`).
import {existsSync} from 'node:fs';

const server = new URL('./dist/server.cjs', import.meta.url);
if (!existsSync(server)) {
  console.error('dokumentacja-mcp: brak zbudowanego serwera. Uruchom najpierw npm run build (buduje dokumentację i serwer MCP).');
  process.exit(1);
}
await import(server.href);
