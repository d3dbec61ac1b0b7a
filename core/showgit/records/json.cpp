#include "core/showgit/records/json.h"

#include <limits>

#include "core/common/text/shift_jis.h"

namespace regalia::showgit {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The four hex digits at s[i..i+3] as a code unit, or -1.
int32_t hex4(std::string_view s, size_t i) {
  if (i + 4 > s.size()) return -1;
  int32_t v = 0;
  for (size_t k = i; k < i + 4; ++k) {
    const int h = hex_value(s[k]);
    if (h < 0) return -1;
    v = v * 16 + h;
  }
  return v;
}

}  // namespace

// Recursive descent over the text, appending nodes in document order (a parent before its
// children), so that the root is node 0.
class JsonParser {
 public:
  JsonParser(JsonDocument& doc, std::string_view text, const JsonLimits& limits)
      : doc_(doc), s_(text), limits_(limits) {}

  Error run() {
    skip_space();
    if (i_ == s_.size()) return Error("record-empty", "the record is empty");
    if (Error e = value(0)) return e;
    skip_space();
    if (i_ != s_.size()) return fail("record-bad-json", "text after the end of the JSON value");
    return {};
  }

 private:
  JsonDocument& doc_;
  std::string_view s_;
  const JsonLimits& limits_;
  size_t i_ = 0;

  Error fail(const char* code, const std::string& what) const {
    int line = 1;
    size_t line_start = 0;
    for (size_t k = 0; k < i_ && k < s_.size(); ++k)
      if (s_[k] == '\n') ++line, line_start = k + 1;
    return Error(code, "line " + std::to_string(line) + ", column " + std::to_string(i_ - line_start + 1) + ": " + what);
  }
  // At the end of the text the value was cut short; elsewhere it is malformed.
  Error bad(const std::string& what) const {
    return i_ >= s_.size() ? fail("record-truncated", "the JSON text ends inside a value")
                           : fail("record-bad-json", what);
  }

  void skip_space() {
    while (i_ < s_.size() && is_space(s_[i_])) ++i_;
  }

  int add(JsonType type) {
    doc_.nodes_.push_back({type, uint32_t(i_), uint32_t(i_), 0, 0});
    return int(doc_.nodes_.size()) - 1;
  }

  Error value(int depth) {
    if (doc_.nodes_.size() >= limits_.max_values)
      return fail("record-too-large", "more than " + std::to_string(limits_.max_values) + " JSON values");
    if (i_ >= s_.size()) return bad("");
    const char c = s_[i_];
    if (c == '{' || c == '[') {
      if (depth >= limits_.max_depth)
        return fail("record-too-large", "arrays and objects nest more than " + std::to_string(limits_.max_depth) + " deep");
      return c == '{' ? object(depth + 1) : array(depth + 1);
    }
    if (c == '"') {
      const int n = add(JsonType::kString);
      if (Error e = string_token()) return e;
      doc_.nodes_[n].end = uint32_t(i_);
      return {};
    }
    if (c == '-' || is_digit(c)) return number();
    for (const auto& [word, type] : {std::pair<std::string_view, JsonType>{"true", JsonType::kTrue},
                                     {"false", JsonType::kFalse}, {"null", JsonType::kNull}}) {
      if (s_.substr(i_, word.size()) == word) {
        const int n = add(type);
        i_ += word.size();
        doc_.nodes_[n].end = uint32_t(i_);
        return {};
      }
      if (word.substr(0, s_.size() - i_) == s_.substr(i_)) return bad("");  // "tru" at the end
    }
    return fail("record-bad-json", std::string("unexpected character '") + c + "'");
  }

  Error number() {
    const int n = add(JsonType::kNumber);
    if (s_[i_] == '-') ++i_;
    if (i_ >= s_.size()) return bad("");
    if (s_[i_] == '0') {
      ++i_;
    } else if (is_digit(s_[i_])) {
      while (i_ < s_.size() && is_digit(s_[i_])) ++i_;
    } else {
      return fail("record-bad-json", "a number needs digits");
    }
    if (i_ < s_.size() && s_[i_] == '.') {
      ++i_;
      if (i_ >= s_.size()) return bad("");
      if (!is_digit(s_[i_])) return fail("record-bad-json", "a number needs digits after '.'");
      while (i_ < s_.size() && is_digit(s_[i_])) ++i_;
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (i_ >= s_.size()) return bad("");
      if (!is_digit(s_[i_])) return fail("record-bad-json", "a number needs digits after 'e'");
      while (i_ < s_.size() && is_digit(s_[i_])) ++i_;
    }
    doc_.nodes_[n].end = uint32_t(i_);
    return {};
  }

  // A string token at i_ (checked, not decoded): i_ ends after its closing quote.
  Error string_token() {
    ++i_;  // the opening quote
    while (i_ < s_.size()) {
      const unsigned char c = static_cast<unsigned char>(s_[i_]);
      if (c == '"') {
        ++i_;
        return {};
      }
      if (c < 0x20) return fail("record-bad-json", "a control character inside a string (write it as an escape)");
      if (c != '\\') {
        ++i_;
        continue;
      }
      if (++i_ >= s_.size()) break;
      const char e = s_[i_];
      if (e == 'u') {
        const int32_t u = hex4(s_, i_ + 1);
        if (u < 0) return i_ + 5 > s_.size() ? bad("") : fail("record-bad-json", "\\u needs four hex digits");
        i_ += 5;
        if (u >= 0xDC00 && u <= 0xDFFF) return fail("record-bad-json", "a lone low surrogate in \\u escapes");
        if (u >= 0xD800 && u <= 0xDBFF) {
          const int32_t low = s_.substr(i_, 2) == "\\u" ? hex4(s_, i_ + 2) : -1;
          if (low < 0xDC00 || low > 0xDFFF)
            return i_ + 6 > s_.size() ? bad("") : fail("record-bad-json", "a high surrogate without its low half in \\u escapes");
          i_ += 6;
        }
        continue;
      }
      if (e != '"' && e != '\\' && e != '/' && e != 'b' && e != 'f' && e != 'n' && e != 'r' && e != 't')
        return fail("record-bad-json", std::string("unknown escape '\\") + e + "'");
      ++i_;
    }
    return bad("");
  }

  Error array(int depth) {
    const int n = add(JsonType::kArray);
    ++i_;
    skip_space();
    int last = JsonDocument::kNone;
    if (i_ < s_.size() && s_[i_] == ']') {
      ++i_;
      doc_.nodes_[n].end = uint32_t(i_);
      return {};
    }
    while (true) {
      skip_space();
      const int child = int(doc_.nodes_.size());
      if (Error e = value(depth)) return e;
      link(n, last, child);
      last = child;
      skip_space();
      if (i_ >= s_.size()) return bad("");
      if (s_[i_] == ',') {
        ++i_;
        continue;
      }
      if (s_[i_] != ']') return fail("record-bad-json", "expected ',' or ']' in an array");
      ++i_;
      doc_.nodes_[n].end = uint32_t(i_);
      return {};
    }
  }

  Error object(int depth) {
    const int n = add(JsonType::kObject);
    ++i_;
    skip_space();
    int last = JsonDocument::kNone;
    if (i_ < s_.size() && s_[i_] == '}') {
      ++i_;
      doc_.nodes_[n].end = uint32_t(i_);
      return {};
    }
    while (true) {
      skip_space();
      if (i_ >= s_.size()) return bad("");
      if (s_[i_] != '"') return fail("record-bad-json", "expected a quoted key in an object");
      const size_t key_begin = i_;
      if (Error e = string_token()) return e;
      const size_t key_end = i_;
      skip_space();
      if (i_ >= s_.size()) return bad("");
      if (s_[i_] != ':') return fail("record-bad-json", "expected ':' after a key");
      ++i_;
      skip_space();
      const int child = int(doc_.nodes_.size());
      if (Error e = value(depth)) return e;
      doc_.nodes_[child].key_begin = uint32_t(key_begin);
      doc_.nodes_[child].key_end = uint32_t(key_end);
      link(n, last, child);
      last = child;
      skip_space();
      if (i_ >= s_.size()) return bad("");
      if (s_[i_] == ',') {
        ++i_;
        continue;
      }
      if (s_[i_] != '}') return fail("record-bad-json", "expected ',' or '}' in an object");
      ++i_;
      doc_.nodes_[n].end = uint32_t(i_);
      return {};
    }
  }

  void link(int parent, int last, int child) {
    if (last == JsonDocument::kNone) doc_.nodes_[parent].first = child;
    else doc_.nodes_[last].next = child;
    ++doc_.nodes_[parent].count;
  }
};

Error JsonDocument::parse(std::string_view text, const JsonLimits& limits) {
  nodes_.clear();
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  // Offsets are 32-bit; the API's records are far smaller (4 MiB).
  if (text.size() >= std::numeric_limits<uint32_t>::max())
    return Error("record-too-large", "the JSON text is longer than 4 GiB");
  if (!is_valid_utf8(text)) return Error("record-bad-encoding", "the JSON text is not valid UTF-8");
  text_ = text;
  JsonParser parser(*this, text, limits);
  Error e = parser.run();
  if (e) nodes_.clear();
  return e;
}

// Decodes a checked string token (with its quotes).
static std::string decode_string(std::string_view token) {
  std::string out;
  const std::string_view s = token.substr(1, token.size() - 2);
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\') {
      out += s[i];
      continue;
    }
    const char e = s[++i];
    switch (e) {
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'u': {
        char32_t c = char32_t(hex4(s, i + 1));
        i += 4;
        if (c >= 0xD800 && c <= 0xDBFF) {  // the parser checked that the low half follows
          const char32_t low = char32_t(hex4(s, i + 3));
          c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
          i += 6;
        }
        append_utf8(out, c);
        break;
      }
      default: out += e;  // " \ /
    }
  }
  return out;
}

std::string JsonDocument::key(int n) const {
  const Node& node = nodes_[n];
  return decode_string(text_.substr(node.key_begin, node.key_end - node.key_begin));
}

int JsonDocument::find(int object, std::string_view key) const {
  for (int c = first(object); c != kNone; c = next(c)) {
    const Node& node = nodes_[c];
    const std::string_view token = text_.substr(node.key_begin, node.key_end - node.key_begin);
    // Keys without escapes compare as written; others are decoded.
    const bool plain = token.find('\\') == std::string_view::npos;
    if (plain ? token.substr(1, token.size() - 2) == key : decode_string(token) == key) return c;
  }
  return kNone;
}

std::string JsonDocument::string(int n) const { return decode_string(raw(n)); }

bool JsonDocument::integer(int n, int64_t& out) const {
  if (type(n) != JsonType::kNumber) return false;
  std::string_view s = raw(n);
  const bool negative = !s.empty() && s[0] == '-';
  if (negative) s.remove_prefix(1);
  if (s.empty() || s.size() > 18) return false;  // 18 digits always fit in int64
  int64_t v = 0;
  for (const char c : s) {
    if (!is_digit(c)) return false;  // a fraction or an exponent
    v = v * 10 + (c - '0');
  }
  out = negative ? -v : v;
  return true;
}

void append_json_string(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (const char ch : s) {
    const unsigned char c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          out += "\\u00";
          out += kHex[c >> 4];
          out += kHex[c & 15];
        } else {
          out += ch;
        }
    }
  }
  out += '"';
}

}  // namespace regalia::showgit
