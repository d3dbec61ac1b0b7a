// The page: one full board component in #app, with the game kept across reloads, and offline
// use once it is up (web/offline.js).
import { BoardApp } from './board-app.js';
import { registerOffline } from './offline.js';

const app = new BoardApp(document.getElementById('app'), {
  persist: 'regalia.page.v1',
  documentLanguage: true,
  documentKeys: true, // ← → Home End ↑ ↓ step through the moves with the focus on the page
  variantSwitch: true,
  shareLinks: true, // a game in the URL fragment, and Copy link (web/share-link.js)
});
// Offline use starts once the board is up, so the first visit's files load first.
app.start().then(registerOffline);
