// The quiet positions of match records, as training positions for a learned evaluation: after the
// book, not in check, the move played there neither a capture nor a promotion (a static
// evaluation cannot judge a position in the middle of an exchange), each board, hand and side
// once (the first game that reached it; the move number is not part of the match). Each is
// `{ sfen, score, result }`: the score the mover's engine last reported for that move (its own
// scale, 0 if none) and the game's result from the mover's view (1, 0.5, 0).
import { playedPositions } from '../match/match_record.mjs';

// `regalia` is the loaded library (bindings/js/node.js); `games` are readMatchRecords' games. A
// move the rules refuse is an error naming the game and the ply.
export function quietPositions(regalia, games) {
  const seen = new Set();
  const out = [];
  let left = 0;
  for (const game of games) {
    const positions = playedPositions(game);
    if (!positions.length) continue;
    const scoreAt = new Map(game.scores.map((s) => [s.ply, s.score]));
    const resultAt = new Map(positions.map((p) => [p.moves.length + 1, p.result]));
    const shogi = regalia.newGame('showgit');
    try {
      // Every move is checked, the book's too; the positions after the book are the candidates.
      for (const [k, move] of game.moves.entries()) {
        const ply = k + 1;
        const legal = shogi.legalMoves().find((m) => m.notation === move);
        if (!legal) throw new Error(`game ${game.number}: '${move}' is not legal at ply ${ply}`);
        if (resultAt.has(ply)) {
          const sfen = shogi.position();
          const key = sfen.replace(/ \d+$/, '');
          if (!shogi.inCheck() && !legal.captured && !legal.promotion && !seen.has(key)) {
            seen.add(key);
            out.push({ sfen, score: scoreAt.get(ply)?.cp ?? 0, result: resultAt.get(ply) });
          } else {
            left++;
          }
        }
        shogi.play(legal);
      }
    } finally {
      shogi.dispose();
    }
  }
  return { positions: out, left };
}
