// A small static server for the page: only the folders a deployed site would hold,
// with the right MIME types (application/wasm for streaming compilation).
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineScript } from './offline-files.mjs';
import { PAGE_BUNDLE, freshPageBundle } from './page-bundle.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The folders a deployed site holds; everything else in the repository is not served.
const sitePublished = ['/web/', '/dist/', '/bindings/js/', '/examples/'];
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ts': 'text/plain; charset=utf-8',
};

// Serves `root`, limited to the `published` folders ('/' for all of it); '/' redirects to `home`.
export function createServer({ root = repoRoot, published = sitePublished, home = '/web/' } = {}) {
  return http.createServer((req, res) => {
    let url;
    try {
      url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    if (url === '/' && home !== '/') {
      res.writeHead(302, { Location: home }).end();
      return;
    }
    if (url.endsWith('/')) url += 'index.html';
    // The page's bundle is rebuilt before it is served (or listed for offline use, once it exists)
    // when a source is newer, so an edit under web/ or bindings/js/ shows at the next load
    // (scripts/page-bundle.mjs). A site whose page loads no bundle never gets one.
    const bundled = url.startsWith(`/${PAGE_BUNDLE}/`) || (url === '/web/offline-files.js' && existsSync(path.join(root, PAGE_BUNDLE)));
    if (bundled && existsSync(path.join(root, 'web/app.js'))) {
      try {
        freshPageBundle(root);
      } catch (err) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`the page's bundle could not be built: ${err.message}`);
        return;
      }
    }
    if (url === '/web/offline-files.js' && published.some((p) => p === '/' || p === '/web/')) {
      // The service worker's list and version, from the files as they are now: an edit or a new
      // build is a new version at once (scripts/offline-files.mjs).
      const body = offlineScript(root);
      res.writeHead(200, { 'Content-Type': types['.js'], 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }).end(body);
      return;
    }
    const file = path.join(root, path.normalize(url));
    const inside = published.some((p) => file.startsWith(path.join(root, p)));
    let stat;
    try {
      stat = inside && statSync(file);
    } catch {
      stat = null;
    }
    if (!stat || !stat.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    // The page's service worker may control the whole site, the engine's worker script included (web/offline.js).
    const scope = url === '/web/sw.js' ? { 'Service-Worker-Allowed': '/' } : {};
    res.writeHead(200, {
      ...scope,
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    createReadStream(file).pipe(res);
  });
}

// Listens on host:port (port 0 picks a free one) and resolves to the base URL.
export function serve({ host = '127.0.0.1', port = 8080, ...site } = {}) {
  const server = createServer(site);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolve({ server, url: `http://${host}:${actual}/` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const { url } = await serve({ port });
  console.log(`regalia: serving the page at ${url}  (Ctrl+C to stop)`);
}
