#!/usr/bin/env node
// Draws static/img/social-card.png (1200×630, the size link previews use) with Debian's
// Chromium from the HTML below: the picture shown when a page is shared (og:image). No
// platform name on it, so it stays right whatever the site settings say. Run again after a
// change: node scripts/social-card.mjs
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
await browser.close();
console.log('static/img/social-card.png written (1200×630).');
