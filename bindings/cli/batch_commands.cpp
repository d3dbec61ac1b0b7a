// `regalia moves <showgit|sovereign> --stdin`: many positions in one process, for differential
// tests (tools/diff/, scripts/verify.mjs) that compare hundreds of thousands of positions.
//
// Input, one position a line:  <SFEN|SCFEN|startpos> [moves m1 m2 ...]
// Output, one line per input line:
//   the sorted legal moves of the resulting position, separated by single spaces (an empty line
//   when there are none), or
//   "error <code> <message>" when the position or one of the moves does not parse.
// stdout is flushed whenever no more input is buffered, so a caller may stream a whole file or
// talk one line at a time.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "bindings/cli/commands.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/position.h"
#include "core/showgit/rules/usi.h"
#include "core/sovereign/rules/notation.h"
#include "core/sovereign/rules/position.h"

namespace regalia::cli {

namespace {

// Splits "<position> moves a b c" into the position text and the move words.
void split_line(std::string_view line, std::string_view& position, std::vector<std::string_view>& moves) {
  moves.clear();
  position = line;
  const size_t p = line.find(" moves");
  if (p == std::string_view::npos) return;
  position = line.substr(0, p);
  std::string_view rest = line.substr(p + 6);
  size_t i = 0;
  while (i < rest.size()) {
    while (i < rest.size() && rest[i] == ' ') ++i;
    size_t j = i;
    while (j < rest.size() && rest[j] != ' ') ++j;
    if (j > i) moves.push_back(rest.substr(i, j - i));
    i = j;
  }
}

void print_error(const Error& e) {
  std::string out = "error " + e.code + " " + e.message;
  for (char& c : out)
    if (c == '\n' || c == '\r') c = ' ';
  std::puts(out.c_str());
}

void print_sorted(std::vector<std::string>& moves) {
  std::sort(moves.begin(), moves.end());
  std::string out;
  for (size_t k = 0; k < moves.size(); ++k) {
    if (k) out += ' ';
    out += moves[k];
  }
  std::puts(out.c_str());
}

// Reads stdin line by line; flushes stdout whenever stdin has nothing more buffered, so a
// caller may either stream a whole file or ask one line at a time.
template <typename Fn>
int for_each_line(Fn&& fn) {
  std::string line;
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    fn(std::string_view(line));
    if (std::cin.rdbuf()->in_avail() <= 0) std::fflush(stdout);
  }
  std::fflush(stdout);
  return 0;
}

}  // namespace

int showgit_moves_stdin() {
  using namespace regalia::showgit;
  Position pos;
  std::vector<std::string_view> words;
  std::vector<std::string> moves;
  return for_each_line([&](std::string_view line) {
    std::string_view text;
    split_line(line, text, words);
    if (Error e = pos.set_sfen(text)) return print_error(e);
    for (std::string_view w : words) {
      Move m;
      if (Error e = parse_usi_move(pos, w, m)) return print_error(e);
      pos.do_move(m);
    }
    MoveList list;
    generate_legal(pos, list);
    moves.clear();
    for (Move m : list) moves.push_back(to_usi(m));
    print_sorted(moves);
  });
}

int sovereign_moves_stdin() {
  using namespace regalia::sovereign;
  Position pos;
  std::vector<std::string_view> words;
  std::vector<std::string> moves;
  return for_each_line([&](std::string_view line) {
    std::string_view text;
    split_line(line, text, words);
    if (Error e = pos.set_scfen(text == "startpos" ? std::string_view(kStartScfen) : text)) return print_error(e);
    for (std::string_view w : words) {
      Move m;
      if (Error e = parse_move(pos, w, m)) return print_error(e);
      pos.do_move(m);
    }
    MoveList list;
    pos.generate_legal(list);
    moves.clear();
    for (Move m : list) moves.push_back(move_to_string(m));
    print_sorted(moves);
  });
}

}  // namespace regalia::cli
