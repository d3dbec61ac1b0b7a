// An engine line (notation strings from the position shown) as the move list writes its moves:
// replayed on a scratch game of the library so that every move has its own words (and its
// squares, for arrows). The words come from the game's own moveText, as in the move list.

/**
 * The first `max` moves of `pv` from the position shown: [{ notation, text, move, index }], where
 * `move` is the library's move object and `index` its place in the game (for moveNodes). A line
 * that stops replaying (a position no longer shown) ends there.
 */
export function lineMoves(app, pv = [], max = pv.length) {
  const out = [];
  if (!pv.length) return out;
  const { record } = app;
  let game = null;
  try {
    game = app.regalia.newGame(app.variant, record.start ? { position: record.start } : {});
    for (const m of record.moves) game.play(m);
    for (const notation of pv.slice(0, max)) {
      const move = game.play(notation);
      const index = game.history().length - 1;
      out.push({ notation: move.notation, text: app.moveText(move, index), move, index });
    }
  } catch {
    // The rest of the line is not for this position: what replayed is kept.
  } finally {
    game?.dispose();
  }
  return out;
}

/** An arrow for a move object (board-shapes.js), or null for a move with no squares (a swap, a defection in place). */
export function moveArrow(move, turn, colour) {
  if (!move?.to) return null;
  if (move.drop) return { kind: 'arrow', drop: move.drop, player: turn, to: move.to, color: colour };
  if (!move.from || move.from === move.to) return null;
  return { kind: 'arrow', from: move.from, to: move.to, color: colour };
}

/** Plays `notations` from the node shown into the move tree (a variation where they are not the next moves) and shows the last. */
export function playLine(app, notations) {
  if (!notations.length || app.session.ending) return;
  app.aiTurns.cancel();
  for (const n of notations) app.session.played(app.game.play(n));
  app.controller.forget();
  app.refresh();
  const { node } = app.session;
  app.announce(app.moveText(node.info, node.ply - 1));
  app.emit('navigate', { ply: node.ply, move: node.move, position: app.game.position() });
}
