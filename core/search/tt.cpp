// Transposition table storage and replacement (depth-preferred, older generations first).
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

void TranspositionTable::clear() {
  for (size_t i = 0; i < clusters_; ++i) table_[i] = TTCluster{};
  gen_ = 0;
}

TTEntry* TranspositionTable::probe(uint64_t key, bool& found) {
  TTCluster& c = table_[index(key)];
  const uint32_t k32 = uint32_t(key >> 32);
  for (TTEntry& e : c.e) {
    if (e.depth && e.key32 == k32) {
      e.bound_gen = uint8_t((e.bound_gen & 3) | gen_);
      found = true;
      return &e;
    }
  }
  found = false;
  TTEntry* worst = &c.e[0];
  int worst_value = 1 << 30;
  for (TTEntry& e : c.e) {
    if (!e.depth) return &e;
    const int age = ((gen_ - (e.bound_gen & 0xFC)) & 0xFC) >> 2;
    const int value = e.depth - 8 * age;
    if (value < worst_value) worst_value = value, worst = &e;
  }
  return worst;
}

const TTEntry* TranspositionTable::peek(uint64_t key) const {
  const TTCluster& c = table_[index(key)];
  const uint32_t k32 = uint32_t(key >> 32);
  for (const TTEntry& e : c.e)
    if (e.depth && e.key32 == k32) return &e;
  return nullptr;
}

void TranspositionTable::store(TTEntry* e, uint64_t key, uint32_t move, int score, int eval, int depth,
                               Bound b) {
  const uint32_t k32 = uint32_t(key >> 32);
  if (move || e->key32 != k32) e->move = move;
  // Keep a deeper exact entry of the same position unless the new one is exact too.
  if (e->key32 == k32 && e->depth > depth + 4 && b != kBoundExact) return;
  e->key32 = k32;
  e->score = int16_t(score);
  e->eval = int16_t(eval);
  e->depth = uint8_t(depth < 0 ? 1 : depth + 1 > 255 ? 255 : depth + 1);
  e->bound_gen = uint8_t(b | gen_);
}

int TranspositionTable::hashfull() const {
  int used = 0;
  const size_t n = clusters_ < 250 ? clusters_ : 250;
  for (size_t i = 0; i < n; ++i)
    for (const TTEntry& e : table_[i].e) used += e.depth && (e.bound_gen & 0xFC) == gen_;
  return n ? int(used * 1000 / (n * 4)) : 0;
}

}  // namespace regalia::search
