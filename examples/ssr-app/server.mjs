// A server that renders the board's markup into each page: `node server.mjs --dev` runs Vite's
// dev server inside it, `vite build && node server.mjs` serves the built client from dist/.
// The port is PORT or 5174.
import http from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPage } from './render.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 5174);
const types = { '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.html': 'text/html' };

// Dev: Vite serves the modules and rewrites the template; build: the files under dist/.
const vite = dev ? await (await import('vite')).createServer({ root: here, server: { middlewareMode: true }, appType: 'custom' }) : null;
const builtTemplate = dev ? null : readFileSync(path.join(here, 'dist/index.html'), 'utf8');

async function page(req, res) {
  const url = new URL(req.url, 'http://localhost');
  const template = dev
    ? await vite.transformIndexHtml(url.pathname, readFileSync(path.join(here, 'index.html'), 'utf8'))
    : builtTemplate;
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(renderPage(template, url.searchParams));
}

function builtFile(req, res) {
  const file = path.join(here, 'dist', path.normalize(decodeURIComponent(new URL(req.url, 'http://localhost').pathname)));
  if (!file.startsWith(path.join(here, 'dist', 'assets'))) return false;
  try {
    if (!statSync(file).isFile()) return false;
  } catch {
    return false;
  }
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
  return true;
}

const server = http.createServer((req, res) => {
  const render = () => page(req, res).catch((err) => res.writeHead(500).end(String(err?.stack ?? err)));
  if (new URL(req.url, 'http://localhost').pathname !== '/') {
    if (dev) return vite.middlewares(req, res, () => res.writeHead(404).end());
    if (!builtFile(req, res)) res.writeHead(404).end();
    return;
  }
  render();
});
server.listen(port, '127.0.0.1', () => console.log(`http://127.0.0.1:${port}/`));
