// The page in Debian's Chromium: the wasm loads under the page's CSP, the SHOWGIT start
// position is drawn and its legal moves are listed, and nothing reaches the console.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBrowser, openPage } from './chromium.mjs';

const START_SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
let env;

before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

test('the page loads the wasm and draws the SHOWGIT start position', async () => {
  const { page, problems, context } = await openPage(env.browser, env.url);
  await page.waitForSelector('#app:not([data-ready="false"])', { timeout: 20000 });
  const state = await page.$eval('#app', (el) => ({ ...el.dataset }));
  assert.equal(state.ready, 'true', `page did not start: ${await page.textContent('#status')}`);
  assert.equal(state.variant, 'showgit');
  assert.equal(state.position, START_SFEN);
  assert.equal(state.legalMoves, '30');

  // The board is drawn: the canvas holds many distinct colours, not a blank fill.
  const colours = await page.$eval('#board', (canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  });
  assert.ok(colours > 20, `canvas looks blank (${colours} colours)`);

  const dir = mkdtempSync(path.join(tmpdir(), 'regalia-page-'));
  const shot = path.join(dir, 'showgit-start.png');
  await page.screenshot({ path: shot });
  console.log(`screenshot: ${shot}`);
  assert.deepEqual(problems, []);
  await context.close();
});
