// The time-control choice of the New game form (docs/page.md "Clocks"): no clock, a few presets
// players use (lichess-style sudden death and Fischer, shogi byoyomi), or custom values. The
// choice is a settings object of the library's GameClock (bindings/js/game-clock.js), which
// checks it; the page only turns the form's minutes and seconds into milliseconds.
import { GameClock } from '../bindings/js/game-clock.js';

const MIN = 60000;
const SEC = 1000;

export const TIME_PRESETS = [
  { id: 'sd-5', settings: { kind: 'sudden-death', time: 5 * MIN } },
  { id: 'sd-10', settings: { kind: 'sudden-death', time: 10 * MIN } },
  { id: 'f-3-2', settings: { kind: 'fischer', time: 3 * MIN, increment: 2 * SEC } },
  { id: 'f-5-3', settings: { kind: 'fischer', time: 5 * MIN, increment: 3 * SEC } },
  { id: 'f-10-5', settings: { kind: 'fischer', time: 10 * MIN, increment: 5 * SEC } },
  { id: 'f-15-10', settings: { kind: 'fischer', time: 15 * MIN, increment: 10 * SEC } },
  { id: 'b-0-10', settings: { kind: 'byoyomi', time: 0, byoyomi: 10 * SEC, periods: 1 } },
  { id: 'b-10-30', settings: { kind: 'byoyomi', time: 10 * MIN, byoyomi: 30 * SEC, periods: 1 } },
  { id: 'b-5-30x3', settings: { kind: 'byoyomi', time: 5 * MIN, byoyomi: 30 * SEC, periods: 3 } },
];

const KINDS = ['sudden-death', 'fischer', 'byoyomi'];

// A number of minutes or seconds as the form shows it: no trailing zeros, no float noise.
const amount = (ms, unit) => String(Math.round((ms / unit) * 1000) / 1000);

/** The words for a time control: "10 min + 30 s byoyomi", "3 min + 2 s per move", ... */
export function describeTimeControl(t, settings) {
  if (!settings) return t('tcNone');
  const main = t('tcMinutes', { n: amount(settings.time, MIN) });
  if (settings.kind === 'sudden-death') return t('tcSuddenDeath', { main });
  if (settings.kind === 'fischer') return t('tcFischer', { main, inc: t('tcSeconds', { n: amount(settings.increment, SEC) }) });
  const byo = t('tcSeconds', { n: amount(settings.byoyomi, SEC) });
  const periods = settings.periods ?? 1;
  if (!settings.time) return periods > 1 ? t('tcByoyomiOnlyPeriods', { byo, periods }) : t('tcByoyomiOnly', { byo });
  return periods > 1 ? t('tcByoyomiPeriods', { main, byo, periods }) : t('tcByoyomi', { main, byo });
}

function sameSettings(a, b) {
  return Boolean(a && b) && ['kind', 'time', 'increment', 'byoyomi', 'periods'].every((k) => (a[k] ?? null) === (b[k] ?? null));
}

// The record each form last showed: the form follows the record shown when another one comes
// (a new game, the other variant), and otherwise keeps what the person chose but did not start.
const shownRecord = new WeakMap();

/** Fills the form's time-control choice (its words, and the shown record's control as chosen). */
export function labelTimeControls(app) {
  const { refs, t } = app;
  const kept = { choice: refs.timeSelect.value, kind: refs.timeKind.value };
  const option = (value, text) => Object.assign(document.createElement('option'), { value, textContent: text });
  refs.timeSelect.replaceChildren(
    option('none', t('tcNone')),
    ...TIME_PRESETS.map((p) => option(p.id, describeTimeControl(t, p.settings))),
    option('custom', t('tcCustom')),
  );
  refs.timeKind.replaceChildren(...KINDS.map((k) => option(k, t(`tcKind_${k.replace('-', '_')}`))));
  if (shownRecord.get(refs.timeSelect) === app.record) {
    refs.timeSelect.value = kept.choice || 'none';
    refs.timeKind.value = kept.kind || KINDS[0];
  } else {
    shownRecord.set(refs.timeSelect, app.record);
    const current = app.record.timeControl ?? null;
    const preset = TIME_PRESETS.find((p) => sameSettings(p.settings, current));
    if (!current) refs.timeSelect.value = 'none';
    else if (preset) refs.timeSelect.value = preset.id;
    else {
      refs.timeSelect.value = 'custom';
      refs.timeKind.value = current.kind;
      refs.timeMain.value = amount(current.time, MIN);
      if (current.increment) refs.timeIncrement.value = amount(current.increment, SEC);
      if (current.byoyomi) refs.timeByoyomi.value = amount(current.byoyomi, SEC);
      refs.timePeriods.value = String(current.periods ?? 1);
    }
  }
  showCustomFields(app);
}

/** Shows the custom fields the chosen kind takes (only with "Custom"). */
export function showCustomFields(app) {
  const { refs } = app;
  const custom = refs.timeSelect.value === 'custom';
  refs.timeCustom.hidden = !custom;
  const kind = refs.timeKind.value;
  refs.timeIncrementLabel.hidden = kind !== 'fischer';
  refs.timeByoyomiLabel.hidden = kind !== 'byoyomi';
  refs.timePeriodsLabel.hidden = kind !== 'byoyomi';
  refs.timeMessage.textContent = '';
}

/**
 * The time control the form asks for: { settings } (null: no clock), or { error } with the
 * library's words for values it refuses (a GameClock is built once to check them).
 */
export function readTimeControl(app) {
  const { refs } = app;
  const chosen = refs.timeSelect.value;
  if (chosen === 'none' || !chosen) return { settings: null };
  const preset = TIME_PRESETS.find((p) => p.id === chosen);
  let settings;
  if (preset) settings = { ...preset.settings };
  else {
    const kind = KINDS.includes(refs.timeKind.value) ? refs.timeKind.value : 'sudden-death';
    // An empty or non-numeric field stays NaN, which GameClock refuses by name.
    const number = (input) => (input.value.trim() === '' ? NaN : Number(input.value));
    settings = { kind, time: Math.round(number(refs.timeMain) * MIN) };
    if (kind === 'fischer') settings.increment = Math.round(number(refs.timeIncrement) * SEC);
    if (kind === 'byoyomi') {
      settings.byoyomi = Math.round(number(refs.timeByoyomi) * SEC);
      settings.periods = number(refs.timePeriods);
    }
  }
  try {
    new GameClock(settings);
  } catch (err) {
    return { error: err.message };
  }
  return { settings };
}
