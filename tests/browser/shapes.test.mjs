// el.shapes and EvalBar in Chromium at device pixel ratio 2: an arrow's midpoint is painted in
// the arrow's colour on the canvas (read back from the canvas's own pixels), the arrow follows
// the board when it flips, a drop's arrow comes from its player's hand side, highlights and
// Sovereign Chess boards draw too, bad lists are refused; the evaluation bar's sign and fill
// follow the player shown at the bottom.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { noProblems } from './helpers.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const MAGENTA = '#ff00ff';

// The embed example at pixel ratio 2, opened once (a page costs about 4 CPU-s to open), with a
// board of each test's own at the top, in place of the one an earlier test added.
let example = null;
async function openBoard() {
  if (!example) {
    const context = await env.browser.newContext({ viewport: { width: 900, height: 900 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    example = { page, context, problems: [] };
    page.on('console', (msg) => ['error', 'warning'].includes(msg.type()) && example.problems.push(`console: ${msg.text()}`));
    page.on('pageerror', (err) => example.problems.push(`page error: ${err.message}`));
    await page.goto(`${env.url}examples/embed.html`);
    await page.waitForSelector('#showgit-board[data-ready="true"]', { timeout: 20000 });
  }
  const { page, problems, context } = example;
  problems.length = 0;
  await page.evaluate(async () => {
    document.getElementById('shapes-board')?.remove();
    const el = document.createElement('regalia-board');
    el.id = 'shapes-board';
    el.setAttribute('game', 'showgit');
    el.setAttribute('controls', 'none');
    el.style.width = '600px';
    document.body.prepend(el);
    window.scrollTo(0, 0);
    await el.ready;
    // The colour of the board's canvas at client point (x, y), read from its device pixels
    // (copied to a scratch canvas made for reading, so the board's own canvas is left as it is).
    const scratch = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    window.pixelAt = (x, y) => {
      const canvas = el.shadowRoot.querySelector('canvas');
      const rect = canvas.getBoundingClientRect();
      const px = Math.floor(((x - rect.left) * canvas.width) / rect.width);
      const py = Math.floor(((y - rect.top) * canvas.height) / rect.height);
      scratch.clearRect(0, 0, 1, 1);
      scratch.drawImage(canvas, px, py, 1, 1, 0, 0, 1, 1);
      return Array.from(scratch.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    window.midpoint = (a, b) => {
      const p = el.squareCenter(a);
      const q = el.squareCenter(b);
      return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    };
    window.colourAt = (square) => {
      const c = el.squareCenter(square);
      return window.pixelAt(c.x, c.y);
    };
  });
  return { page, problems, context };
}

const isMagenta = ([r, g, b]) => r > 230 && g < 30 && b > 230;

test('an arrow is drawn on the canvas at pixel ratio 2 and turns with the board', async () => {
  const { page, problems } = await openBoard();
  const before = await page.evaluate(() => {
    const canvas = document.getElementById('shapes-board').shadowRoot.querySelector('canvas');
    return { ratio: canvas.width / canvas.getBoundingClientRect().width, mid: window.pixelAt(...Object.values(window.midpoint('9i', '9g'))) };
  });
  assert.equal(before.ratio, 2, 'the backing store is in device pixels');
  assert.ok(!isMagenta(before.mid));

  const drawn = await page.evaluate((colour) => {
    const el = document.getElementById('shapes-board');
    el.shapes = [{ kind: 'arrow', from: '9i', to: '9g', color: colour }];
    const mid = window.midpoint('9i', '9g');
    const at = window.pixelAt(mid.x, mid.y);
    const elsewhere = window.colourAt('1c');
    el.flip();
    const flippedMid = window.midpoint('9i', '9g');
    return { shapes: el.shapes, at, elsewhere, flipped: window.pixelAt(flippedMid.x, flippedMid.y), old: window.pixelAt(mid.x, mid.y), moved: Math.hypot(flippedMid.x - mid.x, flippedMid.y - mid.y) };
  }, MAGENTA);
  assert.deepEqual(drawn.shapes, [{ kind: 'arrow', from: '9i', to: '9g', colour: MAGENTA }]);
  assert.ok(isMagenta(drawn.at), `the arrow's midpoint: ${drawn.at}`);
  assert.ok(!isMagenta(drawn.elsewhere));
  assert.ok(drawn.moved > 200, 'the flipped board puts 9h far from where it was');
  assert.ok(isMagenta(drawn.flipped), `the midpoint on the flipped board: ${drawn.flipped}`);
  assert.ok(!isMagenta(drawn.old), 'nothing left where the arrow was before the flip');

  // A drop comes from its player's hand: the first player's below the board, then above it when
  // flipped; either way it crosses 5g on its way to 5e and never 5c.
  const drop = await page.evaluate((colour) => {
    const el = document.getElementById('shapes-board');
    el.shapes = [{ drop: 'G', to: '5e', player: 1, color: colour }];
    const flipped = [window.colourAt('5g'), window.colourAt('5c'), window.colourAt('5e')];
    el.flip();
    const upright = [window.colourAt('5g'), window.colourAt('5c')];
    el.shapes = [{ drop: 'G', to: '5e', color: colour }];
    const byTurn = el.shapes[0].player;
    el.shapes = [];
    return { flipped, upright, byTurn, cleared: window.colourAt('5g') };
  }, MAGENTA);
  assert.ok(isMagenta(drop.flipped[0]) && !isMagenta(drop.flipped[1]), `flipped: ${drop.flipped}`);
  assert.ok(isMagenta(drop.upright[0]) && !isMagenta(drop.upright[1]), `upright: ${drop.upright}`);
  assert.equal(drop.byTurn, 1, "a drop's player defaults to the side to move");
  assert.ok(!isMagenta(drop.cleared));
  noProblems(problems);
});

test('highlights, Sovereign Chess shapes and refused lists', async () => {
  const { page, problems } = await openBoard();
  const out = await page.evaluate(() => {
    const el = document.getElementById('shapes-board');
    const corner = (square) => {
      const c = el.squareCenter(square);
      return window.pixelAt(c.x - 12, c.y - 12); // inside the square, off the counter's face
    };
    const plain = corner('5e');
    el.shapes = [{ kind: 'square', square: '5e', color: 'rgb(0, 0, 255)' }];
    const lit = corner('5e');
    const refused = [];
    for (const bad of ['7g7f', [{ from: 'e2', to: 'e4' }], [{ kind: 'circle', square: '5e' }], [{ square: '5e', color: 'not a colour' }], [{ drop: 'K', to: '5e' }], new Array(65).fill({ square: '5e' })]) {
      try {
        el.shapes = bad;
        refused.push('accepted');
      } catch (err) {
        refused.push(err.code);
      }
    }
    const kept = el.shapes.length;
    el.variant = 'sovereign';
    const hidden = el.shapes.length;
    return { plain, lit, refused, kept, hidden };
  });
  assert.ok(out.lit[2] > out.plain[2] + 40 && out.lit[0] < out.plain[0] - 60, `highlight: ${out.plain} -> ${out.lit}`);
  assert.deepEqual(out.refused, Array(6).fill('bad-argument'));
  assert.equal(out.kept, 1, 'a refused list leaves the shapes as they were');
  assert.equal(out.hidden, 0, "another variant's board does not show them");

  await page.waitForFunction(() => document.getElementById('shapes-board').game?.variant === 'sovereign');
  const sovereign = await page.evaluate((colour) => {
    const el = document.getElementById('shapes-board');
    el.shapes = [{ from: 'h4', to: 'h8', color: colour }];
    const mid = window.midpoint('h4', 'h8');
    return window.pixelAt(mid.x, mid.y);
  }, MAGENTA);
  assert.ok(isMagenta(sovereign), `the Sovereign arrow's midpoint: ${sovereign}`);
  noProblems(problems);
});

test("the evaluation bar's sign and fill follow the player shown at the bottom", async () => {
  const { page, problems } = await openBoard();
  const out = await page.evaluate(async () => {
    const { EvalBar } = await import(new URL('../web/eval-bar.js', location.href).href);
    const el = document.getElementById('shapes-board');
    const bar = new EvalBar();
    bar.element.style.height = '300px';
    document.body.prepend(bar.element);
    const seen = [];
    const show = (score, turn) => {
      bar.update({ score, turn, orientation: el.orientation, variant: 'showgit' });
      // The fill's height as set (it then eases there over a quarter second).
      const fill = parseFloat(bar.element.querySelector('.rg-eval-fill').style.height);
      seen.push([el.orientation, bar.element.querySelector('.rg-eval-label').textContent, Number(bar.element.dataset.share) > 0.5, Math.round(fill)]);
    };
    show({ cp: 200 }, 1);
    el.flip();
    show({ cp: 200 }, 1);
    show({ cp: 200 }, 2);
    show({ mate: 3 }, 1);
    el.flip();
    show({ mate: 3 }, 1);
    show({ mate: -2 }, 1);
    let refused = null;
    try {
      bar.update({ score: { cp: '200' }, turn: 1, variant: 'showgit' });
    } catch (err) {
      refused = err.code;
    }
    bar.clear();
    return { seen, refused, cleared: [bar.element.querySelector('.rg-eval-label').textContent, bar.element.dataset.value ?? null] };
  });
  const share = Math.round(100 / (1 + Math.exp(-200 / 1472)));
  assert.deepEqual(out.seen.map((s) => s.slice(0, 3)), [
    [1, '+2.0', true], [2, '-2.0', false], [2, '+2.0', true], [2, '-M3', false], [1, 'M3', true], [1, '-M2', false],
  ]);
  assert.ok(Math.abs(out.seen[0][3] - share) <= 1, `fill ${out.seen[0][3]} % for +200, expected ${share} %`);
  assert.ok(Math.abs(out.seen[1][3] - (100 - share)) <= 1);
  assert.equal(out.refused, 'bad-argument');
  assert.deepEqual(out.cleared, ['', null]);
  noProblems(problems);
});
