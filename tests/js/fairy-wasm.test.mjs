// The in-browser peer (tools/match/fairy_wasm.mjs: npm fairy-stockfish-nnue.wasm in node) and our
// rules speak the same notation, so the peer match (tools/match/browser_peer.mjs) needs no
// conversion: the moves we send reach the position our game reaches (promotion, capture, drop, the
// side to move), and the moves it answers — drops and the second player's included — are legal
// for our game and mean what they say. One load of the peer (5–11 s here, most of it its start), shallow searches only.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../bindings/js/node.js';
import { FairyWasm } from '../../tools/match/fairy_wasm.mjs';

const regalia = await load();
const fairy = await FairyWasm.start({ USI_Variant: 'shogi', Threads: 1, USI_Hash: 1 });
after(() => fairy.terminate());

// The position as the peer holds it: its `d` display's SFEN, without the move number.
async function peerSfen(positionCommand) {
  fairy.send(positionCommand);
  const line = await fairy.ask('d', /^Sfen: /);
  return line.slice('Sfen: '.length).split(' ').slice(0, 3).join(' ');
}
const ourSfen = (game) => game.position().split(' ').slice(0, 3).join(' ');

test('USI moves sent to the peer reach the position our game reaches', async () => {
  const lines = [
    ['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e'],  // a promotion that captures, a recapture, a drop
    '7g7f 3a3b 5i6h 7a7b 4i5h 2b3a 1g1f 5c5d 8h7g 3a5c'.split(' '),  // book line 0
  ];
  for (const moves of lines) {
    const game = regalia.newGame('showgit');
    for (const m of moves) game.play(m);
    assert.equal(await peerSfen(`position startpos moves ${moves.join(' ')}`), ourSfen(game), moves.join(' '));
    game.dispose();
  }
  const gote = regalia.newGame('showgit', { position: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2' });
  assert.equal(await peerSfen(`position sfen ${gote.position()} moves 8c8d`), (gote.play('8c8d'), ourSfen(gote)));
  gote.dispose();
});

test("the peer's answers are legal moves of our game, drops and either side", async () => {
  // A gold drop mates, for the first player and (the board turned round) for the second.
  for (const [sfen, mate, winner] of [['4k4/9/4P4/9/9/9/9/9/4K4 b G 1', 'G*5b', 1], ['4k4/9/9/9/9/9/4p4/9/4K4 w g 1', 'G*5h', 2]]) {
    fairy.send(`position sfen ${sfen}`);
    const move = (await fairy.ask('go depth 3', /^bestmove/)).split(/\s+/)[1];
    assert.equal(move, mate, sfen);
    const game = regalia.newGame('showgit', { position: sfen });
    game.play(move);
    assert.deepEqual([game.status().reason, game.status().winner], ['big-bang', winner]);
    game.dispose();
  }
  // From the start and after a book line: its move is one our game accepts.
  for (const moves of [[], '7g7f 5a5b 6i6h 7a6b 4i4h 4a4b 2g2f 6a7b 2f2e 8c8d'.split(' ')]) {
    fairy.send('position startpos' + (moves.length ? ` moves ${moves.join(' ')}` : ''));
    const move = (await fairy.ask('go depth 4', /^bestmove/)).split(/\s+/)[1];
    const game = regalia.newGame('showgit');
    for (const m of moves) game.play(m);
    assert.ok(game.legalMoves().some((m) => m.notation === move), `${move} after '${moves.join(' ')}'`);
    game.dispose();
  }
});

test('mated, the peer answers resign, which the match runner reads as a loss', async () => {
  fairy.send('position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1');
  assert.equal((await fairy.ask('go depth 3', /^bestmove/)).split(/\s+/)[1], 'resign');
});
