// The page's engine (regalia.engine(): one worker for every board of the page), with SHOWGIT's
// learned evaluation asked for (docs/api.md "engine.setEvaluation"): once per engine, queued
// before the first request that needs the engine, so every search after it plays with it. The
// worker fetches the file from beside the wasm; if it cannot, the built-in evaluation plays. It is
// asked again at the next request when a worker failed while it fetched, and when a worker
// started again after the tables were taken could not take them back (the engine then says
// 'built-in'). Each board learns which plays (BoardApp.showEvaluation) and says so in its AI box.
const asked = new WeakMap(); // engine -> { asking: Promise<'learned' | 'built-in'>, name }

/** The page's engine for the board `app`, its evaluation asked for. */
export async function pageEngine(app) {
  const engine = await app.regalia.engine();
  let entry = asked.get(engine);
  if (entry?.name === 'learned' && engine.evaluation('showgit') !== 'learned') entry = null;
  if (!entry) {
    const asking = engine.setEvaluation('showgit', 'learned').catch((err) => {
      if (err?.code === 'worker-failed') asked.delete(engine);
      return 'built-in';
    });
    entry = { asking, name: null };
    asking.then((name) => (entry.name = name));
    asked.set(engine, entry);
  }
  if (app.evaluationAsking !== entry.asking) {
    app.evaluationAsking = entry.asking;
    entry.asking.then((name) => app.showEvaluation(name));
  }
  return engine;
}
