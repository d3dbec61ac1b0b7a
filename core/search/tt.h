#pragma once
// Transposition table keyed by the game's Zobrist key: clusters of 4 entries (64 bytes), sized
// in MB once (resize() allocates; never called during a search). Scores are stored relative to
// the node (mate distances adjusted by the caller with to_tt/from_tt).
#include <cstddef>
#include <cstdint>
#include <memory>

#include "core/search/types.h"

namespace regalia::search {

constexpr int16_t kNoEval16 = -32768;  // eval field when there is no static eval

enum Bound : uint8_t { kBoundNone = 0, kBoundUpper = 1, kBoundLower = 2, kBoundExact = 3 };

struct TTEntry {
  uint32_t key32 = 0;
  uint32_t move = 0;
  int16_t score = 0;
  int16_t eval = 0;
  uint8_t depth = 0;     // depth + 1 (0 = empty)
  uint8_t bound_gen = 0; // bound in bits 0-1, generation in bits 2-7
  uint16_t pad = 0;
  Bound bound() const { return Bound(bound_gen & 3); }
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

  // Returns the entry for key if present (found=true, its generation refreshed), else the slot
  // to overwrite.
  TTEntry* probe(uint64_t key, bool& found);
  // The entry for key, or nullptr; changes nothing (a reader that must leave the table as it is).
  const TTEntry* peek(uint64_t key) const;
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

// Mate scores are stored as distance from the node, read back as distance from the root.
inline int to_tt(int s, int ply) { return s >= kMateInMaxPly ? s + ply : s <= -kMateInMaxPly ? s - ply : s; }
inline int from_tt(int s, int ply) { return s >= kMateInMaxPly ? s - ply : s <= -kMateInMaxPly ? s + ply : s; }

}  // namespace regalia::search
