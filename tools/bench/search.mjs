// Search speed of the AI, natively (`regalia usi`, `go nodes`) and in wasm (game.think in node),
// on the same positions with the same node limit, printed as nodes/s and their ratio.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from '../../bindings/js/node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'build/native/bindings/cli/regalia');

const positions = {
  showgit: [
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    // A middlegame after a quiet opening (both bishops still on the board).
    'ln1g3nl/1r2gk3/p1sppsbpp/2p2pp2/1p5P1/2P1P1P2/PPSP1PN1P/1BG1GS1R1/LN2K3L b - 29',
  ],
  sovereign: ['startpos'],
};

// Native: one `go nodes N` per position; the last info line gives nodes and time.
// stdin stays open until `bestmove` (closing it would stop the search).
function nativeSearch(variant, position, nodes) {
  const command = variant === 'showgit' ? ['usi'] : ['engine', 'sovereign'];
  const pos = position === 'startpos' ? 'position startpos' : variant === 'showgit' ? `position sfen ${position}` : `position scfen ${position}`;
  return new Promise((resolve, reject) => {
    const child = spawn(cli, command, { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!/^bestmove/m.test(out)) return;
      child.stdin.end('quit\n');
      const infos = out.split('\n').filter((l) => l.startsWith('info') && / nodes /.test(l) && / time /.test(l));
      const last = infos.at(-1) ?? '';
      resolve({ nodes: Number(last.match(/ nodes (\d+)/)?.[1]), ms: Number(last.match(/ time (\d+)/)?.[1]) });
    });
    child.on('error', reject);
    child.stdin.write(`usi\nisready\nusinewgame\n${pos}\ngo nodes ${nodes}\n`);
  });
}

export async function benchSearch({ nodes = 1_000_000 } = {}) {
  const regalia = await load();
  console.log(`\n## AI search speed, ${nodes} nodes per position (native regalia usi vs wasm game.think)`);
  for (const [variant, list] of Object.entries(positions)) {
    for (const position of list) {
      const native = await nativeSearch(variant, position, nodes);
      const game = position === 'startpos' ? regalia.newGame(variant) : regalia.newGame(variant, { position });
      const t0 = performance.now();
      const r = game.think({ nodes });
      const ms = performance.now() - t0;
      game.dispose();
      const nNps = native.nodes / (native.ms / 1000);
      const wNps = r.nodes / (ms / 1000);
      console.log(`${variant.padEnd(10)} ${position.slice(0, 40).padEnd(40)} native ${(nNps / 1e6).toFixed(2)} M nodes/s (${native.nodes} in ${native.ms} ms), wasm ${(wNps / 1e6).toFixed(2)} M nodes/s (${r.nodes} in ${ms.toFixed(0)} ms), native/wasm ${(nNps / wNps).toFixed(2)}x`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchSearch();
}
