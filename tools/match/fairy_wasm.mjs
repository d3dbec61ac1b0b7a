// Fairy-Stockfish's WebAssembly build (npm `fairy-stockfish-nnue.wasm`, the engine shogi sites run
// in browsers) started inside this node process, spoken to in USI.
//
// What it needs in node 20:
// - the .wasm bytes handed over as `wasmBinary`: its loader would otherwise call the global fetch()
//   on a file path, which node refuses;
// - worker threads: it is a pthreads build whose main() runs in a worker (the UCI loop) and searches
//   in more. It starts them itself from worker_threads, loading stockfish.worker.js next to
//   stockfish.js, and hands every worker the compiled module, so nothing else is fetched.
// - patience: from load to `usiok` takes 5–11 s here (its variants are set up in wasm).
// Commands go in with postMessage and lines come out through addMessageListener. The first command
// decides the protocol: `usi` makes it read and write USI (7g7f, P*5e, +, SFEN, startpos with the
// first player to move), as our engine does; after `uci` its shogi squares are a1–i9 from the other
// side instead.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';

const require = createRequire(import.meta.url);

export class FairyWasm {
  #engine;
  #waiters = [];

  constructor(engine) {
    this.#engine = engine;
    engine.addMessageListener((line) => {
      const w = this.#waiters[0];
      if (w && w.re.test(line)) {
        this.#waiters.shift();
        w.resolve(line);
      }
      this.onLine?.(line);
    });
  }

  /** Loads the module and sets it up for USI with `options` ({ name: value }, sent as setoption). */
  static async start(options = {}) {
    const createEngine = require('fairy-stockfish-nnue.wasm/stockfish.js');
    const wasmBinary = await readFile(require.resolve('fairy-stockfish-nnue.wasm/stockfish.wasm'));
    const fairy = new FairyWasm(await createEngine({ wasmBinary }));
    await fairy.ask('usi', /^usiok/, 120000);
    for (const [name, value] of Object.entries(options)) fairy.send(`setoption name ${name} value ${value}`);
    await fairy.ask('isready', /^readyok/, 120000);
    return fairy;
  }

  send(command) { this.#engine.postMessage(command); }

  /** Sends `command` and resolves with the next line matching `re` (rejects after `ms`). */
  ask(command, re, ms = 60000) {
    const line = new Promise((resolve, reject) => {
      const w = { re, resolve: (l) => { clearTimeout(timer); resolve(l); } };
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((x) => x !== w);
        reject(new Error(`fairy-stockfish-nnue.wasm: no answer matching ${re} to '${command}' within ${ms} ms`));
      }, ms);
      this.#waiters.push(w);
    });
    this.send(command);
    return line;
  }

  /** Ends its workers (a `quit` would end this whole process from inside its runtime). */
  terminate() { this.#engine.terminate(); }
}
