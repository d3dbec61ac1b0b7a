// Reading the game on the page (issue 31, "Reading the game"; docs/page.md): the record is a move
// tree. Earlier positions are shown by a click in the move list or by ← → Home End (↑ ↓ pick
// another variation) without undoing, Undo and Redo step along it, on a 1280×900 desktop and by touch on a 360×740 phone; a
// move from an earlier position starts a variation, which is shown, promoted and deleted; the
// tree survives a reload (and a save of the flat page loads as one line), is exported with KIF
// 変化 and PGN parentheses, and an imported KIF's variations are listed; against the AI,
// browsing never makes it move, a step away aborts its search, and it answers in a new line.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startBrowser } from './chromium.mjs';
import { sharedApp, state, clickMove, switchVariant, importText, noProblems } from './helpers.mjs';

const VARIATIONS_KIF = readFileSync(new URL('../native/data/records/variations.kifu', import.meta.url), 'utf8');
const AFTER_7G7F = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2';
const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

let env;
let app; // the tests share one page, each from a fresh game
before(async () => {
  env = await startBrowser();
  app = sharedApp(env);
});
after(async () => {
  await env?.close();
});

const waitFor = (page, key, value, timeout = 15000) => page.waitForFunction(([k, v]) => document.getElementById('app').dataset[k] === v, [key, value], { timeout });

/** The move list as it reads: main-line notations, the variation rows' notations, the move shown. */
function moveList(page) {
  return page.evaluate(() => {
    const list = document.querySelector('#app .rg-moves');
    return {
      main: [...list.querySelectorAll(':scope > li[data-notation]')].map((li) => li.dataset.notation),
      variations: [...list.querySelectorAll(':scope > li.rg-var')].map((row) => [...row.querySelectorAll('.rg-vmove')].map((m) => m.dataset.notation)),
      current: list.querySelector('[aria-current="true"]')?.dataset.notation ?? null,
      tools: document.querySelector('#app [data-ref="treeTools"]').checkVisibility(),
    };
  });
}

/** Clicks (or taps) the move `notation` of the list: in the main line, or in a variation row. */
async function pickMove(page, notation, { where = 'main', tap = false } = {}) {
  const selector = where === 'main' ? `#app .rg-moves > li[data-notation="${notation}"]` : `#app .rg-moves .rg-var .rg-vmove[data-notation="${notation}"]`;
  if (tap) await page.tap(selector);
  else await page.click(selector);
}

/** The shown node's moves and position, and what the page's `navigate` events said. */
function shown(page) {
  return page.evaluate(() => {
    const el = document.getElementById('app');
    return { moves: Number(el.dataset.moves), line: Number(el.dataset.line), variation: el.dataset.variation, position: el.dataset.position };
  });
}

test('desktop: moves shown by click and keys without undoing; a variation from an earlier position, shown, promoted and deleted', async () => {
  const { page, problems } = await app();
  await page.evaluate(() => {
    window.navigated = [];
    document.getElementById('app').addEventListener('navigate', (e) => window.navigated.push([e.detail.ply, e.detail.move, e.detail.position]));
  });
  for (const [from, to] of [['7g', '7f'], ['3c', '3d'], ['2g', '2f'], ['8c', '8d']]) await clickMove(page, from, to);
  assert.deepEqual(await moveList(page), { main: ['7g7f', '3c3d', '2g2f', '8c8d'], variations: [], current: '8c8d', tools: false });

  // A click on the first move shows its position; nothing is undone.
  await pickMove(page, '7g7f');
  assert.deepEqual(await shown(page), { moves: 1, line: 4, variation: 'false', position: AFTER_7G7F });
  assert.equal((await moveList(page)).current, '7g7f');
  assert.equal(await page.evaluate(() => document.getElementById('app').regalia.game.history().length), 1); // the game read through the API is the one shown
  // Keys, with the focus on the page (not in a text field).
  await page.keyboard.press('ArrowLeft');
  assert.equal((await shown(page)).position, START);
  await page.keyboard.press('End');
  assert.equal((await shown(page)).moves, 4);
  await page.keyboard.press('Home');
  assert.equal((await shown(page)).moves, 0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shown(page), { moves: 2, line: 4, variation: 'false', position: (await state(page)).position });
  assert.equal((await moveList(page)).current, '3c3d');
  // In a text field the keys are the field's.
  await page.focus('#app textarea');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await shown(page)).moves, 2);
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowLeft');
  assert.equal((await shown(page)).moves, 1);

  // After 7g7f, another answer than 3c3d starts a variation; the main line stays.
  await clickMove(page, '8c', '8d');
  let list = await moveList(page);
  assert.deepEqual(list, { main: ['7g7f', '3c3d', '2g2f', '8c8d'], variations: [['8c8d']], current: '8c8d', tools: true });
  assert.deepEqual(await shown(page), { moves: 2, line: 2, variation: 'true', position: (await state(page)).position });
  // The same move again from the fork goes to it (no second copy).
  await pickMove(page, '7g7f');
  await clickMove(page, '8c', '8d');
  assert.deepEqual((await moveList(page)).variations, [['8c8d']]);
  await clickMove(page, '2g', '2f');
  assert.deepEqual((await moveList(page)).variations, [['8c8d', '2g2f']]);
  // ↑ ↓: the other answer at that move.
  await pickMove(page, '8c8d', { where: 'variation' });
  await page.keyboard.press('ArrowUp');
  assert.deepEqual([(await moveList(page)).current, (await shown(page)).variation], ['3c3d', 'false']);
  await page.keyboard.press('ArrowDown');
  assert.deepEqual([(await moveList(page)).current, (await shown(page)).variation], ['8c8d', 'true']);

  // Promote: the variation becomes the main line, the old line a variation under it.
  await page.keyboard.press('ArrowRight');
  await page.click('#app [data-action="promote-variation"]');
  list = await moveList(page);
  assert.deepEqual(list, { main: ['7g7f', '8c8d', '2g2f'], variations: [['3c3d', '2g2f', '8c8d']], current: '2g2f', tools: false });
  // Delete the other line (now the variation): the position before it is shown.
  await pickMove(page, '3c3d', { where: 'variation' });
  assert.equal((await moveList(page)).tools, true);
  await page.focus('#app [data-action="delete-variation"]');
  await page.keyboard.press('Enter'); // keyboard reachable
  list = await moveList(page);
  assert.deepEqual(list, { main: ['7g7f', '8c8d', '2g2f'], variations: [], current: '7g7f', tools: false });
  assert.deepEqual(await shown(page), { moves: 1, line: 3, variation: 'false', position: AFTER_7G7F });

  // Undo steps back and keeps the move in the tree; Redo plays it again.
  await page.keyboard.press('End');
  await page.click('#app [data-action="undo"]');
  assert.deepEqual([(await shown(page)).moves, (await moveList(page)).main, await page.isEnabled('#app [data-action="redo"]')], [2, ['7g7f', '8c8d', '2g2f'], true]);
  await page.click('#app [data-action="redo"]');
  assert.deepEqual([(await shown(page)).moves, (await moveList(page)).current, await page.isEnabled('#app [data-action="redo"]')], [3, '2g2f', false]);

  const navigated = await page.evaluate(() => window.navigated);
  assert.deepEqual(navigated[0], [1, '7g7f', AFTER_7G7F]);
  assert.deepEqual(navigated.slice(1, 4).map((n) => n[0]), [0, 4, 0]);
  noProblems(problems);
});

test('phone (touch): tapping moves and a variation, promoting it; the folded variation row', async () => {
  const context = await env.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => ['error', 'warning'].includes(msg.type()) && problems.push(`console: ${msg.text()}`));
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  assert.match(await importText(page, '7g7f 3c3d 2g2f 8c8d 2f2e'), /Imported/);
  await pickMove(page, '3c3d', { tap: true });
  assert.equal((await shown(page)).moves, 2);
  // A tap on the board plays from there: a variation.
  const tapSquare = async (square) => {
    await page.locator('#app canvas').scrollIntoViewIfNeeded();
    const c = await page.evaluate((sq) => document.getElementById('app').regalia.squareCenter(sq), square);
    await page.touchscreen.tap(c.x, c.y);
  };
  await tapSquare('6g');
  await tapSquare('6f');
  let list = await moveList(page);
  assert.deepEqual(list, { main: ['7g7f', '3c3d', '2g2f', '8c8d', '2f2e'], variations: [['6g6f']], current: '6g6f', tools: true });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(sideways <= 0, `the page scrolls sideways by ${sideways} px with a variation listed`);
  // Folding the row hides its moves (and shows the fork when the move shown was in it).
  await page.tap('#app .rg-var .rg-fold');
  assert.equal(await page.getAttribute('#app .rg-var', 'data-folded'), 'true');
  assert.equal(await page.isVisible('#app .rg-var .rg-vmove'), false);
  assert.equal((await shown(page)).moves, 2);
  await page.tap('#app .rg-var .rg-fold');
  await pickMove(page, '6g6f', { where: 'variation', tap: true });
  await page.tap('#app [data-action="promote-variation"]');
  list = await moveList(page);
  assert.deepEqual(list, { main: ['7g7f', '3c3d', '6g6f'], variations: [['2g2f', '8c8d', '2f2e']], current: '6g6f', tools: false });
  await pickMove(page, '7g7f', { tap: true });
  assert.equal((await shown(page)).moves, 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the tree is kept across a reload and exported: KIF with 変化, PGN with parentheses; a flat save loads as one line', async () => {
  const { page, problems } = await app();
  assert.match(await importText(page, '7g7f 3c3d 2g2f'), /Imported/);
  await pickMove(page, '7g7f');
  await clickMove(page, '8c', '8d');
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  assert.deepEqual(await moveList(page), { main: ['7g7f', '3c3d', '2g2f'], variations: [['8c8d']], current: '8c8d', tools: true });
  await page.click('#app [data-action="export-record"]');
  const kif = await page.inputValue('#app textarea');
  assert.match(kif, /変化：2手/);
  // What was written reads back as the same tree.
  const back = await page.evaluate((text) => {
    const read = document.getElementById('app').regalia.regalia.importRecord(text);
    read.game.dispose();
    return [read.moves, read.tree.moves[1].variations.map((v) => v.moves.map((m) => m.move))];
  }, kif);
  assert.deepEqual(back, [['7g7f', '3c3d', '2g2f'], [['8c8d']]]);

  // Sovereign Chess: the variation in the PGN's parentheses.
  await switchVariant(page, 'sovereign');
  assert.match(await importText(page, 'k2k4 e15e13 k4k5'), /Imported/);
  await pickMove(page, 'e15e13');
  await clickMove(page, 'j2', 'j4');
  await page.click('#app [data-action="export-record"]');
  assert.match(await page.inputValue('#app textarea'), /k4k5 ?\(\s*2\. ?j2j4\s*\)/);

  // The page's save before the tree: { moves, redo } is the line moves + redo (redo last first).
  await page.evaluate(() => {
    localStorage.setItem('regalia.page.v1', JSON.stringify({
      variant: 'showgit', lang: 'en',
      records: { showgit: { start: null, moves: ['7g7f', '3c3d'], redo: ['8c8d', '2g2f'], flipped: false, side: 1, opponent: 'human', ending: { reason: 'resign', winner: 1 } } },
    }));
  });
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  assert.deepEqual(await moveList(page), { main: ['7g7f', '3c3d', '2g2f', '8c8d'], variations: [], current: '3c3d', tools: false });
  assert.equal((await state(page)).over, 'true'); // the old save's resignation, where it was made
  await page.keyboard.press('ArrowRight');
  assert.equal((await state(page)).over, 'false');
  // A tree spoilt by hand: the moves to the position shown still load, as one line.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('regalia.page.v1'));
    saved.records.showgit.tree = { moves: 'spoilt' };
    localStorage.setItem('regalia.page.v1', JSON.stringify(saved));
  });
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  assert.deepEqual(await moveList(page), { main: ['7g7f', '3c3d', '2g2f'], variations: [], current: '2g2f', tools: false });
  noProblems(problems);
});

test('an imported KIF with variations lists them; ↑ ↓ switch between the alternatives of a move', async () => {
  const { page, problems } = await app();
  assert.match(await importText(page, VARIATIONS_KIF), /Imported/);
  const list = await moveList(page);
  const read = await page.evaluate((text) => {
    const r = document.getElementById('app').regalia.regalia.importRecord(text);
    r.game.dispose();
    // Every move of every variation, in the order written.
    const all = [];
    const walk = (line) => line.moves.forEach((m) => m.variations.forEach((v) => { all.push(v.moves[0].move); walk(v); }));
    walk(r.tree);
    return { main: r.moves, firsts: all };
  }, VARIATIONS_KIF);
  assert.deepEqual(list.main, read.main);
  assert.ok(list.variations.length >= 2, `${list.variations.length} variation rows`);
  const listed = list.variations.flat();
  for (const first of read.firsts) assert.ok(listed.includes(first), `the variation starting ${first} is listed`);
  // The variation at the first move: shown, then its sibling by ↑.
  await pickMove(page, '2g2f', { where: 'variation' });
  assert.deepEqual(await shown(page), { moves: 1, line: Number((await state(page)).line), variation: 'true', position: (await state(page)).position });
  await page.keyboard.press('ArrowUp');
  assert.equal((await moveList(page)).current, '7g7f');
  noProblems(problems);
});

test('against the AI: browsing never makes it move, a step away aborts its search, and it answers in a new line', async () => {
  const { page, problems } = await app();
  page.setDefaultTimeout(15000);
  await page.evaluate(() => document.getElementById('app').regalia.freshGame('showgit', { level: 1, aiSide: 2 }));
  await clickMove(page, '7g', '7f');
  await waitFor(page, 'moves', '2');
  await waitFor(page, 'ai', '');
  // Back to the AI's turn: an earlier position, only read. (The focus is on the board, clicked:
  // the arrows step through the moves until the board's keyboard cursor is used.)
  await page.keyboard.press('ArrowLeft');
  const browsing = await page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    return { moves: app.root.dataset.moves, busy: app.aiTurns.busy, ai: app.root.dataset.ai, board: app.controller.canInteract() };
  });
  assert.deepEqual(browsing, { moves: '1', busy: false, ai: '', board: false });
  // Resigning or offering a draw is for the end of the line.
  assert.deepEqual([await page.isDisabled('#app [data-action="resign"]'), await page.isDisabled('#app [data-action="offer-draw"]')], [true, true]);
  // From the start the person plays another first move: the AI answers in that line.
  await page.keyboard.press('Home');
  await clickMove(page, '2g', '2f');
  await waitFor(page, 'moves', '2');
  assert.deepEqual((await moveList(page)).variations.length, 1);
  assert.equal((await shown(page)).variation, 'true');
  // The AI thinking, a step back stops it; at the end of the line again, it thinks anew and plays.
  // (The move and the key in one go: a level-1 search may end before a poll would see it.)
  const stopped = await page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    app.playMove(app.legal.find((m) => m.notation === '2f2e'));
    const thinking = app.aiTurns.busy;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    return { thinking, busy: app.aiTurns.busy, ai: app.root.dataset.ai, moves: app.root.dataset.moves };
  });
  assert.deepEqual(stopped, { thinking: true, busy: false, ai: '', moves: '2' });
  await page.keyboard.press('End');
  await waitFor(page, 'moves', '4');
  assert.equal((await shown(page)).variation, 'true');
  noProblems(problems);
});
