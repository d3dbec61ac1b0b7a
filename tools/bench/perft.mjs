// Perft speed, printed as figures and ratios against reference programs in the same run:
// native CLI vs Debian's Fairy-Stockfish (USI `go perft`), wasm (game.perft in node) vs native,
// and game.perft vs ffish (Fairy-Stockfish's rules in wasm, counted through its JS API).
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from '../../bindings/js/node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'build/native/bindings/cli/regalia');
const fairy = '/usr/games/fairy-stockfish';

const fmt = (n) => (n / 1e6).toFixed(1);
const rows = [];
function report(what, nodes, seconds, note = '') {
  const nps = nodes / seconds;
  rows.push({ what, nodes, seconds, nps });
  console.log(`${what.padEnd(44)} ${String(nodes).padStart(12)} nodes ${seconds.toFixed(3).padStart(8)} s ${fmt(nps).padStart(8)} M nodes/s ${note}`);
  return nps;
}

function nativePerft(game, depth) {
  const out = execFileSync(cli, ['perft', game, String(depth)], { encoding: 'utf8' });
  const m = out.match(/perft \d+: (\d+) nodes in ([\d.]+) s/);
  if (!m) throw new Error(`unexpected CLI output: ${out}`);
  return { nodes: Number(m[1]), seconds: Number(m[2]) };
}

function fairyPerft(depth) {
  const t0 = performance.now();
  const r = spawnSync(fairy, [], { input: `usi\nposition startpos\ngo perft ${depth}\nquit\n`, encoding: 'utf8' });
  const seconds = (performance.now() - t0) / 1000;
  const m = r.stdout.match(/Nodes searched: (\d+)/);
  if (!m) throw new Error('fairy-stockfish printed no node count');
  return { nodes: Number(m[1]), seconds };
}

async function loadFfish() {
  const require = createRequire(import.meta.url);
  const savedFetch = globalThis.fetch;
  delete globalThis.fetch; // ffish's loader would try fetch() on a file path under node 20
  try {
    const ffish = require('ffish');
    await new Promise((resolve) => {
      ffish.onRuntimeInitialized = resolve;
    });
    return ffish;
  } finally {
    globalThis.fetch = savedFetch;
  }
}

function ffishPerft(board, depth) {
  const moves = board.legalMoves().split(' ').filter(Boolean);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    board.push(m);
    n += ffishPerft(board, depth - 1);
    board.pop();
  }
  return n;
}

function timeIt(fn) {
  const t0 = performance.now();
  const value = fn();
  return { value, seconds: (performance.now() - t0) / 1000 };
}

// Best of `runs` (the machine may be shared; the fastest run is the least disturbed).
function bestOf(runs, fn) {
  let best = null;
  for (let i = 0; i < runs; i++) {
    const r = fn();
    if (!best || r.seconds < best.seconds) best = r;
  }
  return best;
}

export async function benchPerft({ showgitDepths = [5, 6], sovereignDepth = 5 } = {}) {
  const regalia = await load();
  console.log('\n## SHOWGIT perft from the start position');
  const fairyRun = bestOf(3, () => fairyPerft(5));
  const fairyNps = report('Fairy-Stockfish 11.1 go perft 5 (native)', fairyRun.nodes, fairyRun.seconds, '(process time incl. start-up)');
  const native = {};
  for (const d of showgitDepths) {
    const r = bestOf(3, () => nativePerft('showgit', d));
    native[d] = report(`regalia native perft ${d}`, r.nodes, r.seconds, `= ${(r.nodes / r.seconds / fairyNps).toFixed(1)}x Fairy-Stockfish`);
  }
  const warm = regalia.newGame('showgit');
  warm.perft(5); // let V8 tier the wasm up to its optimising compiler before timing
  warm.dispose();
  for (const d of showgitDepths) {
    const game = regalia.newGame('showgit');
    const { value, seconds } = bestOf(3, () => timeIt(() => game.perft(d)));
    game.dispose();
    const nps = report(`regalia wasm game.perft(${d}) in node`, value, seconds);
    console.log(`${''.padEnd(44)} native/wasm = ${(native[d] / nps).toFixed(2)}x`);
  }

  console.log('\n## SHOWGIT perft 4 through the JS API: regalia vs ffish (same process)');
  const ffish = await loadFfish();
  const board = new ffish.Board('shogi');
  const ff = timeIt(() => ffishPerft(board, 4));
  board.delete();
  const ffNps = report('ffish legalMoves/push/pop perft 4', ff.value, ff.seconds);
  const game = regalia.newGame('showgit');
  const ours = timeIt(() => game.perft(4));
  report('regalia game.perft(4)', ours.value, ours.seconds, `= ${(ours.value / ours.seconds / ffNps).toFixed(1)}x ffish`);

  console.log('\n## Cost of one API call (SHOWGIT, node)');
  const reps = 2000;
  const lm = timeIt(() => {
    for (let i = 0; i < reps; i++) game.legalMoves();
  });
  console.log(`legalMoves() at the start position (30 moves): ${((lm.seconds / reps) * 1e6).toFixed(1)} µs`);
  const pl = timeIt(() => {
    for (let i = 0; i < reps; i++) {
      game.play('7g7f');
      game.undo();
    }
  });
  console.log(`play('7g7f') + undo(): ${((pl.seconds / reps) * 1e6).toFixed(1)} µs`);
  game.dispose();

  console.log('\n## Sovereign Chess perft from the start position');
  const sn = bestOf(3, () => nativePerft('sovereign', sovereignDepth));
  const sNative = report(`regalia native perft ${sovereignDepth}`, sn.nodes, sn.seconds);
  const sg = regalia.newGame('sovereign');
  sg.perft(4); // warm-up
  const sw = bestOf(3, () => timeIt(() => sg.perft(sovereignDepth)));
  sg.dispose();
  const sWasm = report(`regalia wasm game.perft(${sovereignDepth}) in node`, sw.value, sw.seconds);
  console.log(`${''.padEnd(44)} native/wasm = ${(sNative / sWasm).toFixed(2)}x`);
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchPerft();
}
