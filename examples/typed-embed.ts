// The embed entry's types; `npm test` type-checks this file with tsc --noEmit.
import { mount, RegaliaBoardElement } from 'regalia-games/embed';
import type { Board } from 'regalia-games/embed';

const host = document.createElement('div');
const board: Board = await mount(host, { variant: 'sovereign', lang: 'ar', level: 5, persist: 'site.game' });
board.flipBoard();
board.setLanguage('ko');
const moves: number = board.game.legalMoves().length;
const centre: { x: number; y: number } = board.squareCenter('e4');
const element = document.querySelector('regalia-board');
if (element instanceof RegaliaBoardElement) console.log(element.app?.variant);
console.log(moves, centre);
board.dispose();
