#pragma once
// A KIF file's bytes as UTF-8 text: a byte-order mark or valid UTF-8 is read as UTF-8, anything
// else as Shift_JIS (the encoding of the older .kif files), unless the caller names one. A cut or
// undecodable file is a record error naming its line, never text with replacement characters.
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/showgit/records/kif.h"

namespace regalia::showgit {

// Decodes `bytes` into `text`; errors: record-truncated, record-bad-encoding.
Error decode_kif_text(std::string_view bytes, KifEncoding encoding, std::string& text);

}  // namespace regalia::showgit
