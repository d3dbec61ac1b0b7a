#pragma once
// A check that survives -DNDEBUG: prints what broke and aborts, which libFuzzer reports as a
// crash and saves the input for (tests/fuzz/crashes/).
#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(cond, ...)                                                   \
  do {                                                                          \
    if (!(cond)) {                                                              \
      std::fprintf(stderr, "FUZZ_CHECK failed at %s:%d: %s\n  ", __FILE__,     \
                   __LINE__, #cond);                                            \
      std::fprintf(stderr, __VA_ARGS__);                                        \
      std::fputc('\n', stderr);                                                 \
      std::abort();                                                             \
    }                                                                           \
  } while (0)
