//===- layout/LayoutRewrite.cpp - a buffer rewritten to its layout --------===//
//
// The rewrite of tilelang-layout (LayoutRewriter, LayoutStage.h): each
// offset call of a staged buffer becomes the element offset of the layout
// LayoutDecider chose (emitOffset: the index arithmetic of row_major,
// col_major, pad, swizzle and interleave over the last two subscripts, the
// outer ones a plane), the accesses' alignments are lowered to what the
// layout keeps (keptAlign), the global is resized when the layout grows the
// plane and gets `!tilelang.layout`; the remark "Layout" says what was
// chosen and why.
//
//===----------------------------------------------------------------------===//
#include "layout/LayoutStage.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

#define DEBUG_TYPE "tilelang-layout"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::layout;

/// The element offset of (Idx...) in \p L: the outer subscripts a plane
/// number, the last two row and column (LayoutPass.h). No-wrap flags: every
/// value lies in [0, the buffer's elements) when 0 <= Idx[k] < Extents[k].
Value *LayoutRewriter::emitOffset(IRBuilder<> &IRB, const Buffer &B,
                                  const AppliedLayout &L,
                                  ArrayRef<Value *> Idx) const {
  unsigned D = Idx.size();
  if (D == 1)
    return Idx[0];
  std::string P = B.Name + ".";
  auto Mul = [&](Value *X, uint64_t K, const char *N) -> Value * {
    return K == 1 ? X
                  : IRB.CreateMul(X, IRB.getInt64(K), P + N, /*NUW=*/true,
                                  /*NSW=*/true);
  };
  auto Add = [&](Value *X, Value *Y, const char *N) {
    return IRB.CreateAdd(X, Y, P + N, /*NUW=*/true, /*NSW=*/true);
  };
  auto Div = [&](Value *X, uint64_t K, const char *N) -> Value * {
    if (K == 1)
      return X;
    if (isPowerOf2_64(K))
      return IRB.CreateLShr(X, Log2_64(K), P + N);
    return IRB.CreateUDiv(X, IRB.getInt64(K), P + N);
  };
  auto Rem = [&](Value *X, uint64_t K, const char *N) -> Value * {
    if (K == 1)
      return nullptr;
    if (isPowerOf2_64(K))
      return IRB.CreateAnd(X, K - 1, P + N);
    return IRB.CreateURem(X, IRB.getInt64(K), P + N);
  };
  Value *R = Idx[D - 2], *C = Idx[D - 1];
  Value *In = nullptr;
  switch (L.K) {
  case Layout::Auto:
  case Layout::RowMajor:
    In = Add(Mul(R, L.Cols, "row"), C, "lin");
    break;
  case Layout::ColMajor:
    In = Add(Mul(C, L.Rows, "col"), R, "lin");
    break;
  case Layout::Pad:
    In = Add(Mul(R, L.Cols + L.P1, "row"), C, "lin");
    break;
  case Layout::Swizzle: {
    // The 16-byte chunk's index within its span, XORed with the phase.
    Value *Lin = Add(Mul(R, L.Cols, "row"), C, "lin");
    Value *Phase =
        IRB.CreateAnd(Div(R, L.P2, "group"), L.P1 / 16 - 1, P + "phase");
    uint64_t V = 16 / L.ElemBytes;
    if (V > 1)
      Phase = IRB.CreateShl(Phase, Log2_64(V), P + "xor", /*NUW=*/true,
                            /*NSW=*/true);
    In = IRB.CreateXor(Lin, Phase, P + "swz");
    break;
  }
  case Layout::Interleave: {
    // One statement per instruction: their order is the order they appear.
    Value *TR = Div(R, L.P1, "tr");
    Value *TRow = Mul(TR, divideCeil(L.Cols, L.P2), "trow");
    Value *TC = Div(C, L.P2, "tc");
    Value *Tile = Add(TRow, TC, "tile");
    In = Mul(Tile, L.P1 * L.P2, "tbase");
    if (Value *IR = Rem(R, L.P1, "ir")) {
      Value *IRow = Mul(IR, L.P2, "irow");
      In = Add(In, IRow, "tin");
    }
    if (Value *IC = Rem(C, L.P2, "ic"))
      In = Add(In, IC, "lin");
    break;
  }
  }
  if (D == 2)
    return In;
  Value *Plane = Idx[0];
  for (unsigned K = 1; K + 2 < D; ++K) {
    Value *Outer = Mul(Plane, B.Extents[K], "outer");
    Plane = Add(Outer, Idx[K], "plane");
  }
  Value *Base = Mul(Plane, L.PlaneElems, "base");
  return Add(Base, In, "off");
}

/// The largest power-of-two alignment an access known to be \p A-aligned in
/// the row-major buffer keeps under \p L (LayoutDecider::splits has the
/// reasoning); at least the element's own alignment.
static Align keptAlign(const AppliedLayout &L, Align A, Align BufAlign) {
  if (L.K == Layout::RowMajor)
    return A;
  uint64_t E = L.ElemBytes;
  uint64_t Cur = std::min(A, BufAlign).value();
  uint64_t Floor = std::min<uint64_t>(Cur, uint64_t(1) << countr_zero(E));
  auto Keeps = [&](uint64_t X) {
    if ((L.Cols * E) % X)
      return false;
    switch (L.K) {
    case Layout::ColMajor:
      return false;
    case Layout::Pad:
      return ((L.Cols + L.P1) * E) % X == 0;
    case Layout::Swizzle:
      return X <= 16;
    case Layout::Interleave:
      return (L.P2 * E) % X == 0;
    default:
      return true;
    }
  };
  while (Cur > Floor && !Keeps(Cur))
    Cur /= 2;
  return Align(Cur);
}

void LayoutRewriter::apply(Buffer &B, const AppliedLayout &L,
                           const std::string &How, const std::string &Note) {
  LLVM_DEBUG(dbgs() << "tilelang-layout: " << F.getName() << ": '" << B.Name
                    << "' (" << B.shapeText() << ", widest access "
                    << B.widest() << " bytes): " << L.describe() << "\n");
  uint64_t OldElems = cast<ArrayType>(B.GV->getValueType())->getNumElements();
  if (SaturatingMultiply(L.totalElems(), B.ElemBytes) > (uint64_t(1) << 32)) {
    Cx.error(nullptr, B.Name,
             "staged buffer '" + B.Name + "' (" + B.shapeText() +
                 ") would need more than 2^32 bytes under " + L.describe());
    B.Bad = true;
    return;
  }

  rewriteAccesses(B, L);
  rewriteGlobal(B, L, OldElems);
  Cx.ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "Layout", Cx.remarkLoc(B.Name),
                         &F.getEntryBlock());
    R << "layout of '" << B.Name << "' (" << B.shapeText()
      << "): " << L.describe();
    if (L.totalElems() != OldElems)
      R << "; " << std::to_string(L.totalElems() * L.ElemBytes)
        << " bytes (was " << std::to_string(OldElems * L.ElemBytes) << ")";
    if (!Note.empty())
      R << "; " << Note;
    R << "; " << How;
    return R;
  });
}

/// The offsets of \p B's accesses in \p L, and their alignments lowered to
/// what \p L keeps.
void LayoutRewriter::rewriteAccesses(Buffer &B, const AppliedLayout &L) {
  Align BufAlign = B.GV->getAlign().valueOrOne();
  for (const Access &X : B.Accesses) {
    Align New = keptAlign(L, X.A, BufAlign);
    if (New < X.A) {
      if (auto *LI = dyn_cast<LoadInst>(X.I))
        LI->setAlignment(New);
      else
        cast<StoreInst>(X.I)->setAlignment(New);
    }
  }
  for (CallInst *CI : B.Calls) {
    IRBuilder<> IRB(CI);
    SmallVector<Value *, 4> Idx(drop_begin(CI->args()));
    Value *Off = emitOffset(IRB, B, L, Idx);
    CI->replaceAllUsesWith(Off);
    CI->eraseFromParent();
  }
  B.Calls.clear();
}

/// The global of \p B: resized when \p L grows it, and given
/// `!tilelang.layout`.
void LayoutRewriter::rewriteGlobal(Buffer &B, const AppliedLayout &L,
                                   uint64_t OldElems) {
  GlobalVariable *GV = B.GV;
  if (L.totalElems() != OldElems) {
    auto *AT = ArrayType::get(B.ElemTy, L.totalElems());
    auto *NewGV = new GlobalVariable(
        M, AT, GV->isConstant(), GV->getLinkage(), PoisonValue::get(AT), "", GV,
        GV->getThreadLocalMode(), GV->getAddressSpace());
    NewGV->copyAttributesFrom(GV);
    NewGV->copyMetadata(GV, 0);
    NewGV->takeName(GV);
    GV->replaceAllUsesWith(NewGV);
    GV->eraseFromParent();
    B.GV = GV = NewGV;
  }
  GV->setMetadata("tilelang.layout", L.toMetadata(Ctx));
  Cx.Changed = true;
}
