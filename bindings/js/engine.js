// The async engine (regalia.engine()): the library's search in one worker, started once and kept,
// so that its hash table lasts from one search to the next. The entries start the worker
// (browser.js: a module Web Worker; node.js: worker_threads) and engine-worker.js answers in it.
//
// Requests run one at a time, in the order they were made: the queue is kept here, and a request
// is posted only when the one before it has answered, so a request aborted while it waits never
// reaches the worker. The running one is stopped through stop-signal.js (the worker is busy in
// wasm and reads no messages), never by ending the worker; it then answers with its best move.
// Every argument is checked here, before anything is posted.
//
// A worker can end without an `error` event (the browser ended it, a host called terminate(),
// a tab's process was reclaimed) or hang; then no answer would ever come. While a request runs,
// the worker says it is alive every engine-worker.js BEAT_MS; when nothing at all comes from it
// for `silenceLimitMs`, the request fails as 'worker-failed' and the next one starts a new worker.
import { RegaliaError } from './errors.js';
import { badArgument, checkString, isArray, isPlainObject, numberOption, readOption } from './checks.js';
import { thinkOptions } from './think-options.js';
import { mateOptions } from './mate-options.js';
import { createStopSignal, sharedMemoryUsable } from './stop-signal.js';
import { buildReview } from './review.js';
import { showgitRules } from './showgit-rules.js';
import { evaluationChoice } from './evaluation.js';

// The limits newGame and play apply, checked here too so that a bad target fails before posting.
const MAX_POSITION_LENGTH = 4096;
const MAX_MOVE_LENGTH = 64;
const MAX_LINES = 16;
// How long a running request waits without a word from its worker (which says it is alive ten
// times a second, engine-worker.js BEAT_MS) before the worker counts as dead; a new worker, still
// loading its script, gets STARTUP_FACTOR times as long for its first word. The least limit is
// five beats.
const SILENCE_LIMIT_MS = 5000;
const STARTUP_FACTOR = 4;
const MIN_SILENCE_MS = 500;
const MAX_SILENCE_MS = 600_000;

function isAbortSignal(value) {
  try {
    return typeof value === 'object' && value !== null && typeof value.aborted === 'boolean' && typeof value.addEventListener === 'function';
  } catch {
    return false; // a Proxy or getter that throws (reliability hardening)
  }
}

function abortedError() {
  return new RegaliaError('aborted', 'the request was aborted before it started');
}

// The options object of a call, and its `signal` and `onInfo`, which stay on this thread.
function callOptions(options, call) {
  if (options === undefined || options === null) options = {};
  if (!isPlainObject(options)) throw badArgument(`${call} options must be an object`, options);
  const signal = readOption(options, 'signal');
  if (signal !== undefined && !isAbortSignal(signal)) throw badArgument(`${call} option 'signal' must be an AbortSignal`, signal);
  const onInfo = readOption(options, 'onInfo');
  if (onInfo !== undefined && typeof onInfo !== 'function') throw badArgument(`${call} option 'onInfo' must be a function`, onInfo);
  return { options, signal, onInfo };
}

export class Engine {
  #startWorker;
  #isGame;
  #worker = null;
  #queue = [];
  #running = null;
  #nextId = 1;
  #disposed = false;
  #stopKind = sharedMemoryUsable() ? 'shared-memory' : 'blob-url';
  #probe = null; // the blob channel's never-revoked URL, by which the worker tests the channel
  #silenceLimitMs = SILENCE_LIMIT_MS;
  #heard = false; // whether the current worker has sent anything yet
  #lastHeard = 0; // when the current worker last sent anything (performance.now())
  #watch = null; // the timer that looks for a silent worker while a request runs
  #lastTick = 0;
  #fresh = false; // the worker was just started: it has not been told the evaluation yet
  #evaluation = null; // the last evaluation the worker took ('learned' or bytes), replayed to a new worker
  #evaluationName = 'built-in';

  /** @internal Made by regalia.engine(); `isGame` tells the library's games from other values. */
  constructor(startWorker, isGame) {
    this.#startWorker = startWorker;
    this.#isGame = isGame;
    this.#spawn();
  }

  /** How a search is stopped: 'shared-memory' (SharedArrayBuffer) or 'blob-url' (stop-signal.js). */
  get stopChannel() {
    return this.#stopKind;
  }

  /** Whether dispose() was called. */
  get disposed() {
    return this.#disposed;
  }

  /**
   * How long (ms) a running request waits with nothing at all from the worker before the worker
   * counts as ended or hung: the request then rejects with 'worker-failed' (default 5,000; a
   * new worker gets four times as long for its first word).
   */
  get silenceLimitMs() {
    return this.#silenceLimitMs;
  }

  set silenceLimitMs(ms) {
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < MIN_SILENCE_MS || ms > MAX_SILENCE_MS) {
      throw badArgument(`silenceLimitMs must be an integer from ${MIN_SILENCE_MS} to ${MAX_SILENCE_MS}`, ms);
    }
    this.#silenceLimitMs = ms;
    if (this.#watch) this.#startWatch(); // at the new limit's pace
  }

  /**
   * The AI's choice for the side to move of `target` (a game, or { variant, position, moves }):
   * { move (an object like legalMoves() gives, or null), score, depth, seldepth, nodes, timeMs,
   * pv, stopped }. Options as game.think() (a limit is needed) plus `signal`.
   */
  think(target, options) {
    return this.#call(() => {
      const { options: o, signal, onInfo } = callOptions(options, 'think');
      for (const key of ['shouldStop', 'infinite']) {
        const v = readOption(o, key);
        if (v !== undefined) throw badArgument(`engine think option '${key}' is not taken: stop with 'signal', or use analyse() for a search with no limit`, v);
      }
      const { limits } = thinkOptions(this.#plain(o, ['signal', 'onInfo']));
      return { kind: 'think', target: this.#target(target, { playable: true }), options: limits, signal, onInfo };
    });
  }

  /**
   * Analysis of `target`'s position at full strength: infos stream to onInfo (with `lines` best
   * lines each), until a limit (depth, movetimeMs, nodes) or the signal ends it; with no limit it
   * runs until the signal. Resolves with the last result.
   */
  analyse(target, options) {
    return this.#call(() => {
      const { options: o, signal, onInfo } = callOptions(options, 'analyse');
      const lines = numberOption(o, 'lines', 'analyse', { integer: true, min: 1, max: MAX_LINES });
      const wanted = {};
      for (const key of ['depth', 'movetimeMs', 'nodes']) {
        const v = readOption(o, key);
        if (v !== undefined) wanted[key] = v;
      }
      const limited = Object.keys(wanted).length > 0;
      if (!limited && !signal) throw badArgument('analyse with no limit (depth, movetimeMs, nodes) needs a signal to end it', o);
      // No limit: infinite, which the worker's stop channel ends (the function here only passes
      // thinkOptions' check and is not posted).
      const { limits } = thinkOptions(limited ? wanted : { infinite: true, shouldStop: () => false });
      if (lines !== undefined) limits.lines = lines;
      return { kind: 'analyse', target: this.#target(target, { playable: true }), options: limits, signal, onInfo };
    });
  }

  /**
   * SHOWGIT's tsume solver (game.findMate) on `target`'s position, in the worker:
   * { outcome, moves, nodes, stopped }. The signal stops it (then outcome is 'unknown', or the
   * mate found so far while it was shortening one).
   */
  solveMate(target, options) {
    return this.#call(() => {
      const { options: o, signal } = callOptions(options, 'solveMate');
      const t = this.#target(target);
      if (t.variant !== 'showgit') throw new RegaliaError('not-supported', 'solveMate() is a SHOWGIT call');
      const given = {};
      for (const key of ['nodes', 'maxPlies', 'shortest', 'shouldStop']) {
        const v = readOption(o, key);
        if (v !== undefined) given[key] = v;
      }
      const { shouldStop } = mateOptions(given); // checks them; the worker's findMate reads them again
      if (shouldStop) throw badArgument("solveMate option 'shouldStop' is not taken: stop with 'signal'", shouldStop);
      return { kind: 'solveMate', target: t, options: given, signal };
    });
  }

  /**
   * Game review: the engine searches every position of `target`'s game (a game, an imported
   * record, or { variant, position, moves }) with the same limit (depth, movetimeMs or nodes),
   * one after the other in the worker, and resolves with the moves' scores, losses in expected
   * score and classifications (review.js; docs/api.md "engine.review"). `onProgress` gets each
   * position as it is done; the signal stops the review, which then resolves with what was done.
   */
  review(target, options) {
    return this.#call(() => {
      const { options: o, signal } = callOptions(options, 'review');
      const onProgress = readOption(o, 'onProgress');
      if (onProgress !== undefined && typeof onProgress !== 'function') throw badArgument("review option 'onProgress' must be a function", onProgress);
      const wanted = {};
      for (const key of ['depth', 'movetimeMs', 'nodes']) {
        const v = readOption(o, key);
        if (v !== undefined) wanted[key] = v;
      }
      if (Object.keys(wanted).length === 0) throw badArgument('review needs a limit per position: depth, movetimeMs or nodes', o);
      const { limits } = thinkOptions(wanted);
      const t = this.#target(target);
      const finish = (entries, stopped) => buildReview(t.variant, t.moves, entries, stopped);
      return { kind: 'review', target: t, options: limits, signal, onProgress, finish };
    });
  }

  /**
   * The evaluation SHOWGIT searches in this engine play with, as regalia.setEvaluation:
   * 'learned' (the package's king tables, fetched or read by the worker on demand), 'built-in',
   * or a king-table file's bytes (copied). Queued like a search: the requests made after it use
   * it. Resolves with the evaluation now in use ('learned', 'custom', 'built-in'); on failure
   * ('evaluation-not-found', 'bad-evaluation') the one in use stays. A worker started again
   * after a failure is given the same evaluation; if it cannot take it (the file cannot be
   * fetched any more), it plays the built-in one and evaluation() says 'built-in'.
   */
  setEvaluation(variant, tables, options) {
    return this.#call(() => {
      const { signal } = callOptions(options, 'setEvaluation');
      const choice = evaluationChoice(variant, tables, 'setEvaluation');
      const given = choice.bytes ?? choice.source;
      const finish = (name) => {
        this.#evaluation = name === 'built-in' ? null : { variant, given };
        this.#evaluationName = name;
        return name;
      };
      return { kind: 'setEvaluation', target: { variant, position: null, moves: [], rules: null }, options: { tables: given }, signal, finishOne: finish };
    });
  }

  /** The evaluation `variant`'s searches play with: the last setEvaluation that succeeded, or built-in after a new worker could not take it. */
  evaluation(variant) {
    if (variant !== 'showgit' && variant !== 'sovereign') throw badArgument("evaluation: variant must be 'showgit' or 'sovereign'", variant);
    return variant === 'showgit' ? this.#evaluationName : 'built-in';
  }

  /** Ends the worker; queued and running requests reject with code 'disposed', and so do later calls. */
  dispose() {
    if (this.#disposed) return;
    this.#disposed = true;
    const error = () => new RegaliaError('disposed', 'the engine was disposed');
    for (const job of this.#queue.splice(0)) this.#settle(job, { error: error() });
    if (this.#running) this.#settle(this.#running, { error: error() });
    this.#running = null;
    this.#stopWatch();
    this.#worker?.terminate();
    this.#worker = null;
    if (this.#probe) URL.revokeObjectURL(this.#probe);
  }

  // --- requests -------------------------------------------------------------------------------

  // Checks a call's arguments (a throw becomes the rejection) and queues it.
  #call(check) {
    if (this.#disposed) return Promise.reject(new RegaliaError('disposed', 'the engine was disposed'));
    let request;
    try {
      request = check();
    } catch (err) {
      return Promise.reject(err);
    }
    if (request.signal?.aborted) return Promise.reject(abortedError());
    return new Promise((resolve, reject) => {
      const job = { ...request, resolve, reject, id: this.#nextId++, stop: null, callbackError: null, lastInfo: null, entries: [] };
      job.onAbort = () => this.#abort(job);
      request.signal?.addEventListener('abort', job.onAbort);
      this.#queue.push(job);
      this.#next();
    });
  }

  // A copy of the own data properties of `options` without `drop` (thinkOptions and mateOptions
  // then read it; signal and onInfo cannot cross to the worker).
  #plain(options, drop) {
    let keys;
    try {
      keys = Object.keys(options);
    } catch {
      throw badArgument('options could not be read', options); // a hostile Proxy
    }
    const out = {};
    for (const key of keys) if (!drop.includes(key)) out[key] = readOption(options, key);
    return out;
  }

  // { variant, position (null: the start position), moves (notation strings), rules (SHOWGIT
  // rules, or null) }.
  // `playable`: a finished game is refused here, as game.think() refuses it; the worker could not
  // tell a game a declared impasse ended, since its copy replays the moves only.
  #target(target, { playable = false } = {}) {
    let game = false;
    try {
      game = this.#isGame(target);
    } catch {
      game = false; // a Proxy whose prototype cannot be read is no game (hardening)
    }
    if (game) {
      if (playable && target.status().over) throw new RegaliaError('game-over', 'the game is over');
      // The worker's copy of a SHOWGIT game keeps its rules: a ply limit ends it there too.
      const rules = target.variant === 'showgit' ? target.rules() : null;
      return { variant: target.variant, position: target.startPosition(), moves: target.history().map((m) => m.notation), rules };
    }
    if (!isPlainObject(target)) throw badArgument('the engine needs a game or { variant, position, moves }', target);
    const variant = readOption(target, 'variant');
    if (variant !== 'showgit' && variant !== 'sovereign') throw badArgument("target.variant must be 'showgit' or 'sovereign'", variant);
    const position = readOption(target, 'position');
    if (position !== undefined && position !== null) checkString(position, 'target.position', MAX_POSITION_LENGTH);
    const rulesOption = readOption(target, 'rules');
    if (variant !== 'showgit' && rulesOption !== undefined && rulesOption !== null) {
      throw badArgument('target.rules are SHOWGIT rules (impasse, maxPlies); Sovereign Chess has none', rulesOption);
    }
    const rules = showgitRules(rulesOption, 'target.rules');
    const given = readOption(target, 'moves');
    let moves = [];
    if (given !== undefined && given !== null) {
      // Copied once inside a try: a Proxy could throw or answer differently per read (hardening).
      let copy = null;
      try {
        if (isArray(given)) copy = Array.from(given);
      } catch {
        copy = null;
      }
      if (!copy) throw badArgument('target.moves must be an array of moves', given);
      moves = copy.map((m, i) => {
        const notation = isPlainObject(m) ? readOption(m, 'notation') : m;
        return checkString(notation, `target.moves[${i}] (a notation string or a move object)`, MAX_MOVE_LENGTH);
      });
    }
    return { variant, position: position ?? null, moves, rules };
  }

  #abort(job) {
    const waiting = this.#queue.indexOf(job);
    if (waiting >= 0) {
      this.#queue.splice(waiting, 1);
      this.#settle(job, { error: abortedError() });
    } else if (job === this.#running) {
      job.stop?.stop();
      // A running setEvaluation is short and has nothing to stop: it finishes.
      if (job.stopBlocked && !job.finishOne) this.#abandon(job);
    }
  }

  // The worker cannot be reached while it searches (a policy blocked the blob channel): end it,
  // answer with the best move of the last finished iteration, and start a fresh worker.
  #abandon(job) {
    const info = job.lastInfo;
    this.#worker?.terminate();
    this.#worker = null;
    this.#running = null;
    this.#stopWatch();
    if (job.finish) {
      this.#settle(job, { result: job.finish(job.entries, true) });
      this.#next();
      return;
    }
    const result = info
      ? { move: info.bestMove ?? null, score: info.score, depth: info.depth, seldepth: info.seldepth, nodes: info.nodes, timeMs: info.timeMs, pv: info.pv, stopped: true }
      : { move: null, score: null, depth: 0, seldepth: 0, nodes: 0, timeMs: 0, pv: [], stopped: true };
    if (info?.lines) result.lines = info.lines;
    this.#settle(job, { result });
    this.#next();
  }

  #settle(job, { result, error }) {
    job.signal?.removeEventListener('abort', job.onAbort);
    job.stop?.dispose();
    if (error) job.reject(error);
    else if (job.callbackError) job.reject(job.callbackError);
    else job.resolve(result);
  }

  // Posts the next request when the worker is free.
  #next() {
    if (this.#running || this.#disposed) return;
    const job = this.#queue.shift();
    if (!job) {
      this.#stopWatch();
      this.#worker?.hold(false);
      return;
    }
    this.#running = job;
    try {
      this.#spawn();
      this.#startWatch();
      job.stop = createStopSignal(this.#stopKind);
      if (this.#stopKind === 'blob-url') {
        this.#probe ??= URL.createObjectURL(new Blob(['']));
        job.stop.channel.probe = this.#probe;
      }
      this.#worker.hold(true);
      if (this.#fresh && this.#evaluation && job.kind !== 'setEvaluation') {
        // A worker started again: the evaluation the last one took, before anything else (its
        // answer, id 0, is no request's).
        const { variant, given } = this.#evaluation;
        this.#worker.post({ id: 0, kind: 'setEvaluation', variant, position: null, moves: [], rules: null, options: { tables: given }, stop: null });
      }
      this.#fresh = false;
      const { variant, position, moves, rules } = job.target;
      this.#worker.post({ id: job.id, kind: job.kind, variant, position, moves, rules, options: job.options, stop: job.stop.channel });
    } catch (err) {
      this.#running = null;
      this.#settle(job, { error: err instanceof RegaliaError ? err : new RegaliaError('engine-failed', `the engine could not post the request: ${err?.message ?? err}`) });
      this.#next();
    }
  }

  // The worker started again answers the evaluation it was given (id 0). If it could not take it
  // (the learned file cannot be fetched any more), it plays the built-in one, and evaluation()
  // must say so rather than name what the last worker had.
  #onEvaluationGivenAgain(message) {
    if (message.type !== 'error') return;
    this.#evaluation = null;
    this.#evaluationName = 'built-in';
  }

  // --- the worker -----------------------------------------------------------------------------

  #spawn() {
    if (this.#worker) return;
    const worker = this.#startWorker();
    this.#worker = worker;
    this.#fresh = true;
    this.#heard = false;
    this.#lastHeard = performance.now();
    worker.listen(
      (message) => {
        if (this.#worker !== worker) return;
        this.#heard = true;
        this.#lastHeard = performance.now();
        this.#onMessage(message);
      },
      (reason) => this.#worker === worker && this.#onFailure(reason),
    );
  }

  // The watch for a silent worker, while a request runs. It counts only silence during which this
  // thread was itself awake to hear: a tick that comes late (this thread was busy, or its timers
  // throttled in a hidden tab) starts the count again rather than blame the worker.
  #startWatch() {
    this.#stopWatch();
    const every = Math.max(25, Math.min(1000, Math.floor(this.#silenceLimitMs / 4)));
    this.#lastHeard = performance.now(); // the silence counts from the request just posted
    this.#lastTick = this.#lastHeard;
    this.#watch = setInterval(() => this.#tick(every), every);
    // In node the watch does not keep the process alive by itself (the running request does).
    this.#watch.unref?.();
  }

  #stopWatch() {
    if (this.#watch) clearInterval(this.#watch);
    this.#watch = null;
  }

  #tick(every) {
    const now = performance.now();
    if (now - this.#lastTick > 2 * every) this.#lastHeard = Math.max(this.#lastHeard, now - every);
    this.#lastTick = now;
    if (!this.#running || !this.#worker) return this.#stopWatch();
    const limit = this.#heard ? this.#silenceLimitMs : this.#silenceLimitMs * STARTUP_FACTOR;
    const silent = now - this.#lastHeard;
    if (silent > limit) this.#onFailure(`nothing came from it for ${Math.round(silent)} ms while it had a request (it was ended without an error, or hangs)`);
  }

  #onMessage(message) {
    if (isPlainObject(message) && message.id === 0) return this.#onEvaluationGivenAgain(message);
    const job = this.#running;
    if (!job || !isPlainObject(message) || message.id !== job.id) return;
    if (message.type === 'info') {
      job.lastInfo = message.info;
      if (!job.onInfo || job.callbackError) return;
      const { bestMove, ...info } = message.info ?? {};
      try {
        job.onInfo(info);
      } catch (err) {
        // A throwing callback ends the request with its error, once the search has stopped.
        job.callbackError = err;
        job.stop?.stop();
      }
    } else if (message.type === 'progress') {
      job.entries.push(message.entry);
      if (!job.onProgress || job.callbackError) return;
      const { done, total } = message;
      try {
        job.onProgress({ done, total, review: job.finish(job.entries, false) });
      } catch (err) {
        job.callbackError = err;
        job.stop?.stop();
      }
    } else if (message.type === 'stop-blocked') {
      job.stopBlocked = true;
      if (job.signal?.aborted && !job.finishOne) this.#abandon(job);
    } else if (message.type === 'result' || message.type === 'error') {
      this.#running = null;
      const error = message.type === 'error' ? new RegaliaError(message.error?.code ?? 'engine-failed', message.error?.message ?? 'the engine failed') : null;
      let result = message.result;
      if (!error && job.finish) result = job.finish(message.result.entries, message.result.stopped);
      else if (!error && job.finishOne) result = job.finishOne(message.result);
      this.#settle(job, error ? { error } : { result });
      this.#next();
    }
  }

  // The worker failed to start or died: the request in flight fails, the next one starts a new worker.
  #onFailure(reason) {
    this.#worker?.terminate();
    this.#worker = null;
    this.#stopWatch();
    const job = this.#running;
    this.#running = null;
    if (job) this.#settle(job, { error: new RegaliaError('worker-failed', `the engine's worker failed: ${reason}`) });
    this.#next();
  }
}

if (typeof Symbol.dispose === 'symbol') Engine.prototype[Symbol.dispose] = Engine.prototype.dispose;
if (typeof Symbol.asyncDispose === 'symbol') {
  Engine.prototype[Symbol.asyncDispose] = async function asyncDispose() {
    this.dispose();
  };
}
