// Entry for node: reads the .wasm from the package and hands it to the module
// (Emscripten 3.1.6's loader would try fetch() on a file path, which node cannot do).
import { readFile } from 'node:fs/promises';
import createRegaliaModule from '../../dist/regalia.js';
import { createApi } from './api.js';

export { RegaliaError } from './errors.js';
export { ShowgitGame, SovereignGame } from './games.js';

let loading = null;

/** Instantiates the wasm module once per process; later calls return the same library. */
export function load() {
  loading ??= (async () => {
    const wasmBinary = await readFile(new URL('../../dist/regalia.wasm', import.meta.url));
    return createApi(await createRegaliaModule({ wasmBinary }));
  })().catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}
