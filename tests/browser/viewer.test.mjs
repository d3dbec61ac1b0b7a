// The record viewer (<regalia-board mode="viewer">, docs/page.md "Record viewer") in Chromium:
// stepping through tests/native/data/records/variations.kifu (hand-written; its header names the
// KIF rules it follows) with the buttons, the move list, the variation choice and the keyboard,
// the `ply` attribute, comments shown as text, and records that cannot be shown as text errors.
// Expected positions come from the library in node, not from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, openPage } from './chromium.mjs';
import { noProblems } from './helpers.mjs';
import { readFileSync } from 'node:fs';
import { load } from '../../bindings/js/node.js';

// The static server publishes only what a site would (scripts/serve.mjs): the test serves the
// fixture itself, at a URL of the example's folder, through the browser's request routing.
const KIF_URL = '/examples/game-with-variations.kifu';
const KIF = readFileSync(new URL('../native/data/records/variations.kifu', import.meta.url));
let env;
let regalia;
before(async () => {
  env = await startBrowser();
  regalia = await load();
});
after(async () => {
  await env?.close();
});

// The SFEN after `moves` from the start position.
function after_(moves) {
  const game = regalia.newGame('showgit');
  for (const m of moves) game.play(m);
  const sfen = game.position();
  game.dispose();
  return sfen;
}

// The viewer example, opened once for the tests that use it (a page costs about 4 CPU-s to
// open); each test forgets the problems seen before it.
let example = null;
async function openExample() {
  if (!example) {
    example = await openPage(env.browser, `${env.url}examples/viewer.html`);
    await example.context.route(`**${KIF_URL}`, (route) => route.fulfill({ body: KIF, contentType: 'text/plain; charset=utf-8' }));
    await example.page.waitForSelector('#viewer[data-ready="true"]', { timeout: 20000 });
  }
  example.problems.length = 0;
  return example;
}

// Adds to the viewer example a viewer of the KIF with variations with `attributes`, in place of
// the viewers an earlier test added.
async function openViewer(attributes) {
  const opened = await openExample();
  await opened.page.evaluate((attrs) => {
    for (const added of document.querySelectorAll('#test-viewer, #bad-viewer, .test-added')) added.remove();
    const el = document.createElement('regalia-board');
    el.id = 'test-viewer';
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
  }, attributes);
  await opened.page.waitForSelector('#test-viewer[data-ready="true"]', { timeout: 20000 });
  return opened;
}

const viewerState = (page) => page.$eval('#test-viewer', (el) => ({ ...el.dataset }));

test('the inline example opens at its ply attribute and shows its variation', async () => {
  const { page, problems } = await openExample();
  const s = await page.$eval('#viewer', (el) => ({ ...el.dataset }));
  assert.equal(s.ply, '2');
  assert.equal(s.position, after_(['7g7f', '3c3d']));
  assert.equal(await page.textContent('#viewer .rg-viewer-comment'), "The bishops' diagonals are open.");
  // Taken out of the page and put back, it shows the same record again.
  await page.evaluate(() => {
    const el = document.getElementById('viewer');
    el.remove();
    setTimeout(() => document.body.append(el), 0);
  });
  await page.waitForFunction(() => document.getElementById('viewer')?.dataset.ready === 'true', null, { timeout: 20000 });
  assert.equal(await page.$eval('#viewer', (el) => el.dataset.position), after_(['7g7f', '3c3d']));
  assert.equal(await page.isVisible('#viewer .rg-viewer-error'), false);
  noProblems(problems);
});

test('next, previous, a variation chosen, and the move list step through the tree', async () => {
  const { page, problems } = await openViewer({ mode: 'viewer', src: KIF_URL, ply: '3' });
  let s = await viewerState(page);
  assert.equal(s.ply, '3');
  assert.equal(s.moves, '7');
  assert.equal(s.position, after_(['7g7f', '3c3d', '2g2f']));
  await page.click('#test-viewer [data-action="next"]');
  assert.equal((await viewerState(page)).position, after_(['7g7f', '3c3d', '2g2f', '8c8d']));
  await page.click('#test-viewer [data-action="previous"]');
  assert.equal((await viewerState(page)).ply, '3');

  // Three moves can follow: the main line's and two variations.
  const choices = await page.$$eval('#test-viewer [data-choice]', (bs) => bs.map((b) => b.textContent));
  assert.equal(choices.length, 3);
  assert.match(choices[1], /４四歩/);
  await page.click('#test-viewer [data-choice="1"]');
  s = await viewerState(page);
  assert.equal(s.ply, '4');
  assert.equal(s.position, after_(['7g7f', '3c3d', '2g2f', '4c4d']));
  assert.equal(s.moves, '6'); // the variation's line: 4c4d 2f2e 2b3c
  const list = await page.$$eval('#test-viewer .rg-viewer-moves button', (bs) => bs.map((b) => b.textContent));
  assert.match(list[4], /^4 △４四歩/);
  assert.match(list[6], /^6 △３三角/);
  // Back and forward again follows the variation chosen.
  await page.click('#test-viewer [data-action="previous"]');
  await page.click('#test-viewer [data-action="next"]');
  assert.equal((await viewerState(page)).position, after_(['7g7f', '3c3d', '2g2f', '4c4d']));
  // The nested variation at its move 5, then the move list goes back to move 2.
  await page.click('#test-viewer [data-choice="1"]');
  assert.equal((await viewerState(page)).position, after_(['7g7f', '3c3d', '2g2f', '4c4d', '3i4h']));
  assert.equal(await page.textContent('#test-viewer .rg-viewer-comment'), 'nested');
  await page.click('#test-viewer .rg-viewer-moves button[data-ply="2"]');
  s = await viewerState(page);
  assert.equal(s.ply, '2');
  assert.equal(s.position, after_(['7g7f', '3c3d']));
  await page.click('#test-viewer [data-action="last"]');
  assert.equal((await viewerState(page)).position, after_(['7g7f', '3c3d', '2g2f', '4c4d', '3i4h', '8b4b']));
  noProblems(problems);
});

test('the keyboard: arrows, Home and End, up and down between variations of a move', async () => {
  const { page, problems } = await openViewer({ mode: 'viewer', src: KIF_URL });
  assert.equal((await viewerState(page)).ply, '0');
  await page.focus('#test-viewer');
  await page.keyboard.press('End');
  let s = await viewerState(page);
  assert.equal(s.ply, '7');
  assert.equal(s.position, after_(['7g7f', '3c3d', '2g2f', '8c8d', '2f2e', '8d8e', '6i7h']));
  assert.match(await page.textContent('#test-viewer .rg-viewer-status'), /resignation/);
  // The comment holding markup is shown as text: no element made from it.
  assert.equal(await page.textContent('#test-viewer .rg-viewer-comment'), '<b>markup</b> stays text');
  assert.equal(await page.$('#test-viewer .rg-viewer-comment b'), null);
  // The variation at the last move.
  await page.keyboard.press('ArrowDown');
  s = await viewerState(page);
  assert.equal(s.position, after_(['7g7f', '3c3d', '2g2f', '8c8d', '2f2e', '8d8e', '2e2d']));
  await page.keyboard.press('End');
  assert.equal((await viewerState(page)).ply, '9');
  assert.equal(await page.textContent('#test-viewer .rg-viewer-comment'), '飛車先を交換');
  await page.keyboard.press('Home');
  assert.equal((await viewerState(page)).ply, '0');
  assert.equal(await page.textContent('#test-viewer .rg-viewer-comment'), 'before the first move');
  // The variation at the first move, and back up to the main line's.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.equal((await viewerState(page)).position, after_(['2g2f']));
  assert.equal(await page.textContent('#test-viewer .rg-viewer-comment'), 'a variation at the first move');
  await page.keyboard.press('ArrowRight');
  assert.equal((await viewerState(page)).position, after_(['2g2f', '8c8d']));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  assert.equal((await viewerState(page)).position, after_(['7g7f']));
  // The ply attribute changed after connection moves the viewer too.
  await page.$eval('#test-viewer', (el) => el.setAttribute('ply', '5'));
  await page.waitForFunction(() => document.getElementById('test-viewer').dataset.ply === '5');
  assert.equal((await viewerState(page)).position, after_(['7g7f', '3c3d', '2g2f', '8c8d', '2f2e']));
  noProblems(problems);
});

test('records that cannot be shown are errors shown as text', async () => {
  const { page, problems, context } = await openViewer({ mode: 'viewer', src: '/examples/no-such-file.kifu' });
  assert.match(await page.textContent('#test-viewer .rg-viewer-error'), /HTTP 404/);
  await page.evaluate(() => {
    const el = document.createElement('regalia-board');
    el.id = 'bad-viewer';
    el.setAttribute('mode', 'viewer');
    const data = document.createElement('script');
    data.type = 'text/plain';
    data.textContent = '手合割：平手\n   1 ７六歩(77)\n   2 <img src=x onerror=alert(1)>\n';
    el.append(data);
    document.body.append(el);
  });
  await page.waitForSelector('#bad-viewer[data-ready="true"]', { timeout: 20000 });
  const error = await page.textContent('#bad-viewer .rg-viewer-error');
  assert.match(error, /record-bad-line: line 3/);
  assert.equal(await page.$('#bad-viewer img'), null);
  // A file past the size limit (4 MB) is refused before it is read.
  await context.route('**/examples/huge.kifu', (route) => route.fulfill({ body: Buffer.alloc(5 * 1024 * 1024, 0x20), contentType: 'text/plain' }));
  await page.$eval('#test-viewer', (el) => el.setAttribute('src', '/examples/huge.kifu'));
  await page.waitForFunction(() => /limit/.test(document.getElementById('test-viewer').dataset.error ?? ''));
  assert.match(await page.textContent('#test-viewer .rg-viewer-error'), /5242880 bytes long; the limit is 4194304/);
  // The one failed request is the missing file asked for above (Chromium logs it without its URL).
  noProblems(problems.filter((p) => !p.includes('no-such-file.kifu') && !/status of 404/.test(p)));
});

test('a Sovereign Chess PGN with a variation in the viewer', async () => {
  const { page, problems } = await openExample();
  await page.$eval('#viewer', (el) => el.loadRecord('[Player1 "Ann"]\n[Result "*"]\n\n1. e2e4 ({other} 1. f2f4) 1... e15e13 *\n'));
  const state = () => page.$eval('#viewer', (el) => ({ ...el.dataset }));
  assert.equal((await state()).variant, 'sovereign');
  await page.click('#viewer [data-action="first"]');
  assert.equal(await page.$$eval('#viewer [data-choice]', (bs) => bs.length), 2);
  await page.click('#viewer [data-choice="1"]');
  const sovereign = regalia.newGame('sovereign');
  sovereign.play('f2f4');
  assert.equal((await state()).position, sovereign.position());
  sovereign.dispose();
  assert.equal(await page.textContent('#viewer .rg-viewer-comment'), 'other'); // the variation's own comment
  assert.equal(await page.isVisible('#viewer .rg-viewer-hand'), false);
  assert.match(await page.textContent('#viewer .rg-viewer-players'), /Ann/);
  noProblems(problems);
});

test('the viewer is the element component: in its shadow root, with parts, navigation methods, playing methods refused, and a mode switched after connection', async () => {
  const { page, problems } = await openViewer({ mode: 'viewer', src: KIF_URL });
  const START = after_([]);
  const out = await page.evaluate(async (START) => {
    const el = document.getElementById('test-viewer');
    const shadow = el.shadowRoot;
    const refused = (call) => {
      try {
        call();
        return 'accepted';
      } catch (err) {
        return `${err.name} ${err.code}`;
      }
    };
    const navigated = [];
    el.addEventListener('navigate', (e) => navigated.push(e.detail.ply));
    const canvas = () => shadow.querySelector('canvas');
    const r = {};
    r.isolated = [!!shadow?.querySelector('.rg-viewer'), el.querySelector('.rg-viewer') === null, [...document.styleSheets].length,
      [...shadow.querySelectorAll('link')].map((l) => l.href.split('/').pop())];
    r.parts = [...new Set([...shadow.querySelectorAll('[part]')].flatMap((e) => [...e.part]))].sort();
    r.steps = [el.mode, el.next(), el.ply, el.goTo(3), el.last(), el.previous(), el.first(), el.goTo(99), (el.ply = 2, el.ply)];
    r.game = [el.position === el.dataset.position, el.game.history().map((m) => m.notation), el.game.turn(), el.variant];
    const before = canvas().toDataURL();
    el.flip();
    r.flipped = [el.orientation, canvas().toDataURL() !== before];
    r.refused = [refused(() => el.play('7g7f')), refused(() => el.undo()), refused(() => el.setPosition(START)), refused(() => { el.variant = 'sovereign'; }),
      refused(() => el.goTo(-1)), refused(() => el.loadRecord('garbage\nmore')), el.ply, el.dataset.moves];
    r.navigated = [...navigated];
    el.style.setProperty('--regalia-accent', 'rgb(1, 2, 3)'); // the board's custom properties theme the viewer too
    r.themed = getComputedStyle(shadow.querySelector('[part="moves"] [aria-current]')).backgroundColor;
    // Another mode after connection: the playing board, in the same shadow root.
    el.setAttribute('mode', 'play');
    await el.ready;
    r.playing = [!!shadow.querySelector('.rg'), !!shadow.querySelector('.rg-viewer'), el.play('7g7f').notation, refused(() => el.next()), el.ply];
    el.mode = 'viewer';
    await el.ready;
    r.viewerAgain = [el.dataset.ready, !!shadow.querySelector('.rg-viewer'), !!shadow.querySelector('.rg'), el.dataset.moves, el.next(), 'turn' in el.dataset];
    el.setAttribute('mode', 'huge');
    const notice = shadow.querySelector('[part~="notice"]');
    r.notice = [notice.checkVisibility() ? notice.textContent : null, el.mode];
    // The mode changed while the board loads: the viewer starts instead, and the one `ready` is its.
    const late = document.body.appendChild(document.createElement('regalia-board'));
    late.className = 'test-added';
    const readies = [];
    late.addEventListener('ready', (e) => readies.push(Object.keys(e.detail).join()));
    late.setAttribute('mode', 'viewer');
    await late.ready;
    r.late = [readies, !!late.shadowRoot.querySelector('.rg-viewer'), !!late.shadowRoot.querySelector('.rg'), late.game];
    return r;
  }, START);
  assert.deepEqual(out.isolated, [true, true, 0, ['record-viewer.css']]);
  for (const part of ['board', 'board-area', 'button', 'comment', 'hand', 'moves', 'nav', 'notice', 'panel', 'status', 'variations']) assert.ok(out.parts.includes(part), part);
  assert.deepEqual(out.steps, ['viewer', 1, 1, 3, 7, 6, 0, 7, 2]);
  assert.deepEqual(out.game, [true, ['7g7f', '3c3d'], 1, 'showgit']);
  assert.deepEqual(out.flipped, [2, true]);
  assert.deepEqual(out.refused, [...Array(4).fill('RegaliaError wrong-mode'), 'RegaliaError bad-argument', 'RegaliaError record-bad-line', 2, '7']);
  assert.deepEqual(out.navigated, [1, 3, 7, 6, 0, 7, 2]);
  assert.equal(out.themed, 'rgb(1, 2, 3)');
  assert.deepEqual(out.playing, [true, false, '7g7f', 'RegaliaError wrong-mode', null]);
  assert.deepEqual(out.viewerAgain, ['true', true, false, '7', 1, false]); // no data-turn left by the board
  assert.match(out.notice[0], /mode="huge": mode must be 'play' or 'viewer'/);
  assert.equal(out.notice[1], 'viewer');
  assert.deepEqual(out.late, [['viewer'], true, false, null]);
  noProblems(problems);
});

test('the viewer fits its container: a board as wide as a 680 px column, stacked on a 375 px phone, crisp at pixel ratio 2', async (t) => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`${env.url}examples/viewer.html`);
  await page.waitForSelector('#viewer[data-ready="true"]', { timeout: 20000 });
  const sizes = await page.evaluate(async () => {
    const record = document.querySelector('#viewer script').textContent;
    const out = {};
    for (const width of [680, 375]) {
      const column = document.body.appendChild(document.createElement('div'));
      column.style.width = `${width}px`; // CSSOM: allowed under the example's style-src 'self'
      const el = column.appendChild(document.createElement('regalia-board'));
      el.setAttribute('mode', 'viewer');
      el.appendChild(document.createElement('script')).type = 'text/plain';
      el.querySelector('script').textContent = record;
      await el.ready;
      const board = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
      const panel = el.shadowRoot.querySelector('[part="panel"]').getBoundingClientRect();
      out[width] = { width: board.width, height: board.height, backing: el.shadowRoot.querySelector('canvas').width, stacked: panel.top >= board.bottom, panel: panel.width };
    }
    return out;
  });
  t.diagnostic(`viewer board: ${sizes[680].width} px in a 680 px column, ${sizes[375].width} px in a 375 px one`);
  assert.deepEqual(sizes[680], { width: 680, height: 680, backing: 1360, stacked: true, panel: 680 });
  assert.deepEqual(sizes[375], { width: 375, height: 375, backing: 750, stacked: true, panel: 375 });
  await context.close();
});
