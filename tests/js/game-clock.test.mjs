// GameClock (bindings/js/game-clock.js) on a hand-stepped time source: each control, flag falls,
// byoyomi periods, pause/resume, a save and restore that charges nothing for the gap, the limits
// handed to think(), and bad settings refused. No real waiting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GameClock, RegaliaError, load } from '../../bindings/js/node.js';

function fakeTime() {
  let t = 1000;
  return { now: () => t, advance: (ms) => { t += ms; } };
}

test('sudden death: each side is charged its own thinking, the flag falls at zero with the side', () => {
  const time = fakeTime();
  const clock = new GameClock({ kind: 'sudden-death', time: 60000 }, { now: time.now });
  assert.equal(clock.turn, null);
  clock.start();
  time.advance(10000);
  assert.equal(clock.moved(), null);
  assert.equal(clock.turn, 2);
  time.advance(25000);
  clock.moved();
  assert.deepEqual(clock.read().sides.map((s) => s.main), [50000, 35000]);
  assert.equal(clock.msUntilFlag(), 50000);
  time.advance(49999);
  assert.equal(clock.flag, null);
  time.advance(1);
  assert.deepEqual(clock.flag, { reason: 'time-up', side: 1, winner: 2 });
  assert.equal(clock.read().sides[0].main, 0);
  assert.equal(clock.msUntilFlag(), Infinity);
  // A move after the flag fell does not count: the flag stays and the turn does not pass.
  time.advance(5000);
  assert.deepEqual(clock.moved(), { reason: 'time-up', side: 1, winner: 2 });
  assert.equal(clock.turn, 1);
});

test('a move made after the time ran out, unseen until then, is a flag fall', () => {
  const time = fakeTime();
  const clock = new GameClock({ kind: 'sudden-death', time: [1000, 5000] }, { now: time.now });
  clock.start(2);  // the handicap giver moves first
  time.advance(5001);
  assert.deepEqual(clock.moved(), { reason: 'time-up', side: 2, winner: 1 });
});

test('Fischer: the increment is added after each move, per side', () => {
  const time = fakeTime();
  const clock = new GameClock({ kind: 'fischer', time: 30000, increment: [2000, 5000] }, { now: time.now });
  clock.start();
  time.advance(3000);
  clock.moved();
  time.advance(1000);
  clock.moved();
  assert.deepEqual(clock.read().sides.map((s) => s.main), [29000, 34000]);
  assert.deepEqual(clock.thinkClock(), { time: [29000, 34000], increment: [2000, 5000], byoyomi: 0 });
  // The increment does not save a move that overran.
  time.advance(29000);
  assert.deepEqual(clock.moved(), { reason: 'time-up', side: 1, winner: 2 });
});

test('byoyomi: main time, then a fresh period every move; an overrun spends a period; the last one falls', () => {
  const time = fakeTime();
  const clock = new GameClock({ kind: 'byoyomi', time: 10000, byoyomi: 5000, periods: 3 }, { now: time.now });
  clock.start();
  // 12 s: the 10 s main time and 2 s of the first period.
  time.advance(12000);
  assert.deepEqual(clock.read().sides[0], { main: 0, period: 3000, periods: 3 });
  clock.moved();
  time.advance(1000);
  clock.moved();
  assert.deepEqual(clock.read().sides[0], { main: 0, period: 5000, periods: 3 }, 'a move resets the period');
  // 7 s: one period spent, 2 s into the next.
  time.advance(7000);
  assert.deepEqual(clock.read().sides[0], { main: 0, period: 3000, periods: 2 });
  assert.deepEqual(clock.thinkClock(), { time: [0, 9000], increment: [0, 0], byoyomi: 3000 });
  clock.moved();
  assert.equal(clock.read().sides[0].periods, 2, 'periods spent are not given back');
  time.advance(1000);
  clock.moved();
  assert.equal(clock.msUntilFlag(), 10000);
  time.advance(9999);
  assert.equal(clock.flag, null);
  assert.deepEqual(clock.read().sides[0], { main: 0, period: 1, periods: 1 });
  time.advance(1);
  assert.deepEqual(clock.flag, { reason: 'time-up', side: 1, winner: 2 });
  assert.deepEqual(clock.read().sides[0], { main: 0, period: 0, periods: 0 });
});

test('byoyomi alone (no main time), and per-side periods', () => {
  const time = fakeTime();
  const clock = new GameClock({ kind: 'byoyomi', time: 0, byoyomi: 10000, periods: [1, 2] }, { now: time.now });
  clock.start();
  assert.deepEqual(clock.thinkClock(), { time: [0, 0], increment: [0, 0], byoyomi: 10000 });
  time.advance(9999);
  clock.moved();
  time.advance(10000);
  assert.equal(clock.flag, null, 'the second player still has a period');
  assert.equal(clock.read().sides[1].periods, 1);
  clock.moved();
  time.advance(10000);
  assert.deepEqual(clock.flag, { reason: 'time-up', side: 1, winner: 2 });
});

test('pause and resume: nothing is charged while paused; a move while paused switches sides', () => {
  const time = fakeTime();
  const clock = new GameClock({ kind: 'sudden-death', time: 10000 }, { now: time.now });
  clock.start();
  time.advance(2000);
  clock.pause();
  assert.equal(clock.paused, true);
  assert.equal(clock.msUntilFlag(), Infinity);
  time.advance(60000);
  assert.equal(clock.flag, null);
  assert.equal(clock.read().sides[0].main, 8000);
  clock.resume();
  time.advance(1000);
  assert.equal(clock.read().sides[0].main, 7000);
  clock.pause();
  clock.moved();
  assert.equal(clock.turn, 2);
  time.advance(5000);
  assert.equal(clock.read().sides[1].main, 10000);
});

test('toJSON and restore: the same state through JSON, and the time while closed is not charged', () => {
  for (const settings of [
    { kind: 'sudden-death', time: [60000, 30000] },
    { kind: 'fischer', time: 60000, increment: 3000 },
    { kind: 'byoyomi', time: 5000, byoyomi: [10000, 20000], periods: [2, 3] },
  ]) {
    const time = fakeTime();
    const clock = new GameClock(settings, { now: time.now });
    clock.start();
    time.advance(4000);
    clock.moved();
    time.advance(7000);
    const saved = JSON.parse(JSON.stringify(clock));
    const shown = clock.read();
    time.advance(3_600_000);  // the page was closed for an hour
    const back = GameClock.restore(saved, { now: time.now });
    assert.deepEqual(back.toJSON(), saved, settings.kind);
    assert.deepEqual(back.read(), shown, settings.kind);
    time.advance(500);
    const left = (side) => side.main + side.period;
    assert.equal(left(back.read().sides[1]), left(shown.sides[1]) - 500, `${settings.kind}: counts on from the restore`);
  }
  // A fallen flag and a paused clock survive too.
  const time = fakeTime();
  const clock = new GameClock({ kind: 'sudden-death', time: 1000 }, { now: time.now });
  clock.start();
  time.advance(1000);
  const flagged = GameClock.restore(clock.toJSON(), { now: time.now });
  assert.deepEqual(flagged.flag, { reason: 'time-up', side: 1, winner: 2 });
  const paused = new GameClock({ kind: 'sudden-death', time: 1000 }, { now: time.now });
  paused.start();
  paused.pause();
  const back = GameClock.restore(paused.toJSON(), { now: time.now });
  time.advance(5000);
  assert.equal(back.paused, true);
  assert.equal(back.read().sides[0].main, 1000);
});

test('bad settings, sources and saved objects are refused with a RegaliaError naming the problem', () => {
  const bad = [
    [undefined, /settings must be an object/],
    [{ kind: 'hourglass', time: 1000 }, /'sudden-death', 'fischer', 'byoyomi'/],
    [{ kind: 'sudden-death' }, /time must be milliseconds/],
    [{ kind: 'sudden-death', time: 0 }, /time must be milliseconds from 1/],
    [{ kind: 'sudden-death', time: -5 }, /time/],
    [{ kind: 'sudden-death', time: NaN }, /time/],
    [{ kind: 'sudden-death', time: [1000] }, /pair/],
    [{ kind: 'sudden-death', time: '60000' }, /time/],
    [{ kind: 'sudden-death', time: 1000, increment: 1000 }, /not 'increment'/],
    [{ kind: 'fischer', time: 1000 }, /increment/],
    [{ kind: 'fischer', time: 1000, increment: 1000, byoyomi: 1000 }, /not 'byoyomi'/],
    [{ kind: 'byoyomi', time: 1000 }, /byoyomi/],
    [{ kind: 'byoyomi', time: 1000, byoyomi: 1000, periods: 0 }, /periods must be a whole number/],
    [{ kind: 'byoyomi', time: 1000, byoyomi: 1000, periods: 1.5 }, /periods/],
    [{ kind: 'byoyomi', time: 1000, byoyomi: 1000, periods: [1, 101] }, /periods/],
    [{ kind: 'sudden-death', time: 1e12 }, /time/],
  ];
  for (const [settings, message] of bad) {
    assert.throws(() => new GameClock(settings), (err) => err instanceof RegaliaError && err.code === 'bad-argument' && message.test(err.message), JSON.stringify(settings));
  }
  assert.throws(() => new GameClock({ kind: 'sudden-death', time: 1000 }, { now: 5 }), { code: 'bad-argument' });
  const broken = new GameClock({ kind: 'sudden-death', time: 1000 }, { now: () => NaN });
  assert.throws(() => broken.start(), { code: 'bad-clock-source' });
  const clock = new GameClock({ kind: 'sudden-death', time: 1000 }, { now: () => 0 });
  assert.throws(() => clock.moved(), { code: 'clock-not-started' });
  assert.throws(() => clock.start(3), { code: 'bad-argument' });
  clock.start();
  assert.throws(() => clock.start(), { code: 'clock-started' });
  const good = clock.toJSON();
  for (const saved of [null, 'x', { ...good, version: 2 }, { ...good, sides: [] }, { ...good, turn: 3 }, { ...good, paused: 'no' },
    { ...good, flag: { side: 4, reason: 'time-up' } }, { ...good, sides: [{ main: -1, periods: 0, used: 0 }, good.sides[1]] },
    { ...good, settings: { kind: 'sudden-death', time: 0 } }]) {
    assert.throws(() => GameClock.restore(saved, { now: () => 0 }), { code: 'bad-argument' }, JSON.stringify(saved));
  }
});

test("thinkClock() is accepted by think() and the AI answers a legal move within it", async () => {
  const regalia = await load();
  const time = fakeTime();
  const clock = new GameClock({ kind: 'byoyomi', time: 0, byoyomi: 200, periods: 2 }, { now: time.now });
  const game = regalia.newGame('showgit', { handicap: 'two-pieces' });
  clock.start(game.turn());
  const r = game.think({ clock: clock.thinkClock() });
  assert.ok(game.legalMoves().some((m) => m.notation === r.move.notation));
  game.dispose();
});
