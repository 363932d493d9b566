#!/usr/bin/env node
// Writes a .gz and a .br file beside every text file of a build, so nginx serves them with
// gzip_static / brotli_static and never compresses per request (deploy/nginx/docs.conf).
// Usage: node scripts/precompress.mjs [build]   (npm run build runs it after Docusaurus)
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import {extname, join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export const TEXT_EXTENSIONS = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.yaml', '.webmanifest']);
// Below this size the headers outweigh the saving; nginx then sends the file as it is.
export const MIN_BYTES = 1024;

/** Compresses one file's bytes both ways, at the strongest settings (done once per build). */
export async function compressBoth(bytes, extension) {
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, {level: 9}),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: extension === '.woff2' ? constants.BROTLI_MODE_FONT : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return {gz, br};
}

/** Every file of `dir` worth compressing. */
export async function candidates(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT_EXTENSIONS.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    if ((await stat(file)).size >= MIN_BYTES) files.push(file);
  }
  return files;
}

/** Writes the compressed twins; resolves to totals for the build log. */
export async function precompress(dir, concurrency = 4) {
  const files = await candidates(dir);
  const totals = {files: files.length, raw: 0, gz: 0, br: 0};
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const file = files[next++];
      const bytes = await readFile(file);
      const {gz, br} = await compressBoth(bytes, extname(file));
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
      totals.raw += bytes.length;
      totals.gz += gz.length;
      totals.br += br.length;
    }
  }
  await Promise.all(Array.from({length: concurrency}, worker));
  return totals;
}

// Run as a command (not when imported by the tests). No top-level await: the tests load this file
// through a CommonJS transform.
if (process.argv[1]?.endsWith('precompress.mjs')) {
  const dir = process.argv[2] ?? 'build';
  const started = Date.now();
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  precompress(dir).then(
    (totals) =>
      console.log(
        `[precompress] ${totals.files} files in ${dir}/: ${kb(totals.raw)} → gzip ${kb(totals.gz)}, brotli ${kb(totals.br)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      ),
    (error) => {
      console.error(`[precompress] failed: ${error.message}`);
      process.exit(1);
    },
  );
}
