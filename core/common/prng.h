#pragma once
// Deterministic pseudo-random numbers (SplitMix64) for Zobrist keys, magic search and tests.
#include <cstdint>

namespace regalia {

class Prng {
 public:
  explicit Prng(uint64_t seed) : s_(seed) {}
  uint64_t next() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // A number with few set bits (about 8 of 64), as magic-number candidates want.
  uint64_t sparse() { return next() & next() & next(); }
  // Uniform-ish integer in [0, n), n > 0.
  uint32_t below(uint32_t n) { return static_cast<uint32_t>((next() >> 32) % n); }

 private:
  uint64_t s_;
};

}  // namespace regalia
