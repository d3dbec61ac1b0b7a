// Reading a game on the page (issue 31, "Broken today" 7): the last move shows on a coloured
// square of Sovereign Chess (a frame the yellow fill alone does not give), the corner dots of the
// armies have a legend, counts take the language's plural form, and the AI's thinking box gives
// the score from the person's side in the engine's pawns and its line in the move list's words,
// without moving the panel when it shows or hides.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { sharedApp, clickSquare, importText, noProblems } from './helpers.mjs';

let env;
let app; // the tests share one page, each from a fresh game
before(async () => {
  env = await startBrowser();
  app = sharedApp(env);
});
after(async () => {
  await env?.close();
});

test('Sovereign: the last move shows on a yellow square; the corner dots have a legend; the score in its pawns', async () => {
  const { page, problems } = await app('sovereign');
  // The white pawn ends on k6, a yellow square.
  assert.match(await importText(page, 'k2k4 e15e13 k4k5 e13e12 k5k6'), /Imported/);
  const probe = await page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    const canvas = app.refs.canvas;
    const r = app.view.cellRect('k6');
    const ratio = canvas.width / app.view.cssSize;
    // Near the square's top-left corner: away from the piece and its controller dot.
    const [red, green, blue] = canvas.getContext('2d').getImageData(Math.round((r.x + r.w * 0.07) * ratio), Math.round((r.y + r.h * 0.07) * ratio), 1, 1).data;
    const colour = app.rows.flat().find((sq) => sq.square === 'k6').squareColour;
    return { colour, pixel: [red, green, blue] };
  });
  assert.equal(probe.colour, 'yellow');
  const yellow = [0xfc, 0xd1, 0x16];
  const contrast = Math.max(...probe.pixel.map((c, i) => Math.abs(c - yellow[i])));
  console.log(`last move on a yellow square: pixel ${probe.pixel} (largest channel difference from the square ${contrast})`);
  assert.ok(contrast >= 80, `the last-move mark on k6 differs from yellow by only ${contrast}`);

  const legend = await page.$eval('#app .rg-legend', (el) => ({ text: el.textContent, dots: el.querySelectorAll('.rg-dot').length, shown: el.getClientRects().length > 0 }));
  assert.deepEqual([legend.shown, legend.dots], [true, 2]);
  assert.match(legend.text, /Player 1.*Player 2/);

  // Player 2 is to move and the person plays player 1: a score of 180 for the side to move is
  // -1.80 pawns of 100 for the person; the line in the move list's words.
  const info = await page.evaluate(async () => {
    const { viewerScore, readableLine } = await import('./ai-info-text.js');
    const app = document.getElementById('app').regalia;
    return { score: viewerScore(app, { cp: 180 }), line: readableLine(app, ['e12e11', 'k6k7']) };
  });
  assert.deepEqual(info, { score: '-1.80', line: 'black pawn e12-e11, white pawn k6-k7' });
  noProblems(problems);
});

test('counts take the plural form of the language (Intl.PluralRules)', async () => {
  const { page, problems } = await app();
  // The announcement is written on the next animation frame (board-app.js announce): wait for it.
  const announced = async (ending) => {
    const live = '#app [data-ref="live"]';
    await page.waitForFunction(([sel, end]) => document.querySelector(sel).textContent.endsWith(end), [live, ending], { timeout: 5000 })
      .catch(() => {});
    return page.textContent(live);
  };
  await clickSquare(page, '7g'); // a SHOWGIT pawn at the start: one move
  assert.match(await announced('1 move'), /selected, 1 move$/);
  await page.selectOption('#app select[data-ref="lang"]', 'ar');
  await clickSquare(page, '7g');
  await clickSquare(page, '7g');
  assert.match(await announced('نقلة واحدة'), /نقلة واحدة$/);
  noProblems(problems);
});

test('the thinking box: the score for the person in SHOWGIT pawns, the line in readable words, the panel stays put', async () => {
  // The other tests' page, narrowed to a phone's window (the layout follows the window's width).
  const { page, problems } = await app();
  await page.setViewportSize({ width: 360, height: 740 });
  // Where the buttons under the thinking box are in the page (not the viewport, which scrolls to
  // the buttons clicked) each time the box shows or hides.
  await page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    window.buttonTops = [];
    new MutationObserver(() => window.buttonTops.push(app.dom.querySelector('.rg-buttons').getBoundingClientRect().top + window.scrollY))
      .observe(app.refs.aiBox, { attributes: true, attributeFilter: ['hidden'] });
  });
  await page.selectOption('#app select[data-ref="sideSelect"]', '2');
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai1');
  await page.click('#app [data-action="new"]');
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '1', null, { timeout: 10000 });
  const tops = await page.evaluate(() => window.buttonTops);
  assert.ok(tops.length >= 2, `the box showed and hid: ${tops}`);
  assert.equal(new Set(tops).size, 1, `the buttons moved as the thinking box showed and hid: ${tops}`);

  const text = await page.textContent('#app [data-ref="aiText"]');
  console.log(`thinking box: ${text}`);
  assert.match(text, /your score (#-?\d+|[+-]\d+\.\d\d) · \S+ \d[a-i][-×]\d[a-i]/);
  assert.doesNotMatch(text, /(^|[\s,])\d[a-i]\d[a-i]\+?($|[\s,])/, 'a move in the engine notation');
  const scores = await page.evaluate(async () => {
    const { viewerScore } = await import('./ai-info-text.js');
    const app = document.getElementById('app').regalia; // the person (second) is to move
    const aiToMove = Object.create(app, { turn: { value: 1 } });
    // 200 centipawns: two pawns (180 of the search's units, pawn = 90).
    return [viewerScore(app, { cp: 200 }), viewerScore(aiToMove, { cp: 200 }), viewerScore(aiToMove, { mate: 3 })];
  });
  assert.deepEqual(scores, ['+2.00', '-2.00', '#-3']);
  noProblems(problems);
});
