// The evaluation SHOWGIT's AI plays with (docs/api.md "Evaluation"): the built-in one, or learned
// king tables (docs/ai.md "A learned evaluation (king tables)") — the package's own file
// ('learned', fetched or read on demand: it is not part of the default payload) or a file's bytes
// ('custom'). The choice is the library's (its wasm module holds one copy of the tables): every
// SHOWGIT game of the library plays with it from its next think().
import { RegaliaError } from './errors.js';
import { badArgument } from './checks.js';

/** The package's learned tables, beside the wasm. */
export const LEARNED_FILE = 'dist/showgit-king-tables.rgkt';
const MAGIC = [...'RGKT1\n'].map((c) => c.charCodeAt(0));
// A king-table file is 220,782 bytes; anything far larger is refused before it is copied into
// the wasm heap.
const MAX_TABLE_BYTES = 1 << 20;

/** Whether `bytes` start as a king-table file does (the wasm checks the rest). */
export function isKingTables(bytes) {
  return bytes.length >= MAGIC.length && MAGIC.every((byte, i) => bytes[i] === byte);
}

function isInstance(value, type) {
  try {
    return value instanceof type;
  } catch {
    return false; // a revoked Proxy (hardening)
  }
}

/**
 * The checked choice for `variant`: { source: 'built-in' | 'learned' } or { source: 'custom',
 * bytes } (a copy: the caller's buffer may change or be transferred afterwards). `call` names
 * the method in errors.
 */
export function evaluationChoice(variant, tables, call) {
  if (variant !== 'showgit' && variant !== 'sovereign') throw badArgument(`${call}: variant must be 'showgit' or 'sovereign'`, variant);
  if (tables === 'built-in') return { source: 'built-in' };
  if (variant === 'sovereign') throw new RegaliaError('not-supported', `${call}: Sovereign Chess has only its built-in evaluation`);
  if (tables === 'learned') return { source: 'learned' };
  const refused = () => badArgument(`${call}: the evaluation must be 'learned', 'built-in', or a king-table file as a Uint8Array or ArrayBuffer`, tables);
  if (!isInstance(tables, Uint8Array) && !isInstance(tables, ArrayBuffer)) throw refused();
  let bytes;
  try {
    // A copy (node's Buffer is a Uint8Array too); a Proxy dressed as one throws here.
    bytes = new Uint8Array(ArrayBuffer.isView(tables) ? tables : new Uint8Array(tables));
  } catch {
    throw refused();
  }
  if (bytes.length > MAX_TABLE_BYTES) throw new RegaliaError('bad-evaluation', `${call}: ${bytes.length} bytes is no king-table file (those are about 220 KB)`);
  return { source: 'custom', bytes };
}

/**
 * setEvaluation/evaluation over the wasm `module`. `readLearned()` (from the entry: fetched in
 * browsers, read from the package in node) resolves with the learned file's bytes or rejects
 * with 'evaluation-not-found'; its bytes are kept once read.
 */
export function createEvaluation(module, readLearned) {
  let current = 'built-in';
  let learned = null;
  let previous = Promise.resolve();

  async function apply(choice) {
    if (choice.source === 'built-in') {
      module.showgitClearEvaluation();
      current = 'built-in';
      return current;
    }
    let bytes = choice.bytes;
    if (choice.source === 'learned') {
      if (!readLearned) throw new RegaliaError('not-supported', 'setEvaluation: this copy of the library cannot read the learned evaluation; pass the file\'s bytes');
      learned ??= readLearned().catch((err) => {
        learned = null; // the next call tries again (the network came back)
        throw err;
      });
      bytes = await learned;
    }
    const error = module.showgitSetEvaluation(bytes);
    if (error) throw new RegaliaError(error.code, error.message);
    current = choice.source;
    return current;
  }

  return {
    /**
     * Sets the evaluation every SHOWGIT game of this library plays with: 'learned', 'built-in',
     * or a king-table file's bytes. Resolves with the evaluation now in use ('learned', 'custom',
     * 'built-in'); on failure the one in use stays. Calls take effect in the order made.
     */
    setEvaluation(variant, tables) {
      let choice;
      try {
        choice = evaluationChoice(variant, tables, 'setEvaluation');
      } catch (err) {
        return Promise.reject(err);
      }
      const done = previous.then(() => apply(choice));
      previous = done.catch(() => {});
      return done;
    },
    /** The evaluation `variant`'s games play with now: 'built-in', 'learned' or 'custom'. */
    evaluation(variant) {
      if (variant !== 'showgit' && variant !== 'sovereign') throw badArgument("evaluation: variant must be 'showgit' or 'sovereign'", variant);
      return variant === 'showgit' ? current : 'built-in';
    },
  };
}
