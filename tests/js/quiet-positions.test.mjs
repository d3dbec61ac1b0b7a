// Training positions from match records (tools/tune/quiet_positions.mjs): which positions are
// kept, with whose score and result, and a record the rules refuse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../bindings/js/node.js';
import { readMatchRecords } from '../../tools/match/match_record.mjs';
import { quietPositions } from '../../tools/tune/quiet_positions.mjs';

// A two-ply book, then: 8h2b+ (a capture and a promotion), 3a2b (a capture), B*4b (a quiet drop
// that gives check), 5a4b (in check, and a capture), 2g2f and 4b3b (quiet). Game 2 plays the same
// and one more quiet move, 2f2e, without a score.
const moves = '7g7f 3c3d 8h2b+ 3a2b B*4b 5a4b 2g2f 4b3b';
const record = `# a vs b
game 1: regalia sente wins (mate, 8 plies)
position startpos moves ${moves}
times 1/2/3
scores 10 20 30 40 50 60
game 2: regalia gote loses (mate, 9 plies)
position startpos moves ${moves} 2f2e
times 1/2/3
scores 11 21 31 41 51 61 ?
`;

test('quiet positions after the book, each once, with the mover\'s score and result', async () => {
  const { positions, left } = quietPositions(await load(), readMatchRecords(record));
  const seen = positions.map(({ sfen, score, result }) => [sfen.split(' ').slice(1).join(' '), score, result]);
  assert.deepEqual(seen, [
    ['b Bb 5', 30, 1],  // before B*4b: sente, whose game 1 is a win
    ['b 2b 7', 50, 1],  // before 2g2f
    ['w 2b 8', 60, 0],  // before 4b3b: gote lost game 1
    ['b 2b 9', 0, 1],   // game 2, before 2f2e: sente won it; no score reported
  ]);
  // Game 1's plies 3, 4 and 6; all of game 2's but its last.
  assert.equal(left, 3 + 6);
  assert.equal(positions[0].sfen, 'lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5');
});

test('a move the rules refuse is an error naming the game and the ply', async () => {
  const bad = 'game 4: regalia sente wins (mate, 4 plies)\nposition startpos moves 7g7f 3c3d 5a4b 8c8d\nscores 1 2\n';
  assert.throws(() => quietPositions(regalia(), readMatchRecords(bad)), /game 4: '5a4b' is not legal at ply 3/);
  const early = 'game 5: regalia sente wins (mate, 4 plies)\nposition startpos moves 7g7f 7g7f 2g2f 8c8d\nscores 1 2\n';
  assert.throws(() => quietPositions(regalia(), readMatchRecords(early)), /game 5: '7g7f' is not legal at ply 2/);
});

let library;
const regalia = () => library;
test.before(async () => { library = await load(); });
