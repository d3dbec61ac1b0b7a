// A node script using regalia: plays a short SHOWGIT game and a Sovereign Chess opening.
// Run from the repository after `npm run build`:  node examples/node-script.mjs
// (in your own project: import { load } from 'regalia-games').
import { load } from '../bindings/js/node.js';

const regalia = await load();

const showgit = regalia.newGame('showgit');
for (const move of ['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e']) {
  const played = showgit.play(move);
  console.log(`${played.name.padEnd(11)} ${played.notation}${played.captured ? ` takes ${played.capturedName}` : ''}`);
}
console.log('SFEN:', showgit.position());
console.log('hands:', JSON.stringify(showgit.hands()));
console.log('legal moves now:', showgit.legalMoves().length);
showgit.dispose();

const sovereign = regalia.newGame('sovereign');
sovereign.play('e2e4');
if (sovereign.canSwap()) console.log('the second player may now swap sides (pie rule)');
sovereign.play('e15e13');
sovereign.play('e4e5'); // the white pawn lands on navy's e5: player 1 now controls navy
console.log('player 1 controls:', sovereign.armies().controlled[1].join(', '));
console.log('status:', sovereign.status());
sovereign.dispose();
