#pragma once
// Transposition table keyed by the game's Zobrist key: clusters of 4 entries (64 bytes), sized
// in MB once (resize() allocates; never called during a search). Scores are stored relative to
// the node (mate distances adjusted by the caller with to_tt/from_tt).
//
// Several search threads (Lazy SMP, helper_threads.h) share one table without locks. An entry
// is two 64-bit words, each read and written whole (relaxed atomics: plain moves on x86, plain
// loads and stores in the single-threaded wasm build). Two writers may still interleave their
// words, so each entry carries a 16-bit check of both: a read whose check fails (a torn entry)
// counts as no entry. One thread never tears an entry, so one thread searches exactly as it did
// with plain fields.
#include <cstddef>
#include <cstdint>
#include <memory>

#include "core/search/types.h"

namespace regalia::search {

constexpr int16_t kNoEval16 = -32768;  // eval field when there is no static eval

enum Bound : uint8_t { kBoundNone = 0, kBoundUpper = 1, kBoundLower = 2, kBoundExact = 3 };

// One entry as read from the table.
struct TTData {
  uint32_t move = 0;
  int16_t score = 0;
  int16_t eval = 0;
  uint8_t depth = 0;  // depth + 1 (0 = empty)
  Bound bound = kBoundNone;
};

// The stored entry: `data` = move | score << 32 | eval << 48; `meta` = key's high 32 bits |
// (depth + 1) << 32 | bound << 40 | generation << 42 | check << 48. The check covers data, key,
// depth and bound but not the generation, which a probe refreshes in place.
struct TTEntry {
  uint64_t data = 0;
  uint64_t meta = 0;
};
static_assert(sizeof(TTEntry) == 16);

struct TTCluster {
  TTEntry e[4];
};

class TranspositionTable {
 public:
  explicit TranspositionTable(size_t mb = 16) { resize(mb); }
  // Reallocates (and clears) the table; mb is rounded down to a power-of-two cluster count.
  void resize(size_t mb);
  void clear();
  size_t size_mb() const { return (clusters_ * sizeof(TTCluster)) >> 20; }
  void new_search() { gen_ = uint8_t((gen_ + 4) & 0xFC); }

  // Finds key's entry: found=true and its contents in `out`; else found=false. Either way returns
  // the slot that store() should write for this key.
  TTEntry* probe(uint64_t key, bool& found, TTData& out);
  // The slot's contents now, whatever position they belong to (another may have replaced the
  // probed one since); false, with `out` untouched, when the entry is torn.
  bool read(const TTEntry* slot, TTData& out) const;
  // key's entry in `out` if present (true), changing nothing: a reader that must leave the table
  // as it is (MultiPV's side lines reading the main table).
  bool peek(uint64_t key, TTData& out) const;
  // Hints the cache to fetch key's cluster (call right after making a move).
  void prefetch(uint64_t key) const {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(&table_[index(key)]);
#else
    (void)key;
#endif
  }
  void store(TTEntry* slot, uint64_t key, uint32_t move, int score, int eval, int depth, Bound b);
  int hashfull() const;  // per mille of the first 1000 clusters used in this search

 private:
  // Every bit of the key below the stored 32 must take part in the index: the side to move is
  // bit 0 of the games' keys, and the same board with the other side to move (a null move, a
  // lost tempo) is another position. (The index once skipped bit 0, so such pairs shared entries
  // and cut each other's searches with the wrong side's scores.)
  size_t index(uint64_t key) const { return size_t(key & mask_); }
  struct Free {
    void operator()(TTCluster* p) const;
  };
  std::unique_ptr<TTCluster[], Free> table_;
  size_t clusters_ = 0;
  uint64_t mask_ = 0;
  uint8_t gen_ = 0;
};

// The two words of an entry (TTEntry). Each is read and written whole (relaxed atomics), so a
// thread sees one write's word or another's, never a mix within a word; the check catches an
// entry whose two words come from two writes. Probe and store are inline: the search calls them
// at every node.
namespace tt_entry {

inline uint64_t load(const uint64_t& w) { return __atomic_load_n(&w, __ATOMIC_RELAXED); }
inline void put(uint64_t& w, uint64_t v) { __atomic_store_n(&w, v, __ATOMIC_RELAXED); }

inline constexpr uint64_t kGenBits = uint64_t(0xFC) << 40;
inline constexpr uint64_t kCheckedMeta = (uint64_t(1) << 42) - 1;  // key, depth, bound

inline uint32_t key32_of(uint64_t meta) { return uint32_t(meta); }
inline int depth_of(uint64_t meta) { return int((meta >> 32) & 0xFF); }
inline uint8_t bound_gen_of(uint64_t meta) { return uint8_t(meta >> 40); }
inline uint64_t check_of(uint64_t data, uint64_t meta) {
  return ((data ^ (meta & kCheckedMeta)) * 0x9E3779B97F4A7C15ULL) >> 48;
}
inline bool intact(uint64_t data, uint64_t meta) { return (meta >> 48) == check_of(data, meta); }
inline uint64_t pack_data(uint32_t move, int16_t score, int16_t eval) {
  return uint64_t(move) | uint64_t(uint16_t(score)) << 32 | uint64_t(uint16_t(eval)) << 48;
}
inline uint64_t pack_meta(uint64_t data, uint32_t key32, int depth, uint8_t bound_gen) {
  const uint64_t meta = uint64_t(key32) | uint64_t(depth) << 32 | uint64_t(bound_gen) << 40;
  return meta | check_of(data, meta) << 48;
}
inline void unpack(uint64_t data, uint64_t meta, TTData& out) {
  out.move = uint32_t(data);
  out.score = int16_t(uint16_t(data >> 32));
  out.eval = int16_t(uint16_t(data >> 48));
  out.depth = uint8_t(depth_of(meta));
  out.bound = Bound(bound_gen_of(meta) & 3);
}

}  // namespace tt_entry

inline TTEntry* TranspositionTable::probe(uint64_t key, bool& found, TTData& out) {
  using namespace tt_entry;
  TTCluster& c = table_[index(key)];
  const uint32_t k32 = uint32_t(key >> 32);
  for (TTEntry& e : c.e) {
    const uint64_t meta = load(e.meta);
    if (depth_of(meta) && key32_of(meta) == k32) {
      const uint64_t data = load(e.data);
      if (!intact(data, meta)) continue;  // torn by two threads' writes: no entry
      put(e.meta, (meta & ~kGenBits) | uint64_t(gen_) << 40);
      unpack(data, meta, out);
      found = true;
      return &e;
    }
  }
  // Not found: an empty slot, else the one of least depth, older generations first.
  found = false;
  TTEntry* worst = &c.e[0];
  int worst_value = 1 << 30;
  for (TTEntry& e : c.e) {
    const uint64_t meta = load(e.meta);
    if (!depth_of(meta)) return &e;
    const int age = ((gen_ - (bound_gen_of(meta) & 0xFC)) & 0xFC) >> 2;
    const int value = depth_of(meta) - 8 * age;
    if (value < worst_value) worst_value = value, worst = &e;
  }
  return worst;
}

inline bool TranspositionTable::read(const TTEntry* slot, TTData& out) const {
  using namespace tt_entry;
  const uint64_t meta = load(slot->meta), data = load(slot->data);
  if (!intact(data, meta)) return false;
  unpack(data, meta, out);
  return true;
}

inline bool TranspositionTable::peek(uint64_t key, TTData& out) const {
  using namespace tt_entry;
  const TTCluster& c = table_[index(key)];
  const uint32_t k32 = uint32_t(key >> 32);
  for (const TTEntry& e : c.e) {
    const uint64_t meta = load(e.meta);
    if (depth_of(meta) && key32_of(meta) == k32) {
      const uint64_t data = load(e.data);
      if (!intact(data, meta)) continue;
      unpack(data, meta, out);
      return true;
    }
  }
  return false;
}

inline void TranspositionTable::store(TTEntry* e, uint64_t key, uint32_t move, int score, int eval, int depth,
                                      Bound b) {
  using namespace tt_entry;
  const uint32_t k32 = uint32_t(key >> 32);
  const uint64_t meta = load(e->meta), data = load(e->data);
  const bool same = key32_of(meta) == k32;
  // The move is replaced by any move, and by none when the position is another.
  const uint32_t kept_move = move || !same ? move : uint32_t(data);
  // Keep a deeper entry of the same position unless the new one is exact; only its move changes.
  if (same && depth_of(meta) > depth + 4 && b != kBoundExact) {
    if (kept_move == uint32_t(data)) return;
    const uint64_t d = (data & ~uint64_t(0xFFFFFFFF)) | kept_move;
    put(e->data, d);
    put(e->meta, pack_meta(d, k32, depth_of(meta), bound_gen_of(meta)));
    return;
  }
  const uint64_t d = pack_data(kept_move, int16_t(score), int16_t(eval));
  put(e->data, d);
  put(e->meta, pack_meta(d, k32, depth < 0 ? 1 : depth + 1 > 255 ? 255 : depth + 1, uint8_t(b | gen_)));
}

// Mate scores are stored as distance from the node, read back as distance from the root.
inline int to_tt(int s, int ply) { return s >= kMateInMaxPly ? s + ply : s <= -kMateInMaxPly ? s - ply : s; }
inline int from_tt(int s, int ply) { return s >= kMateInMaxPly ? s - ply : s <= -kMateInMaxPly ? s + ply : s; }

}  // namespace regalia::search
