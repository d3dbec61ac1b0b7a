// Transposition table storage: allocation, clearing, and the fill figure (probe and store are
// inline in tt.h).
#include "core/search/tt.h"

#include <cstdlib>
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define REGALIA_TT_HUGEPAGES 1
#endif

namespace regalia::search {

void TranspositionTable::resize(size_t mb) {
  if (mb < 1) mb = 1;
  size_t n = (mb << 20) / sizeof(TTCluster);
  size_t p = 1;
  while (p * 2 <= n) p *= 2;
  if (p != clusters_ || !table_) {
    table_.reset();
    const size_t bytes = p * sizeof(TTCluster);
#ifdef REGALIA_TT_HUGEPAGES
    // 2 MB alignment + transparent huge pages: a probe then rarely misses the TLB (measured: the
    // TT's page walks were ~15 % of the search time with 4 KB pages).
    const size_t align = bytes >= (size_t(2) << 20) ? size_t(2) << 20 : 64;
    void* mem = std::aligned_alloc(align, bytes);
    if (mem && align > 64) madvise(mem, bytes, MADV_HUGEPAGE);
#else
    void* mem = std::aligned_alloc(64, bytes);
#endif
    if (!mem) std::abort();
    table_ = std::unique_ptr<TTCluster[], Free>(static_cast<TTCluster*>(mem));
    clusters_ = p;
    mask_ = p - 1;
  }
  clear();
}

void TranspositionTable::Free::operator()(TTCluster* p) const { std::free(p); }

using namespace tt_entry;

void TranspositionTable::clear() {
  for (size_t i = 0; i < clusters_; ++i) table_[i] = TTCluster{};
  gen_ = 0;
}

int TranspositionTable::hashfull() const {
  int used = 0;
  const size_t n = clusters_ < 250 ? clusters_ : 250;
  for (size_t i = 0; i < n; ++i)
    for (const TTEntry& e : table_[i].e) {
      const uint64_t meta = load(e.meta);
      used += depth_of(meta) && (bound_gen_of(meta) & 0xFC) == gen_;
    }
  return n ? int(used * 1000 / (n * 4)) : 0;
}

}  // namespace regalia::search
