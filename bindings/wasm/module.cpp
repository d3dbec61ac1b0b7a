// embind: library-wide functions. Each game's bindings live in their own file.
#include <emscripten/bind.h>

#include "core/common/version.h"

namespace {
std::string version_string() { return regalia::version(); }
}  // namespace

EMSCRIPTEN_BINDINGS(regalia_module) {
  emscripten::function("version", &version_string);
}
