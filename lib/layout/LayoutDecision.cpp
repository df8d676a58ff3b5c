//===- layout/LayoutDecision.cpp - which layout each staged buffer gets ---===//
//
// The decision of tilelang-layout (LayoutDecider, LayoutStage.h): the
// request, or for `auto` the layout TileLangTargetInfo::getMemoryLayout
// prices cheapest; made concrete for the buffer (resolve: the swizzle's
// span, the plane's size); replaced by row_major when it would change the
// meaning of an access or split or misalign one (splits); and, before any
// buffer is decided, the `auto` layouts that would overflow the block's
// scratchpad held to ones that add no bytes (avoidOverflowingLayouts).
//
//===----------------------------------------------------------------------===//
#include "layout/LayoutStage.h"
#include "target/TargetDescription.h"
#include "target/TargetInfo.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::layout;

/// \p Want made concrete for \p B: row_major for a 1-D buffer, the swizzle's
/// span (or a pad when no span fits), the plane's size. \p Note says what
/// was replaced and why.
AppliedLayout LayoutDecider::resolve(const Buffer &B, Layout Want,
                                     std::string &Note) {
  AppliedLayout L;
  unsigned D = B.Extents.size();
  L.ElemBytes = B.ElemBytes;
  L.Cols = B.Extents.back();
  L.Rows = D > 1 ? B.Extents[D - 2] : 1;
  for (unsigned I = 0; I + 2 < D; ++I)
    L.Planes *= B.Extents[I];
  if (Want.K == Layout::Auto)
    Want.K = Layout::RowMajor;
  if (D == 1 && Want.K != Layout::RowMajor) {
    Note = spell(Want) + " arranges rows and columns, and '" + B.Name +
           "' is 1-D: row_major (identity)";
    Want = Layout();
    Want.K = Layout::RowMajor;
  }
  uint64_t E = B.ElemBytes;
  uint64_t RowBytes = L.Cols * E;
  if (Want.K == Layout::Swizzle) {
    auto Fits = [&](uint64_t S) {
      return RowBytes % S == 0 || (RowBytes < S && S % RowBytes == 0);
    };
    bool Chunks = isPowerOf2_64(E) && E <= 16 && RowBytes >= 32;
    uint64_t Span = 0;
    if (Chunks && Want.Param && Fits(Want.Param))
      Span = Want.Param;
    if (Chunks && !Span)
      for (uint64_t S : {128u, 64u, 32u})
        if (RowBytes % S == 0) {
          Span = S;
          break;
        }
    if (Span && Want.Param && Span != Want.Param)
      Note = std::to_string(Want.Param) +
             " bytes neither divide nor are a multiple of its rows of " +
             std::to_string(RowBytes) + " bytes: a " + std::to_string(Span) +
             "-byte span instead";
    if (!Span) {
      uint64_t W = B.widest();
      unsigned N = W > E && isPowerOf2_64(W) && W % E == 0 ? W / E : 1;
      std::string Why;
      if (!isPowerOf2_64(E) || E > 16)
        Why = "its " + std::to_string(E) +
              "-byte elements do not tile 16-byte chunks";
      else if (RowBytes < 32)
        Why = "its rows of " + std::to_string(RowBytes) +
              " bytes hold fewer than two 16-byte chunks";
      else
        Why = "32, 64 and 128 bytes divide none of its rows of " +
              std::to_string(RowBytes) + " bytes";
      Note = spell(Want) + " does not fit '" + B.Name + "': " + Why + "; pad(" +
             std::to_string(N) + ") instead";
      Want = Layout();
      Want.K = Layout::Pad;
      Want.Param = N;
    } else {
      L.K = Layout::Swizzle;
      L.P1 = Span;
      L.P2 = RowBytes < Span ? Span / RowBytes : 1;
      L.PlaneElems = alignTo(L.Rows, L.P2) * L.Cols;
      return L;
    }
  }
  L.K = Want.K;
  switch (Want.K) {
  case Layout::Pad:
    L.P1 = Want.Param;
    L.PlaneElems = L.Rows * (L.Cols + L.P1);
    break;
  case Layout::Interleave:
    L.P1 = Want.Param;
    L.P2 = Want.Param2;
    L.PlaneElems = alignTo(L.Rows, L.P1) * alignTo(L.Cols, L.P2);
    break;
  default:
    L.PlaneElems = L.Rows * L.Cols;
    break;
  }
  return L;
}

/// Why \p L would split or misalign an access of \p B wider than an
/// element ("" when it does not). An access of W bytes (a power of two) at
/// element offset o of the row-major buffer is known to be W-aligned from
/// its alignment (up to the buffer's); with rows of a multiple of W bytes
/// its column is then W-aligned too, and the layout keeps it whole when its
/// contiguous runs (a padded row, a 16-byte chunk, a sub-tile row) are
/// multiples of W bytes.
std::string LayoutDecider::splits(const AppliedLayout &L,
                                  const Buffer &B) const {
  if (L.K == Layout::RowMajor)
    return "";
  uint64_t E = L.ElemBytes;
  Align BufAlign = B.GV->getAlign().valueOrOne();
  for (const Access &X : B.Accesses) {
    uint64_t W = X.Bytes;
    if (W <= E)
      continue;
    std::string Why;
    uint64_t A = std::min(X.A, BufAlign).value();
    if (!isPowerOf2_64(W))
      Why = "a " + std::to_string(W) + "-byte access (not a power of two)";
    else if (A < W)
      Why = "a " + std::to_string(W) + "-byte access aligned to only " +
            std::to_string(A) + " bytes";
    else if ((L.Cols * E) % W)
      Why = std::to_string(W) + "-byte accesses in rows of " +
            std::to_string(L.Cols * E) + " bytes";
    else if (L.K == Layout::ColMajor)
      Why = std::to_string(W) + "-byte accesses, whose elements col_major "
                                "puts apart";
    else if (L.K == Layout::Pad && ((L.Cols + L.P1) * E) % W)
      Why = std::to_string(W) + "-byte accesses in padded rows of " +
            std::to_string((L.Cols + L.P1) * E) + " bytes";
    else if (L.K == Layout::Swizzle && W > 16)
      Why = std::to_string(W) + "-byte accesses, wider than its 16-byte chunks";
    else if (L.K == Layout::Interleave && (L.P2 * E) % W)
      Why = std::to_string(W) + "-byte accesses in sub-tile rows of " +
            std::to_string(L.P2 * E) + " bytes";
    if (!Why.empty()) {
      std::string S;
      raw_string_ostream OS(S);
      OS << *X.I;
      return Why + " (" + StringRef(S).trim().str() + ")";
    }
  }
  return "";
}

AppliedLayout LayoutDecider::decide(Buffer &B, std::string &How,
                                    std::string &Note, bool Report) {
  Layout Want = B.Request;
  if (!B.Requested) {
    SmallVector<unsigned, 2> Shape;
    for (unsigned I = B.Extents.size() > 1 ? B.Extents.size() - 2 : 0;
         I < B.Extents.size(); ++I)
      Shape.push_back(unsigned(B.Extents[I]));
    LayoutDecision LD = Cx.targetInfo().getMemoryLayout(
        B.ElemTy, SharedAS, Shape, unsigned(B.widest()));
    Want = LD.L;
    How = "from layout(" + B.Name + ": auto): " + LD.Why;
    if (!B.NoGrowth.empty()) {
      // The cheapest candidate that adds no bytes (row-major or a swizzle).
      Layout RM;
      RM.K = Layout::RowMajor;
      std::optional<std::pair<Layout, unsigned>> Best;
      for (const auto &[L, Cost] : LD.Costs)
        if ((L.K == Layout::RowMajor || L.K == Layout::Swizzle) &&
            (!Best || Cost < Best->second))
          Best = {L, Cost};
      Want = Best ? Best->first : RM;
      How += "; " + B.NoGrowth + ": " + Want.str() + " instead";
    }
  } else {
    How = "from layout(" + B.Name + ": " + spell(B.Request) + ")";
  }
  AppliedLayout L = resolve(B, Want, Note);
  std::string Why;
  if (L.K != Layout::RowMajor && !B.UnknownUse.empty())
    Why = " would change the meaning of " + B.UnknownUse;
  else if (std::string S = splits(L, B); !S.empty())
    Why = " would split or misalign " + S;
  if (!Why.empty()) {
    Note += (Note.empty() ? "" : "; ") + spell(L) + Why + ": row_major instead";
    if (B.Requested && Report)
      Cx.warning(B.Name, "layout(" + B.Name + ": " + spell(B.Request) +
                             ") is not applied: " + Note);
    Layout RM;
    RM.K = Layout::RowMajor;
    std::string Ignored;
    L = resolve(B, RM, Ignored);
  }
  return L;
}

/// Where the layouts `auto` picks would take the function's shared buffers
/// past the block's scratchpad (per the target description) although their
/// row-major sizes fit, the `auto` buffers that would grow take the cheapest
/// layout that adds no bytes (a swizzle or row-major) instead; SharedBudget
/// then finds them fitting. Regression: a gfx942 128 x 128 x 64 GEMM's two 32
/// KiB tiles padded to 66304 bytes of LDS.
void LayoutDecider::avoidOverflowingLayouts(std::vector<Buffer> &Buffers) {
  const TargetDescription *TD = Cx.targetInfo().description();
  if (!TD || !TD->isGPU() || !TD->Scratchpad.Present)
    return;
  uint64_t Limit = TD->Scratchpad.BytesPerBlock.Value;
  uint64_t Planned = 0, RowMajor = 0;
  SmallPtrSet<GlobalVariable *, 8> Ours;
  SmallVector<Buffer *, 4> Growing;
  for (Buffer &B : Buffers) {
    if (B.Bad)
      continue;
    Ours.insert(B.GV);
    std::string How, Note;
    AppliedLayout L = decide(B, How, Note, /*Report=*/false);
    uint64_t Old = cast<ArrayType>(B.GV->getValueType())->getNumElements();
    Planned += L.totalElems() * B.ElemBytes;
    RowMajor += Old * B.ElemBytes;
    if (!B.Requested && L.totalElems() > Old)
      Growing.push_back(&B);
  }
  for (GlobalVariable *GV : sharedGlobalsOf(F))
    if (!Ours.count(GV) && GV->getName() != DynamicName &&
        GV->getValueType()->isSized()) {
      uint64_t Bytes = DL.getTypeAllocSize(GV->getValueType()).getFixedValue();
      Planned += Bytes;
      RowMajor += Bytes;
    }
  if (Planned <= Limit || RowMajor > Limit || Growing.empty())
    return;
  std::string Why = "padded, the shared buffers would need " +
                    std::to_string(Planned) + " bytes, over " + TD->Name +
                    "'s " + std::to_string(Limit) + " per block";
  for (Buffer *B : Growing)
    B->NoGrowth = Why;
}
