// The packed tarball is what users install: it must hold only what they need, install into an
// empty folder and load from node ESM and from require().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, mkdtempSync, readdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('npm pack makes a clean tarball that installs and loads from ESM and require()', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'regalia-pack-'));
  try {
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' });
    const [info] = JSON.parse(out);
    const files = info.files.map((f) => f.path).sort();
    const allowed = /^(package\.json|README\.md|LICENSE|dist\/regalia\.(js|wasm)|bindings\/js\/[a-z-]+\.(js|d\.ts)|web\/[a-z0-9-]+\.(js|css|d\.ts))$/;
    for (const f of files) assert.match(f, allowed, `unexpected file in the tarball: ${f}`);
    for (const f of ['dist/regalia.wasm', 'dist/regalia.js', 'bindings/js/index.d.ts', 'bindings/js/node.js', 'bindings/js/browser.js']) {
      assert.ok(files.includes(f), `tarball misses ${f}`);
    }

    const app = path.join(work, 'app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', path.join(work, info.filename)], { cwd: app, stdio: 'pipe' });

    const esm = `import { load } from 'regalia-games';
const r = await load(); const g = r.newGame('showgit');
console.log(g.legalMoves().length); g.dispose();`;
    assert.equal(execFileSync(process.execPath, ['--input-type=module', '-e', esm], { cwd: app, encoding: 'utf8' }).trim(), '30');

    const cjs = `const { load } = require('regalia-games');
load().then((r) => { const g = r.newGame('showgit'); console.log(g.legalMoves().length); g.dispose(); });`;
    assert.equal(execFileSync(process.execPath, ['-e', cjs], { cwd: app, encoding: 'utf8' }).trim(), '30');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

// Packs the tarball and installs it, with the Vite example, into a fresh folder: what a web
// developer gets from npm. Vite itself comes from our devDependencies (no download).
function installViteApp(work) {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' });
  const tarball = path.join(work, JSON.parse(out)[0].filename);
  const app = path.join(work, 'app');
  cpSync(path.join(root, 'examples/vite-app'), app, { recursive: true, filter: (f) => !/node_modules|\/dist$/.test(f) });
  // Install the tarball in place of the example's `file:../..` dependency.
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', tarball], { cwd: app, stdio: 'pipe' });
  return app;
}

const vite = path.join(root, 'node_modules/vite/bin/vite.js');

// Debian's Chromium, as tests/browser/chromium.mjs starts it.
async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
}

// Opens the example at `url` and checks that the library loaded: the example writes the legal
// move count of Sovereign Chess's start position (20) into the page; no console or page error.
async function expectExampleRuns(browser, url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // A page error (the CompileError of a wrong .wasm) ends the wait at once.
  const failed = new Promise((resolve) => page.once('pageerror', resolve));
  await page.goto(url);
  const loaded = page.waitForSelector('body[data-legal-moves]', { timeout: 20000 }).catch((err) => err);
  const outcome = await Promise.race([loaded, failed]);
  if (outcome instanceof Error) assert.fail(`the example did not load the library: ${errors.join(' | ') || outcome.message}`);
  assert.equal(await page.$eval('body', (b) => b.dataset.legalMoves), '20');
  assert.match(await page.textContent('#out'), /20 legal moves/);
  assert.deepEqual(errors, []);
}

// Opens the example's embed.html: the <regalia-board> must be styled by board.css (the element
// links it in its shadow root from next to its module) and its AI worker must answer a move. Under Vite's dev server both
// files sit next to web/embed.js in the package, not next to the pre-bundled copy Vite serves.
async function expectEmbedPlays(browser, url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()} for ${r.url()}`));
  await page.goto(new URL('embed.html', url).href);
  const legal = await page.evaluate(async () => {
    await customElements.whenDefined('regalia-board');
    const el = document.getElementById('board');
    await el.ready;
    return el.game.legalMoves().length;
  });
  assert.equal(legal, 30);

  // board.css lays the board out as a grid and shows the canvas as a block (a div and a canvas
  // are block and inline without it); wait for the sheet, which loads after the element starts.
  const styled = await page.waitForFunction(() => {
    const shadow = document.getElementById('board').shadowRoot;
    const main = shadow.querySelector('.rg-main');
    const canvas = shadow.querySelector('.rg-canvas');
    return main && canvas && getComputedStyle(main).display === 'grid' && getComputedStyle(canvas).display === 'block';
  }, null, { timeout: 10000 }).then(() => true, () => false);
  assert.ok(styled, `board.css did not apply: ${errors.join(' | ') || 'no error reported'}`);

  // The person's move through the element's API; the AI (level 1) answers from its worker.
  const answered = await page.evaluate(async () => {
    const el = document.getElementById('board');
    const reply = new Promise((resolve) => {
      el.addEventListener('move', (e) => e.detail.by === 'ai' && resolve(e.detail.move?.notation ?? e.detail.move));
      setTimeout(() => resolve(null), 20000);
    });
    el.play('7g7f');
    return { move: await reply, status: el.shadowRoot.querySelector('.rg-status')?.textContent ?? '' };
  });
  assert.ok(answered.move, `the AI did not answer: ${answered.status} ${errors.join(' | ')}`);
  assert.equal(await page.$eval('#board', (el) => el.game.history().length), 2);
  assert.deepEqual(errors, []);
  await page.close();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Resolves once the dev server answers at `url`; rejects if it exits or stays silent.
async function waitForServer(child, url, log) {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite exited with ${child.exitCode}: ${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`vite did not answer at ${url}: ${log()}`);
}

test('the Vite example builds against the packed tarball and runs in Chromium', async () => {
  const { serve } = await import('../../scripts/serve.mjs');
  const work = mkdtempSync(path.join(tmpdir(), 'regalia-vite-'));
  try {
    const app = installViteApp(work);
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'pipe' });
    const assets = readdirSync(path.join(app, 'dist/assets'));
    assert.ok(assets.some((f) => f.endsWith('.wasm')), `Vite emitted no .wasm asset: ${assets.join(', ')}`);

    const { server, url } = await serve({ port: 0, root: path.join(app, 'dist'), published: ['/'], home: '/' });
    const browser = await launchChromium();
    try {
      await expectExampleRuns(browser, url);
      await expectEmbedPlays(browser, url);
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

// The dev server pre-bundles the package into node_modules/.vite/deps/, out of reach of the
// module-relative .wasm URL; the default entry must still load with no Vite config at all.
test('the Vite dev server serves the packed tarball with no config and the library loads in Chromium', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'regalia-vite-dev-'));
  let child = null;
  try {
    const app = installViteApp(work);
    const port = await freePort();
    child = spawn(process.execPath, [vite, '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--clearScreen', 'false'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    const url = `http://127.0.0.1:${port}/`;
    await waitForServer(child, url, () => output);

    const browser = await launchChromium();
    try {
      await expectExampleRuns(browser, url);
      await expectEmbedPlays(browser, url);
    } finally {
      await browser.close();
    }
    assert.ok(readdirSync(path.join(app, 'node_modules/.vite/deps')).some((f) => f.startsWith('regalia-games')),
      'Vite did not pre-bundle regalia-games, so this test would not exercise the case it is for');
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  }
});
