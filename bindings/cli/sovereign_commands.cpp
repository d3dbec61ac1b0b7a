// Placeholder until the sovereign rules engine lands; replaced by the engine's own commands.
#include <cstdio>
#include "bindings/cli/commands.h"
namespace regalia::cli {
int sovereign_perft(int, const std::optional<std::string>&, bool) { std::fputs("regalia: sovereign is not built yet\n", stderr); return 3; }
int sovereign_moves(const std::optional<std::string>&) { std::fputs("regalia: sovereign is not built yet\n", stderr); return 3; }
}  // namespace regalia::cli
