// The status line (whose turn, check, or the result) and the game-over banner over the board,
// with the players' names of an imported record and, under the result, Rematch and Swap sides
// (web/game-flow.js), and the handicap of the game shown (web/handicap-chooser.js); always text,
// never markup.
import { renderHandicapNote } from './handicap-chooser.js';

export function renderStatus(app) {
  const { t, refs, status } = app;
  const players = app.record.players;
  refs.players.hidden = !players;
  refs.players.textContent = players ? t('players', { first: players[1] || '?', second: players[2] || '?' }) : '';
  renderHandicapNote(app);
  const banner = refs.banner;
  if (status.over) {
    const reason = t(`reason_${status.reason.replace(/-/g, '_')}`);
    const result = status.winner ? t('win', { side: app.sideName(status.winner) }) : t('draw');
    refs.status.textContent = `${t('gameOver')}: ${reason} — ${result}`;
    banner.replaceChildren(
      hideButton(app),
      Object.assign(document.createElement('strong'), { textContent: reason }),
      Object.assign(document.createElement('span'), { textContent: result }),
      rematchButtons(app),
    );
    banner.dataset.reason = status.reason;
    // Hidden by its button, it stays hidden for this ending (the status line keeps the result).
    banner.hidden = app.bannerHidden === endingKey(app);
  } else {
    banner.hidden = true;
    refs.status.textContent = t('toMove', { side: app.sideName(app.turn) }) + (app.checkSquare ? ` ${t('check')}` : '');
  }
}

/** The game's ending as shown: which ending, after how many moves. */
export function endingKey(app) {
  return `${app.status.reason}@${app.history.length}`;
}

// Over a phone's board the banner hides much of the final position: this button hides the banner.
function hideButton(app) {
  const button = Object.assign(document.createElement('button'), { type: 'button', className: 'rg-banner-hide', textContent: '×' });
  button.dataset.action = 'hide-banner';
  button.setAttribute('aria-label', app.t('hideBanner'));
  button.title = app.t('hideBanner');
  return button;
}

function rematchButtons(app) {
  const box = Object.assign(document.createElement('div'), { className: 'rg-rematch rg-full' });
  for (const [action, key] of [['rematch', 'rematch'], ['rematch-swap', 'rematchSwap']]) {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: app.t(key) });
    button.dataset.action = action;
    box.append(button);
  }
  return box;
}
