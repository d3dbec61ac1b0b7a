// SHOWGIT on the page: an opening by clicks with a capture and a promotion through the chooser,
// a drop from the hand (click and drag), a forced promotion without the chooser, drag-and-drop,
// a position played to BIG-BANG with the banner, undo and redo, import errors shown as text; the
// AI's answer with the frames drawn while it thinks, and its engine's warm-up.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { openApp, sharedApp, state, clickSquare, clickMove, dragTo, squareCenter, lastMove, moveTexts, importText, noProblems } from './helpers.mjs';

let env;
let app; // the tests share one page, each from a fresh game
before(async () => {
  env = await startBrowser();
  app = sharedApp(env);
});
after(async () => {
  await env?.close();
});

test('an opening by clicks: capture with promotion through the chooser, recapture, drop from the hand', async () => {
  const { page, problems } = await app();
  assert.equal(await clickMove(page, '7g', '7f'), '7g7f');
  assert.equal(await clickMove(page, '3c', '3d'), '3c3d');
  // VICTOR takes on 2b, in the zone: promotion is optional, so the chooser asks.
  await clickSquare(page, '8h');
  assert.equal((await state(page)).selected, '8h');
  await clickSquare(page, '2b');
  await page.waitForSelector('#app .rg-chooser:not([hidden])');
  const choices = await page.$$eval('#app .rg-choices button[data-move]', (bs) => bs.map((b) => [b.dataset.move, b.textContent]));
  assert.deepEqual(choices.map(([m]) => m).sort(), ['8h2b', '8h2b+']);
  assert.match(choices.find(([m]) => m === '8h2b+')[1], /NEO-VICTOR/);
  await page.click('#app .rg-choices button[data-move="8h2b+"]');
  assert.equal(await lastMove(page), '8h2b+');
  // The STAR's hand now holds the captured VICTOR.
  assert.equal(await page.getAttribute('#app .rg-hand[data-player="1"] button[data-drop="B"]', 'data-count'), '1');
  assert.equal(await clickMove(page, '3a', '2b'), '3a2b');
  assert.equal(await page.getAttribute('#app .rg-hand[data-player="2"] button[data-drop="B"]', 'data-count'), '1');
  // Drop by click: the hand piece, then a highlighted square.
  await page.click('#app .rg-hand[data-player="1"] button[data-drop="B"]');
  assert.equal((await state(page)).selected, '*B');
  await clickSquare(page, '5e');
  assert.equal(await lastMove(page), 'B*5e');
  assert.equal(await page.$('#app .rg-hand[data-player="1"] button[data-drop="B"]'), null);
  // TIME drops its VICTOR by dragging it from the hand onto the board.
  const box = await page.locator('#app .rg-hand[data-player="2"] button[data-drop="B"]').boundingBox();
  await dragTo(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, '5f');
  assert.equal(await lastMove(page), 'B*5f');
  assert.deepEqual(await moveTexts(page), ['UNIFORM 7g-7f', 'UNIFORM 3c-3d', 'VICTOR 8h×2b+', 'ALPHA 3a×2b', 'VICTOR *5e', 'VICTOR *5f']);
  noProblems(problems);
});

test('drag and drop a piece; a forced promotion plays without asking and turns the counter over', async () => {
  const { page, problems } = await app();
  await dragTo(page, await squareCenter(page, '2g'), '2f');
  assert.equal(await lastMove(page), '2g2f');
  // A UNIFORM reaching the last rank must promote: no chooser.
  assert.match(await importText(page, '4k4/8P/9/9/9/9/9/9/4K4 b - 1'), /Imported/);
  await clickSquare(page, '1b');
  await clickSquare(page, '1a');
  assert.equal(await page.isVisible('#app .rg-chooser'), false);
  assert.equal(await lastMove(page), '1b1a+');
  assert.equal((await moveTexts(page)).at(-1), 'UNIFORM 1b-1a+');
  const s = await state(page);
  assert.equal(s.position.split(' ')[0], '4k3+P/9/9/9/9/9/9/9/4K4');
  noProblems(problems);
});

test('a position played to BIG-BANG shows the banner; undo and redo', async () => {
  const { page, problems } = await app();
  assert.match(await importText(page, '4k4/9/4P4/9/9/9/9/9/4K4 b G 1'), /Imported/);
  await page.click('#app .rg-hand[data-player="1"] button[data-drop="G"]');
  await clickSquare(page, '5b');
  await page.waitForSelector('#app .rg-banner:not([hidden])');
  assert.match(await page.textContent('#app .rg-banner'), /BIG-BANG.*STAR wins/);
  let s = await state(page);
  assert.equal(s.over, 'true');
  assert.equal(s.reason, 'big-bang');
  await page.click('#app [data-action="undo"]');
  s = await state(page);
  assert.equal(s.over, 'false');
  assert.equal(s.moves, '0');
  assert.equal(await page.isVisible('#app .rg-banner'), false);
  await page.click('#app [data-action="redo"]');
  s = await state(page);
  assert.equal(s.reason, 'big-bang');
  assert.equal(await lastMove(page), 'G*5b');
  noProblems(problems);
});

test('import errors are shown as text and leave the game alone; export writes SFEN and USI moves', async () => {
  const { page, problems } = await app();
  await clickMove(page, '7g', '7f');
  assert.match(await importText(page, '7g7f 3c3d 9a9b'), /Move 3 "9a9b"/);
  assert.equal(await page.getAttribute('#app .rg-io-message', 'class'), 'rg-io-message rg-error');
  assert.match(await importText(page, 'not/a position'), /^Position:/);
  assert.equal((await state(page)).moves, '1');
  await page.click('#app [data-action="export-moves"]');
  assert.equal(await page.inputValue('#app textarea'), '7g7f');
  await page.click('#app [data-action="export-position"]');
  assert.equal(await page.inputValue('#app textarea'), (await state(page)).position);
  // A USI command with a start position round-trips.
  await importText(page, 'position sfen 4k4/9/9/9/9/9/9/9/4K4 b P 1 moves P*5e 5a4a');
  await page.click('#app [data-action="export-moves"]');
  assert.equal(await page.inputValue('#app textarea'), 'position sfen 4k4/9/9/9/9/9/9/9/4K4 b P 1 moves P*5e 5a4a');
  noProblems(problems);
});

test('against the AI: it answers within its limit and the page keeps drawing (longest frame gap printed)', async () => {
  const { page, problems } = await app();
  await page.selectOption('#app select[data-ref="sideSelect"]', '1');
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai10');
  // Choosing the AI warms the engine at the page's next idle moment (web/ai-turns.js warmUp):
  // its worker starts and the browser recompiles the search's hot code before the AI's turn.
  await page.waitForFunction(() => document.getElementById('app').regalia.aiTurns.warming.has('showgit'), null, { timeout: 3000 });
  assert.equal(await page.evaluate(() => document.getElementById('app').regalia.aiTurns.warming.get('showgit')), true);
  assert.equal(await page.evaluate(() => document.getElementById('app').regalia.aiTurns.busy), false);
  // A person's moment to choose to play second and press Start (no move yet: no question first).
  await page.selectOption('#app select[data-ref="sideSelect"]', '2');
  await page.waitForTimeout(1000);
  const t0 = Date.now();
  await page.click('#app [data-action="new"]');
  await page.waitForSelector('#app .rg-ai-box:not([hidden])');
  // Record the gaps between animation frames while the AI thinks (level 10: a 2 s search).
  await page.evaluate(() => {
    window.frameGaps = [];
    let last = performance.now();
    const tick = (now) => {
      window.frameGaps.push(now - last);
      last = now;
      if (!window.stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '1', null, { timeout: 6000 });
  const thinkMs = Date.now() - t0;
  const gaps = await page.evaluate(() => {
    window.stopFrames = true;
    const sorted = window.frameGaps.slice().sort((a, b) => a - b);
    return { max: sorted.at(-1), p95: sorted[Math.floor(sorted.length * 0.95)], frames: sorted.length };
  });
  console.log(`AI (level 10, 2 s limit) answered in ${thinkMs} ms; frame gaps while it thought: longest ${gaps.max.toFixed(1)} ms, 95th percentile ${gaps.p95.toFixed(1)} ms over ${gaps.frames} frames (target: under 50 ms)`);
  // The figures are printed, not asserted (a loaded machine stretches them); the wait above fails
  // if the AI never answers, and the frames were counted, so the page kept drawing.
  assert.ok(gaps.frames > 10, `only ${gaps.frames} frames drawn while the AI thought`);
  const s = await state(page);
  assert.equal(s.turn, '2');
  // The person (second) answers; the AI's move was legal and is in the list.
  assert.ok(await lastMove(page));
  noProblems(problems);
});

// Records every request the page's engine gets, in order, in window.engineRequests: the limits
// that tell them apart (depth, level, seed).
function recordEngineRequests(page) {
  return page.evaluate(async () => {
    const engine = await document.getElementById('app').regalia.regalia.engine();
    const think = engine.think.bind(engine);
    window.engineRequests = [];
    engine.think = (target, limits) => {
      window.engineRequests.push({ depth: limits.depth, level: limits.level, seed: limits.seed });
      return think(target, limits);
    };
  });
}

test('an AI that moves first warms the engine with its own turn: no warm-up search is queued ahead of its search', async () => {
  const { page, problems } = await openApp(env);
  try {
    await recordEngineRequests(page);
    await page.evaluate(() => document.getElementById('app').regalia.freshGame('showgit', { level: 10, aiSide: 1 }));
    await page.waitForFunction(() => document.getElementById('app').regalia.aiTurns.busy);
    // The page's idle warm-up, asked for while the turn runs (as a slow first frame makes it).
    const warmed = page.evaluate(() => document.getElementById('app').regalia.aiTurns.warmUp());
    await page.waitForFunction(() => document.getElementById('app').dataset.moves === '1', null, { timeout: 10000 });
    assert.equal(await warmed, true);
    const thinks = await page.evaluate(() => window.engineRequests);
    // The turn's two requests (the engine's start at depth 1, then its search) and nothing else.
    assert.deepEqual(thinks.map((t) => (t.depth === 1 ? 'start' : 'search')), ['start', 'search'], JSON.stringify(thinks));
    noProblems(problems);
  } finally {
    await page.close();
  }
});

test('the AI at a level that draws among close moves gets a new seed every move', async () => {
  const { page, problems } = await app();
  await recordEngineRequests(page);
  for (let game = 0; game < 3; ++game) {
    await page.evaluate(() => document.getElementById('app').regalia.freshGame('showgit', { level: 1, aiSide: 1 }));
    await page.waitForFunction(() => document.getElementById('app').dataset.moves === '1', null, { timeout: 10000 });
  }
  // The engine's default seed would make the same choice wherever the search scored the same.
  const seeds = (await page.evaluate(() => window.engineRequests)).filter((r) => r.level === 1).map((r) => r.seed);
  assert.equal(seeds.length, 3);
  assert.ok(seeds.every((seed) => Number.isInteger(seed)), String(seeds));
  assert.equal(new Set(seeds).size, 3, String(seeds));
  noProblems(problems);
});
