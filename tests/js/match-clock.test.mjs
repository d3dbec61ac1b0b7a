// The match runners' clock (tools/match/clock.mjs): the `go` line an engine is sent, and the
// margin a runner may keep back from one engine (as a GUI does for an engine without a delay
// option of its own) while that engine's clock keeps the true time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MatchClock } from '../../tools/match/clock.mjs';

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
