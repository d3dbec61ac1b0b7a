// The public API over the wasm module: plain JS values out, RegaliaError in, arguments checked
// here before they reach wasm. One Game class serves both variants; the wasm side differs only in
// which embind class backs it.
import { RegaliaError } from './errors.js';
import { badArgument, check, checkString, isArray, isPlainObject, readOption } from './checks.js';
import { thinkOptions } from './think-options.js';
import { mateOptions } from './mate-options.js';
import { createRecords } from './records.js';
import { createHandicaps } from './handicaps.js';
import { Engine } from './engine.js';

const VARIANTS = {
  showgit: { wasmClass: 'ShowgitGame', maxPerftDepth: 7 },
  sovereign: { wasmClass: 'SovereignGame', maxPerftDepth: 6 },
};
const MAX_POSITION_LENGTH = 4096;
const MAX_MOVE_LENGTH = 64;

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

/**
 * The library over an instantiated wasm module. `startEngineWorker` (from the entry: browser.js,
 * node.js) starts the engine's worker; without it regalia.engine() is not supported.
 */
export function createApi(module, { startEngineWorker } = {}) {
  const registry = new FinalizationRegistry((handle) => {
    // Safety net only: a game that was never disposed gives its wasm memory back when collected.
    if (!handle.isDeleted()) handle.delete();
  });

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

  class Game {
    #handle;
    #variant;
    #history = [];
    #start;
    #startPosition;

    constructor(variant, handle, start) {
      this.#variant = variant;
      this.#handle = handle;
      this.#start = start;
      this.#startPosition = handle.position();
      registry.register(this, handle, this);
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
     * learnt stays (newSearch() clears it). A bad position throws and changes nothing.
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
      return this.#history.slice();  // entries are frozen: callers cannot edit the game's record
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

    /** Pieces in hand per player (SHOWGIT). */
    hands() {
      const handle = this.#live();
      if (this.#variant !== 'showgit') throw new RegaliaError('not-supported', 'hands() is a SHOWGIT call');
      return handle.hands();
    }

    /**
     * SHOWGIT tsume solver (df-pn): can the side to move mate, checking at every move?
     * { outcome: 'mate' | 'nomate' | 'unknown', moves (the mating line in USI, else []), nodes }.
     * Options { nodes = 1e6, maxPlies, shortest = true }. Leaves the game as it was; blocks.
     */
    findMate(options) {
      const handle = this.#live();
      if (this.#variant !== 'showgit') throw new RegaliaError('not-supported', 'findMate() is a SHOWGIT call');
      const { nodes, maxPlies, shortest, shouldStop } = mateOptions(options);
      const guard = new CallbackGuard();
      const result = handle.findMate(nodes, maxPlies, shortest, shouldStop && guard.wrap(() => Boolean(shouldStop()), true));
      guard.rethrow();
      return result;
    }

    #sovereign(call) {
      const handle = this.#live();
      if (this.#variant !== 'sovereign') throw new RegaliaError('not-supported', `${call}() is a Sovereign Chess call`);
      return handle;
    }

    /** Sovereign Chess pie rule: whether the second player may now take over White's side. */
    canSwap() {
      return this.#sovereign('canSwap').canSwap();
    }

    /** Sovereign Chess pie rule: the second player takes over White's side (after White's first move). */
    swap() {
      this.#sovereign('swap');
      return this.play('swap');
    }

    /** Sovereign Chess: the person (1 or 2) playing each side, { 1: person, 2: person }. */
    persons() {
      return this.#sovereign('persons').persons();
    }

    /** Sovereign Chess: owned and controlled armies of each player, and each army's controller. */
    armies() {
      return this.#sovereign('armies').armies();
    }

    /** Sovereign Chess: the colours the side to move may defect to. */
    defections() {
      return this.#sovereign('defections').defections();
    }

    /** Number of leaf nodes of the legal move tree to the given depth, counted inside wasm. */
    perft(depth) {
      const handle = this.#live();
      const max = VARIANTS[this.#variant].maxPerftDepth;
      if (!Number.isInteger(depth) || depth < 0 || depth > max) {
        throw badArgument(`depth must be a whole number from 0 to ${max}`, depth);
      }
      return handle.perft(depth);
    }

    /**
     * The AI's choice for the side to move, without playing it:
     * { move, score: { cp } | { mate }, depth, seldepth, nodes, timeMs, pv }.
     * Blocks until done: in a page, call it from a Web Worker.
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
      return result.move;
    }

    /**
     * The game as a record: SHOWGIT 'kif' | 'kif-sjis' (Shift_JIS bytes) | 'csa' | 'usi',
     * Sovereign Chess 'pgn'. Options: headers (SHOWGIT) or tags (PGN), comment, comments, and
     * SHOWGIT ending / winner / times, or a SHOWGIT `tree` (importRecord's, main line = this game's
     * moves) whose comments, times and variations KIF writes. Without an ending, a finished game's
     * ending comes from the rules.
     */
    exportRecord(format, options) {
      this.#live();
      return records.exportRecord(this.#variant, this.#start, this.#history.map((m) => m.notation), format, options);
    }

    /** The moves played, in the notation people read (SHOWGIT style 'western' | 'showgit' | 'japanese'). */
    notation(style = 'western') {
      this.#live();
      return records.notation(this.#variant, this.#start, this.#history.map((m) => m.notation), style);
    }

    /** Clears what the AI learnt in this game (hash table, history), for reproducible runs. */
    newSearch() {
      this.#live().newSearch();
    }

    /** Frees the game's wasm memory. The game cannot be used afterwards. */
    dispose() {
      if (!this.#handle) return;
      registry.unregister(this);
      this.#handle.delete();
      this.#handle = null;
    }
  }

  function newGame(variant, options = {}) {
    if (typeof variant !== 'string' || !Object.hasOwn(VARIANTS, variant)) {
      throw badArgument("variant must be 'showgit' or 'sovereign'", variant);
    }
    if (options === undefined || options === null) options = {};
    if (!isPlainObject(options)) throw badArgument('options must be an object', options);
    let position = readOption(options, 'position');
    if (position !== undefined) checkString(position, 'options.position', MAX_POSITION_LENGTH);
    const handicap = readOption(options, 'handicap');
    if (handicap !== undefined) {
      if (position !== undefined) throw badArgument("options 'handicap' and 'position' exclude each other (a handicap is a start position)", handicap);
      position = handicapPosition(variant, handicap);
    }
    const Wasm = module[VARIANTS[variant].wasmClass];
    const handle = new Wasm();
    try {
      if (position !== undefined) check(handle.setPosition(position));
    } catch (err) {
      handle.delete();
      throw err;
    }
    return new Game(variant, handle, position ?? '');
  }

  const records = createRecords(module, newGame);
  const { handicaps, handicapPosition } = createHandicaps(module);

  let showgitPieces = null;
  function pieces(variant) {
    if (variant !== 'showgit' && variant !== 'sovereign') throw badArgument("variant must be 'showgit' or 'sovereign'", variant);
    if (variant === 'showgit') return structuredClone((showgitPieces ??= module.showgitPieces()));
    throw new RegaliaError('not-supported', 'pieces() describes SHOWGIT pieces only');
  }

  // One engine per library, started at the first engine() call and kept until disposed.
  let engine = null;
  const isGame = (value) => value instanceof Game;

  return Object.freeze({
    version: module.version(),
    /** The async engine: the search in a worker that keeps its hash table (engine.js). */
    async engine() {
      if (!startEngineWorker) throw new RegaliaError('not-supported', 'this copy of the library cannot start an engine (it runs inside the engine\'s worker)');
      if (!engine || engine.disposed) engine = new Engine(startEngineWorker, isGame);
      return engine;
    },
    newGame,
    importRecord: records.importRecord,
    pieces,
    handicaps,
    /** Wasm heap figures in bytes: { used (allocated now), size (memory reserved) }. */
    heapStats: () => module.heapStats(),
    RegaliaError,
  });
}
