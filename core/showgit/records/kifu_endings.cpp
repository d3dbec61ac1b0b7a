// The endings of KIF and KI2 records (see kifu_endings.h).
#include "core/showgit/records/kifu_endings.h"

namespace regalia::showgit {
namespace {

constexpr KifuEndingWord kWords[] = {
    {U"投了", "resign", -1},          {U"詰み", "mate", -1},              {U"詰", "mate", -1},
    {U"不詰", "no-mate", 0},          {U"千日手", "repetition", 0},       {U"持将棋", "impasse-draw", 0},
    {U"切れ負け", "time-up", -1},     {U"時間切れ", "time-up", -1},       {U"反則勝ち", "illegal-move", 1},
    {U"反則負け", "illegal-move", -1}, {U"入玉勝ち", "impasse", 1},        {U"宣言勝ち", "impasse", 1},
    {U"中断", "abort", 0},            {U"引き分け", "draw", 0},           {U"最大手数", "max-moves", 0},
    {U"不戦勝", "forfeit", 1},        {U"不戦敗", "forfeit", -1},         {U"トライ", "try", 1},
};

// 1 for 先手/下手, 2 for 後手/上手 at the start of s (consumed), 0 for neither.
int read_side(u32v& s) {
  if (s.size() < 2 || s[1] != U'手') return 0;
  const int side = s[0] == U'先' || s[0] == U'下' ? 1 : s[0] == U'後' || s[0] == U'上' ? 2 : 0;
  if (side) s.remove_prefix(2);
  return side;
}

}  // namespace

const KifuEndingWord* find_kifu_ending(u32v word) {
  for (const KifuEndingWord& w : kWords)
    if (w.word == word) return &w;
  return nullptr;
}

int ending_winner(std::string_view ending, int winner, int side_to_move) {
  if (winner) return winner;
  if (ending == "impasse" || ending == "try") return side_to_move;
  if (ending == "resign" || ending == "mate" || ending == "time-up" || ending == "illegal-move" || ending == "forfeit" ||
      ending == "perpetual-check")
    return 3 - side_to_move;
  return 0;
}

std::string kifu_ending_word(std::string_view end, int winner, int side_to_move) {
  const bool mover_wins = ending_winner(end, winner, side_to_move) == side_to_move;
  if (end == "resign") return "投了";
  if (end == "mate") return "詰み";
  if (end == "no-mate") return "不詰";
  if (end == "repetition") return "千日手";
  if (end == "impasse-draw") return "持将棋";
  if (end == "time-up") return "切れ負け";
  if (end == "illegal-move" || end == "perpetual-check") return mover_wins ? "反則勝ち" : "反則負け";
  if (end == "impasse") return "入玉勝ち";
  if (end == "draw") return "引き分け";
  if (end == "max-moves") return "最大手数";
  if (end == "forfeit") return mover_wins ? "不戦勝" : "不戦敗";
  if (end == "try") return "トライ";
  return "中断";  // abort, and CSA's %ERROR, which KIF has no word for
}

std::string kifu_summary_line(std::string_view end, int winner, int side_to_move, int plies, bool handicapped, bool ki2) {
  const int w = ending_winner(end, winner, side_to_move);
  auto side = [&](int s) { return std::string(s == 1 ? (handicapped ? "下手" : "先手") : (handicapped ? "上手" : "後手")); };
  std::string what;
  if (end == "resign" || (!ki2 && w && (end == "impasse" || end == "try" || end == "forfeit"))) {
    what = side(w) + "の勝ち";
  } else if (end == "time-up") {
    what = "時間切れにより" + side(w) + "の勝ち";
  } else if (end == "illegal-move" || end == "perpetual-check") {
    what = side(side_to_move) + (w == side_to_move ? "の反則勝ち" : "の反則負け");
  } else if (end == "impasse") {
    what = side(w) + "の入玉勝ち";
  } else if (ki2 || end == "mate" || end == "no-mate" || end == "repetition" || end == "impasse-draw" || end == "abort" ||
             end == "error") {
    // json-kifu-format's KIF grammar knows no 引き分け, 最大手数, 不戦勝/敗 or トライ summary: KIF
    // leaves those out (the move line says it), KI2 needs them.
    what = kifu_ending_word(end, winner, side_to_move);
  } else {
    return "";
  }
  return "まで" + std::to_string(plies) + "手で" + what;
}

bool read_kifu_summary(u32v text, int side_to_move, std::string& ending, int& winner) {
  u32 clean;
  for (const char32_t c : text)
    if (c != ' ' && c != U'\u3000' && c != '\t' && c != '\r') clean += c;
  u32v s = clean;
  if (starts_with(s, U"時間切れにより")) {
    s.remove_prefix(7);
    const int side = read_side(s);
    if (!side || s != U"の勝ち") return false;
    ending = "time-up";
    winner = side;
    return true;
  }
  if (const int side = read_side(s)) {
    if (s == U"の勝ち") ending = "resign", winner = side;
    else if (s == U"の反則勝ち") ending = "illegal-move", winner = side;
    else if (s == U"の反則負け") ending = "illegal-move", winner = 3 - side;
    else if (s == U"の入玉勝ち") ending = "impasse", winner = side;
    else return false;
    return true;
  }
  const KifuEndingWord* w = find_kifu_ending(s);
  if (!w) return false;
  ending = std::string(w->ending);
  winner = w->winner_rel == 0 ? 0 : w->winner_rel > 0 ? side_to_move : 3 - side_to_move;
  return true;
}

}  // namespace regalia::showgit
