#pragma once
// One function per CLI subcommand and game; main.cpp only parses the command line.
// Each returns the process exit code and prints its own output (errors to stderr).
#include <optional>
#include <string>

namespace regalia::cli {

int showgit_perft(int depth, const std::optional<std::string>& position, bool divide);
int showgit_moves(const std::optional<std::string>& position);
int sovereign_perft(int depth, const std::optional<std::string>& position, bool divide);
int sovereign_moves(const std::optional<std::string>& position);
// `moves <game> --stdin`: one position a line in, one sorted move list a line out (batch_commands.cpp).
int showgit_moves_stdin();
int sovereign_moves_stdin();
// Engines speaking USI on stdin/stdout (engine_showgit.cpp, engine_sovereign.cpp; the loop is engine_loop.h).
int showgit_usi();
int sovereign_engine();

}  // namespace regalia::cli
