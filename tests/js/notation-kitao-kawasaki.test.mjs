// The Kitao-Kawasaki notation ('kitao-kawasaki'), the hybrid lishogi offers: kanji pieces with
// Western structure and numeric squares (歩-76, 角x22+, 銀x for taking back on the square the
// move before went to, 金(69)-58 when two golds reach 58, 飛-24= for a declined promotion).
// The hand-written games below were checked against shogiops 0.18.0 (lishogi's rules library,
// notation/kitao-kawasaki.ts); the random games compare with it whenever it can be imported:
// as a dev dependency, or from a folder given as SHOGIOPS=/path/to/shogiops (its dist/index.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load } from '../../bindings/js/node.js';
import { testSeed } from './seed.mjs';

const regalia = await load();

function notationOf(moves, options = {}) {
  const game = regalia.newGame('showgit', options);
  for (const m of moves) game.play(m);
  const out = game.notation('kitao-kawasaki');
  game.dispose();
  return out;
}

test('Kitao-Kawasaki: captures, promotions, drops and taking back', () => {
  assert.deepEqual(notationOf(['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e', '8b3b', '4e3d', '2b3c', '3d2c+']),
    ['歩-76', '歩-34', '角x22+', '銀x', '角*45', '飛-32', '角x34', '銀-33', '角x23+']);
  // A declined promotion (=), a promoted piece moving (+銀 for 成銀, 馬, と), the king as 玉.
  assert.deepEqual(notationOf(['7g7f', '3c3d', '8h2b', '3a2b', '5i4h', '5a4b']),
    ['歩-76', '歩-34', '角x22=', '銀x', '玉-48', '玉-42']);
  assert.deepEqual(notationOf(['2g2f', '8c8d', '2f2e', '8d8e', '2e2d', '8e8f', '2d2c+', '8f8g+', '2c2b', '8g8h']),
    ['歩-26', '歩-84', '歩-25', '歩-85', '歩-24', '歩-86', '歩x23+', '歩x87+', 'とx22', 'とx88']);
});

test('Kitao-Kawasaki: the origin only when another piece of the kind reaches the square', () => {
  // Both golds reach 58 from 69 and 49; the silver on 79 alone reaches 68.
  assert.deepEqual(notationOf(['6i5h', '4a5b', '7i6h']), ['金(69)-58', '金(41)-52', '銀-68']);
  // A gote handicap start: the giver moves first; 銀 from 71 or 31 to 62 / 42 are single.
  assert.deepEqual(notationOf(['7a6b', '7g7f'], { handicap: 'two-pieces' }), ['銀-62', '歩-76']);
});

// shogiops, when it can be imported (see the header).
async function shogiops() {
  const where = process.env.SHOGIOPS;
  try {
    return await import(where ? pathToFileURL(path.join(where, 'dist/index.js')).href : 'shogiops');
  } catch {
    return null;
  }
}

const ops = await shogiops();

test('Kitao-Kawasaki: random games written as shogiops writes them', { skip: ops ? false : 'shogiops is not installed (set SHOGIOPS to its folder)' }, () => {
  const seed = testSeed('Kitao-Kawasaki: random games written as shogiops writes them', 35, import.meta.url);
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  let compared = 0;
  for (let g = 0; g < 60; g++) {
    const handicaps = regalia.handicaps('showgit');
    const handicap = g % 4 === 3 ? handicaps[Math.floor(rand() * handicaps.length)].id : null;
    const game = regalia.newGame('showgit', handicap ? { handicap } : {});
    let pos = ops.sfen.parseSfen('standard', game.position(), false).unwrap();
    let lastDest;
    const expected = [];
    for (let ply = 0; ply < 120 && !game.status().over; ply++) {
      const legal = game.legalMoves();
      const rich = legal.filter((m) => m.drop || m.captured || m.promotion || m.check);
      const move = rich.length && rand() < 0.5 ? rich[Math.floor(rand() * rich.length)] : legal[Math.floor(rand() * legal.length)];
      const md = ops.parseUsi(move.notation);
      expected.push(ops.kitaoKawasaki.makeKitaoKawasakiMoveOrDrop(pos, md, lastDest));
      pos.play(md);
      lastDest = md.to;
      game.play(move.notation);
    }
    assert.deepEqual(game.notation('kitao-kawasaki'), expected, `game ${g} (seed ${seed})`);
    compared += expected.length;
    game.dispose();
  }
  console.log(`Kitao-Kawasaki: ${compared} moves of 60 random games written as shogiops writes them`);
});
