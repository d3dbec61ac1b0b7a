// The engine's worker in browsers (a module Web Worker started by browser.js): the library,
// loaded once in this worker, and engine-worker.js over the worker's own messages.
import { createApi } from './api.js';
import { instantiate } from './browser-module.js';
import { serveEngine } from './engine-worker.js';
import { fetchLearnedEvaluation } from './evaluation-fetch.js';

// browser.js posts the page's compiled WebAssembly.Module as the first message, before any
// request; the worker then instantiates that (no fetch, no compile). A worker that gets a
// request first, or whose module fails, fetches and compiles the bytes itself.
let given = null;
let loading = null;
function load() {
  loading ??= instantiate(given).then((module) => createApi(module, { readLearnedEvaluation: fetchLearnedEvaluation })).catch((err) => {
    loading = null;
    given = null;
    throw err;
  });
  return loading;
}

const handle = serveEngine(load, (message) => self.postMessage(message));
self.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type === 'wasm-module') {
    if (message.module instanceof WebAssembly.Module && !loading) given = message.module;
    load().catch(() => {}); // start at once; a failure is reported to the first request
    return;
  }
  handle(message);
});
