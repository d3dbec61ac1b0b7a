// The board editor and share links (issue 32; docs/page.md "Board editor", "Share links"): a
// legal and an illegal setup in each game, built by drag and by click, the library's error shown
// and play refused, then played from (the SHOWGIT one analysed first: lines and arrows); a share link round-trips a SHOWGIT game with a promotion
// and a drop and a Sovereign game with a defection; hostile fragments are refused with the
// stored game intact and nothing rendered as markup; the editor on a 360×740 touch phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { openApp, sharedApp, state, clickMove, lastMove, moveTexts, switchVariant, importText, noProblems } from './helpers.mjs';

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

async function openEditor(page) {
  await page.click('#app [data-action="edit-position"]');
  await page.waitForSelector('#app .rg-editor:not([hidden])');
}

/** The editor's text, verdict, error code and whether Play is enabled. */
function editor(page) {
  return page.evaluate(() => {
    const section = document.querySelector('#app .rg-editor');
    return {
      text: section.querySelector('textarea').value,
      verdict: section.querySelector('.rg-editor-verdict').textContent,
      error: section.dataset.error,
      playable: !section.querySelector('[data-editor="play"]').disabled,
    };
  });
}

const editorSquare = (page, square) => page.evaluate((sq) => document.getElementById('app').regalia.editor.view.squareCenter(sq), square);

async function paletteCenter(page, code) {
  const box = await page.locator(`#app .rg-editor-piece[data-code="${code}"]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse drag from a point to another, in steps. */
async function mouseDrag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** Picks a palette piece (click), then clicks `squares` on the editor's board. */
async function place(page, code, ...squares) {
  await page.click(`#app .rg-editor-piece[data-code="${code}"]`);
  for (const sq of squares) {
    const c = await editorSquare(page, sq);
    await page.mouse.click(c.x, c.y);
  }
  await page.click(`#app .rg-editor-piece[data-code="${code}"]`); // drops the pick
}

test('SHOWGIT: a setup by drag and click, two UNIFORMs on a file refused, then played', async () => {
  const { page, problems } = await app();
  await openEditor(page);
  assert.equal((await editor(page)).text, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
  await page.click('#app [data-editor="empty"]');
  // STAR by drag from the palette, TIME by click, two UNIFORMs of STAR on file 5 by click.
  await mouseDrag(page, await paletteCenter(page, 'K'), await editorSquare(page, '5i'));
  await page.selectOption('#app .rg-editor [data-eref="owner"]', '2');
  await place(page, 'k', '5a');
  await page.selectOption('#app .rg-editor [data-eref="owner"]', '1');
  await place(page, 'P', '5g', '5e');
  let e = await editor(page);
  assert.equal(e.text, '4k4/9/9/9/4P4/9/4P4/9/4K4 b - 1');
  assert.equal(e.error, 'nifu');
  assert.match(e.verdict, /^Not a legal position: two unpromoted pawns of one player on file 5/);
  assert.equal(e.playable, false);
  // Play is refused: the game is still the start position.
  await page.click('#app [data-editor="play"]', { force: true });
  assert.equal((await state(page)).editor, 'open');
  // The UNIFORM on 5e dragged off the board goes; a MIKE (G) in STAR's hand by its count.
  const off = await page.locator('#app .rg-editor-palette').boundingBox();
  await mouseDrag(page, await editorSquare(page, '5e'), { x: off.x + 4, y: off.y + off.height + 20 });
  await page.fill('#app .rg-editor input[data-player="1"][data-hand="G"]', '1');
  e = await editor(page);
  assert.equal(e.text, '4k4/9/9/9/9/9/4P4/9/4K4 b G 1');
  assert.equal(e.error, '');
  assert.equal(e.verdict, 'A legal position: it can be played.');
  await page.click('#app [data-editor="play"]');
  const s = await state(page);
  assert.equal(s.editor, '');
  assert.equal(s.position, '4k4/9/9/9/9/9/4P4/9/4K4 b G 1');
  // Analysis of the set-up position (issue 34): three lines whose first moves are legal here
  // (drops of the MIKE in hand among them), an arrow for each.
  await page.check('#app [data-ref="analysisToggle"]');
  await page.waitForFunction(() => {
    const app = document.getElementById('app');
    const legal = new Set(app.regalia.legal.map((m) => m.notation));
    const firsts = (app.dataset.analysis ?? '').split(' ').filter(Boolean);
    return firsts.length === 3 && firsts.every((m) => legal.has(m));
  }, null, { timeout: 20000 });
  const coach = await page.evaluate(() => {
    const app = document.getElementById('app');
    return {
      firsts: app.dataset.analysis.split(' '),
      arrows: app.regalia.coach.shapes().map((a) => `${a.from ?? `${a.drop}*`}-${a.to}`),
      lines: document.querySelectorAll('#app .rg-analysis-lines li').length,
    };
  });
  assert.equal(coach.lines, 3);
  assert.equal(new Set(coach.firsts).size, 3);
  assert.deepEqual(coach.arrows.slice().reverse(), coach.firsts.map((m) => (m.includes('*') ? `${m[0]}*-${m.slice(2, 4)}` : `${m.slice(0, 2)}-${m.slice(2, 4)}`)));
  await page.uncheck('#app [data-ref="analysisToggle"]');
  assert.equal(await clickMove(page, '5g', '5f'), '5g5f');
  noProblems(problems);
});

test('SHOWGIT by keyboard alone: a palette piece placed with the cursor, a piece lifted and put down, one removed', async () => {
  const { page, problems } = await app();
  await openEditor(page);
  await page.click('#app [data-editor="empty"]');
  const text = async () => (await editor(page)).text;
  // The palette's STAR picked by Enter; on the board the cursor starts in the middle (5e).
  await page.focus('#app .rg-editor-piece[data-code="K"]');
  await page.keyboard.press('Enter');
  await page.focus('#app .rg-editor-canvas');
  await page.keyboard.press('ArrowDown'); // shows the cursor on 5e
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await text(), '9/9/9/9/9/9/9/9/4K4 b - 1');
  // Escape drops the pick; Enter then lifts the STAR, ← and Enter put it on 6i.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.getElementById('app').regalia.editor.lifted), '5i');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  assert.equal(await text(), '9/9/9/9/9/9/9/9/3K5 b - 1');
  // Delete empties the square under the cursor; the arrows never leave the board.
  await page.keyboard.press('Delete');
  assert.equal(await text(), '9/9/9/9/9/9/9/9/9 b - 1');
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.getElementById('app').regalia.editor.cursor), '1i');
  await page.click('#app [data-editor="close"]');
  noProblems(problems);
});

test('Sovereign: a piece on its own colour\'s square refused by click; a typed setup changed by drag, played against the AI', async () => {
  const { page, problems } = await app('sovereign');
  await openEditor(page);
  // A white knight on i8, White's own square.
  await page.selectOption('#app .rg-editor [data-eref="colour"]', 'w');
  await place(page, 'wn', 'i8');
  let e = await editor(page);
  assert.equal(e.error, 'piece-on-own-colour');
  assert.match(e.verdict, /the piece on i8 stands on a square of its own colour/);
  assert.equal(e.playable, false);
  await place(page, 'erase', 'i8');
  assert.equal((await editor(page)).error, '');
  // A typed SCFEN of the wrong shape is refused in the library's words; a good one is drawn.
  await page.fill('#app .rg-editor textarea', '8bk7/16 1 w b');
  e = await editor(page);
  assert.equal(e.error, 'bad-field-count');
  assert.equal(e.playable, false);
  const setup = '8bk7/16/16/nq15/16/16/16/16/16/16/16/4wp11/16/16/16/8wk7 1 w b - 0 1';
  await page.fill('#app .rg-editor textarea', setup);
  assert.equal((await editor(page)).error, '');
  const at = (sq) => page.evaluate((square) => document.getElementById('app').regalia.editor.state.board.get(square) ?? null, sq);
  assert.equal(await at('a13'), 'nq');
  // The navy queen dragged to a12 and back; a red pawn dragged from the palette onto p1, then off the board.
  await mouseDrag(page, await editorSquare(page, 'a13'), await editorSquare(page, 'a12'));
  assert.deepEqual([await at('a13'), await at('a12')], [null, 'nq']);
  await mouseDrag(page, await editorSquare(page, 'a12'), await editorSquare(page, 'a13'));
  await page.selectOption('#app .rg-editor [data-eref="colour"]', 'r');
  await mouseDrag(page, await paletteCenter(page, 'rp'), await editorSquare(page, 'p1'));
  assert.equal(await at('p1'), 'rp');
  const outside = await page.locator('#app .rg-editor-palette').boundingBox();
  await mouseDrag(page, await editorSquare(page, 'p1'), { x: outside.x + outside.width / 2, y: outside.y + outside.height + 30 });
  assert.equal((await editor(page)).text, setup);
  // Castling needs the king at home and the rook: the library says which.
  await page.check('#app .rg-editor input[data-castling="C"]');
  assert.equal((await editor(page)).error, 'bad-castling');
  await page.uncheck('#app .rg-editor input[data-castling="C"]');
  await page.selectOption('#app .rg-editor [data-eref="level"]', '1');
  await page.click('#app [data-editor="play-ai"]');
  assert.equal((await state(page)).position, setup);
  await page.selectOption('#app select[data-ref="defectSelect"]', 'navy');
  await page.click('#app [data-action="defect"]');
  await waitFor(page, 'moves', '2', 60000); // the AI (level 1) answers
  assert.equal((await state(page)).owned1, 'navy');
  noProblems(problems);
});

/** Copies the link of the game shown (the clipboard, or the selected fallback field). */
async function copyLink(page) {
  await page.click('#app [data-share="copy"]');
  await page.waitForFunction(() => document.getElementById('app').dataset.linkUrl);
  return (await state(page)).linkUrl;
}

test('share links round-trip a SHOWGIT game with a promotion and a drop, and a Sovereign defection', async () => {
  const { page, problems } = await app();
  await importText(page, '7g7f 3c3d 8h2b+ 3a2b B*4e 8c8d');
  const link = await copyLink(page);
  assert.match(link, /#showgit\/start\/7g7f\.3c3d\.8h2b%2B\.3a2b\.B\*4e\.8c8d$/);
  const before = await state(page);
  // Two moves back: the link names the ply shown.
  await page.click('#app .rg-moves li[data-notation="B*4e"]');
  const atDrop = await state(page);
  const plyLink = await copyLink(page);
  assert.ok(plyLink.endsWith('/5'), plyLink);

  const fresh = await openApp(env, { path: `web/${link.split('/web/')[1]}` });
  let s = await state(fresh.page);
  assert.equal(s.position, before.position);
  assert.deepEqual(await moveTexts(fresh.page), await moveTexts(page));
  assert.equal(new URL(await fresh.page.url()).hash, ''); // taken in, then removed from the address
  // The ply: opened on the move shown, the rest of the line after it.
  await fresh.page.evaluate((h) => { location.hash = h; }, plyLink.split('#')[1]);
  await waitFor(fresh.page, 'moves', '5'); // the same game: nothing to ask
  s = await state(fresh.page);
  assert.equal(s.position, atDrop.position);
  assert.equal(s.line, '6');
  noProblems(fresh.problems);
  await fresh.context.close();

  // Sovereign: a defection, then a move of the new regime's opponent, from a set-up position.
  await switchVariant(page, 'sovereign');
  await importText(page, '8bk7/16/16/nq15/16/16/16/16/16/16/16/4wp11/16/16/16/8wk7 1 w b - 0 1 moves Dn i16i15');
  const sovLink = await copyLink(page);
  const sov = await openApp(env, { path: `web/${sovLink.split('/web/')[1]}` });
  s = await state(sov.page);
  assert.equal(s.variant, 'sovereign');
  assert.equal(s.position, (await state(page)).position);
  assert.equal(s.owned1, 'navy');
  assert.equal(await lastMove(sov.page), 'i16i15');
  noProblems(sov.problems);
  await sov.context.close();
  noProblems(problems);
});

test('hostile fragments are refused, name what is wrong, render no markup and leave the stored game', async () => {
  const { page, problems } = await app();
  await importText(page, '7g7f 3c3d');
  const stored = await state(page);
  const hostile = [
    ['#<img src=x onerror="window.pwned=1">/start/', /unknown game "<img src=x onerror="window.pwned=1">"/],
    [`#showgit/start/${encodeURIComponent('<script>alert(1)</script>')}`, /move 1 "<script>alert\(1\)<\/script>"/],
    [`#${'a'.repeat(100000)}`, /too long \(100000; at most 16384\)/],
    ['#showgit/start/7g7f.%E0%A4%A', /percent-encoding is broken/],
    ['#showgit/start/7g7f.7f7e', /move 2 "7f7e": .*not legal/],
    [`#showgit/${encodeURIComponent('9/9/9/9/9/9/9/9/9 b 19P 1')}/`, /its position: too many pieces in hand/],
    ['#showgit/start/7g7f/9', /ply "9" is not between 0 and 1/],
    ['#showgit', /not variant\/position\/moves/],
  ];
  for (const [fragment, reason] of hostile) {
    await page.evaluate(() => { delete document.getElementById('app').dataset.link; });
    await page.evaluate((h) => { location.hash = h; }, fragment);
    await waitFor(page, 'link', 'refused').catch(async (err) => {
      throw new Error(`${fragment.slice(0, 80)}: ${JSON.stringify(await state(page)).slice(0, 300)} ${err.message}`);
    });
    const message = await page.textContent('#app .rg-share .rg-link-message');
    assert.match(message, /^The link was not opened: /);
    assert.match(message, reason);
    const s = await state(page);
    assert.equal(s.position, stored.position);
    assert.equal(s.moves, '2');
  }
  const markup = await page.evaluate(() => ({
    pwned: window.pwned ?? null,
    elements: document.querySelectorAll('#app img, #app script').length,
  }));
  assert.deepEqual(markup, { pwned: null, elements: 0 });
  // A good link of another game asks first: kept, then opened.
  const other = '#showgit/start/2g2f.8c8d';
  await page.evaluate((h) => { location.hash = h; }, other);
  await waitFor(page, 'link', 'asking');
  assert.match(await page.textContent('#app .rg-share [role="alert"]'), /replaces the game you have now/);
  await page.click('#app [data-share="keep"]');
  assert.equal((await state(page)).position, stored.position);
  await page.evaluate((h) => { location.hash = h; }, other);
  await waitFor(page, 'link', 'asking');
  await page.click('#app [data-share="open"]');
  await waitFor(page, 'link', 'ok');
  assert.deepEqual(await page.$$eval('#app .rg-moves li[data-notation]', (lis) => lis.map((li) => li.dataset.notation)), ['2g2f', '8c8d']);
  await page.click('#app [data-action="undo"]');
  await page.click('#app [data-action="undo"]');
  await importText(page, '7g7f 3c3d');
  // Kept across a reload too.
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  assert.equal((await state(page)).position, stored.position);
  noProblems(problems);
});

test('phone 360×740 by touch: the editor fits without sideways scrolling; tap to place, touch drag', async () => {
  const context = await env.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]');
  await page.tap('#app [data-action="edit-position"]');
  await page.waitForSelector('#app .rg-editor:not([hidden])');
  await page.tap('#app [data-editor="empty"]');
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(await wide(), 0);
  // The board at the top of the screen, the palette under it.
  await page.evaluate(() => document.querySelector('#app .rg-editor-canvas').scrollIntoView({ block: 'start' }));
  // Tap a piece, tap a square.
  await page.tap('#app .rg-editor-piece[data-code="K"]');
  let c = await editorSquare(page, '5i');
  await page.touchscreen.tap(c.x, c.y);
  // A touch drag from the palette: the second player's king onto 5a.
  await page.tap('#app .rg-editor-piece[data-code="K"]'); // drops the pick
  await page.selectOption('#app .rg-editor [data-eref="owner"]', '2');
  const from = await paletteCenter(page, 'k');
  const to = await editorSquare(page, '5a');
  const cdp = await context.newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', from);
  for (let i = 1; i <= 6; i++) await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 });
  await touch('touchEnd');
  assert.equal((await editor(page)).text, '4k4/9/9/9/9/9/9/9/4K4 b - 1');
  await page.tap('#app .rg-editor [data-editor="close"]');
  await switchVariant(page, 'sovereign');
  await page.tap('#app [data-action="edit-position"]');
  await page.waitForSelector('#app .rg-editor:not([hidden])');
  assert.equal(await wide(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
