// JKF (core/showgit/records/jkf.h): random move trees written and read back to the same tree,
// hand-written records with the odd corners of the format (custom positions, forks at the first
// move, `same`, every special, markup in comments, an illegal move in a fork), hostile JSON named
// and nothing half-loaded; and the JSON reader's limits.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/showgit/records/jkf.h"
#include "core/showgit/records/json.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/records/record.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/rules/usi.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

// A random line of up to `plies` moves from `game` (captures, promotions and drops preferred),
// with comments, times, and variations down to `depth` more levels.
void random_line(Prng& rng, Game game, int plies, int depth, std::vector<RecordMove>& out, std::string& ending, int& winner) {
  for (int ply = 0; ply < plies; ++ply) {
    if (game.status().over()) break;
    MoveList list;
    generate_legal(game.position(), list);
    std::vector<Move> rich;
    for (Move m : list)
      if (m.is_drop() || m.promotes() || game.position().piece_on(m.to()) || game.position().gives_check(m)) rich.push_back(m);
    const Move m = !rich.empty() && rng.below(3) ? rich[rng.below(uint32_t(rich.size()))] : list[rng.below(uint32_t(list.size()))];
    RecordMove rm{to_usi(m), "", rng.below(4) ? int(rng.below(4000)) : -1, {}};
    if (rng.below(5) == 0) rm.comment = rng.below(2) ? "<b>好手</b> & \"quoted\"" : "two\nlines\\";
    if (depth > 0 && rng.below(6) == 0) {
      for (uint32_t k = 1 + rng.below(2); k > 0; --k) {
        RecordVariation v;
        random_line(rng, game, 1 + int(rng.below(6)), depth - 1, v.moves, v.ending, v.winner);
        if (v.moves.empty()) continue;
        // A variation's first move keeps no alternatives: they are its siblings, after it.
        std::vector<RecordVariation> inner = std::move(v.moves[0].variations);
        v.moves[0].variations.clear();
        rm.variations.push_back(v);
        for (RecordVariation& sibling : inner) rm.variations.push_back(sibling);
      }
    }
    out.push_back(rm);
    game.play(m);
  }
  const GameStatus st = game.status();
  if (st.over()) {
    ending = st.reason == "big-bang" || st.reason == "no-legal-moves" ? "mate" : st.reason;
    winner = st.winner;
  } else if (rng.below(3) == 0) {
    const int stm = game.position().side_to_move() == kBlack ? 1 : 2;
    const char* endings[] = {"resign", "time-up", "abort", "impasse-draw", "draw", "max-moves"};
    ending = endings[rng.below(6)];
    winner = ending == "resign" || ending == "time-up" ? 3 - stm : 0;
  }
}

Record random_tree(uint64_t seed) {
  Prng rng(seed);
  Record rec;
  const std::vector<HandicapStart> starts = handicaps();
  if (rng.below(3) == 0) rec.start_sfen = std::string(starts[rng.below(uint32_t(starts.size()))].sfen);
  rec.set_header("sente", "先手 " + std::to_string(seed));
  rec.set_header("event", "JKF \"round trip\"");
  rec.set_header("棋譜ID", std::to_string(seed));
  if (rng.below(2)) rec.comment = "before the first move\n<i>still text</i>";
  Game game;
  REQUIRE_FALSE(game.set_sfen(rec.start_sfen));
  random_line(rng, game, 10 + int(rng.below(60)), 2, rec.moves, rec.ending, rec.winner);
  return rec;
}

void check_same(const Record& a, const Record& b) {
  CHECK(a.start_sfen == b.start_sfen);
  CHECK(a.headers == b.headers);
  CHECK(a.comment == b.comment);
  CHECK(a.ending == b.ending);
  CHECK(a.winner == b.winner);
  CHECK(a.moves == b.moves);  // moves, comments, times and variations, recursively
}

Error read(const std::string& text, Record& out) { return read_jkf(text, out); }

// The error code of reading `text`, checking that the output record was left alone.
std::string error_of(const std::string& text, std::string* message = nullptr) {
  Record out;
  out.comment = "untouched";
  const Error e = read_jkf(text, out);
  CHECK(out.comment == "untouched");
  CHECK(out.moves.empty());
  if (message) *message = e.message;
  return e.code;
}

// A JKF with the given moves entries after an empty opening entry.
std::string with_moves(const std::string& entries) { return R"({"header":{},"moves":[{},)" + entries + "]}"; }

constexpr const char* kMove77 = R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"}})";
constexpr const char* kMove33 = R"({"move":{"color":1,"from":{"x":3,"y":3},"to":{"x":3,"y":4},"piece":"FU"}})";

}  // namespace

TEST_CASE("JKF: random move trees written and read back to the same tree", "[records][jkf]") {
  const uint64_t base = test::seed(35);
  int forks = 0, handicapped = 0;
  for (uint64_t i = 0; i < 60; ++i) {
    const Record rec = random_tree(base + i);
    std::string text;
    const Error w = write_jkf(rec, text);
    REQUIRE(w.message == "");
    Record back;
    const Error r = read_jkf(text, back);
    INFO(text);
    REQUIRE(r.message == "");
    check_same(rec, back);
    for (const RecordMove& m : rec.moves) forks += int(m.variations.size());
    handicapped += rec.start_sfen != kStartSfen;
    // The same text again: writing is a function of the tree.
    std::string again;
    REQUIRE_FALSE(write_jkf(back, again));
    CHECK(again == text);
  }
  CHECK(forks > 10);
  CHECK(handicapped > 5);
}

TEST_CASE("JKF: a custom initial position with hands, gote to move", "[records][jkf]") {
  // Gote's king on 51 with a gold; sente's king on 59, a silver in hand for sente, two pawns for gote.
  std::string board = "[";
  for (int x = 1; x <= 9; ++x) {
    board += x > 1 ? ",[" : "[";
    for (int y = 1; y <= 9; ++y) {
      if (y > 1) board += ',';
      if (x == 5 && y == 1) board += R"({"color":1,"kind":"OU"})";
      else if (x == 4 && y == 1) board += R"({"color":1,"kind":"KI"})";
      else if (x == 5 && y == 9) board += R"({"color":0,"kind":"OU"})";
      else if (x == 1 && y == 3) board += R"({"color":0,"kind":"NY"})";
      else board += "{}";
    }
    board += "]";
  }
  board += "]";
  const std::string text = R"({"header":{"先手":"A","後手":"B","棋戦":"詰将棋"},"initial":{"preset":"OTHER","data":{"color":1,"board":)" + board +
                           R"(,"hands":[{"GI":1,"FU":0},{"FU":2}]}},"moves":[{"comments":["from a diagram"]},)"
                           R"({"move":{"color":1,"to":{"x":5,"y":5},"piece":"FU"}},)"
                           R"({"move":{"color":0,"from":{"x":1,"y":3},"to":{"x":1,"y":2},"piece":"NY"}},)"
                           R"({"move":{"color":1,"from":{"x":4,"y":1},"to":{"x":4,"y":2},"piece":"KI"}},)"
                           R"({"move":{"color":0,"to":{"x":4,"y":8},"piece":"GI","relative":"H"}}]})";
  Record rec;
  const Error e = read(text, rec);
  REQUIRE(e.message == "");
  CHECK(rec.start_sfen == "4kg3/9/8+L/9/9/9/9/9/4K4 w S2p 1");
  CHECK(rec.header("sente") == "A");
  CHECK(rec.header("gote") == "B");
  CHECK(rec.header("event") == "詰将棋");
  CHECK(rec.comment == "from a diagram");
  REQUIRE(rec.moves.size() == 4);
  CHECK(rec.moves[0].usi == "P*5e");
  CHECK(rec.moves[1].usi == "1c1b");
  CHECK(rec.moves[3].usi == "S*4h");
  // Written back as OTHER with the same board.
  std::string out;
  REQUIRE_FALSE(write_jkf(rec, out));
  CHECK(out.find(R"("preset":"OTHER")") != std::string::npos);
  Record back;
  REQUIRE_FALSE(read_jkf(out, back));
  CHECK(back.start_sfen == rec.start_sfen);
  // An empty board is {} too; a position the rules refuse (a sente pawn on the first rank) is named.
  Record empty;
  REQUIRE(read(R"({"header":{},"initial":{"preset":"OTHER","data":{"color":0,"board":{},"hands":[{},{}]}},"moves":[]})", empty).message == "");
  CHECK(empty.start_sfen == "9/9/9/9/9/9/9/9/9 b - 1");
  std::string dead = board;
  dead.replace(dead.find(R"({"color":1,"kind":"KI"})"), 23, R"({"color":0,"kind":"FU"})");
  std::string message;
  CHECK(error_of(R"({"header":{},"initial":{"preset":"OTHER","data":{"color":0,"board":)" + dead + R"(,"hands":[{},{}]}},"moves":[]})", &message) ==
        "record-bad-position");
  CHECK(message.rfind("initial.data: ", 0) == 0);
}

TEST_CASE("JKF: presets for the handicaps, the giver moves first", "[records][jkf]") {
  Record rec;
  REQUIRE(read(R"({"header":{},"initial":{"preset":"KA"},"moves":[{},{"move":{"color":1,"from":{"x":5,"y":1},"to":{"x":4,"y":2},"piece":"OU"}}]})", rec).message == "");
  CHECK(rec.start_sfen == handicap_sfen("角落ち"));
  CHECK(rec.moves[0].usi == "5a4b");
  std::string message;
  CHECK(error_of(R"({"header":{},"initial":{"preset":"9"},"moves":[]})", &message) == "record-bad-field");
  CHECK(message == "initial.preset: unknown preset '9'");
  // A null initial is the even game.
  REQUIRE_FALSE(read(R"({"header":{},"initial":null,"moves":[{},)" + std::string(kMove77) + "]}", rec));
  CHECK(rec.start_sfen == kStartSfen);
}

TEST_CASE("JKF: forks at the first move, nested forks, and forks of a fork's first move", "[records][jkf]") {
  // moves[1] has two alternatives; the first alternative's first move has one more (a sibling);
  // the second has a nested fork at its second move.
  const std::string text = with_moves(
      R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"},"forks":[)"
      R"([{"move":{"color":0,"from":{"x":2,"y":7},"to":{"x":2,"y":6},"piece":"FU"},"forks":[[{"move":{"color":0,"from":{"x":5,"y":7},"to":{"x":5,"y":6},"piece":"FU"}}]]}],)"
      R"([{"move":{"color":0,"from":{"x":6,"y":9},"to":{"x":7,"y":8},"piece":"KI"}},)"
      R"( {"move":{"color":1,"from":{"x":3,"y":3},"to":{"x":3,"y":4},"piece":"FU"},"forks":[[{"move":{"color":1,"from":{"x":8,"y":3},"to":{"x":8,"y":4},"piece":"FU"},"comments":["nested"]},{"special":"TORYO"}]]}])"
      R"(]},)" + std::string(kMove33));
  Record rec;
  const Error e = read(text, rec);
  REQUIRE(e.message == "");
  REQUIRE(rec.moves.size() == 2);
  const std::vector<RecordVariation>& alts = rec.moves[0].variations;
  REQUIRE(alts.size() == 3);
  CHECK(alts[0].moves[0].usi == "2g2f");
  CHECK(alts[0].moves[0].variations.empty());
  CHECK(alts[1].moves[0].usi == "5g5f");  // the fork of a fork's first move is a sibling, after it
  CHECK(alts[2].moves[0].usi == "6i7h");
  REQUIRE(alts[2].moves.size() == 2);
  REQUIRE(alts[2].moves[1].variations.size() == 1);
  const RecordVariation& nested = alts[2].moves[1].variations[0];
  CHECK(nested.moves[0].usi == "8c8d");
  CHECK(nested.moves[0].comment == "nested");
  CHECK(nested.ending == "resign");
  CHECK(nested.winner == 2);  // sente was to move and resigned
}

TEST_CASE("JKF: same, relative, capture and promote as written by other programs", "[records][jkf]") {
  // 1.76歩 2.34歩 3.22角成 (captures KA, promotes) 4.同銀 with `same` and no `to`.
  const std::string text = with_moves(std::string(kMove77) + "," + kMove33 + "," +
                                      R"({"move":{"color":0,"from":{"x":8,"y":8},"to":{"x":2,"y":2},"piece":"KA","capture":"KA","promote":true}},)"
                                      R"({"move":{"color":1,"from":{"x":3,"y":1},"piece":"GI","capture":"UM","same":true,"relative":"R"}},)"
                                      R"({"move":{"color":0,"to":{"x":3,"y":3},"piece":"KA"},"time":{"now":{"m":1,"s":5},"total":{"h":null,"m":1,"s":5}}})");
  Record rec;
  const Error e = read(text, rec);
  REQUIRE(e.message == "");
  REQUIRE(rec.moves.size() == 5);
  CHECK(rec.moves[2].usi == "8h2b+");
  CHECK(rec.moves[3].usi == "3a2b");
  CHECK(rec.moves[4].usi == "B*3c");
  CHECK(rec.moves[4].seconds == 65);
  // The writer says what JKFPlayer needs to step back: capture, promote, same.
  std::string out;
  REQUIRE_FALSE(write_jkf(rec, out));
  CHECK(out.find(R"("piece":"KA","promote":true,"capture":"KA")") != std::string::npos);
  CHECK(out.find(R"("piece":"GI","same":true,"capture":"UM")") != std::string::npos);
  // A declined promotion is promote:false.
  Record declined;
  REQUIRE_FALSE(read(with_moves(std::string(kMove77) + "," + kMove33 +
                                R"(,{"move":{"color":0,"from":{"x":8,"y":8},"to":{"x":2,"y":2},"piece":"KA","capture":"KA","promote":false}})"),
                     declined));
  CHECK(declined.moves[2].usi == "8h2b");
  REQUIRE_FALSE(write_jkf(declined, out));
  CHECK(out.find(R"("promote":false)") != std::string::npos);
}

TEST_CASE("JKF: every special is an ending with its winner", "[records][jkf]") {
  struct Case {
    const char* special;
    const char* ending;
    int winner;  // after 1.76歩: gote is to move
  };
  const Case cases[] = {{"TORYO", "resign", 1},          {"TIME_UP", "time-up", 1},    {"CHUDAN", "abort", 0},
                        {"SENNICHITE", "repetition", 0}, {"JISHOGI", "impasse-draw", 0}, {"HIKIWAKE", "draw", 0},
                        {"KACHI", "impasse", 2},         {"ILLEGAL_MOVE", "illegal-move", 1},
                        {"+ILLEGAL_ACTION", "illegal-move", 2}, {"-ILLEGAL_ACTION", "illegal-move", 1},
                        {"MAX_MOVES", "max-moves", 0},   {"TSUMI", "mate", 1}};
  for (const Case& c : cases) {
    INFO(c.special);
    Record rec;
    REQUIRE(read(with_moves(std::string(kMove77) + R"(,{"special":")" + c.special + R"(","comments":["after the end"]})"), rec).message == "");
    CHECK(rec.ending == c.ending);
    CHECK(rec.winner == c.winner);
    CHECK(rec.moves.back().comment == "after the end");  // an ending's comment joins the last move's
    std::string out;
    REQUIRE_FALSE(write_jkf(rec, out));
    Record back;
    REQUIRE_FALSE(read_jkf(out, back));
    CHECK(back.ending == rec.ending);
    CHECK(back.winner == rec.winner);
  }
  std::string message;
  CHECK(error_of(with_moves(R"({"special":"GIVE_UP"})"), &message) == "record-bad-field");
  CHECK(message == "moves[1].special: unknown special \"GIVE_UP\"");
}

TEST_CASE("JKF: comments with markup are kept as text, lines joined", "[records][jkf]") {
  Record rec;
  REQUIRE(read(R"({"header":{"備考":"<script>alert(1)</script>"},"moves":[{"comments":["<b>bold?</b>","&amp; \u3042 \ud83d\ude00"]},)" +
                   std::string(kMove77) + "]}",
               rec)
              .message == "");
  CHECK(rec.comment == "<b>bold?</b>\n&amp; あ 😀");
  CHECK(rec.header("note") == "<script>alert(1)</script>");
  std::string out;
  REQUIRE_FALSE(write_jkf(rec, out));
  CHECK(out.find(R"("comments":["<b>bold?</b>","&amp; あ 😀"])") != std::string::npos);
}

TEST_CASE("JKF: an illegal move in a fork names its path, nothing is loaded", "[records][jkf]") {
  std::string message;
  // moves[2] (34歩) has a fork whose second move moves a piece that is not there.
  const std::string text = with_moves(std::string(kMove77) + "," +
                                      R"({"move":{"color":1,"from":{"x":3,"y":3},"to":{"x":3,"y":4},"piece":"FU"},"forks":[[)"
                                      R"({"move":{"color":1,"from":{"x":8,"y":3},"to":{"x":8,"y":4},"piece":"FU"}},)"
                                      R"({"move":{"color":0,"from":{"x":2,"y":8},"to":{"x":2,"y":2},"piece":"HI"}}]]})");
  CHECK(error_of(text, &message) == "record-illegal-move");
  CHECK(message.rfind("moves[2].forks[0][1]: 2h2b", 0) == 0);
  // The piece named must be the one on the square; the colour the side to move.
  CHECK(error_of(with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"KY"}})"), &message) == "record-illegal-move");
  CHECK(message == "moves[1].move: sente has no KY on 77");
  CHECK(error_of(with_moves(R"({"move":{"color":1,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"}})"), &message) == "record-illegal-move");
  CHECK(message == "moves[1].move: gote moves, but sente is to move");
  CHECK(error_of(with_moves(std::string(kMove77) + R"(,{"move":{"color":1,"to":{"x":5,"y":5},"piece":"FU"}})"), &message) == "record-illegal-move");
  CHECK(message == "moves[2].move: gote has no FU in hand");
  CHECK(error_of(with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU","capture":"FU"}})"), &message) == "record-illegal-move");
  CHECK(message == "moves[1].move: captures FU, but 76 is empty");
}

TEST_CASE("JKF: hostile and malformed records get a named error", "[records][jkf][hostile]") {
  struct Case {
    std::string text;
    const char* code;
    const char* message;  // "" = not checked
  };
  const std::string deep = std::string(2000, '[') + std::string(2000, ']');
  std::string many = "[0";
  for (int i = 0; i < 1'000'001; ++i) many += ",0";
  many += "]";
  // A board whose square 1-1 holds a piece with a kind and no color.
  std::string colorless = R"({"initial":{"preset":"OTHER","data":{"color":0,"board":[)";
  for (int x = 0; x < 9; ++x) {
    colorless += x ? ",[" : "[";
    for (int y = 0; y < 9; ++y) colorless += std::string(y ? "," : "") + (x == 0 && y == 0 ? R"({"kind":"FU"})" : "{}");
    colorless += "]";
  }
  colorless += R"(],"hands":[{},{}]}},"moves":[]})";
  const std::vector<Case> cases = {
      {"", "record-empty", ""},
      {colorless, "record-bad-field", "initial.data.board[0][0].color: missing (a whole number from 0 to 1)"},
      {"  \n", "record-empty", ""},
      {"[]", "record-bad-field", "the record: a JKF record is a JSON object"},
      {R"({"header":{},"moves":[{},)", "record-truncated", ""},
      {R"({"header":{},"moves":[{},{"move":{"color":0,"fr)", "record-truncated", ""},
      {R"({"header":{}, "moves":[] } x)", "record-bad-json", "line 1, column 28: text after the end of the JSON value"},
      {"{\"header\":{},\n\"moves\":[,]}", "record-bad-json", "line 2, column 10: unexpected character ','"},
      {R"({"header":{},"moves":[{"comments":["\x"]}]})", "record-bad-json", ""},
      {"{\"header\":{\"a\":\"\xff\"},\"moves\":[]}", "record-bad-encoding", ""},
      {R"({"header":{},"moves":[{"comments":["\ud800"]}]})", "record-bad-json", ""},
      {deep, "record-too-large", ""},
      {many, "record-too-large", ""},
      {R"({"header":{}})", "record-bad-field", "moves: missing (a JKF record has a moves array)"},
      {R"({"header":{},"moves":{}})", "record-bad-field", "moves: must be an array"},
      {R"({"header":{},"moves":[],"extra":1})", "record-bad-field", "extra: not a JKF field (header, initial, moves)"},
      {R"({"header":{},"moves":[],"moves":[]})", "record-bad-field", "moves: given twice"},
      {R"({"header":{"先手":1},"moves":[]})", "record-bad-field", "header.先手: must be a string, found 1"},
      {R"({"header":[],"moves":[]})", "record-bad-field", ""},
      {with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":1e999},"piece":"FU"}})"), "record-bad-field",
       "moves[1].move.to.y: expected a whole number from 1 to 9, found 1e999"},
      {with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":123456789012345678901234567890},"piece":"FU"}})"),
       "record-bad-field", ""},
      {with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6.0},"piece":"FU"}})"), "record-bad-field", ""},
      {with_moves(R"({"move":{"color":0,"from":{"x":"7","y":7},"to":{"x":7,"y":6},"piece":"FU"}})"), "record-bad-field", ""},
      {with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"PAWN"}})"), "record-bad-field", ""},
      {with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU","promote":"yes"}})"), "record-bad-field", ""},
      {with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU","relative":"Q"}})"), "record-bad-field", ""},
      {with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU","colour":0}})"), "record-bad-field",
       "moves[1].move.colour: not a field here"},
      {with_moves(std::string(kMove77) + R"(,{"comments":["no move"]})"), "record-bad-field", "moves[2]: holds neither a move nor a special"},
      {with_moves(R"({"special":"TORYO"},)" + std::string(kMove77)), "record-bad-field", "moves[2]: an entry after the line's ending (special)"},
      {with_moves(std::string(kMove77).substr(0, std::string(kMove77).size() - 1) + R"(,"forks":[[]]})"), "record-bad-field",
       "moves[1].forks[0]: an empty fork"},
      {with_moves(std::string(kMove77).substr(0, std::string(kMove77).size() - 1) + R"(,"forks":[[{"special":"TORYO"}]]})"), "record-bad-field",
       "moves[1].forks[0][0]: a fork starts with an ending (special), not a move"},
      {with_moves(R"({"special":"TORYO","forks":[[)" + std::string(kMove77) + "]]}"), "record-bad-field", ""},
      {with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"},"time":{"now":{"m":-1,"s":0}}})"), "record-bad-field", ""},
      {with_moves(R"({"move":{"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"},"comments":"one"})"), "record-bad-field", ""},
      {R"({"header":{},"moves":[{"move":{"color":0,"to":{"x":5,"y":5},"piece":"FU"}}]})", "record-bad-field",
       "moves[0].move: moves[0] holds the comment before the first move only"},
      {with_moves(R"({"move":{"color":0,"to":{"x":7,"y":6},"piece":"FU","same":true}})"), "record-bad-field", ""},
  };
  for (const Case& c : cases) {
    INFO(c.text.substr(0, 200));
    std::string message;
    CHECK(error_of(c.text, &message) == c.code);
    if (*c.message) CHECK(message == c.message);
  }
}

TEST_CASE("JKF: variations nested past the limit are refused", "[records][jkf][hostile]") {
  // A tree whose every variation branches again at its second move, `depth` deep.
  auto nested = [](int depth) {
    Prng rng(7);
    for (;;) {
      Game game;
      std::vector<Move> path, other;
      for (int i = 0; i <= depth + 1; ++i) {
        MoveList list;
        generate_legal(game.position(), list);
        if (game.status().over() || list.size() < 2) break;
        const Move a = list[rng.below(uint32_t(list.size()))];
        Move b = a;
        while (b == a) b = list[rng.below(uint32_t(list.size()))];
        path.push_back(a);
        other.push_back(b);
        game.play(a);
      }
      if (int(path.size()) != depth + 2) continue;  // the game ended early: another one
      RecordVariation inner{{{to_usi(path[depth]), "", -1, {}}}, "", 0};
      Record rec;
      for (int k = depth - 1; k >= 0; --k) {
        RecordMove y{to_usi(other[k + 1]), "", -1, {inner}};
        std::vector<RecordMove> line{{to_usi(path[k]), "", -1, {}}, y};
        if (k == 0) rec.moves = line;
        else inner = RecordVariation{line, "", 0};
      }
      std::string text;
      REQUIRE(write_jkf(rec, text).message == "");
      return text;
    }
  };
  Record rec;
  CHECK(read(nested(kMaxVariationDepth), rec).message == "");
  std::string message;
  CHECK(error_of(nested(kMaxVariationDepth + 1), &message) == "record-too-large");
  CHECK(message.find("variations nest more than 100 deep") != std::string::npos);
}

TEST_CASE("JKF: the format is guessed from a leading brace and named jkf", "[records][jkf]") {
  CHECK(guess_record_format("  \n{\"header\":{}}") == RecordFormat::kJkf);
  CHECK(guess_record_format("\xEF\xBB\xBF{") == RecordFormat::kJkf);
  RecordFormat f;
  REQUIRE_FALSE(parse_record_format("jkf", f));
  CHECK(f == RecordFormat::kJkf);
  Record rec;
  REQUIRE(read_record(with_moves(kMove77), RecordFormat::kJkf, rec).message == "");
  std::string text;
  REQUIRE_FALSE(write_record(rec, RecordFormat::kJkf, text));
  CHECK(text.rfind("{\n", 0) == 0);
}

TEST_CASE("JSON reader: values, escapes and limits", "[records][jkf][json]") {
  JsonDocument doc;
  REQUIRE(doc.parse(R"( {"a": [1, -20, 3.5, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"], "b": {}} )").message == "");
  const int a = doc.find(doc.root(), "a");
  REQUIRE(a != JsonDocument::kNone);
  CHECK(doc.count(a) == 7);
  int64_t v = 0;
  int n = doc.first(a);
  CHECK(doc.integer(n, v));
  CHECK(v == 1);
  n = doc.next(n);
  CHECK(doc.integer(n, v));
  CHECK(v == -20);
  n = doc.next(n);
  CHECK_FALSE(doc.integer(n, v));  // 3.5
  n = doc.next(doc.next(doc.next(doc.next(n))));
  CHECK(doc.string(n) == "x\"\\/\b\f\n\r\té😀");
  CHECK(doc.find(doc.root(), "c") == JsonDocument::kNone);
  std::string s;
  append_json_string(s, std::string("a\"b\\c\n\x01", 7));
  CHECK(s == R"("a\"b\\c\n\u0001")");
  JsonLimits tight;
  tight.max_depth = 2;
  CHECK(doc.parse("[[[]]]", tight).code == "record-too-large");
  CHECK(doc.parse("[[]]", tight).code == "");
  tight.max_values = 3;
  CHECK(doc.parse("[1,2,3]", tight).code == "record-too-large");
  for (const char* bad : {"01", "1.", "-", "1e", "[1,]", "{\"a\" 1}", "{1:2}", "\"\t\"", "nul", "[1 2]", "\"\\ud800\\u0041\""}) {
    INFO(bad);
    CHECK_FALSE(doc.parse(bad).code.empty());
  }
}
