// The native CLI's Sovereign engine (`regalia engine sovereign`, docs/ai.md "CLI") on the pie
// rule: `go` right after White's first move answers `bestmove swap` when the core's choice
// (core/sovereign/ai/pie_rule.h, tested in tests/native/sovereign_pie_test.cpp) is to swap, after
// any start with P1 to move, and never later in the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = process.env.REGALIA_BIN || resolve(root, 'build/native/bindings/cli/regalia');
// The Green army (squares f6 and k11) is neutral and White's knight e4 takes f6 at once.
const GREEN_RACE = 'gq14bk/12br3/gr15/11bn4/16/16/16/16/16/16/16/16/2wk1wn11/10wr5/16/16 1 w b - 0 1';

class Engine {
  constructor() {
    this.proc = spawn(BIN, ['engine', 'sovereign'], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = [];
    this.waiter = null;
    createInterface({ input: this.proc.stdout }).on('line', (l) => {
      this.lines.push(l);
      if (this.waiter && this.waiter.re.test(l)) this.waiter.resolve(l);
    });
  }
  // Sends `go` after `position` and resolves every line it printed up to its bestmove.
  async go(position, go = 'go depth 4') {
    this.lines = [];
    this.proc.stdin.write(`${position}\n`);
    const done = new Promise((res, rej) => {
      const t = setTimeout(() => rej(new Error(`no bestmove for ${position}`)), 20000);
      this.waiter = { re: /^bestmove /, resolve: () => { clearTimeout(t); res(); } };
    });
    this.proc.stdin.write(`${go}\n`);
    await done;
    return [...this.lines];
  }
  send(text) { this.proc.stdin.write(`${text}\n`); }
  kill() { if (this.proc.exitCode === null) this.proc.kill(); }
}

const pieLine = (lines) => lines.find((l) => l.startsWith('info string pie '));
const bestmove = (lines) => lines.find((l) => l.startsWith('bestmove ')).split(' ')[1];

test('Sovereign CLI: the pie rule after the first move of any P1 start, and only then', { skip: !existsSync(BIN) && `no ${BIN}` }, async (t) => {
  const e = new Engine();
  t.after(() => e.kill());

  // i2i4 wins the Red army by force (Qh1-l5): the second player takes White's side.
  let lines = await e.go('position startpos moves i2i4');
  assert.match(pieLine(lines), /^info string pie score -\d+ swap$/);
  assert.equal(bestmove(lines), 'swap');

  // e2e3 is quiet and hands Black the race for the armies: keep Black's side and move.
  lines = await e.go('position startpos moves e2e3');
  assert.match(pieLine(lines), /^info string pie score \d+ keep$/);
  assert.notEqual(bestmove(lines), 'swap');

  // A start other than the standard one, P1 to move: the rule applies all the same.
  lines = await e.go(`position scfen ${GREEN_RACE} moves e4f6`);
  assert.equal(bestmove(lines), 'swap');

  // Later in the game, and with P2 first to move, there is no pie choice.
  lines = await e.go('position startpos moves i2i4 e15e13', 'go depth 2');
  assert.equal(pieLine(lines), undefined);
  assert.notEqual(bestmove(lines), 'swap');
  lines = await e.go(`position scfen ${GREEN_RACE.replace(' 1 w b ', ' 2 w b ')} moves j9k11`, 'go depth 2');
  assert.equal(pieLine(lines), undefined);

  // A threshold above what Red is worth keeps the seats (the match runners' setting).
  e.send('setoption name SwapThreshold value 1000000');
  lines = await e.go('position startpos moves i2i4');
  assert.match(pieLine(lines), /keep$/);
  assert.notEqual(bestmove(lines), 'swap');
  e.send('quit');
});
