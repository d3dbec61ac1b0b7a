// Who plays whom in levels_ladder.mjs, and how each player is limited (nodes or depth, never
// time). SHOWGIT's ladder is Fairy-Stockfish 11.1 at fixed node counts (FS16, FS64, then
// doubling from FS256 to FS256k); Sovereign's, which Fairy-Stockfish does not play, is our own
// engine: material-only search at depths 1–3 (M1–M3), then full strength at node counts doubling
// from 1,000 to 256,000 (N1k … N256k). Adjacent rungs play each other, which fixes the rungs'
// distances; each level plays the two rungs nearest its strength (from short trial matches) and
// the level below (level 10: level 9 and the top rung). A player's `cost` (or a pairing's third
// entry) only orders the matches, cheap first.
//
// Each level gets the nodes it would search in the page's think time on a quiet machine, and its
// own depth and node caps (each game's `levels()` in its search_adapter.cpp) apply below that, as on the page. The page
// gives the AI min(2000, 150 + 185·level) ms a move; a search uses about 82 % of a move time
// (408 ms of 500 in docs/ai.md "Levels 1–10"); the wasm engine searches 0.82–0.99 M nodes/s in
// SHOWGIT and 0.31–0.47 M in Sovereign (docs/ai.md "Where the strength stands"). So level 10
// gets 1.64 s × 0.9 M ≈ 1.5 M nodes in SHOWGIT and 1.64 s × 0.4 M ≈ 0.65 M in Sovereign.
const WASM_NODES_PER_MS = { showgit: 900, sovereign: 400 };
export function pageNodes(game, level) {
  const ms = Math.min(2000, 150 + 185 * level);
  return Math.round((0.82 * ms * WASM_NODES_PER_MS[game]) / 10000) * 10000;
}

const kilo = (n) => (n >= 1000 ? `${n / 1000}k` : String(n));

export function ladder(game, regalia) {
  const players = {};
  const pairings = [];
  const chain = (names) => { for (let i = 0; i + 1 < names.length; ++i) pairings.push([names[i], names[i + 1]]); };
  if (game === 'showgit') {
    const usi = `${regalia} usi`;
    const fs = { cmd: '/usr/games/fairy-stockfish', options: 'UCI_Variant=shogi,Threads=1,USI_Hash=16' };
    const rungs = [16, 64, 256, 512, 1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000].map((n) => {
      players[`FS${kilo(n)}`] = { ...fs, nodes: n, cost: n };
      return `FS${kilo(n)}`;
    });
    for (let l = 1; l <= 10; ++l) players[`L${l}`] = { cmd: usi, options: `Level=${l}`, nodes: pageNodes(game, l) };
    chain(rungs);
    const near = { 1: [64, 256], 2: [256, 512], 3: [512, 1000], 4: [1000, 2000], 5: [4000, 8000], 6: [8000, 16000],
      7: [16000, 32000], 8: [32000, 64000], 9: [64000, 128000], 10: [256000] };
    // Each level also plays the level below: a direct measure of the gap, and cheaper than
    // Fairy-Stockfish at the node counts it matches (such a match costs what the lower level's
    // rung costs).
    for (let l = 2; l <= 9; ++l) pairings.push([`L${l}`, `L${l - 1}`, near[l - 1][0]]);
    for (let l = 1; l <= 10; ++l) {
      players[`L${l}`].cost = near[l][0];
      for (const n of near[l]) pairings.push([`L${l}`, `FS${kilo(n)}`]);
    }
    players.L10.cost = pageNodes(game, 10);
    pairings.push(['L10', 'L9', near[9][0]]);  // before FS256k: the gap to level 9 matters most
  } else {
    const cmd = `${regalia} engine sovereign`;
    for (const d of [1, 2, 3]) players[`M${d}`] = { cmd, options: 'MaterialOnly=true', go: `go depth ${d}`, cost: 10 ** d };
    const nodes = [1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000];
    for (const n of nodes) players[`N${kilo(n)}`] = { cmd, options: '', go: `go nodes ${n}`, cost: n };
    for (let l = 1; l <= 10; ++l) players[`L${l}`] = { cmd, options: `Level=${l}`, go: `go nodes ${pageNodes(game, l)}` };
    chain(['M1', 'M2', 'M3', ...nodes.map((n) => `N${kilo(n)}`)]);
    const near = { 1: ['M1', 'M2'], 2: ['M2', 'M3'], 3: ['M3', 'N1k'], 4: ['N1k', 'N2k'], 5: ['N4k', 'N8k'], 6: ['N4k', 'N8k'],
      7: ['N8k', 'N32k'], 8: ['N32k', 'N64k'], 9: ['N64k', 'N128k'], 10: ['N256k'] };  // level 7 is N16k's search
    for (let l = 1; l <= 10; ++l) {
      players[`L${l}`].cost = l < 9 ? players[near[l][0]].cost : pageNodes(game, l);
      for (const r of near[l]) pairings.push([`L${l}`, r]);
    }
    for (let l = 2; l <= 9; ++l) pairings.push([`L${l}`, `L${l - 1}`, players[`L${l - 1}`].cost]);
    pairings.push(['L10', 'L9', pageNodes(game, 10)]);
  }
  return { players, pairings };
}
