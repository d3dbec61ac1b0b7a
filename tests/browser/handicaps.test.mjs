// Handicaps on the page in Debian's Chromium (issue 31 "Handicaps"): the New game form lists every
// handicap the library knows, named in each language of the page, with the roles named; for each
// one, the AI as the giver makes the first move, and as the taker answers the person's first
// move. Sovereign Chess has no handicaps and shows no choice.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { sharedApp, state, switchVariant, noProblems } from './helpers.mjs';

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

function handicaps(page) {
  return page.evaluate(() => document.getElementById('app').regalia.regalia.handicaps('showgit'));
}

/** Starts a new game with handicap `id`, the person on `side` (1 the taker, 2 the giver) against `opponent`. */
async function startHandicap(page, id, side, opponent = 'ai1') {
  await page.selectOption('#app select[data-ref="opponentSelect"]', opponent);
  await page.selectOption('#app select[data-ref="sideSelect"]', String(side));
  await page.selectOption('#app select[data-ref="handicapSelect"]', id);
  await page.click('#app [data-action="new"]');
  if (await page.isVisible('#app [data-action="confirm-new"]')) await page.click('#app [data-action="confirm-new"]');
}

test('every handicap: the AI as the giver moves first; as the taker it answers the person, who gives and moves first', async () => {
  const { page, problems } = await app();
  page.setDefaultTimeout(5000);
  await page.evaluate(() => {
    window.moves = [];
    document.getElementById('app').addEventListener('move', (e) => window.moves.push(e.detail.by));
  });
  const list = await handicaps(page);
  assert.equal(list.length, 15);
  const offered = await page.$$eval('#app select[data-ref="handicapSelect"] option', (options) => options.map((o) => o.value));
  assert.deepEqual(offered, ['none', ...list.map((h) => h.id)]);

  for (const h of list) {
    await page.evaluate(() => (window.moves = []));
    await startHandicap(page, h.id, 1);
    // The roles are named in the form: the person takes, the AI gives and moves first.
    assert.match(await page.textContent('#app [data-ref="sideSecond"]'), /giver, moves first/);
    await waitFor(page, 'moves', '1');
    const s = await state(page);
    assert.equal(s.turn, '1', `${h.id}: after the giver's first move the taker is to move`);
    assert.deepEqual(await page.evaluate(() => window.moves), ['ai'], `${h.id}: the AI made the first move`);
    assert.equal(await page.evaluate(() => document.getElementById('app').regalia.record.start), h.position, `${h.id}: the game started from the handicap`);
    assert.match(await page.textContent('#app [data-ref="handicapNote"]'), /TIME gives it .* and moves first/);
  }

  for (const h of list) {
    await page.evaluate(() => (window.moves = []));
    await startHandicap(page, h.id, 2);
    assert.equal((await state(page)).turn, '2', `${h.id}: the person, the giver, moves first`);
    await page.evaluate(() => {
      const app = document.getElementById('app').regalia;
      app.playMove(app.legal.find((m) => m.from && !m.promotion));
    });
    await waitFor(page, 'moves', '2');
    assert.deepEqual(await page.evaluate(() => window.moves), ['person', 'ai'], `${h.id}: the AI, the taker, answered`);
  }

  // A handicap game's record names its handicap and the roles (KIF 手合割, 上手 / 下手).
  await page.selectOption('#app select[data-ref="recordFormat"]', 'kif');
  await page.click('#app [data-action="export-record"]');
  assert.match(await page.inputValue('#app textarea'), /手合割：十枚落ち/);
  noProblems(problems);
});

test('the handicaps and the roles are named in every language of the page; Sovereign Chess offers none', async () => {
  const { page, problems } = await app();
  page.setDefaultTimeout(5000);
  const names = {};
  for (const lang of ['en', 'ko', 'ar']) {
    await page.selectOption('#app select[data-ref="lang"]', lang);
    await page.selectOption('#app select[data-ref="handicapSelect"]', 'rook');
    names[lang] = await page.$$eval('#app select[data-ref="handicapSelect"] option', (options) => options.map((o) => o.textContent));
    names[`${lang}Roles`] = await page.$$eval('#app select[data-ref="sideSelect"] option', (options) => options.map((o) => o.textContent));
    assert.equal(new Set(names[lang]).size, 16, `${lang}: sixteen different names`);
  }
  for (const lang of ['ko', 'ar']) {
    names[lang].forEach((name, i) => assert.notEqual(name, names.en[i], `${lang}: "${name}" is not translated`));
    names[`${lang}Roles`].forEach((name, i) => assert.notEqual(name, names.enRoles[i], `${lang}: the role "${name}" is not translated`));
  }
  assert.match(names.enRoles[0], /taker/);
  // The handicap's note in the game, in Arabic.
  await page.click('#app [data-action="new"]');
  const note = await page.textContent('#app [data-ref="handicapNote"]');
  assert.ok(note.includes(names.ar[4]), `the note names the handicap: ${note}`);
  await page.selectOption('#app select[data-ref="lang"]', 'en');
  await switchVariant(page, 'sovereign');
  assert.equal(await page.isHidden('#app [data-ref="handicapLabel"]'), true);
  assert.match(await page.textContent('#app [data-ref="sideFirst"]'), /first/);
  noProblems(problems);
});
