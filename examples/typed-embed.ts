// The embed entry's types; `npm test` type-checks this file with tsc --noEmit.
import { mount, RegaliaBoardElement } from 'regalia-games/embed';
import type { Board, BoardMoveDetail } from 'regalia-games/embed';

const host = document.createElement('div');
const board: Board = await mount(host, { variant: 'sovereign', lang: 'ar', level: 5, persist: 'site.game' });
board.flipBoard();
board.setLanguage('ko');
const moves: number = board.game.legalMoves().length;
const centre: { x: number; y: number } = board.squareCenter('e4');
console.log(moves, centre);
board.dispose();

// The element: querySelector knows the tag, the events carry typed details.
const element: RegaliaBoardElement | null = document.querySelector('regalia-board');
if (element) {
  element.addEventListener('move', (event) => {
    const detail: BoardMoveDetail = event.detail;
    console.log(event.detail.move.notation, detail.position, detail.by);
  });
  element.addEventListener('undo', (event) => console.log(event.detail.moves.length, event.detail.position));
  element.addEventListener('gameover', (event) => console.log(event.detail.status.reason, event.detail.status.winner));
  element.addEventListener('select', (event) => console.log(event.detail.square ?? `hand ${event.detail.hand}`));
  element.addEventListener('click', (event) => console.log(event.clientX));
  // Viewer mode: `navigate` at every step, `viewer` to drive it.
  element.addEventListener('navigate', (event) => console.log(event.detail.ply, event.detail.move, event.detail.position));
  element.viewer?.cursor?.next();
  const ready: RegaliaBoardElement = await element.ready;
  console.log(ready.app?.variant, ready.app?.game.status().over);
  element.setAttribute('game', 'sovereign');
}
const created = document.createElement('regalia-board');
if (created instanceof RegaliaBoardElement) console.log(created.app);
