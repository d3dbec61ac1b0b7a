// Piece sets and sound (docs/page.md "Piece sets", "Sound"): every set draws the board
// differently, the choice survives a reload, names in the move list follow the language and not
// the set; <regalia-board pieces> takes a set and refuses a name no game has; the sounds make
// no AudioContext before a gesture, sound after one, and the mute switch is kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { sharedApp, clickMove, moveTexts, switchVariant, importText, noProblems } from './helpers.mjs';

let env;
let app; // the tests share one page, each from a fresh game
before(async () => {
  env = await startBrowser();
  app = sharedApp(env);
});
after(async () => {
  await env?.close();
});

// A fingerprint of the board's pixels and the first hand piece's (SHOWGIT), after a redraw.
function drawn(page) {
  return page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    app.redraw();
    let hash = 0;
    for (const canvas of document.querySelectorAll('#app canvas.rg-canvas, #app .rg-hand:not([hidden]) canvas')) {
      // toDataURL, not getImageData: repeated readbacks draw a console warning from Chromium.
      const png = canvas.toDataURL();
      for (let i = 0; i < png.length; i++) hash = (Math.imul(hash, 31) + png.charCodeAt(i)) | 0;
    }
    return hash;
  });
}

async function choose(page, set) {
  await page.selectOption('#app select[data-ref="pieceSelect"]', set);
  return drawn(page);
}

// First on the page: no gesture has been made on it yet.
test('sound: no AudioContext before a gesture, sounds after one, the mute switch kept across a reload', async () => {
  const { page, problems } = await app();
  const sounds = () => page.evaluate(() => {
    const { sounds: s } = document.getElementById('app').regalia.display;
    return { state: s.state, last: s.lastPlayed, muted: s.muted };
  });
  // A move played without a gesture (the element's API) makes no context and no sound.
  await page.evaluate(() => document.getElementById('app').regalia.playFromApi('7g7f'));
  assert.deepEqual(await sounds(), { state: 'none', last: null, muted: false });

  // A move by the pointer is a gesture: the context starts and the move sounds. The context is
  // made after the input's own handlers (it can hold the main thread for a long time), not in them.
  await page.evaluate(() => {
    const Made = window.AudioContext;
    window.contextsMadeIn = [];
    window.AudioContext = class extends Made {
      constructor(...args) {
        super(...args);
        window.contextsMadeIn.push(window.event?.type ?? 'no event');
      }
    };
  });
  // A press that makes no sound (Flip) makes no context either: the AI's first think, which a
  // Start press begins, is not held up by it.
  await page.click('#app [data-action="flip"]');
  await page.waitForTimeout(300);
  assert.equal((await sounds()).state, 'none', 'a press alone made an AudioContext');
  await page.click('#app [data-action="flip"]');
  await clickMove(page, '3c', '3d');
  await page.waitForFunction(() => document.getElementById('app').regalia.display.sounds.state === 'running');
  assert.equal((await sounds()).last, 'move');
  assert.deepEqual(await page.evaluate(() => window.contextsMadeIn), ['no event'], 'one context, made outside the input events');
  await clickMove(page, '8h', '2b');
  if (await page.isVisible('#app .rg-chooser')) await page.click('#app .rg-choices button >> nth=0');
  assert.equal((await sounds()).last, 'capture');
  const lowTime = await page.evaluate(() => document.getElementById('app').regalia.display.sounds.play('lowTime'));
  assert.equal(lowTime, true, 'the clocks can sound low time');

  await page.uncheck('#app input[data-ref="soundToggle"]');
  assert.equal((await sounds()).muted, true);
  await clickMove(page, '3a', '2b');
  assert.equal((await sounds()).last, 'lowTime', 'muted: the capture made no sound');
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  assert.equal(await page.isChecked('#app input[data-ref="soundToggle"]'), false);
  assert.equal((await sounds()).muted, true);
  await page.check('#app input[data-ref="soundToggle"]');
  await page.waitForFunction(() => document.getElementById('app').regalia.display.sounds.state === 'running');
  // Check, and the game's end (BIG-BANG), from a set-up position.
  assert.equal(await importText(page, '4k4/9/4P4/9/9/9/9/9/4K4 b G 1'), 'Imported.');
  const play = (move) => page.evaluate((m) => {
    const app = document.getElementById('app').regalia;
    app.playFromApi(m);
    return app.display.sounds.lastPlayed;
  }, move);
  assert.equal(await play('G*4b'), 'check');
  await page.click('#app [data-action="undo"]');
  assert.equal(await play('G*5b'), 'gameEnd');
  noProblems(problems);
});

test('each piece set draws differently; the choice is kept across a reload; move names follow the language', async () => {
  const { page, problems } = await app();
  // A capture puts a piece in hand, so the hands are drawn in the set as well.
  for (const [from, to] of [['7g', '7f'], ['3c', '3d'], ['8h', '2b']]) await clickMove(page, from, to);
  if (await page.isVisible('#app .rg-chooser')) await page.click('#app .rg-choices button >> nth=0');
  await page.waitForFunction(() => !document.getElementById('app').regalia.flip); // the promotion's turning over is done
  const showgit = await page.$$eval('#app select[data-ref="pieceSelect"] option', (os) => os.map((o) => o.value));
  assert.deepEqual(showgit, ['counters', 'kanji', 'kanji2', 'contrast']);
  const prints = {};
  for (const set of showgit) prints[set] = await choose(page, set);
  assert.equal(new Set(Object.values(prints)).size, 4, `the sets drew alike: ${JSON.stringify(prints)}`);
  await choose(page, 'kanji');
  assert.match((await moveTexts(page))[0], /^UNIFORM 7g-7f/, 'the move list names the piece in the language, not in kanji');

  await switchVariant(page, 'sovereign');
  const sovereign = await page.$$eval('#app select[data-ref="pieceSelect"] option', (os) => os.map((o) => o.value));
  assert.deepEqual(sovereign, ['standard', 'contrast']);
  const standard = await choose(page, 'standard');
  const contrast = await choose(page, 'contrast');
  assert.notEqual(standard, contrast);

  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  assert.equal(await page.inputValue('#app select[data-ref="pieceSelect"]'), 'contrast');
  assert.equal(await drawn(page), contrast);
  await switchVariant(page, 'showgit');
  assert.equal(await page.inputValue('#app select[data-ref="pieceSelect"]'), 'kanji');
  assert.equal(await drawn(page), prints.kanji);
  noProblems(problems);
});

test('<regalia-board pieces>: the attribute and the property choose a set; a name no game has is refused', async () => {
  const { page, problems } = await app();
  const r = await page.evaluate(async () => {
    await import('./embed.js');
    const el = document.createElement('regalia-board');
    el.setAttribute('controls', 'none');
    el.setAttribute('pieces', 'kanji2');
    document.body.append(el);
    await el.ready;
    const out = { first: el.pieces };
    el.pieces = 'contrast';
    out.property = el.pieces;
    try {
      el.pieces = 'wooden';
    } catch (err) {
      out.error = [err.code, err.message];
    }
    out.after = el.pieces;
    el.setAttribute('pieces', '<b>x</b>');
    out.notice = el.shadowRoot.querySelector('.rg-notice').textContent;
    el.setAttribute('game', 'sovereign');
    out.sovereign = el.pieces; // 'contrast' was chosen for both games
    el.muted = true;
    out.muted = el.muted;
    return out;
  });
  assert.equal(r.first, 'kanji2');
  assert.equal(r.property, 'contrast');
  assert.equal(r.error[0], 'bad-argument');
  assert.match(r.error[1], /pieces must be one of 'counters', 'kanji', 'kanji2', 'contrast', 'standard', not "wooden"/);
  assert.equal(r.after, 'contrast');
  assert.match(r.notice, /pieces="<b>x<\/b>"/);
  assert.equal(r.sovereign, 'contrast');
  assert.equal(r.muted, true);
  noProblems(problems);
});
