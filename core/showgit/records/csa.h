#pragma once
// CSA standard file format V2.2 (as Floodgate and the CSA servers write it):
//   V2.2
//   N+sente name / N-gote name
//   $EVENT: $SITE: $START_TIME: $END_TIME: $TIME_LIMIT: $OPENING:   (also V3's $NOTE: etc.)
//   PI (PI82HI22KA removes pieces) or P1..P9 rows, P+/P- placements (P+00KI = a gold in
//   hand, P-00AL = all remaining pieces to gote's hand), then + or - (side to move)
//   +7776FU  -0055KA  T12  %TORYO %CHUDAN %SENNICHITE %OUTE_SENNICHITE %TIME_UP %KACHI
//   %HIKIWAKE %JISHOGI %TSUMI %MAX_MOVES %ILLEGAL_MOVE %+ILLEGAL_ACTION %-ILLEGAL_ACTION
//   ' comments ('* comments attach to the move before), several statements per line with ','.
// Unknown $ keys are an error (record-bad-header): CSA fixes its set of keys.
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/showgit/records/record.h"

namespace regalia::showgit {

Error read_csa(std::string_view text, Record& out);
// Writes V2.2; headers CSA has no key for are written as comments ('key: value).
Error write_csa(const Record& record, std::string& out);

}  // namespace regalia::showgit
