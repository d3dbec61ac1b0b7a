// Fetches the .wasm for the default entry and checks that the bytes are WebAssembly before they
// are compiled. A dev server that cannot find a file often answers with its index.html (status
// 200), which WebAssembly would only report as "CompileError: expected magic word 00 61 73 6d".
// Vite's dev server does exactly this when it pre-bundles the package into
// <base>node_modules/.vite/deps/: from there the module-relative URL no longer reaches dist/.
import { RegaliaError } from './errors.js';
import { packageFileUrl } from './package-url.js';

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

// What came back instead of wasm, in words a web developer recognises.
function describe(response, bytes) {
  const type = response.headers.get('content-type') ?? 'no content type';
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  let body;
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) body = 'an HTML page';
  else if (bytes.length === 0) body = 'an empty body';
  else body = `${bytes.length} bytes that are not WebAssembly`;
  return `HTTP ${response.status} with ${body} (${type})`;
}

async function fetchOne(url) {
  let response;
  let bytes;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (err) {
    return { url, problem: `could not be fetched (${err?.message ?? err})` };
  }
  if (response.ok && isWasm(bytes)) return { url, bytes };
  return { url, problem: `answered ${describe(response, bytes)}` };
}

/**
 * The wasm bytes from `wasmUrl` (the bundler-visible URL), else from the package's path under
 * node_modules/; a RegaliaError 'wasm-not-found' naming every URL tried and what it returned.
 */
export async function fetchWasm(wasmUrl, moduleUrl) {
  const tried = [await fetchOne(wasmUrl)];
  if (tried[0].bytes) return tried[0].bytes;
  const fallback = packageWasmUrl(moduleUrl);
  if (fallback && fallback !== wasmUrl) {
    tried.push(await fetchOne(fallback));
    if (tried[1].bytes) return tried[1].bytes;
  }
  const answers = tried.map((t) => `${t.url} ${t.problem}`).join('; ');
  throw new RegaliaError('wasm-not-found',
    `regalia could not load dist/regalia.wasm: ${answers}. ` +
    'On the Vite dev server, add `optimizeDeps: { exclude: [\'regalia-games\'] }` to vite.config.js; ' +
    'elsewhere, serve the package so that dist/regalia.wasm sits at ../../dist/ from bindings/js/browser.js.');
}
