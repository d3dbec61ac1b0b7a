// The SHOWGIT panel: both hands as buttons with their counters drawn, the person's side at the
// bottom. Pressing, dragging and keyboard selection of a hand piece are wired in web/input.js.
import { showgitName } from './i18n.js';
import { drawHandPiece } from './showgit-view.js';

const HAND_ORDER = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];

export class ShowgitHands {
  constructor(app) {
    this.app = app;
  }

  show(shown) {
    this.app.refs.handTop.hidden = !shown;
    this.app.refs.handBottom.hidden = !shown;
  }

  // The hands mark the selected drop piece and turn with the board.
  selectionChanged() {
    this.render();
  }

  orientationChanged() {
    this.render();
  }

  render() {
    const { app } = this;
    const { refs, lang, showgitPieces } = app;
    const hands = app.game.hands();
    const top = app.record.flipped ? 1 : 2;
    for (const [el, player] of [[refs.handTop, top], [refs.handBottom, 3 - top]]) {
      const title = Object.assign(document.createElement('span'), { className: 'rg-hand-title', textContent: app.t('handOf', { side: app.sideName(player) }) });
      el.setAttribute('aria-label', title.textContent);
      el.dataset.player = String(player);
      const buttons = [];
      for (const type of HAND_ORDER) {
        const count = hands[player]?.[type] ?? 0;
        if (!count) continue;
        const info = showgitPieces[type];
        const name = player === 1 ? info.name : info.secondPlayerName;
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'rg-hand-piece';
        b.dataset.drop = type;
        b.dataset.player = String(player);
        b.dataset.count = String(count);
        b.disabled = player !== app.turn || !app.controller.canInteract();
        b.setAttribute('aria-pressed', String(app.controller.sel?.drop === type && player === app.turn));
        b.setAttribute('aria-label', `${showgitName(lang, name)} ×${count}`);
        const c = document.createElement('canvas');
        c.className = 'rg-hand-canvas';
        c.setAttribute('aria-hidden', 'true');
        const n = Object.assign(document.createElement('span'), { className: 'rg-count', textContent: `×${count}` });
        n.setAttribute('aria-hidden', 'true');
        b.append(c, n);
        buttons.push([b, c, { type, owner: player, name, moves: info }]);
      }
      const row = document.createElement('div');
      row.className = 'rg-hand-pieces';
      row.append(...buttons.map(([b]) => b));
      if (!buttons.length) row.append(Object.assign(document.createElement('span'), { className: 'rg-help', textContent: app.t('handEmpty') }));
      el.replaceChildren(title, row);
      for (const [, c, piece] of buttons) drawHandPiece(c, { ...piece, lang, flipped: app.record.flipped, set: app.view?.pieceSet });
    }
  }
}
