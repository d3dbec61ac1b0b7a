// Instantiates the wasm module in a browser or a worker. The .wasm URL is relative to this file,
// written as a literal `new URL(..., import.meta.url)` so that bundlers such as Vite can rewrite
// it. The bytes are fetched and checked (wasm-fetch.js), which also finds them when Vite's dev
// server has moved this file into its dependency cache. Shared by browser.js and the engine's
// worker (engine-worker-web.js), which must not import browser.js: that module starts the
// worker, and a bundler would then bundle the worker into itself.
//
// The compiled WebAssembly.Module is kept: browser.js posts it to the engine's worker, which then
// instantiates it without fetching or compiling the bytes again. Compiling half a megabyte of
// wasm takes the machine's cores for a few hundred milliseconds, and on a page that is the AI's
// first turn, while the board animates (docs/page.md "Loading").
import createRegaliaModule from '../../dist/regalia.js';
import { fetchWasm } from './wasm-fetch.js';

const wasmUrl = new URL('../../dist/regalia.wasm', import.meta.url);

let compiled = null; // the WebAssembly.Module this realm instantiated, once it has

/** The compiled module once instantiate() has made it, else null. */
export function compiledModule() {
  return compiled;
}

// Compiles while the bytes arrive where the server says application/wasm (the browser can then
// also keep the optimised code in its cache for the next visit); anything else, or a failure,
// goes the checked way: the whole bytes, tested to be WebAssembly (a clear error if not), then
// compiled.
async function compileWasm() {
  if (typeof WebAssembly.compileStreaming === 'function') {
    try {
      const response = await fetch(wasmUrl.href, { credentials: 'same-origin' });
      const type = response.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
      if (response.ok && type === 'application/wasm') return await WebAssembly.compileStreaming(response);
    } catch {
      // the checked way below says what went wrong
    }
  }
  return WebAssembly.compile(await fetchWasm(wasmUrl.href, import.meta.url));
}

/** The library's Emscripten module from `module` (a WebAssembly.Module), or from the fetched bytes. */
export async function instantiate(module = null) {
  const wasm = module ?? await compileWasm();
  let refused;
  const failure = new Promise((resolve, reject) => { refused = reject; });
  const regalia = await Promise.race([
    createRegaliaModule({
      // Emscripten's hook for a module compiled elsewhere: it gets the imports and takes the
      // instance. A refused instance would leave Emscripten waiting forever: it rejects here.
      instantiateWasm(imports, receiveInstance) {
        WebAssembly.instantiate(wasm, imports).then((instance) => receiveInstance(instance, wasm), refused);
        return {};
      },
    }),
    failure,
  ]);
  compiled = wasm;
  return regalia;
}
