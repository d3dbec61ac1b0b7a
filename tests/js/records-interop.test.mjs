// Records exchanged with the libraries shogi programs use (docs/records.md "Exchanging records"):
// random legal games built with the regalia API (drops, promotions, declined promotions, captures,
// checks; some from handicap starts; variations and comments) are written by regalia and read by
// tsshogi and json-kifu-format into the same moves, variations and comments, and written by
// tsshogi and read by regalia into the same tree, in KIF, KI2 and CSA (CSA has no variations:
// its main line and comments). Prints a pass table per format and direction.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as tsshogi from 'tsshogi';
import jkfLibrary from 'json-kifu-format';
import { load } from '../../bindings/js/node.js';
import { testSeed } from './seed.mjs';

const regalia = await load();
const { JKFPlayer } = jkfLibrary;
const GAMES = 16;

function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A move of each kind when the position has one: drop, promotion, declined promotion, capture,
// check; else any move.
function pickMove(game, rand) {
  const legal = game.legalMoves();
  const kinds = [
    legal.filter((m) => m.drop),
    legal.filter((m) => m.promotion),
    legal.filter((m) => m.from && !m.promotion && legal.some((p) => p.promotion && p.from === m.from && p.to === m.to)),
    legal.filter((m) => m.captured),
  ];
  const kind = Math.floor(rand() * 6);
  if (kind < 4 && kinds[kind].length) return kinds[kind][Math.floor(rand() * kinds[kind].length)].notation;
  if (kind === 4) {
    for (let tries = 0; tries < 6; ++tries) {
      const m = legal[Math.floor(rand() * legal.length)].notation;
      game.play(m);
      const check = game.inCheck();
      game.undo();
      if (check) return m;
    }
  }
  return legal[Math.floor(rand() * legal.length)].notation;
}

// A line of up to `plies` moves from `position`, with comments and (while depth allows) variations.
function randomLine(position, plies, depth, rand) {
  const game = regalia.newGame('showgit', { position });
  const moves = [];
  try {
    for (let i = 0; i < plies && game.status().over === false; ++i) {
      const move = pickMove(game, rand);
      const node = { move, comment: rand() < 0.15 ? (rand() < 0.5 ? `<i>note</i> ${i}` : 'two\nlines') : '', variations: [] };
      if (depth > 0 && i > 0 && rand() < 0.12) {
        const line = randomLine(game.position(), 1 + Math.floor(rand() * 5), depth - 1, rand);
        if (line.length && line[0].move !== move) {
          line[0].variations = [];
          node.variations.push({ moves: line });
        }
      }
      moves.push(node);
      game.play(move);
    }
  } finally {
    game.dispose();
  }
  return moves;
}

function randomGame(seed) {
  const rand = prng(seed);
  const handicaps = regalia.handicaps('showgit');
  const start = rand() < 0.3 ? handicaps[Math.floor(rand() * handicaps.length)].position : regalia.newGame('showgit').position();
  const moves = randomLine(start, 20 + Math.floor(rand() * 50), 2, rand);
  const game = regalia.newGame('showgit', { position: start });
  for (const node of moves) game.play(node.move);
  const resign = !game.status().over && rand() < 0.5;
  const tree = { comment: rand() < 0.5 ? 'a game' : '', moves, result: resign ? 'resign' : null };
  return { start, game, tree };
}

// Trees compared as { comment, moves: [{ move, comment, variations: [{ moves }] }], result }: the
// result as 'resign' or null (an ending by the rules, mate or repetition, each library words its own way).
const text = (s) => (s ?? '').replace(/\n$/, '');
const resigned = (result) => (result === 'resign' ? 'resign' : null);
function plainLine(moves, withVariations) {
  return moves.map((m) => ({
    move: m.move,
    comment: text(m.comment),
    variations: withVariations ? m.variations.map((v) => ({ moves: plainLine(v.moves, true) })) : [],
  }));
}
function plainTree(tree, withVariations) {
  return { comment: text(tree.comment), moves: plainLine(tree.moves, withVariations), result: resigned(tree.result) };
}

// tsshogi's record tree (each node: next = the line's next move, branch = the next alternative).
function tsshogiLine(first, isVariation) {
  const moves = [];
  let result = null;
  for (let node = first, i = 0; node; node = node.next, ++i) {
    if (!(node.move instanceof tsshogi.Move)) {
      result = node.move.type === tsshogi.SpecialMoveType.RESIGN ? 'resign' : String(node.move.type);
      break;
    }
    const variations = [];
    if (!(isVariation && i === 0)) {
      for (let alt = node.branch; alt; alt = alt.branch) {
        if (alt.move instanceof tsshogi.Move) variations.push({ moves: tsshogiLine(alt, true).moves });
      }
    }
    moves.push({ move: node.move.usi, comment: text(node.comment), variations });
  }
  return { moves, result };
}
function tsshogiTree(record) {
  const line = tsshogiLine(record.first.next, false);
  return { comment: text(record.first.comment), moves: line.moves, result: resigned(line.result) };
}

// A tsshogi record of the tree: the main line and its ending first, then each variation.
function tsshogiRecord(start, tree) {
  const record = new tsshogi.Record(tsshogi.Position.newBySFEN(start));
  record.first.comment = tree.comment;
  const add = (moves, ply, ending) => {
    record.goto(ply);
    for (const m of moves) {
      assert.ok(record.append(record.position.createMoveByUSI(m.move)), m.move);
      record.current.comment = m.comment;
    }
    if (ending) record.append(tsshogi.specialMove(tsshogi.SpecialMoveType.RESIGN));
    for (let i = moves.length - 1; i >= 0; --i) {
      for (const v of moves[i].variations) add(v.moves, ply + i, false);
    }
    record.goto(ply);
  };
  add(tree.moves, 0, tree.result === 'resign');
  return record;
}

// json-kifu-format's moves ({ move: { from, to, piece, promote }, comments, forks }) as USI lines.
const JKF_PIECES = { FU: 'P', KY: 'L', KE: 'N', GI: 'S', KI: 'G', KA: 'B', HI: 'R', OU: 'K' };
const square = (p) => `${p.x}${String.fromCharCode(96 + p.y)}`;
function jkfLine(entries, isVariation) {
  const moves = [];
  let result = null;
  for (const [i, entry] of entries.entries()) {
    if (!entry.move) {
      if (entry.special) result = entry.special === 'TORYO' ? 'resign' : entry.special;
      if (entry.special) break;
      continue;
    }
    const m = entry.move;
    const move = m.from ? `${square(m.from)}${square(m.to)}${m.promote ? '+' : ''}` : `${JKF_PIECES[m.piece]}*${square(m.to)}`;
    const variations = isVariation && i === 0 ? [] : (entry.forks ?? []).map((fork) => ({ moves: jkfLine(fork, true).moves }));
    moves.push({ move, comment: (entry.comments ?? []).join('\n'), variations });
  }
  return { moves, result };
}
// json-kifu-format keeps the '*' of a CSA comment line (`'*text`) in the comment: `strip` takes it off.
function jkfTree(player, strip) {
  const unstar = (entries) => entries.map((e) => ({ ...e, comments: e.comments?.map((c) => (strip ? c.replace(/^\*/, '') : c)),
    forks: e.forks?.map(unstar) }));
  const [initial, ...rest] = unstar(player.kifu.moves);
  const line = jkfLine(rest, false);
  return { comment: (initial.comments ?? []).join('\n'), moves: line.moves, result: resigned(line.result) };
}

const FORMATS = {
  kif: { tsshogiRead: tsshogi.importKIF, tsshogiWrite: tsshogi.exportKIF, jkf: (t) => JKFPlayer.parseKIF(t), variations: true },
  ki2: { tsshogiRead: tsshogi.importKI2, tsshogiWrite: tsshogi.exportKI2, jkf: (t) => JKFPlayer.parseKI2(t), variations: true },
  csa: { tsshogiRead: tsshogi.importCSA, tsshogiWrite: tsshogi.exportCSA, jkf: (t) => JKFPlayer.parseCSA(t), variations: false },
};

test('records exchanged with tsshogi and json-kifu-format: KIF, KI2 and CSA both ways', () => {
  const seed = testSeed('records exchanged with tsshogi and json-kifu-format', 3500, import.meta.url);
  const table = {};
  const failures = [];
  const count = (row, ok, what) => {
    table[row] ??= { pass: 0, of: 0 };
    table[row].of += 1;
    if (ok) table[row].pass += 1;
    else if (failures.length < 5) failures.push(what);
  };
  const same = (a, b) => {
    try {
      assert.deepEqual(a, b);
      return '';
    } catch (err) {
      return err.message.slice(0, 1500);
    }
  };
  for (let g = 0; g < GAMES; ++g) {
    const { start, game, tree } = randomGame(seed + g);
    for (const [format, f] of Object.entries(FORMATS)) {
      const expected = plainTree(tree, f.variations);
      // regalia writes, tsshogi and json-kifu-format read.
      const written = game.exportRecord(format, { tree });
      const read = f.tsshogiRead(written);
      const viaTsshogi = read instanceof Error ? read.message : same(tsshogiTree(read), expected);
      count(`${format}: regalia -> tsshogi`, viaTsshogi === '', `game ${seed + g} ${format} regalia -> tsshogi: ${viaTsshogi}\n${written}`);
      let viaJkf;
      try {
        viaJkf = same(jkfTree(f.jkf(written), format === 'csa'), expected);
      } catch (err) {
        viaJkf = `json-kifu-format: ${err.message}`;
      }
      count(`${format}: regalia -> json-kifu-format`, viaJkf === '', `game ${seed + g} ${format} regalia -> json-kifu-format: ${viaJkf}\n${written}`);
      // tsshogi writes, regalia reads.
      const peer = f.tsshogiWrite(tsshogiRecord(start, f.variations ? tree : { ...tree, moves: plainLine(tree.moves, false) }));
      let back;
      try {
        const imported = regalia.importRecord(peer); // the format guessed from the text
        back = imported.format === format ? same(plainTree(imported.tree, f.variations), expected) : `read as ${imported.format}`;
        imported.game.dispose();
      } catch (err) {
        back = `${err.code}: ${err.message}`;
      }
      count(`${format}: tsshogi -> regalia`, back === '', `game ${seed + g} ${format} tsshogi -> regalia: ${back}\n${peer}`);
    }
    game.dispose();
  }
  console.log('format and direction                  passed');
  for (const [row, { pass, of }] of Object.entries(table)) console.log(`${row.padEnd(38)} ${pass}/${of}`);
  assert.deepEqual(failures, []);
});

test('KI2 through the API: written, guessed on import, a bad KI2 a RegaliaError naming its line', () => {
  const game = regalia.newGame('showgit');
  for (const m of ['7g7f', '3c3d', '8h2b', '3a2b', 'B*4e']) game.play(m);
  const ki2 = game.exportRecord('ki2', { headers: { sente: 'A' }, ending: 'resign' });
  assert.match(ki2, /▲２二角不成/);
  assert.match(ki2, /まで5手で先手の勝ち/);
  const back = regalia.importRecord(ki2);
  assert.equal(back.format, 'ki2');
  assert.deepEqual(back.moves, ['7g7f', '3c3d', '8h2b', '3a2b', 'B*4e']);
  assert.equal(back.headers.sente, 'A');
  assert.equal(back.result, 'resign');
  assert.equal(back.winner, 1);
  back.game.dispose();
  game.dispose();
  const bad = '手合割：平手\n▲７六歩 △３四歩\n\n変化：2手\n△５五角\n';
  assert.throws(() => regalia.importRecord(bad), (e) => e.code === 'record-illegal-move' && /^line 5:/.test(e.message));
  assert.throws(() => regalia.importRecord(bad, { format: 'ki2' }), (e) => e.code === 'record-illegal-move');
  assert.throws(() => regalia.importRecord('V2.2\nPI\n+\n+7776FU\n/\nPI\n+\n'), (e) => e.code === 'record-several-games' && /line 5/.test(e.message));
});
