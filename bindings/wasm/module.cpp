// embind: library-wide functions. Each game's bindings live in their own file.
#include <emscripten/bind.h>
#include <emscripten/heap.h>
#include <malloc.h>

#include "core/common/version.h"

namespace {

std::string version_string() { return regalia::version(); }

// Bytes the allocator has handed out and not taken back (for leak tests), and the heap size.
emscripten::val heap_stats() {
  const struct mallinfo info = mallinfo();
  emscripten::val out = emscripten::val::object();
  out.set("used", double(info.uordblks));
  out.set("size", double(emscripten_get_heap_size()));
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(regalia_module) {
  emscripten::function("version", &version_string);
  emscripten::function("heapStats", &heap_stats);
}
