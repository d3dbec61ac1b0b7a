#pragma once
// A small strict JSON reader (RFC 8259) and the string escaping a writer needs, for JKF
// (jkf.h). The reader keeps the parsed values in one flat array of nodes that point back into
// the text, with limits on nesting and on the number of values, so that hostile input costs
// bounded memory and stack:
//   text    -> JsonDocument::parse -> nodes (type, span, first child, next sibling)
// Strings and numbers are decoded only when asked for (string(), integer()). Errors:
// record-bad-json (with line and column), record-truncated (the text ends inside a value),
// record-too-large (nesting or value count past the limits), record-bad-encoding (not UTF-8).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/error.h"

namespace regalia::showgit {

enum class JsonType : uint8_t { kNull, kFalse, kTrue, kNumber, kString, kArray, kObject };

struct JsonLimits {
  int max_depth = 400;             // arrays and objects inside one another
  size_t max_values = 1'000'000;   // values of any kind in the whole text
};

class JsonDocument {
 public:
  static constexpr int kNone = -1;

  // Parses `text` (an optional UTF-8 BOM, then one value). The document points into `text`,
  // which must outlive it.
  Error parse(std::string_view text, const JsonLimits& limits = {});

  int root() const { return nodes_.empty() ? kNone : 0; }
  JsonType type(int n) const { return nodes_[n].type; }
  // Children of an array or object, in order; next() gives kNone after the last.
  int first(int n) const { return nodes_[n].first; }
  int next(int n) const { return nodes_[n].next; }
  size_t count(int n) const { return nodes_[n].count; }
  // A member's key (the node is a child of an object), decoded.
  std::string key(int n) const;
  // The child of an object with this key (the first one), or kNone.
  int find(int object, std::string_view key) const;
  // A string value, decoded (escapes resolved).
  std::string string(int n) const;
  // A number written as a whole number (no fraction or exponent) that fits in 64 bits.
  bool integer(int n, int64_t& out) const;
  // The value's text as written (numbers, or a short excerpt for messages).
  std::string_view raw(int n) const { return text_.substr(nodes_[n].begin, nodes_[n].end - nodes_[n].begin); }
  // Byte offset where the value starts in the text.
  size_t offset(int n) const { return nodes_[n].begin; }

 private:
  struct Node {
    JsonType type;
    uint32_t begin, end;          // the value's text (strings with their quotes)
    uint32_t key_begin, key_end;  // the member's key with its quotes (object members only)
    int32_t first = kNone, next = kNone;
    uint32_t count = 0;
  };
  friend class JsonParser;
  std::string_view text_;
  std::vector<Node> nodes_;
};

// Appends `s` as a JSON string with its quotes: ", \ and control characters escaped, other
// characters (UTF-8) as they are.
void append_json_string(std::string& out, std::string_view s);

}  // namespace regalia::showgit
