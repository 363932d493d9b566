#!/usr/bin/env node
// Draws the site's raster pictures from static/img/logo.svg with Debian's Chromium. Run again
// after a change to the logo or the card: node scripts/draw-images.mjs
// - static/img/social-card.png (1200×630, the size link previews use): the picture shown when a
//   page is shared (og:image). No platform name on it, so it stays right whatever the site
//   settings say.
// - static/img/logo.png (96×96, three times the navbar's 32 px): the navbar logo. An SVG image
//   costs Chromium a document of its own on every page load; a PNG is decoded off the main thread.
import {readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

const logo = readFileSync(new URL('../static/img/logo.svg', import.meta.url), 'utf8');
const html = `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><style>
  body{margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;
    padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#0b5cad 0%,#084079 100%);
    color:#fff;font-family:"DejaVu Sans",sans-serif}
  .logo svg{width:120px;height:120px}
  h1{font-size:76px;line-height:1.1;margin:40px 0 24px;font-weight:700}
  p{font-size:34px;line-height:1.4;margin:0;color:#dce9f7}
</style></head><body>
  <div class="logo">${logo}</div>
  <h1>Dokumentacja platformy chmurowej</h1>
  <p>Maszyny wirtualne, dyski, Cloud Storage, Kubernetes, Traffic Manager i API – po polsku</p>
</body></html>`;

const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(html);
await page.screenshot({path: 'static/img/social-card.png'});
await page.setViewportSize({width: 96, height: 96});
await page.setContent(`<!DOCTYPE html><html><body style="margin:0">${logo.replace('<svg ', '<svg width="96" height="96" ')}</body></html>`);
await page.screenshot({path: 'static/img/logo.png', omitBackground: true});
await browser.close();
console.log('static/img/social-card.png (1200×630) and static/img/logo.png (96×96) written.');
