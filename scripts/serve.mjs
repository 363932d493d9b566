#!/usr/bin/env node
// Serves build/ at http://localhost:PORT/pl/docs/ the way a plain static host does (folder
// index, 404.html with status 404, the build's redirect files). Used instead of
// `docusaurus serve`, whose clean-URL handling sends /x/index.html and /x.html to paths
// without the base path. Usage: npm run serve [-- --port 3000]
import {existsSync} from 'node:fs';
import {startStaticServer} from './static-server.mjs';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000));
if (!existsSync('build/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
await startStaticServer({root: 'build', port, host: '127.0.0.1'});
console.log(`Serving build/ at http://localhost:${port}/pl/docs/ (Ctrl+C to stop)`);
