// Where the package's own files are served when a dev server has moved its JS. Vite's dev server
// pre-bundles a dependency into <base>node_modules/.vite/deps/, so a module-relative
// `new URL('./x', import.meta.url)` there points at a file that does not exist; the server still
// serves the package itself under <base>node_modules/regalia-games/. Callers keep the literal
// `new URL(...)` for the other cases: bundlers rewrite that exact pattern at build time.

const PACKAGE = 'regalia-games';
const PREBUNDLED = '/node_modules/.vite/deps/';

/**
 * The URL of `file` (a path inside the package, e.g. 'dist/regalia.wasm') below the
 * `node_modules/` that `moduleUrl` sits in (base kept), or below the site root. Null for non-http
 * URLs (a file: URL left by a bundler cannot be fetched).
 */
export function packageFileUrl(moduleUrl, file) {
  const url = new URL(moduleUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const at = url.pathname.indexOf('/node_modules/');
  const prefix = at < 0 ? '' : url.pathname.slice(0, at);
  return new URL(`${prefix}/node_modules/${PACKAGE}/${file}`, url.origin).href;
}

/**
 * The package's own URL of `file` when `moduleUrl` is a module Vite's dev server pre-bundled,
 * else null: the caller then uses its literal module-relative URL.
 */
export function prebundledFileUrl(moduleUrl, file) {
  return new URL(moduleUrl).pathname.includes(PREBUNDLED) ? packageFileUrl(moduleUrl, file) : null;
}
