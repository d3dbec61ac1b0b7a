// Offline and installable (docs/page.md "Offline and installable"): after one visit the page
// reloads with the network off and the AI still answers (its worker's script, the wasm and the
// learned evaluation come from the service worker's cache), and what the page imports on first use (the engine, the
// coach's parts, the board editor) loads too; a changed file on the server is a new release that replaces
// the cache whole. The site is served from a copy in a temporary folder, so the test can change
// a served file without touching the repository.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBrowser } from './chromium.mjs';
import { openApp, state, clickMove, noProblems } from './helpers.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = mkdtempSync(path.join(tmpdir(), 'regalia-offline-'));
let env;

before(async () => {
  for (const folder of ['web', 'bindings/js']) cpSync(path.join(repo, folder), path.join(site, folder), { recursive: true });
  for (const file of ['dist/regalia.js', 'dist/regalia.wasm', 'dist/showgit-king-tables.rgkt']) cpSync(path.join(repo, file), path.join(site, file));
  env = await startBrowser({ root: site });
});
after(async () => {
  await env?.close();
  rmSync(site, { recursive: true, force: true });
});

// The names of the page's caches, once its service worker is active (its install filled the cache).
function offlineCaches(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return (await caches.keys()).filter((name) => name.startsWith('regalia-offline-'));
  });
}

// Polls `read` across the page's own reloads until `done(value)`; returns the value.
async function eventually(read, done, what) {
  for (let i = 0; i < 300; i++) {
    const value = await read().catch(() => undefined); // undefined while a reload is under way
    if (value !== undefined && done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`never happened: ${what}`);
}

test('after one visit the page reloads with the network off, and the AI answers', { timeout: 120000 }, async () => {
  const { page, problems, context } = await openApp(env);
  assert.equal((await offlineCaches(page)).length, 1, 'one cache after the first visit');
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.icons.some((icon) => icon.sizes === '512x512'), 'an install icon of 512 px');
  // Chromium's own installability check: nothing in the way but the test's incognito profile.
  const cdp = await context.newCDPSession(page);
  assert.deepEqual((await cdp.send('Page.getAppManifest')).errors, []);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
  await cdp.detach(); // a second session would keep the page online below

  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 20000 });
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the page came from the service worker');
  await page.selectOption('#app select[data-ref="opponentSelect"]', 'ai1');
  assert.equal(await clickMove(page, '7g', '7f'), '7g7f');
  await page.waitForFunction(() => document.getElementById('app').dataset.moves === '2', null, { timeout: 30000 });
  assert.equal((await state(page)).turn, '1', 'the AI answered offline');
  // Its learned evaluation, which its worker fetched, came from the cache too.
  await page.waitForSelector('#app[data-evaluation]', { timeout: 30000 });
  assert.equal((await state(page)).evaluation, 'learned');
  // What the page imports on first use came from the cache too: the engine (the AI above), the
  // coach's parts and the board editor.
  await page.waitForFunction(() => document.getElementById('app').regalia.coach.analysis !== null);
  await page.click('#app [data-action="edit-position"]');
  await page.waitForSelector('#app .rg-editor:not([hidden])');
  noProblems(problems);
  await context.close();
});

test('a changed file on the server replaces the whole cache: the new version is served, the old cache is gone', { timeout: 120000 }, async () => {
  const { page, problems, context } = await openApp(env);
  const [first] = await offlineCaches(page);
  await page.reload(); // now served from the cache
  await page.waitForSelector('#app[data-ready="true"]');
  assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)));

  const index = path.join(site, 'web', 'index.html');
  const original = readFileSync(index, 'utf8');
  writeFileSync(index, original.replace('<title>', '<title>release 2 · '));
  try {
    await page.reload();
    // The old release answers this load; its update check finds the new one, which takes over
    // and reloads the page (web/offline.js).
    const title = await eventually(() => page.title(), (t) => t.startsWith('release 2'), 'the new title shown');
    assert.match(title, /^release 2 · regalia/);
    const caches = await eventually(() => offlineCaches(page), (names) => names.length === 1 && names[0] !== first, 'the old cache deleted');
    assert.notEqual(caches[0], first);
    // The new cache holds the new page and the same wasm the server has.
    const cached = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      const html = await (await cache.match(new URL('index.html', location.href))).text();
      const wasm = await (await cache.match(new URL('../dist/regalia.wasm', location.href))).arrayBuffer();
      return { newTitle: html.includes('release 2'), wasmBytes: wasm.byteLength };
    }, caches[0]);
    assert.deepEqual(cached, { newTitle: true, wasmBytes: readFileSync(path.join(site, 'dist/regalia.wasm')).length });
    await page.waitForSelector('#app[data-ready="true"]');
  } finally {
    writeFileSync(index, original);
  }
  noProblems(problems);
  await context.close();
});
