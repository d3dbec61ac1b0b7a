#pragma once
// Small bit tricks shared by the engines. Plain u64 arithmetic only (fast in wasm too).
#include <cstdint>

namespace regalia::bits {

// Number of set bits. SWAR fallback when the target has no popcnt instruction.
inline int popcount(uint64_t x) {
#if defined(__POPCNT__) || defined(__wasm__) || defined(__aarch64__)
  return __builtin_popcountll(x);
#else
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
#endif
}
// Index of the lowest set bit; x must not be 0.
inline int lsb(uint64_t x) { return __builtin_ctzll(x); }
// Index of the highest set bit; x must not be 0.
inline int msb(uint64_t x) { return 63 - __builtin_clzll(x); }

}  // namespace regalia::bits
