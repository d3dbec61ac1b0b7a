// SHOWGIT records: KIF (UTF-8 and Shift_JIS), CSA and USI round trips on generated games, the
// notation people read, and hand-written odd and hostile records.
#include <catch2/catch.hpp>

#include <cctype>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/common/prng.h"
#include "core/showgit/records/csa.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/rules/movegen.h"
#include "core/showgit/records/notation.h"
#include "core/showgit/records/record.h"
#include "core/common/text/shift_jis.h"
#include "core/showgit/rules/usi.h"
#include "tests/native/test_seed.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

std::string fixture(const std::string& name) {
  std::ifstream in(std::string(REGALIA_TEST_DATA_DIR) + "/records/" + name, std::ios::binary);
  REQUIRE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A random game: captures, promotions and drops preferred so that records are rich in them.
Record random_record(uint64_t seed, int max_plies) {
  Prng rng(seed);
  Game game;
  Record rec;
  rec.set_header("sente", "先手 テスト" + std::to_string(seed));
  rec.set_header("gote", "gote-" + std::to_string(seed));
  rec.set_header("event", "ランダム対局");
  rec.set_header("start-time", "2024/01/01 10:00:00");
  rec.comment = "generated game " + std::to_string(seed);
  for (int ply = 0;; ++ply) {
    const GameStatus st = game.status();
    if (st.over()) {
      rec.ending = st.reason == "big-bang" || st.reason == "no-legal-moves" ? "mate" : st.reason;
      rec.winner = st.winner;
      break;
    }
    if (ply >= max_plies) {
      const int stm = game.position().side_to_move() == kBlack ? 1 : 2;
      const int kind = int(seed % 4);
      rec.ending = kind == 0 ? "resign" : kind == 1 ? "time-up" : kind == 2 ? "abort" : "illegal-move";
      rec.winner = kind == 2 ? 0 : 3 - stm;
      break;
    }
    MoveList list;
    generate_legal(game.position(), list);
    std::vector<Move> rich;
    for (Move m : list)
      if (m.is_drop() || m.promotes() || game.position().piece_on(m.to())) rich.push_back(m);
    const Move m = !rich.empty() && rng.below(3) ? rich[rng.below(uint32_t(rich.size()))] : list[rng.below(uint32_t(list.size()))];
    RecordMove rm{to_usi(m), "", int(rng.below(90))};
    if (rng.below(6) == 0) rm.comment = rng.below(2) ? "評価値 +" + std::to_string(rng.below(500)) : "two\nlines";
    rec.moves.push_back(rm);
    game.play(m);
  }
  return rec;
}

// A game that ends in fourfold repetition: a few random plies, then both sides shuffle.
Record repetition_record(uint64_t seed) {
  Record rec = random_record(seed, 10);
  rec.ending.clear();
  Game game;
  REQUIRE_FALSE(replay(rec, game));
  Prng rng(seed * 7 + 1);
  for (int tries = 0; tries < 200 && !game.status().over(); ++tries) {
    MoveList list;
    generate_legal(game.position(), list);
    const Move a = list[rng.below(uint32_t(list.size()))];
    if (a.is_drop() || a.promotes() || game.position().piece_on(a.to())) continue;
    game.play(a);
    MoveList list2;
    generate_legal(game.position(), list2);
    bool done = false;
    for (Move b : list2) {
      if (b.is_drop() || b.promotes() || game.position().piece_on(b.to())) continue;
      game.play(b);
      const Move ra = Move::board(a.to(), a.from());
      if (is_legal(game.position(), ra)) {
        game.play(ra);
        const Move rb = Move::board(b.to(), b.from());
        if (is_legal(game.position(), rb)) {
          game.play(rb);
          for (int cycle = 0; cycle < 3 && !game.status().over(); ++cycle) {
            for (Move m : {a, b, ra, rb}) {
              if (game.status().over()) break;
              game.play(m);
            }
          }
          done = true;
          break;
        }
        game.undo();
      }
      game.undo();
    }
    if (done) break;
    game.undo();
  }
  REQUIRE(game.status().over());
  rec.moves.clear();
  for (Move m : game.moves()) rec.moves.push_back({to_usi(m), "", 1, {}});
  rec.ending = game.status().reason;
  rec.winner = game.status().winner;
  return rec;
}

// Positions after every move of both records are the same, and so is everything the format keeps.
// SFEN without the move number (CSA does not keep it).
std::string board_of(const std::string& sfen) { return sfen.substr(0, sfen.rfind(' ')); }

void require_same(const Record& a, const Record& b, RecordFormat f) {
  const bool numbered = f != RecordFormat::kCsa;
  REQUIRE((numbered ? a.start_sfen : board_of(a.start_sfen)) == (numbered ? b.start_sfen : board_of(b.start_sfen)));
  REQUIRE(a.moves.size() == b.moves.size());
  Game ga, gb;
  REQUIRE_FALSE(ga.set_sfen(a.start_sfen));
  REQUIRE_FALSE(gb.set_sfen(b.start_sfen));
  for (size_t i = 0; i < a.moves.size(); ++i) {
    REQUIRE(a.moves[i].usi == b.moves[i].usi);
    REQUIRE_FALSE(ga.play(a.moves[i].usi));
    REQUIRE_FALSE(gb.play(b.moves[i].usi));
    REQUIRE(board_of(ga.position().sfen()) == board_of(gb.position().sfen()));
    if (f != RecordFormat::kUsi) {
      REQUIRE(a.moves[i].comment == b.moves[i].comment);
      REQUIRE(a.moves[i].seconds == b.moves[i].seconds);
    }
  }
  if (f == RecordFormat::kUsi) return;
  REQUIRE(a.comment == b.comment);
  REQUIRE(a.ending == b.ending);
  REQUIRE(a.winner == b.winner);
  for (const char* key : {"sente", "gote", "event", "start-time"}) REQUIRE(a.header(key) == b.header(key));
}

void round_trip(const Record& rec) {
  for (RecordFormat f : {RecordFormat::kKif, RecordFormat::kKifShiftJis, RecordFormat::kCsa, RecordFormat::kUsi}) {
    std::string text;
    REQUIRE_FALSE(write_record(rec, f, text));
    if (f == RecordFormat::kKifShiftJis) REQUIRE_FALSE(is_valid_utf8(text));
    Record back;
    const Error e = read_record(text, f, back);
    INFO(text);
    REQUIRE(e.message == "");
    require_same(rec, back, f);
  }
}

}  // namespace

TEST_CASE("records: Shift_JIS: the KIF characters both ways", "[record][showgit]") {
  const std::string utf8 = "手数----指手---------消費時間--▲７六歩△同　角成 成香 成桂 成銀 龍竜馬と 投了 千日手 詰み 持将棋 反則勝ち 中断 先手 後手 下手 上手 手合割 開始日時 棋戦 ・ｶﾅ ～";
  std::string sjis, back;
  REQUIRE(utf8_to_shift_jis(utf8, sjis));
  REQUIRE(sjis.find("\x95\xE0") != std::string::npos);  // 歩
  REQUIRE_FALSE(is_valid_utf8(sjis));
  REQUIRE(shift_jis_to_utf8(sjis, back));
  REQUIRE(back == utf8);
  char32_t bad = 0;
  REQUIRE_FALSE(utf8_to_shift_jis("한국어", sjis, &bad));
  REQUIRE(bad == U'한');
  size_t offset = 0;
  REQUIRE_FALSE(shift_jis_to_utf8("ab\x81", back, &offset));
  REQUIRE(offset == 2);
}

TEST_CASE("records: notation: Western, SHOWGIT and Japanese", "[record][showgit]") {
  Position pos;
  auto play = [&](const char* usi) {
    Move m;
    REQUIRE_FALSE(parse_usi_move(pos, usi, m));
    pos.do_move(m);
  };
  auto notes = [&](const char* usi, Square prev = kNoSquare) {
    Move m;
    REQUIRE_FALSE(parse_usi_move(pos, usi, m));
    return std::vector<std::string>{western_notation(pos, m), showgit_notation(pos, m), japanese_notation(pos, m, prev)};
  };
  REQUIRE(notes("7g7f") == std::vector<std::string>{"P-7f", "UNIFORM 7g-7f", "▲７六歩"});
  REQUIRE(notes("6i5h") == std::vector<std::string>{"G6i-5h", "MIKE 6i-5h", "▲５八金左"});
  REQUIRE(notes("4i5h") == std::vector<std::string>{"G4i-5h", "MIKE 4i-5h", "▲５八金右"});
  play("7g7f");
  play("3c3d");
  REQUIRE(notes("8h2b+") == std::vector<std::string>{"Bx2b+", "VICTOR 8h×2b+", "▲２二角成"});
  REQUIRE(notes("8h2b") == std::vector<std::string>{"Bx2b=", "VICTOR 8h×2b=", "▲２二角不成"});
  play("8h2b+");
  REQUIRE(notes("3a2b", make_square(1, 1)) == std::vector<std::string>{"Sx2b", "ALPHA 3a×2b", "△同　銀"});
  REQUIRE(japanese_notation(pos, Move::board(make_square(2, 0), make_square(1, 1)), make_square(1, 1)) == "△同　銀");
  REQUIRE(western_notation(pos, Move::board(make_square(2, 0), make_square(1, 1))) == "Sx2b");
  play("4a3b");
  REQUIRE(notes("2b3a") == std::vector<std::string>{"+Bx3a", "NEO-VICTOR 2b×3a", "▲３一馬"});
  pos.set_sfen("4k4/9/9/9/9/9/9/9/4K4 b B 1");
  REQUIRE(notes("B*5e") == std::vector<std::string>{"B*5e", "VICTOR *5e", "▲５五角"});
  pos.set_sfen("4k4/9/5S3/9/9/9/9/9/4K4 b - 1");
  REQUIRE(western_notation(pos, Move::board(make_square(3, 2), make_square(3, 1), false)) == "S-4b=");
  REQUIRE(showgit_notation(pos, Move::board(make_square(3, 2), make_square(3, 1), true)) == "ALPHA 4c-4b+");
}

TEST_CASE("records: round trips of generated games in every format", "[record][showgit]") {
  int drops = 0, promotions = 0;
  const uint64_t first = regalia::test::seed(1);
  for (uint64_t seed = first; seed < first + 12; ++seed) {
    const Record rec = random_record(seed, 40 + int(seed * 13 % 120));
    for (const RecordMove& m : rec.moves) {
      drops += m.usi[1] == '*';
      promotions += m.usi.back() == '+';
    }
    round_trip(rec);
  }
  REQUIRE(drops > 20);
  REQUIRE(promotions > 10);
}

TEST_CASE("records: round trips of repetition endings and non-standard starts", "[record][showgit]") {
  for (uint64_t seed : {3, 4}) {
    const Record rec = repetition_record(seed);
    REQUIRE((rec.ending == "repetition" || rec.ending == "perpetual-check"));
    round_trip(rec);
  }
  // A handicap start and a position with pieces in hand (a board diagram in KIF).
  for (const char* sfen : {"lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
                           "lnsgk2nl/1r4gs1/p1pppp1pp/6p2/1p7/2P6/PPSPPPPPP/2G4R1/LN2KGSNL b Bb 13"}) {
    Record rec;
    rec.start_sfen = sfen;
    Game game;
    REQUIRE_FALSE(game.set_sfen(sfen));
    Prng rng(9);
    for (int i = 0; i < 30 && !game.status().over(); ++i) {
      MoveList list;
      generate_legal(game.position(), list);
      const Move m = list[rng.below(uint32_t(list.size()))];
      rec.moves.push_back({to_usi(m), "", -1, {}});
      game.play(m);
    }
    rec.ending = "abort";
    round_trip(rec);
  }
}

TEST_CASE("records: KIF: a handicap game written by another program", "[record][showgit][kif]") {
  Record rec;
  REQUIRE(read_kif(fixture("handicap_kyo.kif"), rec).message == "");
  REQUIRE(rec.start_sfen == "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  REQUIRE(rec.header("sente") == "下手の人");
  REQUIRE(rec.header("gote") == "上手の人");
  REQUIRE(rec.header("title") == "香落ちの例");
  REQUIRE(rec.moves.size() == 6);
  REQUIRE(rec.moves[0].usi == "3c3d");
  REQUIRE(rec.moves[0].seconds == 3);
  REQUIRE(rec.moves[1].comment == "下手の初手");
  REQUIRE(rec.moves[4].usi == "2b8h+");
  REQUIRE(rec.moves[5].usi == "7i8h");  // 同　銀 without the from square: found by the rules
  REQUIRE(rec.ending == "resign");
  REQUIRE(rec.winner == 1);
  std::string text;
  REQUIRE_FALSE(write_kif(rec, text));
  REQUIRE(text.find("手合割：香落ち") != std::string::npos);
  REQUIRE(text.find("上手：上手の人") != std::string::npos);
}

TEST_CASE("records: KIF: board diagram start, disambiguation words, 同, endings", "[record][showgit][kif]") {
  Record rec;
  REQUIRE(read_kif(fixture("bod_words.kifu"), rec).message == "");
  REQUIRE(rec.start_sfen == "4k4/9/9/9/9/9/9/3G1G3/4K4 b 2P 1");
  REQUIRE(rec.moves.size() == 3);
  REQUIRE(rec.moves[0].usi == "4h5g");  // ５七金右: the gold on 4h (to sente's right)
  REQUIRE(rec.moves[1].usi == "5a5b");
  REQUIRE(rec.moves[2].usi == "P*5c");
  REQUIRE(rec.ending == "abort");
}

TEST_CASE("records: CSA: impasse declaration (%KACHI) from a P1..P9 position", "[record][showgit][csa]") {
  Record rec;
  REQUIRE(read_csa(fixture("impasse_kachi.csa"), rec).message == "");
  REQUIRE(rec.ending == "impasse");
  REQUIRE(rec.winner == 1);
  REQUIRE(rec.header("sente") == "Sente Bot");
  REQUIRE(rec.header("event") == "impasse test");
  Game game(GameOptions{true, 0});
  REQUIRE_FALSE(replay(rec, game));
  REQUIRE(can_declare_impasse(game.position()));
  REQUIRE_FALSE(game.declare_impasse());
  // KIF writes it as 入玉勝ち and reads it back the same.
  std::string kif;
  REQUIRE_FALSE(write_kif(rec, kif));
  REQUIRE(kif.find("入玉勝ち") != std::string::npos);
  Record back;
  REQUIRE(read_kif(kif, back).message == "");
  REQUIRE(back.ending == "impasse");
  REQUIRE(back.winner == 1);
}

TEST_CASE("records: CSA: PI with removed pieces, several statements a line, times, comments", "[record][showgit][csa]") {
  Record rec;
  REQUIRE(read_csa("V2.2\nN+a\nN-b\n$EVENT:e\nPI82HI\n-\n-3334FU,T5,+7776FU,T1\n'*c\n-2288UM\nT2\n%TORYO\n", rec).message == "");
  REQUIRE(rec.start_sfen == "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  REQUIRE(rec.moves.size() == 3);
  REQUIRE(rec.moves[2].usi == "2b8h+");
  REQUIRE(rec.moves[0].seconds == 5);
  REQUIRE(rec.moves[1].comment == "c");
  REQUIRE(rec.ending == "resign");
  REQUIRE(rec.winner == 2);
}

TEST_CASE("records: repetition and illegal-move endings written by hand", "[record][showgit]") {
  Record rec;
  REQUIRE(read_kif(fixture("repetition.kifu"), rec).message == "");
  REQUIRE(rec.ending == "repetition");
  Game game;
  REQUIRE_FALSE(replay(rec, game));
  REQUIRE(game.status().reason == "repetition");
  Record illegal;
  REQUIRE(read_csa(fixture("illegal_action.csa"), illegal).message == "");
  REQUIRE(illegal.ending == "illegal-move");
  REQUIRE(illegal.winner == 1);
  std::string kif;
  REQUIRE_FALSE(write_kif(illegal, kif));
  Record back;
  REQUIRE(read_kif(kif, back).message == "");
  REQUIRE(back.ending == "illegal-move");
  REQUIRE(back.winner == 1);
}

TEST_CASE("records: USI move lists", "[record][showgit][usi]") {
  Record rec;
  REQUIRE_FALSE(read_usi_record("position startpos moves 7g7f 3c3d 8h2b+", rec));
  REQUIRE(rec.moves.size() == 3);
  REQUIRE(write_usi_record(rec) == "position startpos moves 7g7f 3c3d 8h2b+\n");
  REQUIRE_FALSE(read_usi_record("position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b", rec));
  REQUIRE(rec.ending == "mate");
  REQUIRE(rec.winner == 1);
  REQUIRE(write_usi_record(rec) == "position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b\n");
}

TEST_CASE("records: hostile records: a clear error and nothing loaded", "[record][showgit][hostile]") {
  Record sentinel;
  sentinel.comment = "untouched";
  auto fails = [&](RecordFormat f, const std::string& text, const char* code, const char* words = "") {
    Record out = sentinel;
    const Error e = read_record(text, f, out);
    INFO(text << "\n-> " << e.code << ": " << e.message);
    REQUIRE(e.code == code);
    REQUIRE(e.message.find(words) != std::string::npos);
    REQUIRE(out.comment == "untouched");
    REQUIRE(out.moves.empty());
  };
  const std::string kif = fixture("handicap_kyo.kif");
  // Truncated: in the middle of a move line, inside a multibyte character, in the board diagram.
  std::string sjis_dou;
  REQUIRE(utf8_to_shift_jis("同", sjis_dou));
  fails(RecordFormat::kKif, kif.substr(0, kif.find(sjis_dou) + 2), "record-truncated");
  fails(RecordFormat::kKif, kif.substr(0, kif.find(sjis_dou) + 1), "record-truncated");
  const std::string bod = fixture("bod_words.kifu");
  fails(RecordFormat::kKif, bod.substr(0, bod.find("|二\n") + 5), "record-truncated", "rows");
  fails(RecordFormat::kKif, bod.substr(0, bod.find("|二\n") + 2), "record-truncated");
  fails(RecordFormat::kKif, "", "record-empty");
  // Wrong encodings: Shift_JIS read as UTF-8, bytes that are neither.
  std::string sjis;
  REQUIRE_FALSE(write_kif(random_record(5, 20), sjis, KifEncoding::kShiftJis));
  Record out = sentinel;
  REQUIRE(read_kif(sjis, out, KifEncoding::kUtf8).code == "record-bad-encoding");
  REQUIRE(out.comment == "untouched");
  fails(RecordFormat::kKif, "#\n\x85\x40\x85\x40\n", "record-bad-encoding", "line 2");
  fails(RecordFormat::kCsa, "V2.2\nN+\xFF\xFF\nPI\n+\n", "record-bad-encoding", "line 2");
  // Unknown headers and values.
  fails(RecordFormat::kCsa, "V2.2\n$COLOUR:red\nPI\n+\n", "record-bad-header", "$COLOUR");
  fails(RecordFormat::kKif, "手合割：十一枚落ち\n", "record-bad-header", "十一枚落ち");
  fails(RecordFormat::kKif, "：value\n", "record-bad-header");
  // Names that would be written back as another kind of line (found by kif_fuzz).
  fails(RecordFormat::kKif, "\t|||-：x\n", "record-bad-header");
  fails(RecordFormat::kKif, "\t8\tx：x\n", "record-bad-header");
  fails(RecordFormat::kKif, " 手数x：1\n", "record-bad-header");
  // Illegal moves (each names its line).
  fails(RecordFormat::kKif, "手数----指手--\n   1 ７六歩(77)\n   2 ７六歩(77)\n", "record-illegal-move", "line 3");
  fails(RecordFormat::kKif, "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二飛(88)\n", "record-illegal-move", "line 3");
  fails(RecordFormat::kKif, "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ５五角打\n", "record-illegal-move", "line 3");
  fails(RecordFormat::kKif, "   1 ７六歩(77)\n   3 ３四歩(33)\n", "record-bad-line", "expected 2");
  fails(RecordFormat::kKif, "   1 ７六歩(77)\n   2 投了\n   3 ３四歩(33)\n", "record-bad-line", "after the end");
  fails(RecordFormat::kKif, "   1 同　歩(77)\n", "record-bad-line", "同");
  fails(RecordFormat::kKif, "こんにちは\n", "record-bad-line", "line 1");
  fails(RecordFormat::kCsa, "PI\n+\n+7776FU\n+3334FU\n", "record-illegal-move", "line 4");
  fails(RecordFormat::kCsa, "PI\n+\n+7776FU\n-3334KA\n", "record-illegal-move", "line 4");
  fails(RecordFormat::kCsa, "PI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0055HI\n", "record-illegal-move", "line 7");
  fails(RecordFormat::kCsa, "PI\n+\n+7776FU\n-33", "record-truncated", "line 4");
  fails(RecordFormat::kCsa, "V2.2\nN+a\n", "record-truncated");
  fails(RecordFormat::kCsa, "P1-XX\n+\n", "record-bad-position", "-XX");
  fails(RecordFormat::kCsa, "P1+FU\nP9-OU\n+\n", "record-bad-position", "not valid");
  fails(RecordFormat::kCsa, "PI\n+\n%WHATEVER\n", "record-bad-line", "%WHATEVER");
  fails(RecordFormat::kUsi, "position startpos moves 7g7f 7g7f", "record-illegal-move", "move 2");
  fails(RecordFormat::kUsi, "position startpos moves 7g7f xx", "record-bad-line");
  fails(RecordFormat::kUsi, "position sfen 9/9/9 b - 1", "record-bad-position");
}

TEST_CASE("records: KIF variations are skipped, marks and ASCII colons read", "[record][showgit][kif]") {
  const std::string text =
      "\xEF\xBB\xBF# ---- Kifu for Windows ----\r\n先手:Alice\r\n後手：Bob\r\n手数----指手---------消費時間--\r\n"
      "   1 ▲７六歩(77)   ( 0:00/00:00:00)+\r\n&bookmark\r\n   2 △３四歩(33)   ( 1:05/00:01:05)\r\n"
      "   3 ２二角不成(88)\r\n\r\n変化：1手\r\n   1 ２六歩(27)\r\n";
  Record rec;
  REQUIRE(read_kif(text, rec).message == "");
  REQUIRE(rec.header("sente") == "Alice");
  REQUIRE(rec.header("gote") == "Bob");
  REQUIRE(rec.moves.size() == 3);
  REQUIRE(rec.moves[1].seconds == 65);
  REQUIRE(rec.moves[2].usi == "8h2b");
}

namespace {

// The 81 squares of an SFEN board, "9a" first, one character each, '.' when empty (enough for start
// positions, which hold no promoted pieces).
std::string expand_board(std::string_view sfen) {
  std::string out;
  for (char c : sfen.substr(0, sfen.find(' '))) {
    if (c == '/') continue;
    if (c >= '1' && c <= '9') out.append(size_t(c - '0'), '.');
    else out.push_back(c);
  }
  return out;
}

size_t square_index(std::string_view usi_square) { return size_t(usi_square[1] - 'a') * 9 + size_t('9' - usi_square[0]); }

}  // namespace

TEST_CASE("records: every handicap start is legal, the giver moves first, the right pieces are gone", "[record][showgit][kif]") {
  // The standard definitions (docs/showgit.md, Handicaps), written here independently of the
  // table: the giver's (後手's) squares emptied from the even start. The giver's left is file 1.
  const std::vector<std::pair<std::string, std::vector<std::string>>> removed = {
      {"lance", {"1a"}},
      {"right-lance", {"9a"}},
      {"bishop", {"2b"}},
      {"rook", {"8b"}},
      {"rook-lance", {"8b", "1a"}},
      {"two-pieces", {"8b", "2b"}},
      {"three-pieces", {"8b", "2b", "1a"}},
      {"four-pieces", {"8b", "2b", "1a", "9a"}},
      {"five-pieces", {"8b", "2b", "1a", "9a", "8a"}},
      {"left-five-pieces", {"8b", "2b", "1a", "9a", "2a"}},
      {"six-pieces", {"8b", "2b", "1a", "9a", "8a", "2a"}},
      {"left-seven-pieces", {"8b", "2b", "1a", "9a", "8a", "2a", "3a"}},
      {"right-seven-pieces", {"8b", "2b", "1a", "9a", "8a", "2a", "7a"}},
      {"eight-pieces", {"8b", "2b", "1a", "9a", "8a", "2a", "3a", "7a"}},
      {"ten-pieces", {"8b", "2b", "1a", "9a", "8a", "2a", "3a", "7a", "4a", "6a"}},
  };
  const std::vector<HandicapStart> all = handicaps();
  REQUIRE(all.size() == removed.size());
  const std::string even = expand_board(handicap_sfen("平手"));
  for (size_t i = 0; i < all.size(); ++i) {
    const HandicapStart& h = all[i];
    INFO(h.id);
    REQUIRE(h.id == removed[i].first);
    REQUIRE(handicap_sfen(h.name) == h.sfen);
    REQUIRE(handicap_name(h.sfen) == h.name);
    Position pos;
    REQUIRE(pos.set_sfen(h.sfen).message == "");
    REQUIRE(pos.side_to_move() == kWhite);
    std::string expected = even;
    for (const std::string& sq : removed[i].second) {
      REQUIRE(expected[square_index(sq)] != '.');
      REQUIRE(std::islower(static_cast<unsigned char>(expected[square_index(sq)])));  // the giver's piece
      expected[square_index(sq)] = '.';
    }
    REQUIRE(expand_board(h.sfen) == expected);
    REQUIRE(h.sfen.substr(h.sfen.find(' ')) == " w - 1");  // nothing in hand
    MoveList moves;
    generate_legal(pos, moves);
    REQUIRE(moves.size() > 0);
  }
}
