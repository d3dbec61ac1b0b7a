// When a decisive game of match records was decided: the first ply from which every score the
// winner reported was at least a threshold (or a mate for it) to the end of the game, and what the
// loser reported then. Where in the game the losses are decided, and how the loser judged the
// position at that moment, says which part of the game the evaluation misjudges.

// `game` as readMatchRecords gives it. Returns null for a draw; else { winner: 'ours' | 'theirs',
// ply (null when the winner's scores never held the threshold to the end, e.g. a flag or a late
// turn), loserScore (the loser's first score after that ply: { cp } or { mate }, null if none) }.
export function decidedAt(game, threshold = 500) {
  if (game.result === 0.5) return null;
  const winnerIsOurs = game.result === 1;
  const holds = (score) => (score.mate !== undefined ? score.mate > 0 : score.cp >= threshold);
  let ply = null;
  for (const { ply: p, ours, score } of game.scores) {
    if (ours !== winnerIsOurs || !score) continue;
    if (!holds(score)) ply = null;
    else if (ply === null) ply = p;
  }
  const loser = ply === null ? null : game.scores.find((s) => s.ours !== winnerIsOurs && s.ply > ply && s.score);
  return { winner: winnerIsOurs ? 'ours' : 'theirs', ply, loserScore: loser ? loser.score : null };
}

// Decisive games grouped by when they were decided: for losses (`theirs` won) and wins (`ours`),
// one row per ply range (`edges` are the last plies of each range) plus `never`:
// { label, games, loserMedian } (the median of the loser's centipawn scores then, mates left out;
// null when there is none).
export function decidedTable(games, threshold = 500, edges = [40, 80]) {
  const labels = edges.map((e, i) => (i ? `plies ${edges[i - 1] + 1}-${e}` : `by ply ${e}`));
  labels.push(`after ply ${edges[edges.length - 1]}`, 'never');
  const rows = () => labels.map((label) => ({ label, games: 0, scores: [] }));
  const sides = { theirs: rows(), ours: rows() };
  for (const game of games) {
    const d = decidedAt(game, threshold);
    if (!d) continue;
    const k = d.ply === null ? labels.length - 1 : edges.filter((e) => d.ply > e).length;
    const row = sides[d.winner][k];
    row.games += 1;
    if (d.loserScore?.cp !== undefined) row.scores.push(d.loserScore.cp);
  }
  const median = (xs) => {
    if (!xs.length) return null;
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const finish = (r) => r.map(({ label, games: n, scores }) => ({ label, games: n, loserMedian: median(scores) }));
  return { losses: finish(sides.theirs), wins: finish(sides.ours) };
}
