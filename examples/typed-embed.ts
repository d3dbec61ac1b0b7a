// The embed entry's types; `npm test` type-checks this file with tsc --noEmit.
import { mount, RegaliaBoardElement, EvalBar, EvalGraph } from 'regalia-games/embed';
import type { Board, BoardMoveDetail, BoardReadyDetail, BoardShape } from 'regalia-games/embed';

const host = document.createElement('div');
const board: Board = await mount(host, { variant: 'sovereign', lang: 'ar', level: 5, persist: 'site.game' });
board.flipBoard();
const first: string = board.play(board.game.legalMoves()[0]).notation;
console.log(first, board.undo().length);
board.setLanguage('ko');
const moves: number = board.game.legalMoves().length;
const centre: { x: number; y: number } = board.squareCenter('e4');
console.log(moves, centre);
board.setShapes([{ from: 'e2', to: 'e4' }, { kind: 'square', square: 'h8', color: 'red' }]);
board.dispose();

// The evaluation bar, shown to the player at the bottom.
const bar = new EvalBar();
host.append(bar.element);
bar.update({ score: { mate: 3 }, turn: 1, orientation: 2, variant: 'showgit' });
bar.clear();
const graph = new EvalGraph({ onSelect: (ply: number) => console.log(ply) });
host.append(graph.element);
graph.show({ positions: [{ expected: 0.5 }, { expected: 0.2 }], moves: [{ ply: 1, classification: 'blunder' }] }, { orientation: 1, current: 1 });
const ply: number | null = graph.plyAt(10);
console.log(ply, graph.pointOf(1).y);

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
  console.log(ready.variant, ready.game?.status().over);
  // The controlled element: settings as properties, moves through the element.
  element.controls = 'minimal';
  element.pieces = 'kanji'; // a piece set (docs/page.md "Piece sets")
  const pieceSet: import('regalia-games/embed').PieceSetName | null = element.pieces;
  element.muted = !pieceSet;
  element.interactive = 1;
  element.ai = 2;
  element.level = 4;
  element.level = '5'; // as React passes level="5"
  element.orientation = 2;
  const shapes: BoardShape[] = [{ kind: 'arrow', from: '7g', to: '7f', color: 'blue' }, { drop: 'G', to: '5b', player: 1 }];
  element.shapes = shapes;
  console.log(element.shapes[0]?.colour);
  const played = element.play('7g7f');
  const undone: number = element.undo().length;
  element.setPosition('4k4/9/4P4/9/9/9/9/9/4K4 b G 1');
  element.loadRecord('V2.2\nPI\n+\n+7776FU\n');
  element.flip();
  const legal: number = element.game?.legalMoves().length ?? 0;
  // @ts-expect-error the read view offers no way to play around the board
  element.game?.play('7g7f');
  // @ts-expect-error interactive takes 'both', 'none', 1 or 2
  element.interactive = 'first';
  console.log(played.notation, undone, legal, element.position);
  element.setAttribute('game', 'sovereign');
}
const created = document.createElement('regalia-board');
if (created instanceof RegaliaBoardElement) console.log(created.controls);
const detail: BoardReadyDetail['board'] = created;
console.log(detail);
