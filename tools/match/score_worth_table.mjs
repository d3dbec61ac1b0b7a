// What an engine's reported scores are worth: the moves of match records grouped by the score the
// mover reported (its own view, its own scale), and for each group the mover's result in those games
// (win 1, draw 1/2). A well-calibrated engine wins nearly every game from the scores it calls
// winning; one whose evaluation overrates a kind of position reports large scores there and loses.

// Group edges in centipawns of the engine's scale; mates form a group each side.
export const DEFAULT_EDGES = [-3000, -1500, -800, -400, -150, 150, 400, 800, 1500, 3000];

// The groups: their labels, and the index of a score's group (readScore's { cp } or { mate }).
export function scoreGroups(edges = DEFAULT_EDGES) {
  const labels = ['mated', `< ${edges[0]}`];
  for (let i = 1; i < edges.length; ++i) labels.push(`${edges[i - 1]} .. ${edges[i]}`);
  labels.push(`≥ ${edges[edges.length - 1]}`, 'mating');
  const group = (score) => {
    if (score.mate !== undefined) return score.mate > 0 ? labels.length - 1 : 0;
    return 1 + edges.filter((e) => score.cp >= e).length;
  };
  return { labels, group };
}

// games: readMatchRecords' games. Returns, for `ours` and for `theirs`, one row per group:
// { label, moves, result } (result the mean of the mover's game results, null for an empty group).
export function scoreWorth(games, edges = DEFAULT_EDGES) {
  const { labels, group } = scoreGroups(edges);
  const table = () => labels.map((label) => ({ label, moves: 0, total: 0 }));
  const sides = { ours: table(), theirs: table() };
  for (const game of games) {
    for (const { ours, score } of game.scores) {
      if (!score) continue;
      const row = sides[ours ? 'ours' : 'theirs'][group(score)];
      row.moves += 1;
      row.total += ours ? game.result : 1 - game.result;
    }
  }
  const finish = (rows) => rows.map(({ label, moves, total }) => ({ label, moves, result: moves ? total / moves : null }));
  return { ours: finish(sides.ours), theirs: finish(sides.theirs) };
}
