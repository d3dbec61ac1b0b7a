// examples/embed.html: two <regalia-board> elements under a strict CSP, one script tag, no
// console errors; the SHOWGIT board plays against the AI, the Sovereign one speaks Korean.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, openPage } from './chromium.mjs';
import { noProblems } from './helpers.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

// The embed example, opened once for the tests that use it (a page costs about 4 CPU-s to open);
// each test forgets the problems seen before it.
let example = null;
async function openExample() {
  if (!example) {
    example = await openPage(env.browser, `${env.url}examples/embed.html`);
    await example.page.waitForSelector('#showgit-board[data-ready="true"]', { timeout: 20000 });
  }
  example.problems.length = 0;
  return example;
}

test('the embed example mounts both boards under the strict CSP', async () => {
  const { page, problems } = await openExample();
  await page.waitForSelector('#sovereign-board[data-ready="true"]', { timeout: 20000 });
  const s = await page.$eval('#sovereign-board', (el) => ({ ...el.dataset }));
  assert.equal(s.variant, 'sovereign');
  assert.equal(s.lang, 'ko');
  assert.equal(s.legalMoves, '20');
  assert.equal(await page.isVisible('#sovereign-board .rg-variants'), false);
  // The SHOWGIT board: the person moves, the AI (level 3) answers.
  const click = async (sq) => {
    const c = await page.evaluate((q) => document.getElementById('showgit-board').squareCenter(q), sq);
    await page.mouse.click(c.x, c.y);
  };
  await click('7g');
  await click('7f');
  await page.waitForFunction(() => document.getElementById('showgit-board').dataset.moves === '2', null, { timeout: 8000 });
  noProblems(problems);
});

// ---- the element as a web developer uses it: events, `ready`, attributes after connection ----

const EVENT_TYPES = ['ready', 'move', 'undo', 'gameover', 'select'];
const MATE_IN_ONE = '4k4/9/4P4/9/9/9/9/9/4K4 b G 1'; // G*5b: the gold, guarded by the pawn, mates

// Adds to the embed example a board with `attributes`, in place of the one an earlier test added;
// every event is logged as it reaches `document`, which shows that it bubbles.
async function openWithBoard(attributes) {
  const opened = await openExample();
  await opened.page.evaluate(({ attributes, types }) => {
    document.getElementById('test-board')?.remove();
    window.boardEvents = [];
    if (!window.boardListeners) for (const type of types) {
      document.addEventListener(type, (e) => {
        if (e.target.id !== 'test-board') return;
        const d = e.detail;
        window.boardEvents.push({
          type, bubbles: e.bubbles, composed: e.composed, apiSet: e.target.game !== null, dataReady: e.target.dataset.ready,
          move: d.move?.notation, by: d.by, position: d.position, undone: d.moves?.map((m) => m.notation),
          reason: d.status?.reason, winner: d.status?.winner, square: d.square, piece: d.piece?.type, hand: d.hand, player: d.player,
        });
      });
    }
    window.boardListeners = true;
    const el = document.createElement('regalia-board');
    el.id = 'test-board';
    for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
    document.body.prepend(el);
    window.scrollTo(0, 0);
  }, { attributes, types: EVENT_TYPES });
  const api = await opened.page.evaluate(async () => {
    const el = document.getElementById('test-board');
    const resolved = await el.ready;
    return { same: resolved === el, legal: el.game.legalMoves().length, variant: el.variant };
  });
  return { ...opened, api };
}

async function clickBoard(page, square) {
  const c = await page.evaluate((sq) => {
    const el = document.getElementById('test-board');
    el.shadowRoot.querySelector('canvas').scrollIntoView({ block: 'nearest' });
    return el.squareCenter(sq);
  }, square);
  await page.mouse.click(c.x, c.y);
}

const events = (page) => page.evaluate(() => window.boardEvents);

test('<regalia-board>: ready, select, move by the person and by the AI, undo; refused input fires nothing', async () => {
  const { page, problems, api } = await openWithBoard({ game: 'showgit', level: '1' });
  assert.deepEqual(api, { same: true, legal: 30, variant: 'showgit' });
  let log = await events(page);
  assert.equal(log.length, 1);
  assert.deepEqual(log[0], { ...log[0], type: 'ready', bubbles: true, composed: true, apiSet: true, dataReady: 'true' });

  // Refused input: an empty square, a piece of the side not to move, a square the selected piece cannot reach.
  await clickBoard(page, '5e');
  await clickBoard(page, '3c');
  assert.equal((await events(page)).length, 1);
  await clickBoard(page, '7g');
  await clickBoard(page, '7e');
  await clickBoard(page, '7g');
  await clickBoard(page, '7f');
  await page.waitForFunction(() => window.boardEvents.filter((e) => e.type === 'move').length === 2, null, { timeout: 15000 });
  log = await events(page);
  assert.deepEqual(log.slice(1, 3).map((e) => [e.type, e.square, e.piece]), [['select', '7g', 'P'], ['select', '7g', 'P']]);
  const [person, ai] = log.filter((e) => e.type === 'move');
  assert.deepEqual([person.move, person.by, person.bubbles, person.composed], ['7g7f', 'person', true, true]);
  assert.equal(ai.by, 'ai');
  assert.equal(ai.position, await page.$eval('#test-board', (el) => el.dataset.position));
  assert.deepEqual(log.map((e) => e.type), ['ready', 'select', 'select', 'move', 'move']);

  // Undo against the AI takes back its answer and the person's move, in one event.
  await page.click('#test-board [data-action="undo"]');
  log = await events(page);
  const undo = log.at(-1);
  assert.equal(undo.type, 'undo');
  assert.deepEqual(undo.undone, [ai.move, '7g7f']);
  assert.equal(undo.position, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
  // Nothing left to undo (the button is disabled; the API call changes nothing): no event.
  assert.deepEqual(await page.evaluate(() => document.getElementById('test-board').undo()), []);
  assert.equal((await events(page)).length, log.length);
  noProblems(problems);
});

test('<regalia-board>: a mate in one from the position attribute fires move then gameover', async () => {
  const { page, problems, api } = await openWithBoard({ game: 'showgit', position: MATE_IN_ONE });
  assert.equal(api.legal, 85);
  await page.click('#test-board button[data-drop="G"][data-player="1"]');
  await clickBoard(page, '5b');
  await page.waitForFunction(() => window.boardEvents.some((e) => e.type === 'gameover'), null, { timeout: 5000 });
  const log = await events(page);
  assert.deepEqual(log.map((e) => e.type), ['ready', 'select', 'move', 'gameover']);
  assert.deepEqual([log[1].hand, log[1].player], ['G', 1]);
  assert.deepEqual([log[2].move, log[2].by, log[2].position], ['G*5b', 'person', '4k4/4G4/4P4/9/9/9/9/9/4K4 w - 2']);
  assert.deepEqual([log[3].reason, log[3].winner], ['big-bang', 1]);
  // The game is over: clicks are refused and fire nothing.
  await clickBoard(page, '5b');
  await clickBoard(page, '5i');
  assert.equal((await events(page)).length, 4);
  noProblems(problems);
});

test('<regalia-board>: lang, game, position and level changed after connection take effect', async () => {
  const { page, problems } = await openWithBoard({ game: 'showgit' });
  const data = () => page.$eval('#test-board', (el) => ({ ...el.dataset, dir: el.shadowRoot.querySelector('.rg').dir, text: el.shadowRoot.querySelector('[data-action="undo"]').textContent }));
  const before = await data();
  await page.evaluate(() => document.getElementById('test-board').setAttribute('lang', 'ar'));
  let now = await data();
  assert.deepEqual([now.lang, now.dir], ['ar', 'rtl']);
  assert.notEqual(now.text, before.text);

  await clickBoard(page, '7g');
  await clickBoard(page, '7f');
  await page.evaluate(() => document.getElementById('test-board').setAttribute('game', 'sovereign'));
  now = await data();
  assert.deepEqual([now.variant, now.legalMoves, now.moves, now.lang], ['sovereign', '20', '0', 'ar']);
  assert.equal(await page.$eval('#test-board', (el) => el.game.legalMoves().length), 20);

  await page.evaluate((sfen) => {
    const el = document.getElementById('test-board');
    el.setAttribute('position', sfen);
    el.setAttribute('game', 'showgit');
  }, MATE_IN_ONE);
  now = await data();
  assert.deepEqual([now.variant, now.position, now.moves], ['showgit', MATE_IN_ONE, '0']);

  // A level set later makes the AI answer the person's move.
  await page.evaluate(() => {
    const el = document.getElementById('test-board');
    el.removeAttribute('position');
    el.setAttribute('level', '1');
  });
  await clickBoard(page, '7g');
  await clickBoard(page, '7f');
  await page.waitForFunction(() => document.getElementById('test-board').dataset.moves === '2', null, { timeout: 15000 });
  noProblems(problems);
});

test('<regalia-board>: moved within the page it keeps its game; removed, it frees it; added again, it is ready anew', async () => {
  const { page, problems } = await openWithBoard({ game: 'showgit' });
  await clickBoard(page, '7g');
  await clickBoard(page, '7f');
  const moved = await page.evaluate(async () => {
    const el = document.getElementById('test-board');
    const canvas = el.shadowRoot.querySelector('canvas');
    document.body.append(el); // disconnects and reconnects at once
    await Promise.resolve();
    return { same: el.shadowRoot.querySelector('canvas') === canvas, moves: el.game.history().length };
  });
  assert.deepEqual(moved, { same: true, moves: 1 });
  const again = await page.evaluate(async () => {
    const el = document.getElementById('test-board');
    el.remove();
    await new Promise((r) => setTimeout(r, 0));
    const freed = el.game === null;
    document.body.prepend(el);
    const resolved = await el.ready;
    return { freed, same: resolved === el, legal: el.game.legalMoves().length };
  });
  assert.deepEqual(again, { freed: true, same: true, legal: 30 });
  assert.deepEqual((await events(page)).map((e) => e.type), ['ready', 'select', 'move', 'ready']);
  noProblems(problems);
});

// ---- the element as a controlled, isolated, sizeable component ----

// A host page of the test's own, served at a same-origin URL (the static server publishes only
// the site's folders), with the element's module loaded by one script tag. At pixel ratio 1 it
// is one page, the next host document loaded into it (cheaper than a new page); `{ apart: true }`
// opens another page, for a test that needs two at once.
let hostPage = null;
async function openHost(body, { head = '', deviceScaleFactor = 1, apart = false } = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">${head}<script type="module" src="../web/embed.js"></script></head><body>${body}</body></html>`;
  const reuse = deviceScaleFactor === 1 && !apart;
  let opened = reuse ? hostPage : null;
  if (!opened) {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor });
    const page = await context.newPage();
    opened = { page, context, problems: [], html };
    page.on('console', (msg) => ['error', 'warning'].includes(msg.type()) && opened.problems.push(`console ${msg.type()}: ${msg.text()}`));
    page.on('pageerror', (err) => opened.problems.push(`page error: ${err.message}`));
    await page.route(`${env.url}examples/test-host.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: opened.html }));
    if (reuse) hostPage = opened;
  }
  opened.html = html;
  opened.problems.length = 0;
  const { page, problems, context } = opened;
  await page.goto(`${env.url}examples/test-host.html`);
  await page.evaluate(async () => {
    await customElements.whenDefined('regalia-board');
    await Promise.all([...document.querySelectorAll('regalia-board')].map((el) => el.ready));
  });
  return { page, problems, context };
}

test('<regalia-board controls>: none, minimal and full fill a 680 px column; a bare board follows its container, square and crisp at pixel ratio 2', async (t) => {
  const { page, problems, context } = await openHost(`
    <div id="column" style="width: 680px">
      <regalia-board id="none" controls="none"></regalia-board>
      <regalia-board id="minimal" controls="minimal"></regalia-board>
      <regalia-board id="full"></regalia-board>
    </div>
    <div style="width: 500px; height: 300px"><regalia-board id="fit" controls="none" style="height: 100%"></regalia-board></div>`, { deviceScaleFactor: 2 });
  const measure = () => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('regalia-board')].map((el) => {
    const shadow = el.shadowRoot;
    const canvas = shadow.querySelector('canvas');
    const r = canvas.getBoundingClientRect();
    const shown = (selector) => shadow.querySelector(selector).checkVisibility();
    return [el.id, {
      width: r.width, height: r.height, left: r.left, backing: canvas.width, controls: el.controls,
      shown: ['.rg-status', '[data-action="undo"]', '[data-action="flip"]', '[data-action="redo"]', '.rg-moves', '.rg-hand-top', '.rg-toolbar', '.rg-io'].filter(shown),
    }];
  })));
  const sizes = await measure();
  t.diagnostic(`SHOWGIT board in a 680 px column: none ${sizes.none.width} px, minimal ${sizes.minimal.width} px, full ${sizes.full.width} px`);
  for (const id of ['none', 'minimal', 'full']) {
    assert.equal(sizes[id].width, 680, `${id}: the board takes the column's width`);
    assert.equal(sizes[id].height, 680, `${id}: square`);
    assert.equal(sizes[id].backing, 1360, `${id}: one backing pixel per device pixel`);
  }
  assert.deepEqual(sizes.none.shown, []);
  assert.deepEqual(sizes.minimal.shown, ['.rg-status', '[data-action="undo"]', '[data-action="flip"]', '.rg-hand-top']);
  assert.deepEqual(sizes.full.shown, ['.rg-status', '[data-action="undo"]', '[data-action="flip"]', '[data-action="redo"]', '.rg-moves', '.rg-hand-top', '.rg-toolbar', '.rg-io']);
  // A container with a height: the square fits it, centred.
  assert.deepEqual([sizes.fit.width, sizes.fit.height, sizes.fit.left, sizes.fit.backing], [300, 300, 8 + 100, 600]);

  // The column narrows: the bare board follows (ResizeObserver), still square and crisp.
  await page.evaluate(() => { document.getElementById('column').style.width = '437.5px'; });
  await page.waitForFunction(() => document.getElementById('none').shadowRoot.querySelector('canvas').width === 875);
  const narrow = (await measure()).none;
  assert.deepEqual([narrow.width, narrow.height], [437.5, 437.5]);
  // controls changed after connection.
  await page.evaluate(() => document.getElementById('none').setAttribute('controls', 'minimal'));
  assert.equal((await measure()).none.shown.length, 4);
  noProblems(problems);
  await context.close();
});

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const CSA_TWO_MOVES = 'V2.2\nPI\n+\n+7776FU\n-3334FU\n';

test('<regalia-board> API: play, undo, setPosition, loadRecord, flip and settings keep game and drawing in step; bad values change nothing', async () => {
  const { page, problems } = await openHost('<regalia-board id="b" controls="minimal"></regalia-board>');
  const result = await page.evaluate(({ START, MATE_IN_ONE, CSA_TWO_MOVES }) => {
    const el = document.getElementById('b');
    const canvas = el.shadowRoot.querySelector('canvas');
    const pixels = () => canvas.toDataURL();
    const log = [];
    for (const type of ['move', 'undo', 'gameover']) el.addEventListener(type, (e) => log.push([type, e.detail.move?.notation ?? e.detail.moves?.map((m) => m.notation).join(' ') ?? e.detail.status?.reason, e.detail.by ?? null]));
    const refused = (call) => {
      try {
        call();
        return 'accepted';
      } catch (err) {
        return `${err.name} ${err.code}`;
      }
    };
    const out = {};
    const start = pixels();
    out.view = { frozen: Object.isFrozen(el.game), writes: ['play', 'undo', 'swap', 'dispose', 'think'].filter((m) => m in el.game) };

    const played = el.play('7g7f');
    out.afterPlay = { played: played.notation, position: el.position, data: el.dataset.position, history: el.game.history().length, drawn: pixels() !== start };
    el.play(el.game.legalMoves().find((m) => m.notation === '3c3d')); // a move object works too
    out.refusedMoves = [refused(() => el.play('1a1b')), refused(() => el.play(42)), el.game.history().length];
    out.undone = [el.undo().map((m) => m.notation), el.undo().map((m) => m.notation), el.position === START, pixels() === start];

    out.refusedSettings = [
      refused(() => { el.level = 11; }), refused(() => { el.interactive = 'white'; }), refused(() => { el.controls = 'huge'; }),
      refused(() => { el.orientation = 3; }), refused(() => { el.ai = 'black'; }), refused(() => { el.variant = 'chess'; }),
      refused(() => el.setPosition('not a position')), refused(() => { el.position = 7; }),
      refused(() => el.loadRecord('garbage\nmore')),
      [el.level, el.interactive, el.controls, el.orientation, el.ai, el.variant, el.position === START],
    ];

    el.orientation = 2;
    const flipped = pixels();
    el.flip();
    out.orientation = [flipped !== start, el.orientation, pixels() === start];

    el.setPosition(MATE_IN_ONE);
    out.mate = [el.position, el.play('G*5b').notation, el.game.status().reason];

    el.variant = 'sovereign';
    const sovereign = [el.variant, el.game.legalMoves().length, el.dataset.variant];
    el.loadRecord(CSA_TWO_MOVES);
    out.record = [...sovereign, el.variant, el.game.history().map((m) => m.notation).join(' '), el.dataset.moves];
    // `game` is also the attribute's name: React 19 and Vue set it as a property, meaning the variant.
    el.game = 'sovereign';
    out.gameProperty = [el.variant, el.game.variant, el.game.legalMoves().length, refused(() => { el.game = 'chess'; })];
    out.log = log;
    return out;
  }, { START, MATE_IN_ONE, CSA_TWO_MOVES });
  // mount() gives the same guarantees: the game to read, moves through the board.
  const mounted = await page.evaluate(async () => {
    const { mount } = await import('../web/embed.js');
    const host = document.body.appendChild(document.createElement('div'));
    const board = await mount(host);
    const writes = ['play', 'undo', 'dispose'].filter((m) => m in board.game);
    const played = board.play('7g7f').notation;
    return { writes, played, moves: host.dataset.moves, position: board.game.position() === host.dataset.position };
  });
  assert.deepEqual(mounted, { writes: [], played: '7g7f', moves: '1', position: true });

  assert.deepEqual(result.view, { frozen: true, writes: [] });
  const { afterPlay } = result;
  assert.deepEqual([afterPlay.played, afterPlay.position, afterPlay.history, afterPlay.drawn], ['7g7f', afterPlay.data, 1, true]);
  assert.deepEqual(result.refusedMoves, ['RegaliaError illegal-move', 'RegaliaError bad-argument', 2]);
  // Two undos back to the start: the drawing is the start's, pixel for pixel.
  assert.deepEqual(result.undone, [['3c3d'], ['7g7f'], true, true]);
  assert.deepEqual(result.refusedSettings, [
    ...Array(6).fill('RegaliaError bad-argument'), result.refusedSettings[6], 'RegaliaError bad-argument', 'RegaliaError record-bad-line',
    [null, 'both', 'minimal', 1, null, 'showgit', true],
  ]);
  assert.match(result.refusedSettings[6], /^RegaliaError (?!bad-argument)/); // the library's own code for the position
  assert.deepEqual(result.orientation, [true, 1, true]);
  assert.deepEqual(result.mate, [MATE_IN_ONE, 'G*5b', 'big-bang']);
  assert.deepEqual(result.record, ['sovereign', 20, 'sovereign', 'showgit', '7g7f 3c3d', '2']);
  assert.deepEqual(result.gameProperty, ['sovereign', 'sovereign', 20, 'RegaliaError bad-argument']);
  assert.deepEqual(result.log, [
    ['move', '7g7f', 'api'], ['move', '3c3d', 'api'], ['undo', '3c3d', null], ['undo', '7g7f', null],
    ['move', 'G*5b', 'api'], ['gameover', 'big-bang', null],
  ]);
  noProblems(problems);
});

test('<regalia-board> attributes after connection: interactive, orientation, ai and level; a bad value shows a message and changes nothing', async () => {
  const { page, problems } = await openHost('<regalia-board id="test-board" interactive="2"></regalia-board>');
  await page.evaluate(() => {
    window.boardEvents = [];
    for (const type of ['select', 'move']) document.addEventListener(type, (e) => window.boardEvents.push([type, e.detail.square ?? e.detail.move?.notation, e.detail.by ?? null]));
  });
  // Only player 2 may move: player 1's pawn does not answer.
  await clickBoard(page, '7g');
  assert.deepEqual(await events(page), []);
  const notice = () => page.evaluate(() => {
    const el = document.getElementById('test-board');
    const n = el.shadowRoot.querySelector('.rg-notice');
    return [n.checkVisibility() ? n.textContent : null, el.controls, el.orientation];
  });
  await page.evaluate(() => document.getElementById('test-board').setAttribute('controls', 'huge'));
  const [text, controls] = await notice();
  assert.match(text, /controls="huge": controls must be 'full', 'minimal' or 'none'/);
  assert.equal(controls, 'full');
  await page.evaluate(() => {
    const el = document.getElementById('test-board');
    el.setAttribute('controls', 'none');
    el.setAttribute('interactive', 'both');
    el.setAttribute('orientation', '2');
  });
  assert.deepEqual(await notice(), [null, 'none', 2]);
  await clickBoard(page, '7g');
  await clickBoard(page, '7f');
  // The AI, given the second player and level 1 after connection, answers 7g7f.
  await page.evaluate(() => {
    const el = document.getElementById('test-board');
    el.setAttribute('level', '1');
    el.setAttribute('ai', '2');
  });
  await page.waitForFunction(() => window.boardEvents.filter((e) => e[0] === 'move').length === 2, null, { timeout: 15000 });
  const log = await events(page);
  assert.deepEqual(log.slice(0, 2), [['select', '7g', null], ['move', '7g7f', 'person']]);
  assert.equal(log[2][2], 'ai');
  assert.deepEqual(await page.evaluate(() => [document.getElementById('test-board').ai, document.getElementById('test-board').level]), [2, 1]);
  noProblems(problems);
});

// A host stylesheet that restyles everything it can reach, the component's own class names and
// part-like attributes included, and the root font size (rem) too.
const HOSTILE_CSS = `
  html { font-size: 30px !important; }
  * { all: revert; font: 30px serif !important; box-sizing: content-box !important; line-height: 3 !important;
      color: red !important; letter-spacing: 3px !important; text-transform: uppercase !important;
      --rg-bg: red; --rg-fg: lime; --c: red; }
  canvas { filter: invert(1) !important; width: 50px !important; }
  div { padding: 9px !important; margin: 7px !important; }
  button, select, textarea { background: lime !important; border: 5px dashed red !important; min-height: 90px !important; }
  p, h3, ol, li { margin: 40px !important; display: inline !important; }
  [hidden] { display: block !important; }
  [part], .rg, .rg-main, .rg-panel, .rg-canvas, .rg-hand, .rg-status, .rg-buttons, .rg-shadow { display: none !important; }
  regalia-board *, regalia-board::before { outline: 4px solid red !important; }`;
// The same board and record viewer twice: the part of the host page each sits in is laid out
// the same in both (the viewer beside the board, within the window, at a phone's width).
const HOST_BODY = `<section style="width: 600px"><regalia-board id="b" controls="minimal"></regalia-board></section>
  <section style="position: absolute; left: 640px; top: 0; width: 360px"><regalia-board id="v" mode="viewer" ply="2"><script type="text/plain">
手合割：平手
先手：Sente
*a comment
   1 ７六歩(77)
   2 ３四歩(33)
*<b>text</b>
   3 ２六歩(27)
変化：2手
   2 ８四歩(83)
</script></regalia-board></section>`;

// The screenshot is clipped to what the component draws inside its shadow root: the
// <regalia-board> element's own box (its display, margins) is the host page's to style.
async function boardShot(page, id = 'b', selector = '.rg') {
  const clip = await page.evaluate(([id, selector]) => {
    const r = document.getElementById(id).shadowRoot.querySelector(selector).getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, [id, selector]);
  return { clip, png: await page.screenshot({ clip }) };
}

test('<regalia-board> (board and record viewer) under a hostile host stylesheet renders pixel for pixel as on a plain page; its classes do not leak out; parts and --regalia-* theme it', async () => {
  const plain = await openHost(`${HOST_BODY}
    <div id="probe" class="rg rg-main rg-panel rg-status rg-buttons rg-canvas-wrap rg-notice">probe</div><div id="control">probe</div>
    <regalia-board id="themed" controls="minimal" class="themed"></regalia-board>`, {
    head: `<style>.themed { --regalia-bg: rgb(1, 2, 3); --regalia-fg: rgb(4, 5, 6); --regalia-showgit-board: rgb(0, 128, 255); }
      .themed::part(status) { text-decoration: underline; }</style>`,
  });
  const hostile = await openHost(HOST_BODY, { head: `<style>${HOSTILE_CSS}</style>`, apart: true });
  const a = await boardShot(plain.page);
  const b = await boardShot(hostile.page);
  assert.deepEqual(b.clip.width, a.clip.width);
  assert.deepEqual(b.clip.height, a.clip.height);
  assert.ok(a.clip.height > 600, `the board and its controls are shown (${a.clip.height} px high)`);
  assert.ok(a.png.equals(b.png), 'the board under the hostile stylesheet differs from the plain one');
  const va = await boardShot(plain.page, 'v', '.rg-viewer');
  const vb = await boardShot(hostile.page, 'v', '.rg-viewer');
  assert.deepEqual([vb.clip.width, vb.clip.height], [va.clip.width, va.clip.height]);
  assert.ok(va.clip.height > 500, `the viewer's board and panel are shown (${va.clip.height} px high)`);
  assert.ok(va.png.equals(vb.png), 'the record viewer under the hostile stylesheet differs from the plain one');

  // Nothing leaks out: the document has no stylesheet of the component's, and an element of the
  // host page wearing the component's class names is styled like one without.
  const leak = await plain.page.evaluate(() => {
    const keys = ['display', 'padding', 'margin', 'background-color', 'font-weight', 'font-size', 'position', 'container-type', 'color'];
    const style = (id) => Object.fromEntries(keys.map((k) => [k, getComputedStyle(document.getElementById(id)).getPropertyValue(k)]));
    return { sheets: [...document.styleSheets].map((s) => s.href), probe: style('probe'), control: style('control') };
  });
  assert.deepEqual(leak.sheets, [null]); // the test's own <style> only
  assert.deepEqual(leak.probe, leak.control);

  // Theming from outside: custom properties and ::part().
  const themed = await plain.page.evaluate(() => {
    const el = document.getElementById('themed');
    const shadow = el.shadowRoot;
    const panel = getComputedStyle(shadow.querySelector('.rg'));
    const status = getComputedStyle(shadow.querySelector('.rg-status'));
    // The board's colour at the centre of an empty square, in backing-store pixels.
    const squareColour = (board) => {
      const canvas = board.shadowRoot.querySelector('canvas');
      const rect = canvas.getBoundingClientRect();
      const c = board.squareCenter('5e');
      const k = canvas.width / rect.width;
      return [...canvas.getContext('2d').getImageData(Math.round((c.x - rect.left) * k), Math.round((c.y - rect.top) * k), 1, 1).data];
    };
    return [panel.color, status.textDecorationLine, getComputedStyle(document.getElementById('b').shadowRoot.querySelector('.rg-status')).textDecorationLine,
      squareColour(el), squareColour(document.getElementById('b'))];
  });
  assert.deepEqual(themed, ['rgb(4, 5, 6)', 'underline', 'none', [0, 128, 255, 255], [0xef, 0xcd, 0x8a, 255]]);
  noProblems(plain.problems);
  noProblems(hostile.problems);
  await hostile.context.close();
});
