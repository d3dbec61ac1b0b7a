// The AI's worker: loads the library once, rebuilds the game from { variant, position, moves }
// and asks it for a move with game.think({ level }). No move is ever made up here: without
// game.think the answer is the error 'not-available'.
import { load } from '../bindings/js/browser.js';

const regaliaReady = load();

// { move, score: { cp } | { mate }, depth, nodes, pv } as plain, clonable values.
function plain(r) {
  const notation = (m) => (typeof m === 'string' ? m : m?.notation ?? null);
  return { move: notation(r.move), score: r.score ?? null, depth: r.depth, seldepth: r.seldepth, nodes: r.nodes, timeMs: r.timeMs, pv: (r.pv ?? []).map(notation) };
}

self.addEventListener('message', async (event) => {
  const { type, id, variant, position, moves = [], level = 3, movetimeMs } = event.data ?? {};
  if (type !== 'think') return;
  let game = null;
  try {
    const regalia = await regaliaReady;
    game = regalia.newGame(variant, position ? { position } : {});
    for (const move of moves) game.play(move);
    if (typeof game.think !== 'function') {
      self.postMessage({ id, error: { code: 'not-available', message: 'this build of the library has no AI (game.think)' } });
      return;
    }
    const options = { level, onInfo: (info) => self.postMessage({ id, type: 'info', info: plain(info) }) };
    if (movetimeMs) options.movetimeMs = movetimeMs;
    const result = game.think(options);
    self.postMessage({ id, result: plain(result) });
  } catch (err) {
    self.postMessage({ id, error: { code: err.code ?? 'error', message: err.message } });
  } finally {
    game?.dispose();
  }
});
