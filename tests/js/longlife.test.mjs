// Long life: a 10,000-ply SHOWGIT game keeps constant time per move and bounded memory, with
// repetition detection still working at the end; 10,000 games created and disposed leave the
// heap flat; two games at once and two worker_threads at once do not interfere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { load } from '../../bindings/js/node.js';
import { testSeed } from './seed.mjs';

const regalia = await load();
const PLIES = Number(process.env.REGALIA_LONGLIFE_PLIES ?? 10_000);

function prng(seed) {
  let s = (seed >>> 0) || 1;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

// Plays a move that is legal and does not end the game; when every choice ends it (mate, fourth
// repetition), takes moves back and tries again. Returns the number of undos it needed.
function playOn(game, rand) {
  let undos = 0;
  for (;;) {
    const moves = game.legalMoves();
    const order = moves.map((m) => m.notation).sort(() => rand() - 0.5);
    for (const notation of order) {
      game.play(notation);
      if (!game.status().over) return undos;
      game.undo();
    }
    game.undo(); // a dead end: go back one more ply
    undos++;
  }
}

// A 4-ply cycle from the current position: a quiet move of each side and both moves back.
function findCycle(game) {
  const quiet = (m) => m.from && !m.captured && !m.promotion && !m.check;
  for (const a of game.legalMoves().filter(quiet)) {
    game.play(a.notation);
    const back1 = `${a.to}${a.from}`;
    for (const b of game.legalMoves().filter(quiet)) {
      game.play(b.notation);
      const back2 = `${b.to}${b.from}`;
      const ok = game.legalMoves().some((m) => m.notation === back1);
      if (ok) {
        game.play(back1);
        const ok2 = game.legalMoves().some((m) => m.notation === back2);
        game.undo();
        if (ok2) {
          game.undo();
          game.undo();
          return [a.notation, b.notation, back1, back2];
        }
      }
      game.undo();
    }
    game.undo();
  }
  return null;
}

test(`a ${PLIES}-ply SHOWGIT game: constant time per move, bounded memory, repetition still detected`, { timeout: 300_000 }, () => {
  const rand = prng(testSeed('SHOWGIT game: constant time per move', 12345, import.meta.url));
  // Warm-up: the first game of a process allocates lasting tables; measure from after it.
  const warm = regalia.newGame('showgit');
  warm.play('7g7f');
  warm.status();
  warm.dispose();
  const heapBefore = regalia.heapStats();
  const game = regalia.newGame('showgit');
  const times = [];
  let undos = 0;
  let maxUsed = 0;
  let ply = 0;
  while (ply < PLIES) {
    const t0 = performance.now();
    const back = playOn(game, rand);
    const dt = performance.now() - t0;
    undos += back;
    if (back === 0) times[ply] = dt; // count plain steps only
    ply += 1 - back;
    if (ply % 500 === 0) maxUsed = Math.max(maxUsed, regalia.heapStats().used);
  }
  assert.equal(game.history().length, PLIES);
  // The same position, reached again and again: the fourth occurrence ends the game.
  const cycle = findCycle(game);
  assert.ok(cycle, `no 4-ply cycle found at ply ${PLIES} (${game.position()})`);
  const start = game.position();
  for (let rep = 0; rep < 3; rep++) {
    for (const m of cycle) {
      assert.equal(game.status().over, false, `over too early in repetition ${rep} at ${game.position()}`);
      game.play(m);
    }
  }
  assert.equal(game.position().split(' ').slice(0, 3).join(' '), start.split(' ').slice(0, 3).join(' '));
  const st = game.status();
  assert.equal(st.over, true, 'the fourth repetition must end the game');
  assert.match(st.reason, /repetition|perpetual-check/);
  assert.throws(() => game.play(cycle[0]), (e) => e.code === 'game-over');
  assert.equal(game.legalMoves().length, 0, 'a finished game has no legal moves');
  for (let i = 0; i < 12; i++) game.undo();
  assert.equal(game.status().over, false);
  assert.equal(game.history().length, PLIES);

  const avg = (a) => a.filter((x) => x !== undefined).reduce((s, x, _, all) => s + x / all.length, 0);
  const first = avg(times.slice(0, 1000));
  const last = avg(times.slice(PLIES - 1000, PLIES));
  const heapDuring = regalia.heapStats();
  game.dispose();
  const heapAfter = regalia.heapStats();
  console.log(`# ${PLIES} plies (${undos} dead-end undos): ${(first * 1000).toFixed(0)} µs/ply over the first 1000, ` +
    `${(last * 1000).toFixed(0)} µs/ply over the last 1000 (ratio ${(last / first).toFixed(2)})`);
  console.log(`# heap used: ${kb(heapBefore.used)} before, ${kb(Math.max(maxUsed, heapDuring.used))} at most during, ` +
    `${kb(heapAfter.used)} after dispose; reserved ${kb(heapBefore.size)} -> ${kb(heapAfter.size)}`);
  assert.ok(heapDuring.used - heapBefore.used < 16 * 1024 * 1024, 'a 10,000-ply game must fit in 16 MiB of heap');
  assert.ok(heapAfter.used - heapBefore.used < 64 * 1024, `heap not given back: ${heapBefore.used} -> ${heapAfter.used}`);
});

test('10,000 games created, played a little and disposed leave the heap flat', () => {
  const rand = prng(testSeed('10,000 games created, played a little and disposed', 99, import.meta.url));
  const warm = [];
  for (let i = 0; i < 20; i++) warm.push(regalia.newGame(i % 2 ? 'showgit' : 'sovereign'));
  for (const g of warm) g.dispose();
  const before = regalia.heapStats();
  for (let i = 0; i < 10_000; i++) {
    const g = regalia.newGame(i % 2 ? 'showgit' : 'sovereign');
    for (let k = 0; k < 3; k++) {
      const moves = g.legalMoves();
      g.play(moves[Math.floor(rand() * moves.length)].notation);
    }
    g.dispose();
  }
  const after = regalia.heapStats();
  console.log(`# 10,000 games: heap used ${kb(before.used)} before, ${kb(after.used)} after; reserved ${kb(before.size)} -> ${kb(after.size)}`);
  assert.ok(after.used - before.used < 16 * 1024, `heap grew from ${before.used} to ${after.used}`);
  assert.ok(after.size - before.size <= 1024 * 1024, `reserved heap grew from ${before.size} to ${after.size}`);
});

test('two games played in turns give the same positions as each played alone', () => {
  for (const [v1, v2] of [['showgit', 'showgit'], ['showgit', 'sovereign'], ['sovereign', 'sovereign']]) {
    const rand = prng(v1.length * 7 + v2.length);
    const a = regalia.newGame(v1);
    const b = regalia.newGame(v2);
    const seen = { a: [], b: [] };
    for (let ply = 0; ply < 300; ply++) {
      for (const [name, g] of [['a', a], ['b', b]]) {
        const moves = g.legalMoves().filter((m) => m.notation !== 'swap');
        if (!moves.length || g.status().over) continue;
        g.play(moves[Math.floor(rand() * moves.length)].notation);
        seen[name].push(g.position());
        if (rand() < 0.1) {
          g.undo();
          seen[name].pop();
        }
      }
    }
    for (const [name, g, v] of [['a', a, v1], ['b', b, v2]]) {
      const alone = regalia.newGame(v);
      const replayed = g.history().map((m) => { alone.play(m.notation); return alone.position(); });
      assert.deepEqual(replayed, seen[name], `${v} game ${name} differs when replayed alone`);
      alone.dispose();
      g.dispose();
    }
  }
});

test('two worker_threads running perft and move lists at once agree with the main thread', { timeout: 120_000 }, async () => {
  const workerCode = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.api).then(async ({ load }) => {
      const regalia = await load();
      const out = { perft: [], positions: [] };
      for (let round = 0; round < workerData.rounds; round++) {
        const g = regalia.newGame(workerData.variant);
        out.perft.push(g.perft(workerData.depth));
        let s = workerData.seed + round;
        for (let ply = 0; ply < 60; ply++) {
          const moves = g.legalMoves().filter((m) => m.notation !== 'swap').map((m) => m.notation).sort();
          if (!moves.length) break;
          s = (s * 1103515245 + 12345) % 2147483648;
          g.play(moves[s % moves.length]);
          out.positions.push(g.position() + ' | ' + moves.length);
        }
        g.dispose();
      }
      parentPort.postMessage(out);
    });`;
  const api = new URL('../../bindings/js/node.js', import.meta.url).href;
  const jobs = [
    { variant: 'showgit', depth: 4, rounds: 3, seed: 1, api },
    { variant: 'sovereign', depth: 3, rounds: 3, seed: 2, api },
  ];
  const started = performance.now();
  const results = await Promise.all(jobs.map((workerData) => new Promise((resolve, reject) => {
    const w = new Worker(workerCode, { eval: true, workerData });
    w.once('message', (m) => { resolve(m); w.terminate(); });
    w.once('error', reject);
  })));
  const seconds = (performance.now() - started) / 1000;
  // The same work on the main thread, alone.
  for (const [i, job] of jobs.entries()) {
    const expected = { perft: [], positions: [] };
    for (let round = 0; round < job.rounds; round++) {
      const g = regalia.newGame(job.variant);
      expected.perft.push(g.perft(job.depth));
      let s = job.seed + round;
      for (let ply = 0; ply < 60; ply++) {
        const moves = g.legalMoves().filter((m) => m.notation !== 'swap').map((m) => m.notation).sort();
        if (!moves.length) break;
        s = (s * 1103515245 + 12345) % 2147483648;
        g.play(moves[s % moves.length]);
        expected.positions.push(`${g.position()} | ${moves.length}`);
      }
      g.dispose();
    }
    assert.deepEqual(results[i], expected, `worker ${i} (${job.variant}) differs from the main thread`);
  }
  assert.equal(results[0].perft[0], 719731);
  console.log(`# two workers (SHOWGIT perft 4 x3, Sovereign perft 3 x3, 360 plies) in ${seconds.toFixed(1)} s, identical to the main thread`);
});
