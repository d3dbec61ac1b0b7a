// Whole games through the API: every position reached can be reloaded from its string with the
// same legal moves, and undoing everything returns to the start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../bindings/js/node.js';
import { testSeed } from './seed.mjs';

const regalia = await load();

// A small deterministic PRNG so a failing game can be replayed.
function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sameMoves(game) {
  const copy = regalia.newGame(game.variant, { position: game.position() });
  const a = copy.legalMoves().map((m) => m.notation).sort();
  copy.dispose();
  return a;
}

const SOVEREIGN_GAME = 'a Sovereign game with castling and a defection, played until it ends';
test(SOVEREIGN_GAME, () => {
  const random = prng(testSeed(SOVEREIGN_GAME, 2026, import.meta.url));
  const game = regalia.newGame('sovereign');
  const start = game.position();
  const seen = { castle: 0, defection: 0, capture: 0, promotion: 0 };
  // White clears j1 and k1, then castles with the l1 rook (the king goes to j1 or k1).
  const quiet = () => {
    const pawnSteps = game.legalMoves().filter((m) => m.piece.type === 'P' && !m.captured);
    return pawnSteps[Math.floor(random() * pawnSteps.length)].notation;
  };
  for (const white of ['k2k3', 'k1l3', 'j1k2']) {
    game.play(white);
    game.play(quiet());
  }
  assert.ok(game.legalMoves().some((m) => m.notation === 'Ol1j1'), 'castling with the l1 rook is offered');
  while (!game.status().over && game.history().length < 2000) {
    const moves = game.legalMoves();
    assert.deepEqual(moves.map((m) => m.notation).sort(), sameMoves(game));
    // Prefer the rare kinds of move so the game exercises them.
    const castles = moves.filter((m) => m.castle);
    const special = moves.filter((m) => m.defection || m.captured || m.promotion);
    const pool = castles.length ? castles : special.length && random() < 0.7 ? special : moves;
    const move = pool[Math.floor(random() * pool.length)];
    const ownedBefore = game.armies().owned[game.turn()];
    const mover = game.turn();
    const played = game.play(move.notation);
    assert.equal(played.notation, move.notation);
    if (played.castle) {
      seen.castle++;
      assert.equal(game.board().flat().find((sq) => sq.square === played.to).piece.type, 'K');
    }
    if (played.defection) {
      seen.defection++;
      assert.notEqual(game.armies().owned[mover], ownedBefore);
      assert.equal(game.armies().owned[mover], played.defection);
    }
    if (played.captured) seen.capture++;
    if (played.promotion) seen.promotion++;
  }
  console.log(`${game.history().length} plies, status ${JSON.stringify(game.status())}, ${JSON.stringify(seen)}`);
  assert.ok(seen.castle > 0, 'the game castled');
  assert.ok(seen.defection > 0, 'the game had a defection');
  while (game.undo());
  assert.equal(game.position(), start);
  game.dispose();
});

const SHOWGIT_GAME = 'a SHOWGIT game to BIG-BANG through the API';
test(SHOWGIT_GAME, () => {
  // Random play until the game ends; prefer captures and checks so it ends in a mate.
  const random = prng(testSeed(SHOWGIT_GAME, 7, import.meta.url));
  const game = regalia.newGame('showgit');
  while (!game.status().over && game.history().length < 1000) {
    const moves = game.legalMoves();
    const sharp = moves.filter((m) => m.check || m.captured);
    const pool = sharp.length && random() < 0.8 ? sharp : moves;
    game.play(pool[Math.floor(random() * pool.length)]);
  }
  const status = game.status();
  console.log(`${game.history().length} plies, ${JSON.stringify(status)}`);
  assert.equal(status.reason, 'big-bang');
  assert.equal(game.inCheck(), true);
  assert.equal(game.legalMoves().length, 0);
  assert.equal(status.winner, 3 - game.turn());
  assert.equal(status.result, status.winner === 1 ? '1-0' : '0-1');
  assert.throws(() => game.play('7g7f'), (e) => e.code === 'game-over' || e.code === 'illegal-move');
  game.dispose();
});

test('ten engine games (Fairy-Stockfish vs gpsusi) replayed through the API end in BIG-BANG at their SFEN', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const dir = new URL('../native/data/records/games/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.usi'));
  assert.ok(files.length >= 10);
  for (const file of files) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const moves = text.match(/^position startpos moves (.*)$/m)[1].split(' ');
    const final = text.match(/^final (.*)$/m)[1];
    const winner = Number(text.match(/^winner (\d)$/m)[1]);
    const game = regalia.newGame('showgit');
    for (const m of moves) game.play(m);
    // Fairy-Stockfish's own replay gives the board, hands (in its own order) and side.
    const theirs = regalia.newGame('showgit', { position: final });
    const fields = (sfen) => sfen.split(' ').slice(0, 3).join(' ');
    assert.equal(fields(game.position()), fields(theirs.position()), file);
    theirs.dispose();
    assert.deepEqual({ over: game.status().over, reason: game.status().reason, winner: game.status().winner }, { over: true, reason: 'big-bang', winner }, file);
    game.dispose();
  }
});
