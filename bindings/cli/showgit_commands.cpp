// `regalia perft showgit` and `regalia moves showgit`.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "bindings/cli/commands.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/perft.h"
#include "core/showgit/rules/position.h"
#include "core/showgit/rules/usi.h"

namespace regalia::cli {

namespace {

using namespace regalia::showgit;

bool load(Position& pos, const std::optional<std::string>& sfen) {
  if (!sfen) return true;
  if (Error e = pos.set_sfen(*sfen)) {
    std::fprintf(stderr, "regalia: bad SFEN (%s): %s\n", e.code.c_str(), e.message.c_str());
    return false;
  }
  return true;
}

std::vector<std::string> sorted_moves(const Position& pos) {
  MoveList list;
  generate_legal(pos, list);
  std::vector<std::string> v;
  for (Move m : list) v.push_back(to_usi(m));
  std::sort(v.begin(), v.end());
  return v;
}

// Batch mode for tools (`--position -`): each stdin line is "<SFEN> [moves m1 m2 ...]"; each
// output line is "<resulting SFEN>\t<legal moves, space separated>\t<pawn drops that would
// mate (uchifuzume), space separated>", or "error\t<code>\t<message>".
int batch_moves() {
  std::string line;
  Position pos;
  while (std::getline(std::cin, line)) {
    std::string sfen = line, rest;
    if (size_t p = line.find(" moves"); p != std::string::npos) {
      sfen = line.substr(0, p);
      rest = line.substr(p + 6);
    }
    if (Error e = pos.set_sfen(sfen)) {
      std::printf("error\t%s\t%s\n", e.code.c_str(), e.message.c_str());
      continue;
    }
    Error bad;
    size_t i = 0;
    while (i < rest.size() && !bad) {
      while (i < rest.size() && rest[i] == ' ') ++i;
      size_t j = i;
      while (j < rest.size() && rest[j] != ' ') ++j;
      if (j > i) {
        Move m;
        bad = parse_usi_move(pos, std::string_view(rest).substr(i, j - i), m);
        if (!bad) pos.do_move(m);
      }
      i = j;
    }
    if (bad) {
      std::printf("error\t%s\t%s\n", bad.code.c_str(), bad.message.c_str());
      continue;
    }
    std::string out = pos.sfen() + "\t";
    const std::vector<std::string> moves = sorted_moves(pos);
    for (size_t k = 0; k < moves.size(); ++k) out += (k ? " " : "") + moves[k];
    out += "\t";
    // Pawn drops that mate: the one square in front of the enemy king, if the drop is otherwise fine.
    const Color us = pos.side_to_move();
    const Square ek = pos.king_square(~us);
    if (ek != kNoSquare && pos.hand_count(us, kPawn)) {
      const Bitboard front = tables::step[kPawn][~us][ek];
      if (front) {
        const Square s = front.first();
        bool nifu = bool(pos.pieces(us, kPawn) & tables::file_mask[file_of(s)]);
        if (!pos.piece_on(s) && !nifu && relative_rank(us, rank_of(s)) != 0 && pos.pawn_drop_mates(s)) {
          // Also require that the drop does not leave our own king in check (otherwise not a move).
          Position& p = pos;
          Move m = Move::drop(kPawn, s);
          p.do_move(m);
          const Square ok = p.king_square(us);
          const bool self_check = ok != kNoSquare && p.attacked(~us, ok, p.pieces());
          p.undo_move(m);
          if (!self_check) out += to_usi(m);
        }
      }
    }
    std::puts(out.c_str());
  }
  return 0;
}

}  // namespace

int showgit_perft(int depth, const std::optional<std::string>& position, bool divide) {
  Position pos;
  if (!load(pos, position)) return 1;
  const auto t0 = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (divide) {
    for (const auto& [m, n] : perft_divide(pos, depth)) {
      std::printf("%s: %llu\n", m.c_str(), static_cast<unsigned long long>(n));
      nodes += n;
    }
  } else {
    nodes = perft(pos, depth);
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("perft %d: %llu nodes in %.3f s, %.1f M nodes/s\n", depth, static_cast<unsigned long long>(nodes), s,
              s > 0 ? nodes / s / 1e6 : 0.0);
  return 0;
}

int showgit_moves(const std::optional<std::string>& position) {
  if (position && *position == "-") return batch_moves();
  Position pos;
  if (!load(pos, position)) return 1;
  for (const std::string& m : sorted_moves(pos)) std::puts(m.c_str());
  return 0;
}

}  // namespace regalia::cli
