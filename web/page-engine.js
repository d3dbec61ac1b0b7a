// The page's engine (regalia.engine(): one worker for every board of the page), with SHOWGIT's
// learned evaluation asked for (docs/api.md "engine.setEvaluation"): once per engine, queued
// before the first request that needs the engine, so every search after it plays with it. The
// worker fetches the file from beside the wasm; if it cannot, the built-in evaluation plays. Each
// board learns which plays (BoardApp.showEvaluation) and says so in its AI box.
const asked = new WeakMap(); // engine -> Promise<'learned' | 'built-in'>

/** The page's engine for the board `app`, its evaluation asked for. */
export async function pageEngine(app) {
  const engine = await app.regalia.engine();
  if (!asked.has(engine)) asked.set(engine, engine.setEvaluation('showgit', 'learned').catch(() => 'built-in'));
  if (!app.evaluationAsked?.has(engine)) {
    (app.evaluationAsked ??= new WeakSet()).add(engine);
    asked.get(engine).then((name) => app.showEvaluation(name));
  }
  return engine;
}
