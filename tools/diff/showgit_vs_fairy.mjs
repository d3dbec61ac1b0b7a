#!/usr/bin/env node
// Differential test: SHOWGIT legal-move lists of regalia (native CLI `moves showgit --stdin`, and
// the wasm build through the JS API) against Debian's fairy-stockfish (`go perft 1`).
//
// Positions come from seeded random playouts (half the moves picked among captures, checks,
// promotions and pawn drops, so the rare cases occur) and from engine-played games
// (fairy-stockfish plays both sides with `go nodes N` after a short random opening; each position
// of those games and two random children of it are compared).
//
// Fairy-Stockfish counts pawn-drop mates (uchifuzume) as legal. A position where fairy lists
// P* drops that regalia does not is skipped as "pawn-drop mate" only if every such drop is checked:
// it stands right in front of the enemy king, and in the position after it both programs find no
// legal reply (so it is mate); the rest of the two lists must still agree. Anything else is a
// mismatch, printed with the position and both move lists.
//
// usage: node tools/diff/showgit_vs_fairy.mjs [--positions N] [--seed S] [--engine-share F]
//          [--nodes N] [--processes K] [--regalia PATH] [--fairy PATH]
// --processes K runs K fairy-stockfish (and K regalia CLI) processes side by side.
// Exit 0 when every compared position agrees, 1 on a mismatch, 2 on a setup problem.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Fairy, RegaliaBatch } from './usi_process.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_REGALIA = resolve(root, 'build/native/bindings/cli/regalia');
export const DEFAULT_FAIRY = '/usr/games/fairy-stockfish';

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function prng(seed) {
  let state = (seed >>> 0) || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- SFEN helpers for the pawn-drop-mate check --------------------------------------------

function parseSfen(sfen) {
  const [board, side, hands, moveNumber = '1'] = sfen.split(' ');
  const rows = board.split('/').map((row) => {
    const cells = [];
    for (let i = 0; i < row.length; i++) {
      const c = row[i];
      if (c >= '1' && c <= '9') for (let k = 0; k < Number(c); k++) cells.push('');
      else if (c === '+') cells.push(`+${row[++i]}`);
      else cells.push(c);
    }
    return cells; // cells[0] is file 9
  });
  return { rows, side, hands, moveNumber: Number(moveNumber) };
}

const cellOf = (square) => ({ col: 9 - Number(square[0]), row: square.charCodeAt(1) - 97 });

// Whether the pawn drop `move` (P*xy) by the side to move stands right in front of the enemy king.
function dropChecksKing(sfen, move) {
  const { rows, side } = parseSfen(sfen);
  const { col, row } = cellOf(move.slice(2));
  const kingRow = side === 'b' ? row - 1 : row + 1;
  return kingRow >= 0 && kingRow < 9 && rows[kingRow][col] === (side === 'b' ? 'k' : 'K');
}

// The SFEN after the side to move drops a pawn on `square` (no legality checks).
export function sfenAfterPawnDrop(sfen, square) {
  const { rows, side, hands, moveNumber } = parseSfen(sfen);
  const { col, row } = cellOf(square);
  const pawn = side === 'b' ? 'P' : 'p';
  rows[row][col] = pawn;
  const board = rows.map((cells) => {
    let out = '', empty = 0;
    for (const c of cells) {
      if (!c) { empty++; continue; }
      if (empty) { out += empty; empty = 0; }
      out += c;
    }
    return out + (empty ? empty : '');
  }).join('/');
  let hand = '';
  for (const [, count, letter] of hands === '-' ? [] : hands.matchAll(/(\d*)([A-Za-z])/g)) {
    let n = count ? Number(count) : 1;
    if (letter === pawn) n--;
    if (n > 0) hand += (n > 1 ? n : '') + letter;
  }
  return `${board} ${side === 'b' ? 'w' : 'b'} ${hand || '-'} ${moveNumber + 1}`;
}

// ---- position sources ---------------------------------------------------------------------

function interesting(m) {
  return m.captured !== null || m.check || m.promotion || m.drop === 'P';
}

function pick(moves, rand) {
  if (rand() < 0.5) {
    const special = moves.filter(interesting);
    if (special.length) return special[Math.floor(rand() * special.length)];
  }
  return moves[Math.floor(rand() * moves.length)];
}

// Plays m; false when the game refuses (over by repetition, impasse, ply limit).
function tryPlay(game, notation) {
  try {
    game.play(notation);
    return true;
  } catch (err) {
    if (err.code === 'game-over') return false;
    throw err;
  }
}

// A finished game (fourth repetition) lists no moves by design; such positions are compared
// without the wasm list (over: true).
function record(game, source, moves = game.legalMoves()) {
  const over = moves.length === 0 && game.status().over;
  return { sfen: game.position(), wasm: moves.map((m) => m.notation).sort(), source, over };
}

// Random playouts, 1 to 300 plies, each visited position once.
function* randomPositions(regalia, rand) {
  for (;;) {
    const game = regalia.newGame('showgit');
    try {
      const plies = 1 + Math.floor(rand() * 300);
      for (let ply = 0; ply < plies; ply++) {
        const moves = game.legalMoves();
        yield record(game, 'random', moves);
        if (!moves.length || !tryPlay(game, pick(moves, rand).notation)) break;
      }
    } finally {
      game.dispose();
    }
  }
}

// One engine game: a random opening of 0-12 plies, then fairy-stockfish plays both sides.
async function engineGame(regalia, fairy, rand, nodes, out, stats) {
  const game = regalia.newGame('showgit');
  try {
    const opening = Math.floor(rand() * 13);
    for (let ply = 0; ply < opening; ply++) {
      const moves = game.legalMoves();
      if (!moves.length || !tryPlay(game, pick(moves, rand).notation)) return;
    }
    for (let ply = 0; ply < 400; ply++) {
      const moves = game.legalMoves();
      out.push(record(game, 'engine', moves));
      // Two random children of every engine position.
      for (let k = 0; k < 2 && moves.length; k++) {
        if (!tryPlay(game, moves[Math.floor(rand() * moves.length)].notation)) break;
        out.push(record(game, 'engine+1'));
        game.undo();
      }
      if (!moves.length) return;
      const best = await fairy.bestmove(game.position(), nodes);
      if (!best) return;
      if (!moves.some((m) => m.notation === best)) {
        stats.engineIllegal.push(`${game.position()} bestmove ${best}`);
        return;
      }
      if (!tryPlay(game, best)) return;
    }
  } finally {
    game.dispose();
  }
}

// ---- the comparison -------------------------------------------------------------------------

function difference(a, b) {
  const set = new Set(b);
  return a.filter((m) => !set.has(m));
}

export async function runShowgitDiff({
  positions = 3000, seed = 1, engineShare = 0.1, nodes = 200, processes = 1,
  regaliaPath = DEFAULT_REGALIA, fairyPath = DEFAULT_FAIRY, log = console.log, maxReports = 10,
} = {}) {
  if (!existsSync(regaliaPath)) throw new Error(`regalia CLI not found at ${regaliaPath} (build the native preset)`);
  const { load } = await import('../../bindings/js/node.js');
  const regalia = await load();
  const rand = prng(seed);
  // `processes` fairy-stockfish and native CLI pairs share the perft work, round robin.
  const fairies = await Promise.all(Array.from({ length: processes }, () => new Fairy(fairyPath).start()));
  const natives = fairies.map(() => new RegaliaBatch(regaliaPath, 'showgit'));
  const fairy = fairies[0];
  let turn = 0;
  const stats = {
    compared: 0, skipped: 0, mismatches: 0, moves: 0, pawnDropMates: 0,
    bySource: { random: 0, engine: 0, 'engine+1': 0 }, engineGames: 0, engineIllegal: [], reports: [],
  };
  const t0 = Date.now();

  function report(p, kind, ours, theirs, extra = '') {
    stats.mismatches++;
    if (stats.reports.length >= maxReports) return;
    const text = [
      `MISMATCH (${kind}, ${p.source}) ${p.sfen}${extra}`,
      `  only regalia (${difference(ours, theirs).length}): ${difference(ours, theirs).join(' ')}`,
      `  only other (${difference(theirs, ours).length}): ${difference(theirs, ours).join(' ')}`,
      `  regalia native (${ours.length}): ${ours.join(' ')}`,
      `  ${kind === 'native-vs-wasm' ? 'regalia wasm' : 'fairy-stockfish'} (${theirs.length}): ${theirs.join(' ')}`,
    ].join('\n');
    stats.reports.push(text);
    log(text);
  }

  async function check(p) {
    const k = turn++ % fairies.length;
    const native = natives[k], fairy = fairies[k];
    const [ours, theirs] = await Promise.all([native.moves(p.sfen), fairy.moves(p.sfen)]);
    stats.bySource[p.source]++;
    if (!p.over && ours.join(' ') !== p.wasm.join(' ')) return report(p, 'native-vs-wasm', ours, p.wasm);
    if (ours.join(' ') === theirs.join(' ')) {
      stats.compared++;
      stats.moves += ours.length;
      return undefined;
    }
    const onlyOurs = difference(ours, theirs);
    const onlyTheirs = difference(theirs, ours);
    if (onlyOurs.length || !onlyTheirs.every((m) => m.startsWith('P*'))) return report(p, 'vs-fairy', ours, theirs);
    for (const drop of onlyTheirs) {
      if (!dropChecksKing(p.sfen, drop)) return report(p, 'vs-fairy', ours, theirs, `  [${drop} does not check]`);
      const after = sfenAfterPawnDrop(p.sfen, drop.slice(2));
      const [a, b] = await Promise.all([native.moves(after), fairy.moves(after)]);
      if (a.length || b.length) {
        return report(p, 'vs-fairy', ours, theirs, `  [${drop} is not mate: after it regalia has ${a.length}, fairy ${b.length} replies]`);
      }
    }
    stats.skipped++;
    stats.pawnDropMates += onlyTheirs.length;
    return undefined;
  }

  async function checkAll(batch) {
    await Promise.all(batch.map(check));
  }

  try {
    const engineTarget = Math.round(positions * engineShare);
    const randomTarget = positions - engineTarget;
    const BATCH = 512;
    const source = randomPositions(regalia, rand);
    let done = 0;
    let lastLog = Date.now();
    const nextBatch = () => {
      const batch = [];
      while (batch.length < BATCH && done + batch.length < randomTarget) batch.push(source.next().value);
      return batch;
    };
    let batch = nextBatch();
    while (batch.length) {
      // The native CLI and fairy work on this batch while wasm generates the next one.
      const pending = checkAll(batch);
      done += batch.length;
      batch = nextBatch();
      await pending;
      if (Date.now() - lastLog > 15000) {
        lastLog = Date.now();
        log(`  ... ${done} random positions, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      }
    }
    source.return();
    // Engine games: four at a time, so fairy always has work queued.
    let engineDone = 0;
    while (engineDone < engineTarget) {
      const batch = [];
      await Promise.all(Array.from({ length: 4 }, () => {
        stats.engineGames++;
        return engineGame(regalia, fairy, rand, nodes, batch, stats);
      }));
      const take = batch.slice(0, engineTarget - engineDone);
      for (let i = 0; i < take.length; i += BATCH) await checkAll(take.slice(i, i + BATCH));
      engineDone += take.length;
      if (Date.now() - lastLog > 15000) {
        lastLog = Date.now();
        log(`  ... ${engineDone} engine-game positions, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      }
    }
  } finally {
    for (const f of fairies) f.close();
    for (const n of natives) n.close();
  }
  stats.seconds = (Date.now() - t0) / 1000;
  return stats;
}

export function summary(s, seed) {
  return `showgit vs fairy-stockfish: ${s.compared + s.skipped + s.mismatches} positions ` +
    `(${s.bySource.random} random, ${s.bySource.engine} engine-game, ${s.bySource['engine+1']} engine+1; ` +
    `${s.engineGames} engine games), ${s.compared} compared equal (${s.moves} moves), ` +
    `${s.skipped} skipped (pawn-drop mate, ${s.pawnDropMates} drops confirmed mate by both), ` +
    `${s.mismatches} mismatches, seed ${seed}, ${s.seconds.toFixed(1)} s`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The seed: --seed, else REGALIA_SEED (docs/reliability.md, "Replaying a random test"), else 1.
  const opts = { positions: 3000, seed: Number(process.env.REGALIA_SEED || 1), quiet: false };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === '--positions') { opts.positions = Number(v); i++; }
    else if (a === '--seed') { opts.seed = Number(v); i++; }
    else if (a === '--engine-share') { opts.engineShare = Number(v); i++; }
    else if (a === '--nodes') { opts.nodes = Number(v); i++; }
    else if (a === '--processes') { opts.processes = Number(v); i++; }
    else if (a === '--regalia') { opts.regaliaPath = resolve(v); i++; }
    else if (a === '--fairy') { opts.fairyPath = v; i++; }
    else { console.error(`unknown argument ${a}`); process.exit(2); }
  }
  console.log(`seed ${opts.seed} (replay: node tools/diff/showgit_vs_fairy.mjs --seed ${opts.seed} with the same options)`);
  let stats;
  try {
    stats = await runShowgitDiff(opts);
  } catch (err) {
    console.error(err.message);
    process.exit(2);
  }
  for (const e of stats.engineIllegal.slice(0, 5)) console.log(`  fairy played a move regalia calls illegal: ${e}`);
  console.log(summary(stats, opts.seed));
  process.exit(stats.mismatches ? 1 : 0);
}
