// The engine's worker in browsers (a module Web Worker started by browser.js): the library,
// loaded once in this worker, and engine-worker.js over the worker's own messages.
import { createApi } from './api.js';
import { instantiate } from './browser-module.js';
import { serveEngine } from './engine-worker.js';

let loading = null;
function load() {
  loading ??= instantiate().then((module) => createApi(module)).catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}
load().catch(() => {}); // start at once; a failure is reported to the first request

const handle = serveEngine(load, (message) => self.postMessage(message));
self.addEventListener('message', (event) => handle(event.data));
