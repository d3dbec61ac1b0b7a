// Writes docs/img/showgit.png and docs/img/sovereign.png: the page in Debian's Chromium, each game
// a few moves in (so the highlights and panels show), docs/img/move-tree.png: the move list
// with a variation (docs/page.md "Reading the game"), docs/img/clocks-handicap.png: a SHOWGIT
// handicap game against the AI on a byoyomi clock, after the AI's first move (docs/page.md
// "Clocks", "Handicaps"), docs/img/editor.png: the board editor with a small SHOWGIT setup
// (docs/page.md "Board editor"), docs/img/analysis.png (docs/page.md "Analysis"),
// docs/img/game-over.png: a resignation's banner, docs/img/move-now-pause.png: the AI thinking,
// then paused, docs/img/phone.png: both games on a 360x740 phone (docs/img/phone-landscape.png:
// held sideways), and docs/img/notices.png: two messages over the board (docs/page.md "Playing",
// "Layout", "Messages over the board"). For the
// README and the docs; not compared in tests. `node scripts/screenshots.mjs game-over.png ...`
// writes only the files named.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBrowser, openPage } from '../tests/browser/chromium.mjs';
import { writeFileSync } from 'node:fs';

const only = new Set(process.argv.slice(2));
const wanted = (file) => only.size === 0 || only.has(file);
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

/** The page opened at `viewport`, with `moves` imported when given. */
async function openWithMoves(viewport, moves) {
  const opened = await openPage(env.browser, `${env.url}web/`, viewport);
  await opened.page.waitForSelector('#app[data-ready="true"]');
  if (moves) {
    await opened.page.fill('#app textarea', moves);
    await opened.page.click('#app [data-action="import"]');
  }
  return opened;
}

// docs/img/analysis.png (docs/page.md "Analysis"): the review of tests/js/review.test.mjs's game
// with its planted blunder, the position before it shown from its mark (the move played red, the
// best one green), and the analysis of that position beside it.
async function writeAnalysis() {
  const { page, problems, context } = await openWithMoves({ width: 1280, height: 1400 }, '7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c 2d1d 1c1d');
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

/** Joins PNG pictures (base64) into one, side by side (`across`) or one under the other, with a gap. */
async function join(page, pictures, across) {
  const png = await page.evaluate(async ({ parts, sideBySide }) => {
    const gap = 12;
    const images = await Promise.all(parts.map(async (part) => {
      const img = new Image();
      img.src = `data:image/png;base64,${part}`;
      await img.decode();
      return img;
    }));
    const out = document.createElement('canvas');
    const sum = (key) => images.reduce((total, img) => total + img[key], 0) + (images.length - 1) * gap;
    const max = (key) => Math.max(...images.map((img) => img[key]));
    out.width = sideBySide ? sum('width') : max('width');
    out.height = sideBySide ? max('height') : sum('height');
    const ctx = out.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, out.width, out.height);
    let at = 0;
    for (const img of images) {
      if (sideBySide) ctx.drawImage(img, at, 0);
      else ctx.drawImage(img, 0, at);
      at += (sideBySide ? img.width : img.height) + gap;
    }
    return out.toDataURL('image/png').split(',')[1];
  }, { parts: pictures.map((b) => b.toString('base64')), sideBySide: across });
  return Buffer.from(png, 'base64');
}

/** The page's box from the top of `from` to the bottom of `to` (selectors), as wide as the wider, with a margin. */
function boxOf(page, from, to, margin = 6) {
  return page.evaluate(([a, b, m]) => {
    const top = document.querySelector(a).getBoundingClientRect();
    const bottom = document.querySelector(b).getBoundingClientRect();
    const x = Math.min(top.x, bottom.x) - m;
    return { x, y: top.y - m, width: Math.max(top.right, bottom.right) + m - x, height: bottom.bottom + m - (top.y - m) };
  }, [from, to, margin]);
}

function wrote(file, problems) {
  console.log(`wrote docs/img/${file}${problems.length ? `  (problems: ${problems.join('; ')})` : ''}`);
}

// docs/img/game-over.png: two people, a few SHOWGIT moves, then TIME resigns: the banner over the
// board with Rematch and Rematch, sides swapped, and the status line beside it.
async function writeGameOver() {
  const { page, problems, context } = await openWithMoves({ width: 1160, height: 540 }, '7g7f 3c3d 2g2f 8c8d 2f2e 8d8e');
  await page.click('#app [data-action="resign"]');
  await page.click('#app [data-action="resign-as"][data-side="2"]');
  await page.evaluate(() => { document.activeElement?.blur(); window.scrollTo(0, 0); });
  const board = await boxOf(page, '#app .rg-board-area', '#app .rg-board-area', 0);
  const panel = await boxOf(page, '#app .rg-status', '#app .rg-play > .rg-buttons');
  const clip = { x: board.x, y: board.y, width: panel.x + panel.width - board.x, height: board.height };
  await page.screenshot({ path: path.join(out, 'game-over.png'), clip });
  wrote('game-over.png', problems);
  await context.close();
}

// docs/img/move-now-pause.png: against the AI at level 10 on a 10 s byoyomi, the panel's top while
// it thinks (depth, score, line, Move now and Pause), and after Pause (paused, its clock with it).
async function writeMoveNowPause() {
  const { page, problems, context } = await openWithMoves({ width: 1280, height: 860 });
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai10');
  await page.selectOption('#app select[data-ref="timeSelect"]', 'b-0-10');
  await page.click('#app [data-action="new"]');
  for (const square of ['7g', '7f']) {
    const c = await page.evaluate((sq) => document.getElementById('app').regalia.squareCenter(sq), square);
    await page.mouse.click(c.x, c.y);
  }
  // A score and a line in the box before the picture (then Pause, well before the AI answers).
  await page.waitForFunction(() => /[+-]\d.*,/.test(document.querySelector('#app [data-ref="aiText"]').textContent), null, { timeout: 10000 });
  await page.evaluate(() => document.activeElement?.blur());
  const clip = await boxOf(page, '#app .rg-clocks', '#app .rg-play > .rg-buttons');
  const thinking = await page.screenshot({ clip });
  await page.click('#app [data-action="pause"]');
  await page.waitForSelector('#app[data-ai="paused"]');
  await page.evaluate(() => document.activeElement?.blur());
  const paused = await page.screenshot({ clip });
  writeFileSync(path.join(out, 'move-now-pause.png'), await join(page, [thinking, paused], false));
  wrote('move-now-pause.png', problems);
  await context.close();
}

// docs/img/phone.png: each game a few moves in on a 360x740 phone with touch, on a byoyomi clock,
// the first screen as the page opens (the clocks, hands and status beside the board), side by
// side; docs/img/phone-landscape.png: SHOWGIT on the phone held sideways, as the page opens.
async function writePhone() {
  const context = await env.browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]');
  const pictures = [];
  for (const [variant, moves] of [['showgit', '7g7f 3c3d 8h2b+ 3a2b B*4e 8c8d'], ['sovereign', 'e2e4 e15e13 e4e5 e13e12 f2f4']]) {
    await page.tap(`#app button[data-variant="${variant}"]`);
    await page.selectOption('#app select[data-ref="timeSelect"]', 'b-5-30x3');
    await page.tap('#app [data-action="new"]');
    if (await page.isVisible('#app [data-action="confirm-new"]')) await page.tap('#app [data-action="confirm-new"]');
    await page.evaluate((line) => {
      const app = document.getElementById('app').regalia;
      for (const notation of line.split(' ')) app.playMove(app.legal.find((m) => m.notation === notation));
      document.activeElement?.blur();
      window.scrollTo(0, 0);
    }, moves);
    pictures.push(await page.screenshot());
    if (variant === 'showgit') {
      await page.setViewportSize({ width: 740, height: 360 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(out, 'phone-landscape.png') });
      wrote('phone-landscape.png', []);
      await page.setViewportSize({ width: 360, height: 740 });
    }
  }
  writeFileSync(path.join(out, 'phone.png'), await join(page, pictures, true));
  wrote('phone.png', []);
  await context.close();
}

// docs/img/notices.png: the messages over the board: a save spoilt by hand (a move the rules
// refuse) loaded with what it could, then another tab of the page playing a different game.
async function writeNotices() {
  const { page, problems, context } = await openPage(env.browser, `${env.url}web/`, { width: 1000, height: 540 });
  await page.waitForSelector('#app[data-ready="true"]');
  await page.evaluate(() => localStorage.setItem('regalia.page.v1', JSON.stringify({
    variant: 'showgit', lang: 'en', records: { showgit: { start: null, moves: ['7g7f', '3c3d', '9a9z', '2g2f'], side: 1, opponent: 'human' } },
  })));
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]');
  const other = await context.newPage();
  await other.goto(`${env.url}web/`);
  await other.waitForSelector('#app[data-ready="true"]');
  await other.evaluate(() => {
    const app = document.getElementById('app').regalia;
    app.playMove(app.legal.find((m) => m.notation === '2g2f'));
  });
  await page.waitForSelector('#app [data-action="keep-mine"]');
  await page.evaluate(() => { document.activeElement?.blur(); window.scrollTo(0, 0); });
  await page.locator('#app .rg-canvas-wrap').screenshot({ path: path.join(out, 'notices.png') });
  wrote('notices.png', problems);
  await context.close();
}

const env = await startBrowser();
try {
  for (const strip of pieceStrips) if (wanted(strip.file)) await writeStrip(strip);
  for (const shot of shots) {
    if (!wanted(shot.file)) continue;
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
  if (wanted('move-tree.png')) await writeMoveTree();
  if (wanted('editor.png')) await writeEditor();
  if (wanted('analysis.png')) await writeAnalysis();
  if (wanted('game-over.png')) await writeGameOver();
  if (wanted('move-now-pause.png')) await writeMoveNowPause();
  if (wanted('phone.png') || wanted('phone-landscape.png')) await writePhone();
  if (wanted('notices.png')) await writeNotices();
} finally {
  await env.close();
}

// The move list with a variation: a line imported, an earlier move clicked, another move played there.
async function writeMoveTree() {
  const { page, problems, context } = await openWithMoves({ width: 1280, height: 860 }, '7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b');
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
}

// The board editor on a small setup, the picked piece framed.
async function writeEditor() {
  const editor = await openPage(env.browser, `${env.url}web/`, { width: 1000, height: 760 });
  await editor.page.waitForSelector('#app[data-ready="true"]');
  await editor.page.click('#app [data-action="edit-position"]');
  await editor.page.fill('#app .rg-editor textarea', '4k4/9/3GG4/9/9/9/4P4/9/4K4 b RB2P 1');
  await editor.page.click('#app .rg-editor-piece[data-code="+R"]');
  await editor.page.evaluate(() => document.activeElement?.blur());
  await editor.page.locator('#app .rg-editor').screenshot({ path: path.join(out, 'editor.png') });
  console.log(`wrote docs/img/editor.png${editor.problems.length ? `  (problems: ${editor.problems.join('; ')})` : ''}`);
  await editor.context.close();
}
