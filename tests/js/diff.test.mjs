// Short samples of the differential runs (the ≥1M-position runs are `npm run verify`):
// SHOWGIT native CLI + wasm vs Debian's fairy-stockfish, Sovereign fast generator vs the
// reference path (Catch2 [sovereign-long]) and native vs wasm. Needs the native and wasm builds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { runShowgitDiff, summary, DEFAULT_REGALIA, DEFAULT_FAIRY } from '../../tools/diff/showgit_vs_fairy.mjs';
import { runReference, runNativeVsWasm, DEFAULT_TESTS } from '../../tools/diff/sovereign_vs_reference.mjs';
import { testSeed } from './seed.mjs';

const haveNative = existsSync(DEFAULT_REGALIA) && existsSync(DEFAULT_TESTS);

test('SHOWGIT: 3000 positions agree with fairy-stockfish (random and engine-played games)', { skip: !haveNative && 'native build missing', timeout: 120_000 }, async () => {
  assert.ok(existsSync(DEFAULT_FAIRY), `${DEFAULT_FAIRY} is missing (apt-get install fairy-stockfish)`);
  // A new seed every run explores new positions; it is printed, and REGALIA_SEED replays it.
  const seed = testSeed('SHOWGIT: 3000 positions agree', Date.now() % 1_000_000, import.meta.url);
  const s = await runShowgitDiff({ positions: 3000, seed, engineShare: 0.2, log: () => {} });
  console.log(`# ${summary(s, seed)}`);
  assert.equal(s.mismatches, 0, `seed ${seed} (node tools/diff/showgit_vs_fairy.mjs --positions 3000 --engine-share 0.2 --seed ${seed})\n${s.reports.join('\n')}`);
  assert.equal(s.compared + s.skipped, 3000);
  assert.ok(s.compared > 2900);
});

test('Sovereign: 5000 positions of the fast generator equal the reference path', { skip: !haveNative && 'native build missing', timeout: 120_000 }, async () => {
  const r = await runReference({ positions: 5000 });
  console.log(`# sovereign fast vs reference: ${r.positions} positions (${r.moves} moves; ${r.details}), seed ${r.seed}, ${r.seconds.toFixed(1)} s`);
  assert.ok(r.ok, r.output);
  assert.equal(r.positions, 5000);
});

test('Sovereign: 3000 positions, native CLI and wasm list the same moves', { skip: !haveNative && 'native build missing', timeout: 120_000 }, async () => {
  const s = await runNativeVsWasm({ positions: 3000, seed: testSeed('native CLI and wasm list the same moves', 7, import.meta.url), log: () => {} });
  console.log(`# sovereign native vs wasm: ${s.compared} positions (${s.moves} moves), ${s.mismatches} mismatches`);
  assert.equal(s.mismatches, 0, s.reports.join('\n'));
  assert.equal(s.compared, 3000);
});
