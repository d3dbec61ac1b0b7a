// The page's speed figures, side by side: each site folder given (a checkout, or a copy holding
// web/, bindings/js/ and dist/) is served by scripts/serve.mjs and opened in turn, in alternating
// order, in one Debian Chromium, so every folder sees the same machine state. Printed as medians
// (and each run): the time to an interactive board (the page's data-ready-ms) and DOMContentLoaded;
// the AI's first answer at level 10 playing first (from the Start click to its move on the
// board) and the longest gap between animation frames while it thinks. Start is pressed a
// person's moment (--choose-ms, 1,000 by default) after the AI is chosen as the opponent. A busy
// machine stretches every figure: compare folders within one run, not across runs (docs/page.md
// "Loading").
//
//   node tools/bench/page-speed.mjs [--reps N] [--choose-ms MS] [--no-ai] <site folder> [<site folder> ...]
import { chromium } from 'playwright-core';
import path from 'node:path';
import { serve } from '../../scripts/serve.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? null : args.splice(at, 2)[1];
};
const reps = Number(option('--reps') ?? 7);
const chooseMs = Number(option('--choose-ms') ?? 1000);
const noAi = args.includes('--no-ai') ? args.splice(args.indexOf('--no-ai'), 1) : null;
const roots = args.map((a) => path.resolve(a));
if (!roots.length || !Number.isInteger(reps) || reps < 1 || !(chooseMs >= 0)) {
  console.error('usage: node tools/bench/page-speed.mjs [--reps N] [--choose-ms MS] [--no-ai] <site folder> [<site folder> ...]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const sites = await Promise.all(roots.map((root) => serve({ port: 0, root })));

async function opened(k) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${sites[k].url}web/`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 30000 });
  return { context, page };
}

// As in the browser tests, the browser has made sound once before (its audio service is up): a
// click, then a sound, until the context runs (a page may make it only for the first sound).
{
  const { context, page } = await opened(0);
  await page.click('#app [data-action="flip"]');
  await page.waitForFunction(() => {
    const { sounds } = document.getElementById('app').regalia.display;
    sounds.play('move');
    return sounds.state === 'running';
  }, null, { timeout: 10000, polling: 100 });
  await context.close();
}

const runs = roots.map(() => []);
for (let r = 0; r < reps; ++r) {
  for (let i = 0; i < roots.length; ++i) {
    const k = r % 2 ? roots.length - 1 - i : i;
    const { context, page } = await opened(k);
    const run = await page.evaluate(() => ({
      ready: Number(document.getElementById('app').dataset.readyMs),
      dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd),
    }));
    if (!noAi) {
      await page.selectOption('#app select[data-ref="sideSelect"]', '2');
      await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai10');
      await page.waitForTimeout(chooseMs);
      const t0 = Date.now();
      await page.click('#app [data-action="new"]');
      await page.evaluate(() => {
        window.gaps = [];
        let last = performance.now();
        const tick = (now) => {
          window.gaps.push(now - last);
          last = now;
          if (document.getElementById('app').dataset.moves !== '1') requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.waitForFunction(() => document.getElementById('app').dataset.moves === '1', null, { timeout: 30000 });
      run.answer = Date.now() - t0;
      run.gap = Math.round(await page.evaluate(() => Math.max(...window.gaps)));
    }
    runs[k].push(run);
    await context.close();
  }
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const line = (list, key) => `${median(list.map((x) => x[key]))} ms (${list.map((x) => x[key]).join(', ')})`;
roots.forEach((root, k) => {
  console.log(`${root}, ${reps} runs:`);
  console.log(`  time to interactive board ${line(runs[k], 'ready')}; DOMContentLoaded ${line(runs[k], 'dcl')}`);
  if (!noAi) console.log(`  AI's first answer (level 10, 2 s) ${line(runs[k], 'answer')}; longest frame gap while it thought ${line(runs[k], 'gap')}`);
});
await browser.close();
for (const { server } of sites) server.close();
