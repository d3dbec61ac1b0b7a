// Share links (docs/page.md "Share links"): a game in the URL fragment,
//   #<variant>/<start position or "start">/<moves of the main line, joined by ".">/<ply shown>
// each part percent-encoded (encodeURIComponent), the ply optional (the end of the line). A
// fragment is untrusted input: its length, encoding, variant, position and every move are checked
// (the position and the moves by the library) before anything changes, a refusal names what is
// wrong, and nothing read from it is ever rendered as markup (textContent only).
import { blankRecord } from './board-session.js';
import { VARIANTS } from './game-uis.js';

// A long game of either variant fits many times over; more is refused before any decoding.
export const MAX_FRAGMENT = 16384;
const MAX_MOVES = 2000;

/** The fragment of a game: `variant`, its start position (null: the standard one), its main line and the ply shown. */
export function linkFragment({ variant, start, moves, ply }) {
  const parts = [variant, start ? encodeURIComponent(start) : 'start', moves.map(encodeURIComponent).join('.')];
  if (ply !== moves.length) parts.push(String(ply));
  return `#${parts.join('/')}`;
}

/** A refusal of a link: a RegaliaError-like object with a code, and the message in words. */
class LinkError extends Error {
  constructor(key, vars) {
    super(key);
    this.key = key;
    this.vars = vars;
  }
}

/**
 * Reads a fragment (with or without its '#') into `{ variant, start, moves, ply }`, checked by
 * the library (`regalia`): throws LinkError naming what is wrong.
 */
export function readFragment(regalia, fragment) {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.length > MAX_FRAGMENT) throw new LinkError('linkTooLong', { n: text.length, max: MAX_FRAGMENT });
  const parts = text.split('/');
  if (parts.length < 3 || parts.length > 4) throw new LinkError('linkShape');
  const decode = (s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      throw new LinkError('linkEncoding');
    }
  };
  const variant = decode(parts[0]);
  if (!VARIANTS.includes(variant)) throw new LinkError('linkVariant', { variant });
  const start = parts[1] === 'start' ? null : decode(parts[1]);
  const moves = parts[2] ? parts[2].split('.').map(decode) : [];
  if (moves.length > MAX_MOVES) throw new LinkError('linkTooLong', { n: moves.length, max: MAX_MOVES });
  let ply = moves.length;
  if (parts.length === 4) {
    if (!/^\d{1,5}$/.test(parts[3]) || Number(parts[3]) > moves.length) throw new LinkError('linkPly', { ply: parts[3], n: moves.length });
    ply = Number(parts[3]);
  }
  let game;
  try {
    game = regalia.newGame(variant, start ? { position: start } : {});
  } catch (err) {
    throw new LinkError('linkPosition', { message: err.message });
  }
  try {
    moves.forEach((move, i) => {
      try {
        game.play(move);
      } catch (err) {
        throw new LinkError('linkMove', { n: i + 1, move, message: err.message });
      }
    });
    // The library's own spelling of each move, as the move tree keeps them.
    return { variant, start: start ? game.startPosition() : null, moves: game.history().map((m) => m.notation), ply };
  } finally {
    game.dispose();
  }
}

/**
 * The page's share links: the Copy link button, and the game of a fragment opened at start-up
 * and on hashchange (asking first when it would replace a game with moves). Their controls are
 * in the board's DOM (web/app-dom.js, shown with the `shareLinks` option); this module is loaded
 * on first use (BoardApp.shareLinks).
 */
export class ShareLinks {
  constructor(app) {
    this.app = app;
    this.pending = null; // a link's game waiting for the person's answer
    const { refs } = app;
    this.url = refs.shareUrl;
    this.ask = refs.shareAsk;
    this.question = refs.shareQuestion;
    this.messageEl = refs.shareMessage;
  }

  /** A press on one of the share buttons: 'copy', 'open' or 'keep'. */
  act(action) {
    if (action === 'copy') return this.copy();
    if (action === 'open') return this.openPending();
    if (action === 'keep') return this.keep();
    return undefined;
  }

  message(text, error = false) {
    this.messageEl.textContent = text;
    this.messageEl.classList.toggle('rg-error', error);
    this.app.root.dataset.link = error ? 'refused' : text ? 'ok' : '';
  }

  /** The link of the game shown: its main line, and the ply shown when it lies on it. */
  currentLink() {
    const { session } = this.app;
    const moves = session.mainLine();
    const shown = session.record.moves;
    const onMain = shown.every((m, i) => m === moves[i]);
    const fragment = linkFragment({ variant: session.variant, start: session.record.start, moves, ply: onMain ? shown.length : moves.length });
    return `${location.href.split('#')[0]}${fragment}`;
  }

  async copy() {
    const link = this.currentLink();
    this.url.value = link;
    this.app.root.dataset.linkUrl = link;
    try {
      await navigator.clipboard.writeText(link);
      this.url.hidden = true;
      this.message(this.app.t('linkCopied'));
    } catch {
      // No clipboard (an insecure page, or refused): the link is selected for the person to copy.
      this.url.hidden = false;
      this.url.focus();
      this.url.select();
      this.message(this.app.t('linkSelect'));
    }
  }

  /** Opens the fragment of the address, if any; it is then removed, so a reload shows the kept game. */
  fromLocation() {
    const { hash } = location;
    if (!hash || hash === '#') return;
    history.replaceState(null, '', location.href.split('#')[0]);
    const { app } = this;
    let linked;
    try {
      linked = readFragment(app.regalia, hash);
    } catch (err) {
      if (!(err instanceof LinkError)) throw err;
      this.message(app.t('linkRefused', { reason: app.t(err.key, err.vars) }), true);
      return;
    }
    const record = app.session.records[linked.variant];
    // The shown variant's tree is the session's (its record's copy is written at save).
    const hasMoves = linked.variant === app.variant ? app.session.tree.root.children.length > 0 : Boolean(record.tree?.moves?.length || record.moves.length);
    const same = (record.start ?? null) === linked.start && app.session.variant === linked.variant && app.session.mainLine().join(' ') === linked.moves.join(' ');
    if (hasMoves && !same) {
      this.pending = linked;
      this.question.textContent = app.t('linkAsk', { game: app.t(linked.variant) });
      this.ask.hidden = false;
      app.root.dataset.link = 'asking';
      this.ask.querySelector('[data-share="open"]').focus();
      return;
    }
    this.openLinked(linked);
  }

  openPending() {
    const linked = this.pending;
    this.keep();
    if (linked) this.openLinked(linked);
  }

  keep() {
    this.pending = null;
    this.ask.hidden = true;
    this.message('');
  }

  /** Shows the link's game for two people: its main line, at the ply shown. */
  openLinked({ variant, start, moves, ply }) {
    const { app } = this;
    app.editor?.close();
    const old = app.session.records[variant];
    app.session.records[variant] = { ...blankRecord(), start, tree: { moves: moves.map((move) => ({ move })) }, moves: moves.slice(0, ply), flipped: old.flipped };
    app.switchVariant(variant);
    this.message(app.t('linkOpened'));
  }
}
