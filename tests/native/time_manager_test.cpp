// plan_time (core/search/time_manager.h) for real clocks: whatever the control and however little
// time is left, the hard deadline never goes past the time the side has before its flag falls
// (main time plus one byoyomi period, never the increment, which comes after the move) minus the
// overhead, and the soft budget is never past the hard one. docs/ai.md "Time management".
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/search/time_manager.h"

using namespace regalia;

namespace {

search::Limits clock_limits(double main_ms, double inc_ms, double byoyomi_ms, double overhead_ms) {
  search::Limits l;
  l.clock.time_ms[0] = l.clock.time_ms[1] = main_ms;
  l.clock.inc_ms[0] = l.clock.inc_ms[1] = inc_ms;
  l.clock.byoyomi_ms = byoyomi_ms;
  l.overhead_ms = overhead_ms;
  return l;
}

}  // namespace

TEST_CASE("time budget: never past the time before the flag, minus the overhead", "[time]") {
  const double mains[] = {0, 1, 5, 19, 20, 21, 50, 99, 100, 119, 120, 121, 150, 300, 1000, 3000, 10000, 600000};
  const double steps[] = {0, 1, 50, 100, 1000, 10000};
  for (const int kind : {0, 1, 2})  // sudden death / Fischer increment / byoyomi
    for (const double main_ms : mains)
      for (const double step : steps)
        for (const double overhead : {0.0, 20.0, 30.0, 100.0})
          for (const int ply : {0, 1, 40, 79, 80, 200}) {
            if ((kind == 0) != (step == 0)) continue;
            if (kind != 2 && main_ms == 0) continue;  // no clock at all
            const double inc = kind == 1 ? step : 0, byo = kind == 2 ? step : 0;
            INFO("kind " << kind << ", main " << main_ms << " ms, step " << step << " ms, overhead " << overhead << " ms, ply " << ply);
            const search::TimeBudget b = search::plan_time(clock_limits(main_ms, inc, byo, overhead), ply % 2, ply);
            REQUIRE(b.limited());
            REQUIRE(b.hard_ms >= 1);
            REQUIRE(b.soft_ms > 0);
            REQUIRE(b.soft_ms <= b.hard_ms);
            REQUIRE(b.hard_ms <= std::max(1.0, main_ms + byo - overhead));
          }
}

TEST_CASE("time budget: byoyomi with the main time gone is spent to its deadline", "[time]") {
  for (const double byo : {100.0, 200.0, 1000.0, 10000.0}) {
    const search::TimeBudget b = search::plan_time(clock_limits(0, 0, byo, 20), 0, 60);
    CHECK(b.hard_ms == byo - 20);
    CHECK(b.soft_ms == b.hard_ms);
  }
  // Less main time than 1.2 periods: the move may spend that too.
  const search::TimeBudget b = search::plan_time(clock_limits(110, 0, 100, 20), 0, 60);
  CHECK(b.hard_ms == 190);
  // Less byoyomi than the overhead: one millisecond, never zero or negative.
  CHECK(search::plan_time(clock_limits(0, 0, 10, 20), 0, 60).hard_ms == 1);
}

TEST_CASE("time budget: 10 s + 0.1 s controls plan a fraction of the time left", "[time]") {
  // Sudden death and increment at the start: a move may not spend more than a tenth of the
  // clock, and plans (soft) around the time left over the moves still to play.
  for (const double inc : {0.0, 100.0}) {
    const search::TimeBudget b = search::plan_time(clock_limits(10000, inc, 0, 20), 0, 0);
    CHECK(b.hard_ms <= 1000 + inc);
    CHECK(b.soft_ms >= 50);
    CHECK(b.soft_ms <= 250);
  }
  // Increment with little main time: the move spends part of what it has, not the increment
  // still to come, and does not drop to nothing either.
  const search::TimeBudget low = search::plan_time(clock_limits(150, 100, 0, 20), 0, 100);
  CHECK(low.hard_ms <= 150 - 20);
  CHECK(low.soft_ms >= 20);
}

TEST_CASE("time budget: movetime is the time less the overhead", "[time]") {
  search::Limits l;
  l.movetime_ms = 200;
  l.overhead_ms = 20;
  const search::TimeBudget b = search::plan_time(l, 0, 0);
  CHECK(b.hard_ms == 180);
  CHECK(b.soft_ms == 180);
  l.movetime_ms = 5;
  CHECK(search::plan_time(l, 0, 0).hard_ms == 1);
}

namespace {

// Plays `moves` moves of one side from a sudden-death clock of `main_ms`, each taking its soft
// budget or its hard deadline (`to_hard`) plus the overhead; the number of moves made before the
// flag would fall.
int moves_before_flag(double main_ms, int moves, bool to_hard) {
  const double overhead = 20;
  double left = main_ms;
  for (int m = 0; m < moves; ++m) {
    const search::TimeBudget b = search::plan_time(clock_limits(left, 0, 0, overhead), 0, 2 * m);
    const double took = (to_hard ? b.hard_ms : b.soft_ms) + overhead;
    if (took >= left) return m;
    left -= took;
  }
  return moves;
}

}  // namespace

TEST_CASE("time budget: sudden death keeps the overhead of the moves still to come", "[time]") {
  // Each move costs the overhead on top of its search: spending the main time as if it did not
  // ran a 10 s clock down within 51 moves that each ran to their deadline.
  CHECK(moves_before_flag(10000, 150, false) == 150);
  CHECK(moves_before_flag(10000, 80, true) == 80);
  // What is left is spent on the moves, not kept for ever: at the start a 10 s move plans at
  // least 60 ms.
  CHECK(search::plan_time(clock_limits(10000, 0, 0, 20), 0, 0).soft_ms >= 40);
}

namespace {

// Moves of one side made on the main time of a byoyomi clock from ply 10 (after the book), each
// taking its soft budget plus the overhead; every such move must think at least one period.
int moves_on_main_time(double main_ms, double byoyomi_ms) {
  const double overhead = 20;
  double left = main_ms;
  int m = 0;
  while (left > 0 && m < 500) {
    const search::TimeBudget b = search::plan_time(clock_limits(left, 0, byoyomi_ms, overhead), 0, 10 + 2 * m);
    INFO("move " << m << ", main time left " << left << " ms");
    CHECK(b.soft_ms + overhead >= byoyomi_ms);
    left -= b.soft_ms + overhead;
    ++m;
  }
  return m;
}

}  // namespace

TEST_CASE("time budget: byoyomi with main time left spends it early, never below a period", "[time]") {
  // Once the main time is gone every move gets a period: a move of the main time that thought
  // less would give thinking away, and main time kept for the endgame is fewer moves with a
  // period. 60 s + 2 s: gone within 26 moves (thinking 2 s a move, it would last 30).
  CHECK(moves_on_main_time(60000, 2000) <= 26);
  CHECK(moves_on_main_time(60000, 2000) >= 10);
  CHECK(moves_on_main_time(10000, 1000) <= 10);
  // The budget also grows with the main time left: 60 s plans more than 10 s on the same period.
  CHECK(search::plan_time(clock_limits(60000, 0, 1000, 20), 0, 10).soft_ms >
        search::plan_time(clock_limits(10000, 0, 1000, 20), 0, 10).soft_ms);
}
