// The Sovereign Chess panel: each player's owned and controlled armies (with the person playing
// them after a swap), the blocked coloured squares, the defection chooser and the swap button.
// All of it is read from the library (armies, defections, canSwap, persons, board()'s blocked).
import { colourName } from './i18n.js';
import { isolate } from './notation.js';

export class SovereignPanel {
  constructor(app) {
    this.app = app;
    this.blocked = [];
  }

  show(shown) {
    this.app.refs.sovereignPanel.hidden = !shown;
  }

  selectionChanged() {}

  /** The Defect button: the chosen colour's defection, or with a king step, pick its square next. */
  defect() {
    const { app } = this;
    const colour = app.refs.defectSelect.value;
    if (!colour || !app.controller.canInteract()) return;
    const moves = app.legal.filter((m) => m.defection === colour);
    const plain = moves.find((m) => !m.to || m.to === m.from);
    if (plain) {
      app.playMove(plain);
      return;
    }
    // The king stands on that colour's square: the defection comes with a king step off it.
    app.controller.select({ defection: colour });
    app.refs.status.textContent = app.t('defectPickSquare', { colour: colourName(app.lang, colour) });
    app.announce(app.refs.status.textContent);
  }

  orientationChanged() {}

  render() {
    const { app } = this;
    const { refs, t, lang } = app;
    const { armies, persons, defections, canSwap } = app.extras;
    const swatch = (colour) => {
      const s = document.createElement('span');
      s.className = `rg-swatch rg-c-${colour}`;
      s.title = colourName(lang, colour);
      s.dataset.colour = colour;
      const label = Object.assign(document.createElement('span'), { textContent: colourName(lang, colour) });
      const wrap = Object.assign(document.createElement('span'), { className: 'rg-army' });
      wrap.append(s, label);
      return wrap;
    };
    const blocks = [1, 2].map((player) => {
      const div = document.createElement('div');
      div.className = 'rg-player';
      div.dataset.player = String(player);
      const head = document.createElement('strong');
      const person = persons?.[player];
      head.textContent = t('player', { n: player }) + (person && person !== player ? ` · ${t('person', { n: person })}` : '');
      const owns = document.createElement('div');
      owns.append(`${t('owns')}: `, swatch(armies.owned[player]));
      const controls = document.createElement('div');
      const others = armies.controlled[player].filter((c) => c !== armies.owned[player]);
      controls.append(`${t('controls')}: `);
      if (others.length) for (const c of others) controls.append(swatch(c));
      else controls.append(t('none'));
      div.append(head, owns, controls);
      app.root.dataset[`controlled${player}`] = armies.controlled[player].join(' ');
      app.root.dataset[`owned${player}`] = armies.owned[player];
      return div;
    });
    refs.armies.replaceChildren(...blocks);
    // The legend of the board's corner dots (sovereign-view.js drawPiece): whose army a piece is in.
    const dot = (player) => Object.assign(document.createElement('span'), { className: `rg-dot rg-dot-${player}` });
    refs.dotLegend.replaceChildren(`${t('dotLegend')} `, dot(1), ` ${t('player', { n: 1 })} · `, dot(2), ` ${t('player', { n: 2 })}`);

    // The library marks the blocked coloured squares (R4.2); listed colour by colour, in the
    // order the board first shows each colour.
    const byColour = new Map();
    for (const row of app.rows) {
      for (const sq of row) {
        if (!sq.squareColour) continue;
        if (!byColour.has(sq.squareColour)) byColour.set(sq.squareColour, []);
        if (sq.blocked) byColour.get(sq.squareColour).push(sq.square);
      }
    }
    const blocked = [...byColour].flatMap(([colour, squares]) => squares.map((sq) => [sq, colour]));
    this.blocked = blocked.map(([sq]) => sq);
    app.root.dataset.blocked = this.blocked.join(' ');
    refs.blocked.textContent = blocked.length ? blocked.map(([sq, c]) => `${isolate(lang, sq)} (${colourName(lang, c)})`).join(', ') : t('none');

    refs.defectSelect.replaceChildren(...defections.map((c) => Object.assign(document.createElement('option'), { value: c, textContent: colourName(lang, c) })));
    const canDefect = defections.length > 0 && app.controller.canInteract();
    refs.defectSelect.disabled = !canDefect;
    refs.defectBox.querySelector('[data-action="defect"]').disabled = !canDefect;
    refs.defectBox.dataset.count = String(defections.length);
    refs.swapBox.hidden = !canSwap || app.aiTurns.isAiTurn() || app.status.over;
    app.root.dataset.canSwap = String(canSwap);
  }
}
