//===- IVBounds.cpp - What the loops' own conditions bound ----------------===//
//
// The induction variables' bounds read from the loops' conditions before
// indvars rewrites them (collectIVBounds, kept across its widening), and the
// extents of affine expressions over the iterations that execute
// (extentOverIterations, lastIteration): the in-row proofs of
// Dependences.cpp and the run-time alias ranges of tile/RuntimeAliasCheck.
// Declared in Dependences.h.
//
//===----------------------------------------------------------------------===//
#include "analysis/Dependences.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"
#include <optional>

using namespace llvm;
using namespace tilelang;

/// \p V as an enclosing loop's counter plus a constant or a parameter, when
/// it is one: a header phi {C0,+,C1}<nsw> of constants, or such a phi plus
/// or minus a constant, or plus an argument, without signed wrap.
static IVBound::OuterIV describeOuterIV(Value *V, ScalarEvolution &SE) {
  IVBound::OuterIV R;
  int64_t Add = 0;
  Argument *AddArg = nullptr;
  if (auto *BO = dyn_cast<BinaryOperator>(V)) {
    if (!BO->hasNoSignedWrap() || (BO->getOpcode() != Instruction::Add &&
                                   BO->getOpcode() != Instruction::Sub))
      return R;
    Value *X = BO->getOperand(0), *Y = BO->getOperand(1);
    if (BO->getOpcode() == Instruction::Add && isa<PHINode>(Y))
      std::swap(X, Y);
    if (auto *C = dyn_cast<ConstantInt>(Y))
      Add = BO->getOpcode() == Instruction::Add ? C->getSExtValue()
                                                : -C->getSExtValue();
    else if (BO->getOpcode() == Instruction::Add && isa<Argument>(Y))
      AddArg = cast<Argument>(Y);
    else
      return R;
    V = X;
  }
  auto *Phi = dyn_cast<PHINode>(V);
  if (!Phi || !Phi->getType()->isIntegerTy() ||
      Phi->getType()->getIntegerBitWidth() > 64)
    return R;
  const auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(Phi));
  if (!AR || !AR->isAffine() || !AR->hasNoSignedWrap() ||
      AR->getLoop()->getHeader() != Phi->getParent())
    return R;
  const auto *C0 = dyn_cast<SCEVConstant>(AR->getStart());
  const auto *C1 = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
  if (!C0 || !C1)
    return R;
  R.IVHeader = Phi->getParent();
  R.IVStart = C0->getAPInt().getSExtValue();
  R.IVStep = C1->getAPInt().getSExtValue();
  R.Add = Add;
  R.AddArg = AddArg;
  R.Bits = Phi->getType()->getIntegerBitWidth();
  return R;
}

/// The value of \p V (or, once indvars deleted it, of its description
/// \p D) as seen inside \p Inner; null when neither is left.
static const SCEV *ivBoundValue(Value *V, const IVBound::OuterIV &D,
                                const Loop *Inner, ScalarEvolution &SE) {
  // indvars may replace the uses of a value it deletes by poison first: the
  // handle then follows it there (regression: fuzzer host seed 7103 case
  // 110, a run-time alias check that computed its ranges from poison).
  if (V && !isa<UndefValue>(V))
    return SE.getSCEV(V);
  if (!D.IVHeader)
    return nullptr;
  const Loop *L = Inner->getParentLoop();
  while (L && L->getHeader() != D.IVHeader)
    L = L->getParentLoop();
  if (!L)
    return nullptr;
  Type *Ty = IntegerType::get(Inner->getHeader()->getContext(), D.Bits);
  const SCEV *AR =
      SE.getAddRecExpr(SE.getConstant(Ty, D.IVStart, true),
                       SE.getConstant(Ty, D.IVStep, true), L, SCEV::FlagNSW);
  const SCEV *V2 =
      SE.getAddExpr(AR, SE.getConstant(Ty, D.Add, true), SCEV::FlagNSW);
  return D.AddArg ? SE.getAddExpr(V2, SE.getSCEV(D.AddArg), SCEV::FlagNSW) : V2;
}

IVBoundMap tilelang::collectIVBounds(LoopInfo &LI, ScalarEvolution &SE) {
  IVBoundMap Map;
  for (Loop *L : LI.getLoopsInPreorder()) {
    BasicBlock *H = L->getHeader();
    auto *Br = dyn_cast<BranchInst>(H->getTerminator());
    BasicBlock *Pre = L->getLoopPreheader();
    if (!Br || !Br->isConditional() || !Pre)
      continue;
    auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
    if (!Cmp)
      continue;
    CmpInst::Predicate Pred = Cmp->getPredicate();
    if (!L->contains(Br->getSuccessor(0)))
      Pred = CmpInst::getInversePredicate(Pred);
    Value *LHS = Cmp->getOperand(0), *RHS = Cmp->getOperand(1);
    auto *Phi = dyn_cast<PHINode>(LHS);
    if (!Phi || Phi->getParent() != H) {
      std::swap(LHS, RHS);
      Pred = CmpInst::getSwappedPredicate(Pred);
      Phi = dyn_cast<PHINode>(LHS);
    }
    if (!Phi || Phi->getParent() != H)
      continue;
    // clang recomputes `n - 1` in the header on every iteration: keep
    // `n` and the offset. The subtraction is `nsw` (C's signed overflow is
    // undefined, and the header computes it before every iteration), so the
    // offset may be applied after widening.
    int64_t Offset = 0;
    if (!L->isLoopInvariant(RHS)) {
      auto *BO = dyn_cast<BinaryOperator>(RHS);
      auto *C = BO ? dyn_cast<ConstantInt>(BO->getOperand(1)) : nullptr;
      if (!BO || !C || !BO->hasNoSignedWrap() ||
          !L->isLoopInvariant(BO->getOperand(0)) ||
          (BO->getOpcode() != Instruction::Add &&
           BO->getOpcode() != Instruction::Sub))
        continue;
      Offset = BO->getOpcode() == Instruction::Add ? C->getSExtValue()
                                                   : -C->getSExtValue();
      RHS = BO->getOperand(0);
    }
    const auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(Phi));
    const auto *Step =
        AR ? dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE)) : nullptr;
    if (!AR || AR->getLoop() != L || !Step)
      continue;
    IVBound B;
    B.Start = Phi->getIncomingValueForBlock(Pre);
    B.Bound = RHS;
    B.StartIV = describeOuterIV(B.Start, SE);
    B.BoundIV = describeOuterIV(B.Bound, SE);
    B.Offset = Offset;
    B.Step = Step->getAPInt().getSExtValue();
    switch (Pred) {
    case CmpInst::ICMP_SLT:
    case CmpInst::ICMP_ULT:
      B.Upper = true;
      B.Inclusive = false;
      break;
    case CmpInst::ICMP_SLE:
    case CmpInst::ICMP_ULE:
      B.Upper = true;
      B.Inclusive = true;
      break;
    case CmpInst::ICMP_SGT:
    case CmpInst::ICMP_UGT:
      B.Upper = false;
      B.Inclusive = false;
      break;
    case CmpInst::ICMP_SGE:
    case CmpInst::ICMP_UGE:
      B.Upper = false;
      B.Inclusive = true;
      break;
    case CmpInst::ICMP_NE:
      // `j != i` with a step of 1 or -1 and no signed wrap: the loop can
      // only end by reaching the bound (passing it would overflow, which C
      // leaves undefined), so it stays below it (above it, downward), as
      // with `<` (`>`). An unsigned counter may wrap and is not read so.
      if (B.Step != 1 && B.Step != -1)
        continue;
      if (!AR->hasNoSignedWrap())
        continue;
      B.Upper = B.Step > 0;
      B.Inclusive = false;
      break;
    default:
      continue;
    }
    B.Signed = CmpInst::isSigned(Pred) || Pred == CmpInst::ICMP_NE;
    if (Offset && !B.Signed)
      continue;
    if ((B.Upper && B.Step < 0) || (!B.Upper && B.Step > 0))
      continue;
    Map[H] = B;
  }
  return Map;
}

namespace {
/// Bounds of an affine SCEV over the iterations that execute, from the
/// loops' own conditions (IVBound); std::nullopt when unknown.
struct Extent {
  const SCEV *Min, *Max;
};

std::optional<Extent> extentOf(const SCEV *S, ScalarEvolution &SE,
                               const IVBoundMap &IVB, const Loop *Outside);

/// Whether \p S varies with a loop inside \p Outside (any loop when null).
bool variesInside(const SCEV *S, const Loop *Outside) {
  return SCEVExprContains(S, [&](const SCEV *X) {
    const auto *AR = dyn_cast<SCEVAddRecExpr>(X);
    return AR && (!Outside || Outside->contains(AR->getLoop()));
  });
}

/// \p E widened over the loops its ends still vary with: a loop whose
/// bounds are an outer loop's counter (`j <= i`) spans a range that depends
/// on it; its extent over the outer loop is that range's.
std::optional<Extent> overOuterLoops(Extent E, ScalarEvolution &SE,
                                     const IVBoundMap &IVB,
                                     const Loop *Outside) {
  if (variesInside(E.Min, Outside)) {
    auto Lo = extentOf(E.Min, SE, IVB, Outside);
    if (!Lo)
      return std::nullopt;
    E.Min = Lo->Min;
  }
  if (variesInside(E.Max, Outside)) {
    auto Hi = extentOf(E.Max, SE, IVB, Outside);
    if (!Hi)
      return std::nullopt;
    E.Max = Hi->Max;
  }
  return E;
}

/// The extent of a cast of a value of extent \p E: sign extension keeps the
/// signed order; zero extension keeps it for values known non-negative;
/// truncation for values known to fit the narrower type.
std::optional<Extent> castExtent(const SCEVCastExpr *C, Extent E,
                                 ScalarEvolution &SE) {
  Type *Ty = C->getType();
  switch (C->getSCEVType()) {
  case scSignExtend:
    return Extent{SE.getSignExtendExpr(E.Min, Ty),
                  SE.getSignExtendExpr(E.Max, Ty)};
  case scZeroExtend:
    if (!SE.isKnownNonNegative(E.Min))
      return std::nullopt;
    return Extent{SE.getZeroExtendExpr(E.Min, Ty),
                  SE.getZeroExtendExpr(E.Max, Ty)};
  case scTruncate: {
    unsigned Bits = Ty->getIntegerBitWidth();
    Type *Wide = E.Min->getType();
    const SCEV *Lo = SE.getConstant(
        APInt::getSignedMinValue(Bits).sext(Wide->getIntegerBitWidth()));
    const SCEV *Hi = SE.getConstant(
        APInt::getSignedMaxValue(Bits).sext(Wide->getIntegerBitWidth()));
    if (!SE.isKnownPredicate(ICmpInst::ICMP_SGE, E.Min, Lo) ||
        !SE.isKnownPredicate(ICmpInst::ICMP_SLE, E.Max, Hi))
      return std::nullopt;
    return Extent{SE.getTruncateExpr(E.Min, Ty), SE.getTruncateExpr(E.Max, Ty)};
  }
  default:
    return std::nullopt;
  }
}

std::optional<Extent> extentOf(const SCEV *S, ScalarEvolution &SE,
                               const IVBoundMap &IVB, const Loop *Outside) {
  if (Outside ? SE.isLoopInvariant(S, Outside)
              : isa<SCEVConstant>(S) || isa<SCEVUnknown>(S))
    return Extent{S, S};
  Type *Ty = S->getType();
  if (const auto *C = dyn_cast<SCEVIntegralCastExpr>(S)) {
    auto E = extentOf(C->getOperand(), SE, IVB, Outside);
    return E ? castExtent(C, *E, SE) : std::nullopt;
  }
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    const auto *C = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
    auto It = IVB.find(AR->getLoop()->getHeader());
    if (!AR->isAffine() || !C || It == IVB.end())
      return std::nullopt;
    const IVBound &B = It->second;
    const SCEV *StartV = ivBoundValue(B.Start, B.StartIV, AR->getLoop(), SE),
               *BoundV = ivBoundValue(B.Bound, B.BoundIV, AR->getLoop(), SE);
    if (!StartV || !BoundV)
      return std::nullopt;
    auto Ext = [&](const SCEV *X) {
      return B.Signed ? SE.getTruncateOrSignExtend(X, Ty)
                      : SE.getTruncateOrZeroExtend(X, Ty);
    };
    const SCEV *Start = Ext(StartV),
               *Bound = SE.getAddExpr(Ext(BoundV),
                                      SE.getConstant(Ty, B.Offset, true));
    // The IV's last value; iterations executed = (Last - Start) / Step + 1.
    const SCEV *Last =
        B.Inclusive
            ? Bound
            : SE.getAddExpr(Bound, SE.getConstant(Ty, B.Upper ? -1 : 1, true));
    const SCEV *Span = SE.getMinusSCEV(Last, Start); // >= 0 or <= 0
    const SCEV *Iters =
        SE.getUDivExpr(B.Step > 0 ? Span : SE.getNegativeSCEV(Span),
                       SE.getConstant(Ty, B.Step > 0 ? B.Step : -B.Step));
    // For each iteration of the loops around: the subscript runs from its
    // start S0 over D; both may vary with those loops (a triangular bound),
    // so the ends are widened over them as whole expressions (S0 + D, where
    // S0 and D cancel: `j` from `i + 1` to `n - 1` ends at n - 1).
    const SCEV *S0 = AR->getStart();
    int64_t CV = C->getAPInt().getSExtValue();
    if (CV % B.Step == 0) {
      // The subscript moves K times as fast as the IV: over the executed
      // iterations it spans K * (Last - Start), without dividing by the step.
      int64_t K = CV / B.Step;
      const SCEV *D = SE.getMulExpr(SE.getConstant(Ty, K, true), Span);
      // Span has the sign of the step's direction when the loop runs.
      bool Grows = (K > 0) == B.Upper;
      return overOuterLoops(Grows ? Extent{S0, SE.getAddExpr(S0, D)}
                                  : Extent{SE.getAddExpr(S0, D), S0},
                            SE, IVB, Outside);
    }
    const SCEV *Delta = SE.getMulExpr(Iters, C);
    if (C->getAPInt().isNonNegative())
      return overOuterLoops(Extent{S0, SE.getAddExpr(S0, Delta)}, SE, IVB,
                            Outside);
    return overOuterLoops(Extent{SE.getAddExpr(S0, Delta), S0}, SE, IVB,
                          Outside);
  }
  if (const auto *A = dyn_cast<SCEVAddExpr>(S)) {
    const SCEV *Min = SE.getZero(Ty), *Max = SE.getZero(Ty);
    for (const SCEV *Op : A->operands()) {
      auto E = extentOf(Op, SE, IVB, Outside);
      if (!E)
        return std::nullopt;
      Min = SE.getAddExpr(Min, E->Min);
      Max = SE.getAddExpr(Max, E->Max);
    }
    return Extent{Min, Max};
  }
  if (const auto *M = dyn_cast<SCEVMulExpr>(S))
    if (M->getNumOperands() == 2)
      if (const auto *C = dyn_cast<SCEVConstant>(M->getOperand(0))) {
        auto E = extentOf(M->getOperand(1), SE, IVB, Outside);
        if (!E)
          return std::nullopt;
        bool Pos = C->getAPInt().isNonNegative();
        return Extent{SE.getMulExpr(C, Pos ? E->Min : E->Max),
                      SE.getMulExpr(C, Pos ? E->Max : E->Min)};
      }
  return std::nullopt;
}
} // namespace

std::optional<std::pair<const SCEV *, const SCEV *>>
tilelang::extentOverIterations(const SCEV *S, ScalarEvolution &SE,
                               const IVBoundMap &IVB, const Loop *Outside) {
  if (auto E = extentOf(S, SE, IVB, Outside))
    return std::make_pair(E->Min, E->Max);
  return std::nullopt;
}

const SCEV *tilelang::lastIteration(const Loop *L, ScalarEvolution &SE,
                                    const IVBoundMap &IVB) {
  auto It = IVB.find(L->getHeader());
  if (It == IVB.end())
    return nullptr;
  const IVBound &B = It->second;
  const SCEV *StartV = ivBoundValue(B.Start, B.StartIV, L, SE),
             *BoundV = ivBoundValue(B.Bound, B.BoundIV, L, SE);
  if (!StartV || !BoundV || !B.Step)
    return nullptr;
  Type *I64 = Type::getInt64Ty(L->getHeader()->getContext());
  auto Ext = [&](const SCEV *X) {
    return B.Signed ? SE.getTruncateOrSignExtend(X, I64)
                    : SE.getTruncateOrZeroExtend(X, I64);
  };
  const SCEV *Last =
      SE.getAddExpr(Ext(BoundV), SE.getConstant(I64,
                                                B.Offset + (B.Inclusive ? 0
                                                            : B.Upper   ? -1
                                                                        : 1),
                                                true));
  const SCEV *Span = SE.getMinusSCEV(Last, Ext(StartV));
  if (B.Step < 0)
    Span = SE.getNegativeSCEV(Span);
  int64_t Step = B.Step < 0 ? -B.Step : B.Step;
  return Step == 1 ? Span : SE.getUDivExpr(Span, SE.getConstant(I64, Step));
}
