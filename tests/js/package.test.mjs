// The packed tarball is what users install: it must hold only what they need, install into an
// empty folder and load from node ESM and from require().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
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

test('the Vite example builds against the packed tarball and runs in Chromium', async () => {
  const { chromium } = await import('playwright-core');
  const { serve } = await import('../../scripts/serve.mjs');
  const work = mkdtempSync(path.join(tmpdir(), 'regalia-vite-'));
  try {
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' });
    const tarball = path.join(work, JSON.parse(out)[0].filename);
    const app = path.join(work, 'app');
    cpSync(path.join(root, 'examples/vite-app'), app, { recursive: true, filter: (f) => !/node_modules|\/dist$/.test(f) });
    // Install the tarball in place of the example's `file:../..` dependency; Vite comes from our devDependencies.
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', tarball], { cwd: app, stdio: 'pipe' });
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'pipe' });
    const assets = readdirSync(path.join(app, 'dist/assets'));
    assert.ok(assets.some((f) => f.endsWith('.wasm')), `Vite emitted no .wasm asset: ${assets.join(', ')}`);

    const { server, url } = await serve({ port: 0, root: path.join(app, 'dist'), published: ['/'], home: '/' });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(url);
      await page.waitForSelector('body[data-legal-moves]', { timeout: 15000 });
      assert.equal(await page.$eval('body', (b) => b.dataset.legalMoves), '20');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
