// The page on a 360×740 phone with touch (issue 31, "Checks"), every input by tap or touch drag,
// one page opened once and walked through the checks in turn: the first screen upright, 320 px
// wide and sideways, with the board whole and the status, clocks, hands and AI box beside it;
// both games fit with the board at ≥ 90 % of the width and nothing sideways; SHOWGIT moves by
// tap, a drop from the hand, a promotion chosen, a touch drag; Arabic notation left to right;
// Resign, a draw by agreement and Rematch from the banner, the banner hidden; a byoyomi flag fall;
// a handicap with the AI as giver moving first; Undo's reason on a tap; Move now, Pause and
// Resume; Sovereign Chess played to 120 plies with the latest move in view, back through the game
// by the move list and Undo, a variation made, kept across a reload and exported; no notation
// wrapping inside itself. The desktop's versions of these are in the other files of tests/browser/. The AI's
// levels and clocks are the smallest that show each thing; the file's wall time is printed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { state, squareCenter, lastMove, importText, noProblems, fixedLine } from './helpers.mjs';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

let env;
let page;
let context;
const problems = [];
const t0 = Date.now();

before(async () => {
  env = await startBrowser();
  context = await env.browser.newContext(PHONE);
  page = await context.newPage();
  page.setDefaultTimeout(5000);
  page.on('console', (msg) => ['error', 'warning'].includes(msg.type()) && problems.push(`console ${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  await page.evaluate(() => {
    window.events = [];
    const app = document.getElementById('app');
    app.addEventListener('move', (e) => window.events.push(`move:${e.detail.by}`));
    app.addEventListener('gameover', (e) => window.events.push(`gameover:${e.detail.status.reason}:${e.detail.status.winner}`));
  });
});
after(async () => {
  await context?.close();
  await env?.close();
  console.log(`phone checks: ${Date.now() - t0} ms wall time, the browser's start and the page's load included`);
});

const waitFor = (key, value, timeout = 15000) => page.waitForFunction(([k, v]) => document.getElementById('app').dataset[k] === v, [key, value], { timeout });
const lastEvent = () => page.evaluate(() => window.events.at(-1));

/** Taps the board's square: the board scrolled into view first, as a person scrolls before a tap. */
async function tapSquare(square) {
  await page.locator('#app canvas.rg-canvas').scrollIntoViewIfNeeded();
  const c = await squareCenter(page, square);
  await page.touchscreen.tap(c.x, c.y);
}

/** A finger pressed on `from`, moved in steps and lifted on `to` (touch events through the DevTools protocol). */
async function touchDrag(from, to) {
  await page.locator('#app canvas.rg-canvas').scrollIntoViewIfNeeded();
  const a = await squareCenter(page, from);
  const b = await squareCenter(page, to);
  const cdp = await context.newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', a);
  for (let i = 1; i <= 6; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 });
  await touch('touchEnd');
  await cdp.detach();
}

/** A legal move (not `skip`) of the side to move that one tap pair plays without a chooser (no drop, promotion, castling, defection or swap). */
function plainMove(skip = null) {
  return page.evaluate((skipped) => {
    const { legal } = document.getElementById('app').regalia;
    const plain = legal.filter((m) => m.from && m.to && m.from !== m.to && !m.drop && !m.promotion && !m.castle && !m.defection && !m.swap);
    return plain.find((m) => m.notation !== skipped && legal.filter((o) => o.from === m.from && o.to === m.to).length === 1);
  }, skip);
}

async function tapMove(move) {
  await tapSquare(move.from);
  await tapSquare(move.to);
}

/** Taps Start, and Start new game when the page asks before a game in progress is lost. */
async function tapStart() {
  await page.tap('#app [data-action="new"]');
  if (await page.isVisible('#app [data-action="confirm-new"]')) await page.tap('#app [data-action="confirm-new"]');
}

async function tapVariant(variant) {
  await page.tap(`#app button[data-variant="${variant}"]`);
  await page.waitForSelector(`#app[data-variant="${variant}"]`);
}

/** Back to the phone upright, in English (after a step that turned it or changed the language). */
async function uprightInEnglish() {
  await page.setViewportSize(PHONE.viewport);
  await page.selectOption('#app select[data-ref="lang"]', 'en');
}

/** The board's width and the page's against the screen's. */
function fit() {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      board: Math.round(document.querySelector('#app .rg-canvas').getBoundingClientRect().width),
      screen: root.clientWidth,
      page: root.scrollWidth,
    };
  });
}

async function assertFits(what) {
  const f = await fit();
  assert.ok(f.page <= f.screen, `${what}: the page is ${f.page} px wide on a ${f.screen} px screen`);
  assert.ok(f.board >= 0.9 * f.screen, `${what}: the board is ${f.board} px on a ${f.screen} px screen`);
}

/**
 * The targets a finger cannot surely hit: smaller than 24 × 24 px (WCAG 2.5.8's minimum) among the
 * buttons, menus, fields, disclosure headings and the moves of the list and of its variations. A
 * checkbox counts by its label, which takes the tap too.
 */
function smallTargets() {
  return page.evaluate(() => {
    const targets = document.querySelectorAll('#app button, #app select, #app input, #app summary, #app .rg-moves li[data-node], #app .rg-vmove');
    const small = [];
    for (const el of targets) {
      if (!el.checkVisibility()) continue;
      const r = (el.type === 'checkbox' && el.closest('label') ? el.closest('label') : el).getBoundingClientRect();
      const name = el.dataset.notation ?? el.dataset.action ?? el.dataset.ref ?? el.textContent.trim();
      if (r.width < 24 || r.height < 24) small.push(`${name} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  });
}

/** Whether the element's box lies inside the move list's visible part. */
function inListView(selector) {
  return page.evaluate((sel) => {
    const list = document.querySelector('#app .rg-moves').getBoundingClientRect();
    const r = document.querySelector(sel).getBoundingClientRect();
    return r.top >= list.top - 1 && r.bottom <= list.bottom + 1 && r.left >= list.left - 1 && r.right <= list.right + 1;
  }, selector);
}

// ---- The first screen: what play needs beside the board (issue 31, phone) ----

const SCREENS = [
  { name: 'portrait 360×740', width: 360, height: 740, buttons: true },
  { name: 'portrait 320×568', width: 320, height: 568, buttons: true },
  { name: 'landscape 740×360', width: 740, height: 360, landscape: true, buttons: true },
  { name: 'landscape 568×320', width: 568, height: 320, landscape: true, buttons: true },
];

/**
 * Where the parts a player watches lie on the screen at the page's top (no scrolling), upright or
 * sideways (the board then takes the screen's height), the game's buttons (Undo and their whole
 * row) too where asked. Each box is [left, top, right, bottom]; `out` lists the texts that
 * overflow their boxes, `notWhole` the parts not wholly on the screen.
 */
function firstScreen(buttons = true) {
  return page.evaluate((withButtons) => {
    document.activeElement?.blur();
    window.scrollTo(0, 0);
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.top, r.right, r.bottom].map(Math.round);
    };
    const q = (sel) => document.querySelector(`#app ${sel}`);
    const top = Number(q('.rg-clocks').dataset.top ?? 2); // the side shown at the top (2 unless flipped)
    const parts = {
      board: q('.rg-canvas'),
      status: q('.rg-status'),
      topClock: q(`[data-ref="clock${top}"]`),
      bottomClock: q(`[data-ref="clock${3 - top}"]`),
      ...(withButtons ? { undo: q('[data-action="undo"]'), buttons: q('.rg-play > .rg-buttons') } : {}),
      ...(q('.rg-hand-top').hidden ? {} : { topHand: q('.rg-hand-top'), bottomHand: q('.rg-hand-bottom') }),
      ...(q('.rg-ai-box').dataset.reserve === 'true' ? { aiBox: q('.rg-ai-box') } : {}),
    };
    const boxes = Object.fromEntries(Object.entries(parts).map(([k, el]) => [k, box(el)]));
    const W = document.documentElement.clientWidth;
    const H = innerHeight;
    const notWhole = Object.entries(boxes).filter(([, [l, t, r, b]]) => l < 0 || t < 0 || r > W || b > H || r - l <= 0).map(([k, b]) => `${k} ${JSON.stringify(b)}`);
    const out = [...document.querySelectorAll('#app .rg-clock, #app .rg-clock > *, #app .rg-status, #app .rg-hand, #app .rg-play, #app .rg-play button')]
      .filter((el) => el.checkVisibility() && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.className || el.tagName} "${el.textContent.trim().slice(0, 30)}" ${el.scrollWidth} > ${el.clientWidth}`);
    if (document.documentElement.scrollWidth > W) out.push(`the page ${document.documentElement.scrollWidth} > ${W}`);
    return { boxes, notWhole, out, W, H };
  }, buttons);
}

test('the first screen: the board whole with the status line, both clocks (the opponent over the board, the own under it), both hands, the AI box and the game buttons, at the page top; upright (360×740, 320×568) and sideways (740×360, 568×320); both games, in English and Arabic', async () => {
  try {
    for (const variant of ['showgit', 'sovereign']) {
      await tapVariant(variant);
      // Against the AI on a byoyomi clock with three periods (the longest clock text), before any move.
      await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai1');
      await page.selectOption('#app select[data-ref="timeSelect"]', 'b-5-30x3');
      await tapStart();
      for (const lang of ['en', 'ar']) {
        await page.selectOption('#app select[data-ref="lang"]', lang);
        await page.waitForSelector(`#app[data-lang="${lang}"]`);
        for (const screen of SCREENS) {
          await page.setViewportSize({ width: screen.width, height: screen.height });
          const what = `${variant}, ${lang}, ${screen.name}`;
          const seen = await firstScreen(Boolean(screen.buttons));
          assert.deepEqual(seen.notWhole, [], `${what}: not wholly on the first screen (${seen.W}×${seen.H})`);
          assert.deepEqual(seen.out, [], `${what}: texts overflow`);
          const { board, topClock, bottomClock } = seen.boxes;
          if (screen.landscape) {
            // Beside the board: on its right, or on its left in a right-to-left language.
            const beside = (c) => c[0] >= board[2] || c[2] <= board[0];
            assert.ok(beside(topClock) && beside(bottomClock), `${what}: the clocks beside the board ${JSON.stringify(seen.boxes)}`);
            assert.ok(topClock[3] <= bottomClock[1], `${what}: the opponent's clock over the own`);
          } else {
            assert.ok(topClock[3] <= board[1], `${what}: the opponent's clock over the board ${JSON.stringify(seen.boxes)}`);
            assert.ok(bottomClock[1] >= board[3], `${what}: the own clock under the board ${JSON.stringify(seen.boxes)}`);
          }
        }
        await page.setViewportSize(PHONE.viewport);
      }
      await page.selectOption('#app select[data-ref="lang"]', 'en');
      if (variant === 'showgit') {
        // Late in a game both hands hold five kinds: upright each still one row beside its clock
        // (sideways the column beside the board has the height for two).
        await page.evaluate(() => {
          const app = document.getElementById('app').regalia;
          for (let i = 0; i < 80; i++) {
            const legal = app.legal.filter((m) => !m.drop);
            const captures = legal.filter((m) => m.captured);
            app.playMove(captures.length ? captures[(i * 5) % captures.length] : legal[(i * 7 + 3) % legal.length]);
          }
        });
        assert.equal(await page.$$eval('#app .rg-hand-top .rg-hand-piece', (b) => b.length), 5);
        for (const screen of [SCREENS[0], SCREENS[2]]) {
          await page.setViewportSize({ width: screen.width, height: screen.height });
          const seen = await firstScreen(Boolean(screen.buttons));
          assert.deepEqual([...seen.notWhole, ...seen.out], [], `five kinds in hand, ${screen.name}`);
          const [, top, , bottom] = seen.boxes.topHand;
          assert.ok(screen.landscape || bottom - top < 60, `five kinds in hand, ${screen.name}: the hand takes ${bottom - top} px, more than a row`);
        }
        await page.setViewportSize(PHONE.viewport);
      }
      if (variant === 'sovereign') {
        // The armies, the dots' legend, defection and the swap are play too: right under the
        // game's buttons, before the coach and the move list.
        const order = await page.evaluate(() => ['[data-action="undo"]', '.rg-sovereign', '.rg-coach', '.rg-moves']
          .map((sel) => Math.round(document.querySelector(`#app ${sel}`).getBoundingClientRect().top)));
        assert.deepEqual([...order].sort((a, b) => a - b), order, `Sovereign: buttons, armies, coach, moves from the top down (${order})`);
      }
      // Flipped, the clocks change places with the board's sides.
      const before = await page.getAttribute('#app .rg-clocks', 'data-top');
      await page.tap('#app [data-action="flip"]');
      const seen = await firstScreen();
      assert.notEqual(await page.getAttribute('#app .rg-clocks', 'data-top'), before);
      assert.ok(seen.boxes.topClock[3] <= seen.boxes.board[1] && seen.boxes.bottomClock[1] >= seen.boxes.board[3], `${variant} flipped: ${JSON.stringify(seen.boxes)}`);
      await page.tap('#app [data-action="flip"]');
      // Back to a game between two people without a clock.
      await page.selectOption('#app select[data-ref="opponentSelect"]', 'human');
      await page.selectOption('#app select[data-ref="timeSelect"]', 'none');
      await tapStart();
    }
  } finally {
    await uprightInEnglish();
  }
  await tapVariant('showgit');
  noProblems(problems);
});

test('SHOWGIT: fits; moves by tap, a promotion chosen by tap, a touch drag, a drop from the hand by tap', async () => {
  await assertFits('SHOWGIT');
  await tapSquare('7g');
  await tapSquare('7f');
  await tapSquare('3c');
  await tapSquare('3d');
  await tapSquare('8h');
  await tapSquare('2b');
  // The promotion is optional: the chooser asks, over the board.
  await page.tap('#app .rg-choices button[data-move="8h2b+"]');
  await touchDrag('3a', '2b');
  await page.tap('#app .rg-hand-bottom button[data-drop="B"]');
  await tapSquare('4e');
  assert.equal(await lastMove(page), 'B*4e');
  assert.equal((await state(page)).moves, '5');
  await assertFits('SHOWGIT after a capture (a piece in hand)');
  assert.deepEqual(await smallTargets(), [], 'targets under 24 × 24 px');
});

test('Arabic: the drop reads *4e left to right in the right-to-left page, which still fits', async () => {
  await page.selectOption('#app select[data-ref="lang"]', 'ar');
  await page.waitForSelector('#app[data-lang="ar"]');
  try {
    await checkArabic();
  } finally {
    await page.selectOption('#app select[data-ref="lang"]', 'en');
  }
});

async function checkArabic() {
  const xs = await page.evaluate(() => {
    const item = [...document.querySelectorAll('#app .rg-moves li[data-notation]')].at(-1);
    item.scrollIntoView({ block: 'nearest' });
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode()) && !node.data.includes('4e'));
    const x = (i) => {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().x;
    };
    const at = node.data.lastIndexOf('4e');
    return [x(node.data.lastIndexOf('*')), x(at), x(at + 1)];
  });
  assert.ok(xs[0] < xs[1] && xs[1] < xs[2], `'*4e' drawn in the order ${JSON.stringify(xs)} (x of '*', '4', 'e')`);
  await assertFits('SHOWGIT in Arabic');
}

test('Resign by tap: the banner shows over the board and fits; Rematch by tap', async () => {
  await page.tap('#app [data-action="resign"]');
  await page.tap('#app [data-action="resign-as"][data-side="2"]');
  assert.equal((await state(page)).reason, 'resign');
  assert.equal(await lastEvent(), 'gameover:resign:1');
  const banner = await page.evaluate(() => {
    const b = document.querySelector('#app .rg-banner').getBoundingClientRect();
    const board = document.querySelector('#app .rg-canvas').getBoundingClientRect();
    return { inside: b.left >= board.left && b.right <= board.right && b.top >= board.top && b.bottom <= board.bottom, text: document.querySelector('#app .rg-banner').textContent };
  });
  assert.match(banner.text, /Resignation/);
  assert.ok(banner.inside, 'the banner lies over the board');
  await assertFits('the game-over banner');
  await page.tap('#app .rg-banner [data-action="rematch"]');
  assert.equal((await state(page)).moves, '0');
  assert.equal((await state(page)).over, 'false');
});

test('a draw by agreement between two people, by tap: offered, declined, offered, accepted', async () => {
  await tapMove(await plainMove());
  await page.tap('#app [data-action="offer-draw"]');
  await page.tap('#app [data-action="decline-draw"]');
  assert.equal((await state(page)).over, 'false');
  await page.tap('#app [data-action="offer-draw"]');
  await page.tap('#app [data-action="accept-draw"]');
  assert.equal((await state(page)).reason, 'agreement');
  assert.match(await page.textContent('#app .rg-banner'), /Draw by agreement/);
  await assertFits('the draw');
});

// ---- The game-over banner hides, for the final position ----

test('the game-over banner hides by a tap to show the final position whole; the result stays in the status line', async () => {
  // The draw just agreed: its banner covers the middle of the board.
  const hide = '#app .rg-banner [data-action="hide-banner"]';
  const target = await page.evaluate((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    return { width: r.width, height: r.height, name: document.querySelector(sel).getAttribute('aria-label') };
  }, hide);
  assert.ok(target.width >= 24 && target.height >= 24, `the hide button is ${target.width}×${target.height} px`);
  assert.match(target.name, /Hide the result/);
  await page.tap(hide);
  assert.equal(await page.isHidden('#app .rg-banner'), true);
  assert.match(await page.textContent('#app .rg-status'), /Draw by agreement/);
  // Drawn again in another language, the banner stays hidden for this ending.
  await page.selectOption('#app select[data-ref="lang"]', 'ko');
  await page.selectOption('#app select[data-ref="lang"]', 'en');
  await page.waitForSelector('#app[data-lang="en"]');
  assert.equal(await page.isHidden('#app .rg-banner'), true);
  assert.deepEqual(await smallTargets(), [], 'targets under 24 × 24 px');
});

test('a byoyomi clock of one second: the flag falls and ends the game with the reason; the clocks fit', async () => {
  await page.selectOption('#app select[data-ref="timeSelect"]', 'custom');
  await page.selectOption('#app select[data-ref="timeKind"]', 'byoyomi');
  await page.fill('#app input[data-ref="timeMain"]', '0');
  await page.fill('#app input[data-ref="timeByoyomi"]', '1');
  await page.fill('#app input[data-ref="timePeriods"]', '1');
  await tapStart();
  assert.ok(await page.isVisible('#app .rg-clocks'), 'the clocks are shown');
  await waitFor('reason', 'time-up', 8000);
  assert.equal(await lastEvent(), 'gameover:time-up:2');
  assert.match(await page.textContent('#app .rg-banner'), /Time up/);
  await assertFits('the clocks after a flag fall');
  await page.selectOption('#app select[data-ref="timeSelect"]', 'none');
});

test('a rook handicap against the AI: the AI, the giver, moves first; a tapped answer, and it moves again', async () => {
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai1');
  await page.selectOption('#app select[data-ref="sideSelect"]', '1');
  await page.selectOption('#app select[data-ref="handicapSelect"]', 'rook');
  await tapStart();
  await waitFor('moves', '1');
  assert.equal(await lastEvent(), 'move:ai');
  await waitFor('ai', '');
  await tapMove(await plainMove());
  await waitFor('moves', '3');
  assert.equal(await lastEvent(), 'move:ai');
  await page.selectOption('#app select[data-ref="handicapSelect"]', 'none');
});

// ---- Undo's reason, seen on touch ----

test('Undo that can take nothing back says why when tapped, under the buttons and as its description', async () => {
  // Playing second against the AI: its first move is all there is.
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai1');
  await page.selectOption('#app select[data-ref="sideSelect"]', '2');
  await tapStart();
  await waitFor('moves', '1');
  await waitFor('ai', '');
  const undo = '#app [data-action="undo"]';
  const reason = () => page.evaluate(() => {
    const described = document.getElementById(document.querySelector('#app [data-action="undo"]').getAttribute('aria-describedby'));
    const r = described.getBoundingClientRect();
    return { text: described.textContent, shown: described.checkVisibility(), onScreen: r.top >= 0 && r.bottom <= innerHeight };
  });
  assert.equal(await page.getAttribute(undo, 'aria-disabled'), 'true', 'Undo is shown unavailable');
  assert.match((await reason()).text, /AI moved first/, 'the reason describes the button');
  assert.equal((await reason()).shown, false, 'the reason waits for a tap');
  // A finger taps what it sees, dimmed or not (force: Playwright would wait for it to be enabled).
  await page.tap(undo, { force: true });
  assert.deepEqual(await reason(), { text: 'The AI moved first: none of your moves to take back.', shown: true, onScreen: true });
  assert.equal((await state(page)).moves, '1', 'nothing was taken back');
  // The person moves, the AI answers: Undo takes back again, and the reason goes.
  await tapMove(await plainMove());
  await waitFor('moves', '3');
  await waitFor('ai', '');
  assert.equal(await page.getAttribute(undo, 'aria-disabled'), 'false');
  assert.equal((await reason()).shown, false);
  await page.tap(undo);
  assert.equal((await state(page)).moves, '1');
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'human');
  await page.selectOption('#app select[data-ref="sideSelect"]', '1');
  await tapStart();
});

test('Move now and Pause by tap on a byoyomi clock: the AI plays its best so far; paused, its pieces and the clocks stay put until Resume', async () => {
  // Level 10 on a 10 s byoyomi thinks for seconds a move: long enough to be hurried, and to be
  // paused however slow the machine (its fixed 2 s without a clock can run out first).
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai10');
  await page.selectOption('#app select[data-ref="timeSelect"]', 'b-0-10');
  await tapStart();
  await tapMove(await plainMove());
  await waitFor('ai', 'thinking');
  await page.tap('#app [data-action="move-now"]');
  await waitFor('moves', '2');
  assert.equal(await lastEvent(), 'move:ai');
  await waitFor('ai', '');

  await tapMove(await plainMove());
  await waitFor('ai', 'thinking');
  // The narrow box shows the search's score and line beside the spinner, not cut after "AI is
  // thi…": the words stay for screen readers only.
  await page.waitForFunction(() => / score /.test(document.getElementById('app').regalia.refs.aiText.textContent), null, { timeout: 10000 });
  const shown = await page.evaluate(() => {
    const text = document.getElementById('app').regalia.refs.aiText;
    const label = text.querySelector('.rg-ai-label');
    const brief = text.querySelector('.rg-ai-brief').firstChild;
    const range = document.createRange();
    const score = brief.data.match(/^\S*[+-]\d+\.\d\d\S*/u);
    range.setStart(brief, 0);
    range.setEnd(brief, score[0].length);
    return { label: label.getBoundingClientRect().width, read: text.textContent, scoreEnd: range.getBoundingClientRect().right, boxEnd: text.getBoundingClientRect().right };
  });
  assert.ok(shown.label <= 1, `the words "AI is thinking" take ${shown.label} px of the narrow box`);
  assert.match(shown.read, /^AI is thinking… depth \d+ · your score /, 'screen readers still hear who is thinking');
  assert.ok(shown.scoreEnd <= shown.boxEnd, `the score ends at ${shown.scoreEnd} px, past the box's ${shown.boxEnd} px`);
  await page.tap('#app [data-action="pause"]');
  await waitFor('ai', 'paused');
  assert.match(await page.textContent('#app .rg-ai-box'), /paused/);
  // The clocks stop with the AI, and show it: the AI's clock is marked paused.
  assert.equal((await state(page)).clock, 'paused', 'the clocks stop while the AI is paused');
  assert.equal(await page.getAttribute('#app [data-ref="clock2"]', 'data-paused'), 'true');
  await assertFits('the paused AI');
  // A tap on the AI's piece and a target does nothing while it is paused.
  await tapMove(await plainMove());
  assert.equal((await state(page)).moves, '3');
  await page.tap('#app [data-action="resume"]');
  await waitFor('ai', 'thinking');
  await page.tap('#app [data-action="move-now"]');
  await waitFor('moves', '4');
  assert.equal(await lastEvent(), 'move:ai');
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'human');
  await page.selectOption('#app select[data-ref="timeSelect"]', 'none');
});

test('Sovereign Chess: fits; 120 plies, the last ten by tap with the latest move in view; back by the list and Undo, a variation by tap, kept across a reload and exported', async () => {
  await page.tap('#app button[data-variant="sovereign"]');
  await page.waitForSelector('#app[data-variant="sovereign"]');
  await assertFits('Sovereign Chess');
  // 110 plies by a fixed choice among the legal moves, imported.
  const moves = await fixedLine(page, 'sovereign', 110);
  assert.match(await importText(page, moves.join(' ')), /Imported/);
  for (let ply = 111; ply <= 120; ply++) {
    const move = await plainMove();
    await tapMove(move);
    assert.equal((await state(page)).moves, String(ply), `ply ${ply} (${move.notation}) was not played by its taps`);
    assert.ok(await inListView('#app .rg-moves > li[data-notation]:last-of-type'), `ply ${ply}: the latest move is out of the list's view`);
  }
  await assertFits('Sovereign Chess after 120 plies');

  // Back to ply 3 by a tap in the list (scrolled to it), one more by Undo, forward by Redo.
  const third = moves[2];
  await page.tap(`#app .rg-moves > li[data-notation="${third}"]`);
  assert.equal((await state(page)).moves, '3');
  await page.tap('#app [data-action="undo"]');
  assert.equal((await state(page)).moves, '2');
  await page.tap('#app [data-action="redo"]');
  assert.equal((await state(page)).moves, '3');
  // Another move than the main line's fourth: a variation, the main line kept.
  const other = await plainMove(moves[3]);
  await tapMove(other);
  const listed = () => page.evaluate(() => ({
    main: document.querySelectorAll('#app .rg-moves > li[data-notation]').length,
    variations: [...document.querySelectorAll('#app .rg-moves .rg-var .rg-vmove')].map((m) => m.dataset.notation),
    current: document.querySelector('#app .rg-moves [aria-current="true"]')?.dataset.notation,
  }));
  const made = await listed();
  assert.deepEqual(made, { main: 120, variations: [other.notation], current: other.notation });
  await assertFits('Sovereign Chess with a variation listed');
  assert.deepEqual(await smallTargets(), [], 'targets under 24 × 24 px');

  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  assert.deepEqual(await listed(), made, 'the tree and the move shown are kept across the reload');
  await page.selectOption('#app select[data-ref="recordFormat"]', 'pgn');
  await page.tap('#app [data-action="export-record"]');
  // The PGN reads back as the same tree: the 120 plies, and the variation at the fourth.
  const back = await page.evaluate((text) => {
    const read = document.getElementById('app').regalia.regalia.importRecord(text);
    read.game.dispose();
    return [read.moves.length, read.tree.moves[3].variations.map((v) => v.moves.map((m) => m.move))];
  }, await page.inputValue('#app textarea'));
  assert.deepEqual(back, [120, [[other.notation]]]);
  noProblems(problems);
});

// ---- Move texts never wrap inside their notation ----

/**
 * The moves of the list (its main line and variations) whose notation wraps inside itself: for
 * each word with a digit ('7g-7f', '*4e', 'e13×f15=queen'), a range over it whose boxes do not
 * all share one line.
 */
function wrappedNotations() {
  return page.evaluate(() => {
    const wrapped = [];
    for (const item of document.querySelectorAll('#app .rg-moves li[data-notation], #app .rg-moves .rg-vmove')) {
      const nodes = [];
      let text = '';
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        nodes.push([n, text.length]);
        text += n.data;
      }
      const at = (i) => {
        let k = nodes.length - 1;
        while (nodes[k][1] > i) k--;
        return [nodes[k][0], i - nodes[k][1]];
      };
      for (const word of text.matchAll(/\S*\d\S*/g)) {
        const range = document.createRange();
        range.setStart(...at(word.index));
        range.setEnd(...at(word.index + word[0].length));
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
        const top = Math.max(...boxes.map((r) => r.top));
        const bottom = Math.min(...boxes.map((r) => r.bottom));
        if (top >= bottom) wrapped.push(`${word[0]} in "${text}"`);
      }
    }
    return wrapped;
  });
}

test('no move notation wraps inside itself: Sovereign Chess after 120 plies and SHOWGIT, 360 and 320 px wide, in English and Arabic', async () => {
  try {
    for (const variant of ['sovereign', 'showgit']) {
      if ((await state(page)).variant !== variant) await tapVariant(variant);
      if (variant === 'showgit') assert.match(await importText(page, '7g7f 3c3d 8h2b+ 3a2b B*4e 8c8d 2g2f 8d8e 2f2e 8e8f 8g8f 8b8f P*8g 8f8b 2e2d 2c2d 2h2d P*2c 2d2h'), /Imported/);
      for (const lang of ['en', 'ar']) {
        await page.selectOption('#app select[data-ref="lang"]', lang);
        await page.waitForSelector(`#app[data-lang="${lang}"]`);
        for (const width of [360, 320]) {
          await page.setViewportSize({ width, height: 740 });
          assert.deepEqual(await wrappedNotations(), [], `${variant}, ${lang}, ${width} px: notations wrapped inside`);
        }
      }
      await page.selectOption('#app select[data-ref="lang"]', 'en');
    }
  } finally {
    await uprightInEnglish();
    await tapVariant('sovereign');
  }
  noProblems(problems);
});

test('the message over the board when another tab changed the game: legible buttons, within the board, answered by tap', async () => {
  const other = await context.newPage();
  await other.goto(`${env.url}web/`);
  await other.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  const theirs = await other.evaluate(() => {
    const app = document.getElementById('app').regalia;
    app.playMove(app.legal.find((m) => m.from && !m.promotion && !m.castle && !m.defection && !m.swap));
    return app.record.moves.join(' ');
  });
  await other.close();
  await page.waitForSelector('#app [data-action="load-other-tab"]');
  const shown = await page.evaluate(() => {
    // WCAG's contrast ratio of two computed colours (opaque rgb()).
    const luminance = (color) => {
      const [r, g, b] = color.match(/\d+(\.\d+)?/g).slice(0, 3).map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a, b) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const notice = document.querySelector('#app [data-ref="notice"]').getBoundingClientRect();
    const board = document.querySelector('#app .rg-canvas').getBoundingClientRect();
    return {
      within: notice.left >= board.left && notice.right <= board.right,
      buttons: [...document.querySelectorAll('#app [data-ref="notice"] button')].map((b) => {
        const style = getComputedStyle(b);
        return `${b.textContent} ${contrast(style.color, style.backgroundColor).toFixed(1)}`;
      }),
    };
  });
  assert.ok(shown.within, 'the message lies within the board');
  for (const button of shown.buttons) assert.ok(Number(button.split(' ').at(-1)) >= 4.5, `the button's text against its background: ${button} (at least 4.5 wanted)`);
  await page.tap('#app [data-action="load-other-tab"]');
  assert.equal(await page.evaluate(() => document.getElementById('app').regalia.record.moves.join(' ')), theirs);
  assert.equal(await page.isHidden('#app [data-ref="notice"]'), true);
  await assertFits('the other tab\'s game');
  noProblems(problems);
});

// ---- Held sideways, the page opens at the board ----

test('held sideways, the page opens with the board whole on the screen, not scrolled, even when left scrolled down; both games, 740×360 and 568×320', async () => {
  try {
    for (const variant of ['showgit', 'sovereign']) {
      await page.setViewportSize(PHONE.viewport);
      if ((await state(page)).variant !== variant) await tapVariant(variant);
      // Left scrolled down to the settings, the phone turned, the page reloaded.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.setViewportSize({ width: 740, height: 360 });
      await page.reload();
      await page.waitForSelector(`#app[data-ready="true"][data-variant="${variant}"]`, { timeout: 20000 });
      for (const [width, height] of [[740, 360], [568, 320]]) {
        await page.setViewportSize({ width, height });
        const seen = await page.evaluate(() => {
          const r = document.querySelector('#app .rg-canvas').getBoundingClientRect();
          return { scrollY, board: [r.left, r.top, r.right, r.bottom].map(Math.round), W: document.documentElement.clientWidth, H: innerHeight };
        });
        const [l, t, r, b] = seen.board;
        const what = `${variant} at ${width}×${height}: ${JSON.stringify(seen)}`;
        assert.equal(seen.scrollY, 0, `${what}: the page opened scrolled`);
        assert.ok(l >= 0 && t >= 0 && r <= seen.W && b <= seen.H, `${what}: the board is not whole on the screen`);
        assert.ok(b - t >= height - 24, `${what}: the board is not at the screen's height`);
      }
    }
  } finally {
    await uprightInEnglish();
  }
  noProblems(problems);
});
