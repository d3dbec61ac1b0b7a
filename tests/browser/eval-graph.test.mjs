// A game review in Chromium (the engine's module worker on a page without shared memory) drawn
// by EvalGraph: the planted blunder of tests/js/review.test.mjs shows as a red mark on the
// curve, a click on its column selects its ply, the curve turns over for the other player, and
// the page's frames keep coming while the worker reviews (the longest gap printed).
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

const BLUNDER = '7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c 2d1d 1c1d'.split(' ');
const BLUNDER_PLY = 13;

test('a review drawn by EvalGraph: the blunder marked, a click selects its ply, the view turns with the player', async () => {
  const { page, problems, context } = await openPage(env.browser, `${env.url}examples/embed.html`);
  await page.waitForSelector('#showgit-board[data-ready="true"]', { timeout: 20000 });
  const out = await page.evaluate(async (moves) => {
    const { load } = await import(new URL('../bindings/js/browser.js', location.href).href);
    const { EvalGraph } = await import(new URL('../web/eval-graph.js', location.href).href);
    const regalia = await load();
    const engine = await regalia.engine();
    // The longest gap between frames while `work` runs.
    const longestGap = async (work) => {
      let lastFrame = performance.now();
      let longest = 0;
      let running = true;
      const frame = (now) => {
        longest = Math.max(longest, now - lastFrame);
        lastFrame = now;
        if (running) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      const value = await work();
      running = false;
      return { value, longest };
    };
    // The same page idle for a second first: what the machine itself allows.
    const idle = await longestGap(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const progress = [];
    const { value: review, longest } = await longestGap(() => engine.review({ variant: 'showgit', moves }, { nodes: 20000, onProgress: (p) => progress.push(p.done) }));
    engine.dispose();

    window.graphSelected = [];
    const graph = new EvalGraph({ onSelect: (ply) => window.graphSelected.push(ply) });
    graph.element.style.width = '600px';
    graph.element.style.height = '120px';
    document.body.prepend(graph.element);
    window.scrollTo(0, 0);
    graph.show(review, { orientation: 1 });
    const scratch = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const pixelAt = ({ x, y }) => {
      const canvas = graph.element;
      const rect = canvas.getBoundingClientRect();
      scratch.clearRect(0, 0, 1, 1);
      scratch.drawImage(canvas, Math.floor(((x - rect.left) * canvas.width) / rect.width), Math.floor(((y - rect.top) * canvas.height) / rect.height), 1, 1, 0, 0, 1, 1);
      return Array.from(scratch.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    const rect = graph.element.getBoundingClientRect();
    const mark = graph.pointOf(moves.length - 1);
    const middle = rect.top + rect.height / 2;
    const upright = { mark: pixelAt(mark), afterY: graph.pointOf(moves.length).y - middle, quiet: pixelAt(graph.pointOf(4)) };
    graph.show(review, { orientation: 2 });
    const turned = { afterY: graph.pointOf(moves.length).y - middle };
    return {
      longest, idle: idle.longest, progress, marked: review.moves.filter((m) => m.classification === 'blunder').map((m) => m.ply),
      upright, turned, markX: mark.x, markY: mark.y, width: graph.element.width / rect.width,
    };
  }, BLUNDER);
  console.log(`longest frame gap while the worker reviewed ${BLUNDER.length + 1} positions: ${out.longest.toFixed(1)} ms (idle page: ${out.idle.toFixed(1)} ms)`);
  // The issue asks for gaps under 50 ms: a figure, printed above, not asserted (with a load
  // average of 20 to 27 it measured 33 to 670 ms). The bound only catches a review run on the
  // page's own thread, which blocks it for many seconds.
  assert.ok(out.longest <= Math.max(2000, out.idle + 2000), `a ${out.longest.toFixed(1)} ms gap`);
  assert.deepEqual(out.progress, Array.from({ length: BLUNDER.length + 1 }, (_, i) => i + 1));
  assert.deepEqual(out.marked, [BLUNDER_PLY]);
  const [r, g, b] = out.upright.mark;
  assert.ok(r > 180 && g < 80 && b < 80, `the blunder's mark is red: ${out.upright.mark}`);
  assert.ok(!(out.upright.quiet[0] > 180 && out.upright.quiet[1] < 80), 'no mark on a quiet move');
  assert.ok(out.upright.afterY > 10, 'after the blunder the first player, at the bottom, is below the even line');
  assert.ok(out.turned.afterY < -10, 'with the second player at the bottom the curve is above it');
  // A click on the mark's column selects that ply; with the graph focused, ArrowLeft steps back.
  await page.mouse.click(out.markX, out.markY);
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await page.evaluate(() => window.graphSelected), [BLUNDER_PLY, BLUNDER_PLY - 1]);
  noProblems(problems);
  await context.close();
});
