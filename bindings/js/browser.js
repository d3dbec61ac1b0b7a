// Entry for browsers, workers and bundlers: the .wasm URL is relative to this file, written as
// a literal `new URL(..., import.meta.url)` so that bundlers such as Vite can rewrite it. The
// bytes are fetched and checked here (wasm-fetch.js), which also finds them when Vite's dev
// server has moved this file into its dependency cache, and hands them to the module.
import createRegaliaModule from '../../dist/regalia.js';
import { createApi } from './api.js';
import { fetchWasm } from './wasm-fetch.js';

export { RegaliaError } from './errors.js';
export { ShowgitGame, SovereignGame } from './games.js';

const wasmUrl = new URL('../../dist/regalia.wasm', import.meta.url);
let loading = null;

/** Instantiates the wasm module once per page or worker; later calls return the same library. */
export function load() {
  loading ??= fetchWasm(wasmUrl.href, import.meta.url)
    .then((wasmBinary) => createRegaliaModule({ wasmBinary }))
    .then(createApi)
    .catch((err) => {
      loading = null;
      throw err;
    });
  return loading;
}
