// Entry for browsers, workers and bundlers: the .wasm URL is relative to this file, written as
// a literal `new URL(..., import.meta.url)` so that bundlers such as Vite can rewrite it.
import createRegaliaModule from '../../dist/regalia.js';
import { createApi } from './api.js';

export { RegaliaError } from './errors.js';

const wasmUrl = new URL('../../dist/regalia.wasm', import.meta.url);
let loading = null;

/** Instantiates the wasm module once per page or worker; later calls return the same library. */
export function load() {
  loading ??= createRegaliaModule({ locateFile: () => wasmUrl.href })
    .then(createApi)
    .catch((err) => {
      loading = null;
      throw err;
    });
  return loading;
}
