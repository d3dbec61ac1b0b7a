// A long-running line-protocol child process (fairy-stockfish speaking USI, or
// `regalia moves <game> --stdin`) with pipelined requests: every request is written at once and
// answered in order, each answer being the lines up to the one that ends it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export class LineProcess {
  #child;
  #queue = [];
  #closed = null;

  constructor(command, args = [], { name = command } = {}) {
    this.name = name;
    this.#child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    this.#child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-4000); });
    this.#child.stdin.on('error', () => {});
    const fail = (why) => {
      this.#closed = new Error(`${this.name}: ${why}${stderr ? `\n${stderr}` : ''}`);
      for (const r of this.#queue.splice(0)) r.reject(this.#closed);
    };
    this.#child.on('error', (e) => fail(`cannot start (${e.message})`));
    this.#child.on('exit', (code, signal) => fail(`exited (code ${code}, signal ${signal})`));
    createInterface({ input: this.#child.stdout }).on('line', (line) => {
      const head = this.#queue[0];
      if (!head) return;
      head.lines.push(line);
      if (head.done(line)) {
        this.#queue.shift();
        head.resolve(head.lines);
      }
    });
  }

  /** Writes `text` and resolves with the lines of its answer, the last one being where done(line) held. */
  request(text, done) {
    if (this.#closed) return Promise.reject(this.#closed);
    return new Promise((resolve, reject) => {
      this.#queue.push({ lines: [], done, resolve, reject });
      this.#child.stdin.write(text);
    });
  }

  /** Writes without waiting for an answer (commands that print nothing). */
  send(text) {
    this.#child.stdin.write(text);
  }

  close() {
    this.#child.stdin.end();
    this.#child.kill();
  }
}

/** Debian's fairy-stockfish as a SHOWGIT (shogi) oracle. */
export class Fairy {
  #p;
  constructor(path = '/usr/games/fairy-stockfish') {
    this.#p = new LineProcess(path, [], { name: 'fairy-stockfish' });
  }

  async start() {
    await this.#p.request('usi\n', (l) => l === 'usiok');
    this.#p.send('setoption name UCI_Variant value shogi\nsetoption name Threads value 1\n');
    await this.#p.request('isready\n', (l) => l === 'readyok');
    return this;
  }

  /** Sorted legal USI moves of an SFEN, from `go perft 1`. */
  async moves(sfen) {
    const lines = await this.#p.request(`position sfen ${sfen}\ngo perft 1\n`, (l) => l.startsWith('Nodes searched'));
    const out = [];
    let total = -1;
    for (const l of lines) {
      const m = /^(\S+): 1$/.exec(l);
      if (m) out.push(m[1]);
      const n = /^Nodes searched: (\d+)/.exec(l);
      if (n) total = Number(n[1]);
    }
    if (total !== out.length) throw new Error(`fairy-stockfish: perft 1 of ${sfen} listed ${out.length} moves but counted ${total}`);
    return out.sort();
  }

  /** The engine's move in a position after a `nodes`-limited search, or null when it has none. */
  async bestmove(sfen, nodes) {
    const lines = await this.#p.request(`position sfen ${sfen}\ngo nodes ${nodes}\n`, (l) => l.startsWith('bestmove'));
    const m = /^bestmove (\S+)/.exec(lines.at(-1));
    if (!m || m[1] === 'resign' || m[1] === '(none)' || m[1] === 'win') return null;
    return m[1];
  }

  close() {
    this.#p.send('quit\n');
    this.#p.close();
  }
}

/** `regalia moves <game> --stdin`: sorted legal moves of many positions from one process. */
export class RegaliaBatch {
  #p;
  constructor(path, game) {
    this.#p = new LineProcess(path, ['moves', game, '--stdin'], { name: `regalia moves ${game} --stdin` });
  }

  /** Sorted legal moves, or throws on an "error ..." answer. */
  async moves(position) {
    if (/[\r\n]/.test(position)) throw new Error('a position must be one line');
    const [line] = await this.#p.request(`${position}\n`, () => true);
    if (line.startsWith('error ')) throw new Error(`regalia: ${line} (position ${position})`);
    return line === '' ? [] : line.split(' ');
  }

  close() {
    this.#p.close();
  }
}
