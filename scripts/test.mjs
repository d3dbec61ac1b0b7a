// `npm test`: set up, build both targets, and run every test layer:
// Catch2 (ctest), node:test for the JS API and package, Chromium for the page.
// `npm run test:quick` (--quick) runs only the stages marked QUICK: the incremental builds,
// Catch2 and node:test, for the edit-build-test loop (under 2 minutes on an up-to-date tree).
// It installs nothing, so it expects a tree that `npm test` or `npm run setup` has set up once.
import { setup } from './setup.mjs';
import { buildPreset, run } from './build.mjs';
import { startBackground } from './background-build.mjs';

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

// The two sanitizer builds (g++ ASan + UBSan for Catch2, clang-14 libFuzzer targets) only
// compile, while the browser stage mostly waits on pages and timers: they start with it at the
// lowest CPU priority (nice 19) and take the time the pages leave idle.
const sanitizerBuilds = [
  ['cmake', ['--preset', 'asan', '-Wno-dev']],
  ['cmake', ['--build', '--preset', 'asan', '-j2', '--target', 'regalia_tests']],
  [process.execPath, ['scripts/fuzz.mjs', '--build-only']],
];
let background = null;

try {
  await stage('setup', () => setup({ quiet: true }));
  await stage('build native', () => buildPreset('native'), QUICK);
  await stage('ctest (Catch2)', () => run('ctest', ['--preset', 'native', '-j2']), QUICK);
  await stage('build wasm', () => buildPreset('wasm'), QUICK);
  // node:test files run two at a time (39 s -> 23 s on 2 cores); the browser files one at a time:
  // two at once ran slower and timed out.
  await stage('node:test (JS API, package)', () => run(process.execPath, ['--test', '--test-concurrency=2', 'tests/js/']), QUICK);
  if (!quick) background = startBackground(sanitizerBuilds, 'build/sanitizer-builds.log');
  await stage('browser (Chromium; sanitizer builds beside it at nice 19)', () => run(process.execPath, ['--test', '--test-concurrency=1', 'tests/browser/']));
  // Reliability (docs/reliability.md): the Catch2 suite under ASan + UBSan (the Sovereign
  // tactical suite left to the native run: 65 s under ASan, the same code as the tests beside
  // it), and a short libFuzzer pass over every target (24 s each, two at a time).
  await stage('sanitizer builds (what was left after the browser stage)', () => background.done());
  await stage('ctest asan', () => run('ctest', ['--preset', 'asan', '-j2']));
  await stage('fuzz (libFuzzer, 24 s per target)', () => run(process.execPath, ['scripts/fuzz.mjs', '--seconds', '24', '--seed', '1', '--no-build']));
} finally {
  background?.stop();
}

console.log('\n=== summary');
for (const [name, s] of stages) console.log(`${s.toFixed(1).padStart(7)} s  ${name}`);
if (background) console.log(`        (the sanitizer builds took ${background.seconds().toFixed(1)} s of wall time in all)`);
console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
