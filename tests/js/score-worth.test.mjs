// What a match record's scores were worth (tools/match/match_record.mjs, score_worth_table.mjs):
// which ply and which engine each score belongs to, and the mover's result grouped by score.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readMatchRecords } from '../../tools/match/match_record.mjs';
import { scoreWorth } from '../../tools/match/score_worth_table.mjs';

// Game 1: a two-ply book, then four moves played, regalia as gote, ended by a mate on the board.
// Game 2: a two-ply book, regalia as sente; the opponent's third answer was its resignation,
// which has a score and no move.
const record = `# a vs b
game 1: regalia gote wins (mate, 6 plies)
position startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c
times 1/2/3
scores 100 -200 ? M1
game 2: regalia sente loses (opp resigns, 5 plies)
position startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e
times 1/2/3
scores 500 -50 2000 M-2
`;

test('each score is given its ply and the engine that played it, the book left out', () => {
  const [one, two] = readMatchRecords(record);
  assert.equal(one.result, 1);
  assert.equal(one.moves.length, 6);
  assert.deepEqual(one.scores.map((s) => [s.ply, s.ours]), [[3, false], [4, true], [5, false], [6, true]]);
  assert.deepEqual(one.scores.map((s) => s.score), [{ cp: 100 }, { cp: -200 }, null, { mate: 1 }]);
  assert.equal(two.result, 0);
  assert.deepEqual(two.scores.map((s) => [s.ply, s.ours]), [[3, true], [4, false], [5, true], [6, false]]);
  assert.deepEqual(two.scores[3].score, { mate: -2 });
});

test('a score that is not centipawns, a mate or ? is refused, and so are more scores than moves', () => {
  assert.throws(() => readMatchRecords('game 1: regalia sente wins (mate, 1 plies)\nposition startpos moves 7g7f\nscores 1.5\n'),
    /not '1\.5'/);
  assert.throws(() => readMatchRecords('game 1: regalia sente wins (mate, 1 plies)\nposition startpos moves 7g7f\nscores 1 2\n'),
    /game 1: 2 scores for 1 moves/);
});

test('the mover\'s result is grouped by the score it reported', () => {
  const worth = scoreWorth(readMatchRecords(record), [0, 1000]);
  const row = (side, label) => worth[side].find((r) => r.label === label);
  // Ours: -200 in a win, M1 in a win; 500 and 2000 in a loss.
  assert.deepEqual(row('ours', '< 0'), { label: '< 0', moves: 1, result: 1 });
  assert.deepEqual(row('ours', 'mating'), { label: 'mating', moves: 1, result: 1 });
  assert.deepEqual(row('ours', '0 .. 1000'), { label: '0 .. 1000', moves: 1, result: 0 });
  assert.deepEqual(row('ours', '≥ 1000'), { label: '≥ 1000', moves: 1, result: 0 });
  // Theirs: 100 in a loss (game 1), -50 and M-2 in a win (game 2); the ? is left out.
  assert.deepEqual(row('theirs', '0 .. 1000'), { label: '0 .. 1000', moves: 1, result: 0 });
  assert.deepEqual(row('theirs', '< 0'), { label: '< 0', moves: 1, result: 1 });
  assert.deepEqual(row('theirs', 'mated'), { label: 'mated', moves: 1, result: 1 });
  assert.equal(worth.theirs.reduce((s, r) => s + r.moves, 0), 3);
});
