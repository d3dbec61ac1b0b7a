// `npm test`: set up, build both targets, and run every test layer:
// Catch2 (ctest), node:test for the JS API and package, Chromium for the page.
// `npm run test:quick` (--quick) runs only the stages marked QUICK: the incremental builds,
// Catch2 and node:test, for the edit-build-test loop (under 2 minutes on an up-to-date tree).
// It installs nothing, so it expects a tree that `npm test` or `npm run setup` has set up once.
import { setup } from './setup.mjs';
import { buildPreset, run } from './build.mjs';
import { buildPageBundle } from './page-bundle.mjs';
import { allTargets } from './fuzz.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Runs a command in the background, its output kept: resolves to { code, output }.
function runCaptured(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.on('error', (err) => resolve({ code: -1, output: `${output}${err.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? signal, output }));
  });
}

const quick = process.argv.includes('--quick');
const QUICK = true;
const started = Date.now();
const stages = [];
async function stage(name, fn, inQuick = false) {
  if (quick && !inQuick) return;
  const t0 = Date.now();
  process.stdout.write(`\n=== ${name}\n`);
  await fn();
  stages.push([name, (Date.now() - t0) / 1000]);
}

  await stage('setup', () => setup({ quiet: true }));
  await stage('build native', () => buildPreset('native'), QUICK);
  // Catch2 runs beside the wasm build, whose link (LTO, wasm-opt) keeps one core busy for most of
  // its time; its output is printed when it ends.
  await stage('ctest (Catch2) beside build wasm', async () => {
    const catch2 = runCaptured('ctest', ['--preset', 'native', '-j2']);
    try {
      buildPreset('wasm');
      buildPageBundle(root); // the page's bundle holds dist/regalia.js (scripts/page-bundle.mjs)
    } finally {
      const { code, output } = await catch2;
      process.stdout.write(output);
      if (code !== 0) throw new Error(`'ctest --preset native -j2' failed (exit ${code})`);
    }
  }, QUICK);
  // node:test files run two at a time (39 s -> 23 s on 2 cores); the browser files one at a time:
  // two at once ran slower and timed out. Compiling the sanitizer builds beside the browser stage
  // at nice 19 was tried: the browser stage slowed and the builds barely advanced.
  await stage('node:test (JS API, package)', () => run(process.execPath, ['--test', '--test-concurrency=2', 'tests/js/']), QUICK);
  await stage('browser (Chromium)', () => run(process.execPath, ['scripts/browser-tests.mjs']));
  // Reliability (docs/reliability.md): one clang-14 build with ASan + UBSan (and libFuzzer's
  // coverage hooks) serves both the Catch2 suite and the fuzz targets, so the core compiles once.
  // The Sovereign tactical suite is left to the native run (65 s under ASan, the same code as the
  // tests beside it); fuzzing is 10 s per target, two at a time (longer runs:
  // node scripts/fuzz.mjs --seconds 300).
  await stage('build sanitize (clang-14 ASan + UBSan: Catch2 and fuzz targets)', () => {
    run('cmake', ['--preset', 'sanitize', '-Wno-dev'], { stdio: ['ignore', 'ignore', 'inherit'] });
    run('cmake', ['--build', '--preset', 'sanitize', '-j2', '--target', 'regalia_tests', ...allTargets()]);
  });
  await stage('ctest sanitize', () => run('ctest', ['--preset', 'sanitize', '-j2']));
  await stage('fuzz (libFuzzer, 10 s per target)', () => run(process.execPath, ['scripts/fuzz.mjs', '--seconds', '10', '--seed', '1', '--no-build']));

console.log('\n=== summary');
for (const [name, s] of stages) console.log(`${s.toFixed(1).padStart(7)} s  ${name}`);
console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
