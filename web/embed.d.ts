// Types of `regalia-games/embed` (hand-written; kept true to web/embed.js).
import type { Game, Player, ShowgitMove, ShowgitSquare, SovereignMove, SovereignPiece, Status } from '../bindings/js/index.js';

export interface MountOptions {
  /** 'showgit' (default) or 'sovereign'. */
  variant?: 'showgit' | 'sovereign';
  /** A start position (SFEN / SCFEN). */
  position?: string | null;
  /** 'en' (default), 'ko' or 'ar' (right to left). */
  lang?: 'en' | 'ko' | 'ar';
  /** AI level 1–10 for the second player; omit or null for two people on one device. */
  level?: number | null;
  /** A localStorage key to keep the game across reloads (default: not kept). */
  persist?: string | false;
  /** Show the SHOWGIT / Sovereign Chess switch (default false). */
  variantSwitch?: boolean;
}

/** The mounted board. */
export interface Board {
  /** The library's game being shown (read it; play through the board). */
  readonly game: Game;
  readonly variant: 'showgit' | 'sovereign';
  readonly lang: 'en' | 'ko' | 'ar';
  undo(): void;
  redo(): void;
  flipBoard(): void;
  setLanguage(lang: 'en' | 'ko' | 'ar'): void;
  /** Client coordinates of a square's centre ('7g', 'e4'). */
  squareCenter(square: string): { x: number; y: number };
  dispose(): void;
}

/** Mounts a board in `element`; resolves once the wasm is loaded and the board drawn. */
export function mount(element: HTMLElement, options?: MountOptions): Promise<Board>;

/** `move`: a move was played, by the person at the screen (a redo counts as theirs) or by the AI. */
export interface BoardMoveDetail {
  /** The move as `game.legalMoves()` lists it. */
  move: ShowgitMove | SovereignMove;
  /** The position after it (SFEN / SCFEN). */
  position: string;
  by: 'person' | 'ai';
}

/** `undo`: moves were taken back (against the AI, its answer too). */
export interface BoardUndoDetail {
  /** The moves taken back, the last played first. */
  moves: Array<ShowgitMove | SovereignMove>;
  /** The position after taking them back. */
  position: string;
}

/** `gameover`: the last move ended the game. */
export interface BoardGameOverDetail {
  status: Status;
}

/** `select`: the person picked a piece that can move, on the board or (SHOWGIT) in hand. */
export type BoardSelectDetail =
  | { square: string; piece: ShowgitSquare | SovereignPiece; hand?: undefined }
  | { hand: string; player: Player; square?: undefined };

/** `ready`: the board's API exists (once per mount). */
export interface BoardReadyDetail {
  board: Board;
}

/**
 * The record viewer of `<regalia-board mode="viewer">` (docs/page.md "Record viewer"). Its
 * `ready` event's detail is `{ viewer }` (no board); `navigate` fires at every step.
 */
export interface RecordViewerHandle {
  /** Opens another record (KIF, CSA, USI, Sovereign PGN); false (and the error shown) if it cannot be read. */
  load(record: string | Uint8Array | ArrayBuffer): boolean;
  /** The navigation model (web/record-viewer.js), null until a record is open. */
  readonly cursor: {
    readonly ply: number;
    first(): unknown; previous(): unknown; next(): unknown; last(): unknown;
    goToPly(ply: number): unknown; choose(k: number): unknown; switchVariation(delta: number): unknown;
  } | null;
}

/** `navigate`: the viewer moved to another position of the record. */
export interface ViewerNavigateDetail {
  ply: number;
  /** The move that led here (notation), null at the start. */
  move: string | null;
  /** The position shown (SFEN, or SCFEN for Sovereign Chess). */
  position: string;
}

/** The events a board dispatches on its element; all bubble and cross shadow roots. */
export interface RegaliaBoardEventMap {
  navigate: CustomEvent<ViewerNavigateDetail>;
  ready: CustomEvent<BoardReadyDetail>;
  move: CustomEvent<BoardMoveDetail>;
  undo: CustomEvent<BoardUndoDetail>;
  gameover: CustomEvent<BoardGameOverDetail>;
  select: CustomEvent<BoardSelectDetail>;
}

/**
 * `<regalia-board game="showgit|sovereign" level="1-10" lang="en|ko|ar" position="..." persist="key" switch>`;
 * every attribute also takes effect when changed later (a new `game` or `position` starts a new game).
 */
export class RegaliaBoardElement extends HTMLElement {
  static readonly observedAttributes: string[];
  /** The board, or null until it is ready. */
  readonly app: Board | null;
  /** Resolves to this element once `.app` is usable; rejects if the board could not start. */
  readonly ready: Promise<this>;
  /** In viewer mode (`mode="viewer"`), the record viewer. */
  readonly viewer?: RecordViewerHandle;
  addEventListener<K extends keyof RegaliaBoardEventMap>(
    type: K, listener: (this: RegaliaBoardElement, event: RegaliaBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K, listener: (this: RegaliaBoardElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof RegaliaBoardEventMap>(
    type: K, listener: (this: RegaliaBoardElement, event: RegaliaBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K, listener: (this: RegaliaBoardElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'regalia-board': RegaliaBoardElement;
  }
}
