// Decoding a KIF file's bytes (see kif_decode.h).
#include "core/showgit/records/kif_decode.h"

#include <cstdio>

#include "core/common/text/shift_jis.h"
#include "core/showgit/records/record.h"

namespace regalia::showgit {

Error decode_kif_text(std::string_view bytes, KifEncoding enc, std::string& text) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") {
    bytes.remove_prefix(3);
    enc = KifEncoding::kUtf8;
  }
  if (enc != KifEncoding::kShiftJis && is_valid_utf8(bytes)) {
    text = std::string(bytes);
    return {};
  }
  // Valid UTF-8 up to an incomplete character at the very end: a cut file, not Shift_JIS.
  if (enc != KifEncoding::kShiftJis) {
    for (size_t k = 1; k <= 3 && k < bytes.size(); ++k) {
      const unsigned char lead = bytes[bytes.size() - k];
      const int need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
      if (need > int(k) && is_valid_utf8(bytes.substr(0, bytes.size() - k)))
        return record_error("record-truncated", line_of_offset(bytes, bytes.size() - k), "the text ends inside a UTF-8 character");
      if ((lead & 0xC0) != 0x80) break;
    }
  }
  if (enc == KifEncoding::kUtf8) {
    size_t pos = 0, bad = 0;
    while (pos < bytes.size()) {
      const size_t before = pos;
      if (next_code_point(bytes, pos) == 0xFFFD && pos - before != 3) {
        bad = before;
        break;
      }
    }
    if (bytes.size() - bad < 4 && (static_cast<unsigned char>(bytes[bad]) & 0xC0) == 0xC0)
      return record_error("record-truncated", line_of_offset(bytes, bad), "the text ends inside a UTF-8 character");
    return record_error("record-bad-encoding", line_of_offset(bytes, bad),
                        "not UTF-8 (is it a Shift_JIS .kif? read it as 'kif' or 'kif-sjis')");
  }
  size_t bad = 0;
  if (!shift_jis_to_utf8(bytes, text, &bad)) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned char>(bytes[bad]));
    if (bad + 1 == bytes.size())
      return record_error("record-truncated", line_of_offset(bytes, bad), "the text ends inside a Shift_JIS character");
    return record_error("record-bad-encoding", line_of_offset(bytes, bad),
                        std::string("byte ") + hex + " is neither UTF-8 nor Shift_JIS text");
  }
  return {};
}

}  // namespace regalia::showgit
