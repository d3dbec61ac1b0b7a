// The page's side of the AI: one module Web Worker (web/ai-worker.js) that runs the same wasm
// library and answers { variant, position, moves, level } with a move. The main thread keeps
// drawing meanwhile; stop() ends a think at once by terminating the worker.
//
// The search is the library's game.think() (docs/api.md, docs/ai.md); the worker calls it with
// the level and a time limit. aiAvailable() still checks for it, so a library built without the
// AI makes the page hide the AI rather than fail, and the worker then reports 'not-available'
// rather than inventing a move.

import { prebundledFileUrl } from '../bindings/js/package-url.js';

export function aiAvailable(game) {
  return typeof game?.think === 'function';
}

export class AiClient {
  #worker = null;
  #pending = null;
  #nextId = 1;

  #spawn() {
    if (this.#worker) return this.#worker;
    // Bundlers recognise only the literal `new Worker(new URL(...))`; under Vite's dev server,
    // which pre-bundles this module away from ai-worker.js, the package's own copy is started.
    const prebundled = prebundledFileUrl(import.meta.url, 'web/ai-worker.js');
    this.#worker = prebundled
      ? new Worker(prebundled, { type: 'module', name: 'regalia-ai' })
      : new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module', name: 'regalia-ai' });
    this.#worker.addEventListener('message', (event) => this.#onMessage(event.data));
    this.#worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.#finish({ error: { code: 'worker-error', message: event.message || 'the AI worker failed' } });
    });
    return this.#worker;
  }

  #onMessage(data) {
    if (!this.#pending || data.id !== this.#pending.id) return;
    if (data.type === 'info') {
      this.#pending.onInfo?.(data.info);
      return;
    }
    this.#finish(data);
  }

  #finish(data) {
    const pending = this.#pending;
    this.#pending = null;
    if (!pending) return;
    if (data.error) pending.reject(Object.assign(new Error(data.error.message), { code: data.error.code }));
    else pending.resolve(data.result);
  }

  /**
   * Asks for a move. `request` = { variant, position, moves, level, movetimeMs? }.
   * Resolves to { move, score, depth, nodes, pv } (move as notation); `onInfo` gets progress.
   */
  think(request, onInfo) {
    this.stop();
    const worker = this.#spawn();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending = { id, resolve, reject, onInfo };
      worker.postMessage({ type: 'think', id, ...request });
    });
  }

  /** Whether a think is running. */
  get busy() {
    return this.#pending !== null;
  }

  /** Cancels the running think (the worker is ended and started afresh next time). */
  stop() {
    if (!this.#pending) return;
    this.#worker?.terminate();
    this.#worker = null;
    const pending = this.#pending;
    this.#pending = null;
    pending.reject(Object.assign(new Error('stopped'), { code: 'stopped' }));
  }

  dispose() {
    this.stop();
    this.#worker?.terminate();
    this.#worker = null;
  }
}
