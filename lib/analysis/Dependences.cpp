//===- analysis/Dependences.cpp - Tiling legality: dependences ------------===//
//
// See Dependences.h: the bounds of the induction variables read from the
// loops' own conditions (collectIVBounds), the proof that delinearised
// subscripts stay in their rows (subscriptsInBounds, through extentOf), and
// the full-permutability test on DependenceAnalysis's direction vectors
// (isFullyPermutable). Used by tilelang-tile (tile/TileLegality.cpp).
//
//===----------------------------------------------------------------------===//
#include "analysis/Dependences.h"
#include "analysis/SourceExpr.h"
#include "llvm/Analysis/Delinearization.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

using namespace llvm;
using namespace tilelang;

static std::string directionString(const Dependence &D, unsigned From,
                                   unsigned To) {
  std::string S = "[";
  for (unsigned L = From; L <= To; ++L) {
    if (L != From)
      S += " ";
    switch (D.getDirection(L)) {
    case Dependence::DVEntry::LT:
      S += "<";
      break;
    case Dependence::DVEntry::EQ:
      S += "=";
      break;
    case Dependence::DVEntry::GT:
      S += ">";
      break;
    case Dependence::DVEntry::LE:
      S += "<=";
      break;
    case Dependence::DVEntry::GE:
      S += ">=";
      break;
    case Dependence::DVEntry::NE:
      S += "<>";
      break;
    default:
      S += "*";
      break;
    }
  }
  return S + "]";
}

static const char *accessKind(const Instruction *I) {
  return isa<StoreInst>(I) ? "write" : "read";
}

namespace {
/// While alive, lets DependenceAnalysis take a delinearised subscript
/// A[i * N + j] -> A[i][j] as staying inside its row (0 <= j < N), which it
/// cannot prove for sizes known only at run time. This is the meaning of a
/// row-major array written with flattened subscripts; see docs/language.md
/// "Legality".
class AssumeSubscriptsInBounds {
  cl::opt<bool> *Opt = nullptr;
  bool Saved = false;

public:
  AssumeSubscriptsInBounds() {
    auto &Opts = cl::getRegisteredOptions();
    auto It = Opts.find("da-disable-delinearization-checks");
    if (It != Opts.end()) {
      Opt = static_cast<cl::opt<bool> *>(It->second);
      Saved = *Opt;
      *Opt = true;
    }
  }
  ~AssumeSubscriptsInBounds() {
    if (Opt)
      *Opt = Saved;
  }
};
} // namespace

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
    default:
      continue;
    }
    B.Signed = CmpInst::isSigned(Pred);
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

/// Proves, for every access of the band that delinearises into
/// A[s0][s1]...[sd] with run-time sizes, that 0 <= s_k < size_k for k >= 1
/// over the iterations that execute (bounds from the loops' own conditions,
/// IVBound). Only then may DependenceAnalysis take the delinearised
/// subscripts as independent (AssumeSubscriptsInBounds).
/// With \p Rows, a subscript whose range is known but not proven inside
/// its dimension is assumed to be and recorded (RowBound) instead.
static bool subscriptsInBounds(
    const Band &B, ScalarEvolution &SE, const IVBoundMap &IVB,
    const BoundDirective &BD, std::string &Why,
    DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> &Shapes,
    SmallVectorImpl<RowBound> *Rows = nullptr) {
  const Loop *Outside = B.Loops.front().L->getParentLoop();
  const Loop *Root = B.Loops.front().L;
  SmallVector<const Loop *, 4> Loops;
  for (const BandLoop &BL : B.Loops)
    Loops.push_back(BL.L);
  // 0 <= S < Size over the iterations that execute. Max + 1 <= Size rather
  // than Max < Size: for `j < m` the maximum is m - 1, which folds back to m
  // without a question of overflow. Otherwise, with Rows, the same as an
  // assumption checked before the band.
  auto InRow = [&](const SCEV *S, const SCEV *Size, Instruction *I,
                   unsigned K) {
    Size = SE.getTruncateOrSignExtend(Size, S->getType());
    auto E = extentOf(S, SE, IVB, Outside);
    if (!E)
      return false;
    const SCEV *End = SE.getAddExpr(E->Max, SE.getOne(S->getType()));
    // Known, or guarded before the band (a user's `if (n <= N)`, or the
    // run-time check of a RowBound, which versioned the band).
    auto Holds = [&](ICmpInst::Predicate P, const SCEV *L, const SCEV *R) {
      return SE.isKnownPredicate(P, L, R) ||
             (SE.isLoopInvariant(L, Root) && SE.isLoopInvariant(R, Root) &&
              SE.isLoopEntryGuardedByCond(Root, P, L, R));
    };
    if (!Holds(ICmpInst::ICMP_SGE, E->Min, SE.getZero(S->getType())))
      return false;
    if (Holds(ICmpInst::ICMP_SLE, End, Size))
      return true;
    // Only the end is assumed: a row the loops' bounds may not fit (`j < nj`
    // in a row of NJ). A start that may be negative comes from a
    // delinearisation that does not match the array (`Out[i * (W - 2) + j]`
    // read as Out[i][j - 2i]); an end known past the row (`A[i * m + j + 1]`
    // with j < m) never holds: neither is worth a version that never runs.
    // An end that grows by a multiple of a size (`40 * n` for a triangle's
    // `A[j][i]` read through a row of 41, the diagonal) would hold only for
    // tiny sizes: a version that hardly ever runs (new-user test of
    // 2026-12-02).
    if (!Rows || !SE.isLoopInvariant(End, Root) ||
        !SE.isLoopInvariant(Size, Root) ||
        SE.isKnownPredicate(ICmpInst::ICMP_SGT, End, Size) ||
        SCEVExprContains(End, [](const SCEV *X) {
          const auto *M = dyn_cast<SCEVMulExpr>(X);
          const auto *C =
              M ? dyn_cast<SCEVConstant>(M->getOperand(0)) : nullptr;
          return M && (!C || !C->getAPInt().abs().isOne());
        }))
      return false;
    if (none_of(*Rows, [&](const RowBound &R) {
          return R.Min == E->Min && R.End == End && R.Size == Size;
        })) {
      std::string Text;
      raw_string_ostream OS(Text);
      OS << "subscript " << K + 1 << " of "
         << describeObject(getUnderlyingObject(getLoadStorePointerOperand(I)),
                           &BD)
         << " (" << sourceExpr(E->Min, Loops) << " .. "
         << sourceExpr(E->Max, Loops) << ") within " << sourceExpr(Size, Loops);
      Rows->push_back({E->Min, End, Size, Text});
    }
    return true;
  };
  for (Instruction *I : B.Accesses) {
    const SCEV *Ptr = SE.getSCEV(getLoadStorePointerOperand(I));
    const SCEV *Fn = SE.getMinusSCEV(Ptr, SE.getPointerBase(Ptr));
    SmallVector<const SCEV *, 4> Subs, Sizes;
    delinearize(SE, Fn, Subs, Sizes, SE.getElementSize(I));
    if (Subs.empty()) {
      // Constant dimensions (A[i * 64 + j], float A[][64]): DependenceAnalysis
      // takes them from the constant steps; the view is assumed for this
      // access only where its inner subscripts are proven in bounds here.
      if (!isa<SCEVAddRecExpr>(Fn) ||
          !delinearizeFixedSizeArray(SE, Fn, Subs, Sizes, SE.getElementSize(I)))
        continue;
      bool In = true;
      for (unsigned K = 1; K < Subs.size() && In; ++K)
        In = InRow(Subs[K], Sizes[K - 1], I, K);
      if (In)
        Shapes[I] = Sizes;
      continue;
    }
    Shapes[I] = Sizes;
    for (unsigned K = 1; K < Subs.size(); ++K) {
      if (InRow(Subs[K], Sizes[K - 1], I, K))
        continue;
      const SCEV *Size =
          SE.getTruncateOrSignExtend(Sizes[K - 1], Subs[K]->getType());
      std::string Text;
      raw_string_ostream OS(Text);
      OS << "cannot prove that subscript " << K + 1 << " of "
         << describeObject(getUnderlyingObject(getLoadStorePointerOperand(I)),
                           &BD)
         << " (" << sourceExpr(Subs[K], Loops)
         << ") stays within its dimension of " << sourceExpr(Size, Loops)
         << " elements, so rows of it may overlap";
      if (std::string L = iterationLegend(Subs[K], Loops); !L.empty())
        OS << " (" << L << ")";
      Why = Text;
      return false;
    }
  }
  return true;
}

/// Adds the pair {\p A, \p B} to \p Pairs unless it is there, in either
/// order.
static void addPair(SmallVectorImpl<ObjectPair> &Pairs, const Value *A,
                    const Value *B) {
  if (!is_contained(Pairs, ObjectPair(A, B)) &&
      !is_contained(Pairs, ObjectPair(B, A)))
    Pairs.push_back({A, B});
}

void tilelang::RuntimeAssumptions::append(const RuntimeAssumptions &Other) {
  for (auto [X, Y] : Other.MayOverlap)
    addPair(MayOverlap, X, Y);
  for (const RowBound &R : Other.Rows)
    if (none_of(Rows, [&](const RowBound &Q) {
          return Q.Min == R.Min && Q.End == R.End && Q.Size == R.Size;
        }))
      Rows.push_back(R);
}

/// DependenceAnalysis's answer for \p Src and \p Dst, their delinearised
/// views taken as exact when both have one, with the same dimensions,
/// proven in bounds (\p Shapes, subscriptsInBounds): A[j * N0 + i] against
/// A[j] is tested in the linear address space (regression
/// tile_refuse_dependence_mixed_shapes.ll: A[j] was read as A[0][j], and
/// the dependence on the row j = 0 ... was missed).
static std::unique_ptr<Dependence> dependsInShapes(
    DependenceInfo &DI,
    const DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> &Shapes,
    Instruction *Src, Instruction *Dst) {
  std::optional<AssumeSubscriptsInBounds> Assume;
  auto SI = Shapes.find(Src), DIt = Shapes.find(Dst);
  if (SI != Shapes.end() && DIt != Shapes.end() &&
      ArrayRef<const SCEV *>(SI->second) == ArrayRef<const SCEV *>(DIt->second))
    Assume.emplace();
  return DI.depends(Src, Dst);
}

/// isFullyPermutable with the subscripts either proven in their dimensions
/// or, with \p Rows, assumed to be (recorded).
static bool permutable(const Band &B, DependenceInfo &DI, ScalarEvolution &SE,
                       const IVBoundMap &IVB, const BoundDirective &BD,
                       std::string &Why, unsigned *Carried,
                       SmallVectorImpl<ObjectPair> *MayOverlap,
                       SmallVectorImpl<RowBound> *Rows) {
  unsigned AllLoops = (1u << B.depth()) - 1;
  if (Carried)
    *Carried = 0;
  // Strip-mining one loop keeps every iteration in its order; whether the
  // loop carries a dependence (for mapping it) is still asked of
  // DependenceAnalysis, on the subscripts as they are.
  // Per access, the sizes of its delinearised view, when it has one and its
  // inner subscripts were proven to stay within their dimensions.
  DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> Shapes;
  if (B.depth() == 1) {
    if (!Carried)
      return true;
    // Mapping asks whether the loop carries a dependence. A row-wise body
    // (loops over j inside the band loop i, A[i * N + j]) delinearises only
    // with its inner subscripts proven in their rows; unproven, the loop
    // may carry one (Shapes stays empty: no view is assumed).
    std::string Unproven;
    if (!subscriptsInBounds(B, SE, IVB, BD, Unproven, Shapes))
      Shapes.clear();
  } else if (!subscriptsInBounds(B, SE, IVB, BD, Why, Shapes, Rows)) {
    return false;
  }
  unsigned First = B.Loops.front().L->getLoopDepth();
  unsigned Last = B.Loops.back().L->getLoopDepth();
  for (unsigned I = 0; I < B.Accesses.size(); ++I)
    for (unsigned J = I; J < B.Accesses.size(); ++J) {
      Instruction *Src = B.Accesses[I], *Dst = B.Accesses[J];
      if (!isa<StoreInst>(Src) && !isa<StoreInst>(Dst))
        continue;
      std::unique_ptr<Dependence> D = dependsInShapes(DI, Shapes, Src, Dst);
      if (!D)
        continue;
      const Value *OS = getUnderlyingObject(getLoadStorePointerOperand(Src));
      const Value *OD = getUnderlyingObject(getLoadStorePointerOperand(Dst));
      if (D->isConfused() || D->getLevels() < Last) {
        if (B.depth() == 1) { // tiling is legal; the loop may carry it
          *Carried = AllLoops;
          continue;
        }
        if (OS != OD && MayOverlap) {
          addPair(*MayOverlap, OS, OD);
          continue;
        }
        if (OS != OD)
          Why = "cannot prove that " + describeObject(OS, &BD) + " and " +
                describeObject(OD, &BD) +
                " do not overlap; declare the pointers __restrict";
        else
          Why = "cannot analyze the dependences of " + describeObject(OS, &BD) +
                " (subscripts that are not affine "
                "functions of the loop indices?)";
        return false;
      }
      // Carried by a loop outside the band: every order inside it is fine.
      bool CarriedOutside = false;
      for (unsigned L = 1; L < First; ++L)
        if (!(D->getDirection(L) & Dependence::DVEntry::EQ))
          CarriedOutside = true;
      if (CarriedOutside)
        continue;
      SmallVector<unsigned, 4> LT, GT;
      for (unsigned L = First; L <= Last; ++L) {
        if (D->getDirection(L) & Dependence::DVEntry::LT)
          LT.push_back(L);
        if (D->getDirection(L) & Dependence::DVEntry::GT)
          GT.push_back(L);
        // Two iterations that differ in loop L touch the same element.
        if (Carried && (D->getDirection(L) &
                        (Dependence::DVEntry::LT | Dependence::DVEntry::GT)))
          *Carried |= 1u << (L - First);
      }
      for (unsigned A : LT)
        for (unsigned G : GT)
          if (A != G) {
            // Directions the test could not pin down ('*', '<=', '<>'):
            // the order tiling would reverse may not exist (the new-user
            // test of 2026-12-02 read "would reverse" as a certainty).
            bool Exact = true;
            for (unsigned L = First; L <= Last; ++L) {
              unsigned Dir = D->getDirection(L);
              Exact &= Dir == Dependence::DVEntry::LT ||
                       Dir == Dependence::DVEntry::EQ ||
                       Dir == Dependence::DVEntry::GT;
            }
            Why = std::string("tiling ") + (Exact ? "would" : "may") +
                  " reverse a dependence on " + describeObject(OS, &BD) +
                  " (from a " + accessKind(Src) + " to a " + accessKind(Dst) +
                  ", direction vector " + directionString(*D, First, Last) +
                  " over the band): the band is not " +
                  (Exact ? "fully permutable"
                         : "proven fully permutable (the dependence test "
                           "cannot order the two accesses)");
            return false;
          }
    }
  return true;
}

/// Tries \p Test (a legality test taking the pairs and rows to record)
/// proving every subscript in its dimension, then, when that refuses and
/// \p Assume is given, assuming what can be checked at run time; \p Assume
/// gets what the accepted attempt recorded. \p Why keeps the first refusal.
template <typename TestFn>
static bool withRowAssumptions(RuntimeAssumptions *Assume, std::string &Why,
                               TestFn Test) {
  RuntimeAssumptions Proven;
  if (Test(Assume ? &Proven.MayOverlap : nullptr, nullptr, Why)) {
    if (Assume)
      *Assume = std::move(Proven);
    return true;
  }
  if (!Assume)
    return false;
  RuntimeAssumptions Assumed;
  std::string Ignored;
  if (!Test(&Assumed.MayOverlap, &Assumed.Rows, Ignored) ||
      Assumed.Rows.empty())
    return false;
  *Assume = std::move(Assumed);
  return true;
}

bool tilelang::isFullyPermutable(const Band &B, DependenceInfo &DI,
                                 ScalarEvolution &SE, const IVBoundMap &IVB,
                                 const BoundDirective &BD, std::string &Why,
                                 unsigned *Carried,
                                 RuntimeAssumptions *Assume) {
  return withRowAssumptions(
      Assume, Why,
      [&](SmallVectorImpl<ObjectPair> *Pairs, SmallVectorImpl<RowBound> *Rows,
          std::string &W) {
        return permutable(B, DI, SE, IVB, BD, W, Carried, Pairs, Rows);
      });
}

/// distributionKeepsDependences with the subscripts proven in their
/// dimensions or, with \p Rows, assumed to be.
static bool keepsDependences(const Band &B, ArrayRef<Instruction *> Group,
                             bool ToFront, DependenceInfo &DI,
                             ScalarEvolution &SE, const IVBoundMap &IVB,
                             const BoundDirective &BD, const DominatorTree &DT,
                             std::string &Why,
                             SmallVectorImpl<ObjectPair> *MayOverlap,
                             SmallVectorImpl<RowBound> *Rows) {
  DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> Shapes;
  if (!subscriptsInBounds(B, SE, IVB, BD, Why, Shapes, Rows))
    return false;
  unsigned First = B.Loops.front().L->getLoopDepth();
  SmallPtrSet<Instruction *, 8> InGroup(Group.begin(), Group.end());
  // Whether an instance of Src may run before an instance of Dst on the
  // same element: a '<' that the band's loops may take first, or '=' over
  // all of them with Src first in the body.
  auto MayPrecede = [&](Instruction *Src, Instruction *Dst) {
    std::unique_ptr<Dependence> D = dependsInShapes(DI, Shapes, Src, Dst);
    if (!D)
      return false;
    if (D->isConfused()) {
      const Value *OS = getUnderlyingObject(getLoadStorePointerOperand(Src));
      const Value *OD = getUnderlyingObject(getLoadStorePointerOperand(Dst));
      if (OS == OD || !MayOverlap)
        return true;
      addPair(*MayOverlap, OS, OD); // checked at run time instead
      return false;
    }
    unsigned Levels = D->getLevels();
    for (unsigned L = 1; L < First && L <= Levels; ++L)
      if (!(D->getDirection(L) & Dependence::DVEntry::EQ))
        return false; // carried outside the band: its order is kept
    for (unsigned L = First; L <= Levels; ++L) {
      unsigned Dir = D->getDirection(L);
      if (Dir & Dependence::DVEntry::LT)
        return true;
      if (!(Dir & Dependence::DVEntry::EQ))
        return false;
    }
    return DT.dominates(Src, Dst);
  };
  for (Instruction *Y : Group)
    for (Instruction *X : B.Accesses) {
      if (InGroup.count(X) || (!isa<StoreInst>(X) && !isa<StoreInst>(Y)))
        continue;
      // To the front, Y may no longer follow X; to the back, no longer
      // precede it.
      if (ToFront ? MayPrecede(X, Y) : MayPrecede(Y, X)) {
        const Value *Obj = getUnderlyingObject(getLoadStorePointerOperand(Y));
        const Value *Other = getUnderlyingObject(getLoadStorePointerOperand(X));
        Why = std::string("its ") + accessKind(Y) + " of " +
              describeObject(Obj, &BD) + " must " +
              (ToFront ? "follow" : "precede") + " a " + accessKind(X) +
              " of " + describeObject(Other, &BD) +
              (Obj == Other ? "" : " (they may overlap)") + " in " +
              (ToFront ? "an earlier" : "a later") +
              " iteration, which loops of its own " +
              (ToFront ? "before" : "after") + " the band would reverse";
        return false;
      }
    }
  return true;
}

bool tilelang::distributionKeepsDependences(
    const Band &B, ArrayRef<Instruction *> Group, bool ToFront,
    DependenceInfo &DI, ScalarEvolution &SE, const IVBoundMap &IVB,
    const BoundDirective &BD, const DominatorTree &DT, std::string &Why,
    RuntimeAssumptions *Assume) {
  return withRowAssumptions(
      Assume, Why,
      [&](SmallVectorImpl<ObjectPair> *Pairs, SmallVectorImpl<RowBound> *Rows,
          std::string &W) {
        return keepsDependences(B, Group, ToFront, DI, SE, IVB, BD, DT, W,
                                Pairs, Rows);
      });
}
