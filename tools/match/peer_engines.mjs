// The peer engines the SHOWGIT tools play or measure against, and how they are set up: Fairy-
// Stockfish 11.1 in shogi mode, and gpsusi with one thread and no opening book (its defaults are
// 2 and 30). Used by match.mjs (`--opponent fairy|gps`) and search_profile.mjs.
export const PEER_ENGINES = {
  fairy: { cmd: '/usr/games/fairy-stockfish', options: { UCI_Variant: 'shogi', Threads: '1', USI_Hash: '16' } },
  gps: { cmd: '/usr/games/gpsusi', options: { Thread: '1', BookDepth: '0' } },
};
