// Entry for node: reads the .wasm from the package and hands it to the module
// (Emscripten 3.1.6's loader would try fetch() on a file path, which node cannot do). The
// engine's worker (regalia.engine(), engine.js) is a worker_threads worker started here.
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import createRegaliaModule from '../../dist/regalia.js';
import { createApi } from './api.js';
import { RegaliaError } from './errors.js';
import { LEARNED_FILE, isKingTables } from './evaluation.js';

export { RegaliaError } from './errors.js';
export { ShowgitGame, SovereignGame } from './games.js';
export { GameClock } from './game-clock.js';

function startEngineWorker() {
  const worker = new Worker(new URL('./engine-worker-node.js', import.meta.url), { name: 'regalia-engine' });
  worker.unref();
  return {
    post: (message) => worker.postMessage(message),
    listen(onMessage, onFailure) {
      worker.on('message', onMessage);
      worker.on('error', (err) => onFailure(err?.message ?? String(err)));
      worker.on('messageerror', () => onFailure('a message from the engine worker could not be read'));
      worker.on('exit', (code) => onFailure(`the engine worker exited with code ${code}`));
    },
    // The process waits for a request in flight, not for an idle engine nobody disposed.
    hold: (busy) => (busy ? worker.ref() : worker.unref()),
    terminate: () => worker.terminate(),
  };
}

// The learned evaluation's file (evaluation.js), read from the package when first asked for.
async function readLearnedEvaluation() {
  let bytes;
  try {
    bytes = new Uint8Array(await readFile(new URL('../../dist/showgit-king-tables.rgkt', import.meta.url)));
  } catch (err) {
    throw new RegaliaError('evaluation-not-found', `regalia could not read ${LEARNED_FILE}: ${err?.message ?? err}`);
  }
  if (!isKingTables(bytes)) throw new RegaliaError('evaluation-not-found', `${LEARNED_FILE} is not a king-table file`);
  return bytes;
}

let loading = null;

/** Instantiates the wasm module once per process; later calls return the same library. */
export function load() {
  loading ??= (async () => {
    const wasmBinary = await readFile(new URL('../../dist/regalia.wasm', import.meta.url));
    return createApi(await createRegaliaModule({ wasmBinary }), { startEngineWorker, loadEngine: () => import('./engine.js'), readLearnedEvaluation });
  })().catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** The library's engine (regalia.engine()): the async search in a worker. */
export async function engine() {
  return (await load()).engine();
}
