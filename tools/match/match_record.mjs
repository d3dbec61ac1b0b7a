// Reads back the records match.mjs writes: for each game its header (our seat, the outcome and why),
// the USI moves from the start and, for every move an engine played after the opening, the score
// that engine last reported, from the mover's view. The first scored move is the first one after
// the book line; the book's length is not in the record, so it is the moves played less the scores,
// plus one when the game ended on an answer that was not played (a flag, a resignation, a
// declaration): that answer has a score and no move.
//
//   game 3: regalia gote loses (big-bang, 113 plies)
//   position startpos moves 7g7f 3c3d ...
//   times ...
//   scores 120 -460 M-4 ? ...

import { readFileSync } from 'node:fs';

const HEADER = /^game (\d+): regalia (sente|gote) (wins|loses|draws) \((.*), (\d+) plies\)$/;

// A score token: centipawns on the engine's own scale, `M<n>` a mate in n for the mover (`M-<n>`
// against it), `?` when the engine reported none.
function readScore(token) {
  if (token === '?') return null;
  const mate = /^M(-?)(\d+)$/.exec(token);
  if (mate) return { mate: mate[1] ? -Number(mate[2]) : Number(mate[2]) };
  if (!/^-?\d+$/.test(token)) throw new Error(`a score must be centipawns, M<n> or ?, not '${token}'`);
  return { cp: Number(token) };
}

// Every game of a record file's text. `result` is ours: 1 win, 0.5 draw, 0 loss. `scores[i]` is the
// score of the i-th move after the opening, `{ ply, ours, score }` (ply counted from 1, `ours`
// whether regalia played it, `score` as readScore gives it).
export function readMatchRecords(text) {
  const games = [];
  let game = null;
  for (const line of text.split('\n')) {
    const header = HEADER.exec(line);
    if (header) {
      game = {
        number: Number(header[1]),
        seat: header[2],
        result: { wins: 1, draws: 0.5, loses: 0 }[header[3]],
        reason: header[4],
        moves: [],
        scores: [],
      };
      games.push(game);
    } else if (game && line.startsWith('position startpos')) {
      game.moves = line.split(' ').slice(3);
    } else if (game && line.startsWith('scores')) {
      const tokens = line.split(' ').slice(1).filter(Boolean);
      const unplayed = /loses on time|resigns|declares win/.test(game.reason) ? 1 : 0;
      const opening = game.moves.length - tokens.length + unplayed;
      if (opening < 0) throw new Error(`game ${game.number}: ${tokens.length} scores for ${game.moves.length} moves`);
      const ourParity = game.seat === 'sente' ? 1 : 0;  // sente plays the odd plies
      game.scores = tokens.map((token, i) => {
        const ply = opening + i + 1;
        return { ply, ours: ply % 2 === ourParity, score: readScore(token) };
      });
    }
  }
  return games;
}

// Every game of the record files named; an unreadable or malformed file is an error naming it.
export function readMatchRecordFiles(files) {
  return files.flatMap((file) => {
    try {
      return readMatchRecords(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`${file}: ${e.message}`);
    }
  });
}

// The positions of a game from the first one an engine moved in (the book left out) to the one
// before the last move: `{ moves, ours, result, left }`, with the USI moves that reach it, whether
// regalia is to move, the game's result from the mover's view (1, 0.5, 0) and the plies still to come.
export function playedPositions(game) {
  if (!game.scores.length) return [];
  const positions = [];
  for (let k = game.scores[0].ply - 1; k < game.moves.length; k++) {
    const ours = (k % 2 === 0) === (game.seat === 'sente');
    positions.push({ moves: game.moves.slice(0, k), ours, result: ours ? game.result : 1 - game.result, left: game.moves.length - k });
  }
  return positions;
}
