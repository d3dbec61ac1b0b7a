#pragma once
// The mate solver's own transposition table: proof and disproof numbers per position key, sized
// once in MB and never reallocated while solving. Final entries (proven / disproven) are exact;
// the others are estimates the solver may lose to replacement without harm.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace regalia::showgit {

struct MateEntry {
  uint64_t key = 0;
  uint32_t pn = 0;    // proof number: 0 = the checker mates from here
  uint32_t dn = 0;    // disproof number: 0 = no mate from here
  uint32_t work = 0;  // nodes searched below this entry; 0 = empty slot (replacement key)
  uint16_t length = 0;  // proven: plies to mate along the proof (defender's longest reply)
  uint16_t unused = 0;
};

class MateTable {
 public:
  explicit MateTable(size_t mb = 16) { resize(mb); }
  // Allocates (outside a solve) and clears.
  void resize(size_t mb);
  void clear();
  // The entry stored for key, or nullptr.
  const MateEntry* find(uint64_t key) const;
  // Stores (or overwrites) the values for key; on a full bucket evicts the least-worked entry.
  void store(uint64_t key, uint32_t pn, uint32_t dn, uint16_t length, uint64_t work);
  size_t entry_count() const { return entries_.size(); }

 private:
  static constexpr size_t kBucket = 4;
  MateEntry* bucket(uint64_t key) { return &entries_[(key & mask_) * kBucket]; }
  const MateEntry* bucket(uint64_t key) const { return &entries_[(key & mask_) * kBucket]; }
  std::vector<MateEntry> entries_;
  uint64_t mask_ = 0;  // bucket count - 1 (a power of two)
};

}  // namespace regalia::showgit
