// Real-length records: full games between fairy-stockfish and gpsusi (tools/match/record_games.mjs
// wrote them as USI move lists with fairy-stockfish's own final SFEN). Each is written in every
// format, read back and replayed; the final position must be fairy-stockfish's.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/showgit/records/record.h"

using namespace regalia;
using namespace regalia::showgit;

namespace {

struct GameFixture {
  std::string name;
  Record record;
  std::string final_sfen;
};

std::vector<GameFixture> load_games() {
  std::vector<GameFixture> out;
  const std::filesystem::path dir = std::filesystem::path(REGALIA_TEST_DATA_DIR) / "records" / "games";
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".usi") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    std::ifstream in(path);
    GameFixture g;
    g.name = path.filename().string();
    std::string line, ending;
    int winner = 0;
    while (std::getline(in, line)) {
      if (line.rfind("# ", 0) == 0) {
        // "# fairy-stockfish (sente) vs gpsusi (gote); ..."
        const size_t vs = line.find(" (sente) vs ");
        if (vs != std::string::npos) {
          g.record.set_header("sente", line.substr(2, vs - 2));
          const size_t gote = line.find(" (gote)");
          g.record.set_header("gote", line.substr(vs + 12, gote - vs - 12));
        }
      } else if (line.rfind("position ", 0) == 0) {
        std::vector<std::pair<std::string, std::string>> headers = g.record.headers;
        const Error e = read_usi_record(line, g.record);
        INFO(g.name << ": " << e.message);
        REQUIRE_FALSE(e);
        g.record.headers = headers;
      } else if (line.rfind("ending ", 0) == 0) {
        ending = line.substr(7);
      } else if (line.rfind("winner ", 0) == 0) {
        winner = std::stoi(line.substr(7));
      } else if (line.rfind("final ", 0) == 0) {
        g.final_sfen = line.substr(6);
      }
    }
    g.record.ending = ending;
    g.record.winner = winner;
    g.record.set_header("event", "fairy-stockfish vs gpsusi");
    g.record.set_header("start-time", "2024/06/01 12:00:00");
    // Times and a comment now and then, so that every format carries them.
    for (size_t i = 0; i < g.record.moves.size(); ++i) {
      g.record.moves[i].seconds = int(i % 7);
      if (i % 25 == 0) g.record.moves[i].comment = "手 " + std::to_string(i + 1);
    }
    out.push_back(std::move(g));
  }
  return out;
}

std::string without_number(const std::string& sfen) { return sfen.substr(0, sfen.rfind(' ')); }

}  // namespace

TEST_CASE("records: engine games: every format written, read back, replayed to fairy-stockfish's SFEN", "[record][showgit][games]") {
  const std::vector<GameFixture> games = load_games();
  REQUIRE(games.size() >= 10);
  size_t plies = 0;
  for (const GameFixture& g : games) {
    INFO(g.name);
    REQUIRE(g.record.moves.size() >= 40);
    REQUIRE(!g.final_sfen.empty());
    // fairy-stockfish lists the hands in its own order: compare canonical SFENs.
    Position fairy;
    REQUIRE_FALSE(fairy.set_sfen(g.final_sfen));
    const std::string expected = fairy.sfen();
    plies += g.record.moves.size();
    for (RecordFormat f : {RecordFormat::kKif, RecordFormat::kKifShiftJis, RecordFormat::kCsa, RecordFormat::kUsi}) {
      INFO("format " << int(f));
      std::string text;
      REQUIRE(write_record(g.record, f, text).message == "");
      Record back;
      REQUIRE(read_record(text, f, back).message == "");
      REQUIRE(back.moves.size() == g.record.moves.size());
      for (size_t i = 0; i < back.moves.size(); ++i) REQUIRE(back.moves[i].usi == g.record.moves[i].usi);
      if (f != RecordFormat::kUsi) {
        REQUIRE(back.ending == g.record.ending);
        REQUIRE(back.winner == g.record.winner);
        REQUIRE(back.header("sente") == g.record.header("sente"));
        REQUIRE(back.moves[25].comment == "手 26");
        REQUIRE(back.moves[6].seconds == 6);
      }
      Game game;
      REQUIRE_FALSE(replay(back, game));
      // CSA keeps no move number; everything else is compared in full.
      if (f == RecordFormat::kCsa) REQUIRE(without_number(game.position().sfen()) == without_number(expected));
      else REQUIRE(game.position().sfen() == expected);
      if (g.record.ending == "mate") REQUIRE(game.status().reason == "big-bang");
    }
  }
  REQUIRE(plies > 500);
}
