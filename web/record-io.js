// Record import and export for the panel's Import / export box and `el.loadRecord()`: positions
// and move lists, and game records (KIF, KI2, CSA, USI, JKF, PGN) read and written by the library,
// with their variations (the move tree: KIF 変化, JKF forks, PGN's parentheses; CSA and USI write
// the main line alone). What the library refuses is shown as its message and changes nothing.
import { parseImport, exportMoves, isolate } from './notation.js';
import { blankRecord } from './board-session.js';

const RECORD_FORMAT_NAMES = { kif: 'KIF (UTF-8)', 'kif-sjis': 'KIF (Shift_JIS)', ki2: 'KI2', csa: 'CSA', usi: 'USI', jkf: 'JKF (JSON)', pgn: 'PGN' };
const RECORD_FILE_EXTENSIONS = { kif: 'kifu', 'kif-sjis': 'kif', ki2: 'ki2', csa: 'csa', usi: 'usi.txt', jkf: 'jkf', pgn: 'pgn' };

export class RecordIo {
  constructor(app) {
    this.app = app;
  }

  message(text, error) {
    const { ioMessage } = this.app.refs;
    ioMessage.textContent = text;
    if (error !== undefined) ioMessage.classList.toggle('rg-error', error);
  }

  /** The format choice for the game shown, keeping the chosen one when it still applies. */
  labelFormats() {
    const { refs, ui } = this.app;
    const formats = ui.recordFormats;
    const chosen = refs.recordFormat.value;
    refs.recordFormat.replaceChildren(...formats.map((f) => Object.assign(document.createElement('option'), { value: f, textContent: RECORD_FORMAT_NAMES[f] })));
    if (formats.includes(chosen)) refs.recordFormat.value = chosen;
  }

  importText() {
    const { app } = this;
    const { refs, t } = app;
    const text = refs.ioText.value;
    if (!text.trim()) return this.message(t('importEmpty'), true);
    // Several lines, a PGN tag or a JSON object: a game record (KIF, CSA, JKF, PGN) for the library to read.
    if (/\n\s*\S/.test(text.trim()) || /^\s*[[{]/.test(text)) return this.importRecord(text);
    const { position, moves } = parseImport(text);
    let game;
    try {
      game = app.regalia.newGame(app.variant, position ? { position } : {});
    } catch (err) {
      return this.message(t('importPositionError', { message: err.message }), true);
    }
    for (let i = 0; i < moves.length; i++) {
      try {
        game.play(moves[i]);
      } catch (err) {
        game.dispose();
        return this.message(t('importMoveError', { n: i + 1, move: isolate(app.lang, moves[i]), message: err.message }), true);
      }
    }
    const old = app.record;
    app.replaceGame(game, { ...blankRecord(), start: position, moves: game.history().map((m) => m.notation), side: old.side, opponent: old.opponent, flipped: old.flipped });
    this.message(t('imported'), false);
    app.refresh();
  }

  /** Reads a record (text, or the bytes of a Shift_JIS KIF file) through the library. */
  importRecord(input) {
    const { app } = this;
    try {
      this.loadRecord(input, { variant: app.variant });
    } catch (err) {
      app.refs.ioMessage.textContent = err.message;
      app.refs.ioMessage.classList.add('rg-error');
      return;
    }
    app.refs.ioMessage.textContent = app.t('imported');
    app.refs.ioMessage.classList.remove('rg-error');
  }

  /**
   * Shows a game record for two people; without `variant` the record's own (a KIF on a Sovereign
   * board switches to SHOWGIT). A record the library refuses throws and changes nothing.
   */
  loadRecord(input, { variant } = {}) {
    const { app } = this;
    const read = app.regalia.importRecord(input, variant ? { variant } : {});
    app.aiTurns.cancel();
    const fresh = app.regalia.newGame(read.variant);
    const standardStart = fresh.position();
    fresh.dispose();
    const names = app.uiOf(read.variant).recordPlayers(read);
    const old = app.session.records[read.variant];
    const record = {
      ...blankRecord(),
      start: read.position === standardStart ? null : read.position,
      moves: read.moves.slice(), // shown at the end of the main line
      tree: read.tree,
      players: names[0] || names[1] ? { 1: names[0] ?? '', 2: names[1] ?? '' } : null,
      side: old.side,
      opponent: 'human',
      flipped: old.flipped,
    };
    if (read.variant !== app.variant) {
      // The other variant's board: switchVariant rebuilds the game from the record just kept.
      app.session.records[read.variant] = record;
      read.game.dispose();
      app.switchVariant(read.variant);
      return;
    }
    app.replaceGame(read.game, record);
    app.labelControls();
    app.refresh();
  }

  // The record in the chosen format: text, or bytes for Shift_JIS KIF. Player names go in as
  // headers; the whole tree goes in, written from a game of its main line (whatever is shown).
  recordData(format) {
    const { app } = this;
    const { session, record } = app;
    const players = record.players;
    const names = players ? app.ui.recordNames(players) : {};
    const main = session.mainLine();
    const game = app.regalia.newGame(app.variant, record.start ? { position: record.start } : {});
    try {
      for (const move of main) game.play(move);
      // A resignation or an agreed draw is the players' word, not the rules': the record says it
      // when it ended the main line.
      const { ending } = record;
      const said = ending && (ending.at ?? []).join(' ') === main.join(' ') && !game.status().over ? app.ui.recordEnding(ending) : {};
      session.keepTree();
      return game.exportRecord(format, { ...names, ...said, tree: record.tree });
    } finally {
      game.dispose();
    }
  }

  exportRecord() {
    const { refs } = this.app;
    const format = refs.recordFormat.value === 'kif-sjis' ? 'kif' : refs.recordFormat.value;
    try {
      refs.ioText.value = this.recordData(format);
      refs.ioMessage.textContent = '';
    } catch (err) {
      refs.ioMessage.textContent = err.message;
    }
  }

  saveRecord() {
    const { refs, variant } = this.app;
    const format = refs.recordFormat.value;
    let data;
    try {
      data = this.recordData(format);
    } catch (err) {
      refs.ioMessage.textContent = err.message;
      return;
    }
    const type = format === 'kif-sjis' ? 'text/plain;charset=Shift_JIS' : 'text/plain;charset=utf-8';
    const url = URL.createObjectURL(new Blob([data], { type }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `regalia-${variant}.${RECORD_FILE_EXTENSIONS[format]}` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  exportPosition() {
    this.app.refs.ioText.value = this.app.game.position();
    this.app.refs.ioMessage.textContent = '';
  }

  exportMoves() {
    const { app } = this;
    app.refs.ioText.value = exportMoves(app.variant, app.record.start, app.record.moves);
    app.refs.ioMessage.textContent = '';
  }
}
