// `npm run verify`: the large reliability runs that do not fit the 15-minute `npm test`:
//   - SHOWGIT: regalia (native CLI and wasm) vs fairy-stockfish over ≥1,000,000 positions
//     (random playouts and fairy-stockfish self-play games, pawn-drop-mate positions skipped);
//   - Sovereign: fast generator vs the reference path over ≥1,000,000 positions (Catch2
//     [sovereign-long]), native vs wasm over 200,000 positions, and a tenth of the long
//     comparison again under ASan + UBSan (the sanitize preset).
// Prints positions compared / skipped / mismatches per run; a mismatch prints the position and
// both move lists. Exit 1 on any mismatch.
//
// usage: node scripts/verify.mjs [--positions N (1000000)] [--seed S] [--only showgit|sovereign]
//        [--processes K (2)]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPreset, run } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const opts = { positions: 1_000_000, seed: Number(process.env.REGALIA_SEED || 20240601), only: null, processes: 2 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const [a, v] = [argv[i], argv[i + 1]];
  if (a === '--positions') { opts.positions = Number(v); i++; }
  else if (a === '--seed') { opts.seed = Number(v); i++; }
  else if (a === '--only') { opts.only = v; i++; }
  else if (a === '--processes') { opts.processes = Number(v); i++; }
  else { console.error(`unknown argument ${a}`); process.exit(2); }
}

// Incremental: quick when the builds are current. A failing build (someone's half-written file
// in a shared tree) falls back to the binaries already there, with a warning.
for (const preset of ['native', 'wasm']) {
  try {
    buildPreset(preset);
  } catch (err) {
    console.log(`WARNING: ${err.message}; using the existing ${preset} build`);
  }
}

const { runShowgitDiff, summary } = await import('../tools/diff/showgit_vs_fairy.mjs');
const { runReference, runNativeVsWasm } = await import('../tools/diff/sovereign_vs_reference.mjs');

const results = [];
let failed = false;
const t0 = Date.now();

if (opts.only !== 'sovereign') {
  console.log(`=== SHOWGIT vs fairy-stockfish, ${opts.positions} positions, seed ${opts.seed}`);
  const s = await runShowgitDiff({ positions: opts.positions, seed: opts.seed, processes: opts.processes, engineShare: 0.1 });
  for (const e of s.engineIllegal.slice(0, 5)) console.log(`  fairy played a move regalia calls illegal (pawn-drop mate): ${e}`);
  const line = summary(s, opts.seed);
  console.log(line);
  results.push(line);
  failed ||= s.mismatches > 0;
}

if (opts.only !== 'showgit') {
  console.log(`\n=== Sovereign fast generator vs reference, ${opts.positions} positions`);
  const r = await runReference({ positions: opts.positions });
  if (!r.ok) console.log(r.output);
  const line = `sovereign fast vs reference: ${r.positions} positions compared (${r.moves} moves; ${r.details}), ` +
    `0 skipped, ${r.ok ? 0 : 'at least 1'} mismatches, ${r.seconds.toFixed(1)} s`;
  console.log(line);
  results.push(line);
  failed ||= !r.ok;

  const n = Math.min(200_000, opts.positions);
  console.log(`\n=== Sovereign native CLI vs wasm, ${n} positions`);
  const w = await runNativeVsWasm({ positions: n, seed: opts.seed });
  const line2 = `sovereign native vs wasm: ${w.compared} positions compared (${w.moves} moves), 0 skipped, ` +
    `${w.mismatches} mismatches, seed ${opts.seed}, ${w.seconds.toFixed(1)} s`;
  console.log(line2);
  results.push(line2);
  failed ||= w.mismatches > 0;
}

if (opts.only !== 'showgit' && opts.only !== 'sovereign') {
  // The long Sovereign comparison again under ASan + UBSan (a tenth of the positions: ~10x slower).
  const asanTests = path.join(root, 'build/sanitize/tests/native/regalia_tests');
  try {
    run('cmake', ['--preset', 'sanitize', '-Wno-dev'], { stdio: ['ignore', 'ignore', 'inherit'] });
    run('cmake', ['--build', '--preset', 'sanitize', '-j2', '--target', 'regalia_tests']);
  } catch (err) {
    console.log(`WARNING: ${err.message}; using the existing sanitize build`);
  }
  if (existsSync(asanTests)) {
    const n = Math.max(1000, Math.round(opts.positions / 10));
    console.log(`\n=== Sovereign fast vs reference under ASan + UBSan, ${n} positions`);
    const r = await runReference({ positions: n, testsPath: asanTests });
    if (!r.ok) console.log(r.output);
    const line = `sovereign fast vs reference (asan+ubsan): ${r.positions} positions compared, ${r.ok ? 0 : 'at least 1'} mismatches or sanitizer reports, ${r.seconds.toFixed(1)} s`;
    console.log(line);
    results.push(line);
    failed ||= !r.ok;
  }
}

console.log('\n=== verify summary');
for (const r of results) console.log(r);
console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s total; ${failed ? 'MISMATCHES FOUND' : 'all agree'}`);
process.exit(failed ? 1 : 0);
