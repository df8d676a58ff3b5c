//===- target/GPULayouts.cpp - getMemoryLayout for GPUs -------------------===//
//
// GPUTargetInfo::getMemoryLayout (GPUTargetInfo.h): the layout of a tile
// staged in the scratchpad, from the bank model (target/BankModel.h) of
// the description's banks: row-major, the XOR swizzles and the paddings
// that keep accesses aligned are priced for a warp copying rows in, reading
// rows and reading a column; the cheapest wins. Asked by tilelang-layout
// (`layout(X: auto)`) and print<tilelang-target>.
//
//===----------------------------------------------------------------------===//
#include "target/BankModel.h"
#include "target/GPUTargetInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Type.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <vector>

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

namespace {

/// The byte offset of (row, byte in row) of a tile whose rows hold
/// \p RowBytes, under layout \p L for elements of \p Elt bytes.
int64_t physical(const Layout &L, int64_t Row, int64_t Byte, int64_t RowBytes,
                 int64_t Elt) {
  switch (L.K) {
  case Layout::Pad:
    return Row * (RowBytes + int64_t(L.Param) * Elt) + Byte;
  case Layout::Swizzle: {
    // docs/language.md (layout): XOR of the 16-byte chunks by row over a span
    // of Param bytes: chunk' = chunk ^ (row mod (span / 16)) on the chunk's low
    // bits (with 128-byte rows, CuTe's Swizzle<3,4,3>).
    int64_t Mask = int64_t(L.Param / 16) - 1;
    int64_t Chunk = Byte / 16;
    Chunk = (Chunk & ~Mask) | ((Chunk ^ Row) & Mask);
    return Row * RowBytes + Chunk * 16 + Byte % 16;
  }
  default:
    return Row * RowBytes + Byte;
  }
}

} // namespace

LayoutDecision GPUTargetInfo::getMemoryLayout(Type *ElemTy, unsigned AddrSpace,
                                              ArrayRef<unsigned> TileShape,
                                              unsigned AccessBytes) const {
  LayoutDecision D;
  D.L.K = Layout::RowMajor;
  std::string S;
  raw_string_ostream OS(S);
  unsigned Elt =
      ElemTy && ElemTy->isSized() && ElemTy->getPrimitiveSizeInBits()
          ? std::max<unsigned>(
                1, ElemTy->getPrimitiveSizeInBits().getFixedValue() / 8)
          : 4;
  if (AddrSpace != 3 || TileShape.empty()) {
    OS << TD.Name << ": not in the " << scratchpadName() << " (address space "
       << AddrSpace << "): no banks, row_major";
    D.Why = S;
    return D;
  }
  int64_t Cols = TileShape.back();
  int64_t Rows = 1;
  for (unsigned I = 0; I + 1 < TileShape.size(); ++I)
    Rows *= TileShape[I];
  int64_t RowBytes = Cols * Elt;
  unsigned W = AccessBytes
                   ? AccessBytes
                   : unsigned(std::max<uint64_t>(TD.VectorBytes.Value, Elt));
  W = std::max(W, Elt);
  while (W > Elt && (RowBytes % W || W > 16))
    W /= 2;
  BankRules Rules = BankRules::fromDescription(TD);
  unsigned Lanes = Rules.LaneCount;
  int64_t Chunks = RowBytes / W; // accesses per row
  // The price of a layout: a warp copying consecutive chunks in (write),
  // reading them back, and reading a column (lane l: row l mod Rows, chunk
  // l / Rows), starting at chunk column 0 and 1.
  auto Price = [&](const Layout &L) {
    unsigned Total = 0;
    std::vector<std::optional<int64_t>> Addr(Lanes);
    for (unsigned Pass = 0; Pass < 4; ++Pass) {
      for (unsigned Lane = 0; Lane < Lanes; ++Lane) {
        int64_t Row, Chunk;
        if (Pass < 2) {
          int64_t Lin = Lane % (Rows * Chunks);
          Row = Lin / Chunks;
          Chunk = Lin % Chunks;
        } else {
          Row = Lane % Rows;
          Chunk = (Lane / Rows + (Pass - 2)) % Chunks;
        }
        Addr[Lane] = physical(L, Row, Chunk * W, RowBytes, Elt);
      }
      Total += bankCost(Addr, W, /*IsWrite=*/Pass == 0, Rules).Wavefronts;
    }
    return Total;
  };
  SmallVector<Layout, 8> Cands;
  Cands.push_back(D.L);
  for (unsigned Span : {128u, 64u, 32u})
    if (RowBytes % Span == 0 && Elt <= 16) {
      Layout L;
      L.K = Layout::Swizzle;
      L.Param = Span;
      Cands.push_back(L);
    }
  // Pads keep every W-byte access aligned and add at most 16 bytes a row.
  for (unsigned P : {1u, 2u, 4u, 8u, 16u})
    if (P * Elt <= std::max(16u, W) && (P * Elt) % W == 0) {
      Layout L;
      L.K = Layout::Pad;
      L.Param = P;
      if (none_of(Cands, [&](const Layout &C) {
            return C.K == L.K && C.Param == L.Param;
          }))
        Cands.push_back(L);
    }
  unsigned BestCost = ~0u;
  OS << TD.Name << ": " << Rows << " x " << Cols << " tile of " << Elt
     << "-byte elements (rows of " << RowBytes << " bytes), " << W
     << "-byte accesses; wavefronts (copy in, read rows, read columns):";
  for (const Layout &L : Cands) {
    unsigned C = Price(L);
    D.Costs.push_back({L, C});
    OS << " " << L.str() << " " << C;
    if (C < BestCost) {
      BestCost = C;
      D.L = L;
    }
  }
  OS << " -> " << D.L.str();
  D.Why = S;
  return D;
}
