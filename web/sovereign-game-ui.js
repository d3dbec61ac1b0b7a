// What the page does differently for Sovereign Chess, in one place: its view and panel (armies,
// blocked squares, defection, swap), side names with the owned army, move text, the promotion
// and castling chooser, the record format (PGN) and its player tags. The rules themselves come
// from the library (armies, defections, canSwap, persons).
import { SovereignView } from './sovereign-view.js';
import { SovereignPanel } from './sovereign-panel.js';
import { colourName, sovereignPieceName, chessPieceName } from './i18n.js';
import { sovereignMoveText } from './notation.js';

export const sovereignUi = {
  variant: 'sovereign',
  importHelp: 'importHelpSovereign',
  recordFormats: ['pgn'],
  keyboardStart: 'h8',
  promotionFlips: false,

  createView(app) {
    return new SovereignView(app.refs.canvas);
  },

  createPanel(app) {
    return new SovereignPanel(app);
  },

  readExtras(game) {
    return { armies: game.armies(), defections: game.defections(), canSwap: game.canSwap(), persons: game.persons() };
  },

  sideName(app, player) {
    const owned = app.extras?.armies?.owned?.[player];
    const base = app.t('player', { n: player });
    return owned ? `${base} (${colourName(app.lang, owned)})` : base;
  },

  pieceOf(entry) {
    return entry.piece;
  },

  isKingOf(piece, player, app) {
    return piece.type === 'K' && piece.colour === app.extras.armies.owned[player];
  },

  /** After a swap the persons change sides: the board side of `person` comes from the library. */
  boardSide(person, extras) {
    if (extras?.persons) return extras.persons[1] === person ? 1 : 2;
    return person;
  },

  moveText(app, move, index, mark) {
    // The side that made move `index`, counted from the start position's side to move (the
    // library's): turns alternate, the swap included.
    return sovereignMoveText(move, app.lang, app.t, app.t('player', { n: app.moverOf(index) }), mark);
  },

  pieceName(app, piece) {
    return piece.name;
  },

  describePiece(app, piece) {
    return sovereignPieceName(app.lang, piece.colour, piece.type);
  },

  /** The chooser for a promotion (one per piece) or a king move that may also castle. */
  choices(app, moves) {
    let title = app.t('chooseMove');
    const options = moves.map((m) => {
      if (m.promotion) {
        title = app.t('promoteChess');
        return [m, chessPieceName(app.lang, m.promotion)];
      }
      return [m, m.castle ? app.t('castle', { rook: m.rook }) : app.t('kingStep', { to: m.to })];
    });
    return { title, options };
  },

  choiceClass(move) {
    return move.promotion ? `rg-promo rg-c-${move.piece.colour}` : '';
  },

  recordNames(players) {
    return { tags: { Player1: players[1], Player2: players[2] } };
  },

  /** An ending by the players' word as the PGN result. */
  recordEnding({ winner }) {
    return { result: winner === 1 ? '1-0' : winner === 2 ? '0-1' : '1/2-1/2' };
  },

  recordPlayers(read) {
    return [read.tags.Player1, read.tags.Player2];
  },
};
