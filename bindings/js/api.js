// The public API over the wasm module: plain JS values out, RegaliaError in, arguments checked
// here before they reach wasm. Games are ShowgitGame or SovereignGame objects (games.js), each
// backed by its embind class.
import { RegaliaError } from './errors.js';
import { badArgument, check, checkString, isPlainObject, readOption } from './checks.js';
import { createRecords } from './records.js';
import { ShowgitGame, SovereignGame, makeToken, isGame } from './games.js';
import { createHandicaps } from './handicaps.js';
import { showgitRules } from './showgit-rules.js';
import { createEvaluation } from './evaluation.js';

const VARIANTS = {
  showgit: { wasmClass: 'ShowgitGame', Game: ShowgitGame, maxPerftDepth: 7 },
  sovereign: { wasmClass: 'SovereignGame', Game: SovereignGame, maxPerftDepth: 6 },
};
const MAX_POSITION_LENGTH = 4096;
/**
 * The library over an instantiated wasm module. `startEngineWorker` (from the entry: browser.js,
 * node.js) starts the engine's worker and `loadEngine` imports engine.js; without them
 * regalia.engine() is not supported. The import is the entry's, not this module's: the worker's
 * copy of the library (engine-worker-web.js) then has no import() that a bundler would split.
 * `readLearnedEvaluation` resolves with the bytes of the package's learned evaluation
 * (evaluation.js); without it setEvaluation takes only bytes and 'built-in'.
 */
export function createApi(module, { startEngineWorker, loadEngine, readLearnedEvaluation } = {}) {
  const registry = new FinalizationRegistry((handle) => {
    // Safety net only: a game that was never disposed gives its wasm memory back when collected.
    if (!handle.isDeleted()) handle.delete();
  });

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
    const rulesOption = readOption(options, 'rules');
    if (variant !== 'showgit' && rulesOption !== undefined) {
      throw badArgument('options.rules are SHOWGIT rules (impasse, maxPlies); Sovereign Chess has none', rulesOption);
    }
    const rules = variant === 'showgit' ? showgitRules(rulesOption) : null;
    const { wasmClass, Game, maxPerftDepth } = VARIANTS[variant];
    const handle = new module[wasmClass]();
    try {
      if (rules) check(handle.setRules(rules.impasse, rules.maxPlies));
      if (position !== undefined) check(handle.setPosition(position));
    } catch (err) {
      handle.delete();
      throw err;
    }
    return new Game(makeToken(), variant, handle, position ?? '', { registry, records, maxPerftDepth, rules });
  }

  const records = createRecords(module, newGame);
  const { setEvaluation, evaluation } = createEvaluation(module, readLearnedEvaluation);
  const { handicaps, handicapPosition } = createHandicaps(module);

  let showgitPieces = null;
  function pieces(variant) {
    if (variant !== 'showgit' && variant !== 'sovereign') throw badArgument("variant must be 'showgit' or 'sovereign'", variant);
    if (variant === 'showgit') return structuredClone((showgitPieces ??= module.showgitPieces()));
    throw new RegaliaError('not-supported', 'pieces() describes SHOWGIT pieces only');
  }

  // One engine per library, started at the first engine() call and kept until disposed. Its
  // module (engine.js) is imported then too: a page that shows a board first loads without it.
  let engine = null;
  let engineModule = null;

  return Object.freeze({
    version: module.version(),
    /** The async engine: the search in a worker that keeps its hash table (engine.js). */
    async engine() {
      if (!startEngineWorker || !loadEngine) throw new RegaliaError('not-supported', 'this copy of the library cannot start an engine (it runs inside the engine\'s worker)');
      engineModule ??= loadEngine().catch((err) => {
        engineModule = null; // the next call tries again (the network came back)
        throw err;
      });
      const { Engine } = await engineModule;
      if (!engine || engine.disposed) engine = new Engine(startEngineWorker, isGame);
      return engine;
    },
    newGame,
    setEvaluation,
    evaluation,
    importRecord: records.importRecord,
    pieces,
    handicaps,
    /** Wasm heap figures in bytes: { used (allocated now), size (memory reserved) }. */
    heapStats: () => module.heapStats(),
    RegaliaError,
    ShowgitGame,
    SovereignGame,
  });
}
