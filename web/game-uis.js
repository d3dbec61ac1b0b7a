// The per-game objects the page plays, by variant (what differs between games lives in them).
import { showgitUi } from './showgit-game-ui.js';
import { sovereignUi } from './sovereign-game-ui.js';

export const GAME_UIS = { showgit: showgitUi, sovereign: sovereignUi };
export const VARIANTS = Object.keys(GAME_UIS);
