// Helpers for the page tests: open the page fresh or reuse one, click squares through the real pointer path
// (coordinates from the component's own geometry), import text, read #app's data attributes, a
// fixed line of legal moves for long games.
import assert from 'node:assert/strict';
import { openPage } from './chromium.mjs';

export async function openApp(env, { viewport, path = 'web/', device } = {}) {
  const t0 = Date.now();
  const opened = await openPage(env.browser, `${env.url}${path}`, viewport, device);
  await opened.page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  opened.readyWallMs = Date.now() - t0;
  return opened;
}

/**
 * One page of the app for several tests of a file (opening one costs about 4 CPU-s): the first
 * call opens it, each later one starts fresh games of both variants on it through the page's own
 * API (`freshGame`) and shows `variant`'s, with `game`'s position, level and AI side (two people
 * by default), the first player at the bottom, in English. Either way the problems seen before
 * are forgotten: each test checks its own. The page closes with the file's browser connection.
 */
export function sharedApp(env, options) {
  let opened = null;
  return async (variant = 'showgit', game = {}) => {
    if (!opened) {
      opened = await openApp(env, options);
      if (variant === 'showgit' && !Object.keys(game).length) return opened;
    }
    opened.problems.length = 0;
    await opened.page.evaluate(([v, g]) => {
      const app = document.getElementById('app').regalia;
      if (app.lang !== 'en') app.setLanguage('en');
      for (const other of ['showgit', 'sovereign'].filter((x) => x !== v)) {
        app.freshGame(other);
        app.setOrientation(1);
      }
      app.freshGame(v, g);
      app.setOrientation(1);
    }, [variant, game]);
    await opened.page.waitForSelector(`#app[data-variant="${variant}"]`);
    return opened;
  };
}

export function state(page) {
  return page.$eval('#app', (el) => ({ ...el.dataset }));
}

export async function squareCenter(page, square) {
  return page.evaluate((sq) => document.getElementById('app').regalia.squareCenter(sq), square);
}

export async function clickSquare(page, square) {
  let c = await squareCenter(page, square);
  // A click on the panel (Import, say) may have scrolled the page as a person's would: bring the
  // square back into view first, as a person scrolls before clicking it.
  const { innerWidth: w, innerHeight: h } = await page.evaluate(() => ({ innerWidth, innerHeight }));
  if (c.x < 0 || c.y < 0 || c.x >= w || c.y >= h) {
    await page.evaluate(({ x, y }) => window.scrollBy(x - innerWidth / 2, y - innerHeight / 2), c);
    c = await squareCenter(page, square);
  }
  await page.mouse.click(c.x, c.y);
}

/** Clicks `from` then `to`; returns the notation of the last move in the list (or null). */
export async function clickMove(page, from, to) {
  await clickSquare(page, from);
  await clickSquare(page, to);
  return lastMove(page);
}

export async function dragTo(page, from, toSquare) {
  const b = await squareCenter(page, toSquare);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + b.x) / 2, (from.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

export function lastMove(page) {
  return page.evaluate(() => {
    const items = document.querySelectorAll('#app .rg-moves li[data-notation]');
    return items.length ? items[items.length - 1].dataset.notation : null;
  });
}

export function moveTexts(page) {
  return page.$$eval('#app .rg-moves li[data-notation]', (lis) => lis.map((li) => li.textContent));
}

export async function switchVariant(page, variant) {
  await page.click(`#app button[data-variant="${variant}"]`);
  await page.waitForSelector(`#app[data-variant="${variant}"]`);
}

export async function importText(page, text) {
  await page.fill('#app textarea', text);
  await page.click('#app [data-action="import"]');
  return page.textContent('#app .rg-io-message');
}

export function noProblems(problems) {
  assert.deepEqual(problems, [], `console errors or failed requests:\n${problems.join('\n')}`);
}

/** `plies` legal moves from the start of `variant`, each a fixed choice among the legal ones, played on a scratch game of the page's library (fewer when the game ends first). */
export function fixedLine(page, variant, plies) {
  return page.evaluate(([v, n]) => {
    const game = document.getElementById('app').regalia.regalia.newGame(v);
    const played = [];
    for (let i = 0; i < n && !game.status().over; i++) {
      const legal = game.legalMoves();
      played.push(game.play(legal[(i * 7 + 3) % legal.length].notation).notation);
    }
    game.dispose();
    return played;
  }, [variant, plies]);
}

/**
 * Keeps every Worker the context's pages start in `window.startedWorkers`, so that a test can make
 * one fail as a crashed worker does (its `error` event: the script threw or ran out of memory).
 */
export function captureWorkers(context) {
  return context.addInitScript(() => {
    window.startedWorkers = [];
    window.Worker = class extends window.Worker {
      constructor(...args) {
        super(...args);
        window.startedWorkers.push(this);
      }
    };
  });
}
