// The JKF reader (jkf.h): the JSON text is parsed whole (json.h), then walked field by field;
// every move of every line is played through a Game from its own position.
#include <string>
#include <utility>
#include <vector>

#include "core/showgit/records/jkf.h"
#include "core/showgit/records/jkf_tables.h"
#include "core/showgit/records/json.h"
#include "core/showgit/records/kif.h"
#include "core/showgit/rules/game.h"
#include "core/showgit/rules/usi.h"

namespace regalia::showgit {
namespace {

constexpr size_t kMaxHeaders = 1000;
constexpr int64_t kMaxSeconds = 10'000'000;  // a move's time, as the API's trees allow
// JSON nesting a JKF of kMaxVariationDepth variations needs: each level is a forks array, a
// fork array and a move object.
constexpr int kMaxJsonDepth = 3 * (kMaxVariationDepth + 1) + 8;

constexpr char kSfenLetters[] = " PLNSBRGK";  // by base PieceType

std::string square_text(Square s) { return std::to_string(file_of(s) + 1) + std::to_string(rank_of(s) + 1); }

const char* side_name(Color c) { return c == kBlack ? "sente" : "gote"; }

class JkfReader {
 public:
  explicit JkfReader(const JsonDocument& doc) : doc_(doc) {}

  Error read(Record& out) {
    const int root = doc_.root();
    if (doc_.type(root) != JsonType::kObject) return bad_field("the record", "a JKF record is a JSON object");
    int header = JsonDocument::kNone, initial = JsonDocument::kNone, moves = JsonDocument::kNone;
    for (int c = doc_.first(root); c != JsonDocument::kNone; c = doc_.next(c)) {
      const std::string key = doc_.key(c);
      int* slot = key == "header" ? &header : key == "initial" ? &initial : key == "moves" ? &moves : nullptr;
      if (!slot) return bad_field(key, "not a JKF field (header, initial, moves)");
      if (*slot != JsonDocument::kNone) return bad_field(key, "given twice");
      *slot = c;
    }
    if (header != JsonDocument::kNone)
      if (Error e = read_header(header)) return e;
    if (initial != JsonDocument::kNone)
      if (Error e = read_initial(initial)) return e;
    if (moves == JsonDocument::kNone) return bad_field("moves", "missing (a JKF record has a moves array)");
    if (doc_.type(moves) != JsonType::kArray) return bad_field("moves", "must be an array");
    Game game;
    if (Error e = game.set_sfen(rec_.start_sfen)) return Error("record-bad-position", "initial: " + e.message);
    int first = doc_.first(moves);
    if (first != JsonDocument::kNone) {
      if (Error e = read_opening(first)) return e;
      first = doc_.next(first);
    }
    if (Error e = read_line(first, 1, "moves", game, kNoSquare, 0, rec_.moves, rec_.ending, rec_.winner, nullptr)) return e;
    out = std::move(rec_);
    return {};
  }

 private:
  const JsonDocument& doc_;
  Record rec_;

  static Error bad_field(std::string_view path, std::string_view what) {
    return Error("record-bad-field", std::string(path) + ": " + std::string(what));
  }
  static Error illegal(std::string_view path, std::string_view what) {
    return Error("record-illegal-move", std::string(path) + ": " + std::string(what));
  }
  // A value's text for a message, cut short.
  std::string shown(int n) const {
    std::string_view raw = doc_.raw(n);
    return raw.size() > 40 ? std::string(raw.substr(0, 40)) + "..." : std::string(raw);
  }
  bool is_null(int n) const { return n == JsonDocument::kNone || doc_.type(n) == JsonType::kNull; }

  // An integer field in [lo, hi]; n may be an absent field (kNone), which the document cannot be
  // asked about.
  Error integer(int n, std::string_view path, int64_t lo, int64_t hi, int64_t& out) const {
    if (n == JsonDocument::kNone) return bad_field(path, "missing (a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ")");
    if (!doc_.integer(n, out) || out < lo || out > hi)
      return bad_field(path, "expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", found " + shown(n));
    return {};
  }

  // The members of an object, each key among `keys` and at most once (slots[i] for keys[i]).
  template <size_t N>
  Error members(int object, const std::string& path, const std::string_view (&keys)[N], int (&slots)[N]) const {
    if (doc_.type(object) != JsonType::kObject) return bad_field(path, "must be an object, found " + shown(object));
    for (int& s : slots) s = JsonDocument::kNone;
    for (int c = doc_.first(object); c != JsonDocument::kNone; c = doc_.next(c)) {
      const std::string key = doc_.key(c);
      size_t i = 0;
      while (i < N && keys[i] != key) ++i;
      if (i == N) return bad_field(path + "." + key, "not a field here");
      if (slots[i] != JsonDocument::kNone) return bad_field(path + "." + key, "given twice");
      slots[i] = c;
    }
    return {};
  }

  Error read_header(int n) {
    if (doc_.type(n) != JsonType::kObject) return bad_field("header", "must be an object of strings");
    if (doc_.count(n) > kMaxHeaders)
      return Error("record-too-large", "header: more than " + std::to_string(kMaxHeaders) + " entries");
    for (int c = doc_.first(n); c != JsonDocument::kNone; c = doc_.next(c)) {
      const std::string key = doc_.key(c);
      if (doc_.type(c) != JsonType::kString) return bad_field("header." + key, "must be a string, found " + shown(c));
      if (key.empty()) return bad_field("header", "a key is empty");
      // The start position says which handicap it is (initial).
      if (key == "手合割") continue;
      rec_.set_header(jkf_header_to_record(key), doc_.string(c));
    }
    return {};
  }

  Error read_initial(int n) {
    if (is_null(n)) return {};
    static constexpr std::string_view kKeys[] = {"preset", "data"};
    int f[2];
    if (Error e = members(n, "initial", kKeys, f)) return e;
    if (f[0] == JsonDocument::kNone || doc_.type(f[0]) != JsonType::kString) return bad_field("initial.preset", "missing or not a string");
    const std::string preset = doc_.string(f[0]);
    if (preset != "OTHER") {
      const std::string_view handicap = jkf_preset_handicap(preset);
      if (handicap.empty()) return bad_field("initial.preset", "unknown preset '" + preset + "'");
      rec_.start_sfen = std::string(handicap_sfen(handicap));
      return {};
    }
    if (is_null(f[1])) return bad_field("initial.data", "missing (preset OTHER needs the position)");
    return read_position(f[1]);
  }

  // initial.data: { color, board: board[x-1][y-1] = {} | { color, kind }, hands: [{FU: n}, {...}] }.
  Error read_position(int n) {
    static constexpr std::string_view kKeys[] = {"color", "board", "hands"};
    int f[3];
    if (Error e = members(n, "initial.data", kKeys, f)) return e;
    for (int i = 0; i < 3; ++i)
      if (f[i] == JsonDocument::kNone) return bad_field("initial.data." + std::string(kKeys[i]), "missing");
    int64_t color = 0;
    if (Error e = integer(f[0], "initial.data.color", 0, 1, color)) return e;
    Piece board[81] = {};
    const int b = f[1];
    if (doc_.type(b) == JsonType::kArray) {
      if (doc_.count(b) != 9) return bad_field("initial.data.board", "must hold 9 files");
      int x = 0;
      for (int file = doc_.first(b); file != JsonDocument::kNone; file = doc_.next(file), ++x) {
        const std::string fpath = "initial.data.board[" + std::to_string(x) + "]";
        if (doc_.type(file) != JsonType::kArray || doc_.count(file) != 9) return bad_field(fpath, "must be an array of 9 squares");
        int y = 0;
        for (int sq = doc_.first(file); sq != JsonDocument::kNone; sq = doc_.next(sq), ++y) {
          const std::string path = fpath + "[" + std::to_string(y) + "]";
          static constexpr std::string_view kSquareKeys[] = {"color", "kind"};
          int s[2];
          if (Error e = members(sq, path, kSquareKeys, s)) return e;
          if (is_null(s[0]) && is_null(s[1])) continue;
          int64_t c = 0;
          if (Error e = integer(s[0], path + ".color", 0, 1, c)) return e;
          const PieceType pt = is_null(s[1]) || doc_.type(s[1]) != JsonType::kString ? kNoPieceType : jkf_kind_type(doc_.string(s[1]));
          if (pt == kNoPieceType) return bad_field(path + ".kind", "expected a piece kind (FU .. RY), found " + (is_null(s[1]) ? "null" : shown(s[1])));
          board[make_square(x, y)] = make_piece(Color(c), pt);
        }
      }
    } else if (doc_.type(b) != JsonType::kObject || doc_.count(b) != 0) {
      return bad_field("initial.data.board", "must be 9 files of 9 squares (or {} for an empty board)");
    }
    const int h = f[2];
    if (doc_.type(h) != JsonType::kArray || doc_.count(h) != 2) return bad_field("initial.data.hands", "must be an array of two hands");
    std::string hands;
    int side = 0;
    for (int hand = doc_.first(h); hand != JsonDocument::kNone; hand = doc_.next(hand), ++side) {
      const std::string path = "initial.data.hands[" + std::to_string(side) + "]";
      if (doc_.type(hand) != JsonType::kObject) return bad_field(path, "must be an object of counts");
      for (int c = doc_.first(hand); c != JsonDocument::kNone; c = doc_.next(c)) {
        const std::string kind = doc_.key(c);
        const PieceType pt = jkf_kind_type(kind);
        if (pt == kNoPieceType) return bad_field(path + "." + kind, "not a piece kind");
        int64_t count = 0;
        if (Error e = integer(c, path + "." + kind, 0, 18, count)) return e;
        if (count == 0) continue;
        if (pt > kGold) return Error("record-bad-position", "initial.data: " + path + "." + kind + ": a " + kind + " cannot be in hand");
        if (count > 1) hands += std::to_string(count);
        const char letter = kSfenLetters[pt];
        hands += side == 0 ? letter : char(letter - 'A' + 'a');
      }
    }
    std::string sfen;
    for (int y = 0; y < 9; ++y) {
      int empty = 0;
      for (int x = 8; x >= 0; --x) {
        const Piece p = board[make_square(x, y)];
        if (!p) {
          ++empty;
          continue;
        }
        if (empty) sfen += std::to_string(empty), empty = 0;
        const PieceType pt = type_of(p);
        if (is_promoted(pt)) sfen += '+';
        const char letter = kSfenLetters[base_type(pt)];
        sfen += color_of(p) == kBlack ? letter : char(letter - 'A' + 'a');
      }
      if (empty) sfen += std::to_string(empty);
      if (y < 8) sfen += '/';
    }
    sfen += color == 0 ? " b " : " w ";
    sfen += hands.empty() ? "-" : hands;
    sfen += " 1";
    Position pos;
    if (Error e = pos.set_sfen(sfen)) return Error("record-bad-position", "initial.data: " + e.message);
    rec_.start_sfen = pos.sfen();
    return {};
  }

  // moves[0]: the comment before the first move.
  Error read_opening(int n) {
    static constexpr std::string_view kKeys[] = {"comments", "move", "time", "special", "forks"};
    int f[5];
    if (Error e = members(n, "moves[0]", kKeys, f)) return e;
    for (int i = 1; i < 5; ++i)
      if (!is_null(f[i])) return bad_field("moves[0]." + std::string(kKeys[i]), "moves[0] holds the comment before the first move only");
    return comments(f[0], "moves[0].comments", rec_.comment);
  }

  Error comments(int n, const std::string& path, std::string& out) const {
    if (is_null(n)) return {};
    if (doc_.type(n) != JsonType::kArray) return bad_field(path, "must be an array of strings");
    int i = 0;
    std::string text;
    for (int c = doc_.first(n); c != JsonDocument::kNone; c = doc_.next(c), ++i) {
      if (doc_.type(c) != JsonType::kString) return bad_field(path + "[" + std::to_string(i) + "]", "must be a string, found " + shown(c));
      if (i) text += '\n';
      text += doc_.string(c);
    }
    out = std::move(text);
    return {};
  }

  // time: { now: {h?, m, s}, total: {h?, m, s} }; the move's own time in seconds.
  Error time(int n, const std::string& path, int& seconds) const {
    if (is_null(n)) return {};
    static constexpr std::string_view kKeys[] = {"now", "total"};
    int f[2];
    if (Error e = members(n, path, kKeys, f)) return e;
    if (f[0] == JsonDocument::kNone) return bad_field(path + ".now", "missing");
    int64_t now = 0, total = 0;
    if (Error e = clock(f[0], path + ".now", now)) return e;
    if (f[1] != JsonDocument::kNone)
      if (Error e = clock(f[1], path + ".total", total)) return e;
    seconds = int(now);
    return {};
  }

  Error clock(int n, const std::string& path, int64_t& seconds) const {
    static constexpr std::string_view kKeys[] = {"h", "m", "s"};
    int f[3];
    if (Error e = members(n, path, kKeys, f)) return e;
    int64_t h = 0, m = 0, s = 0;
    if (!is_null(f[0]))
      if (Error e = integer(f[0], path + ".h", 0, kMaxSeconds / 3600, h)) return e;
    if (f[1] == JsonDocument::kNone) return bad_field(path + ".m", "missing");
    if (f[2] == JsonDocument::kNone) return bad_field(path + ".s", "missing");
    if (Error e = integer(f[1], path + ".m", 0, kMaxSeconds / 60, m)) return e;
    if (Error e = integer(f[2], path + ".s", 0, kMaxSeconds, s)) return e;
    seconds = h * 3600 + m * 60 + s;
    if (seconds > kMaxSeconds) return bad_field(path, "more than " + std::to_string(kMaxSeconds) + " seconds");
    return {};
  }

  // {x, y}: a square (x the file, y the rank, both 1-9).
  Error place(int n, const std::string& path, Square& out) const {
    static constexpr std::string_view kKeys[] = {"x", "y"};
    int f[2];
    if (Error e = members(n, path, kKeys, f)) return e;
    if (f[0] == JsonDocument::kNone || f[1] == JsonDocument::kNone) return bad_field(path, "needs x and y");
    int64_t x = 0, y = 0;
    if (Error e = integer(f[0], path + ".x", 1, 9, x)) return e;
    if (Error e = integer(f[1], path + ".y", 1, 9, y)) return e;
    out = make_square(int(x - 1), int(y - 1));
    return {};
  }

  // A move object as USI, checked against the position (`previous_to`: where the move before
  // it went, for `same`).
  Error move(int n, const std::string& path, const Position& pos, Square previous_to, std::string& usi, Square& to) const {
    static constexpr std::string_view kKeys[] = {"color", "from", "to", "piece", "same", "promote", "capture", "relative"};
    int f[8];
    if (Error e = members(n, path, kKeys, f)) return e;
    const auto [color, from, to_field, piece, same, promote, capture, relative] = f;
    const Color side = pos.side_to_move();
    if (!is_null(color)) {
      int64_t c = 0;
      if (Error e = integer(color, path + ".color", 0, 1, c)) return e;
      if (Color(c) != side) return illegal(path, std::string(side_name(Color(c))) + " moves, but " + side_name(side) + " is to move");
    }
    if (is_null(piece) || doc_.type(piece) != JsonType::kString) return bad_field(path + ".piece", "missing or not a string");
    const PieceType kind = jkf_kind_type(doc_.string(piece));
    if (kind == kNoPieceType) return bad_field(path + ".piece", "expected a piece kind (FU .. RY), found " + shown(piece));
    const bool is_same = !is_null(same) && doc_.type(same) == JsonType::kTrue;
    if (!is_null(same) && doc_.type(same) != JsonType::kTrue && doc_.type(same) != JsonType::kFalse)
      return bad_field(path + ".same", "must be true, false or null");
    if (!is_null(to_field)) {
      if (Error e = place(to_field, path + ".to", to)) return e;
      if (is_same && to != previous_to) return bad_field(path + ".same", "true, but the move before went elsewhere");
    } else if (is_same && previous_to != kNoSquare) {
      to = previous_to;
    } else {
      return bad_field(path + ".to", is_same ? "missing, and no move before it for 'same'" : "missing");
    }
    bool promotes = false;
    if (!is_null(promote)) {
      if (doc_.type(promote) != JsonType::kTrue && doc_.type(promote) != JsonType::kFalse) return bad_field(path + ".promote", "must be true, false or null");
      promotes = doc_.type(promote) == JsonType::kTrue;
    }
    if (!is_null(relative)) {
      const std::string r = doc_.type(relative) == JsonType::kString ? doc_.string(relative) : "?";
      if (r.empty() || r.size() > 2 || r.find_first_not_of("LCRUMDH") != std::string::npos)
        return bad_field(path + ".relative", "expected L C R U M D H (as in \"RU\"), found " + shown(relative));
    }
    PieceType taken = kNoPieceType;
    if (!is_null(capture)) {
      taken = doc_.type(capture) == JsonType::kString ? jkf_kind_type(doc_.string(capture)) : kNoPieceType;
      if (taken == kNoPieceType || taken == kKing) return bad_field(path + ".capture", "expected a piece kind that can be taken, found " + shown(capture));
    }
    if (is_null(from)) {
      if (promotes) return illegal(path, "a drop cannot promote");
      if (kind > kGold) return illegal(path, std::string(jkf_kind(kind)) + " cannot be dropped");
      if (pos.hand_count(side, kind) == 0) return illegal(path, std::string(side_name(side)) + " has no " + std::string(jkf_kind(kind)) + " in hand");
      if (taken != kNoPieceType) return illegal(path, "a drop captures nothing");
      usi = std::string(1, kSfenLetters[kind]) + "*" + usi_square(to);
      return {};
    }
    Square origin = kNoSquare;
    if (Error e = place(from, path + ".from", origin)) return e;
    const Piece mover = pos.piece_on(origin);
    if (mover == kNoPiece || color_of(mover) != side || type_of(mover) != kind)
      return illegal(path, std::string(side_name(side)) + " has no " + std::string(jkf_kind(kind)) + " on " + square_text(origin));
    const Piece target = pos.piece_on(to);
    if (taken != kNoPieceType && (target == kNoPiece || type_of(target) != taken))
      return illegal(path, "captures " + std::string(jkf_kind(taken)) + ", but " + square_text(to) +
                               (target == kNoPiece ? " is empty" : " holds " + std::string(jkf_kind(type_of(target)))));
    usi = usi_square(origin) + usi_square(to) + (promotes ? "+" : "");
    return {};
  }

  // Reads a line of move entries, from array element `n` on (index numbering from `index`), from
  // `game`'s position. Forks of its first entry go to `siblings` when the line is itself a fork.
  Error read_line(int n, int index, const std::string& prefix, Game game, Square previous_to, int depth,
                  std::vector<RecordMove>& out, std::string& ending, int& winner, std::vector<RecordVariation>* siblings) {
    if (depth > kMaxVariationDepth)
      return Error("record-too-large", prefix + ": variations nest more than " + std::to_string(kMaxVariationDepth) + " deep");
    bool over = false;
    const bool is_fork = siblings != nullptr;
    for (; n != JsonDocument::kNone; n = doc_.next(n), ++index) {
      const std::string path = prefix + "[" + std::to_string(index) + "]";
      static constexpr std::string_view kKeys[] = {"comments", "move", "time", "special", "forks"};
      int f[5];
      if (Error e = members(n, path, kKeys, f)) return e;
      const auto [comment_field, move_field, time_field, special_field, forks_field] = f;
      if (over) return bad_field(path, "an entry after the line's ending (special)");
      const bool has_forks = !is_null(forks_field);
      if (!is_null(special_field)) {
        if (!is_null(move_field)) return bad_field(path, "holds both a move and a special");
        if (is_fork && index == 0) return bad_field(path, "a fork starts with an ending (special), not a move");
        if (has_forks) return bad_field(path + ".forks", "alternatives to an ending (special) have no move to hang on");
        if (doc_.type(special_field) != JsonType::kString) return bad_field(path + ".special", "must be a string");
        const JkfSpecial* sp = find_jkf_special(doc_.string(special_field));
        if (!sp) return bad_field(path + ".special", "unknown special " + shown(special_field));
        if (!is_known_ending(sp->ending)) return bad_field(path + ".special", std::string(sp->name) + " has no ending in regalia's records");
        int seconds = -1;
        if (Error e = time(time_field, path + ".time", seconds)) return e;
        // An ending has no node of its own in a Record: its comment joins the last move's.
        std::string said;
        if (Error e = comments(comment_field, path + ".comments", said)) return e;
        if (!said.empty()) {
          std::string& to = out.empty() ? rec_.comment : out.back().comment;
          to += to.empty() ? said : "\n" + said;
        }
        const int stm = game.position().side_to_move() == kBlack ? 1 : 2;
        ending = std::string(sp->ending);
        const int rel = sp->winner_rel;
        winner = rel == 1 ? stm : rel == -1 ? 3 - stm : rel == 2 ? 1 : rel == 3 ? 2 : 0;
        // A repetition or an illegal action that the rules see as a perpetual check is that.
        if ((ending == "repetition" || ending == "illegal-move") && game.status().reason == "perpetual-check") {
          ending = "perpetual-check";
          winner = game.status().winner;
        }
        over = true;
        continue;
      }
      if (is_null(move_field)) return bad_field(path, "holds neither a move nor a special");
      RecordMove rm;
      Square to = kNoSquare;
      if (Error e = move(move_field, path + ".move", game.position(), previous_to, rm.usi, to)) return e;
      if (Error e = comments(comment_field, path + ".comments", rm.comment)) return e;
      if (Error e = time(time_field, path + ".time", rm.seconds)) return e;
      if (has_forks) {
        if (doc_.type(forks_field) != JsonType::kArray) return bad_field(path + ".forks", "must be an array of lines");
        // The alternatives to this entry: its own list, or its siblings when it opens a fork.
        std::vector<RecordVariation>& into = is_fork && index == 0 ? *siblings : rm.variations;
        int k = 0;
        for (int fork = doc_.first(forks_field); fork != JsonDocument::kNone; fork = doc_.next(fork), ++k) {
          const std::string fpath = path + ".forks[" + std::to_string(k) + "]";
          if (doc_.type(fork) != JsonType::kArray) return bad_field(fpath, "must be an array of moves");
          if (doc_.count(fork) == 0) return bad_field(fpath, "an empty fork");
          RecordVariation v;
          std::vector<RecordVariation> more;
          if (Error e = read_line(doc_.first(fork), 0, fpath, game, previous_to, depth + 1, v.moves, v.ending, v.winner, &more)) return e;
          into.push_back(std::move(v));
          for (RecordVariation& m : more) into.push_back(std::move(m));
        }
      }
      if (Error e = game.play(rm.usi)) {
        if (e.code == "game-over") return illegal(path, "a move after the game ended (" + game.status().reason + ")");
        return illegal(path, rm.usi + ": " + e.message);
      }
      previous_to = to;
      out.push_back(std::move(rm));
    }
    if (!over && ending.empty()) {
      // A line the rules ended (mate, repetition) says so, as the other readers do.
      Record ended;
      set_ending_from_rules(game, ended);
      ending = ended.ending;
      winner = ended.winner;
    }
    return {};
  }
};

}  // namespace

Error read_jkf(std::string_view text, Record& out) {
  JsonDocument doc;
  JsonLimits limits;
  limits.max_depth = kMaxJsonDepth;
  if (Error e = doc.parse(text, limits)) return e;
  return JkfReader(doc).read(out);
}

}  // namespace regalia::showgit
