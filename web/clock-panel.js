// The two clock displays over the panel (docs/page.md "Clocks"): one per side with its name, the
// running one marked, a side low on time warned. It draws what the GameClock reads; the time
// itself is kept by web/game-clocks.js.

// Below this much time before its flag would fall a side is warned, and tenths are shown.
export const LOW_TIME_MS = 10000;

/** "1:02:03", "4:59", "0:07.3" (tenths when little is left); never rounds up to time not there. */
export function formatClock(ms) {
  const left = Math.max(0, ms);
  const tenths = Math.floor(left / 100);
  const seconds = Math.floor(left / 1000);
  const two = (n) => String(n).padStart(2, '0');
  if (left < LOW_TIME_MS) return `0:${two(seconds)}.${tenths % 10}`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  return h ? `${h}:${two(m)}:${two(seconds % 60)}` : `${m}:${two(seconds % 60)}`;
}

/** Ms before side i's flag would fall if its clock ran from now (its main time, then its periods). */
export function timeToFlag(side, settings, i) {
  if (side.periods === 0) return side.main;
  return side.main + side.period + (side.periods - 1) * settings.byoyomi[i];
}

/**
 * Renders `reading` (GameClock.read()) for the control `settings` (GameClock.settings), or hides
 * the clocks when `reading` is null.
 */
export function renderClocks(app, reading, settings) {
  const { refs, t } = app;
  refs.clocks.hidden = !reading;
  if (!reading) return;
  for (const player of [1, 2]) {
    const el = refs[`clock${player}`];
    const side = reading.sides[player - 1];
    const running = reading.turn === player && !reading.flag;
    const inByoyomi = settings.kind === 'byoyomi' && side.main <= 0;
    // The periods left, the running one included, when more than one is left.
    const periods = settings.kind === 'byoyomi' && side.periods > 1 ? ` ×${side.periods}` : '';
    let note = '';
    if (inByoyomi) note = t('clockByoyomi');
    else if (settings.kind === 'byoyomi') note = `+ ${t('tcSeconds', { n: settings.byoyomi[player - 1] / 1000 })}${periods}`;
    el.querySelector('.rg-clock-name').textContent = app.sideName(player);
    el.querySelector('.rg-clock-time').textContent = inByoyomi ? `${formatClock(side.period)}${periods}` : formatClock(side.main);
    el.querySelector('.rg-clock-note').textContent = note;
    el.dataset.running = String(running);
    el.dataset.paused = String(running && reading.paused);
    el.dataset.low = String(!reading.flag && timeToFlag(side, settings, player - 1) < LOW_TIME_MS);
    el.dataset.flag = String(reading.flag?.side === player);
  }
}
