// The page: one full board component in #app, with the game kept across reloads.
import { BoardApp } from './board-app.js';

const app = new BoardApp(document.getElementById('app'), {
  persist: 'regalia.page.v1',
  documentLanguage: true,
  documentKeys: true, // ← → Home End ↑ ↓ step through the moves with the focus on the page
  variantSwitch: true,
  shareLinks: true, // a game in the URL fragment, and Copy link (web/share-link.js)
});
app.start();
