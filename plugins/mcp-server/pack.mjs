#!/usr/bin/env node
// After `docusaurus build` (npm run build runs it): bundles the MCP server with the SDK into one
// file (rspack, already installed for the site's build), copies the build files it answers from
// into the package's site/ folder and packs the package as build/mcp/<name>.tgz, so that
// `npx -y <site>/pl/docs/mcp/<name>.tgz` runs it with nothing cloned and nothing to fetch.
// The unpacked package stays in plugins/mcp-server/dist/ for `npm run mcp` and the tests.
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {rspack} from '@rspack/core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const buildDir = join(root, process.argv[2] ?? 'build');
const dist = join(here, 'dist');
const PACKAGE_NAME = 'dokumentacja-mcp';
const {version} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// The files the server reads (plugins/mcp-server/src/types.ts, DATA_FILES) and every twin.
const DATA_FILES = [
  'mcp/site.json',
  'search-index.json',
  'search-index-reference.json',
  'openapi.json',
  'api/errors.json',
  'api/dictionaries.json',
  'api/glossary.json',
];

function fail(message) {
  console.error(`[mcp-server] ${message}`);
  process.exit(1);
}

if (!existsSync(join(buildDir, 'mcp', 'site.json')))
  fail(`${relative(root, buildDir)}/mcp/site.json is missing: run docusaurus build first.`);

const started = performance.now();
rmSync(dist, {recursive: true, force: true});
mkdirSync(dist, {recursive: true});

const compiler = rspack({
  mode: 'production',
  context: root,
  target: 'node20',
  entry: {server: './plugins/mcp-server/src/cli.ts'},
  output: {path: dist, filename: 'server.cjs', library: {type: 'commonjs2'}},
  resolve: {extensions: ['.ts', '.js', '.mjs', '.cjs', '.json']},
  // The real folder of server.cjs at run time (the package's site/ data sits beside it).
  node: {__dirname: false, __filename: false},
  devtool: false,
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}},
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [
    new rspack.DefinePlugin({__DOCS_MCP_VERSION__: JSON.stringify(version)}),
    new rspack.BannerPlugin({banner: '#!/usr/bin/env node', raw: true, entryOnly: true}),
  ],
  optimization: {minimize: true},
  performance: {hints: false},
});

const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => {
    compiler.close(() => {});
    if (error) reject(error);
    else resolve(result);
  }),
);
if (stats.hasErrors()) fail(`bundling failed:\n${stats.toString({all: false, errors: true})}`);

const site = join(dist, 'site');
for (const file of DATA_FILES) {
  if (!existsSync(join(buildDir, file))) fail(`${relative(root, buildDir)}/${file} is missing; the server answers from it.`);
  mkdirSync(dirname(join(site, file)), {recursive: true});
  cpSync(join(buildDir, file), join(site, file));
}
let twins = 0;
for (const file of readdirSync(buildDir, {recursive: true})) {
  const path = String(file).split(sep).join('/');
  if (path !== 'index.md' && !path.endsWith('/index.md')) continue;
  mkdirSync(dirname(join(site, path)), {recursive: true});
  cpSync(join(buildDir, path), join(site, path));
  twins++;
}

writeFileSync(
  join(dist, 'package.json'),
  `${JSON.stringify(
    {
      name: PACKAGE_NAME,
      version,
      description:
        'Serwer MCP dokumentacji (tylko do odczytu): wyszukiwanie, strony w Markdown, API, kody błędów, słowniki, Terraform i słowniczek.',
      license: 'UNLICENSED',
      private: true,
      bin: {[PACKAGE_NAME]: 'server.cjs'},
      files: ['server.cjs', 'site'],
      engines: {node: '>=20'},
    },
    null,
    2,
  )}\n`,
);

const out = join(buildDir, 'mcp');
mkdirSync(out, {recursive: true});
const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', out], {cwd: dist, encoding: 'utf8'}))[0];
const tarball = join(out, `${PACKAGE_NAME}.tgz`);
renameSync(join(out, packed.filename), tarball);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `[mcp-server] ${relative(root, tarball)}: ${kib(statSync(tarball).size)} (server.cjs ${kib(statSync(join(dist, 'server.cjs')).size)}, ${twins} twins, unpacked ${kib(packed.unpackedSize)}) in ${Math.round(performance.now() - started)} ms.`,
);
