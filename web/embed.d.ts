// Types of `regalia-games/embed` (hand-written; kept true to web/embed.js).
import type {
  Armies, ArmyColour, NotationStyle, Player, Score, ShowgitMove, ShowgitSquare, SovereignMove, SovereignPiece, SovereignSquare, Status,
} from '../bindings/js/index.js';

/** A brush name (translucent) or any CSS colour. */
export type ShapeColour = 'green' | 'red' | 'blue' | 'yellow' | (string & {});

/** An arrow or a highlighted square over the board (docs/page.md "Shapes"); squares are the variant's own. */
export type BoardShape =
  | { kind?: 'arrow'; from: string; to: string; color?: ShapeColour; colour?: ShapeColour }
  /** SHOWGIT: a drop, the arrow coming from `player`'s hand side (default: the side to move). */
  | { kind?: 'arrow'; drop: 'R' | 'B' | 'G' | 'S' | 'N' | 'L' | 'P'; to: string; player?: Player; color?: ShapeColour; colour?: ShapeColour }
  | { kind: 'square'; square: string; color?: ShapeColour; colour?: ShapeColour };

/** A shape as the board keeps it after checking: the colour resolved to a CSS colour. */
export type CheckedBoardShape =
  | { readonly kind: 'arrow'; readonly from: string; readonly to: string; readonly colour: string }
  | { readonly kind: 'arrow'; readonly drop: string; readonly player: Player; readonly to: string; readonly colour: string }
  | { readonly kind: 'square'; readonly square: string; readonly colour: string };

/** The review a graph draws: what engine.review() resolves with (only these fields are read). */
export interface EvalGraphReview {
  positions: ReadonlyArray<{ expected: number }>;
  moves: ReadonlyArray<{ ply: number; classification: 'inaccuracy' | 'mistake' | 'blunder' | null }>;
}

/** The evaluation graph of a review (web/eval-graph.js): the bottom player's expected score per ply, marks, the ply shown. */
export class EvalGraph {
  constructor(options?: { onSelect?: ((ply: number) => void) | null; doc?: Document });
  /** canvas.rg-eval-graph: append it; it takes its container's width (style its height). */
  readonly element: HTMLCanvasElement;
  /** Draws a review (complete or not) for the player at the bottom, with `current` marked. */
  show(review: EvalGraphReview, options?: { orientation?: Player; current?: number | null }): void;
  /** Marks another ply, or none. */
  setCurrent(ply: number | null): void;
  /** The ply under client x (null before show()). */
  plyAt(clientX: number): number | null;
  /** Client coordinates of a ply's point on the curve. */
  pointOf(ply: number): { x: number; y: number };
  /** Redraws (after a resize). */
  draw(): void;
}

/** The evaluation bar (web/eval-bar.js): the viewer's expected score as its fill, the engine's number on it. */
export class EvalBar {
  constructor(doc?: Document);
  /** div.rg-eval-bar (role="meter"): append it where the bar goes and size it with CSS. */
  readonly element: HTMLDivElement;
  /** `score` from the side to move's view (`turn`), shown to the player at the bottom (`orientation`). */
  update(options: { score: Score; turn: Player; orientation?: Player; variant: 'showgit' | 'sovereign' }): void;
  /** An even bar with no number. */
  clear(): void;
}

/** How much of the app a board shows: all of it, the board with a few controls, or the board alone. */
export type BoardControls = 'full' | 'minimal' | 'none';
/** Who may move with the pointer and keyboard. */
export type BoardInteractive = 'both' | 'none' | Player;
/**
 * A piece set (docs/page.md "Piece sets"): SHOWGIT 'counters' (default), 'kanji', 'kanji2',
 * 'contrast'; Sovereign Chess 'standard' (default), 'contrast'. A name applies to every game that has it.
 */
export type PieceSetName = 'counters' | 'kanji' | 'kanji2' | 'contrast' | 'standard';

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
  /** 'full' (default), 'minimal' or 'none'. */
  controls?: BoardControls;
  /** The piece set, for every game that has it (default: the saved choice, else each game's first set). */
  pieces?: PieceSetName;
  /** No sound (default: the saved choice, else sound on; sounds start only after a gesture). */
  muted?: boolean;
}

/** The mounted board. */
export interface Board {
  /** The game at the position shown (of the move tree), for reading; moves go through the board. */
  readonly game: BoardGameView;
  readonly variant: 'showgit' | 'sovereign';
  readonly lang: 'en' | 'ko' | 'ar';
  /** Plays a move (notation or a move object); fires `move` with by: 'api'. */
  play(move: string | Partial<ShowgitMove> | Partial<SovereignMove>): ShowgitMove | SovereignMove;
  /** Takes back the move shown (against the AI, its answer too; they stay in the move tree); returns the moves taken back, last first. */
  undo(): Array<ShowgitMove | SovereignMove>;
  /** Plays the next move of the line shown again (against the AI, its answer too when it is there). */
  redo(): void;
  flipBoard(): void;
  setLanguage(lang: 'en' | 'ko' | 'ar'): void;
  /** Client coordinates of a square's centre ('7g', 'e4'). */
  squareCenter(square: string): { x: number; y: number };
  /** Arrows and highlights over the board (the whole list; [] clears). */
  setShapes(shapes: readonly BoardShape[] | null): void;
  dispose(): void;
}

/** Mounts a board in `element`; resolves once the wasm is loaded and the board drawn. */
export function mount(element: HTMLElement, options?: MountOptions): Promise<Board>;

/** `move`: a move was played, by the person at the screen (a redo counts as theirs), by the AI or through the element's API. */
export interface BoardMoveDetail {
  /** The move as `game.legalMoves()` lists it. */
  move: ShowgitMove | SovereignMove;
  /** The position after it (SFEN / SCFEN). */
  position: string;
  by: 'person' | 'ai' | 'api';
}

/** `undo`: moves were taken back (against the AI, its answer too); they stay in the move tree. */
export interface BoardUndoDetail {
  /** The moves taken back, the last played first. */
  moves: Array<ShowgitMove | SovereignMove>;
  /** The position after taking them back. */
  position: string;
}

/** `gameover`: the last move, a resignation, an agreed draw or a flag fall (`reason: 'time-up'`) ended the game. */
export interface BoardGameOverDetail {
  status: Status;
}

/** `select`: the person picked a piece that can move, on the board or (SHOWGIT) in hand. */
export type BoardSelectDetail =
  | { square: string; piece: ShowgitSquare | SovereignPiece; hand?: undefined }
  | { hand: string; player: Player; square?: undefined };

/** `ready`: the board's API exists (once per mount): the element itself, or mount()'s board. */
export interface BoardReadyDetail {
  board: RegaliaBoardElement | Board;
  viewer?: undefined;
}

/** `ready` in viewer mode (`mode="viewer"`): the record is shown and the element's viewer methods work. */
export interface ViewerReadyDetail {
  viewer: RegaliaBoardElement;
  board?: undefined;
}

/** The element's component: the playing board, or the record viewer (docs/page.md "Record viewer"). */
export type BoardMode = 'play' | 'viewer';

/**
 * The record viewer of `<regalia-board mode="viewer">` (`el.viewer`), for what the element's own
 * methods (first, next, goTo, loadRecord, ...) do not cover: the navigation model.
 */
export interface RecordViewerHandle {
  /** Opens another record (KIF, CSA, USI, Sovereign PGN); false (and the error shown) if it cannot be read. */
  load(record: string | Uint8Array | ArrayBuffer): boolean;
  /** The navigation model (web/move-tree.js), null until a record is open. */
  readonly cursor: {
    readonly ply: number;
    first(): unknown; previous(): unknown; next(): unknown; last(): unknown;
    goToPly(ply: number): unknown; choose(k: number): unknown; switchVariation(delta: number): unknown;
  } | null;
}

/**
 * `navigate`: another position shown without a move played: the viewer moved through its record,
 * or the board showed another position of its move tree (a move clicked in the list, ← → Home End ↑ ↓,
 * a variation deleted); `el.game` is then that position's game.
 */
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
  /** `{ board }` when the element plays, `{ viewer }` in viewer mode. */
  ready: CustomEvent<BoardReadyDetail | ViewerReadyDetail>;
  move: CustomEvent<BoardMoveDetail>;
  undo: CustomEvent<BoardUndoDetail>;
  gameover: CustomEvent<BoardGameOverDetail>;
  select: CustomEvent<BoardSelectDetail>;
}

/**
 * The board's game for reading: every call reads the game the board shows at that moment. It has
 * no way to change it (no play, undo, swap, dispose): moves go through the element.
 */
export interface BoardGameView {
  readonly variant: 'showgit' | 'sovereign';
  position(): string;
  turn(): Player;
  legalMoves(): Array<ShowgitMove | SovereignMove>;
  history(): Array<ShowgitMove | SovereignMove>;
  status(): Status;
  inCheck(): boolean;
  board(): Array<Array<ShowgitSquare | null>> | SovereignSquare[][];
  notation(style?: NotationStyle): string[];
  exportRecord(format: 'kif' | 'csa' | 'usi' | 'pgn', options?: object): string;
  exportRecord(format: 'kif-sjis', options?: object): Uint8Array;
  /** SHOWGIT only (else RegaliaError 'not-supported'). */
  hands(): { 1: Record<string, number>; 2: Record<string, number> };
  /** Sovereign Chess only (else RegaliaError 'not-supported'). */
  canSwap(): boolean;
  persons(): { 1: Player; 2: Player };
  armies(): Armies;
  defections(): ArmyColour[];
}

/**
 * `<regalia-board game="showgit|sovereign" controls="full|minimal|none" interactive="both|none|1|2"
 * ai="1|2|none" level="1-10" orientation="1|2" lang="en|ko|ar" position="..." persist="key" switch>`,
 * or `<regalia-board mode="viewer" src="..." ply="n" notation="japanese|western|showgit|kitao-kawasaki">`.
 * Every attribute also takes effect when changed later (a new `game` or `position` starts a new
 * game, a new `mode` swaps the component); a value it refuses is shown over the board and changes
 * nothing. Properties throw RegaliaError ('bad-argument', or the library's code) for a bad value
 * and change nothing; a method of the other mode throws 'wrong-mode'.
 */
export class RegaliaBoardElement extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Resolves to this element once its API is usable; rejects if the board could not start. */
  readonly ready: Promise<this>;
  /** 'play' (default) or 'viewer'; setting it swaps the component (and `ready` starts over). */
  get mode(): BoardMode;
  set mode(value: BoardMode);
  /** The game for reading, at the position shown of the move tree (an earlier one while the person browses); null until ready. In viewer mode, the position shown (the record's moves up to it), null with no record open. */
  get game(): BoardGameView | null;
  /** Assigned (React 19 and Vue set the `game` attribute's prop so), it sets the variant. */
  set game(value: 'showgit' | 'sovereign');
  /** Setting it starts a new game of that variant from its standard position. In viewer mode, the record's variant (setting it throws 'wrong-mode'). */
  variant: 'showgit' | 'sovereign';
  /** The current position (SFEN / SCFEN), before ready the start asked for (or null); setting it starts a new game from there. In viewer mode, the position shown. */
  get position(): string | null;
  set position(value: string);
  controls: BoardControls;
  // The setters also take the attribute's text ('1', 'none'), as React and Vue pass it.
  get interactive(): BoardInteractive;
  set interactive(value: BoardInteractive | `${Player}`);
  /** The player the AI plays, or null for two people. */
  get ai(): Player | null;
  set ai(value: Player | `${Player}` | 'none' | null);
  /** The AI's level 1–10, or null; a level alone gives the AI the second player. */
  get level(): number | null;
  set level(value: number | `${number}` | null);
  /** The piece set of the game shown (attribute `pieces`); setting a name sets it for every game that has it ('contrast': both). */
  get pieces(): PieceSetName | null;
  set pieces(value: PieceSetName);
  /** Whether the board is silent (attribute `muted`, no value); the mute switch of the full controls, kept with `persist`. */
  muted: boolean;
  /** The player shown at the bottom. */
  get orientation(): Player;
  set orientation(value: Player | `${Player}`);
  /** Plays a move from the position shown (from an earlier one, a new variation unless it is the next move there; notation or a move object); fires `move` with by: 'api'. Throws when the board is not ready. */
  play(move: string | Partial<ShowgitMove> | Partial<SovereignMove>): ShowgitMove | SovereignMove;
  /** Takes back the move shown (against the AI, its answer too; they stay in the move tree); returns the moves taken back, last first. */
  undo(): Array<ShowgitMove | SovereignMove>;
  /**
   * `side` resigns (left out: the person's side against the AI, else the side to move); fires
   * `gameover` and returns the status. Throws 'game-over', 'not-now' (an earlier position is
   * shown) or 'bad-argument' (not 1 or 2, or the AI's side).
   */
  resign(side?: Player): Status;
  /**
   * Offers a draw: the AI answers, or the board asks the other person. Resolves true when the
   * draw is agreed (the game ends), false when declined. Throws 'game-over' or 'not-now' (an
   * earlier position is shown, the AI thinks, or an offer waits for its answer).
   */
  offerDraw(): Promise<boolean>;
  /** A new game of the current variant from `position`. */
  setPosition(position: string): void;
  /** Shows a game record (KIF, CSA, USI, PGN; text or bytes): for two people, in the record's variant, or in the viewer. */
  loadRecord(record: string | Uint8Array | ArrayBuffer): void;
  flip(): void;
  /** Client coordinates of a square's centre ('7g', 'e4'), for tests and automation. */
  squareCenter(square: string): { x: number; y: number };
  /** Arrows and highlights over the board, in both modes; set the whole list ([] or null clears). */
  get shapes(): readonly CheckedBoardShape[];
  set shapes(value: readonly BoardShape[] | null);
  // Viewer mode: each step fires `navigate` and returns the ply shown; they throw 'wrong-mode' when the element plays.
  first(): number;
  previous(): number;
  next(): number;
  last(): number;
  /** Move `ply` of the line shown (0 = the start), clamped to the line. */
  goTo(ply: number): number;
  /** The move shown in viewer mode (null when the element plays); setting it is goTo(). */
  get ply(): number | null;
  set ply(value: number);
  /** In viewer mode, the record viewer (its navigation model); null when the element plays. */
  readonly viewer: RecordViewerHandle | null;
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
