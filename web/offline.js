// The page's offline use (docs/page.md "Offline and installable"): registers web/sw.js, and when
// a new release's service worker takes over a page that an older one served, reloads the page
// so that all its files come from the new release (the game is kept in localStorage).
export function registerOffline() {
  const { serviceWorker } = navigator;
  if (!serviceWorker) return; // an insecure origin or an old browser: the page just stays online
  const servedByOlder = Boolean(serviceWorker.controller);
  serviceWorker.addEventListener('controllerchange', () => {
    if (servedByOlder) location.reload();
  });
  // The scope is the site's root, not web/: the engine's worker (bindings/js/) is a client of its
  // own, matched by its URL, and only a worker in scope loads its script and the wasm from the
  // cache. That scope needs the header `Service-Worker-Allowed: /` on sw.js (scripts/serve.mjs
  // sends it); a host without it still gets the page offline, the AI only online.
  // No offline use is no error: the page works as before without it.
  serviceWorker.register('sw.js', { scope: '../' })
    .catch(() => serviceWorker.register('sw.js'))
    .catch(() => {});
}
