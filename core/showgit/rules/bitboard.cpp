// Attack tables: built once at start-up (a few milliseconds), bishop magics searched with a
// fixed seed so every build gets the same tables.
#include "core/showgit/rules/bitboard.h"

#include <vector>

#include "core/common/prng.h"

namespace regalia::showgit {
namespace tables {
Bitboard square[82];
Bitboard rank_mask[9], file_mask[9];
Bitboard step[16][2][81];
Bitboard lance_empty[2][81], bishop_empty[81], rook_empty[81];
uint64_t lance_ray[2][81];
Bitboard between[81][81];
Bitboard line[81][81];
Bitboard rank_table[81][128];
Bitboard* bishop_attack_ptr[81];
uint64_t bishop_mask_lo[81], bishop_mask_hi[81], bishop_magic[81];
int bishop_shift[81];
Bitboard zone[2];
Bitboard rel_rank_bb[2][9];
uint8_t rel_rank_of[2][81];
}  // namespace tables

namespace {

std::vector<Bitboard>& bishop_storage() {
  static std::vector<Bitboard> v;
  return v;
}

// Bishop magics found by the search below with its fixed seed; embedded so start-up is fast
// (the search remains as a fallback should a constant ever fail verification).
const uint64_t kBishopMagics[81] = {
    0x20500100f0800282ULL, 0x201000281008241aULL, 0x1004012006882800ULL,
    0xa402010003040021ULL, 0x4040c20810004200ULL, 0x3c41008209400000ULL,
    0xc000102082010220ULL, 0x0400100860c28100ULL, 0x0104c018041080a0ULL,
    0x00c2182100100710ULL, 0x08080a23c0b8200cULL, 0x4800840023032106ULL,
    0x0400a21080040400ULL, 0x80020100a0890001ULL, 0x0280254132008000ULL,
    0x0001801100608158ULL, 0x0800026080400c8aULL, 0x200c201008320460ULL,
    0x1020030110204128ULL, 0xa41000820020140cULL, 0x0008001020404051ULL,
    0x0010800051008804ULL, 0x000a000040209110ULL, 0x0520908840080220ULL,
    0xc002200010040201ULL, 0x080010c00a402008ULL, 0x0820200004020120ULL,
    0x1804280002821002ULL, 0x3188420081048002ULL, 0x0200204000800184ULL,
    0x1810140800801001ULL, 0x4202010000940082ULL, 0x2004200105040180ULL,
    0x2005402000008110ULL, 0x0c00200400201c10ULL, 0x0110081020100801ULL,
    0x0841008800008404ULL, 0x4090840600008850ULL, 0x1401008020600404ULL,
    0xd012100080000204ULL, 0x0010044002012001ULL, 0x0090008c12002801ULL,
    0x0810104020000683ULL, 0x2402450008008884ULL, 0x40408140010a3108ULL,
    0x1009410120820100ULL, 0x1080208200404240ULL, 0x1641006002040010ULL,
    0x0100400080010104ULL, 0x8a40200a00c00001ULL, 0x0010080008004005ULL,
    0x0100320088010004ULL, 0x0108006044100045ULL, 0x008400200408c402ULL,
    0x2401024582001024ULL, 0x48400b8010210004ULL, 0x0400801402014000ULL,
    0x0080588220084000ULL, 0x1c02020042085000ULL, 0x0185100201840200ULL,
    0x4602020200020100ULL, 0x0210004844a01a01ULL, 0x014806801002b400ULL,
    0x2000224008810090ULL, 0x2801255009804020ULL, 0x672800a008401052ULL,
    0x0061000008120150ULL, 0x0042002004c21810ULL, 0x2042000a03022801ULL,
    0x000a900100900202ULL, 0x0501420a00400241ULL, 0x02090608a0400081ULL,
    0x2a50200880400a10ULL, 0xc80080382c604002ULL, 0x8202020002200810ULL,
    0x4c00400802440090ULL, 0x0908620808020104ULL, 0x1048202809008004ULL,
    0xb120504222e08010ULL, 0x01020202a1000404ULL, 0x0005030a0020020cULL,
};

bool on_board(int f, int r) { return f >= 0 && f < 9 && r >= 0 && r < 9; }

// Slide from s in (df, dr) until a blocker (included) or the edge.
Bitboard ray_attack(Square s, int df, int dr, const Bitboard& occ) {
  Bitboard b;
  int f = file_of(s) + df, r = rank_of(s) + dr;
  while (on_board(f, r)) {
    Square t = make_square(f, r);
    b |= square_bb(t);
    if (occ.test(t)) break;
    f += df;
    r += dr;
  }
  return b;
}

Bitboard slide(Square s, const int (*dirs)[2], int n, const Bitboard& occ) {
  Bitboard b;
  for (int i = 0; i < n; ++i) b |= ray_attack(s, dirs[i][0], dirs[i][1], occ);
  return b;
}

const int kDiag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
const int kOrth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

void build() {
  using namespace tables;
  for (Square s = 0; s < 81; ++s) square[s] = square_bb(s);
  square[81] = Bitboard();
  for (Square s = 0; s < 81; ++s) {
    rank_mask[rank_of(s)] |= square[s];
    file_mask[file_of(s)] |= square[s];
  }
  for (int c = 0; c < 2; ++c)
    for (int r = 0; r < 9; ++r) rel_rank_bb[c][r] = rank_mask[c == kBlack ? r : 8 - r];
  for (int c = 0; c < 2; ++c)
    for (Square s = 0; s < 81; ++s) rel_rank_of[c][s] = uint8_t(relative_rank(Color(c), rank_of(s)));
  zone[kBlack] = rank_mask[0] | rank_mask[1] | rank_mask[2];
  zone[kWhite] = rank_mask[6] | rank_mask[7] | rank_mask[8];

  // Step patterns for kBlack (forward = rank - 1); kWhite mirrors them.
  const int pawn[][2] = {{0, -1}};
  const int knight[][2] = {{1, -2}, {-1, -2}};
  const int silver[][2] = {{0, -1}, {1, -1}, {-1, -1}, {1, 1}, {-1, 1}};
  const int gold[][2] = {{0, -1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}};
  const int king[][2] = {{0, -1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {1, 1}, {-1, 1}};
  auto fill = [](PieceType pt, const int (*d)[2], int n) {
    for (int c = 0; c < 2; ++c)
      for (Square s = 0; s < 81; ++s) {
        Bitboard b;
        for (int i = 0; i < n; ++i) {
          int sign = c == kBlack ? 1 : -1;
          int f = file_of(s) + sign * d[i][0], r = rank_of(s) + sign * d[i][1];
          if (on_board(f, r)) b |= square_bb(make_square(f, r));
        }
        step[pt][c][s] = b;
      }
  };
  fill(kPawn, pawn, 1);
  fill(kKnight, knight, 2);
  fill(kSilver, silver, 5);
  fill(kGold, gold, 6);
  fill(kKing, king, 8);
  for (PieceType pt : {kProPawn, kProLance, kProKnight, kProSilver, kGolds}) fill(pt, gold, 6);

  const Bitboard empty;
  for (Square s = 0; s < 81; ++s) {
    lance_empty[kBlack][s] = ray_attack(s, 0, -1, empty);
    lance_empty[kWhite][s] = ray_attack(s, 0, 1, empty);
    for (int c = 0; c < 2; ++c)
      lance_ray[c][s] = s < 63 ? lance_empty[c][s].lo : lance_empty[c][s].hi;
    bishop_empty[s] = slide(s, kDiag, 4, empty);
    rook_empty[s] = slide(s, kOrth, 4, empty);
  }

  // Between and line tables.
  const int dirs8[8][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  for (Square a = 0; a < 81; ++a)
    for (int d = 0; d < 8; ++d) {
      Bitboard full = ray_attack(a, dirs8[d][0], dirs8[d][1], empty) |
                      ray_attack(a, -dirs8[d][0], -dirs8[d][1], empty) | square[a];
      Bitboard btw;
      int f = file_of(a) + dirs8[d][0], r = rank_of(a) + dirs8[d][1];
      while (on_board(f, r)) {
        Square b = make_square(f, r);
        between[a][b] = btw;
        line[a][b] = full;
        btw |= square[b];
        f += dirs8[d][0];
        r += dirs8[d][1];
      }
    }

  // Rank attacks: index bit 0 = file 7, bits 1..6 = files 1..6 (see rank_attack()).
  for (Square s = 0; s < 81; ++s) {
    const int r = rank_of(s);
    for (int idx = 0; idx < 128; ++idx) {
      Bitboard occ;
      if (idx & 1) occ |= square_bb(make_square(7, r));
      for (int f = 1; f <= 6; ++f)
        if (idx & (1 << f)) occ |= square_bb(make_square(f, r));
      rank_table[s][idx] = ray_attack(s, 1, 0, occ) | ray_attack(s, -1, 0, occ);
    }
  }

  // Bishop magics on the merged key (edge files excluded, so lo and hi bits never collide).
  const Bitboard edges = file_mask[0] | file_mask[8] | rank_mask[0] | rank_mask[8];
  std::vector<Bitboard>& store = bishop_storage();
  size_t offsets[81];
  size_t total = 0;
  for (Square s = 0; s < 81; ++s) {
    Bitboard m = bishop_empty[s].andnot(edges);
    bishop_mask_lo[s] = m.lo;
    bishop_mask_hi[s] = m.hi;
    offsets[s] = total;
    total += size_t(1) << m.count();
  }
  store.assign(total, Bitboard());
  Prng rng(0x5EED5A0C1ULL);
  std::vector<uint64_t> keys;
  std::vector<Bitboard> atts;
  std::vector<int> used;
  for (Square s = 0; s < 81; ++s) {
    const uint64_t mlo = bishop_mask_lo[s], mhi = bishop_mask_hi[s], merged = mlo | mhi;
    const int n = bits::popcount(merged);
    keys.clear();
    atts.clear();
    uint64_t sub = 0;
    do {
      keys.push_back(sub);
      atts.push_back(slide(s, kDiag, 4, Bitboard(sub & mlo, sub & mhi)));
      sub = (sub - merged) & merged;
    } while (sub);
    const size_t size = size_t(1) << n;
    used.assign(size, -1);
    Bitboard* table = store.data() + offsets[s];
    for (int attempt = 1;; ++attempt) {
      uint64_t magic = attempt == 1 ? kBishopMagics[s] : rng.sparse();
      bool ok = true;
      for (size_t i = 0; i < keys.size() && ok; ++i) {
        size_t idx = (keys[i] * magic) >> (64 - n);
        if (used[idx] != attempt) {
          used[idx] = attempt;
          table[idx] = atts[i];
        } else if (!(table[idx] == atts[i])) {
          ok = false;
        }
      }
      if (ok) {
        bishop_magic[s] = magic;
        bishop_shift[s] = 64 - n;
        bishop_attack_ptr[s] = table;
        break;
      }
    }
  }
}

}  // namespace

void init_tables() {
  static const bool done = (build(), true);
  (void)done;
}

}  // namespace regalia::showgit
