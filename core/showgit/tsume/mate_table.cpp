#include "core/showgit/tsume/mate_table.h"

#include <algorithm>

namespace regalia::showgit {

void MateTable::resize(size_t mb) {
  const size_t bytes = std::max<size_t>(mb, 1) << 20;
  size_t buckets = 1;
  while (buckets * 2 * kBucket * sizeof(MateEntry) <= bytes) buckets *= 2;
  entries_.assign(buckets * kBucket, MateEntry{});
  mask_ = buckets - 1;
}

void MateTable::clear() { std::fill(entries_.begin(), entries_.end(), MateEntry{}); }

const MateEntry* MateTable::find(uint64_t key) const {
  const MateEntry* b = bucket(key);
  for (size_t i = 0; i < kBucket; ++i)
    if (b[i].work != 0 && b[i].key == key) return &b[i];
  return nullptr;
}

void MateTable::store(uint64_t key, uint32_t pn, uint32_t dn, uint16_t length, uint64_t work) {
  MateEntry* b = bucket(key);
  MateEntry* slot = &b[0];
  for (size_t i = 0; i < kBucket; ++i) {
    if (b[i].work != 0 && b[i].key == key) {
      slot = &b[i];
      break;
    }
    if (b[i].work < slot->work) slot = &b[i];  // empty slots (work 0) win
  }
  // Work only grows for a key: a re-search adds to what was already spent on it.
  const bool same = slot->work != 0 && slot->key == key;
  const uint64_t total = (same ? slot->work : 0) + std::max<uint64_t>(work, 1);
  // A proof stays until a shorter one replaces it: a search for a shorter mate re-searches a
  // proven position when its proof is too long for the plies left, and what that search leaves
  // (an estimate) must not erase the proof the next solve will want.
  if (same && slot->pn == 0 && !(pn == 0 && length < slot->length)) {
    slot->work = uint32_t(std::min<uint64_t>(total, UINT32_MAX));
    return;
  }
  *slot = MateEntry{key, pn, dn, uint32_t(std::min<uint64_t>(total, UINT32_MAX)), length, 0};
}

}  // namespace regalia::showgit
