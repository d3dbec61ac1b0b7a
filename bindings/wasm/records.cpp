// embind for game records: SHOWGIT KIF / CSA / USI / JKF and Sovereign PGN in and out, and the move
// notation people read. Only translating between JS values and core/showgit/records/record.h,
// core/showgit/records/notation.h, core/sovereign/records/pgn.h and core/sovereign/rules/display.h.
#include <emscripten/bind.h>

#include <string>
#include <vector>

#include "bindings/wasm/values.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/records/notation.h"
#include "core/showgit/records/record.h"
#include "core/showgit/rules/usi.h"
#include "core/sovereign/rules/display.h"
#include "core/sovereign/records/pgn.h"

using emscripten::val;

namespace regalia::wasm {
namespace {

bool is_string(const val& v) { return v.typeOf().as<std::string>() == "string"; }
bool is_set(const val& v) { return !v.isUndefined() && !v.isNull(); }

// Moves as an array of strings or one space-separated string.
std::vector<std::string> move_list(const val& moves) {
  std::vector<std::string> out;
  if (!is_set(moves)) return out;
  if (is_string(moves)) {
    const std::string s = moves.as<std::string>();
    size_t i = 0;
    while (i < s.size()) {
      while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t' || s[i] == '\r')) ++i;
      size_t j = i;
      while (j < s.size() && !(s[j] == ' ' || s[j] == '\n' || s[j] == '\t' || s[j] == '\r')) ++j;
      if (j > i) out.push_back(s.substr(i, j - i));
      i = j;
    }
    return out;
  }
  const int n = moves["length"].as<int>();
  for (int i = 0; i < n; ++i) out.push_back(moves[i].as<std::string>());
  return out;
}

std::string string_of(const val& v) {
  if (!is_set(v)) return "";
  return is_string(v) ? v.as<std::string>() : v.call<std::string>("toString");
}

// A string or Uint8Array / ArrayBuffer / array of bytes as raw bytes (strings as UTF-8).
std::string bytes_of(const val& input) {
  if (is_string(input)) return input.as<std::string>();
  val view = input;
  if (input.instanceof(val::global("ArrayBuffer"))) view = val::global("Uint8Array").new_(input);
  const std::vector<uint8_t> v = emscripten::convertJSArrayToNumberVector<uint8_t>(view);
  return std::string(v.begin(), v.end());
}

val string_array(const std::vector<std::string>& v) {
  val out = val::array();
  for (const std::string& s : v) out.call<void>("push", s);
  return out;
}

val error_only(const Error& e) { return error_value(e); }

}  // namespace
}  // namespace regalia::wasm

namespace regalia::showgit {
namespace {

using wasm::is_set;

// A tree node's comment, time and variations (tree shape: docs/records.md "Variations").
void node_details(const val& node, RecordMove& out) {
  if (is_set(node["comment"])) out.comment = wasm::string_of(node["comment"]);
  if (is_set(node["time"])) out.seconds = node["time"].as<int>();
  const val variations = node["variations"];
  if (!is_set(variations)) return;
  const int count = variations["length"].as<int>();
  for (int k = 0; k < count; ++k) {
    const val line = variations[k];
    RecordVariation v;
    if (is_set(line["result"])) v.ending = wasm::string_of(line["result"]);
    if (is_set(line["winner"])) v.winner = line["winner"].as<int>();
    const val moves = line["moves"];
    const int n = moves["length"].as<int>();
    for (int i = 0; i < n; ++i) {
      v.moves.push_back({moves[i]["move"].as<std::string>(), "", -1, {}});
      node_details(moves[i], v.moves.back());
    }
    out.variations.push_back(std::move(v));
  }
}

// Every variation of a record, at any depth.
std::vector<const RecordVariation*> all_variations(const Record& rec) {
  std::vector<const RecordVariation*> out;
  std::vector<const std::vector<RecordMove>*> lines{&rec.moves};
  while (!lines.empty()) {
    const std::vector<RecordMove>* line = lines.back();
    lines.pop_back();
    for (const RecordMove& m : *line)
      for (const RecordVariation& v : m.variations) {
        out.push_back(&v);
        lines.push_back(&v.moves);
      }
  }
  return out;
}

// A line of the record as the tree's plain objects: [{ move, comment, time, variations }].
val tree_line(const std::vector<RecordMove>& moves) {
  val out = val::array();
  for (const RecordMove& m : moves) {
    val node = val::object();
    node.set("move", m.usi);
    node.set("comment", m.comment);
    node.set("time", m.seconds >= 0 ? val(m.seconds) : val::null());
    val variations = val::array();
    for (const RecordVariation& v : m.variations) {
      val line = val::object();
      line.set("comment", "");  // KIF has no comment before a variation's first move
      line.set("moves", tree_line(v.moves));
      line.set("result", v.ending.empty() ? val::null() : val(v.ending));
      line.set("winner", v.winner);
      variations.call<void>("push", line);
    }
    node.set("variations", variations);
    out.call<void>("push", node);
  }
  return out;
}

// exportShowgitRecord(startSfen, moves, format, headers) ->
//   { format, text } (or { format, bytes: Uint8Array } for 'kif-sjis') | { code, message }.
// headers: { sente, gote, event, site, 'start-time' (or date), 'end-time', 'time-control',
//   opening, title, note, ...any other key } plus the special keys ending ('resign', ...),
//   winner (1 | 2), comment (before the first move), comments (one per move), times (seconds),
//   tree ({ comment, moves: [{ move, comment, time, variations }] } whose main line is `moves`).
val exportShowgitRecord(const val& start, const val& moves, const std::string& format, const val& headers) {
  RecordFormat f;
  if (Error e = parse_record_format(format, f)) return wasm::error_only(e);
  Record rec;
  const std::string sfen = wasm::string_of(start);
  if (!sfen.empty() && sfen != "startpos") rec.start_sfen = sfen;
  for (const std::string& m : wasm::move_list(moves)) rec.moves.push_back({m, "", -1, {}});
  val tree = val::undefined();
  if (is_set(headers)) {
    const val keys = val::global("Object").call<val>("keys", headers);
    const int n = keys["length"].as<int>();
    for (int i = 0; i < n; ++i) {
      const std::string key = keys[i].as<std::string>();
      const val v = headers[key];
      if (!is_set(v)) continue;
      if (key == "ending" || key == "result") {
        rec.ending = wasm::string_of(v);
      } else if (key == "winner") {
        rec.winner = v.as<int>();
      } else if (key == "comment") {
        rec.comment = wasm::string_of(v);
      } else if (key == "tree") {
        tree = v;
      } else if (key == "comments" || key == "times") {
        const int count = std::min<int>(v["length"].as<int>(), int(rec.moves.size()));
        for (int k = 0; k < count; ++k) {
          const val item = v[k];
          if (!is_set(item)) continue;
          if (key == "comments") rec.moves[k].comment = wasm::string_of(item);
          else rec.moves[k].seconds = item.as<int>();
        }
      } else {
        rec.set_header(key == "date" ? "start-time" : key, wasm::string_of(v));
      }
    }
  }
  if (is_set(tree)) {
    // The JS layer checked the tree's shape and that its main line is `moves`.
    if (is_set(tree["comment"])) rec.comment = wasm::string_of(tree["comment"]);
    const val main = tree["moves"];
    const int n = std::min<int>(main["length"].as<int>(), int(rec.moves.size()));
    for (int i = 0; i < n; ++i) node_details(main[i], rec.moves[i]);
  }
  if (!rec.ending.empty() && !is_known_ending(rec.ending))
    return wasm::error_only(Error("record-bad-ending", "unknown ending '" + rec.ending + "'"));
  for (const RecordVariation* v : all_variations(rec))
    if (!v->ending.empty() && !is_known_ending(v->ending))
      return wasm::error_only(Error("record-bad-ending", "unknown ending '" + v->ending + "' in a variation"));
  Game game;
  if (Error e = replay(rec, game)) return wasm::error_only(e);
  set_ending_from_rules(game, rec);
  std::string text;
  if (Error e = write_record(rec, f, text)) return wasm::error_only(e);
  val out = val::object();
  out.set("format", format);
  if (f == RecordFormat::kKifShiftJis) {
    val bytes = val::global("Uint8Array").new_(int(text.size()));
    bytes.call<void>("set", val(emscripten::typed_memory_view(text.size(), reinterpret_cast<const uint8_t*>(text.data()))));
    out.set("bytes", bytes);
  } else {
    out.set("text", text);
  }
  return out;
}

// importShowgitRecord(textOrBytes, format) -> { format, position, moves, headers, result,
//   winner, comment, comments, times, tree, finalPosition } | { code, message }.
val importShowgitRecord(const val& input, const std::string& format) {
  RecordFormat f;
  bool is_auto = false;
  if (Error e = parse_record_format(format, f, &is_auto)) return wasm::error_only(e);
  const std::string bytes = wasm::bytes_of(input);
  if (is_auto) f = guess_record_format(bytes);
  Record rec;
  if (Error e = read_record(bytes, f, rec)) return wasm::error_only(e);
  Game game;
  replay(rec, game);
  val out = val::object();
  out.set("format", f == RecordFormat::kCsa ? "csa" : f == RecordFormat::kUsi ? "usi" : f == RecordFormat::kJkf ? "jkf" : "kif");
  if (f == RecordFormat::kKi2) out.set("format", "ki2");
  out.set("position", rec.start_sfen);
  std::vector<std::string> moves, comments;
  val times = val::array();
  for (const RecordMove& m : rec.moves) {
    moves.push_back(m.usi);
    comments.push_back(m.comment);
    times.call<void>("push", m.seconds >= 0 ? val(m.seconds) : val::null());
  }
  out.set("moves", wasm::string_array(moves));
  val headers = val::object();
  for (const auto& [k, v] : rec.headers) headers.set(k, v);
  out.set("headers", headers);
  out.set("result", rec.ending.empty() ? val::null() : val(rec.ending));
  out.set("winner", rec.winner);
  out.set("comment", rec.comment);
  out.set("comments", wasm::string_array(comments));
  out.set("times", times);
  val tree = val::object();
  tree.set("comment", rec.comment);
  tree.set("moves", tree_line(rec.moves));
  tree.set("result", rec.ending.empty() ? val::null() : val(rec.ending));
  tree.set("winner", rec.winner);
  out.set("tree", tree);
  out.set("finalPosition", game.position().sfen());
  return out;
}

// showgitDisplayNotation(sfen, usi, style 'western' | 'showgit' | 'japanese' | 'kitao-kawasaki') -> string | { code, message }.
val showgitDisplayNotation(const std::string& sfen, const std::string& usi, const std::string& style) {
  NotationStyle st;
  if (!parse_notation_style(style, st)) return wasm::error_only(Error("bad-notation-style", "unknown notation style '" + style + "' (western, showgit, japanese, kitao-kawasaki)"));
  Position pos;
  if (Error e = pos.set_sfen(sfen.empty() ? "startpos" : sfen)) return wasm::error_only(e);
  Move m;
  if (Error e = parse_usi_move(pos, usi, m)) return wasm::error_only(e);
  return val(move_notation(pos, m, st));
}

// showgitDisplayMoves(startSfen, moves, style) -> [string] (Japanese uses 同) | { code, message }.
val showgitDisplayMoves(const std::string& sfen, const val& moves, const std::string& style) {
  NotationStyle st;
  if (!parse_notation_style(style, st)) return wasm::error_only(Error("bad-notation-style", "unknown notation style '" + style + "' (western, showgit, japanese, kitao-kawasaki)"));
  Position pos;
  if (Error e = pos.set_sfen(sfen.empty() ? "startpos" : sfen)) return wasm::error_only(e);
  val out = val::array();
  Square last = kNoSquare;
  for (const std::string& usi : wasm::move_list(moves)) {
    Move m;
    if (Error e = parse_usi_move(pos, usi, m)) return wasm::error_only(e);
    out.call<void>("push", move_notation(pos, m, st, last));
    last = m.to();
    pos.do_move(m);
  }
  return out;
}

// showgitHandicaps() -> [{ id, name (the KIF 手合割 name), position (SFEN) }] (kif.h handicaps()).
val showgitHandicaps() {
  val out = val::array();
  for (const HandicapStart& h : handicaps()) {
    val entry = val::object();
    entry.set("id", std::string(h.id));
    entry.set("name", std::string(h.name));
    entry.set("position", std::string(h.sfen));
    out.call<void>("push", entry);
  }
  return out;
}

}  // namespace
}  // namespace regalia::showgit

namespace regalia::sovereign {
namespace {

using wasm::is_set;

// A PGN line as the tree's plain objects (the SHOWGIT shape: docs/records.md "Variations").
val pgn_tree_line(const std::vector<PgnMove>& moves) {
  val out = val::array();
  for (const PgnMove& m : moves) {
    val node = val::object();
    node.set("move", m.move);
    node.set("comment", m.comment);
    node.set("time", val::null());
    val variations = val::array();
    for (const PgnVariation& v : m.variations) {
      val line = val::object();
      line.set("comment", v.comment);
      line.set("moves", pgn_tree_line(v.moves));
      line.set("result", val::null());
      line.set("winner", 0);
      variations.call<void>("push", line);
    }
    node.set("variations", variations);
    out.call<void>("push", node);
  }
  return out;
}

// A tree node's comment and variations into a PGN move (the JS layer checked the shape).
void pgn_node_details(const val& node, PgnMove& out) {
  if (is_set(node["comment"])) out.comment = wasm::string_of(node["comment"]);
  const val variations = node["variations"];
  if (!is_set(variations)) return;
  const int count = variations["length"].as<int>();
  for (int k = 0; k < count; ++k) {
    const val line = variations[k];
    PgnVariation v;
    if (is_set(line["comment"])) v.comment = wasm::string_of(line["comment"]);
    const val moves = line["moves"];
    const int n = moves["length"].as<int>();
    for (int i = 0; i < n; ++i) {
      v.moves.push_back({moves[i]["move"].as<std::string>(), "", {}});
      pgn_node_details(moves[i], v.moves.back());
    }
    out.variations.push_back(std::move(v));
  }
}

// exportSovereignRecord(startScfen, moves, tags) -> { format: 'pgn', text } | { code, message }.
// tags: { Event, Site, Date, Round, Player1, Player2, ...any tag } plus result / Result
// ('1-0' ...; default: what the rules say), comment, comments (one per move), tree.
val exportSovereignRecord(const val& start, const val& moves, const val& tags) {
  PgnRecord rec;
  rec.start_scfen = wasm::string_of(start);
  for (const std::string& m : wasm::move_list(moves)) rec.moves.push_back({m, "", {}});
  std::string result;
  val tree = val::undefined();
  if (is_set(tags)) {
    const val keys = val::global("Object").call<val>("keys", tags);
    const int n = keys["length"].as<int>();
    for (int i = 0; i < n; ++i) {
      const std::string key = keys[i].as<std::string>();
      const val v = tags[key];
      if (!is_set(v)) continue;
      if (key == "result" || key == "Result") {
        result = wasm::string_of(v);
      } else if (key == "tree") {
        tree = v;
      } else if (key == "comment") {
        rec.comment = wasm::string_of(v);
      } else if (key == "comments") {
        const int count = std::min<int>(v["length"].as<int>(), int(rec.moves.size()));
        for (int k = 0; k < count; ++k)
          if (is_set(v[k])) rec.moves[k].comment = wasm::string_of(v[k]);
      } else if (key != "SCFEN" && key != "Variant") {
        rec.set_tag(key, wasm::string_of(v));
      }
    }
  }
  if (is_set(tree)) {
    if (is_set(tree["comment"])) rec.comment = wasm::string_of(tree["comment"]);
    const val main = tree["moves"];
    const int n = std::min<int>(main["length"].as<int>(), int(rec.moves.size()));
    for (int i = 0; i < n; ++i) pgn_node_details(main[i], rec.moves[i]);
  }
  Game game;
  if (Error e = replay(rec, game)) return wasm::error_only(e);
  rec.result = result.empty() ? result_of(game) : result;
  std::string text;
  if (Error e = write_pgn(rec, text)) return wasm::error_only(e);
  val out = val::object();
  out.set("format", "pgn");
  out.set("text", text);
  return out;
}

// importSovereignRecord(text) -> { format: 'pgn', position, moves, tags, result, comment,
//   comments, tree, finalPosition } | { code, message }.
val importSovereignRecord(const val& input) {
  PgnRecord rec;
  if (Error e = read_pgn(wasm::bytes_of(input), rec)) return wasm::error_only(e);
  Game game;
  replay(rec, game);
  Game start;
  if (!rec.start_scfen.empty()) start.set_scfen(rec.start_scfen);
  val out = val::object();
  out.set("format", "pgn");
  out.set("position", start.position().scfen());
  std::vector<std::string> moves, comments;
  for (const PgnMove& m : rec.moves) {
    moves.push_back(m.move);
    comments.push_back(m.comment);
  }
  out.set("moves", wasm::string_array(moves));
  val tags = val::object();
  for (const auto& [k, v] : rec.tags) tags.set(k, v);
  out.set("tags", tags);
  out.set("result", rec.result);
  out.set("comment", rec.comment);
  out.set("comments", wasm::string_array(comments));
  val tree = val::object();
  tree.set("comment", rec.comment);
  tree.set("moves", pgn_tree_line(rec.moves));
  tree.set("result", rec.result);
  tree.set("winner", 0);
  out.set("tree", tree);
  out.set("finalPosition", game.position().scfen());
  return out;
}

// sovereignDisplayNotation(scfen, move) -> "navy Q a13-i5" | { code, message }.
val sovereignDisplayNotation(const std::string& scfen, const std::string& move) {
  Position pos;
  if (!scfen.empty())
    if (Error e = pos.set_scfen(scfen)) return wasm::error_only(e);
  std::string out;
  if (Error e = display_move(pos, move, out)) return wasm::error_only(e);
  return val(out);
}

// sovereignDisplayMoves(startScfen, moves) -> [string] | { code, message }.
val sovereignDisplayMoves(const std::string& scfen, const val& moves) {
  Game game;
  if (!scfen.empty())
    if (Error e = game.set_scfen(scfen)) return wasm::error_only(e);
  val out = val::array();
  for (const std::string& m : wasm::move_list(moves)) {
    std::string shown;
    if (Error e = display_move(game.position(), m, shown)) return wasm::error_only(e);
    if (Error e = game.play(m)) return wasm::error_only(e);
    out.call<void>("push", shown);
  }
  return out;
}

}  // namespace
}  // namespace regalia::sovereign

EMSCRIPTEN_BINDINGS(regalia_records) {
  emscripten::function("exportShowgitRecord", &regalia::showgit::exportShowgitRecord);
  emscripten::function("importShowgitRecord", &regalia::showgit::importShowgitRecord);
  emscripten::function("showgitDisplayNotation", &regalia::showgit::showgitDisplayNotation);
  emscripten::function("showgitDisplayMoves", &regalia::showgit::showgitDisplayMoves);
  emscripten::function("showgitHandicaps", &regalia::showgit::showgitHandicaps);
  emscripten::function("exportSovereignRecord", &regalia::sovereign::exportSovereignRecord);
  emscripten::function("importSovereignRecord", &regalia::sovereign::importSovereignRecord);
  emscripten::function("sovereignDisplayNotation", &regalia::sovereign::sovereignDisplayNotation);
  emscripten::function("sovereignDisplayMoves", &regalia::sovereign::sovereignDisplayMoves);
}
