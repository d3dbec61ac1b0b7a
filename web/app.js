// The page: one full board component in #app, with the game kept across reloads, and offline
// use once it is up (web/offline.js). The library starts first: its wasm compiles while the
// board's modules are still arriving (web/index.html preloads both), and the board then finds it
// loaded (load() gives the same library to every call).
import { load } from '../bindings/js/browser.js';

load().catch(() => {}); // a failure is the board's to show (BoardApp.start)
// A reload opens at the page's top, where the board is, not where the page was left (the move
// list, the settings): on a phone held sideways the board takes the whole screen there.
history.scrollRestoration = 'manual';
const { BoardApp } = await import('./board-app.js');

const app = new BoardApp(document.getElementById('app'), {
  persist: 'regalia.page.v1',
  documentLanguage: true,
  documentKeys: true, // ← → Home End ↑ ↓ step through the moves with the focus on the page
  variantSwitch: true,
  shareLinks: true, // a game in the URL fragment, and Copy link (web/share-link.js)
});
// Offline use starts once the board is up, so the first visit's files load first.
await app.start();
const { registerOffline } = await import('./offline.js');
registerOffline();
