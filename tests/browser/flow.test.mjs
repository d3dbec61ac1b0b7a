// The play flow in Debian's Chromium (issue 31 "Broken today" 3-6), in both games where it
// applies: Move now and the paused AI, Undo that does not offer what it cannot do, Start that
// asks before a game in progress is lost, the opponent changed without a new game, and the
// notation kept left to right in Arabic.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { sharedApp, state, clickMove, importText, noProblems } from './helpers.mjs';

let env;
let app; // every test plays on one page, from a fresh two-person game
before(async () => {
  env = await startBrowser();
  app = sharedApp(env);
});
after(async () => {
  await env?.close();
});

const moves = async (page) => Number((await state(page)).moves);
const waitFor = (page, key, value, timeout = 15000) => page.waitForFunction(([k, v]) => document.getElementById('app').dataset[k] === v, [key, value], { timeout });

/** A legal plain move (no drop, promotion, castling, defection or swap), for clicking. */
function plainMove(page) {
  return page.evaluate(() => document.getElementById('app').regalia.legal
    .find((m) => m.from && m.to && m.from !== m.to && !m.drop && !m.promotion && !m.castle && !m.defection && !m.swap));
}

async function openVariant(variant) {
  const opened = await app(variant);
  opened.page.setDefaultTimeout(5000);
  // Who played each move, as the board's `move` events say.
  await opened.page.evaluate(() => {
    window.movedBy = [];
    if (window.movedByListens) return;
    window.movedByListens = true;
    document.getElementById('app').addEventListener('move', (e) => window.movedBy.push(e.detail.by));
  });
  return opened;
}

for (const variant of ['showgit', 'sovereign']) {
  test(`${variant}: Move now plays the AI's best move so far; Pause holds the AI and its pieces until Resume`, async () => {
    const { page, problems } = await openVariant(variant);
    // Level 10 thinks for 2 s: long enough to be hurried.
    await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai10');
    let m = await plainMove(page);
    await clickMove(page, m.from, m.to);
    await waitFor(page, 'ai', 'thinking');
    const t0 = Date.now();
    await page.click('#app [data-action="move-now"]');
    await waitFor(page, 'moves', '2');
    console.log(`${variant}: Move now answered in ${Date.now() - t0} ms (the AI's limit is 2000 ms)`);
    assert.equal(await page.evaluate(() => window.movedBy.at(-1)), 'ai');

    m = await plainMove(page);
    await clickMove(page, m.from, m.to);
    await waitFor(page, 'ai', 'thinking');
    await page.click('#app [data-action="pause"]');
    await waitFor(page, 'ai', 'paused');
    assert.ok(await page.isVisible('#app .rg-ai-box'), 'the paused state is shown');
    assert.match(await page.textContent('#app .rg-ai-box'), /paused/);
    assert.ok(await page.isVisible('#app [data-action="resume"]'));
    assert.ok(await page.isHidden('#app [data-action="move-now"]'));
    // The AI's pieces stay its own while it is paused.
    const aiMove = await plainMove(page);
    await clickMove(page, aiMove.from, aiMove.to);
    assert.equal(await moves(page), 3);
    assert.equal((await state(page)).ai, 'paused');

    await page.click('#app [data-action="resume"]');
    await waitFor(page, 'ai', 'thinking');
    await page.click('#app [data-action="move-now"]');
    await waitFor(page, 'moves', '4');
    assert.equal(await page.evaluate(() => window.movedBy.at(-1)), 'ai');
    noProblems(problems);
  });
}

test('playing second against the AI: Undo is disabled, with the reason, until the person has moved (both games)', async () => {
  for (const variant of ['showgit', 'sovereign']) {
    const { page, problems } = await openVariant(variant);
    await page.evaluate((v) => document.getElementById('app').regalia.freshGame(v, { level: 1, aiSide: 1 }), variant);
    await waitFor(page, 'moves', '1');
    await page.waitForSelector('#app .rg-ai-box', { state: 'hidden' });
    const undo = '#app [data-action="undo"]';
    assert.ok(await page.isDisabled(undo), `${variant}: undo of the AI's first move is not offered`);
    assert.match(await page.getAttribute(undo, 'title'), /AI moved first/);
    const m = await plainMove(page);
    await clickMove(page, m.from, m.to);
    await waitFor(page, 'moves', '3');
    await waitFor(page, 'ai', '');
    assert.ok(await page.isEnabled(undo));
    assert.equal(await page.getAttribute(undo, 'title'), null);
    await page.click(undo);
    assert.equal(await moves(page), 1);
    assert.ok(await page.isDisabled(undo));
    noProblems(problems);
  }
});

test('Start asks before a game in progress is lost; the opponent changes at once, without a new game (both games)', async () => {
  for (const variant of ['showgit', 'sovereign']) {
    const { page, problems } = await openVariant(variant);
    let m = await plainMove(page);
    await clickMove(page, m.from, m.to);
    await page.click('#app [data-action="new"]');
    assert.ok(await page.isVisible('#app [data-action="confirm-new"]'), `${variant}: Start asks`);
    assert.equal(await moves(page), 1);
    await page.click('#app [data-action="cancel-new"]');
    assert.ok(await page.isHidden('#app [data-action="confirm-new"]'));
    assert.equal(await moves(page), 1);
    await page.click('#app [data-action="new"]');
    await page.click('#app [data-action="confirm-new"]');
    assert.equal(await moves(page), 0);
    await page.evaluate(() => { window.movedBy = []; });

    // Two people; then the AI takes over the side to move and plays it at once.
    m = await plainMove(page);
    await clickMove(page, m.from, m.to);
    await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai1');
    await waitFor(page, 'moves', '2');
    await waitFor(page, 'ai', '');
    assert.equal(await page.evaluate(() => window.movedBy.join(' ')), 'person ai');
    assert.equal(await page.inputValue('#app select[data-ref="sideSelect"]'), '1');
    // A person takes over from the AI: both sides are played at the screen, the game goes on.
    await page.selectOption('#app select[data-ref="opponentSelect"]', 'human');
    for (const expected of ['3', '4']) {
      m = await plainMove(page);
      await clickMove(page, m.from, m.to);
      assert.equal((await state(page)).moves, expected);
    }
    assert.equal(await page.evaluate(() => window.movedBy.join(' ')), 'person ai person person');
    noProblems(problems);
  }
});

test('Arabic: move notation reads left to right inside the right-to-left page (SHOWGIT drop B*4e)', async () => {
  const { page, problems } = await app();
  await page.selectOption('#app select[data-ref="lang"]', 'ar');
  await page.waitForSelector('#app[data-lang="ar"]');
  await importText(page, '7g7f 3c3d 8h2b+ 3a2b B*4e');
  assert.equal((await state(page)).moves, '5');
  // Where '*', '4' and 'e' of the drop are drawn, from left to right on the screen.
  const xs = await page.evaluate(() => {
    const list = document.querySelector('#app .rg-moves');
    const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode()) && !node.data.includes('4e'));
    const at = node.data.lastIndexOf('4e');
    const x = (i) => {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().x;
    };
    return [x(node.data.lastIndexOf('*')), x(at), x(at + 1)];
  });
  assert.ok(xs[0] < xs[1] && xs[1] < xs[2], `'*4e' drawn in the order ${JSON.stringify(xs)} (x of '*', '4', 'e')`);
  noProblems(problems);
});
