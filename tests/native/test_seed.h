#pragma once
// The seed of a random test (docs/reliability.md, "Replaying a random test"): REGALIA_SEED from
// the environment when it is set, else the test's own fixed seed, so that a run repeats by
// default and any seed can be replayed or explored. The seed is printed on one line as the test
// takes it, so the output of a failing test (ctest shows it) names the seed that replays it.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace regalia::test {

inline uint64_t seed(uint64_t fixed) {
  uint64_t s = fixed;
  if (const char* env = std::getenv("REGALIA_SEED"); env && *env) {
    char* end = nullptr;
    s = std::strtoull(env, &end, 0);
    if (*end) FAIL("REGALIA_SEED must be a whole number, not '" << env << "'");
  }
  const std::string name = Catch::getResultCapture().getCurrentTestName();
  std::printf("seed %llu: %s (replay: REGALIA_SEED=%llu regalia_tests \"%s\")\n", static_cast<unsigned long long>(s),
              name.c_str(), static_cast<unsigned long long>(s), name.c_str());
  std::fflush(stdout);
  return s;
}

}  // namespace regalia::test
