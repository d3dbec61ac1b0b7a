// Records on the page: a KIF pasted into the import box and a Shift_JIS file opened are read by
// the library; player names with markup are shown as text and never run; export round-trips.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { sharedApp, state, importText, moveTexts, noProblems } from './helpers.mjs';

let env;
let app; // the tests share one page, each from a fresh game
before(async () => {
  env = await startBrowser();
  app = sharedApp(env);
});
after(async () => {
  await env?.close();
});

const HOSTILE_KIF = [
  '手合割：平手',
  '先手：<img src=x onerror="window.__pwned=1">',
  '後手：<script>window.__pwned=2</script>',
  '手数----指手---------消費時間--',
  '   1 ７六歩(77)',
  '*<b>comment</b><script>window.__pwned=3</script>',
  '   2 ３四歩(33)',
  '   3 投了',
  '',
].join('\n');

test('a KIF with markup in the names imports; the names show as text and nothing runs', async () => {
  const { page, problems } = await app();
  assert.match(await importText(page, HOSTILE_KIF), /Imported/);
  assert.equal((await state(page)).position, 'lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3');
  const players = await page.textContent('#app .rg-players');
  assert.ok(players.includes('<img src=x onerror="window.__pwned=1">'), players);
  assert.ok(players.includes('<script>window.__pwned=2</script>'), players);
  assert.equal(await page.$$eval('#app img, #app .rg-players script', (els) => els.length), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual((await moveTexts(page)).length, 2);
  noProblems(problems);
});

test('export as CSA and as PGN; a Shift_JIS KIF file opens', async () => {
  const { page, problems } = await app();
  await importText(page, '7g7f 3c3d 8h2b+');
  await page.selectOption('#app [data-ref="recordFormat"]', 'csa');
  await page.click('#app [data-action="export-record"]');
  const csa = await page.inputValue('#app textarea');
  assert.match(csa, /\+7776FU\n-3334FU\n\+8822UM/);
  assert.match(await importText(page, csa), /Imported/);
  assert.equal((await moveTexts(page)).length, 3);

  // The same game as Shift_JIS bytes through the file input.
  const sjis = await page.evaluate(() => Array.from(document.getElementById('app').regalia.game.exportRecord('kif-sjis')));
  await page.setInputFiles('#app [data-ref="fileInput"]', { name: 'game.kif', mimeType: 'text/plain', buffer: Buffer.from(sjis) });
  await page.waitForFunction(() => document.querySelector('#app .rg-io-message').textContent.includes('Imported'));
  assert.equal((await moveTexts(page)).length, 3);

  await page.click('#app button[data-variant="sovereign"]');
  await page.waitForSelector('#app[data-variant="sovereign"]');
  await importText(page, 'e2e4 swap e15e13');
  await page.click('#app [data-action="export-record"]');
  const pgn = await page.inputValue('#app textarea');
  assert.match(pgn, /1\. e2e4 swap 1\.\.\. e15e13/);
  assert.match(await importText(page, pgn), /Imported/);
  noProblems(problems);
});
