// `npm test`: set up, build both targets, and run every test layer:
// Catch2 (ctest), node:test for the JS API and package, Chromium for the page.
import { setup } from './setup.mjs';
import { buildPreset, run, root } from './build.mjs';
import { buildFuzzTargets } from './fuzz.mjs';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const started = Date.now();
const stages = [];
function stage(name, fn) {
  const t0 = Date.now();
  process.stdout.write(`\n=== ${name}\n`);
  fn();
  stages.push([name, (Date.now() - t0) / 1000]);
}

stage('setup', () => setup({ quiet: true }));
stage('build native', () => buildPreset('native'));
stage('ctest (Catch2)', () => run('ctest', ['--preset', 'native', '-j2']));
stage('build wasm', () => buildPreset('wasm'));
stage('node:test (JS API, package)', () => run(process.execPath, ['--test', '--test-concurrency=2', 'tests/js/']));
// The browser tests mostly wait on Chromium and leave about a core idle: the fuzz targets
// (clang) compile meanwhile, niced so the page tests keep their CPU.
const fuzzLog = path.join(root, 'build/fuzz-build.log');
const fuzzLogFd = openSync(fuzzLog, 'w');
const fuzzBuildStart = Date.now();
const fuzzBuild = buildFuzzTargets({ nice: true, logFd: fuzzLogFd }).then(
  () => ({ ok: true, seconds: (Date.now() - fuzzBuildStart) / 1000 }),
  (error) => ({ ok: false, error }));
stage('browser (Chromium)', () => run(process.execPath, ['--test', '--test-concurrency=1', 'tests/browser/']));
// Reliability (docs/reliability.md): the Catch2 suite under ASan + UBSan, and a short libFuzzer
// pass over every target (30 s each as issue 8 asks, two at a time; longer runs: node scripts/fuzz.mjs --seconds 300).
// Their build started in the background with the browser stage.
stage('build asan (g++ ASan + UBSan)', () => {
  run('cmake', ['--preset', 'asan', '-Wno-dev'], { stdio: ['ignore', 'ignore', 'inherit'] });
  run('cmake', ['--build', '--preset', 'asan', '-j2', '--target', 'regalia_tests']);
});
stage('ctest asan', () => run('ctest', ['--preset', 'asan', '-j2']));
const waitStart = Date.now();
process.stdout.write('\n=== build fuzz targets (clang, in the background since the browser stage)\n');
const built = await fuzzBuild;
closeSync(fuzzLogFd);
if (!built.ok) {
  process.stdout.write(readFileSync(fuzzLog, 'utf8').slice(-20_000));
  throw built.error;
}
stages.push([`build fuzz (done after ${built.seconds.toFixed(1)} s in the background)`, (Date.now() - waitStart) / 1000]);
stage('fuzz (libFuzzer, 30 s per target)', () => run(process.execPath, ['scripts/fuzz.mjs', '--seconds', '30', '--seed', '1', '--no-build']));

console.log('\n=== summary');
for (const [name, s] of stages) console.log(`${s.toFixed(1).padStart(7)} s  ${name}`);
console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
