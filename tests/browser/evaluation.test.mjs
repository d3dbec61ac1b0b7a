// The page's SHOWGIT AI plays with the learned evaluation (web/page-engine.js): the page does not
// fetch the tables when it loads, the engine's worker fetches them once when the AI first needs
// the engine, and the AI box says which evaluation plays. A host that does not serve the file
// leaves the built-in evaluation, which the box then names, and the AI still plays. A worker that
// crashes while it fetches the tables: the AI's turn goes on with the built-in evaluation, and the
// next turn asks for the tables again. A worker started again after the tables were taken, when
// they can no longer be fetched: the built-in evaluation plays, and the box comes to say so.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, openPage } from './chromium.mjs';
import { captureWorkers, clickMove, noProblems } from './helpers.mjs';

const TABLES = '/dist/showgit-king-tables.rgkt';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

// The AI (level 3) plays the first move of a fresh SHOWGIT game; its box's text afterwards.
async function aiFirstMove(page) {
  await page.evaluate(() => {
    const app = document.getElementById('app').regalia;
    app.freshGame('showgit', { level: 3, aiSide: 1 });
  });
  await page.waitForSelector('#app[data-ai-move]', { timeout: 30000 });
  await page.waitForSelector('#app[data-evaluation]', { timeout: 30000 });
  return page.evaluate(() => {
    const root = document.getElementById('app');
    return { evaluation: root.dataset.evaluation, box: root.regalia.aiTurns.lastInfo ?? '' };
  });
}

test('the AI plays SHOWGIT with the learned tables, fetched once by its worker and not with the page', async () => {
  const { page, problems, context } = await openPage(env.browser, `${env.url}web/`);
  const fetches = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === TABLES && !request.serviceWorker()) fetches.push(request.url());
  });
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  await page.waitForTimeout(500);
  assert.equal(fetches.length, 0, 'two people on a board: no engine, no tables');
  const { evaluation, box } = await aiFirstMove(page);
  assert.equal(evaluation, 'learned');
  assert.match(box, /learned evaluation/);
  // Another game and the AI's next turns use the same worker: the file is not fetched again.
  await aiFirstMove(page);
  assert.equal(fetches.length, 1, fetches.join(' '));
  noProblems(problems);
  await context.close();
});

test('a host without the tables: the built-in evaluation plays, and the box says so', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(`**${TABLES}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' }));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  const { evaluation, box } = await aiFirstMove(page);
  assert.equal(evaluation, 'built-in');
  assert.match(box, /built-in evaluation/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a worker that crashes while it fetches the tables: the turn is played, and the next one asks again', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The tables come slowly, so that the crash finds the worker fetching them.
  await context.route(`**${TABLES}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => {});
  });
  await captureWorkers(context);
  const page = await context.newPage();
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  await page.evaluate(() => document.getElementById('app').regalia.freshGame('showgit', { level: 3, aiSide: 1 }));
  await page.waitForFunction(() => window.startedWorkers.length === 1);
  await page.evaluate(() => window.startedWorkers[0].dispatchEvent(new ErrorEvent('error', { message: 'out of memory' })));
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '1', null, { timeout: 30000 });
  assert.equal((await page.$eval('#app', (el) => el.dataset.evaluation)), 'built-in');
  await clickMove(page, '3c', '3d');
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '3', null, { timeout: 30000 });
  await page.waitForSelector('#app[data-evaluation="learned"]', { timeout: 30000 });
  assert.equal(await page.evaluate(() => window.startedWorkers.length), 2);
  await context.close();
});

test('a worker started again when the tables can no longer be fetched: the built-in evaluation plays, and the box says so', async () => {
  // No service worker: its offline copy of the file would answer in place of the network.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  let lost = false;
  await context.route(`**${TABLES}`, (route) => (lost ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }) : route.continue()));
  await captureWorkers(context);
  const page = await context.newPage();
  await page.goto(`${env.url}web/`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  assert.equal((await aiFirstMove(page)).evaluation, 'learned');
  // The network goes, and the worker with it: the next turn starts another, which cannot fetch.
  lost = true;
  await page.evaluate(() => window.startedWorkers[0].dispatchEvent(new ErrorEvent('error', { message: 'out of memory' })));
  await clickMove(page, '3c', '3d');
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '3', null, { timeout: 30000 });
  await clickMove(page, '7c', '7d');
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '5', null, { timeout: 30000 });
  await page.waitForSelector('#app[data-evaluation="built-in"]', { timeout: 30000 });
  assert.match(await page.evaluate(() => document.getElementById('app').regalia.aiTurns.lastInfo ?? ''), /built-in evaluation/);
  assert.equal(await page.evaluate(() => window.startedWorkers.length), 2);
  await context.close();
});
