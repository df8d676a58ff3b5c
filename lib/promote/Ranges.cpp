//===- promote/Ranges.cpp - The range of a subscript over a band ---------===//
//
// What the footprint analysis (Footprint.cpp, Subscripts.cpp) asks of a
// subscript, as a SCEV: its range over every iteration of the band
// (rangeOver: Min, Max, a constant bound on Max - Min and a stride), how far
// it moves per iteration of each loop (loopSteps), and the rewrites that
// give a block's view of a subscript (threadZero, unitSteps) or the band's
// own steps (outerAtStart). Used by tilelang-promote only.
//
//===----------------------------------------------------------------------===//
#include "promote/Staging.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Support/MathExtras.h"
#include <numeric>

using namespace llvm;

namespace tilelang::promote {

bool isThreadId(const SCEV *S) {
  if (const auto *U = dyn_cast<SCEVUnknown>(S))
    if (const auto *II = dyn_cast<IntrinsicInst>(U->getValue()))
      switch (II->getIntrinsicID()) {
      case Intrinsic::nvvm_read_ptx_sreg_tid_x:
      case Intrinsic::nvvm_read_ptx_sreg_tid_y:
      case Intrinsic::nvvm_read_ptx_sreg_tid_z:
      case Intrinsic::amdgcn_workitem_id_x:
      case Intrinsic::amdgcn_workitem_id_y:
      case Intrinsic::amdgcn_workitem_id_z:
        return true;
      default:
        break;
      }
  return false;
}

namespace {

/// \p S with every add-recurrence of a thread loop stepping one point at a
/// time (its step divided by the loop's threads).
class UnitSteps : public SCEVRewriteVisitor<UnitSteps> {
  const ThreadLoops &Threads;
  bool Back;

public:
  UnitSteps(ScalarEvolution &SE, const ThreadLoops &T, bool Back)
      : SCEVRewriteVisitor(SE), Threads(T), Back(Back) {}
  /// With \p Back, the inverse: unit steps multiplied by the threads again.
  static const SCEV *rewrite(const SCEV *S, ScalarEvolution &SE,
                             const ThreadLoops &T, bool Back = false) {
    UnitSteps R(SE, T, Back);
    return R.visit(S);
  }
  /// \p S / \p D when \p S is visibly a multiple of it, else null.
  const SCEV *divideExact(const SCEV *S, int64_t D) {
    if (const auto *C = dyn_cast<SCEVConstant>(S)) {
      int64_t V = C->getAPInt().getSExtValue();
      return V % D ? nullptr : SE.getConstant(C->getType(), V / D, true);
    }
    if (const auto *M = dyn_cast<SCEVMulExpr>(S)) {
      SmallVector<const SCEV *, 4> Ops(M->operands());
      if (const SCEV *Q = divideExact(Ops[0], D)) {
        Ops[0] = Q;
        return SE.getMulExpr(Ops);
      }
      return nullptr;
    }
    if (const auto *A = dyn_cast<SCEVAddExpr>(S)) {
      SmallVector<const SCEV *, 4> Ops;
      for (const SCEV *Op : A->operands()) {
        const SCEV *Q = divideExact(Op, D);
        if (!Q)
          return nullptr;
        Ops.push_back(Q);
      }
      return SE.getAddExpr(Ops);
    }
    return nullptr;
  }

  const SCEV *visitAddRecExpr(const SCEVAddRecExpr *AR) {
    const SCEV *Start = visit(AR->getStart());
    const SCEV *Step = AR->getStepRecurrence(SE);
    auto It = Threads.find(AR->getLoop());
    if (It != Threads.end() && AR->isAffine()) {
      const SCEV *T = SE.getConstant(Step->getType(), It->second.Threads);
      if (Back)
        Step = SE.getMulExpr(Step, T);
      else if (const SCEV *Q = divideExact(Step, It->second.Threads))
        Step = Q;
    }
    if (!AR->isAffine())
      return AR;
    return SE.getAddRecExpr(Start, Step, AR->getLoop(), SCEV::FlagAnyWrap);
  }
};

/// \p S with every add-recurrence of a loop outside the band \p P replaced
/// by its start (its value in the first tile): the band's own steps, for the
/// delinearization's search of the array's dimensions.
class OuterAtStart : public SCEVRewriteVisitor<OuterAtStart> {
  const Loop &P;

public:
  OuterAtStart(ScalarEvolution &SE, const Loop &P)
      : SCEVRewriteVisitor(SE), P(P) {}
  static const SCEV *rewrite(const SCEV *S, ScalarEvolution &SE,
                             const Loop &P) {
    OuterAtStart R(SE, P);
    return R.visit(S);
  }
  const SCEV *visitAddRecExpr(const SCEVAddRecExpr *AR) {
    if (!P.contains(AR->getLoop()))
      return visit(AR->getStart());
    SmallVector<const SCEV *, 4> Ops;
    for (const SCEV *Op : AR->operands())
      Ops.push_back(visit(Op));
    return SE.getAddRecExpr(Ops, AR->getLoop(), SCEV::FlagAnyWrap);
  }
};

/// \p S for thread 0: every thread id replaced by 0.
class ThreadZero : public SCEVRewriteVisitor<ThreadZero> {
public:
  using SCEVRewriteVisitor::SCEVRewriteVisitor;
  const SCEV *visitUnknown(const SCEVUnknown *U) {
    return isThreadId(U) ? SE.getZero(U->getType()) : U;
  }
};

/// The range of an add-recurrence of the thread loop \p T, of step \p C,
/// from \p St, over the block: the loop's counter covers its whole tile.
bool threadLoopRange(const ThreadLoop &T, int64_t C, Type *Ty, const Range &St,
                     ScalarEvolution &SE, Range &R) {
  // Over the block, the loop's counter covers its whole tile
  // [TT, Hi): the subscript moves by C / Threads per point.
  if (C % int64_t(T.Threads))
    return false;
  int64_t Per = C / int64_t(T.Threads);
  const SCEV *Last = SE.getMinusSCEV(
      SE.getTruncateOrSignExtend(SE.getMinusSCEV(T.Hi, T.TT), Ty),
      SE.getOne(Ty));
  const SCEV *Span = SE.getMulExpr(Last, SE.getConstant(Ty, Per, true));
  R.Min = Per > 0 ? St.Min : SE.getAddExpr(St.Min, Span);
  R.Max = Per > 0 ? SE.getAddExpr(St.Max, Span) : St.Max;
  uint64_t APer = uint64_t(Per > 0 ? Per : -Per);
  R.Bound =
      SaturatingAdd(St.Bound, SaturatingMultiply(APer, uint64_t(T.Size - 1)));
  R.Stride = std::gcd(St.Stride, APer);
  return true;
}

/// The range of the add-recurrence \p AR of a loop of the band \p P: its
/// start's range moved by the step over every iteration of the loop.
bool addRecRange(const SCEVAddRecExpr *AR, const Loop &P, ScalarEvolution &SE,
                 const RangeContext &RC, Range &R) {
  const Loop *L = AR->getLoop();
  const auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
  if (!AR->isAffine() || !Step || !P.contains(L))
    return false;
  Range St;
  if (!rangeOver(AR->getStart(), P, SE, RC, St))
    return false;
  int64_t C = Step->getAPInt().getSExtValue();
  Type *Ty = AR->getType();
  auto TL = RC.Threads.find(L);
  if (RC.Block && TL != RC.Threads.end())
    return threadLoopRange(TL->second, C, Ty, St, SE, R);
  const SCEV *TC = SE.getExitCount(L, L->getHeader());
  if (RC.Trips)
    if (const SCEV *T = RC.Trips->lookup(L))
      TC = T;
  if (isa<SCEVCouldNotCompute>(TC) || !SE.isLoopInvariant(TC, &P))
    return false;
  uint64_t MaxIters = RC.TB.lookup(L);
  if (!MaxIters) {
    const auto *MaxC =
        dyn_cast<SCEVConstant>(SE.getConstantMaxBackedgeTakenCount(L));
    if (!MaxC || MaxC->getAPInt().getActiveBits() > 32)
      return false;
    MaxIters = MaxC->getAPInt().getZExtValue();
  }
  const SCEV *Last =
      SE.getMinusSCEV(SE.getTruncateOrZeroExtend(TC, Ty), SE.getOne(Ty));
  const SCEV *Span = SE.getMulExpr(Last, SE.getConstant(Ty, C, true));
  R.Min = C > 0 ? St.Min : SE.getAddExpr(St.Min, Span);
  R.Max = C > 0 ? SE.getAddExpr(St.Max, Span) : St.Max;
  R.Bound =
      SaturatingAdd(St.Bound, SaturatingMultiply(uint64_t(C > 0 ? C : -C),
                                                 MaxIters ? MaxIters - 1 : 0));
  R.Stride = std::gcd(St.Stride, uint64_t(C > 0 ? C : -C));
  return true;
}

} // namespace

const SCEV *unitSteps(const SCEV *S, ScalarEvolution &SE, const ThreadLoops &T,
                      bool Back) {
  return UnitSteps::rewrite(S, SE, T, Back);
}

const SCEV *outerAtStart(const SCEV *S, ScalarEvolution &SE, const Loop &P) {
  return OuterAtStart::rewrite(S, SE, P);
}

const SCEV *threadZero(const SCEV *S, ScalarEvolution &SE) {
  return ThreadZero(SE).visit(S);
}

bool rangeOver(const SCEV *S, const Loop &P, ScalarEvolution &SE,
               const RangeContext &RC, Range &R) {
  if (RC.Block && SCEVExprContains(S, isThreadId))
    S = ThreadZero(SE).visit(S);
  if (RC.Block && isThreadId(S)) {
    // The block's range starts at thread 0's first point.
    const SCEV *Z = SE.getZero(S->getType());
    R = {Z, Z, 0, 0};
    return true;
  }
  if (SE.isLoopInvariant(S, &P) &&
      !(RC.Block && SCEVExprContains(S, isThreadId))) {
    R = {S, S, 0, 0};
    return true;
  }
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S))
    return addRecRange(AR, P, SE, RC, R);
  if (const auto *A = dyn_cast<SCEVAddExpr>(S)) {
    Range Acc;
    bool First = true;
    for (const SCEV *Op : A->operands()) {
      Range O;
      if (!rangeOver(Op, P, SE, RC, O))
        return false;
      if (First) {
        Acc = O;
        First = false;
        continue;
      }
      Acc.Min = SE.getAddExpr(Acc.Min, O.Min);
      Acc.Max = SE.getAddExpr(Acc.Max, O.Max);
      Acc.Bound = SaturatingAdd(Acc.Bound, O.Bound);
      Acc.Stride = std::gcd(Acc.Stride, O.Stride);
    }
    R = Acc;
    return true;
  }
  if (const auto *M = dyn_cast<SCEVMulExpr>(S))
    if (M->getNumOperands() == 2)
      if (const auto *C = dyn_cast<SCEVConstant>(M->getOperand(0))) {
        Range O;
        if (!rangeOver(M->getOperand(1), P, SE, RC, O))
          return false;
        int64_t K = C->getAPInt().getSExtValue();
        R.Min = SE.getMulExpr(C, K >= 0 ? O.Min : O.Max);
        R.Max = SE.getMulExpr(C, K >= 0 ? O.Max : O.Min);
        R.Bound = SaturatingMultiply(O.Bound, uint64_t(K >= 0 ? K : -K));
        R.Stride = SaturatingMultiply(O.Stride, uint64_t(K >= 0 ? K : -K));
        return true;
      }
  if (const auto *X = dyn_cast<SCEVIntegralCastExpr>(S)) {
    Range O;
    if (!rangeOver(X->getOperand(), P, SE, RC, O))
      return false;
    Type *Ty = X->getType();
    auto Cast = [&](const SCEV *V) {
      return isa<SCEVZeroExtendExpr>(X)   ? SE.getZeroExtendExpr(V, Ty)
             : isa<SCEVSignExtendExpr>(X) ? SE.getSignExtendExpr(V, Ty)
                                          : SE.getTruncateExpr(V, Ty);
    };
    R = {Cast(O.Min), Cast(O.Max), O.Bound, O.Stride};
    return true;
  }
  return false;
}

/// Adds to \p Coef, per loop of the band, how far \p S moves per iteration of
/// it, times \p Scale. False when \p S is not an invariant plus constant
/// multiples of the loops' iterations. (Over a block, the caller first takes
/// the thread ids as 0 and thread loops as stepping one point: ThreadZero,
/// UnitSteps.)
bool loopSteps(const SCEV *S, const Loop &P, ScalarEvolution &SE, int64_t Scale,
               DenseMap<const Loop *, int64_t> &Coef) {
  if (SE.isLoopInvariant(S, &P))
    return true;
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    const auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
    if (!AR->isAffine() || !Step || !P.contains(AR->getLoop()) ||
        Step->getAPInt().getSignificantBits() > 32)
      return false;
    Coef[AR->getLoop()] += Scale * Step->getAPInt().getSExtValue();
    return loopSteps(AR->getStart(), P, SE, Scale, Coef);
  }
  if (const auto *A = dyn_cast<SCEVAddExpr>(S))
    return all_of(A->operands(), [&](const SCEV *Op) {
      return loopSteps(Op, P, SE, Scale, Coef);
    });
  if (const auto *M = dyn_cast<SCEVMulExpr>(S))
    if (M->getNumOperands() == 2)
      if (const auto *C = dyn_cast<SCEVConstant>(M->getOperand(0)))
        if (C->getAPInt().getSignificantBits() <= 32)
          return loopSteps(M->getOperand(1), P, SE,
                           Scale * C->getAPInt().getSExtValue(), Coef);
  if (const auto *X = dyn_cast<SCEVIntegralCastExpr>(S))
    return loopSteps(X->getOperand(), P, SE, Scale, Coef);
  return false;
}

} // namespace tilelang::promote
