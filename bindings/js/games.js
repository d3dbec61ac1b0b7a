// The game classes. GameBase holds what both variants share; ShowgitGame and SovereignGame add
// their own calls, so `instanceof` and the calls a game lacks are true at run time as index.d.ts
// declares them. Only the library's newGame() and importRecord() make games (MAKE below).
import { RegaliaError } from './errors.js';
import { badArgument, check, checkString, isPlainObject, readOption } from './checks.js';
import { thinkOptions } from './think-options.js';
import { mateOptions } from './mate-options.js';

const MAX_MOVE_LENGTH = 64;
const MAX_POSITION_LENGTH = 4096;
const MAKE = Symbol('made by newGame');
// The ending a record writes when the caller gives none and only this game's rules know it.
const RULES_ENDING = Symbol('ending from the rules');

/** The token the library passes to a game's constructor; anyone else gets a RegaliaError. */
export function makeToken() {
  return MAKE;
}

// Calls a caller's functions from inside wasm: a throw must not unwind through wasm frames, so the
// first error is kept (later calls answer `afterError`) and rethrown once the wasm call is back.
class CallbackGuard {
  error = null;

  wrap(fn, afterError) {
    return (...args) => {
      if (this.error) return afterError;
      try {
        return fn(...args);
      } catch (err) {
        this.error = err;
        return afterError;
      }
    };
  }

  rethrow() {
    if (this.error) throw this.error;
  }
}

function deepFreeze(value) {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

// Turns a move argument (notation string or move object) into its notation string.
function moveNotation(variant, move) {
  if (typeof move === 'string') return checkString(move, 'move', MAX_MOVE_LENGTH);
  if (!isPlainObject(move)) throw badArgument('move must be a notation string or a move object', move);
  const notation = readOption(move, 'notation');
  if (notation !== undefined) return checkString(notation, 'move.notation', MAX_MOVE_LENGTH);
  if (variant === 'showgit') {
    const to = readOption(move, 'to');
    const from = readOption(move, 'from');
    const drop = readOption(move, 'drop');
    checkString(to, 'move.to', 2);
    if (drop !== undefined && drop !== null) return `${checkString(drop, 'move.drop', 1).toUpperCase()}*${to}`;
    checkString(from, 'move.from', 2);
    return `${from}${to}${readOption(move, 'promotion') ? '+' : ''}`;
  }
  const from = readOption(move, 'from');
  const to = readOption(move, 'to');
  checkString(from, 'move.from', 3);
  checkString(to, 'move.to', 3);
  const promotion = readOption(move, 'promotion');
  if (promotion === undefined || promotion === null) return `${from}${to}`;
  return `${from}${to}=${checkString(promotion, 'move.promotion', 1).toUpperCase()}`;
}

// (game) => its live wasm handle; set inside GameBase so the subclasses reach the private field.
let liveHandle;
// (value) => whether it is a game this module made (its private field, which no Proxy or
// Object.create copy has); set inside GameBase.
let hasGameBrand;
// (game) => the SHOWGIT rules newGame was given ({ impasse, maxPlies }), or null; set inside GameBase.
let rulesOf;

/** Whether `value` is a ShowgitGame or SovereignGame made by a library (the engine's targets). */
export function isGame(value) {
  return hasGameBrand(value);
}

class GameBase {
  #handle;
  #variant;
  #context; // { registry, records, maxPerftDepth, rules } of the library that made this game
  #history = [];
  #start;
  #startPosition;

  constructor(token, variant, handle, start, context) {
    if (token !== MAKE) throw new RegaliaError('not-supported', 'games are made by regalia.newGame() or regalia.importRecord()');
    this.#variant = variant;
    this.#handle = handle;
    this.#start = start;
    this.#context = context;
    this.#startPosition = handle.position();
    context.registry.register(this, handle, this);
  }

  static {
    liveHandle = (game) => game.#live();
    rulesOf = (game) => game.#context.rules;
    hasGameBrand = (value) => value !== null && typeof value === 'object' && #handle in value;
  }

  #live() {
    if (!this.#handle) throw new RegaliaError('disposed', 'this game was disposed');
    return this.#handle;
  }

  /** 'showgit' or 'sovereign'. */
  get variant() {
    return this.#variant;
  }

  /** The position as SFEN (SHOWGIT) or SCFEN (Sovereign Chess). */
  position() {
    return this.#live().position();
  }

  /** The position the game started from (before history()), as SFEN or SCFEN. */
  startPosition() {
    this.#live();
    return this.#startPosition;
  }

  /**
   * Starts the game again from `position` (SFEN or SCFEN) with no moves played. What the AI
   * learnt stays (newSearch() clears it), and so do newGame's rules. A bad position throws and
   * changes nothing.
   */
  setPosition(position) {
    const handle = this.#live();
    checkString(position, 'position', MAX_POSITION_LENGTH);
    check(handle.setPosition(position));
    this.#history = [];
    this.#start = position;
    this.#startPosition = handle.position();
  }

  /** 1 when the first player (SHOWGIT sente, Sovereign White side) is to move, else 2. */
  turn() {
    return this.#live().turn();
  }

  /** Every legal move as a plain object. */
  legalMoves() {
    return this.#live().legalMoves();
  }

  /** Plays a move given as notation ('7g7f', 'P*5e') or as a move object; returns the move played. */
  play(move) {
    const handle = this.#live();
    const notation = moveNotation(this.#variant, move);
    const played = handle.play(notation);
    check(played.error);
    // Our own frozen copy: a caller editing the returned move or history() entries must not
    // rewrite the game's record (reliability hardening; history() stays a cheap slice, so a
    // 10,000-ply game does not pay a deep copy per call).
    this.#history.push(deepFreeze(structuredClone(played.move)));
    return played.move;
  }

  /** Takes back the last move; returns it, or null at the start of the game. */
  undo() {
    const handle = this.#live();
    if (this.#history.length === 0) return null;
    handle.undo();
    return this.#history.pop();
  }

  /** The moves played since the game's starting position, oldest first. */
  history() {
    this.#live();
    return this.#history.slice(); // entries are frozen: callers cannot edit the game's record
  }

  /** { over, result: '1-0' | '0-1' | '1/2-1/2' | '*', winner: 0 | 1 | 2, reason }. */
  status() {
    return this.#live().status();
  }

  /** Whether the side to move is in check. */
  inCheck() {
    return this.#live().inCheck();
  }

  /** Render-ready board: rows from the top of the first player's view. */
  board() {
    return this.#live().board();
  }

  /** Number of leaf nodes of the legal move tree to the given depth, counted inside wasm. */
  perft(depth) {
    const handle = this.#live();
    const max = this.#context.maxPerftDepth;
    if (!Number.isInteger(depth) || depth < 0 || depth > max) {
      throw badArgument(`depth must be a whole number from 0 to ${max}`, depth);
    }
    return handle.perft(depth);
  }

  /**
   * The AI's choice for the side to move, without playing it:
   * { move (a move object as legalMoves() gives, or null), score: { cp } | { mate }, depth,
   *   seldepth, nodes, timeMs, pv (notation strings), lines (with options.lines > 1) }.
   * Blocks until done (shouldStop can end it): in a page, use regalia.engine() or a Web Worker.
   */
  think(options) {
    const handle = this.#live();
    const { limits, onInfo, shouldStop } = thinkOptions(options);
    const guard = new CallbackGuard();
    // A throwing shouldStop stops the search (its error is rethrown); a throwing onInfo does not.
    if (shouldStop) limits.shouldStop = guard.wrap(() => Boolean(shouldStop()), true);
    const result = handle.think(limits, onInfo && guard.wrap(onInfo, undefined));
    check(result.error);
    guard.rethrow();
    const answer = result.move;
    return { ...answer, move: answer.move === null ? null : moveObject(handle, answer.move) };
  }

  /** The game as a record (formats per variant: docs/api.md "game.exportRecord"). */
  exportRecord(format, options) {
    this.#live();
    return this.#context.records.exportRecord(this.#variant, this.#start, this.#notations(), format, options, this[RULES_ENDING]());
  }

  /** The rules newGame turned on: { impasse, maxPlies } (false and 0 when none were given). */
  rules() {
    liveHandle(this);
    const rules = rulesOf(this);
    return { impasse: rules?.impasse ?? false, maxPlies: rules?.maxPlies ?? 0 };
  }

  [RULES_ENDING]() {
    return undefined;
  }

  /** The moves played, in the notation people read (SHOWGIT style 'western' | 'showgit' | 'japanese' | 'kitao-kawasaki'). */
  notation(style = 'western') {
    this.#live();
    return this.#context.records.notation(this.#variant, this.#start, this.#notations(), style);
  }

  #notations() {
    return this.#history.map((m) => m.notation);
  }

  /** Clears what the AI learnt in this game (hash table, history), for reproducible runs. */
  newSearch() {
    this.#live().newSearch();
  }

  /** Frees the game's wasm memory. The game cannot be used afterwards. */
  dispose() {
    if (!this.#handle) return;
    this.#context.registry.unregister(this);
    this.#handle.delete();
    this.#handle = null;
  }
}

// `using game = regalia.newGame(...)` disposes the game at the end of the block. Symbol.dispose
// exists in node >= 20 and current browsers; where it does not, dispose() is the way.
if (typeof Symbol.dispose === 'symbol') {
  GameBase.prototype[Symbol.dispose] = function dispose() {
    this.dispose();
  };
}

// The move object for the notation the search chose: the legal move with that notation, or (the
// Sovereign pie rule's 'swap', which legalMoves() does not list) the move as play() describes it,
// taken back at once.
function moveObject(handle, notation) {
  const listed = handle.legalMoves().find((m) => m.notation === notation);
  if (listed) return listed;
  const played = handle.play(notation);
  check(played.error);
  handle.undo();
  return played.move;
}

export class ShowgitGame extends GameBase {
  /** Pieces in hand per player, in the order R B G S N L P. */
  hands() {
    return liveHandle(this).hands();
  }

  /**
   * Tsume solver (df-pn): can the side to move mate, checking at every move?
   * { outcome: 'mate' | 'nomate' | 'unknown', moves (the mating line in USI, else []), nodes }.
   * Options { nodes = 1e6, maxPlies, shortest = true, shouldStop }. Leaves the game as it was;
   * blocks (shouldStop can end it).
   */
  findMate(options) {
    const handle = liveHandle(this);
    const { nodes, maxPlies, shortest, shouldStop } = mateOptions(options);
    const guard = new CallbackGuard();
    const result = handle.findMate(nodes, maxPlies, shortest, shouldStop && guard.wrap(() => Boolean(shouldStop()), true));
    guard.rethrow();
    return result;
  }

  /**
   * The side to move declares a win by the 27-point impasse rule (needs newGame's
   * `rules: { impasse: true }`); returns the status, now over with reason 'impasse'.
   */
  declareImpasse() {
    check(liveHandle(this).declareImpasse());
    return this.status();
  }

  [RULES_ENDING]() {
    // The record writer replays the moves under the default rules: a declared impasse and a ply
    // limit are known only to this game.
    const s = this.status();
    if (s.reason === 'impasse') return { ending: 'impasse', winner: s.winner };
    if (s.reason === 'ply-limit') return { ending: 'max-moves', winner: 0 };
    return undefined;
  }
}

export class SovereignGame extends GameBase {
  /** The pie rule: whether the second player may now take over White's side. */
  canSwap() {
    return liveHandle(this).canSwap();
  }

  /** The pie rule: the second player takes over White's side (after White's first move). */
  swap() {
    liveHandle(this);
    return this.play('swap');
  }

  /** The person (1 or 2) playing each side, { 1: person, 2: person }. */
  persons() {
    return liveHandle(this).persons();
  }

  /** Owned and controlled armies of each player, and each army's controller. */
  armies() {
    return liveHandle(this).armies();
  }

  /** The colours the side to move may defect to. */
  defections() {
    return liveHandle(this).defections();
  }
}
