// The page's service worker (docs/page.md "Offline and installable"): after one visit it serves
// the page, its modules, styles, icons, the bindings (the engine worker's script too), the wasm
// and the learned evaluation the worker fetches from one cache, so the page loads and plays, the
// AI included, with the network off.
// The cache is named after the version of the whole set (scripts/offline-files.mjs), so a new
// release is a new cache, filled completely before it is used, and the old ones are deleted:
// the page never mixes files of two releases. Only web/index.html registers it; an embed's
// page and the npm package never do.
/* global importScripts */
importScripts('./offline-files.js'); // self.REGALIA_OFFLINE = { version, files }

const { version, files } = self.REGALIA_OFFLINE;
const PREFIX = 'regalia-offline-';
const CACHE = `${PREFIX}${version}`;
const siteRoot = new URL('../', self.location.href);
const cached = new Set(files.map((file) => new URL(file, siteRoot).href));
const page = new URL('web/index.html', siteRoot).href;
const pageFolder = new URL('web/', siteRoot).href;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'reload': straight from the server, never an older copy from the HTTP cache.
    await cache.addAll([...cached].map((url) => new Request(url, { cache: 'reload' })));
    // A new release takes over at once; the page reloads itself when it does (web/offline.js).
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  url.search = '';
  const key = url.href === pageFolder ? page : url.href;
  if (!cached.has(key)) return; // anything else goes to the network as usual
  event.respondWith((async () => {
    const hit = await caches.match(key, { cacheName: CACHE });
    return hit ?? fetch(request);
  })());
});
