#include "bindings/cli/engine_protocol.h"

#include <cstdio>
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

std::string score_text(int score) {
  if (search::is_mate_score(score)) {
    const int plies = score > 0 ? search::kMate - score : -(search::kMate + score);
    return "mate " + std::to_string(plies);
  }
  return "cp " + std::to_string(score);
}

std::string info_line(const search::Info& info, std::string (*move_string)(uint32_t)) {
  std::string s = "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth) +
                  " score " + score_text(info.score) + " nodes " + std::to_string(info.nodes) + " nps " +
                  std::to_string(info.nps) + " time " + std::to_string(uint64_t(info.time_ms)) + " hashfull " +
                  std::to_string(info.hashfull) + " pv";
  for (int i = 0; i < info.pv_length; ++i) s += " " + move_string(info.pv[i]);
  return s;
}

}  // namespace regalia::cli
