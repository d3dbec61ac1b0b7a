// Entry for browsers, workers and bundlers: the wasm module comes from browser-module.js; the
// engine's worker (regalia.engine(), engine.js) is a module Web Worker started here.
import { createApi } from './api.js';
import { compiledModule, instantiate } from './browser-module.js';
import { RegaliaError } from './errors.js';
import { prebundledFileUrl } from './package-url.js';
import { fetchLearnedEvaluation } from './evaluation-fetch.js';

export { RegaliaError } from './errors.js';
export { ShowgitGame, SovereignGame } from './games.js';
export { GameClock } from './game-clock.js';

// Bundlers recognise only the literal `new Worker(new URL('./x.js', import.meta.url), ...)`;
// under Vite's dev server, which pre-bundles this module away from the worker's file, the
// package's own copy is started.
function startEngineWorker() {
  if (typeof Worker !== 'function') throw new RegaliaError('not-supported', 'the engine needs Web Workers, which this environment lacks');
  const prebundled = prebundledFileUrl(import.meta.url, 'bindings/js/engine-worker-web.js');
  const worker = prebundled
    ? new Worker(prebundled, { type: 'module', name: 'regalia-engine' })
    : new Worker(new URL('./engine-worker-web.js', import.meta.url), { type: 'module', name: 'regalia-engine' });
  const module = compiledModule();
  if (module) {
    // The worker instantiates this realm's compiled module instead of compiling its own copy
    // (browser-module.js); a browser that cannot send one leaves the worker to fetch it.
    try {
      worker.postMessage({ type: 'wasm-module', module });
    } catch {}
  }
  return {
    post: (message) => worker.postMessage(message),
    listen(onMessage, onFailure) {
      worker.addEventListener('message', (event) => onMessage(event.data));
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        onFailure(event.message || 'the engine worker could not start or failed');
      });
      worker.addEventListener('messageerror', () => onFailure('a message from the engine worker could not be read'));
    },
    hold() {}, // a page does not wait for its workers
    terminate: () => worker.terminate(),
  };
}

let loading = null;

/** Instantiates the wasm module once per page or worker; later calls return the same library. */
export function load() {
  loading ??= instantiate()
    // engine.js comes at the first regalia.engine(): a page shows its board without it.
    .then((module) => createApi(module, { startEngineWorker, loadEngine: () => import('./engine.js'), readLearnedEvaluation: fetchLearnedEvaluation }))
    .catch((err) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** The library's engine (regalia.engine()): the async search in a worker. */
export async function engine() {
  return (await load()).engine();
}
