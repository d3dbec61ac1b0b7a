// What the record round-trip targets compare: whether two lines of a SHOWGIT record hold the same
// moves and variations (and, where the format keeps them exactly, comments), recursively.
#pragma once

#include <string>
#include <vector>

#include "core/showgit/records/record.h"

namespace regalia::showgit {

// "" when `a` and `b` agree, else where they first differ ("main/12v0/3: 7g7f -> 2g2f").
inline std::string record_difference(const std::vector<RecordMove>& a, const std::vector<RecordMove>& b,
                                     const std::string& where, bool comments) {
  if (a.size() != b.size()) return where + ": " + std::to_string(a.size()) + " moves -> " + std::to_string(b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    const std::string at = where + "/" + std::to_string(i);
    if (a[i].usi != b[i].usi) return at + ": " + a[i].usi + " -> " + b[i].usi;
    if (comments && a[i].comment != b[i].comment) return at + ": the comment changed";
    if (a[i].variations.size() != b[i].variations.size()) return at + ": variation count differs";
    for (size_t k = 0; k < a[i].variations.size(); ++k) {
      const RecordVariation& va = a[i].variations[k];
      const RecordVariation& vb = b[i].variations[k];
      const std::string vat = at + "v" + std::to_string(k);
      if (va.ending != vb.ending) return vat + ": ending " + va.ending + " -> " + vb.ending;
      const std::string d = record_difference(va.moves, vb.moves, vat, comments);
      if (!d.empty()) return d;
    }
  }
  return "";
}

}  // namespace regalia::showgit
