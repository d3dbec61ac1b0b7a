// Builds the native target (CLI + Catch2 tests) and the wasm target (dist/) with the CMake presets,
// and with the wasm the page's bundle (dist/page/).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { setup } from './setup.mjs';
import { buildPageBundle } from './page-bundle.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (r.status !== 0) {
    throw new Error(`'${cmd} ${args.join(' ')}' failed (exit ${r.status ?? r.signal})`);
  }
}

export function buildPreset(preset) {
  run('cmake', ['--preset', preset, '-Wno-dev'], { stdio: ['ignore', 'ignore', 'inherit'] });
  run('cmake', ['--build', '--preset', preset]);
}

export function build(targets = ['native', 'wasm']) {
  for (const t of targets) {
    buildPreset(t);
    if (t === 'wasm') buildPageBundle(root); // the page's bundle holds dist/regalia.js (scripts/page-bundle.mjs)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  setup({ quiet: true });
  const wanted = process.argv.slice(2);
  build(wanted.length ? wanted : undefined);
}
