// Types of the regalia-games package (hand-written; kept true to bindings/js/api.js).

export type Variant = 'showgit' | 'sovereign';
/** 1 = first player (SHOWGIT sente / STAR, Sovereign Chess White side), 2 = second player. */
export type Player = 1 | 2;

/** Thrown for every failure; `code` is stable, `message` names the bad input. */
export class RegaliaError extends Error {
  readonly name: 'RegaliaError';
  readonly code: string;
  constructor(code: string, message: string);
}

export interface ShowgitMove {
  /** USI notation: '7g7f', '8h2b+', 'P*5e'. */
  notation: string;
  /** Square moved from ('7g'), or null for a drop. */
  from: string | null;
  /** Square moved to ('7f'). */
  to: string;
  /** SFEN letter of the moving piece before the move, upper case ('P', '+B'). */
  piece: string;
  /** SHOWGIT name of the moving piece ('UNIFORM', 'NEO-VICTOR', 'STAR'). */
  name: string;
  /** Whether the move promotes. */
  promotion: boolean;
  /** SFEN letter of the dropped piece ('P'), or null for a board move. */
  drop: string | null;
  /** SFEN letter of the captured piece as it stood ('+R'), or null. */
  captured: string | null;
  /** SHOWGIT name of the captured piece, or null. */
  capturedName: string | null;
  /** Whether the move gives check. */
  check: boolean;
}

export interface ShowgitSquare {
  /** USI square ('5i'). */
  square: string;
  /** SFEN letter as in a position string: upper case for player 1 ('P', '+R', 'k'). */
  piece: string;
  /** Piece type, upper case and with '+' when promoted ('P', '+R', 'K'). */
  type: string;
  owner: Player;
  /** SHOWGIT name ('STAR', 'NEO-UNIFORM'). */
  name: string;
  promoted: boolean;
}

/** Move directions of a piece, as seen by its owner: [files to the owner's right, ranks forward]. */
export interface PieceMoves {
  /** One-square (or knight-jump) steps. */
  steps: Array<[number, number]>;
  /** Slides of any length. */
  slides: Array<[number, number]>;
}

export interface ShowgitPieceInfo extends PieceMoves {
  /** SFEN type ('P', '+P', 'K'). */
  type: string;
  /** SHOWGIT name for player 1 ('STAR' for the king). */
  name: string;
  /** SHOWGIT name for player 2 ('TIME' for the king). */
  secondPlayerName: string;
}

export interface Status {
  over: boolean;
  /** '1-0', '0-1', '1/2-1/2' or '*' while the game goes on. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  /** The winner, or 0 for a draw or an unfinished game. */
  winner: 0 | Player;
  /** Kebab-case reason ('big-bang', 'repetition', 'perpetual-check', ...), or null while the game goes on. */
  reason: string | null;
}

export interface NewGameOptions {
  /** Starting position (SFEN for SHOWGIT, SCFEN for Sovereign Chess); default: the start position. */
  position?: string;
}

export interface Game {
  readonly variant: Variant;
  /** The position as SFEN (SHOWGIT) or SCFEN (Sovereign Chess). */
  position(): string;
  turn(): Player;
  legalMoves(): ShowgitMove[];
  /** Plays a move given as notation or as a move object; returns the move played. */
  play(move: string | Partial<ShowgitMove>): ShowgitMove;
  /** Takes back the last move; returns it, or null when no move was played. */
  undo(): ShowgitMove | null;
  history(): ShowgitMove[];
  status(): Status;
  inCheck(): boolean;
  /** Nine rows from rank a to rank i, each from file 9 to file 1; empty squares are null. */
  board(): Array<Array<ShowgitSquare | null>>;
  /** Pieces in hand: SFEN type -> count, per player. */
  hands(): { 1: Record<string, number>; 2: Record<string, number> };
  /** Leaf nodes of the legal move tree to `depth`, counted inside wasm. */
  perft(depth: number): number;
  /** Frees the game's wasm memory; any later call throws RegaliaError('disposed'). */
  dispose(): void;
}

export interface Regalia {
  /** The library version. */
  readonly version: string;
  newGame(variant: Variant, options?: NewGameOptions): Game;
  /** Piece names and move directions, for drawing pieces. */
  pieces(variant: 'showgit'): Record<string, ShowgitPieceInfo>;
  readonly RegaliaError: typeof RegaliaError;
}

/** Instantiates the wasm module (once) and resolves to the library. */
export function load(): Promise<Regalia>;
