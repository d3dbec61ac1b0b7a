// Fetches the .wasm for the default entry and checks that the bytes are WebAssembly before they
// are compiled (package-fetch.js). A dev server that cannot find a file often answers with its
// index.html (status 200), which WebAssembly would only report as "CompileError: expected magic
// word 00 61 73 6d".
// Vite's dev server does exactly this when it pre-bundles the package into
// <base>node_modules/.vite/deps/: from there the module-relative URL no longer reaches dist/.
import { RegaliaError } from './errors.js';
import { packageFileUrl } from './package-url.js';
import { fetchPackageFile } from './package-fetch.js';

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d]; // "\0asm", the first four bytes of every module

export function isWasm(bytes) {
  return bytes.length >= 4 && WASM_MAGIC.every((byte, i) => bytes[i] === byte);
}

// Where a dev server that serves node_modules/ (Vite does) has the package's own copy of the
// wasm (bindings/js/package-url.js). Tried after the bundler-visible URL failed, whatever moved
// the module, so it is not limited to Vite's pre-bundle folder.
export function packageWasmUrl(moduleUrl) {
  return packageFileUrl(moduleUrl, 'dist/regalia.wasm');
}

/**
 * The wasm bytes from `wasmUrl` (the bundler-visible URL), else from the package's path under
 * node_modules/; a RegaliaError 'wasm-not-found' naming every URL tried and what it returned.
 */
export async function fetchWasm(wasmUrl, moduleUrl) {
  const { bytes, problems } = await fetchPackageFile({ url: wasmUrl, moduleUrl, file: 'dist/regalia.wasm', accepts: isWasm, kind: 'WebAssembly' });
  if (bytes) return bytes;
  throw new RegaliaError('wasm-not-found',
    `regalia could not load dist/regalia.wasm: ${problems}. ` +
    'On the Vite dev server, add `optimizeDeps: { exclude: [\'regalia-games\'] }` to vite.config.js; ' +
    'elsewhere, serve the package so that dist/regalia.wasm sits at ../../dist/ from bindings/js/browser.js.');
}
