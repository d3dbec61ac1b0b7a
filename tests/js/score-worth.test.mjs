// What a match record's scores were worth (tools/match/match_record.mjs, score_worth_table.mjs):
// which ply and which engine each score belongs to, the mover's result grouped by score, and when
// each decisive game was decided (decided_at.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readMatchRecords } from '../../tools/match/match_record.mjs';
import { scoreWorth } from '../../tools/match/score_worth_table.mjs';
import { decidedAt, decidedTable } from '../../tools/match/decided_at.mjs';

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

// Game 1, a loss as sente after a two-ply book: the opponent (even plies) scores 600, then 100,
// then 700 and a mate, so the game was decided at ply 8, when we still said 50. Game 2, a win as
// gote by the opponent's flag: our scores never held 500. Game 3, a draw.
const decisive = `game 1: regalia sente loses (mate, 10 plies)
position startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 6i7h 8b4b 3i4h 4d4e
scores 0 600 20 100 -10 700 50 M2
game 2: regalia gote wins (opp loses on time, 6 plies)
position startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c
scores 10 300 -20 450 ?
game 3: regalia sente draws (repetition, 4 plies)
position startpos moves 7g7f 3c3d 2g2f 4c4d
scores 0 0
`;

test('a game is decided from the ply on which the winner\'s every later score held the threshold', () => {
  const [loss, win, draw] = readMatchRecords(decisive);
  assert.deepEqual(decidedAt(loss, 500), { winner: 'theirs', ply: 8, loserScore: { cp: 50 } });
  // At 650 the 600 never counted, and the 700 still holds: the same ply.
  assert.equal(decidedAt(loss, 650).ply, 8);
  // At 800 only the mate holds, and we had nothing to say after it.
  assert.deepEqual(decidedAt(loss, 800), { winner: 'theirs', ply: 10, loserScore: null });
  assert.deepEqual(decidedAt(win, 500), { winner: 'ours', ply: null, loserScore: null });
  assert.equal(decidedAt(win, 400).ply, 6);
  assert.equal(decidedAt(draw), null);
});

test('decided games are grouped by ply range with the loser\'s median score then', () => {
  const table = decidedTable(readMatchRecords(decisive), 500, [6, 9]);
  assert.deepEqual(table.losses, [
    { label: 'by ply 6', games: 0, loserMedian: null },
    { label: 'plies 7-9', games: 1, loserMedian: 50 },
    { label: 'after ply 9', games: 0, loserMedian: null },
    { label: 'never', games: 0, loserMedian: null },
  ]);
  assert.deepEqual(table.wins.map((r) => r.games), [0, 0, 0, 1]);
});
