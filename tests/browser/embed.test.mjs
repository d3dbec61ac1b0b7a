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

test('the embed example mounts both boards under the strict CSP', async () => {
  const { page, problems, context } = await openPage(env.browser, `${env.url}examples/embed.html`);
  await page.waitForSelector('#showgit-board[data-ready="true"]', { timeout: 20000 });
  await page.waitForSelector('#sovereign-board[data-ready="true"]', { timeout: 20000 });
  const s = await page.$eval('#sovereign-board', (el) => ({ ...el.dataset, dir: el.dir }));
  assert.equal(s.variant, 'sovereign');
  assert.equal(s.lang, 'ko');
  assert.equal(s.legalMoves, '20');
  assert.equal(await page.isVisible('#sovereign-board .rg-variants'), false);
  // The SHOWGIT board: the person moves, the AI (level 3) answers.
  const click = async (sq) => {
    const c = await page.evaluate((q) => document.getElementById('showgit-board').regalia.squareCenter(q), sq);
    await page.mouse.click(c.x, c.y);
  };
  await click('7g');
  await click('7f');
  await page.waitForFunction(() => document.getElementById('showgit-board').dataset.moves === '2', null, { timeout: 8000 });
  noProblems(problems);
  await context.close();
});
