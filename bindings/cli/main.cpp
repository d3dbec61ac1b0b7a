// The native `regalia` command: parses the command line and hands over to one command.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "bindings/cli/commands.h"

namespace {

const char* const kUsage =
    "regalia - rules engines for SHOWGIT (shogi) and Sovereign Chess\n"
    "\n"
    "usage:\n"
    "  regalia perft <showgit|sovereign> <depth> [--position \"<SFEN|SCFEN>\"] [--divide]\n"
    "      count the leaf nodes of the legal move tree and print nodes/s\n"
    "  regalia moves <showgit|sovereign> [--position \"<SFEN|SCFEN>\"]\n"
    "      print the legal moves, one per line, sorted\n"
    "  regalia usi\n"
    "      run as a USI SHOWGIT engine on stdin/stdout (see docs/ai.md)\n"
    "  regalia engine sovereign\n"
    "      run as a Sovereign Chess engine, USI-shaped with SCFEN positions (docs/ai.md)\n"
    "  regalia --help\n"
    "\n"
    "Without --position the game's start position is used.\n";

int usage_error(const std::string& what) {
  std::fprintf(stderr, "regalia: %s\n\n%s", what.c_str(), kUsage);
  return 2;
}

struct Options {
  std::vector<std::string> positional;
  std::optional<std::string> position;
  bool divide = false;
  bool stdin_batch = false;  // --stdin (moves only)
};

// Returns an error text, or empty when the arguments parsed.
std::string parse_options(int argc, char** argv, int first, Options& out) {
  for (int i = first; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--position") {
      if (i + 1 >= argc) return "--position needs a value";
      out.position = argv[++i];
    } else if (arg == "--divide") {
      out.divide = true;
    } else if (arg == "--stdin") {
      out.stdin_batch = true;
    } else if (arg.rfind("--", 0) == 0) {
      return "unknown option " + arg;
    } else {
      out.positional.push_back(arg);
    }
  }
  return {};
}

bool parse_depth(const std::string& text, int& depth) {
  if (text.empty() || text.size() > 2) return false;
  for (char c : text)
    if (c < '0' || c > '9') return false;
  depth = std::atoi(text.c_str());
  return depth >= 1 && depth <= 20;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage_error("missing command");
  std::string command = argv[1];
  if (command == "--help" || command == "-h" || command == "help") {
    std::fputs(kUsage, stdout);
    return 0;
  }
  if (command == "usi") return regalia::cli::showgit_usi();
  if (command == "engine") {
    if (argc == 3 && std::string(argv[2]) == "sovereign") return regalia::cli::sovereign_engine();
    if (argc == 3 && std::string(argv[2]) == "showgit") return regalia::cli::showgit_usi();
    return usage_error("engine needs a game: sovereign (or showgit)");
  }
  Options opt;
  if (std::string err = parse_options(argc, argv, 2, opt); !err.empty()) return usage_error(err);

  if (command == "perft") {
    if (opt.stdin_batch) return usage_error("--stdin only applies to moves");
    if (opt.positional.size() != 2) return usage_error("perft needs a game and a depth");
    int depth = 0;
    if (!parse_depth(opt.positional[1], depth))
      return usage_error("depth must be a whole number from 1 to 20, got '" + opt.positional[1] + "'");
    const std::string& game = opt.positional[0];
    if (game == "showgit") return regalia::cli::showgit_perft(depth, opt.position, opt.divide);
    if (game == "sovereign") return regalia::cli::sovereign_perft(depth, opt.position, opt.divide);
    return usage_error("unknown game '" + game + "' (showgit or sovereign)");
  }
  if (command == "moves") {
    if (opt.positional.size() != 1) return usage_error("moves needs a game");
    if (opt.divide) return usage_error("--divide only applies to perft");
    const std::string& game = opt.positional[0];
    if (opt.stdin_batch && opt.position) return usage_error("--stdin and --position exclude each other");
    if (opt.stdin_batch && game == "showgit") return regalia::cli::showgit_moves_stdin();
    if (opt.stdin_batch && game == "sovereign") return regalia::cli::sovereign_moves_stdin();
    if (game == "showgit") return regalia::cli::showgit_moves(opt.position);
    if (game == "sovereign") return regalia::cli::sovereign_moves(opt.position);
    return usage_error("unknown game '" + game + "' (showgit or sovereign)");
  }
  return usage_error("unknown command '" + command + "'");
}
