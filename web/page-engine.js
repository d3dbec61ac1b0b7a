// The page's engine (regalia.engine(): one worker for every board of the page), with SHOWGIT's
// learned evaluation asked for (docs/api.md "engine.setEvaluation"): once per engine, queued
// before the first request that needs the engine, so every search after it plays with it. The
// worker fetches the file from beside the wasm; if it cannot, the built-in evaluation plays. A
// worker that failed while it fetched is asked again at the next request (the engine gives a new
// worker only an evaluation that was taken). Each board learns which plays
// (BoardApp.showEvaluation) and says so in its AI box.
const asked = new WeakMap(); // engine -> Promise<'learned' | 'built-in'>

/** The page's engine for the board `app`, its evaluation asked for. */
export async function pageEngine(app) {
  const engine = await app.regalia.engine();
  let asking = asked.get(engine);
  if (!asking) {
    asking = engine.setEvaluation('showgit', 'learned').catch((err) => {
      if (err?.code === 'worker-failed') asked.delete(engine);
      return 'built-in';
    });
    asked.set(engine, asking);
  }
  if (app.evaluationAsking !== asking) {
    app.evaluationAsking = asking;
    asking.then((name) => app.showEvaluation(name));
  }
  return engine;
}
