// The page's layout on a desktop (1280x900) and a phone (360x740, touch): both games in one
// column on the phone with the board at >= 90 % of the screen's width and no sideways scroll;
// after 120 plies the move list has one row per move pair, scrolls only vertically and shows the
// latest move (issue 31, "Broken today" 1 and 2); both games fit with the clocks shown too
// (issue 31, "Clocks"). Board widths are printed, not asserted, on the desktop. The plies, chosen
// by a fixed rule on a scratch game of the library, are imported.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './chromium.mjs';
import { sharedApp, state, switchVariant, importText, noProblems, fixedLine } from './helpers.mjs';

const SCREENS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 360, height: 740 }, device: { hasTouch: true, isMobile: true } },
};
const PLIES = 120;

let env;
const screens = {}; // one page a screen, shared by its tests, each from fresh games
before(async () => {
  env = await startBrowser();
  for (const [name, screen] of Object.entries(SCREENS)) screens[name] = sharedApp(env, screen);
});
after(async () => {
  await env?.close();
});

function measure(page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const board = document.querySelector('#app .rg-canvas').getBoundingClientRect();
    return { board: Math.round(board.width), screen: root.clientWidth, scrollWidth: root.scrollWidth };
  });
}

/** Plays `plies` legal moves (a fixed choice among them) on a scratch game and imports them. */
async function playPlies(page, variant, plies) {
  const moves = await fixedLine(page, variant, plies);
  assert.match(await importText(page, moves.join(' ')), /Imported/);
  return (await state(page)).moves;
}

/** The move list's geometry: rows of pairs, sideways overflow, and whether the last move is in view. */
function moveListShape(page) {
  return page.evaluate(() => {
    const list = document.querySelector('#app .rg-moves');
    const items = [...list.querySelectorAll('li[data-notation]')];
    const box = list.getBoundingClientRect();
    const last = items.at(-1).getBoundingClientRect();
    const tops = items.map((li) => Math.round(li.getBoundingClientRect().top + list.scrollTop));
    let splitPairs = 0;
    for (let i = 0; i + 1 < items.length; i += 2) if (tops[i] !== tops[i + 1]) splitPairs++;
    return {
      items: items.length,
      rows: new Set(tops).size,
      splitPairs,
      sideways: list.scrollWidth - list.clientWidth,
      lastInView: last.top >= box.top - 1 && last.bottom <= box.bottom + 1 && last.left >= box.left - 1 && last.right <= box.right + 1,
    };
  });
}

for (const name of Object.keys(SCREENS)) {
  test(`${name}: both games fit without sideways scroll, the board as wide as a phone allows`, async () => {
    const { page, problems } = await screens[name]();
    for (const variant of ['showgit', 'sovereign']) {
      await switchVariant(page, variant);
      for (const clocks of [false, true]) {
        if (clocks) {
          // A byoyomi clock with three periods: the longest clock text ("4:59 ×3" and its note).
          await page.selectOption('#app select[data-ref="timeSelect"]', 'b-5-30x3');
          await page.click('#app [data-action="new"]');
          assert.ok(await page.isVisible('#app .rg-clocks'), `${variant}: the clocks are shown`);
        }
        const fit = await measure(page);
        // The clocks' box (on a phone they are two bars, over and under the board).
        const clockWidth = clocks ? await page.$$eval('#app .rg-clock', (els) => {
          const boxes = els.map((el) => el.getBoundingClientRect());
          return Math.round(Math.max(...boxes.map((r) => r.right)) - Math.min(...boxes.map((r) => r.left)));
        }) : 0;
        console.log(`${name} ${variant}${clocks ? ` with clocks (${clockWidth} px)` : ''}: board ${fit.board} px of a ${fit.screen} px screen`);
        assert.ok(fit.scrollWidth <= fit.screen, `${variant}: the page is ${fit.scrollWidth} px wide on a ${fit.screen} px screen`);
        if (name === 'phone') assert.ok(fit.board >= 0.9 * fit.screen, `${variant}: board ${fit.board} px on a ${fit.screen} px phone`);
      }
    }
    noProblems(problems);
  });

  test(`${name}: after 120 plies the move list has a row per pair and shows the latest move`, async () => {
    const { page, problems } = await screens[name]();
    for (const variant of ['showgit', 'sovereign']) {
      await switchVariant(page, variant);
      assert.equal(await playPlies(page, variant, PLIES), String(PLIES), `${variant}: the fixed choice ended the game early`);
      const list = await moveListShape(page);
      assert.equal(list.items, PLIES);
      assert.equal(list.rows, PLIES / 2, `${variant}: ${list.rows} rows for ${PLIES / 2} move pairs`);
      assert.equal(list.splitPairs, 0, `${variant}: pairs split across rows`);
      assert.ok(list.sideways <= 0, `${variant}: the move list overflows sideways by ${list.sideways} px`);
      assert.ok(list.lastInView, `${variant}: the latest move is out of the list's view`);
      const fit = await measure(page);
      assert.ok(fit.scrollWidth <= fit.screen, `${variant}: after ${PLIES} plies the page is ${fit.scrollWidth} px wide`);
    }
    if (name === 'desktop') {
      // The second player moved first: a "…" cell keeps the pairs aligned.
      await switchVariant(page, 'showgit');
      await importText(page, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d 7g7f');
      const cells = await page.$$eval('#app .rg-moves li', (lis) => lis.map((li) => li.dataset.notation ?? li.textContent));
      assert.deepEqual(cells, ['…', '3c3d', '7g7f']);
    }
    noProblems(problems);
  });
}
