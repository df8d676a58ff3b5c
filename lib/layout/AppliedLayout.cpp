//===- layout/AppliedLayout.cpp - the layout functions and their metadata -===//
//
// AppliedLayout (LayoutPass.h): the element offset of each layout, its
// `!tilelang.layout` metadata and back, the text remarks give it; and the
// spellings of the layout clauses. Used by every part of tilelang-layout
// (LayoutStage.h).
//
//===----------------------------------------------------------------------===//
#include "layout/LayoutPass.h"
#include "layout/LayoutStage.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::layout;

namespace tilelang {
namespace layout {

/// The layout kind spelled \p S ("row_major"), or std::nullopt.
std::optional<Layout::Kind> kindNamed(StringRef S) {
  for (Layout::Kind K : {Layout::Auto, Layout::RowMajor, Layout::ColMajor,
                         Layout::Pad, Layout::Swizzle, Layout::Interleave})
    if (S == spelling(K))
      return K;
  return std::nullopt;
}

/// A layout as the user writes it: "pad(4)", "interleave(2, 4)".
std::string spell(const Layout &L) {
  std::string S = spelling(L.K);
  switch (L.K) {
  case Layout::Pad:
    return S + "(" + std::to_string(L.Param) + ")";
  case Layout::Swizzle:
    return L.Param ? S + "(" + std::to_string(L.Param) + ")" : S;
  case Layout::Interleave:
    return S + "(" + std::to_string(L.Param) + ", " + std::to_string(L.Param2) +
           ")";
  default:
    return S;
  }
}

/// The clause that gives \p L: "pad(4)", "swizzle(128)".
std::string spell(const AppliedLayout &L) {
  Layout C;
  C.K = L.K;
  C.Param = unsigned(L.P1);
  C.Param2 = L.K == Layout::Interleave ? unsigned(L.P2) : 0;
  return spell(C);
}

} // namespace layout
} // namespace tilelang

uint64_t AppliedLayout::elementOffset(uint64_t Plane, uint64_t R,
                                      uint64_t C) const {
  uint64_t F = 0;
  switch (K) {
  case Layout::Auto:
  case Layout::RowMajor:
    F = R * Cols + C;
    break;
  case Layout::ColMajor:
    F = C * Rows + R;
    break;
  case Layout::Pad:
    F = R * (Cols + P1) + C;
    break;
  case Layout::Swizzle: {
    uint64_t V = 16 / ElemBytes;
    F = (R * Cols + C) ^ (((R / P2) % (P1 / 16)) * V);
    break;
  }
  case Layout::Interleave: {
    uint64_t TilesPerRow = divideCeil(Cols, P2);
    F = ((R / P1) * TilesPerRow + C / P2) * (P1 * P2) + (R % P1) * P2 + C % P2;
    break;
  }
  }
  return Plane * PlaneElems + F;
}

MDNode *AppliedLayout::toMetadata(LLVMContext &Ctx) const {
  Type *I64 = Type::getInt64Ty(Ctx);
  auto Int = [&](uint64_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(I64, V));
  };
  return MDNode::get(Ctx, {MDString::get(Ctx, spelling(K)), Int(P1), Int(P2),
                           Int(Rows), Int(Cols), Int(PlaneElems), Int(Planes),
                           Int(ElemBytes)});
}

std::optional<AppliedLayout> AppliedLayout::fromMetadata(const MDNode *N) {
  if (!N || N->getNumOperands() != 8)
    return std::nullopt;
  auto *S = dyn_cast<MDString>(N->getOperand(0));
  std::optional<Layout::Kind> K = S ? kindNamed(S->getString()) : std::nullopt;
  if (!K || *K == Layout::Auto)
    return std::nullopt;
  uint64_t V[7];
  for (unsigned I = 0; I < 7; ++I) {
    auto *C = mdconst::dyn_extract<ConstantInt>(N->getOperand(I + 1));
    if (!C || C->getValue().getActiveBits() > 63)
      return std::nullopt;
    V[I] = C->getZExtValue();
  }
  AppliedLayout L;
  L.K = *K;
  L.P1 = V[0];
  L.P2 = V[1];
  L.Rows = V[2];
  L.Cols = V[3];
  L.PlaneElems = V[4];
  L.Planes = V[5];
  L.ElemBytes = V[6];
  if (!L.Rows || !L.Cols || !L.ElemBytes)
    return std::nullopt;
  if (L.K == Layout::Swizzle &&
      (!isPowerOf2_64(L.P1) || L.P1 < 32 || !L.P2 || L.ElemBytes > 16 ||
       !isPowerOf2_64(L.ElemBytes)))
    return std::nullopt;
  if (L.K == Layout::Interleave && (!L.P1 || !L.P2))
    return std::nullopt;
  return L;
}

std::string AppliedLayout::describe() const {
  std::string S;
  raw_string_ostream OS(S);
  switch (K) {
  case Layout::Auto:
  case Layout::RowMajor:
    OS << "row_major";
    break;
  case Layout::ColMajor:
    OS << "col_major (element (r, c) at c * " << Rows << " + r)";
    break;
  case Layout::Pad:
    OS << "pad(" << P1 << "): rows of " << Cols + P1 << " elements";
    break;
  case Layout::Swizzle: {
    OS << "swizzle, " << P1 << "-byte span: 16-byte chunk ^= ";
    if (P2 == 1)
      OS << "row mod " << P1 / 16;
    else
      OS << "(row / " << P2 << ") mod " << P1 / 16 << " (" << P2 << " rows of "
         << Cols * ElemBytes << " bytes a span)";
    uint64_t AllocRows = PlaneElems / Cols;
    if (AllocRows != Rows)
      OS << ", " << AllocRows << " rows allocated";
    break;
  }
  case Layout::Interleave:
    OS << "interleave(" << P1 << ", " << P2 << "): " << P1 << " x " << P2
       << " sub-tiles stored contiguously, " << alignTo(Rows, P1) << " x "
       << alignTo(Cols, P2) << " elements a plane";
    break;
  }
  return S;
}
