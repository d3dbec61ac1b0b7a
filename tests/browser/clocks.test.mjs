// Clocks on the page in Debian's Chromium (issue 31 "Clocks"): each time control ends by a flag
// fall with its reason (status, banner, gameover event, exported record); the AI plays within a
// byoyomi clock shorter than its own fixed time; a clock survives a reload and is charged nothing
// for the time the page was closed; a hidden page stops the clock. Times are tiny (a few
// seconds) so that the flags fall quickly; the waits for them are not assertions.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { sharedApp, state, noProblems } from './helpers.mjs';

let env;
let app;
before(async () => {
  env = await startBrowser();
  app = sharedApp(env);
});
after(async () => {
  await env?.close();
});

const waitFor = (page, key, value, timeout = 15000) => page.waitForFunction(([k, v]) => document.getElementById('app').dataset[k] === v, [key, value], { timeout });

// The tests play on one page, each from fresh games.
async function open(variant = 'showgit') {
  const opened = await app(variant);
  opened.page.setDefaultTimeout(5000);
  await opened.page.evaluate(() => {
    window.events = [];
    if (window.eventsListened) return;
    window.eventsListened = true;
    document.getElementById('app').addEventListener('gameover', (e) => window.events.push(`gameover:${e.detail.status.reason}:${e.detail.status.winner}`));
  });
  return opened;
}

/** Starts a new game with the custom time control `{ kind, main (min), increment, byoyomi (s), periods }`. */
async function startClock(page, { kind, main, increment, byoyomi, periods, opponent = 'human', side = '1' }) {
  await page.selectOption('#app select[data-ref="opponentSelect"]', opponent);
  await page.selectOption('#app select[data-ref="sideSelect"]', side);
  await page.selectOption('#app select[data-ref="timeSelect"]', 'custom');
  await page.selectOption('#app select[data-ref="timeKind"]', kind);
  await page.fill('#app input[data-ref="timeMain"]', String(main));
  if (increment !== undefined) await page.fill('#app input[data-ref="timeIncrement"]', String(increment));
  if (byoyomi !== undefined) await page.fill('#app input[data-ref="timeByoyomi"]', String(byoyomi));
  if (periods !== undefined) await page.fill('#app input[data-ref="timePeriods"]', String(periods));
  await page.click('#app [data-action="new"]');
  if (await page.isVisible('#app [data-action="confirm-new"]')) await page.click('#app [data-action="confirm-new"]');
}

/** The clock as the library's GameClock reads it: { turn, paused, flag, sides: [{ main, period, periods }, ...] }. */
function clock(page) {
  return page.evaluate(() => document.getElementById('app').regalia.clocks.clock?.read() ?? null);
}

/** Plays a plain legal move (no drop, promotion or special move) through the board. */
function playPlain(page) {
  return page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    const move = app.legal.find((m) => m.from && m.to && m.from !== m.to && !m.drop && !m.promotion && !m.castle && !m.defection && !m.swap);
    app.playMove(move);
    return move.notation;
  });
}

async function exportAs(page, format) {
  await page.selectOption('#app select[data-ref="recordFormat"]', format);
  await page.click('#app [data-action="export-record"]');
  return page.inputValue('#app textarea');
}

test('SHOWGIT, two people: sudden death, Fischer and byoyomi each end by a flag fall, with the reason in the status, banner, event and record', async () => {
  const { page, problems } = await open();

  // A time the library's GameClock refuses is named under the form and starts nothing.
  await startClock(page, { kind: 'sudden-death', main: 0 });
  assert.match(await page.textContent('#app [data-ref="timeMessage"]'), /^Time control: clock time must be/);
  assert.equal((await state(page)).clock, '');

  // Sudden death, 3 s each: STAR, to move, runs out.
  await startClock(page, { kind: 'sudden-death', main: 0.05 });
  assert.equal((await state(page)).clock, 'running');
  assert.ok(await page.isVisible('#app .rg-clocks'));
  assert.equal(await page.getAttribute('#app [data-ref="clock1"]', 'data-running'), 'true');
  assert.equal(await page.getAttribute('#app [data-ref="clock2"]', 'data-running'), 'false');
  assert.equal(await page.getAttribute('#app [data-ref="clock1"]', 'data-low'), 'true', 'under ten seconds is low time');
  // The Start click was a gesture, so the low-time warning sounds (web/sound.js keeps the last sound).
  await page.waitForFunction(() => document.getElementById('app').regalia.display.sounds.lastPlayed === 'lowTime', null, { timeout: 2500 });
  await waitFor(page, 'reason', 'time-up', 8000);
  let s = await state(page);
  assert.equal(s.over, 'true');
  assert.equal(s.clock, 'flag');
  assert.equal(await page.getAttribute('#app [data-ref="clock1"]', 'data-flag'), 'true');
  assert.match(await page.textContent('#app [data-ref="clock1"]'), /0:00\.0/);
  assert.match(await page.textContent('#app .rg-banner'), /Time up/);
  assert.match(await page.textContent('#app .rg-status'), /Time up — TIME wins/);
  assert.deepEqual(await page.evaluate(() => window.events), ['gameover:time-up:2']);
  assert.match(await exportAs(page, 'csa'), /\n%TIME_UP\n?$/);
  assert.match(await exportAs(page, 'kif'), /切れ負け/);

  // Fischer, 3 s + 1 s: STAR moves at once and gains its increment; TIME never moves and runs out.
  await startClock(page, { kind: 'fischer', main: 0.05, increment: 1 });
  const before = (await clock(page)).sides[0].main;
  await playPlain(page);
  const after = await clock(page);
  assert.equal(after.turn, 2);
  assert.ok(after.sides[0].main > before, `STAR's time ${after.sides[0].main} ms after its move, ${before} ms before: the increment was added`);
  await waitFor(page, 'reason', 'time-up', 8000);
  assert.match(await page.textContent('#app .rg-status'), /Time up — STAR wins/);
  assert.equal(await page.evaluate(() => window.events.at(-1)), 'gameover:time-up:1');
  // Undo shows the move before, and the game stays over on time (told once).
  const told = await page.evaluate(() => window.events.length);
  await page.click('#app [data-action="undo"]');
  s = await state(page);
  assert.equal(s.moves, '0');
  assert.equal(s.reason, 'time-up');
  assert.equal(await page.evaluate(() => window.events.length), told);

  // Byoyomi alone, three periods of a second: STAR spends them one by one, then its flag falls.
  await startClock(page, { kind: 'byoyomi', main: 0, byoyomi: 1, periods: 3 });
  assert.match(await page.textContent('#app [data-ref="clock1"]'), /×[32]/, 'the periods left are shown');
  await page.waitForFunction(() => document.getElementById('app').regalia.clocks.clock.read().sides[0].periods === 1, null, { timeout: 5000 });
  await waitFor(page, 'reason', 'time-up', 8000);
  s = await state(page);
  assert.equal(s.moves, '0');
  assert.equal(await page.evaluate(() => window.events.at(-1)), 'gameover:time-up:2');
  // No move is taken after a flag fall.
  assert.equal(await page.evaluate(() => {
    try {
      document.getElementById('app').regalia.playFromApi('7g7f');
      return null;
    } catch (err) {
      return err.code;
    }
  }), 'game-over');
  noProblems(problems);
});

test('Sovereign Chess, two people: a sudden-death flag fall ends the game; the PGN result names the winner', async () => {
  const { page, problems } = await open('sovereign');
  await startClock(page, { kind: 'sudden-death', main: 0.05 });
  await playPlain(page);
  // White moved: Black's clock runs and falls.
  await waitFor(page, 'reason', 'time-up', 8000);
  assert.equal(await page.evaluate(() => window.events.at(-1)), 'gameover:time-up:1');
  assert.match(await exportAs(page, 'pgn'), /\[Result "1-0"\]/);
  // Rematch keeps the time control, with full time again.
  await page.click('#app .rg-banner [data-action="rematch"]');
  const c = await clock(page);
  assert.equal(c.flag, null);
  assert.ok(c.sides[1].main > 2000, `a rematch starts with full time, not ${c.sides[1].main} ms`);
  noProblems(problems);
});

test('against the AI at level 10 with 1.8 s byoyomi (shorter than its fixed 2 s a move), the AI moves within its clock', async () => {
  const { page, problems } = await open();
  await startClock(page, { kind: 'byoyomi', main: 0, byoyomi: 1.8, periods: 1, opponent: 'ai10' });
  // The clocks wait for the page's engine to start, then run.
  assert.equal(await page.evaluate(() => document.getElementById('app').regalia.aiTurns.warmUp()), true);
  await waitFor(page, 'clock', 'running');
  await page.evaluate(() => {
    window.aiTimes = [];
    const app = document.getElementById('app');
    let asked = performance.now();
    app.addEventListener('move', (e) => {
      if (e.detail.by === 'ai') window.aiTimes.push(Math.round(performance.now() - asked));
      else asked = performance.now();
    });
  });
  for (let n = 1; n <= 3; n++) {
    await playPlain(page);
    await waitFor(page, 'moves', String(2 * n), 10000);
    const s = await state(page);
    assert.equal(s.over, 'false', `the game ended (${s.reason}) after the AI's move ${n}`);
    const c = await clock(page);
    assert.equal(c.sides[1].periods, 1, 'the AI kept its only period');
  }
  console.log(`the AI's moves on a 1.8 s byoyomi, from the person's move to its answer: ${(await page.evaluate(() => window.aiTimes)).join(', ')} ms`);
  noProblems(problems);
});

test('a reload keeps the clock, and the time the page was closed is not charged; a hidden page stops the clock', async () => {
  const { page, problems, context } = await open();
  // The page reads itself hidden when the test says so (how a tab in the background starts).
  await context.addInitScript(() => {
    if (location.protocol.startsWith('http') && localStorage.getItem('test.hidden')) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  });
  await startClock(page, { kind: 'sudden-death', main: 1 });
  await playPlain(page);
  await page.waitForFunction(() => document.getElementById('app').regalia.clocks.clock.read().sides[1].main < 60000, null, { timeout: 2000 })
    .catch(() => {}); // the assertion below says what is wrong
  const left = (await clock(page)).sides[1].main;
  assert.ok(left < 60000, 'TIME\'s clock runs after STAR\'s move');

  // Leave the page for another of the same site (leaving saves the clock), read what was saved,
  // stay away for two seconds, come back hidden.
  await page.evaluate(() => localStorage.setItem('test.hidden', '1'));
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 })); // asked for by a stylesheet shown as the page
  await page.goto(`${env.url}web/style.css`);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('regalia.page.v1')).records.showgit.clock);
  await page.waitForTimeout(2000);
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  assert.ok(saved.sides[1].main <= left, `the clock was saved as the page closed (${saved.sides[1].main} ms), after ${left} ms was read`);
  let c = await clock(page);
  assert.equal(c.turn, 2);
  assert.equal(c.paused, true, 'a hidden page keeps the clock stopped');
  assert.equal(c.sides[1].main, saved.sides[1].main, 'nothing charged for the time away or the loading');
  assert.equal((await state(page)).clock, 'paused');

  // Visible again: the clock runs from where it stopped.
  await page.evaluate(() => {
    localStorage.removeItem('test.hidden');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  assert.equal((await state(page)).clock, 'running');
  await page.waitForFunction((was) => document.getElementById('app').regalia.clocks.clock.read().sides[1].main < was, saved.sides[1].main);

  // Hidden while playing: the clock stops and the time stays as it was.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  assert.equal((await state(page)).clock, 'paused');
  const stopped = (await clock(page)).sides[1].main;
  await page.waitForTimeout(500);
  c = await clock(page);
  assert.equal(c.sides[1].main, stopped, 'a hidden page is charged nothing');
  assert.equal(c.paused, true);

  // A plain reload while visible: the same clock, the same side to move.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  c = await clock(page);
  assert.equal(c.turn, 2);
  assert.ok(c.sides[1].main <= stopped && c.sides[0].main < 60000 + 1, 'the clock goes on from its saved state');
  assert.equal((await state(page)).clock, 'running');
  noProblems(problems);
});
