// A bundled app: Vite rewrites the package's `new URL('...wasm', import.meta.url)` to an asset.
import { load } from 'regalia-games';

const regalia = await load();
const game = regalia.newGame('sovereign');
const out = document.getElementById('out');
out.textContent = `Sovereign Chess: ${game.legalMoves().length} legal moves at the start`;
document.body.dataset.legalMoves = String(game.legalMoves().length);
game.dispose();
