// Instantiates the wasm module in a browser or a worker. The .wasm URL is relative to this file,
// written as a literal `new URL(..., import.meta.url)` so that bundlers such as Vite can rewrite
// it. The bytes are fetched and checked (wasm-fetch.js), which also finds them when Vite's dev
// server has moved this file into its dependency cache. Shared by browser.js and the engine's
// worker (engine-worker-web.js), which must not import browser.js: that module starts the
// worker, and a bundler would then bundle the worker into itself.
import createRegaliaModule from '../../dist/regalia.js';
import { fetchWasm } from './wasm-fetch.js';

const wasmUrl = new URL('../../dist/regalia.wasm', import.meta.url);

export function instantiate() {
  return fetchWasm(wasmUrl.href, import.meta.url).then((wasmBinary) => createRegaliaModule({ wasmBinary }));
}
