#!/usr/bin/env node
// Differential tests for Sovereign Chess, which has no outside oracle:
//  1. the fast generator against the slow, obviously-correct reference path
//     (tests/support/sovereign_reference.h), over seeded random playouts, with key/SCFEN/control
//     invariants: the hidden Catch2 tag [sovereign-long] of build/native/tests/native/regalia_tests;
//     a mismatch prints the SCFEN and both move lists (Catch2 INFO);
//  2. the native build against the wasm build (`regalia moves sovereign --stdin` vs the JS API's
//     legalMoves()) over seeded random playouts made through the JS API.
//
// usage: node tools/diff/sovereign_vs_reference.mjs [--positions N] [--wasm-positions M] [--seed S]
// Exit 0 when everything agrees, 1 on a mismatch, 2 on a setup problem.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RegaliaBatch } from './usi_process.mjs';
import { prng, DEFAULT_REGALIA } from './showgit_vs_fairy.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_TESTS = resolve(root, 'build/native/tests/native/regalia_tests');

/** Fast generator vs reference through Catch2; resolves { positions, ok, output, seconds }. */
export function runReference({ positions = 5000, testsPath = DEFAULT_TESTS } = {}) {
  if (!existsSync(testsPath)) throw new Error(`Catch2 binary not found at ${testsPath} (build the native preset)`);
  const t0 = Date.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(testsPath, ['[sovereign-long]'], {
      env: { ...process.env, SOVEREIGN_PLAYOUT_POSITIONS: String(positions) },
    });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.on('error', reject);
    child.on('close', (code) => {
      // Catch2 wraps its WARN text at 80 columns: read it with whitespace collapsed.
      const flat = output.replace(/\s+/g, ' ');
      const m = /long playouts: (\d+) positions, (\d+) moves, (\d+) in check, (\d+) defections, (\d+) king promotions, (\d+) castlings/.exec(flat);
      resolvePromise({
        ok: code === 0 && !!m,
        positions: m ? Number(m[1]) : 0,
        moves: m ? Number(m[2]) : 0,
        details: m ? `${m[3]} in check, ${m[4]} defections, ${m[5]} king promotions, ${m[6]} castlings` : '',
        seed: /^seed (\d+):/m.exec(output)?.[1],  // the line the Catch2 test prints (tests/native/test_seed.h)
        output,
        seconds: (Date.now() - t0) / 1000,
      });
    });
  });
}

/** Native CLI vs wasm over random playouts; resolves { compared, mismatches, reports, seconds }. */
export async function runNativeVsWasm({ positions = 2000, seed = 1, regaliaPath = DEFAULT_REGALIA, log = console.log } = {}) {
  const { load } = await import('../../bindings/js/node.js');
  const regalia = await load();
  const rand = prng(seed);
  const native = new RegaliaBatch(regaliaPath, 'sovereign');
  const t0 = Date.now();
  const stats = { compared: 0, mismatches: 0, moves: 0, reports: [] };
  const pending = [];
  try {
    while (stats.compared + pending.length < positions) {
      const game = regalia.newGame('sovereign');
      try {
        const plies = 1 + Math.floor(rand() * 200);
        for (let ply = 0; ply < plies && stats.compared + pending.length < positions; ply++) {
          const all = game.legalMoves().filter((m) => m.notation !== 'swap');
          // A finished game (repetition, fifty moves) lists no moves by design: stop before it.
          if (game.status().over) break;
          const wasm = all.map((m) => m.notation).sort();
          const scfen = game.position();
          pending.push(native.moves(scfen).then((ours) => {
            stats.compared++;
            stats.moves += ours.length;
            if (ours.join(' ') !== wasm.join(' ')) {
              stats.mismatches++;
              const text = `MISMATCH (native-vs-wasm) ${scfen}\n  native (${ours.length}): ${ours.join(' ')}\n  wasm (${wasm.length}): ${wasm.join(' ')}`;
              if (stats.reports.length < 10) { stats.reports.push(text); log(text); }
            }
          }));
          if (!all.length) break;
          // Half the time prefer captures, defections, promotions and castling.
          let choice = all;
          if (rand() < 0.5) {
            const special = all.filter((m) => m.captured || m.defection || m.promotion || m.castle);
            if (special.length) choice = special;
          }
          try {
            game.play(choice[Math.floor(rand() * choice.length)].notation);
          } catch (err) {
            if (err.code === 'game-over') break;
            throw err;
          }
        }
      } finally {
        game.dispose();
      }
      if (pending.length > 2000) await Promise.all(pending.splice(0));
    }
    await Promise.all(pending);
  } finally {
    native.close();
  }
  stats.seconds = (Date.now() - t0) / 1000;
  return stats;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The seed of the native-vs-wasm part: --seed, else REGALIA_SEED, else 1. The reference part is a
  // Catch2 test, which reads REGALIA_SEED itself (docs/reliability.md, "Replaying a random test").
  const opts = { positions: 5000, wasmPositions: 2000, seed: Number(process.env.REGALIA_SEED || 1) };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const [a, v] = [argv[i], argv[i + 1]];
    if (a === '--positions') { opts.positions = Number(v); i++; }
    else if (a === '--wasm-positions') { opts.wasmPositions = Number(v); i++; }
    else if (a === '--seed') { opts.seed = Number(v); i++; }
    else { console.error(`unknown argument ${a}`); process.exit(2); }
  }
  console.log(`seed ${opts.seed} for native vs wasm (replay: node tools/diff/sovereign_vs_reference.mjs --seed ${opts.seed} with the same options)`);
  try {
    const ref = await runReference({ positions: opts.positions });
    if (!ref.ok) console.log(ref.output);
    console.log(`sovereign fast vs reference: ${ref.positions} positions compared (${ref.moves} moves; ${ref.details}), ` +
      `${ref.ok ? 0 : 'SOME'} mismatches, seed ${ref.seed ?? '?'}, ${ref.seconds.toFixed(1)} s`);
    const nw = await runNativeVsWasm({ positions: opts.wasmPositions, seed: opts.seed });
    console.log(`sovereign native vs wasm: ${nw.compared} positions compared (${nw.moves} moves), ${nw.mismatches} mismatches, ` +
      `seed ${opts.seed}, ${nw.seconds.toFixed(1)} s`);
    process.exit(ref.ok && !nw.mismatches ? 0 : 1);
  } catch (err) {
    console.error(err.message);
    process.exit(2);
  }
}
