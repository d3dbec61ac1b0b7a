// Correction history (core/search/correction_history.h) on SHOWGIT: it learns a static
// evaluation's error from search results, shares it between positions with the same pawns,
// castles or hands, and never moves an evaluation into the mate range.
#include <memory>
#include <catch2/catch.hpp>

#include "core/search/correction_history.h"
#include "core/showgit/ai/search_adapter.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {
SearchAdapter at(const char* sfen) {
  SearchAdapter g;
  REQUIRE(!g.set_position(sfen));
  return g;
}
}  // namespace

TEST_CASE("correction history starts empty and learns the sign of the error", "[search][showgit]") {
  auto ch = std::make_unique<search::CorrectionHistory<SearchAdapter>>();
  const SearchAdapter g = at("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
  CHECK(ch->corrected(g, 123) == 123);
  for (int i = 0; i < 50; ++i) ch->update(g, 8, 300, ch->corrected(g, 100));  // the searches say 300
  const int up = ch->corrected(g, 100);
  CHECK(up > 100);
  CHECK(up <= 100 + 3 * 1024 / 16);  // three tables, each bounded
  // The other side to move has its own entries.
  const SearchAdapter b = at("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
  CHECK(ch->corrected(b, 100) == 100);
  // Searches that say less pull it back down.
  for (int i = 0; i < 200; ++i) ch->update(g, 8, -200, ch->corrected(g, 100));
  CHECK(ch->corrected(g, 100) < 100);
}

TEST_CASE("correction history shares what it learns by part of the position", "[search][showgit]") {
  auto ch = std::make_unique<search::CorrectionHistory<SearchAdapter>>();
  const SearchAdapter g = at("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
  for (int i = 0; i < 50; ++i) ch->update(g, 8, 400, ch->corrected(g, 0));
  const int full = ch->corrected(g, 0);
  // The same pawns, castles and hands, a rook elsewhere: every part is shared.
  CHECK(ch->corrected(at("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B3R3/LNSGKGSNL w - 2"), 0) == full);
  // A pawn moved: the castles and the hands still share.
  const int part = ch->corrected(at("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 2"), 0);
  CHECK(part > 0);
  CHECK(part < full);
}

TEST_CASE("correction history keeps a corrected evaluation out of the mate range", "[search][showgit]") {
  auto ch = std::make_unique<search::CorrectionHistory<SearchAdapter>>();
  const SearchAdapter g = at("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
  for (int i = 0; i < 100; ++i) ch->update(g, 20, search::kMateInMaxPly - 1, ch->corrected(g, 0));
  CHECK(ch->corrected(g, search::kMateInMaxPly - 10) == search::kMateInMaxPly - 1);
  CHECK(ch->corrected(g, -search::kMateInMaxPly + 10) > -search::kMateInMaxPly);
}
