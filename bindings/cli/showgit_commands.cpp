// Placeholder until the showgit rules engine lands; replaced by the engine's own commands.
#include <cstdio>
#include "bindings/cli/commands.h"
namespace regalia::cli {
int showgit_perft(int, const std::optional<std::string>&, bool) { std::fputs("regalia: showgit is not built yet\n", stderr); return 3; }
int showgit_moves(const std::optional<std::string>&) { std::fputs("regalia: showgit is not built yet\n", stderr); return 3; }
}  // namespace regalia::cli
