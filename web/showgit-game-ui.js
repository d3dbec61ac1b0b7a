// What the page does differently for SHOWGIT, in one place: its view and panel (the hands),
// side names (STAR / TIME), move text, the promotion chooser's words, record formats and the
// KIF player headers. The rules themselves come from the library.
import { ShowgitView } from './showgit-view.js';
import { ShowgitHands } from './showgit-hands.js';
import { showgitName } from './i18n.js';
import { showgitMoveText } from './notation.js';

export const showgitUi = {
  variant: 'showgit',
  importHelp: 'importHelpShowgit',
  recordFormats: ['kif', 'kif-sjis', 'ki2', 'csa', 'usi', 'jkf'],
  keyboardStart: '5e', // where the keyboard cursor starts when no king can be found
  promotionFlips: true, // a promotion turns the counter over (web/board-app.js startFlip)

  createView(app) {
    return new ShowgitView(app.refs.canvas, app.showgitPieces);
  },

  createPanel(app) {
    return new ShowgitHands(app);
  },

  /** What the page reads besides the common state: nothing, the hands are read as drawn. */
  readExtras() {
    return {};
  },

  sideName(app, player) {
    return showgitName(app.lang, player === 1 ? 'STAR' : 'TIME');
  },

  /** The piece of a board() entry (SHOWGIT entries are the pieces, empty squares null). */
  pieceOf(entry) {
    return entry;
  },

  isKingOf(piece, player) {
    return piece.type === 'K' && piece.owner === player;
  },

  /** The board side the person plays: their person number (no swap in SHOWGIT). */
  boardSide(person) {
    return person;
  },

  moveText(app, move, index, mark) {
    return showgitMoveText(move, app.lang, mark);
  },

  pieceName(app, piece) {
    return showgitName(app.lang, piece.name);
  },

  /** A hand piece's name, for the announcement of its selection. */
  dropName(app, type) {
    return showgitName(app.lang, app.showgitPieces[type].name);
  },

  /** The counter a hand piece of `player` shows while it is dragged. */
  handPiece(app, type, player) {
    const info = app.showgitPieces[type];
    return { type, owner: player, name: player === 1 ? info.name : info.secondPlayerName, promoted: false };
  },

  describePiece(app, piece) {
    return `${showgitName(app.lang, piece.name)} (${app.sideName(piece.owner)})`;
  },

  /** The chooser for a move with and without promotion: title, then [move, label] promotion first. */
  choices(app, moves) {
    const pieces = app.showgitPieces;
    const nameOf = (type) => (app.turn === 1 ? pieces[type].name : pieces[type].secondPlayerName);
    const options = moves.map((m) => [m, m.promotion
      ? app.t('promoteTo', { name: showgitName(app.lang, nameOf(`+${m.piece}`)) })
      : app.t('keep', { name: showgitName(app.lang, nameOf(pieces[m.piece].type)) })]);
    options.sort((a, b) => Number(b[0].promotion) - Number(a[0].promotion));
    return { title: app.t('promoteQuestion'), options };
  },

  choiceClass() {
    return '';
  },

  /** Player names as the export options of a KIF record. */
  recordNames(players) {
    return { headers: { sente: players[1], gote: players[2] } };
  },

  /**
   * An ending by the players' word or the clock as export options: KIF 投了 / 引き分け / 切れ負け,
   * CSA %TORYO / %HIKIWAKE / %TIME_UP.
   */
  recordEnding({ reason, winner }) {
    return { ending: { resign: 'resign', agreement: 'draw', 'time-up': 'time-up' }[reason], winner };
  },

  /** [first, second] player names of an imported record. */
  recordPlayers(read) {
    return [read.headers.sente, read.headers.gote];
  },
};
