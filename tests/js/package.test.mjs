// The packed tarball is what users install: it must hold only what they need, install into an
// empty folder and load from node ESM and from require().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
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
    const allowed = /^(package\.json|README\.md|LICENSE|dist\/regalia\.(js|wasm)|bindings\/js\/[a-z-]+\.(js|d\.ts))$/;
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
