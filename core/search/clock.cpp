// The default time source: std::chrono's steady clock (performance.now() under Emscripten).
#include <chrono>

#include "core/search/types.h"

namespace regalia::search {

double default_now_ms() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace regalia::search
