// Game records through the core: SHOWGIT KIF / CSA / USI / JKF and Sovereign PGN in and out, and the
// move notation people read. Arguments are checked here; reading and writing is the core's.
import { RegaliaError } from './errors.js';
import { badArgument, check, checkString, isArray, isPlainObject, readOption } from './checks.js';

const MAX_RECORD_LENGTH = 4 * 1024 * 1024;
const MAX_FIELD_LENGTH = 64 * 1024;
const SHOWGIT_FORMATS = ['auto', 'kif', 'kifu', 'kif-utf8', 'kif-sjis', 'csa', 'usi', 'ki2', 'jkf'];
const NOTATION_STYLES = ['western', 'showgit', 'japanese', 'kitao-kawasaki'];

// A copy of { key: string } without running getters (headers, tags).
function stringMap(value, what) {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw badArgument(`${what} must be an object of strings`, value);
  const out = {};
  let keys;
  try {
    keys = Object.keys(value);
  } catch {
    throw badArgument(`${what} could not be read`, value);
  }
  for (const key of keys) out[key] = checkString(readOption(value, key), `${what}.${key}`, MAX_FIELD_LENGTH);
  return out;
}

// A copy of an array whose items pass `item`, or undefined.
function listOf(value, what, item) {
  if (value === undefined) return undefined;
  let copy = null;
  try {
    if (isArray(value) && value.length <= 100000) copy = Array.from(value);
  } catch {
    copy = null;
  }
  if (!copy) throw badArgument(`${what} must be an array`, value);
  copy.forEach((v, i) => item(v, `${what}[${i}]`));
  return copy;
}

// The most variations may nest (core/showgit/records/record.h kMaxVariationDepth) and the most
// moves a tree may hold in all.
const MAX_VARIATION_DEPTH = 100;
const MAX_TREE_MOVES = 100000;

/**
 * A copy of a record tree ({ comment, moves: [{ move, comment, time, variations: [{ moves,
 * result, winner }] }], result, winner }) holding only what the core reads, its shape checked.
 * Getters are read once; anything else is a bad-argument naming where it is.
 */
function treeCopy(tree, variant) {
  if (!isPlainObject(tree)) throw badArgument('options.tree must be a record tree object', tree);
  let count = 0;
  const line = (value, what, depth, needsMoves) => {
    if (depth > MAX_VARIATION_DEPTH) throw badArgument(`${what}: variations nest more than ${MAX_VARIATION_DEPTH} deep`, value);
    if (!isPlainObject(value)) throw badArgument(`${what} must be an object with moves`, value);
    const moves = listOf(readOption(value, 'moves') ?? [], `${what}.moves`, () => {});
    if (needsMoves && moves.length === 0) throw badArgument(`${what}.moves must not be empty`, value);
    const out = { moves: moves.map((node, i) => move(node, `${what}.moves[${i}]`, depth)) };
    const result = readOption(value, 'result');
    if (result !== undefined && result !== null) out.result = checkString(result, `${what}.result`, 32);
    const winner = readOption(value, 'winner');
    if (winner !== undefined && winner !== 0 && winner !== 1 && winner !== 2) throw badArgument(`${what}.winner must be 0, 1 or 2`, winner);
    if (winner !== undefined) out.winner = winner;
    const comment = readOption(value, 'comment');
    if (comment !== undefined && comment !== null && comment !== '') {
      // KIF has no place for a comment before a variation's first move (PGN has).
      if (depth > 0 && variant !== 'sovereign') throw badArgument(`${what}.comment: a SHOWGIT variation has no comment before its first move (put it on the move)`, comment);
      out.comment = checkString(comment, `${what}.comment`, MAX_FIELD_LENGTH);
    }
    return out;
  };
  const move = (node, what, depth) => {
    if (++count > MAX_TREE_MOVES) throw badArgument(`options.tree holds more than ${MAX_TREE_MOVES} moves`, node);
    if (!isPlainObject(node)) throw badArgument(`${what} must be a move node object`, node);
    const out = { move: checkString(readOption(node, 'move'), `${what}.move`, 16) };
    const comment = readOption(node, 'comment');
    if (comment !== undefined && comment !== null) out.comment = checkString(comment, `${what}.comment`, MAX_FIELD_LENGTH);
    const time = readOption(node, 'time');
    if (time !== undefined && time !== null) {
      if (typeof time !== 'number' || !Number.isInteger(time) || time < 0 || time > 1e7) throw badArgument(`${what}.time must be whole seconds or null`, time);
      out.time = time;
    }
    const variations = readOption(node, 'variations');
    if (variations !== undefined && variations !== null) {
      out.variations = listOf(variations, `${what}.variations`, () => {}).map((v, k) => line(v, `${what}.variations[${k}]`, depth + 1, true));
    }
    return out;
  };
  return line(tree, 'options.tree', 0, false);
}

// The tree option of exportRecord checked against the game's moves, or undefined.
function treeOption(options, moves, comment, comments, times) {
  const value = readOption(options, 'tree');
  if (value === undefined) return undefined;
  if (comment !== undefined || comments !== undefined || times !== undefined) {
    throw badArgument('options.tree carries the comments and times: leave options.comment, comments and times out', value);
  }
  const tree = treeCopy(value, options.variant);
  const played = typeof moves === 'string' ? moves.split(/\s+/).filter(Boolean) : moves;
  const differs = tree.moves.findIndex((node, i) => node.move !== played[i]);
  if (differs >= 0 || tree.moves.length !== played.length) {
    const at = differs >= 0 ? differs + 1 : Math.min(tree.moves.length, played.length) + 1;
    throw badArgument(`options.tree's main line is not the game's moves (they differ at move ${at})`, value);
  }
  return tree;
}

// Record input as the core reads it: a string, or bytes (Uint8Array / ArrayBuffer) for Shift_JIS KIF.
function recordInput(input) {
  if (typeof input === 'string') return checkString(input, 'record', MAX_RECORD_LENGTH);
  // Reliability hardening: `instanceof` runs a Proxy's getPrototypeOf trap and a forged prototype
  // chain passes it, so test the internal slots (isView, the byteLength getter) inside a try.
  let bytes = null;
  try {
    if (ArrayBuffer.isView(input) && input instanceof Uint8Array) bytes = input;
    else if (input instanceof ArrayBuffer && input.byteLength >= 0) bytes = new Uint8Array(input);
  } catch {
    bytes = null;
  }
  if (bytes) {
    if (bytes.byteLength > MAX_RECORD_LENGTH) {
      throw new RegaliaError('input-too-long', `record is ${bytes.byteLength} bytes long; the limit is ${MAX_RECORD_LENGTH}`);
    }
    return bytes;
  }
  throw badArgument('record must be a string, a Uint8Array or an ArrayBuffer', input);
}

// A PGN record opens with a tag pair; nothing else we read does.
function looksLikePgn(input) {
  if (typeof input === 'string') return /^\s*\[/.test(input);
  for (const byte of input.subarray(0, 64)) {
    if (byte === 0x5b) return true; // '['
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09 && byte !== 0xef && byte !== 0xbb && byte !== 0xbf) return false;
  }
  return false;
}

export function createRecords(module, newGame) {
  /**
   * Writes a record of the game from `start` ('' for the start position) through `moves`
   * (notations). SHOWGIT formats: 'kif' (UTF-8), 'kif-sjis' (Shift_JIS bytes), 'csa', 'usi', 'ki2', 'jkf';
   * Sovereign: 'pgn'. `rulesEnding` ({ ending, winner }) stands in for a missing options.ending:
   * a game's own rules (a declared impasse, a ply limit) that the replay here does not know.
   */
  function exportRecord(variant, start, moves, format, options, rulesEnding) {
    if (options === undefined || options === null) options = {};
    if (!isPlainObject(options)) throw badArgument('record options must be an object', options);
    const comment = readOption(options, 'comment');
    if (comment !== undefined) checkString(comment, 'options.comment', MAX_FIELD_LENGTH);
    const comments = listOf(readOption(options, 'comments'), 'options.comments', (v, w) => checkString(v, w, MAX_FIELD_LENGTH));
    let result;
    if (variant === 'sovereign') {
      if (format !== 'pgn') throw badArgument("a Sovereign Chess record's format is 'pgn'", format);
      const tags = stringMap(readOption(options, 'tags'), 'options.tags');
      const tree = treeOption({ tree: readOption(options, 'tree'), variant }, moves, comment, comments, undefined);
      const res = readOption(options, 'result') ?? (tree?.result === '*' ? undefined : tree?.result);
      if (res !== undefined && !['1-0', '0-1', '1/2-1/2', '*'].includes(res)) throw badArgument("options.result must be '1-0', '0-1', '1/2-1/2' or '*'", res);
      result = module.exportSovereignRecord(start, moves, { ...tags, result: res, comment, comments, tree });
    } else {
      if (!SHOWGIT_FORMATS.includes(format) || format === 'auto') {
        throw badArgument(`format must be one of ${SHOWGIT_FORMATS.filter((f) => f !== 'auto').join(', ')}`, format);
      }
      const headers = stringMap(readOption(options, 'headers'), 'options.headers');
      let ending = readOption(options, 'ending');
      if (ending !== undefined) checkString(ending, 'options.ending', 32);
      let winner = readOption(options, 'winner');
      if (winner !== undefined && winner !== 0 && winner !== 1 && winner !== 2) throw badArgument('options.winner must be 0, 1 or 2', winner);
      if (ending === undefined && rulesEnding) {
        ending = rulesEnding.ending;
        winner ??= rulesEnding.winner;
      }
      const times = listOf(readOption(options, 'times'), 'options.times', (v, w) => {
        if (v !== null && (typeof v !== 'number' || !Number.isInteger(v) || v < 0)) throw badArgument(`${w} must be whole seconds or null`, v);
      });
      const tree = treeOption({ tree: readOption(options, 'tree'), variant }, moves, comment, comments, times);
      result = module.exportShowgitRecord(start, moves, format, {
        ...headers,
        ending: ending ?? tree?.result,
        winner: winner ?? (ending === undefined ? tree?.winner : undefined),
        comment,
        comments,
        times,
        tree,
      });
    }
    if (result.code) check(result);
    return result.bytes ?? result.text;
  }

  /**
   * Reads a record (KIF or KI2 in UTF-8 or Shift_JIS, CSA, USI, JKF, or Sovereign PGN) and replays it:
   * { game, variant, format, position, moves, headers | tags, result, winner, comment, comments,
   * times, tree (the move tree with its variations, docs/records.md "Variations") }.
   */
  function importRecord(input, options) {
    if (options === undefined || options === null) options = {};
    if (!isPlainObject(options)) throw badArgument('options must be an object', options);
    const data = recordInput(input);
    let format = readOption(options, 'format') ?? 'auto';
    let variant = readOption(options, 'variant');
    if (variant !== undefined && variant !== 'showgit' && variant !== 'sovereign') {
      throw badArgument("options.variant must be 'showgit' or 'sovereign'", variant);
    }
    if (format !== 'pgn' && !SHOWGIT_FORMATS.includes(format)) {
      throw badArgument(`options.format must be one of ${[...SHOWGIT_FORMATS, 'pgn'].join(', ')}`, format);
    }
    if (format === 'pgn') variant = 'sovereign';
    if (variant === undefined) variant = format === 'auto' && looksLikePgn(data) ? 'sovereign' : 'showgit';
    if (variant === 'sovereign' && format !== 'auto' && format !== 'pgn') {
      throw badArgument("a Sovereign Chess record's format is 'pgn'", format);
    }
    const read = variant === 'sovereign' ? module.importSovereignRecord(data) : module.importShowgitRecord(data, format);
    if (read.code) check(read);
    const game = newGame(variant, { position: read.position });
    try {
      for (const move of read.moves) game.play(move);
    } catch (err) {
      game.dispose();
      throw err;
    }
    const { position, moves, result, comment, comments } = read;
    const meta = variant === 'sovereign' ? { tags: read.tags } : { headers: read.headers, winner: read.winner, times: read.times };
    return { game, variant, format: read.format, position, moves, ...meta, result, comment, comments, tree: read.tree };
  }

  /** Readable notation of `moves` played from `start`: SHOWGIT 'western' | 'showgit' | 'japanese' | 'kitao-kawasaki'. */
  function notation(variant, start, moves, style) {
    let list;
    if (variant === 'sovereign') {
      list = module.sovereignDisplayMoves(start, moves);
    } else {
      if (!NOTATION_STYLES.includes(style)) throw badArgument("style must be 'western', 'showgit', 'japanese' or 'kitao-kawasaki'", style);
      list = module.showgitDisplayMoves(start, moves, style);
    }
    if (!isArray(list)) check(list);
    return list;
  }

  return { exportRecord, importRecord, notation };
}
