// The match runners' clock (tools/match/clock.mjs): the `go` line an engine is sent, the
// margin a runner may keep back from one engine (as a GUI does for an engine without a delay
// option of its own) while that engine's clock keeps the true time, and the grace after a flag.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { MatchClock, MoveTimes } from '../../tools/match/clock.mjs';
import { processRunMs, schedSnapshot, searcherRunMs } from '../../tools/match/run_queue.mjs';

const BYOYOMI = { kind: 'byoyomi', time: 10000, byoyomi: 1000, periods: 1 };

// The go line's numbers by name. A new clock starts the first mover's time and pauses it at
// once, so its main time may be a millisecond short of the setting.
function numbers(go) {
  const words = go.split(' ');
  assert.equal(words[0], 'go');
  return Object.fromEntries(words.slice(1).reduce((pairs, w, i, all) => (i % 2 ? pairs : [...pairs, [w, Number(all[i + 1])]]), []));
}

test('the go line holds both main times and the byoyomi; a margin comes off the mover only', () => {
  for (const mover of [1, 2]) {
    const clock = new MatchClock(BYOYOMI, mover);
    const plain = numbers(clock.goCommand());
    const own = mover === 1 ? 'btime' : 'wtime';
    const other = mover === 1 ? 'wtime' : 'btime';
    assert.ok(plain[own] >= 9990 && plain[own] <= 10000, `${own} ${plain[own]}`);
    assert.equal(plain[other], 10000);
    assert.equal(plain.byoyomi, 1000);
    assert.deepEqual(numbers(clock.goCommand(100)), { ...plain, [own]: plain[own] - 100, byoyomi: 900 });
  }
  // Never a byoyomi of nothing, nor a negative main time.
  const short = numbers(new MatchClock({ kind: 'byoyomi', time: 50, byoyomi: 80, periods: 1 }).goCommand(100));
  assert.deepEqual([short.btime, short.wtime, short.byoyomi], [0, 50, 1]);
});

test('Fischer: the increments are told as they are; the margin comes off the main time', () => {
  const clock = new MatchClock({ kind: 'fischer', time: 10000, increment: 100 }, 1);
  const plain = numbers(clock.goCommand());
  assert.deepEqual([plain.binc, plain.winc], [100, 100]);
  assert.deepEqual(numbers(clock.goCommand(250)), { ...plain, btime: plain.btime - 250 });
});

// An engine that answers `delay` ms after its go, and whether it was told to stop meanwhile.
function lateEngine(delay) {
  const seen = { stopped: false };
  const ask = () => new Promise((resolve) => setTimeout(() => resolve('bestmove 7g7f'), delay));
  return { seen, ask, stop: () => { seen.stopped = true; } };
}

test('a grace forgives an answer that comes just after the flag, and no more', async () => {
  const settings = { kind: 'byoyomi', time: 0, byoyomi: 40, periods: 1 };
  // Without a grace an answer 30 ms after the flag loses on time.
  const strict = lateEngine(70);
  const lost = await new MatchClock(settings, 1).think(strict.ask, strict.stop, 0);
  assert.equal(lost.flag?.reason, 'time-up');
  assert.equal(lost.forgiven, false);
  assert.ok(strict.seen.stopped, 'told to stop at its flag');
  // With 200 ms of grace the same answer, after a stop at the flag, is forgiven, charged as if it
  // came at the flag, and the next move starts with a whole byoyomi.
  const late = lateEngine(70);
  const clock = new MatchClock(settings, 1, 200);
  const kept = await clock.think(late.ask, late.stop, 0);
  assert.equal(kept.flag, null);
  assert.equal(kept.forgiven, true);
  assert.ok(late.seen.stopped);
  assert.equal(numbers(clock.goCommand()).byoyomi, 40);
  // An answer past the grace loses.
  const slow = lateEngine(300);
  const over = await new MatchClock(settings, 1, 200).think(slow.ask, slow.stop, 0);
  assert.equal(over.flag?.reason, 'time-up');
  assert.ok(slow.seen.stopped);
});

test("after Sovereign's swap the pairs are told by side: the engines read btime as White's", async () => {
  // The first player moves (White's opening move), the second takes the pie rule: from then on the
  // first player sits on Black's side, so its clock is told as wtime (and as time[1] to a JS engine).
  const clock = new MatchClock({ kind: 'fischer', time: 10000, increment: 100 }, 1);
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  await clock.think(async () => { await sleep(300); return 'bestmove i2i3'; }, () => {});
  await clock.think(async () => 'bestmove swap', () => {});
  clock.swapSeats();
  const go = numbers(clock.goCommand());
  // The first player spent 300 ms (or more, on a busy machine: the lower bound allows a long
  // stall) and got its increment back: its time is now told as wtime.
  assert.ok(go.wtime >= 9000 && go.wtime <= 9810, `wtime ${go.wtime}`);
  assert.ok(go.btime >= 10050, `btime ${go.btime}`);
  let seen = null;
  await clock.think(async (_go, _ms, state) => { seen = state; return 'bestmove f15f13'; }, () => {});
  assert.ok(seen.time[1] >= 9000 && seen.time[1] <= 9810 && seen.time[0] >= 10050, JSON.stringify(seen.time));
  // Swapping back restores the players' order.
  clock.swapSeats();
  const back = numbers(clock.goCommand());
  assert.ok(back.btime < back.wtime, `${back.btime} ${back.wtime}`);
});

// gpsusi starts and ends short helper threads during its moves: a thread that has ended must still
// count for the process, though no live thread holds its time.
test('time on a core: the whole process keeps the time of a thread that has ended', { skip: !existsSync('/proc/self/stat') }, async () => {
  const before = schedSnapshot(process.pid);
  await new Promise((done, fail) => {
    // 300 ms on a core, however loaded the machine (the main thread waits meanwhile).
    const spin = new Worker('const t0 = process.cpuUsage(); while (process.cpuUsage(t0).user + process.cpuUsage(t0).system < 300000);', { eval: true });
    spin.on('error', fail);
    spin.on('exit', done);
  });
  const after = schedSnapshot(process.pid);
  assert.ok(processRunMs(before, after) >= 250, `process ${processRunMs(before, after)} ms`);
  assert.ok(searcherRunMs(before, after) < 250, `busiest live thread ${searcherRunMs(before, after)} ms`);
  assert.equal(processRunMs(null, after), null);
});

test('the time summary gives both figures, and both for a move lost on time', () => {
  const times = new MoveTimes(['gps']);
  times.add('gps', 2000, 2100, { searcher: 1900, all: 1990 });
  times.add('gps', 2200, 2100, { searcher: 1800, all: 2150 });
  times.lostOnTime('gps');
  assert.equal(times.gameLine(), 'times 2000/2100/1900 2200/2100/1800');
  assert.match(times.summary(true), /on a core 1850 ms a move \(all threads 2070\) \(moves lost on time: 1800 \(all threads 2150\) of 2200 ms\)/);
});
