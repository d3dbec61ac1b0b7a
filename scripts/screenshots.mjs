// Writes docs/img/showgit.png and docs/img/sovereign.png: the page in Debian's Chromium, each game
// a few moves in (so the highlights and panels show), docs/img/move-tree.png: the move list
// with a variation (docs/page.md "Reading the game"), docs/img/clocks-handicap.png: a SHOWGIT
// handicap game against the AI on a byoyomi clock, after the AI's first move (docs/page.md
// "Clocks", "Handicaps"), docs/img/editor.png: the board editor with a small SHOWGIT setup
// (docs/page.md "Board editor"), and docs/img/analysis.png (docs/page.md "Analysis"). For the
// README and the docs; not compared in tests.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBrowser, openPage } from '../tests/browser/chromium.mjs';
import { writeFileSync } from 'node:fs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs', 'img');
mkdirSync(out, { recursive: true });

const shots = [
  {
    file: 'showgit.png',
    variant: 'showgit',
    moves: '7g7f 3c3d 8h2b+ 3a2b B*4e 8c8d 2g2f',
    select: '2b',
  },
  {
    file: 'sovereign.png',
    variant: 'sovereign',
    moves: 'e2e4 e15e13 e4e5 e13e12 f2f4',
    select: 'e12',
  },
  {
    file: 'clocks-handicap.png',
    variant: 'showgit',
    // Two-pieces handicap, the person the taker, against the AI, 5 min + 3 x 30 s byoyomi.
    async setup(page) {
      await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai3');
      await page.selectOption('#app select[data-ref="sideSelect"]', '1');
      await page.selectOption('#app select[data-ref="handicapSelect"]', 'two-pieces');
      await page.selectOption('#app select[data-ref="timeSelect"]', 'b-5-30x3');
      await page.click('#app [data-action="new"]');
      await page.waitForSelector('#app[data-moves="1"]');
    },
  },
];

// Also docs/img/pieces-showgit.png and docs/img/pieces-sovereign.png, one picture per game: the
// same corner of the same position in each of its piece sets, side by side (docs/page.md "Piece
// sets"). The kanji sets need a Japanese font (Debian's fonts-ipafont-mincho, which
// scripts/setup.mjs installs).
const pieceStrips = [
  { file: 'pieces-showgit.png', variant: 'showgit', moves: '7g7f 3c3d 8h2b+ 3a2b B*4e 8c8d', sets: ['counters', 'kanji', 'kanji2', 'contrast'], cells: [6, 5] },
  { file: 'pieces-sovereign.png', variant: 'sovereign', moves: 'e2e4 e15e13', sets: ['standard', 'contrast'], cells: [6, 4] },
];
const CELL = 44; // pixels of one square in the picture

async function writeStrip({ file, variant, moves, sets, cells }) {
  const { page, problems, context } = await openPage(env.browser, `${env.url}web/`, { width: 1280, height: 860 });
  await page.waitForSelector('#app[data-ready="true"]');
  await page.click(`#app button[data-variant="${variant}"]`);
  await page.fill('#app textarea', moves);
  await page.click('#app [data-action="import"]');
  await page.waitForFunction(() => !document.getElementById('app').regalia.flip);
  const tiles = [];
  for (const set of sets) {
    await page.selectOption('#app select[data-ref="pieceSelect"]', set);
    // The lower-left `cells` [columns, rows] of the board (the first player's side) with its margins.
    tiles.push(await page.evaluate(({ cellPx, cells: [columns, rows] }) => {
      const app = document.getElementById('app').regalia;
      const board = document.querySelector('#app canvas.rg-canvas');
      const { size, margin, cell } = app.view.layout();
      const k = board.width / size; // device pixels per CSS pixel
      const scale = cellPx / cell;
      const w = (margin + columns * cell) * k;
      const top = (margin + (app.view.rows - rows) * cell) * k;
      const h = board.height - top;
      const out = document.createElement('canvas');
      out.width = Math.round((w / k) * scale);
      out.height = Math.round((h / k) * scale);
      out.getContext('2d').drawImage(board, 0, top, w, h, 0, 0, out.width, out.height);
      return { url: out.toDataURL('image/png'), width: out.width, height: out.height };
    }, { cellPx: CELL, cells }));
  }
  const png = await page.evaluate(async (parts) => {
    const gap = 8;
    const out = document.createElement('canvas');
    out.width = parts.reduce((sum, t) => sum + t.width, 0) + (parts.length - 1) * gap;
    out.height = parts[0].height;
    const ctx = out.getContext('2d');
    let x = 0;
    for (const part of parts) {
      const img = new Image();
      img.src = part.url;
      await img.decode();
      ctx.drawImage(img, x, 0);
      x += part.width + gap;
    }
    return out.toDataURL('image/png').split(',')[1];
  }, tiles);
  writeFileSync(path.join(out, file), Buffer.from(png, 'base64'));
  console.log(`wrote docs/img/${file} (${sets.join(', ')})${problems.length ? `  (problems: ${problems.join('; ')})` : ''}`);
  await context.close();
}

// docs/img/analysis.png (docs/page.md "Analysis"): the review of tests/js/review.test.mjs's game
// with its planted blunder, the position before it shown from its mark (the move played red, the
// best one green), and the analysis of that position beside it.
async function writeAnalysis() {
  const { page, problems, context } = await openPage(env.browser, `${env.url}web/`, { width: 1280, height: 1400 });
  await page.waitForSelector('#app[data-ready="true"]');
  await page.fill('#app textarea', '7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c 2d1d 1c1d');
  await page.click('#app [data-action="import"]');
  await page.click('#app [data-action="review"]');
  await page.waitForSelector('#app[data-review="done"]', { timeout: 120000 });
  await page.click('#app .rg-mark[data-ply="13"]');
  await page.check('#app [data-ref="analysisToggle"]');
  // A few seconds of analysis, so the lines are deep enough to read.
  await page.waitForFunction(() => Number(document.querySelector('#app [data-ref="analysisInfo"]').textContent.replace(/\D/g, '')) >= 9, null, { timeout: 60000 });
  await page.evaluate(() => document.activeElement?.blur());
  const box = await page.evaluate(() => {
    const r = document.querySelector('#app .rg-board-area').getBoundingClientRect();
    const c = document.querySelector('#app .rg-coach').getBoundingClientRect();
    return { x: r.x, y: r.y, width: Math.max(r.width, c.width), height: c.bottom - r.y + 4 };
  });
  await page.screenshot({ path: path.join(out, 'analysis.png'), clip: box });
  console.log(`wrote docs/img/analysis.png${problems.length ? `  (problems: ${problems.join('; ')})` : ''}`);
  await context.close();
}

const env = await startBrowser();
try {
  for (const strip of pieceStrips) await writeStrip(strip);
  for (const shot of shots) {
    const { page, problems, context } = await openPage(env.browser, `${env.url}web/`, { width: 1280, height: 860 });
    await page.waitForSelector('#app[data-ready="true"]');
    await page.click(`#app button[data-variant="${shot.variant}"]`);
    if (shot.setup) await shot.setup(page);
    else {
      await page.fill('#app textarea', shot.moves);
      await page.click('#app [data-action="import"]');
      const c = await page.evaluate((sq) => document.getElementById('app').regalia.squareCenter(sq), shot.select);
      await page.mouse.click(c.x, c.y);
    }
    await page.evaluate(() => document.activeElement?.blur());
    await page.screenshot({ path: path.join(out, shot.file) });
    console.log(`wrote docs/img/${shot.file}${problems.length ? `  (problems: ${problems.join('; ')})` : ''}`);
    await context.close();
  }
  // The move list with a variation: a line imported, an earlier move clicked, another move played there.
  const { page, problems, context } = await openPage(env.browser, `${env.url}web/`, { width: 1280, height: 860 });
  await page.waitForSelector('#app[data-ready="true"]');
  await page.fill('#app textarea', '7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b');
  await page.click('#app [data-action="import"]');
  await page.click('#app .rg-moves > li[data-notation="8c8d"]');
  await page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    for (const notation of ['6i7h', '4a3b', '2f2e']) app.playMove(app.legal.find((m) => m.notation === notation));
  });
  const box = await page.evaluate(() => {
    const top = document.querySelector('#app h3[data-t="moves"]').getBoundingClientRect();
    const bottom = document.querySelector('#app [data-ref="treeTools"]').getBoundingClientRect();
    return { x: top.x - 8, y: top.y - 4, width: Math.max(top.width, bottom.width) + 16, height: bottom.bottom - top.y + 8 };
  });
  await page.screenshot({ path: path.join(out, 'move-tree.png'), clip: box });
  console.log(`wrote docs/img/move-tree.png${problems.length ? `  (problems: ${problems.join('; ')})` : ''}`);
  await context.close();
  // The board editor on a small setup, the picked piece framed.
  const editor = await openPage(env.browser, `${env.url}web/`, { width: 1000, height: 760 });
  await editor.page.waitForSelector('#app[data-ready="true"]');
  await editor.page.click('#app [data-action="edit-position"]');
  await editor.page.fill('#app .rg-editor textarea', '4k4/9/3GG4/9/9/9/4P4/9/4K4 b RB2P 1');
  await editor.page.click('#app .rg-editor-piece[data-code="+R"]');
  await editor.page.evaluate(() => document.activeElement?.blur());
  await editor.page.locator('#app .rg-editor').screenshot({ path: path.join(out, 'editor.png') });
  console.log(`wrote docs/img/editor.png${editor.problems.length ? `  (problems: ${editor.problems.join('; ')})` : ''}`);
  await editor.context.close();
  await writeAnalysis();
} finally {
  await env.close();
}
