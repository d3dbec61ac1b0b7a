// Types of the regalia-games package (hand-written; kept true to bindings/js/api.js).

export type Variant = 'showgit' | 'sovereign';
/**
 * Players are numbers everywhere (turn, winner, owner, controller, hands, clocks):
 * 1 = the first player (SHOWGIT sente, who owns STAR; Sovereign Chess White's side),
 * 2 = the second player (SHOWGIT gote, TIME; Sovereign Chess Black's side). 0 means nobody
 * (a draw, a neutral army). See docs/api.md "Players".
 */
export type Player = 1 | 2;

/**
 * Every `code` a RegaliaError can carry. Arguments: 'bad-argument', 'input-too-long';
 * lifecycle: 'disposed', 'not-supported', 'wasm-not-found', 'not-ready' (a <regalia-board> call
 * before el.ready), 'not-now' (el.resign() or el.offerDraw() when the board cannot take them);
 * the engine: 'aborted' (a queued request's signal), 'worker-failed' (its worker
 * could not start, died, or went silent), 'engine-failed' (an unexpected failure inside it); moves: 'bad-move-syntax',
 * 'illegal-move', 'game-over', 'swap-not-allowed'; SHOWGIT rules: 'bad-rules',
 * 'impasse-disabled', 'cannot-declare'; positions (SFEN / SCFEN): the 'bad-…' shape codes and
 * the rule codes ('nifu', 'dead-piece', 'too-many-pieces', 'king-can-be-captured', …);
 * records: 'record-…'; notation: 'bad-notation-style'.
 */
export type RegaliaErrorCode =
  | 'bad-argument' | 'input-too-long' | 'disposed' | 'not-supported' | 'wasm-not-found'
  | 'not-ready' | 'wrong-mode' | 'no-record' | 'not-now' | 'aborted' | 'bad-clock-source' | 'clock-started' | 'clock-not-started' | 'worker-failed' | 'engine-failed'
  | 'bad-move-syntax' | 'illegal-move' | 'game-over' | 'swap-not-allowed'
  | 'bad-rules' | 'impasse-disabled' | 'cannot-declare'
  | 'bad-sfen' | 'bad-rank-count' | 'bad-rank-length' | 'bad-side-to-move' | 'bad-hand' | 'bad-ply'
  | 'unknown-piece' | 'too-many-kings' | 'too-many-pieces' | 'nifu' | 'dead-piece' | 'king-can-be-captured'
  | 'bad-field-count' | 'bad-board' | 'bad-colour' | 'bad-kings' | 'bad-castling' | 'bad-clock'
  | 'both-squares-occupied' | 'pawn-in-centre' | 'piece-on-own-colour'
  | 'record-empty' | 'record-bad-format' | 'record-bad-encoding' | 'record-bad-header' | 'record-bad-line'
  | 'record-bad-position' | 'record-bad-ending' | 'record-illegal-move' | 'record-truncated'
  | 'record-several-games'
  | 'record-bad-json' | 'record-bad-field' | 'record-too-large'
  | 'bad-notation-style'
  | 'bad-evaluation' | 'evaluation-not-found';

/** Thrown for every failure; `code` is stable, `message` names the bad input. */
export class RegaliaError extends Error {
  readonly name: 'RegaliaError';
  readonly code: RegaliaErrorCode;
  constructor(code: RegaliaErrorCode, message: string);
}

/** SHOWGIT piece types as SFEN writes them for the first player, '+' for promoted. */
export type ShowgitPieceType =
  | 'P' | 'L' | 'N' | 'S' | 'G' | 'B' | 'R' | 'K'
  | '+P' | '+L' | '+N' | '+S' | '+B' | '+R';
/** Pieces that can be held in hand and dropped. */
export type ShowgitHandPiece = 'P' | 'L' | 'N' | 'S' | 'G' | 'B' | 'R';
/** An SFEN piece letter with its owner: upper case for player 1, lower case for player 2. */
export type ShowgitPieceLetter = ShowgitPieceType | Lowercase<ShowgitPieceType>;

/** Clock settings: each time in ms, the same for both sides or [first player, second player]. */
export type PerSide<T> = T | [T, T];
export type GameClockSettings =
  | { kind: 'sudden-death'; time: PerSide<number> }
  | { kind: 'fischer'; time: PerSide<number>; increment: PerSide<number> }
  | { kind: 'byoyomi'; time: PerSide<number>; byoyomi: PerSide<number>; periods?: PerSide<number> };

/** A fallen flag: whose time ran out, and the winner. */
export interface ClockFlag {
  reason: 'time-up';
  side: 1 | 2;
  winner: 1 | 2;
}

export interface ClockSide {
  /** Main time left, ms. */
  main: number;
  /** Ms left of the byoyomi period now running (or of a fresh one); 0 with other controls. */
  period: number;
  /** Byoyomi periods left. */
  periods: number;
}

/** toJSON()'s plain object, for GameClock.restore(). */
export interface SavedGameClock {
  version: 1;
  settings: GameClockSettings;
  sides: [{ main: number; periods: number; used: number }, { main: number; periods: number; used: number }];
  turn: 1 | 2 | null;
  paused: boolean;
  flag: ClockFlag | null;
}

/** Two players' clocks with no DOM (docs/api.md, "The game clock"). */
export class GameClock {
  constructor(settings: GameClockSettings, options?: { now?: () => number });
  static restore(saved: SavedGameClock, options?: { now?: () => number }): GameClock;
  start(side?: 1 | 2): void;
  /** The side to move has moved; returns the flag if its time had run out, else null. */
  moved(): ClockFlag | null;
  pause(): void;
  resume(): void;
  readonly turn: 1 | 2 | null;
  readonly paused: boolean;
  readonly flag: ClockFlag | null;
  readonly settings: GameClockSettings;
  read(): { turn: 1 | 2 | null; paused: boolean; flag: ClockFlag | null; sides: [ClockSide, ClockSide] };
  msUntilFlag(): number;
  /** think()'s clock option for the side to move. */
  thinkClock(): { time: [number, number]; increment: [number, number]; byoyomi: number };
  toJSON(): SavedGameClock;
}

export interface ShowgitMove {
  /** USI notation: '7g7f', '8h2b+', 'P*5e'. */
  notation: string;
  /** Square moved from ('7g'), or null for a drop. */
  from: string | null;
  /** Square moved to ('7f'). */
  to: string;
  /** SFEN letter of the moving piece before the move, upper case ('P', '+B'). */
  piece: ShowgitPieceType;
  /** SHOWGIT name of the moving piece ('UNIFORM', 'NEO-VICTOR', 'STAR'). */
  name: string;
  /** Whether the move promotes. */
  promotion: boolean;
  /** SFEN letter of the dropped piece ('P'), or null for a board move. */
  drop: ShowgitHandPiece | null;
  /** SFEN letter of the captured piece as it stood ('+R'), or null. */
  captured: ShowgitPieceType | null;
  /** SHOWGIT name of the captured piece, or null. */
  capturedName: string | null;
  /** Whether the move gives check. */
  check: boolean;
}

export interface ShowgitSquare {
  /** USI square ('5i'). */
  square: string;
  /** SFEN letter as in a position string: upper case for player 1 ('P', '+R', 'k'). */
  piece: ShowgitPieceLetter;
  /** Piece type, upper case and with '+' when promoted ('P', '+R', 'K'). */
  type: ShowgitPieceType;
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
  type: ShowgitPieceType;
  /** SHOWGIT name for player 1 ('STAR' for the king). */
  name: string;
  /** SHOWGIT name for player 2 ('TIME' for the king). */
  secondPlayerName: string;
}

/** The twelve Sovereign Chess army colours (official names, lower case). */
export type ArmyColour =
  | 'white' | 'ash' | 'slate' | 'black' | 'pink' | 'red'
  | 'orange' | 'yellow' | 'green' | 'cyan' | 'navy' | 'violet';

/** The first letter of each army's colour, as SCFEN writes it ('n' for navy). */
export type ArmyLetter = 'w' | 'a' | 's' | 'b' | 'p' | 'r' | 'o' | 'y' | 'g' | 'c' | 'n' | 'v';
export type SovereignPieceType = 'K' | 'Q' | 'R' | 'B' | 'N' | 'P';
/** What a Sovereign Chess pawn may promote to ('K' is the change of regime of docs/sovereign.md, R7). */
export type SovereignPromotion = 'Q' | 'R' | 'B' | 'N' | 'K';

export interface SovereignPiece {
  type: SovereignPieceType;
  colour: ArmyColour;
  /** SCFEN letters, colour then role ('nq'). */
  letters: `${ArmyLetter}${Lowercase<SovereignPieceType>}`;
  /** Readable name ('navy queen'). */
  name: string;
  /** Who controls this army now: 1, 2 or 0 (neutral). */
  controller: 0 | Player;
}

export interface SovereignMove {
  /** Move string of the spec: 'e2e4', 'h6h7=Q', 'Oe1g1', 'Dn', 'Dne5d4', or 'swap'. */
  notation: string;
  /** Square moved from (the king's square for castling and defection), null for swap. */
  from: string | null;
  to: string | null;
  piece: SovereignPiece | null;
  /** Promotion type ('Q', 'R', 'B', 'N', 'K') or null. */
  promotion: SovereignPromotion | null;
  /** The army defected to, or null. */
  defection: ArmyColour | null;
  castle: boolean;
  /** The castling rook's square, or null. */
  rook: string | null;
  captured: SovereignPiece | null;
  /** The pie-rule choice (played with game.swap()). */
  swap: boolean;
}

export interface SovereignSquare {
  /** 'a16'. */
  square: string;
  /** The square's own colour (24 coloured squares), or null for a plain square. */
  squareColour: ArmyColour | null;
  piece: SovereignPiece | null;
  /** An empty coloured square no piece may stop on: the other square of its colour holds a piece (R4.2). */
  blocked: boolean;
}

export interface Armies {
  /** The army each player owns (the colour of their king). */
  owned: { 1: ArmyColour; 2: ArmyColour };
  /** Who controls each army: 1, 2 or 0 (neutral). Owned armies count as controlled. */
  controller: Record<ArmyColour, 0 | Player>;
  /** Armies each player owns or controls. */
  controlled: { 1: ArmyColour[]; 2: ArmyColour[] };
}

/** Why a SHOWGIT game ended ('big-bang' is checkmate). */
export type ShowgitStatusReason = 'big-bang' | 'no-legal-moves' | 'repetition' | 'perpetual-check' | 'impasse' | 'ply-limit';
/** Why a Sovereign Chess game ended. */
export type SovereignStatusReason = 'checkmate' | 'stalemate' | 'repetition' | 'fifty-moves';
export type StatusReason = ShowgitStatusReason | SovereignStatusReason;

export interface Status<Reason extends StatusReason = StatusReason> {
  over: boolean;
  /** '1-0', '0-1', '1/2-1/2' or '*' while the game goes on. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  /** The winner, or 0 for a draw or an unfinished game. */
  winner: 0 | Player;
  /**
   * Kebab-case reason, or null while the game goes on. SHOWGIT: 'big-bang', 'no-legal-moves',
   * 'repetition', 'perpetual-check', 'impasse', 'ply-limit'. Sovereign Chess: 'checkmate',
   * 'stalemate', 'repetition', 'fifty-moves'.
   */
  reason: Reason | null;
  /** Sovereign Chess: the person (1 or 2, after the pie rule) who won, or 0. */
  winnerPerson?: 0 | Player;
}

/**
 * An evaluation (docs/api.md "Scores"): centipawns of the game's pawn (100 = a UNIFORM in SHOWGIT, a
 * pawn in Sovereign Chess), or mate-in-N: SHOWGIT counts plies, Sovereign Chess the mating side's moves.
 */
export type Score = { cp: number; mate?: undefined } | { mate: number; cp?: undefined };

/** One line of the search (MultiPV): a root move, its score and its principal variation. */
export interface ThinkLine {
  /** From the side to move's view, as ThinkInfo.score. */
  score: Score;
  /** True when the score is only a lower bound: a limit cut its depth short after the move beat the others (USI's `lowerbound`). */
  lowerbound: boolean;
  /** The line in the game's notation; pv[0] is its root move (distinct across the lines). */
  pv: string[];
  /** The depth the line comes from: when a limit cut the last depth short, the lines it did not finish come after the others, one depth less. */
  depth: number;
  seldepth: number;
}

export interface ThinkInfo {
  depth: number;
  seldepth: number;
  /** From the side to move's view; mate > 0 when it mates, < 0 when it is mated. */
  score: Score;
  /** True when score is only a lower bound (a depth the limit cut short; USI's `lowerbound`). */
  lowerbound: boolean;
  nodes: number;
  nps: number;
  timeMs: number;
  /** Principal variation in the game's notation. */
  pv: string[];
  /** The lines searched, best first (ThinkOptions.lines of them, fewer with fewer legal moves); the fields above are lines[0]'s. */
  lines: ThinkLine[];
}

export interface ThinkOptions {
  /** Search depth in plies (1–64). */
  depth?: number;
  /** Time for this move in milliseconds. */
  movetimeMs?: number;
  /** Node limit: the same limit gives the same answer. */
  nodes?: number;
  /** 1 (beginner) to 10 (full strength); levels below 10 cap depth and nodes and vary their choice. */
  level?: number;
  /** Randomness of the lower levels: the same seed gives the same choice. */
  seed?: number;
  /** Lines to search and report (MultiPV), 1–16 (default 1): each costs search time. */
  lines?: number;
  /** Game clocks in ms: [first player, second player], plus byoyomi per move. */
  clock?: { time?: [number, number]; increment?: [number, number]; byoyomi?: number };
  /** Called after each finished iteration, and once more when the move played comes from a depth the limit cut short. */
  onInfo?: (info: ThinkInfo) => void;
  /** Called about every 1,024 nodes; true ends the search as a limit would (the best move so far). */
  shouldStop?: () => boolean;
  /** No limit at all: accepted only with shouldStop. */
  infinite?: boolean;
}

/** The AI's answer, from game.think() and the engine (EngineResult adds `stopped`). */
export interface ThinkResult<M = ShowgitMove | SovereignMove> {
  /**
   * The move chosen (not played): the move object legalMoves() lists (the Sovereign pie rule: the
   * swap move play('swap') returns), or null with no legal move. pv and lines stay notation.
   */
  move: M | null;
  score: Score;
  /** True when score is only a lower bound (the move came from a depth the limit cut short). */
  lowerbound: boolean;
  depth: number;
  seldepth: number;
  nodes: number;
  timeMs: number;
  pv: string[];
  /**
   * The lines searched, best first; one by default, [] without a legal move. The fields above are
   * lines[0]'s, except below level 10, where move, score and pv are the level's choice.
   */
  lines: ThinkLine[];
}

export interface MateOptions {
  /** Solver calls allowed, 1 to 100,000,000 (default 1,000,000: about a second or two in wasm). */
  nodes?: number;
  /** Longest mate looked for, in plies, 1 to 240 (default: up to 240); 'nomate' then means none within it. */
  maxPlies?: number;
  /** After a mate, look for shorter ones within the node limit (default true). */
  shortest?: boolean;
  /** Called every 1,024 nodes; true ends the solve as the node limit would. */
  shouldStop?: () => boolean;
}

export interface MateResult {
  /** 'mate' (found and checked), 'nomate' (proven: no mate by checks), 'unknown' (a limit ended it). */
  outcome: 'mate' | 'nomate' | 'unknown';
  /** The mating line in USI, checker first, ending where the defender has no legal move; [] otherwise. */
  moves: string[];
  /** Positions searched. */
  nodes: number;
}

export interface NewGameOptions {
  /** Starting position (SFEN for SHOWGIT, SCFEN for Sovereign Chess); default: the start position. */
  position?: string;
}

/** SHOWGIT rules that are off by default (docs/api.md "newGame"). */
export interface ShowgitRules {
  /** Allow the 27-point impasse declaration (CSA rule) through game.declareImpasse(); default false. */
  impasse?: boolean;
  /** Draw once this many plies are played (counted from the SFEN move number); 0 (default) = no limit. */
  maxPlies?: number;
}

export interface ShowgitGameOptions extends NewGameOptions {
  rules?: ShowgitRules;
}

/** The SHOWGIT handicaps (手合割) by id; the giver, the second player, moves first. */
export type ShowgitHandicap =
  | 'lance' | 'right-lance' | 'bishop' | 'rook' | 'rook-lance' | 'two-pieces' | 'three-pieces'
  | 'four-pieces' | 'five-pieces' | 'left-five-pieces' | 'six-pieces' | 'left-seven-pieces'
  | 'right-seven-pieces' | 'eight-pieces' | 'ten-pieces';

/** A handicap as regalia.handicaps('showgit') lists it. */
export interface HandicapInfo {
  id: ShowgitHandicap;
  /** English and the KIF 手合割 name. */
  name: { en: string; ja: string };
  /** The start SFEN, second player to move. */
  position: string;
}

/** SHOWGIT games may start from a handicap instead of a position (not both). */
export type ShowgitNewGameOptions = ShowgitGameOptions | { handicap: ShowgitHandicap; position?: undefined; rules?: ShowgitRules };

/** What both game classes share; games come from newGame() or importRecord() only. */
declare abstract class GameBase<M, Sq, Reason extends StatusReason> {
  /** The position as SFEN (SHOWGIT) or SCFEN (Sovereign Chess). */
  position(): string;
  /** The side to move: 1 or 2. */
  turn(): Player;
  legalMoves(): M[];
  /** Plays a move given as notation or as a move object; returns the move played. */
  play(move: string | Partial<M>): M;
  /** Takes back the last move; returns it, or null when no move was played. */
  undo(): M | null;
  /** Moves played since the starting position, oldest first. */
  history(): M[];
  /** The position the game started from (before history()), as SFEN or SCFEN. */
  startPosition(): string;
  /** Starts again from `position` with no moves played; what the AI learnt and the rules stay. */
  setPosition(position: string): void;
  status(): Status<Reason>;
  inCheck(): boolean;
  /** Render-ready board: rows from the top of the first player's view. */
  board(): Sq[][];
  /** Leaf nodes of the legal move tree to `depth`, counted inside wasm. */
  perft(depth: number): number;
  /**
   * The AI's choice for the side to move, not played. Needs a limit (depth, movetimeMs, nodes,
   * clock, a level below 10, or shouldStop with infinite). Blocks until done: in a page, use
   * regalia.engine() (or a Web Worker).
   */
  think(options: ThinkOptions): ThinkResult<M>;
  /** Clears what the AI learnt in this game (hash table, history), for reproducible runs. */
  newSearch(): void;
  /** The moves played in the notation people read (SHOWGIT styles: 'western' (default), 'showgit', 'japanese', 'kitao-kawasaki'). */
  notation(style?: NotationStyle): string[];
  /**
   * The game as a record. SHOWGIT: KIF (UTF-8 text), Shift_JIS KIF (bytes), CSA, KI2, JKF (JSON)
   * or a USI move list; Sovereign Chess: PGN. Declared once here so that it can be called on the `Game` union.
   */
  exportRecord(this: ShowgitGame, format: 'kif' | 'csa' | 'usi' | 'ki2' | 'jkf', options?: ShowgitRecordOptions): string;
  exportRecord(this: ShowgitGame, format: 'kif-sjis', options?: ShowgitRecordOptions): Uint8Array;
  exportRecord(this: SovereignGame, format: 'pgn', options?: SovereignRecordOptions): string;
  /** On a `Game` whose variant is not known here: any format, checked at run time. */
  exportRecord<G extends Game>(this: G, format: Game extends G ? RecordFormat : never,
    options?: ShowgitRecordOptions | SovereignRecordOptions): string | Uint8Array;
  /** Frees the game's wasm memory; any later call throws RegaliaError('disposed'). */
  dispose(): void;
  /** `using game = regalia.newGame(...)` disposes the game when the block ends. */
  [Symbol.dispose](): void;
}

export class ShowgitGame extends GameBase<ShowgitMove, ShowgitSquare | null, ShowgitStatusReason> {
  private constructor();
  readonly variant: 'showgit';
  /** Pieces in hand: piece -> count, per player, in the order R B G S N L P. */
  hands(): { 1: Partial<Record<ShowgitHandPiece, number>>; 2: Partial<Record<ShowgitHandPiece, number>> };
  /**
   * Tsume solver (df-pn) for the side to move: a mate with a check at every move? The game is
   * unchanged. Blocks until done: call it from a Web Worker in a page. Sovereign games have no
   * findMate.
   */
  findMate(options?: MateOptions): MateResult;
  /** The rules newGame turned on ({ impasse: false, maxPlies: 0 } when none were given). */
  rules(): Required<ShowgitRules>;
  /**
   * The side to move declares a win by the 27-point impasse rule; needs `rules: { impasse: true }`
   * (else RegaliaError 'impasse-disabled'; 'cannot-declare' when the position does not qualify).
   * Returns the status, over with reason 'impasse'.
   */
  declareImpasse(): Status<ShowgitStatusReason>;
}

export class SovereignGame extends GameBase<SovereignMove, SovereignSquare, SovereignStatusReason> {
  private constructor();
  readonly variant: 'sovereign';
  /** Whether the pie rule may be used now (right after White's first move). */
  canSwap(): boolean;
  /** The second player takes over White's side; returns the swap pseudo-move. */
  swap(): SovereignMove;
  /** The person (1 or 2) playing each side. */
  persons(): { 1: Player; 2: Player };
  armies(): Armies;
  /** Army colours the side to move may defect to. */
  defections(): ArmyColour[];
}

export type Game = ShowgitGame | SovereignGame;

/** The record formats: SHOWGIT 'kif' | 'kif-sjis' | 'csa' | 'usi' | 'ki2' | 'jkf', Sovereign Chess 'pgn'. */
export type RecordFormat = 'kif' | 'kif-sjis' | 'csa' | 'usi' | 'ki2' | 'jkf' | 'pgn';

export type NotationStyle = 'western' | 'showgit' | 'japanese' | 'kitao-kawasaki';

/**
 * One move of a record's move tree (docs/records.md "Variations"): the move, its comment and
 * time, and the variations that replace it, each a line starting with a move played instead.
 */
export interface RecordTreeMove {
  /** The move in the game's notation ('7g7f', 'P*5e'), checked against the rules. */
  move: string;
  comment: string;
  /** Seconds spent on the move, or null. */
  time: number | null;
  /** Alternatives to this move, in the record's order (a variation's first move has none of its own). */
  variations: RecordTreeLine[];
}

/** A line of moves: the main line or a variation, with how it ended. */
export interface RecordTreeLine {
  /** The comment before the line's first move (a SHOWGIT variation's is always ''). */
  comment: string;
  moves: RecordTreeMove[];
  /** The line's ending ('resign', 'mate', ...) or null. */
  result: string | null;
  winner: 0 | Player;
}

/** A record's move tree: the main line (with the comment before its first move) and its variations. */
export type RecordTree = RecordTreeLine;

/** A tree given to exportRecord: as importRecord returns it, with the optional parts left out if you like. */
export interface RecordTreeInput {
  comment?: string;
  moves: RecordTreeMoveInput[];
  result?: string | null;
  winner?: 0 | Player;
}
export interface RecordTreeMoveInput {
  move: string;
  comment?: string | null;
  time?: number | null;
  /** A variation's `comment` (before its first move) is for PGN: a SHOWGIT one must be empty. */
  variations?: Array<{ comment?: string; moves: RecordTreeMoveInput[]; result?: string | null; winner?: 0 | Player }>;
}

export interface ShowgitRecordOptions {
  /** sente, gote, event, site, 'start-time', 'end-time', 'time-control', opening, title, note, or any other key. */
  headers?: Record<string, string>;
  /** How the game ended: 'resign', 'mate', 'repetition', 'perpetual-check', 'impasse', 'time-up', 'illegal-move', 'abort', ... */
  ending?: string;
  winner?: 0 | Player;
  /** Comment before the first move. */
  comment?: string;
  /** One comment per move ('' for none). */
  comments?: string[];
  /** Seconds spent on each move (null for unknown). */
  times?: Array<number | null>;
  /**
   * The record's move tree (importRecord's `tree`) whose main line is this game's moves: KIF
   * and JKF write its comments, times and variations (CSA and USI the main line). Leave comment,
   * comments and times out when you give it; ending and winner default to the tree's.
   */
  tree?: RecordTreeInput;
}

export interface SovereignRecordOptions {
  /** PGN tag pairs: Event, Site, Date, Round, Player1, Player2, or any other tag. */
  tags?: Record<string, string>;
  result?: '1-0' | '0-1' | '1/2-1/2' | '*';
  comment?: string;
  comments?: string[];
  /** The record's move tree (importRecord's `tree`) whose main line is this game's moves: written with its comments and ( ) variations. */
  tree?: RecordTreeInput;
}

/** A record as importRecord() reads it: text, or Shift_JIS KIF bytes. */
export type RecordInput = string | Uint8Array | ArrayBuffer;

export interface ImportRecordOptions {
  /** 'auto' (default) guesses among KIF, CSA, USI, JKF and PGN. */
  format?: 'auto' | RecordFormat;
  variant?: Variant;
}

/** Options that can only mean a SHOWGIT record. */
export type ShowgitImportOptions =
  | { format: 'kif' | 'kif-sjis' | 'csa' | 'usi' | 'ki2' | 'jkf'; variant?: 'showgit' }
  | { format?: 'auto' | 'kif' | 'kif-sjis' | 'csa' | 'usi' | 'ki2' | 'jkf'; variant: 'showgit' };
/** Options that can only mean a Sovereign Chess record. */
export type SovereignImportOptions =
  | { format: 'pgn'; variant?: 'sovereign' }
  | { format?: 'auto' | 'pgn'; variant: 'sovereign' };

interface ImportedRecordBase {
  /** The start position of the record. */
  position: string;
  /** The moves, in the game's notation (checked against the rules). */
  moves: string[];
  /** The record's ending ('resign', 'mate', ... or the PGN result), or null. */
  result: string | null;
  comment: string;
  comments: string[];
  /** The move tree: the main line (`moves`) with comments, times and variations (KIF's 変化, JKF's forks, PGN's ( )). */
  tree: RecordTree;
}

export interface ImportedShowgitRecord extends ImportedRecordBase {
  variant: 'showgit';
  format: 'kif' | 'csa' | 'usi' | 'ki2' | 'jkf';
  /** The game, replayed to the record's last move. */
  game: ShowgitGame;
  headers: Record<string, string>;
  winner: 0 | Player;
  times: Array<number | null>;
}

export interface ImportedSovereignRecord extends ImportedRecordBase {
  variant: 'sovereign';
  format: 'pgn';
  game: SovereignGame;
  tags: Record<string, string>;
}

/** What the engine searches: a game (its start position and moves), or a description of one. */
export type EngineTarget =
  | Game
  | { variant: Variant; position?: string | null; moves?: Array<string | { notation: string }> | null; rules?: ShowgitRules | null };

export interface EngineThinkOptions extends Omit<ThinkOptions, 'shouldStop' | 'infinite'> {
  /** Stops the running search (resolving with the best move so far), or drops a queued request (rejecting with 'aborted'). */
  signal?: AbortSignal;
}

export interface EngineAnalyseOptions {
  /** How many best lines, 1 to 16 (default 1). */
  lines?: number;
  depth?: number;
  movetimeMs?: number;
  nodes?: number;
  /** Ends the analysis (with no limit, the only way it ends). */
  signal?: AbortSignal;
  onInfo?: (info: ThinkInfo) => void;
}

export interface EngineMateOptions extends Omit<MateOptions, 'shouldStop'> {
  signal?: AbortSignal;
}

export interface EngineReviewOptions {
  /** The search of each position: one of these limits at least (full strength, the same for every position). */
  depth?: number;
  movetimeMs?: number;
  nodes?: number;
  /** Stops the review; it then resolves with the positions done (stopped: true). */
  signal?: AbortSignal;
  /** Called as each position is done, with the review so far. */
  onProgress?: (progress: ReviewProgress) => void;
}

export interface ReviewProgress {
  /** Positions done, of `total` (the moves + 1). */
  done: number;
  total: number;
  review: GameReview;
}

/** 'blunder' | 'mistake' | 'inaccuracy' by the loss in expected score (docs/api.md "engine.review"). */
export type MoveClassification = 'inaccuracy' | 'mistake' | 'blunder';

/** One position of a reviewed game (position `ply` is before move `ply + 1`). */
export interface ReviewedPosition {
  ply: number;
  /** The side to move there. */
  turn: Player;
  /** The game is over there: `score` is null and `expected` is the result. */
  over: boolean;
  /** The search's score, from the side to move's view; null when the game is over. */
  score: Score | null;
  /** The first player's expected score, 0 to 1 (the logistic mapping of `score`, or the result): what an evaluation graph draws. */
  expected: number;
  /** The engine's move (notation) and line there; null and [] when the game is over. */
  best: string | null;
  pv: string[];
  depth: number;
  nodes: number;
}

/** A score from two views: the player who moved, and the first player. Null once the game is over. */
export interface ReviewScores {
  mover: Score | null;
  player1: Score | null;
}

export interface ReviewedMove {
  /** 1 for the first move. */
  ply: number;
  /** The move played (notation). */
  move: string;
  /** Who played it. */
  player: Player;
  before: ReviewScores;
  after: ReviewScores;
  /** The mover's expected score before and after the move, 0 to 1. */
  expectedBefore: number;
  expectedAfter: number;
  /** expectedBefore - expectedAfter, at least 0. */
  loss: number;
  /** By the thresholds on `loss`; null for a smaller loss, and always for the engine's own move. */
  classification: MoveClassification | null;
  /** The engine's move in the position before, and its line. */
  best: string | null;
  bestLine: string[];
}

export interface ReviewCounts {
  /** Moves of this player reviewed. */
  moves: number;
  inaccuracy: number;
  mistake: number;
  blunder: number;
  /** The mean loss in expected score over those moves. */
  averageLoss: number;
}

export interface GameReview {
  variant: Variant;
  /** Every position evaluated, the start first. */
  positions: ReviewedPosition[];
  /** Every move whose two positions were evaluated. */
  moves: ReviewedMove[];
  counts: { 1: ReviewCounts; 2: ReviewCounts };
  /** Every position was evaluated. */
  complete: boolean;
  /** The signal ended the review. */
  stopped: boolean;
}

export interface EngineResult<M = ShowgitMove | SovereignMove> extends ThinkResult<M> {
  /** The signal ended the search. */
  stopped: boolean;
}

export interface EngineMateResult extends MateResult {
  /** The signal ended the solve. */
  stopped: boolean;
}

/**
 * What setEvaluation takes: 'learned' (the package's SHOWGIT king tables,
 * dist/showgit-king-tables.rgkt, fetched or read on demand), 'built-in', or the bytes of a
 * king-table file (tools/tune writes them).
 */
export type EvaluationChoice = 'learned' | 'built-in' | Uint8Array | ArrayBuffer;
/** The evaluation in use: the built-in one, the package's learned tables, or tables given as bytes. */
export type EvaluationName = 'built-in' | 'learned' | 'custom';

/** The async engine: the search in one worker that keeps its hash table. Calls run in order. */
export interface Engine {
  /** 'shared-memory' (SharedArrayBuffer) or 'blob-url' (a revoked blob: URL, on pages that are not cross-origin isolated). */
  readonly stopChannel: 'shared-memory' | 'blob-url';
  readonly disposed: boolean;
  /**
   * How long (ms, an integer from 500 to 600,000; default 5,000) a running request waits with
   * nothing at all from the worker, which says it is alive ten times a second, before the
   * worker counts as ended or hung: the request rejects with RegaliaError('worker-failed') and
   * the next one starts a new worker. A new worker gets four times as long for its first word.
   */
  silenceLimitMs: number;
  think(target: ShowgitGame | (EngineTarget & { variant: 'showgit' }), options: EngineThinkOptions): Promise<EngineResult<ShowgitMove>>;
  think(target: SovereignGame | (EngineTarget & { variant: 'sovereign' }), options: EngineThinkOptions): Promise<EngineResult<SovereignMove>>;
  think(target: EngineTarget, options: EngineThinkOptions): Promise<EngineResult>;
  analyse(target: EngineTarget, options?: EngineAnalyseOptions): Promise<EngineResult>;
  /** SHOWGIT only: game.findMate() in the worker. */
  solveMate(target: ShowgitGame | { variant: 'showgit'; position?: string | null; moves?: Array<string | { notation: string }> | null }, options?: EngineMateOptions): Promise<EngineMateResult>;
  /**
   * Game review: every position of the game (a game, an imported record, or a description)
   * searched with the same limit in the worker; each move's scores, loss in expected score and
   * class, counts per player.
   */
  review(target: EngineTarget, options: EngineReviewOptions): Promise<GameReview>;
  /**
   * The evaluation this engine's SHOWGIT searches play with (Sovereign Chess takes 'built-in'
   * only); queued like a search, so the requests made after it use it. Resolves with the one now
   * in use; rejects with 'evaluation-not-found' (the learned file could not be loaded) or
   * 'bad-evaluation' (bytes that are no king-table file), the one in use staying. A worker
   * started again after a failure is given the same evaluation; if it cannot take it (the learned
   * file can no longer be fetched), it plays the built-in one and evaluation() says so.
   */
  setEvaluation(variant: Variant, evaluation: EvaluationChoice, options?: { signal?: AbortSignal }): Promise<EvaluationName>;
  /** The evaluation `variant`'s searches play with: the last setEvaluation that succeeded, or 'built-in' after a new worker could not take it. */
  evaluation(variant: Variant): EvaluationName;
  /** Ends the worker; waiting, running and later calls reject with RegaliaError('disposed'). */
  dispose(): void;
}

export interface Regalia {
  /** The library version. */
  readonly version: string;
  /** A new game; `rules` (SHOWGIT only) turns on the impasse declaration or a ply limit; `handicap` starts from a handicap. */
  newGame(variant: 'showgit', options?: ShowgitNewGameOptions): ShowgitGame;
  newGame(variant: 'sovereign', options?: NewGameOptions): SovereignGame;
  newGame(variant: Variant, options?: NewGameOptions): Game;
  /**
   * Reads a record (KIF or KI2 as text or Shift_JIS bytes, CSA, USI, Sovereign PGN) and replays it into
   * a new game. A format or variant that names one game narrows the result to that game.
   */
  importRecord(record: RecordInput, options: SovereignImportOptions): ImportedSovereignRecord;
  importRecord(record: RecordInput, options: ShowgitImportOptions): ImportedShowgitRecord;
  importRecord(record: RecordInput, options?: ImportRecordOptions): ImportedShowgitRecord | ImportedSovereignRecord;
  /**
   * The evaluation every SHOWGIT game of this library plays with from its next think() (the
   * engine's worker has its own: engine.setEvaluation). Calls take effect in the order made;
   * resolves with the one now in use; on failure ('evaluation-not-found', 'bad-evaluation',
   * 'not-supported' for anything but 'built-in' in Sovereign Chess) the one in use stays.
   */
  setEvaluation(variant: Variant, evaluation: EvaluationChoice): Promise<EvaluationName>;
  /** The evaluation `variant`'s games play with now. */
  evaluation(variant: Variant): EvaluationName;
  /** Piece names and move directions, for drawing pieces. */
  pieces(variant: 'showgit'): Record<ShowgitPieceType, ShowgitPieceInfo>;
  /** The handicaps newGame accepts, with their names and start positions (none for Sovereign Chess). */
  handicaps(variant: 'showgit'): HandicapInfo[];
  handicaps(variant: 'sovereign'): [];
  /** Wasm heap figures in bytes: what is allocated now and the memory reserved (for leak checks). */
  heapStats(): { used: number; size: number };
  readonly RegaliaError: typeof RegaliaError;
  /** The library's engine: started at the first call, the same one until disposed. */
  engine(): Promise<Engine>;
  /** The game classes, for `instanceof` (also exported by the package). */
  readonly ShowgitGame: typeof ShowgitGame;
  readonly SovereignGame: typeof SovereignGame;
}

declare global {
  interface SymbolConstructor {
    /**
     * Declared here as lib esnext.disposable (and @types/node) declare it, so that these types
     * compile under older `lib` settings too; `using` itself needs lib esnext.disposable.
     */
    readonly dispose: unique symbol;
  }
}

/** Instantiates the wasm module (once) and resolves to the library. */
export function load(): Promise<Regalia>;

/** The library's engine: (await load()).engine(). */
export function engine(): Promise<Engine>;
