// Game flow in Debian's Chromium (issue 31 "Game flow"): Resign and a draw by agreement end the
// game with their reason (status, banner, `gameover` event, exported record, kept across a
// reload); the AI answers a draw offer by its own evaluation; Rematch and Swap sides start a new
// game from the banner, and the AI then plays either side, the first move included (both games;
// Sovereign on a 360x740 phone); a <regalia-board> tells its host page of a resignation, and
// resigns and offers a draw through its API (el.resign(), el.offerDraw()).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, openPage } from './chromium.mjs';
import { sharedApp, state, clickMove, importText, noProblems } from './helpers.mjs';

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

function plainMove(page) {
  return page.evaluate(() => document.getElementById('app').regalia.legal
    .find((m) => m.from && m.to && m.from !== m.to && !m.drop && !m.promotion && !m.castle && !m.defection && !m.swap));
}

// The page's tests play on one page, each from fresh games, in a window of `viewport`'s size.
async function open(variant, viewport = { width: 1280, height: 900 }) {
  const opened = await app(variant);
  await opened.page.setViewportSize(viewport);
  opened.page.setDefaultTimeout(5000);
  await opened.page.evaluate(() => {
    window.events = [];
    if (window.eventsListened) return;
    window.eventsListened = true;
    const app = document.getElementById('app');
    app.addEventListener('move', (e) => window.events.push(`move:${e.detail.by}`));
    app.addEventListener('gameover', (e) => window.events.push(`gameover:${e.detail.status.reason}:${e.detail.status.winner}`));
  });
  return opened;
}

async function exportAs(page, format) {
  await page.selectOption('#app select[data-ref="recordFormat"]', format);
  await page.click('#app [data-action="export-record"]');
  return page.inputValue('#app textarea');
}

test('SHOWGIT, two people: Resign ends the game with the reason, in the record and after a reload; Rematch starts anew', async () => {
  const { page, problems } = await open('showgit');
  const m = await plainMove(page);
  await clickMove(page, m.from, m.to);
  await page.click('#app [data-action="resign"]');
  // Either person at the screen may resign: one button per side, and Cancel.
  assert.equal(await page.locator('#app [data-action="resign-as"]').count(), 2);
  await page.click('#app [data-action="cancel-resign"]');
  assert.equal((await state(page)).over, 'false');
  await page.click('#app [data-action="resign"]');
  await page.click('#app [data-action="resign-as"][data-side="2"]');
  let s = await state(page);
  assert.equal(s.over, 'true');
  assert.equal(s.reason, 'resign');
  assert.deepEqual(await page.evaluate(() => window.events), ['move:person', 'gameover:resign:1']);
  assert.match(await page.textContent('#app .rg-banner'), /Resignation/);
  assert.match(await page.textContent('#app .rg-status'), /Resignation — .* wins/);
  assert.ok(await page.isDisabled('#app [data-action="resign"]'));
  assert.match(await exportAs(page, 'csa'), /\n%TORYO\n?$/);
  assert.match(await exportAs(page, 'kif'), /2 投了/);

  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  s = await state(page);
  assert.equal(s.reason, 'resign', 'the resignation is saved with the game');
  assert.equal(s.moves, '1');
  await page.click('#app .rg-banner [data-action="rematch"]');
  s = await state(page);
  assert.equal(s.over, 'false');
  assert.equal(s.moves, '0');
  noProblems(problems);
});

test('Sovereign on a 360x740 phone, two people: a draw offer declined, then accepted; PGN result 1/2-1/2', async () => {
  const { page, problems } = await open('sovereign', { width: 360, height: 740 });
  const m = await plainMove(page);
  await clickMove(page, m.from, m.to);
  await page.click('#app [data-action="offer-draw"]');
  await page.click('#app [data-action="decline-draw"]');
  assert.match(await page.textContent('#app [data-ref="flowMessage"]'), /declined/);
  assert.equal((await state(page)).over, 'false');
  await page.click('#app [data-action="offer-draw"]');
  await page.click('#app [data-action="accept-draw"]');
  const s = await state(page);
  assert.equal(s.reason, 'agreement');
  assert.match(await page.textContent('#app .rg-banner'), /Draw by agreement/);
  assert.deepEqual(await page.evaluate(() => window.events.at(-1)), 'gameover:agreement:0');
  assert.match(await exportAs(page, 'pgn'), /\[Result "1\/2-1\/2"\]/);
  // The banner's buttons are reachable on the phone.
  await page.click('#app .rg-banner [data-action="rematch-swap"]');
  assert.equal((await state(page)).moves, '0');
  noProblems(problems);
});

test('SHOWGIT against the AI: it declines a draw when ahead and accepts when behind (its own short search)', async () => {
  const { page, problems } = await open('showgit');
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai1');
  // The person (first) without rook and bishop: the AI is far ahead.
  assert.equal(await importText(page, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/9/LNSGKGSNL b - 1'), 'Imported.');
  // Offered through the API (what <regalia-board>'s offerDraw() calls): the answer is the promise's.
  assert.equal(await page.evaluate(() => document.getElementById('app').regalia.flow.offerDrawFromApi()), false);
  assert.match(await page.textContent('#app [data-ref="flowMessage"]'), /declines/);
  assert.equal((await state(page)).over, 'false');
  // The AI (second) without rook and bishop: it takes the draw.
  assert.equal(await importText(page, 'lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'), 'Imported.');
  await page.click('#app [data-action="offer-draw"]');
  await waitFor(page, 'reason', 'agreement');
  console.log(`the AI's own score when it accepted: ${(await state(page)).aiDrawScore} (accepts below 33 centipawns)`);
  noProblems(problems);
});

for (const variant of ['showgit', 'sovereign']) {
  test(`${variant} against the AI: the person resigns; Swap sides, and Start playing second, give the AI the first move, and it plays it`, async () => {
    const { page, problems } = await open(variant);
    await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai1');
    const m = await plainMove(page);
    await clickMove(page, m.from, m.to);
    await waitFor(page, 'moves', '2');
    await waitFor(page, 'ai', '');
    await page.click('#app [data-action="resign"]');
    // Against the AI only the person resigns.
    assert.equal(await page.locator('#app [data-action="resign-as"]').count(), 1);
    await page.click('#app [data-action="resign-as"]');
    assert.equal(await page.evaluate(() => window.events.at(-1)), 'gameover:resign:2');
    await page.click('#app .rg-banner [data-action="rematch-swap"]');
    await waitFor(page, 'moves', '1');
    assert.equal(await page.evaluate(() => window.events.at(-1)), 'move:ai');
    assert.equal(await page.inputValue('#app select[data-ref="sideSelect"]'), '2');
    assert.equal((await state(page)).turn, '2');
    if (variant === 'sovereign') {
      // The pie rule is offered to the person, who now plays second.
      await waitFor(page, 'ai', '');
      assert.ok(await page.isVisible('#app [data-action="swap"]'));
    }
    // From Start too: the form says the person plays second, so the AI opens the new game.
    await page.click('#app [data-action="resign"]');
    await page.click('#app [data-action="resign-as"]');
    await page.click('#app [data-action="new"]');
    await waitFor(page, 'moves', '1');
    assert.deepEqual(await page.evaluate(() => window.events.slice(-3)), ['move:ai', 'gameover:resign:1', 'move:ai']);
    noProblems(problems);
  });
}

test('<regalia-board>: a resignation reaches the host page as a gameover event with reason resign; play() is then refused', async () => {
  const { page, problems, context } = await openPage(env.browser, `${env.url}examples/embed.html`);
  await page.waitForSelector('#showgit-board[data-ready="true"]', { timeout: 20000 });
  await page.evaluate(async () => {
    window.ended = [];
    document.addEventListener('gameover', (e) => {
      if (e.target.id === 'flow-board') window.ended.push({ composed: e.composed, ...e.detail.status });
    });
    const el = Object.assign(document.createElement('regalia-board'), { id: 'flow-board' });
    el.setAttribute('game', 'sovereign');
    document.body.prepend(el);
    window.scrollTo(0, 0);
    await el.ready;
  });
  await page.click('#flow-board [data-action="resign"]');
  await page.click('#flow-board [data-action="resign-as"][data-side="1"]');
  assert.deepEqual(await page.evaluate(() => window.ended), [{ composed: true, over: true, result: '0-1', winner: 2, reason: 'resign' }]);
  assert.equal(await page.$eval('#flow-board', (el) => el.dataset.reason), 'resign');
  const refused = await page.evaluate(() => {
    const el = document.getElementById('flow-board');
    try {
      el.play(el.game.legalMoves()[0]);
      return null;
    } catch (err) {
      return [err.code, el.dataset.moves];
    }
  });
  assert.deepEqual(refused, ['game-over', '0'], 'no move after a resignation');

  // The same through the element's API: el.resign() and el.offerDraw() (two people: the board
  // asks the other person, whose answer settles the promise).
  const api = await page.evaluate(async () => {
    const el = document.getElementById('flow-board');
    const code = (call) => {
      try {
        call();
        return null;
      } catch (err) {
        return err.code;
      }
    };
    const out = { over: code(() => el.resign()) };
    el.setPosition(el.game.position()); // a new game from the same position
    const offer = el.offerDraw();
    out.twice = code(() => el.offerDraw());
    el.shadowRoot.querySelector('[data-action="decline-draw"]').click();
    out.declined = await offer;
    out.badSide = code(() => el.resign(3));
    out.resigned = el.resign(); // the side to move (1) resigns
    el.setPosition(el.game.position());
    const agreed = el.offerDraw();
    el.shadowRoot.querySelector('[data-action="accept-draw"]').click();
    out.agreed = await agreed;
    out.reason = el.dataset.reason;
    return out;
  });
  assert.deepEqual(api, {
    over: 'game-over', twice: 'not-now', declined: false, badSide: 'bad-argument',
    resigned: { over: true, result: '0-1', winner: 2, reason: 'resign' }, agreed: true, reason: 'agreement',
  });
  assert.deepEqual((await page.evaluate(() => window.ended)).map((e) => e.reason), ['resign', 'resign', 'agreement']);
  noProblems(problems);
  await context.close();
});
