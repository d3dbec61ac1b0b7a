// The packed tarball is what users install: it must hold only what they need (its README's links
// included), install into an empty folder, load from node ESM and from require(), and run the
// Vite example under Vite's dev server and as a production build in Chromium (the framework
// examples: examples.test.mjs). One tarball and one browser serve every test here.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { installExample, launchChromium, packTarball, root, startServer, viteBuild } from './example-apps.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'regalia-pack-'));
let packed = null;
let browser = null;
before(() => {
  packed = packTarball(work);
});
after(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});
async function sharedBrowser() {
  browser ??= await launchChromium();
  return browser;
}

test('npm pack makes a clean tarball that installs and loads from ESM and require()', () => {
  const { files, tarball } = packed;
  const allowed = /^(package\.json|README\.md|LICENSE|dist\/regalia\.(js|wasm)|dist\/showgit-king-tables\.rgkt|bindings\/js\/[a-z-]+\.(js|d\.ts)|web\/[a-z0-9-]+\.(js|css|d\.ts)|docs\/[a-z0-9-]+\.md|docs\/img\/[a-z0-9-]+\.png)$/;
  for (const f of files) assert.match(f, allowed, `unexpected file in the tarball: ${f}`);
  for (const f of ['dist/regalia.wasm', 'dist/regalia.js', 'dist/showgit-king-tables.rgkt', 'bindings/js/index.d.ts', 'bindings/js/node.js', 'bindings/js/browser.js', 'web/react.d.ts', 'docs/api.md', 'docs/guides.md']) {
    assert.ok(files.includes(f), `tarball misses ${f}`);
  }

  const app = path.join(work, 'plain');
  mkdirSync(app);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', tarball], { cwd: app, stdio: 'pipe' });

  const esm = `import { load } from 'regalia-games';
const r = await load(); const g = r.newGame('showgit');
console.log(g.legalMoves().length, await r.setEvaluation('showgit', 'learned')); g.dispose();`;
  // The learned evaluation is read from the installed package.
  assert.equal(execFileSync(process.execPath, ['--input-type=module', '-e', esm], { cwd: app, encoding: 'utf8' }).trim(), '30 learned');

  const cjs = `const { load } = require('regalia-games');
load().then((r) => { const g = r.newGame('showgit'); console.log(g.legalMoves().length); g.dispose(); });`;
  assert.equal(execFileSync(process.execPath, ['-e', cjs], { cwd: app, encoding: 'utf8' }).trim(), '30');

  // Server-side rendering imports the element's module in node: it must not throw.
  const ssr = `const { RegaliaBoardElement } = await import('regalia-games/embed'); await import('regalia-games/react');
console.log(RegaliaBoardElement.observedAttributes.includes('game'));`;
  assert.equal(execFileSync(process.execPath, ['--input-type=module', '-e', ssr], { cwd: app, encoding: 'utf8' }).trim(), 'true');
});

// The default payload (the wasm and its Emscripten loader) stays within 200 kB gzipped, as the
// package promises; docs/build.md "Sizes of dist/" has the figures and what keeps them small.
test('the wasm and its loader stay within 200 kB gzipped', () => {
  const budget = 200 * 1024;
  const sizes = ['dist/regalia.wasm', 'dist/regalia.js'].map((f) => gzipSync(readFileSync(path.join(root, f)), { level: 9 }).length);
  const total = sizes[0] + sizes[1];
  assert.ok(total <= budget, `dist/regalia.wasm ${sizes[0]} + dist/regalia.js ${sizes[1]} = ${total} bytes gzipped, over the budget of ${budget}`);
});

test("the README's and the shipped docs' relative links resolve inside the tarball", () => {
  const installed = path.join(work, 'plain/node_modules/regalia-games');
  const pages = ['README.md', ...packed.files.filter((f) => f.startsWith('docs/') && f.endsWith('.md'))];
  let links = 0;
  for (const page of pages) {
    const text = readFileSync(path.join(installed, page), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target) || target.startsWith('#')) continue;
      const file = path.normalize(path.join(path.dirname(page), target.split('#')[0]));
      assert.ok(existsSync(path.join(installed, file)), `${page} links to ${target}, which the tarball does not hold`);
      links++;
    }
  }
  assert.ok(links > 10, `only ${links} links checked`);
});

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


test('the Vite example builds against the packed tarball and runs in Chromium', async () => {
  const app = installExample('vite-app', work, packed.tarball);
  viteBuild(app);
  const assets = readdirSync(path.join(app, 'dist/assets'));
  assert.ok(assets.some((f) => f.endsWith('.wasm')), `Vite emitted no .wasm asset: ${assets.join(', ')}`);
  const server = await startServer('vite-app', app, { dev: false });
  try {
    await expectExampleRuns(await sharedBrowser(), server.url);
    await expectEmbedPlays(await sharedBrowser(), server.url);
  } finally {
    await server.stop();
  }
});

// The dev server pre-bundles the package into node_modules/.vite/deps/, out of reach of the
// module-relative .wasm URL; the default entry must still load with no Vite config at all.
test('the Vite dev server serves the packed tarball with no config and the library loads in Chromium', async () => {
  const app = installExample('vite-app', path.join(work, 'dev'), packed.tarball);
  const server = await startServer('vite-app', app, { dev: true });
  try {
    await expectExampleRuns(await sharedBrowser(), server.url);
    await expectEmbedPlays(await sharedBrowser(), server.url);
  } finally {
    await server.stop();
  }
  assert.ok(readdirSync(path.join(app, 'node_modules/.vite/deps')).some((f) => f.startsWith('regalia-games')),
    'Vite did not pre-bundle regalia-games, so this test would not exercise the case it is for');
});
