// The page in Debian's Chromium: loads under its strict CSP, draws the SHOWGIT start position,
// names the AI levels with their measured ratings, is interactive quickly (time printed), keeps
// the game across a reload, fits a 360 px phone, mirrors for Arabic, and can be played with the
// keyboard alone. No console errors anywhere.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { freshPageBundle } from '../../scripts/page-bundle.mjs';
import { sharedApp, state, clickMove, lastMove, noProblems } from './helpers.mjs';
import { LEVEL_ELO } from '../../web/level-strength.js';

const START_SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
let env;
let app;
// The tests share one page (the first opens it from the site's root); each starts from fresh
// games, in a window of `viewport`'s size.
async function open(viewport = { width: 1280, height: 900 }) {
  const opened = await app();
  await opened.page.setViewportSize(viewport);
  return opened;
}

before(async () => {
  freshPageBundle(); // built here, not while the first page waits for it (its time is printed)
  env = await startBrowser();
  app = sharedApp(env, { path: '' });
});
after(async () => {
  await env?.close();
});

test('the page loads the wasm, draws the SHOWGIT start position and is interactive quickly', async () => {
  const { page, problems, readyWallMs } = await open();
  const s = await state(page);
  assert.equal(s.variant, 'showgit');
  assert.equal(s.position, START_SFEN);
  assert.equal(s.legalMoves, '30');
  const nav = await page.evaluate(() => {
    const [n] = performance.getEntriesByType('navigation');
    return { domContentLoaded: Math.round(n.domContentLoadedEventEnd), ready: Number(document.getElementById('app').dataset.readyMs) };
  });
  console.log(`time to interactive board: ${nav.ready} ms after navigation start (DOMContentLoaded ${nav.domContentLoaded} ms; wall clock incl. goto ${readyWallMs} ms)`);
  assert.ok(nav.ready > 0, 'the page marks when its board became interactive');

  // The board is drawn: the canvas holds many distinct colours, not a blank fill.
  const colours = await page.$eval('#app canvas', (canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  });
  assert.ok(colours > 20, `canvas looks blank (${colours} colours)`);
  // The library has the AI (game.think): the opponent choice offers human and levels 1-10.
  const opponents = await page.$$eval('#app select[data-ref="opponentSelect"] option', (os) => os.map((o) => o.value));
  assert.deepEqual(opponents, ['human', ...Array.from({ length: 10 }, (_, i) => `ai${i + 1}`)]);
  // Each level says how strong it is: its measured rating (docs/ai.md's levels table).
  const names = await page.$$eval('#app select[data-ref="opponentSelect"] option', (os) => os.map((o) => o.textContent));
  LEVEL_ELO.showgit.forEach((elo, i) => assert.equal(names[i + 1], elo === null ? `AI level ${i + 1}` : `AI level ${i + 1} (Elo ≈ ${elo})`));
  noProblems(problems);
});

test('the game is kept across a reload (localStorage)', async () => {
  const { page, problems } = await open();
  assert.equal(await clickMove(page, '7g', '7f'), '7g7f');
  assert.equal(await clickMove(page, '3c', '3d'), '3c3d');
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  const s = await state(page);
  assert.equal(s.moves, '2');
  assert.equal(await lastMove(page), '3c3d');
  noProblems(problems);
});

test('a 360 px wide phone: nothing sticks out sideways, the board fills the width', async () => {
  const { page, problems } = await open({ width: 360, height: 740 });
  const m = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    canvas: document.querySelector('#app canvas').getBoundingClientRect().width,
  }));
  assert.ok(m.scroll <= 360, `page is ${m.scroll} px wide`);
  assert.ok(m.canvas >= 300 && m.canvas <= 360, `board is ${m.canvas} px wide`);
  // Touch-sized taps play too (pointer events serve mouse and touch alike).
  assert.equal(await clickMove(page, '2g', '2f'), '2g2f');
  noProblems(problems);
});

test('switching to Arabic mirrors the layout and names the pieces in Arabic', async () => {
  const { page, problems } = await open();
  const before = await page.evaluate(() => ({
    board: document.querySelector('#app canvas').getBoundingClientRect().x,
    panel: document.querySelector('#app .rg-panel').getBoundingClientRect().x,
  }));
  assert.ok(before.board < before.panel, 'left to right: board on the left');
  await page.selectOption('#app select[data-ref="lang"]', 'ar');
  await page.waitForSelector('#app[data-lang="ar"]');
  const after = await page.evaluate(() => ({
    dir: document.documentElement.dir,
    appDir: document.getElementById('app').dir,
    board: document.querySelector('#app canvas').getBoundingClientRect().x,
    panel: document.querySelector('#app .rg-panel').getBoundingClientRect().x,
  }));
  assert.equal(after.dir, 'rtl');
  assert.equal(after.appDir, 'rtl');
  assert.ok(after.board > after.panel, 'right to left: board on the right, panel on the left');
  await clickMove(page, '7g', '7f');
  const text = await page.textContent('#app .rg-moves li[data-notation]');
  assert.match(text, /الزي الرسمي \u20667g-7f\u2069/); // the notation isolated (LRI … PDI) from the Arabic
  noProblems(problems);
});

test('keyboard only: Tab to the board, arrows and Enter play a legal move', async () => {
  const { page, problems } = await open();
  // Tab from the top of the page: a click where nothing takes focus starts the walk there.
  await page.mouse.click(1, 1);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.matches('#app canvas'))) break;
  }
  assert.ok(await page.evaluate(() => document.activeElement?.matches('#app canvas')), 'the board takes focus by Tab');
  // The cursor appears on the STAR (5i); go to 7g, pick the UNIFORM, go up one, play.
  await page.keyboard.press('ArrowUp'); // shows the cursor on 5i
  assert.equal((await state(page)).cursor, '5i');
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
  assert.equal((await state(page)).cursor, '7g');
  await page.keyboard.press('Enter');
  assert.equal((await state(page)).selected, '7g');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  assert.equal(await lastMove(page), '7g7f');
  // The move was announced to screen readers.
  await page.waitForFunction(() => document.querySelector('#app [aria-live]').textContent.includes('UNIFORM 7g-7f'));
  noProblems(problems);
});
