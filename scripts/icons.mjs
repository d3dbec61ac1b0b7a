// Writes web/icon-192.png and web/icon-512.png, the install icons of the page's manifest
// (web/manifest.webmanifest), from web/icon.svg, drawn by Debian's Chromium. Run it after
// changing the SVG; the PNGs are kept in the repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(root, 'web', 'icon.svg'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    await page.setContent(`<body style="margin:0"><img src="${src}" width="${size}" height="${size}"></body>`);
    await page.waitForFunction(() => document.images[0].complete);
    const file = path.join(root, 'web', `icon-${size}.png`);
    await page.screenshot({ path: file, omitBackground: true });
    console.log(`wrote web/icon-${size}.png`);
    await page.close();
  }
} finally {
  await browser.close();
}
