// The hand-written index.d.ts is checked by tsc against an example that uses every call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function tsc(file) {
  const bin = path.join(root, 'node_modules/typescript/bin/tsc');
  return spawnSync(process.execPath, [bin, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext',
    '--moduleResolution', 'nodenext', file], { cwd: root, encoding: 'utf8' });
}

test('tsc --noEmit accepts examples/typed-usage.ts against bindings/js/index.d.ts', () => {
  const r = tsc('examples/typed-usage.ts');
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('tsc --noEmit accepts examples/typed-embed.ts against web/embed.d.ts', () => {
  const r = tsc('examples/typed-embed.ts');
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('tsc rejects a misuse (the check can fail)', () => {
  const r = tsc('tests/js/fixtures/misuse.ts');
  assert.notEqual(r.status, 0);
  assert.match(r.stdout, /"chess"/);
  assert.match(r.stdout, /swap/);
  assert.match(r.stdout, /findMate/);
  assert.match(r.stdout, /"queen"/);
  assert.match(r.stdout, /'handicap' does not exist/);
  assert.match(r.stdout, /'increment' does not exist/);
});
