#include "bindings/cli/engine_protocol.h"

#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace regalia::cli {

bool LineReader::next(std::string& line) {
  std::unique_lock<std::mutex> lock(mu_);
  cv_.wait(lock, [this] { return !lines_.empty(); });
  line = lines_.front();
  lines_.pop_front();
  return true;
}

void LineReader::wait_stop() {
  std::unique_lock<std::mutex> lock(mu_);
  cv_.wait(lock, [this] { return stop_.load(); });
}

void LineReader::run() {
  std::string line;
  for (;;) {
    const bool ok = static_cast<bool>(std::getline(std::cin, line));
    if (!ok) line = "quit";
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const bool quit = line == "quit";
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (line.rfind("go", 0) == 0) stop_ = false;
      if (line == "stop" || line == "ponderhit" || quit) stop_ = true;
      lines_.push_back(line);
    }
    cv_.notify_all();
    if (quit) return;
  }
}

void out(const std::string& s) {
  std::fputs(s.c_str(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

std::string score_text(int score, search::ScoreScale scale) {
  const search::ReportedScore reported = search::report_score(score, scale);
  return (reported.mate ? "mate " : "cp ") + std::to_string(reported.value);
}

std::string info_line(const search::Info& info, int line, bool multipv, std::string (*move_string)(uint32_t),
                      search::ScoreScale scale) {
  // Line 0 is the top-level report (filled by every caller); the others come from info.lines.
  const bool top = line == 0;
  const search::Line& l = info.lines[line];
  const int depth = top ? info.depth : l.depth, seldepth = top ? info.seldepth : l.seldepth;
  const int score = top ? info.score : l.score;
  const bool lower = top ? info.lowerbound : l.lowerbound, upper = top ? info.upperbound : l.upperbound;
  std::string s = "info depth " + std::to_string(depth) + " seldepth " + std::to_string(seldepth) +
                  (multipv ? " multipv " + std::to_string(line + 1) : std::string()) + " score " + score_text(score, scale) +
                  (lower ? " lowerbound" : upper ? " upperbound" : "") + " nodes " + std::to_string(info.nodes) +
                  " nps " + std::to_string(info.nps) + " time " + std::to_string(uint64_t(info.time_ms)) +
                  " hashfull " + std::to_string(info.hashfull) + " pv";
  const int length = top ? info.pv_length : l.pv_length;
  const uint32_t* pv = top ? info.pv : l.pv;
  for (int i = 0; i < length; ++i) (s += ' ') += move_string(pv[i]);
  return s;
}

GoCommand parse_go(std::istringstream& in, const search::Limits& base) {
  GoCommand go;
  search::Limits& lim = go.limits;
  lim = base;
  auto num = [&in]() {
    std::string v;
    in >> v;
    return std::atof(v.c_str());
  };
  std::string tok;
  while (in >> tok) {
    if (tok == "btime") lim.clock.time_ms[0] = num();
    else if (tok == "wtime") lim.clock.time_ms[1] = num();
    else if (tok == "binc") lim.clock.inc_ms[0] = num();
    else if (tok == "winc") lim.clock.inc_ms[1] = num();
    else if (tok == "byoyomi") lim.clock.byoyomi_ms = num();
    else if (tok == "movestogo") lim.clock.moves_to_go = int(num());
    else if (tok == "depth") lim.depth = int(num());
    else if (tok == "nodes") lim.nodes = uint64_t(num());
    else if (tok == "movetime") lim.movetime_ms = num();
    else if (tok == "infinite" || tok == "ponder") go.infinite = true;
    else if (tok == "mate") {
      go.mate = true;
      std::string v;
      in >> v;
      if (v == "infinite") go.infinite = true;
      else lim.movetime_ms = std::atof(v.c_str());
    }
  }
  lim.infinite = go.infinite;
  return go;
}

bool parse_position(std::istringstream& in, const std::string& start_text,
                    std::span<const char* const> keywords, PositionCommand& cmd) {
  cmd = {};
  std::string tok;
  in >> tok;
  bool known = tok == "startpos";
  if (known) {
    cmd.position = start_text;
    in >> tok;
  } else {
    for (const char* k : keywords) known |= tok == k;
    if (!known) return false;
    while (in >> tok && tok != "moves") {
      if (!cmd.position.empty()) cmd.position += ' ';
      cmd.position += tok;
    }
  }
  if (tok == "moves")
    while (in >> tok) cmd.moves.push_back(tok);
  return true;
}

void parse_setoption(std::istringstream& in, std::string& name, std::string& value) {
  std::string tok;
  in >> tok;  // "name"
  while (in >> tok && tok != "value") name += (name.empty() ? "" : " ") + tok;
  while (in >> tok) value += (value.empty() ? "" : " ") + tok;
}

void print_result(const search::Result& r, bool mate, std::string (*move_string)(uint32_t)) {
  if (mate) {
    if (r.score >= search::kMateInMaxPly && r.pv_length > 0) {
      std::string s = "checkmate";
      for (int i = 0; i < r.pv_length; ++i) (s += ' ') += move_string(r.pv[i]);
      out(s);
    } else {
      out(r.stopped ? "checkmate timeout" : "checkmate nomate");
    }
    return;
  }
  if (r.legal_moves == 0 || !r.best_move) {
    out("bestmove resign");
    return;
  }
  std::string s = "bestmove " + move_string(r.best_move);
  if (r.pv_length >= 2) s += " ponder " + move_string(r.pv[1]);
  out(s);
}

}  // namespace regalia::cli
