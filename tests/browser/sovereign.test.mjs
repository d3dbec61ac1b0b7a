// Sovereign Chess on the page: a move that takes control of an army (the panel changes), a
// defection, castling (with the chooser when a king step lands on the same square), a promotion
// to king through the chooser, and the pie rule after White's first move. Positions from the
// rules' test positions (docs/sovereign.md, tests/native/data/rules/sovereign-spec-positions.md), loaded through the import box.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { sharedApp, state, clickSquare, clickMove, lastMove, moveTexts, importText, switchVariant, noProblems } from './helpers.mjs';

let env;
let app; // the tests share one page, each from a fresh game
before(async () => {
  env = await startBrowser();
  app = sharedApp(env);
});
after(async () => {
  await env?.close();
});

test('a pawn on a coloured square takes control of its army; the panel and blocked squares follow', async () => {
  // The first test on the page: the game chosen by its button.
  const { page, problems } = await app();
  await switchVariant(page, 'sovereign');
  let s = await state(page);
  assert.equal(s.legalMoves, '20');
  assert.equal(s.controlled1, 'white');
  assert.equal(s.blocked, '');
  assert.match(await importText(page, 'e2e4 e15e13'), /Imported/);
  assert.equal(await clickMove(page, 'e4', 'e5'), 'e4e5');
  s = await state(page);
  assert.deepEqual(s.controlled1.split(' ').sort(), ['navy', 'white']);
  assert.equal(s.blocked, 'l12');
  assert.match(await page.textContent('#app .rg-player[data-player="1"]'), /controls:.*Navy/);
  assert.match(await page.textContent('#app .rg-blocked'), /l12 \(Navy\)/);
  // Player 2 answers onto red: the panel shows their new army too.
  assert.equal(await clickMove(page, 'e13', 'e12'), 'e13e12');
  s = await state(page);
  assert.deepEqual(s.controlled2.split(' ').sort(), ['black', 'red']);
  assert.deepEqual(s.blocked.split(' ').sort(), ['l12', 'l5']);
  assert.deepEqual((await moveTexts(page)).slice(-2), ['white pawn e4-e5', 'black pawn e13-e12']);
  noProblems(problems);
});

test('defection: the player changes their king to a controlled colour', async () => {
  const { page, problems } = await app('sovereign');
  await importText(page, '8bk7/16/16/nq15/16/16/16/16/16/16/16/4wp11/16/16/16/8wk7 1 w b - 0 1');
  const options = await page.$$eval('#app select[data-ref="defectSelect"] option', (os) => os.map((o) => o.value));
  assert.deepEqual(options, ['navy']);
  await page.selectOption('#app select[data-ref="defectSelect"]', 'navy');
  await page.click('#app [data-action="defect"]');
  const s = await state(page);
  assert.equal(await lastMove(page), 'Dn');
  assert.equal(s.owned1, 'navy');
  assert.match(await page.textContent('#app .rg-player[data-player="1"]'), /owns:.*Navy/);
  assert.match((await moveTexts(page)).at(-1), /^Player 1 defects to Navy/);

  // A position with player 2 to move (SCFEN's second field): the move texts name the side from
  // the position, not from the move number, and the move list opens with a gap for player 1.
  await importText(page, '8bk7/16/16/16/4bp11/16/16/16/16/16/16/16/rq15/16/16/8wk7 2 w b - 0 1');
  assert.equal((await state(page)).turn, '2');
  await page.selectOption('#app select[data-ref="defectSelect"]', 'red');
  await page.click('#app [data-action="defect"]');
  assert.equal(await lastMove(page), 'Dr');
  assert.match((await moveTexts(page)).at(-1), /^Player 2 defects to Red/);
  assert.equal(await page.$eval('#app .rg-moves li', (li) => li.className), 'rg-gap rg-first');
  noProblems(problems);
});

test('a defection to the square the king stands on continues with a king step on the board', async () => {
  const { page, problems } = await app('sovereign');
  await importText(page, '8bk7/16/16/16/16/16/16/16/16/16/16/4wk11/16/16/16/16 1 w b - 0 1');
  await page.selectOption('#app select[data-ref="defectSelect"]', 'navy');
  await page.click('#app [data-action="defect"]');
  assert.equal((await state(page)).selected, 'Dnavy');
  await clickSquare(page, 'd4');
  assert.equal(await lastMove(page), 'Dne5d4');
  assert.equal((await state(page)).owned1, 'navy');
  noProblems(problems);
});

test('castling by moving the king; the page asks when a king step lands on the same square', async () => {
  const { page, problems } = await app('sovereign');
  const T5 = '8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4wr3wk2wr4 1 w b EL 0 1';
  await importText(page, T5);
  // i1 -> g1 can only be castling with the e1 rook: no question.
  assert.equal(await clickMove(page, 'i1', 'g1'), 'Oe1g1');
  assert.match((await moveTexts(page)).at(-1), /castles i1-g1 \(rook e1\)/);
  await importText(page, T5);
  // i1 -> h1 is a king step or castling with e1: the chooser asks.
  await clickSquare(page, 'i1');
  await clickSquare(page, 'h1');
  await page.waitForSelector('#app .rg-chooser:not([hidden])');
  const choices = await page.$$eval('#app .rg-choices button[data-move]', (bs) => bs.map((b) => b.dataset.move).sort());
  assert.deepEqual(choices, ['Oe1h1', 'i1h1']);
  await page.click('#app .rg-choices button[data-move="Oe1h1"]');
  assert.equal(await lastMove(page), 'Oe1h1');
  assert.match((await state(page)).position.split(' ')[0].split('/').at(-1), /^7wkwr/);
  noProblems(problems);
});

test('a pawn entering the centre promotes through the chooser, king included', async () => {
  const { page, problems } = await app('sovereign');
  await importText(page, '15bk/16/16/16/16/16/16/16/16/6bn1bn7/7wp8/16/16/16/16/wk15 1 w b - 0 1');
  await clickSquare(page, 'h6');
  await clickSquare(page, 'h7');
  await page.waitForSelector('#app .rg-chooser:not([hidden])');
  const choices = await page.$$eval('#app .rg-choices button[data-move]', (bs) => bs.map((b) => b.dataset.move));
  assert.deepEqual(choices.sort(), ['h6h7=B', 'h6h7=K', 'h6h7=N', 'h6h7=Q', 'h6h7=R']);
  await page.click('#app .rg-choices button[data-move="h6h7=K"]');
  assert.equal(await lastMove(page), 'h6h7=K');
  const board = (await state(page)).position.split(' ')[0];
  assert.ok(!board.endsWith('wk15'), 'the old king left the board');
  assert.match(board, /wk/);
  assert.match((await moveTexts(page)).at(-1), /white pawn h6-h7=king/);
  noProblems(problems);
});

test('the pie rule: after White\'s first move the second player may swap sides', async () => {
  const { page, problems } = await app('sovereign');
  assert.equal(await page.isVisible('#app [data-action="swap"]'), false);
  assert.equal(await clickMove(page, 'e2', 'e4'), 'e2e4');
  assert.equal((await state(page)).canSwap, 'true');
  await page.click('#app [data-action="swap"]');
  const s = await state(page);
  assert.equal(await lastMove(page), 'swap');
  assert.equal(s.canSwap, 'false');
  assert.equal(s.turn, '2');
  assert.equal(await page.isVisible('#app [data-action="swap"]'), false);
  assert.match(await page.textContent('#app .rg-player[data-player="1"]'), /person 2/);
  // Play goes on with Black's move; undo takes the swap back and offers it again.
  assert.equal(await clickMove(page, 'e15', 'e13'), 'e15e13');
  await page.click('#app [data-action="undo"]');
  await page.click('#app [data-action="undo"]');
  assert.equal((await state(page)).canSwap, 'true');
  noProblems(problems);
});
