// Nothing lost (issue 31, "Nothing lost"; docs/page.md "Kept across reloads"): a save from an
// older page or spoilt by hand loads what it can and says what it dropped, in the page's
// language; a store that refuses the save says so once and the game goes on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, openPage } from './chromium.mjs';
import { sharedApp, state, clickMove, switchVariant, noProblems, captureWorkers } from './helpers.mjs';

const KEY = 'regalia.page.v1';

let env;
let app; // the tests share one page, each from a fresh game
before(async () => {
  env = await startBrowser();
  app = sharedApp(env);
});
after(async () => {
  await env?.close();
});

const notice = (page) => page.$eval('#app [data-ref="notice"]', (p) => (p.hidden ? '' : p.textContent));
// The subjects of the messages shown, one line each (web/board-notices.js).
const noticeLines = (page) => page.$$eval('#app [data-ref="notice"] [data-notice]', (ls) => ls.map((l) => l.dataset.notice));

/** Writes `text` as the page's save and reloads the page. */
async function reloadWith(page, text) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, text]);
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
}

test('a save spoilt by hand or from another version loads what it can and says what it dropped', async () => {
  const { page, problems } = await app();
  // Not JSON at all: a fresh game, and the page says the save was not readable.
  await reloadWith(page, '{"variant": "showgit", records: ');
  assert.equal((await state(page)).moves, '0');
  assert.match(await notice(page), /left out: the whole save \(not readable\)/);

  // Fields of the wrong type, an illegal move in the middle of the line, an unknown game, and a
  // start position that does not load (Sovereign's).
  await reloadWith(page, JSON.stringify({
    variant: 'showgit', lang: 'en',
    records: {
      showgit: { start: null, moves: ['7g7f', '3c3d', '9a9z', '2g2f'], flipped: 'yes', side: 1, opponent: 'human' },
      chess: { moves: ['e2e4'] },
      sovereign: { start: 'not a position', moves: ['k2k4'], flipped: false, side: 1, opponent: 'human' },
    },
  }));
  const s = await state(page);
  assert.equal(s.moves, '2'); // 7g7f 3c3d: the moves before the illegal one
  const said = await notice(page);
  assert.match(said, /unknown game "chess"/);
  assert.match(said, /SHOWGIT: settings of the wrong kind/);
  assert.match(said, /SHOWGIT: 2 moves the rules refuse/);
  assert.doesNotMatch(said, /start position/); // Sovereign's record is read when it is shown
  await switchVariant(page, 'sovereign');
  assert.match(await notice(page), /Sovereign Chess: a start position that does not load/);
  assert.equal((await state(page)).moves, '0');
  // What loaded is saved again as it loaded: the next reload has nothing more to say.
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  assert.equal(await notice(page), '');

  // In the page's language.
  await reloadWith(page, JSON.stringify({ variant: 'showgit', lang: 'ar', records: { showgit: { moves: ['7g7f', '1a1z'] } } }));
  assert.match(await notice(page), /نقلة واحدة ترفضها القواعد/);
  await reloadWith(page, JSON.stringify({ variant: 'showgit', lang: 'ko', records: 7 }));
  assert.match(await notice(page), /형식이 잘못된 설정/);
  // The message goes once the person plays on: it no longer applies.
  await clickMove(page, '7g', '7f');
  assert.equal(await notice(page), '');
  noProblems(problems);
});

test('a store that refuses the save (quota exceeded) is said once, and the game goes on', async () => {
  const { page, problems, context } = await openPage(env.browser, 'about:blank');
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    window.storageFull = true;
    Storage.prototype.setItem = function refusing(...args) {
      if (window.storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.apply(this, args);
    };
  });
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  const first = await notice(page);
  assert.match(first, /does not keep the game/);
  await clickMove(page, '7g', '7f');
  await clickMove(page, '3c', '3d');
  assert.equal((await state(page)).moves, '2');
  assert.equal(await notice(page), first); // said once, not once per move
  assert.deepEqual(await noticeLines(page), ['storage']);
  // Room again: the next save is taken and the message goes.
  await page.evaluate(() => { window.storageFull = false; });
  await clickMove(page, '2g', '2f');
  assert.equal(await notice(page), '');
  noProblems(problems);
  await context.close();
});

test('a reload while the AI thinks: after it the AI thinks again and moves', async () => {
  const { page, problems } = await app();
  // The AI moves first at its longest think without a clock (2 s), so the reload comes mid-think.
  const before = await page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    app.freshGame('showgit', { level: 10, aiSide: 1 });
    return { busy: app.aiTurns.busy, moves: app.root.dataset.moves };
  });
  assert.deepEqual(before, { busy: true, moves: '0' });
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  const after = await page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    return { opponent: app.record.opponent, side: app.record.side, moves: app.root.dataset.moves };
  });
  assert.deepEqual(after, { opponent: 'ai10', side: 2, moves: '0' });
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '1', null, { timeout: 20000 });
  noProblems(problems);
});

test('a crashed AI worker, or one ended without an error event: a fresh one is started and the turn retried; a second crash is said', async () => {
  const { page, problems, context } = await openPage(env.browser, 'about:blank');
  await captureWorkers(context);
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  const crash = () => page.evaluate(() => window.startedWorkers.at(-1).dispatchEvent(new ErrorEvent('error', { message: 'out of memory' })));
  const workerCount = () => page.evaluate(() => window.startedWorkers.length);

  // The AI moves first at a long think: its worker crashes mid-think, a new one plays the move.
  await page.evaluate(() => document.getElementById('app').regalia.freshGame('showgit', { level: 10, aiSide: 1 }));
  await page.waitForFunction(() => window.startedWorkers.length === 1);
  // The worker's first request takes the learned evaluation (web/page-engine.js); the crash is
  // meant for the AI's turn, which comes after it.
  await page.waitForSelector('#app[data-evaluation]', { timeout: 20000 });
  await crash();
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '1', null, { timeout: 20000 });
  assert.equal(await workerCount(), 2);
  assert.match(await notice(page), /engine stopped; it was restarted/);

  // Ended from outside with no `error` event (terminate(), as a browser ending the worker): the
  // engine hears nothing more from it (docs/api.md "Order, errors and dispose"; a short limit here)
  // and the turn is retried on a new worker. The person's move took the old message away first.
  await clickMove(page, '3c', '3d');
  assert.equal(await notice(page), '');
  await page.evaluate(async () => {
    (await document.getElementById('app').regalia.regalia.engine()).silenceLimitMs = 2000;
  });
  await page.waitForFunction(() => document.getElementById('app').regalia.aiTurns.busy);
  await page.evaluate(() => window.startedWorkers.at(-1).terminate());
  await page.waitForFunction(() => window.startedWorkers.length === 3, null, { timeout: 20000 });
  // Found out and replaced: the default limit again, so a loaded machine cannot fake a silence.
  await page.evaluate(async () => {
    (await document.getElementById('app').regalia.regalia.engine()).silenceLimitMs = 5000;
  });
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '3', null, { timeout: 20000 });
  assert.equal(await workerCount(), 3);
  assert.deepEqual(await noticeLines(page), ['ai']);
  assert.match(await notice(page), /engine stopped; it was restarted/);

  // Twice at the same turn: the page says so and does not try again; one message, the current one.
  await clickMove(page, '7c', '7d');
  await page.waitForFunction(() => document.getElementById('app').regalia.aiTurns.busy);
  await crash();
  await page.waitForFunction(() => window.startedWorkers.length === 4);
  await crash();
  await page.waitForFunction(() => /stopped again/.test(document.querySelector('#app [data-ref="notice"]').textContent));
  assert.deepEqual(await noticeLines(page), ['ai']);
  assert.doesNotMatch(await notice(page), /restarted/);
  const s = await state(page);
  assert.deepEqual([s.moves, s.ai, await workerCount()], ['4', '', 4]);
  noProblems(problems);
  await context.close();
});

test('two tabs: a game changed in the other tab is not overwritten silently; Keep mine and Load it', async () => {
  const { page: a, problems, context } = await app();
  await clickMove(a, '7g', '7f');
  const b = await context.newPage();
  await b.goto(`${env.url}web/`);
  await b.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  assert.equal((await state(b)).moves, '1');
  await clickMove(b, '3c', '3d');
  await a.waitForSelector('#app [data-action="keep-mine"]');
  assert.match(await notice(a), /changed in another tab/);
  // A's next move is not saved over B's game while the question waits.
  await clickMove(a, '8c', '8d');
  const saved = () => a.evaluate((key) => JSON.parse(localStorage.getItem(key)).records.showgit.moves, KEY);
  assert.deepEqual(await saved(), ['7g7f', '3c3d']);
  await a.click('#app [data-action="keep-mine"]');
  assert.deepEqual(await saved(), ['7g7f', '8c8d']);
  assert.equal(await notice(a), '');
  // Now B is asked, and loads A's game.
  await b.click('#app [data-action="load-other-tab"]');
  assert.deepEqual([(await state(b)).moves, await notice(b)], ['2', '']);
  assert.equal(await b.evaluate(() => document.getElementById('app').regalia.record.moves.join(' ')), '7g7f 8c8d');
  noProblems(problems);
  await b.close();
});
