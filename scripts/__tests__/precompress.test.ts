import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {MIN_BYTES, precompress} from '../precompress.mjs';

describe('precompressed build files', () => {
  it('writes .gz and .br twins that decompress to the original, for text files above the minimum', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets', 'js'), {recursive: true});
    const page = `<!DOCTYPE html><html lang="pl">${'<p>Maszyna wirtualna, dysk, sieć.</p>'.repeat(200)}</html>`;
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'assets', 'js', 'main.js'), 'console.log("a");'.repeat(200));
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(MIN_BYTES * 4));
    const totals = await precompress(dir);
    expect(totals.files).toBe(2);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(existsSync(join(dir, 'assets', 'js', 'main.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'small.css.gz'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
    expect(totals.br).toBeLessThan(totals.raw / 5);
  });
});
