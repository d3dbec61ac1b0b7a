// Fetches one of the package's own files over HTTP and checks its first bytes before they are
// used: a dev server that cannot find a file often answers with its index.html (status 200),
// which the file's reader would only report as garbage. The literal module-relative URL is tried
// first (bundlers rewrite it), then the package's copy under node_modules/ (package-url.js), for
// when a dev server has moved the JS that asks (Vite's dependency pre-bundling).
import { packageFileUrl } from './package-url.js';

// What came back instead of the file, in words a web developer recognises; `kind` names what was
// expected ("WebAssembly", "a king-table file").
function describe(response, bytes, kind) {
  const type = response.headers.get('content-type') ?? 'no content type';
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  let body;
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) body = 'an HTML page';
  else if (bytes.length === 0) body = 'an empty body';
  else body = `${bytes.length} bytes that are not ${kind}`;
  return `HTTP ${response.status} with ${body} (${type})`;
}

async function fetchOne(url, accepts, kind) {
  let response;
  let bytes;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (err) {
    return { url, problem: `could not be fetched (${err?.message ?? err})` };
  }
  if (response.ok && accepts(bytes)) return { url, bytes };
  return { url, problem: `answered ${describe(response, bytes, kind)}` };
}

/**
 * The bytes of the package's `file` (e.g. 'dist/regalia.wasm') from `url` (the bundler-visible
 * URL), else from its path under node_modules/ beside `moduleUrl`: { bytes } when `accepts`
 * takes them, else { problems: '<url> <what it answered>; ...' } for the caller's error.
 */
export async function fetchPackageFile({ url, moduleUrl, file, accepts, kind }) {
  const tried = [await fetchOne(url, accepts, kind)];
  if (tried[0].bytes) return { bytes: tried[0].bytes };
  const fallback = packageFileUrl(moduleUrl, file);
  if (fallback && fallback !== url) {
    tried.push(await fetchOne(fallback, accepts, kind));
    if (tried[1].bytes) return { bytes: tried[1].bytes };
  }
  return { problems: tried.map((t) => `${t.url} ${t.problem}`).join('; ') };
}
