//===- utils/BandBounds.cpp - Bounds that vary with outer band loops ------===//
//
// See BandBounds.h.
//
//===----------------------------------------------------------------------===//
#include "utils/BandBounds.h"
#include "analysis/Band.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

using namespace llvm;
using namespace tilelang;

namespace {

/// The position of \p L in \p B, or -1.
int positionOf(const Band &B, const Loop *L) {
  for (unsigned K = 0; K < B.depth(); ++K)
    if (B.Loops[K].L == L)
      return K;
  return -1;
}

bool isBandInvariant(const SCEV *S, const Band &B, ScalarEvolution &SE) {
  return SE.isLoopInvariant(S, B.Loops.front().L);
}

/// The intrinsic of a min or max expression.
Intrinsic::ID minMaxIntrinsic(const SCEV *S) {
  switch (S->getSCEVType()) {
  case scSMaxExpr:
    return Intrinsic::smax;
  case scSMinExpr:
    return Intrinsic::smin;
  case scUMaxExpr:
    return Intrinsic::umax;
  case scUMinExpr:
  case scSequentialUMinExpr: // umin without its poison rule: both operands
                             // are computed by the program anyway
    return Intrinsic::umin;
  default:
    return Intrinsic::not_intrinsic;
  }
}

/// The least (\p Max false) or greatest value \p S takes over the band's
/// iterations, estimated at the first and last iteration of each band loop
/// it varies with (exact for expressions affine in the counters that do not
/// wrap; otherwise an estimate, which the rewrite does not rely on).
const SCEV *extreme(const SCEV *S, bool Max, const Band &B,
                    ScalarEvolution &SE) {
  if (isBandInvariant(S, B, SE))
    return S;
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    int K = positionOf(B, AR->getLoop());
    if (K < 0 || !AR->isAffine())
      return nullptr;
    const SCEV *Trips = B.Loops[K].TripCount;
    const SCEV *Last = SE.getMinusSCEV(Trips, SE.getOne(Trips->getType()));
    const SCEV *First = extreme(AR->getStart(), Max, B, SE);
    const SCEV *End = extreme(AR->evaluateAtIteration(Last, SE), Max, B, SE);
    if (!First || !End)
      return nullptr;
    return Max ? SE.getSMaxExpr(First, End) : SE.getSMinExpr(First, End);
  }
  if (const auto *Mul = dyn_cast<SCEVMulExpr>(S)) {
    const auto *C = dyn_cast<SCEVConstant>(Mul->getOperand(0));
    if (!C || Mul->getNumOperands() != 2)
      return nullptr;
    const SCEV *E = extreme(Mul->getOperand(1),
                            C->getAPInt().isNonNegative() ? Max : !Max, B, SE);
    return E ? SE.getMulExpr(C, E) : nullptr;
  }
  if (isa<SCEVAddExpr>(S) || minMaxIntrinsic(S) != Intrinsic::not_intrinsic) {
    SmallVector<const SCEV *, 4> Ops;
    for (const SCEV *Op : cast<SCEVNAryExpr>(S)->operands()) {
      const SCEV *E = extreme(Op, Max, B, SE);
      if (!E)
        return nullptr;
      Ops.push_back(E);
    }
    switch (S->getSCEVType()) {
    case scAddExpr:
      return SE.getAddExpr(Ops);
    case scSMaxExpr:
      return SE.getSMaxExpr(Ops);
    case scSMinExpr:
      return SE.getSMinExpr(Ops);
    case scUMaxExpr:
      return SE.getUMaxExpr(Ops);
    default:
      return SE.getUMinExpr(Ops);
    }
  }
  if (const auto *Cast = dyn_cast<SCEVIntegralCastExpr>(S)) {
    const SCEV *E = extreme(Cast->getOperand(), Max, B, SE);
    if (!E)
      return nullptr;
    switch (S->getSCEVType()) {
    case scTruncate:
      return SE.getTruncateExpr(E, S->getType());
    case scZeroExtend:
      return SE.getZeroExtendExpr(E, S->getType());
    case scSignExtend:
      return SE.getSignExtendExpr(E, S->getType());
    default:
      return nullptr;
    }
  }
  if (const auto *Div = dyn_cast<SCEVUDivExpr>(S))
    if (isBandInvariant(Div->getRHS(), B, SE))
      if (const SCEV *E = extreme(Div->getLHS(), Max, B, SE))
        return SE.getUDivExpr(E, Div->getRHS());
  return nullptr;
}

} // namespace

std::optional<unsigned> tilelang::bandLoopsIn(const SCEV *S, const Band &B,
                                              unsigned Limit,
                                              ScalarEvolution &SE) {
  if (isBandInvariant(S, B, SE))
    return 0u;
  if (!S->getType()->isIntegerTy())
    return std::nullopt;
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    int K = positionOf(B, AR->getLoop());
    if (K < 0 || unsigned(K) >= Limit || !AR->isAffine() ||
        !isBandInvariant(AR->getStepRecurrence(SE), B, SE))
      return std::nullopt;
    std::optional<unsigned> M = bandLoopsIn(AR->getStart(), B, Limit, SE);
    return M ? std::optional<unsigned>(*M | 1u << K) : std::nullopt;
  }
  if (isa<SCEVAddExpr>(S) || isa<SCEVMulExpr>(S) ||
      minMaxIntrinsic(S) != Intrinsic::not_intrinsic) {
    unsigned M = 0;
    for (const SCEV *Op : cast<SCEVNAryExpr>(S)->operands()) {
      std::optional<unsigned> O = bandLoopsIn(Op, B, Limit, SE);
      if (!O)
        return std::nullopt;
      M |= *O;
    }
    return M;
  }
  if (isa<SCEVTruncateExpr>(S) || isa<SCEVZeroExtendExpr>(S) ||
      isa<SCEVSignExtendExpr>(S))
    return bandLoopsIn(cast<SCEVCastExpr>(S)->getOperand(0), B, Limit, SE);
  // A division by a constant (a trip count of a loop of step 2 or more).
  if (const auto *Div = dyn_cast<SCEVUDivExpr>(S))
    if (const auto *C = dyn_cast<SCEVConstant>(Div->getRHS());
        C && !C->isZero())
      return bandLoopsIn(Div->getLHS(), B, Limit, SE);
  return std::nullopt;
}

bool tilelang::boundingBox(const Band &B, unsigned K, ScalarEvolution &SE,
                           const SCEV *&BoxStart, const SCEV *&BoxTrips) {
  const BandLoop &BL = B.Loops[K];
  Type *I64 = Type::getInt64Ty(BL.IV->getContext());
  auto Ext = [&](const SCEV *S) {
    return BL.NoSignedWrap ? SE.getSignExtendExpr(S, I64)
                           : SE.getZeroExtendExpr(S, I64);
  };
  // The value one step past the last, computed in the counter's type (the
  // recurrences of the start and the trip count fold: {1,+,1} +
  // {n-1,+,-1} is n).
  const SCEV *Trips =
      SE.getTruncateOrZeroExtend(BL.TripCount, BL.Start->getType());
  const SCEV *Past = BL.Step > 0 ? SE.getAddExpr(BL.Start, Trips)
                                 : SE.getMinusSCEV(BL.Start, Trips);
  bool Up = BL.Step > 0;
  const SCEV *First = extreme(Ext(BL.Start), /*Max=*/!Up, B, SE);
  const SCEV *End = extreme(Ext(Past), /*Max=*/Up, B, SE);
  if (!First || !End || !isBandInvariant(First, B, SE) ||
      !isBandInvariant(End, B, SE))
    return false;
  BoxStart = First;
  BoxTrips = Up ? SE.getMinusSCEV(End, First) : SE.getMinusSCEV(First, End);
  return true;
}

const SCEV *tilelang::guardedTripCount(const Band &B, unsigned K,
                                       ScalarEvolution &SE) {
  const BandLoop &BL = B.Loops[K];
  Type *I64 = Type::getInt64Ty(BL.IV->getContext());
  const SCEV *T = SE.getTruncateOrZeroExtend(BL.TripCount, I64);
  // A count that is non-negative in the counter's own type whatever the
  // values (smax(n, 0), a constant) is never the wrap of a negative one.
  if (SE.isKnownNonNegative(BL.TripCount))
    return T;
  const SCEV *One = SE.getOne(I64);
  for (unsigned J = 0; J < K; ++J)
    if (!B.Loops[J].BoundLoops)
      T = SE.getMulExpr(T, SE.getUMinExpr(guardedTripCount(B, J, SE), One));
  return T;
}

bool tilelang::pointOrderKeepsBounds(const Band &B, ArrayRef<unsigned> Perm,
                                     std::string &Why) {
  unsigned Placed = 0;
  for (unsigned D : Perm) {
    if (B.Loops[D].BoundLoops & ~Placed) {
      Why = "the point loop of band loop " + std::to_string(D + 1) +
            " would run outside a loop its bounds depend on";
      return false;
    }
    Placed |= 1u << D;
  }
  return true;
}

bool BandExprEmitter::prepare(const SCEV *S) {
  if (isa<SCEVConstant>(S) || Invariant.count(S))
    return true;
  if (isBandInvariant(S, B, SE)) {
    if (!Exp.isSafeToExpandAt(S, At))
      return false;
    Invariant[S] = Exp.expandCodeFor(S, S->getType(), At);
    return true;
  }
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S))
    return prepare(AR->getStart()) && prepare(AR->getStepRecurrence(SE));
  if (const auto *N = dyn_cast<SCEVNAryExpr>(S))
    return all_of(N->operands(), [&](const SCEV *Op) { return prepare(Op); });
  if (const auto *C = dyn_cast<SCEVCastExpr>(S))
    return prepare(C->getOperand(0));
  if (const auto *D = dyn_cast<SCEVUDivExpr>(S))
    return prepare(D->getLHS()) && prepare(D->getRHS());
  return false;
}

Value *BandExprEmitter::emit(const SCEV *S, IRBuilder<> &IB) {
  if (const auto *C = dyn_cast<SCEVConstant>(S))
    return C->getValue();
  if (Value *V = Invariant.lookup(S))
    return V;
  Type *Ty = S->getType();
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    Value *It = Iter.lookup(AR->getLoop());
    assert(It && "a band loop's iteration number used outside its loop");
    Value *N = IB.CreateZExtOrTrunc(It, Ty);
    return IB.CreateAdd(emit(AR->getStart(), IB),
                        IB.CreateMul(emit(AR->getStepRecurrence(SE), IB), N));
  }
  if (const auto *N = dyn_cast<SCEVNAryExpr>(S)) {
    Value *V = emit(N->getOperand(0), IB);
    Intrinsic::ID MinMax = minMaxIntrinsic(S);
    for (const SCEV *Op : drop_begin(N->operands())) {
      Value *W = emit(Op, IB);
      V = isa<SCEVAddExpr>(S)   ? IB.CreateAdd(V, W)
          : isa<SCEVMulExpr>(S) ? IB.CreateMul(V, W)
                                : IB.CreateBinaryIntrinsic(MinMax, V, W);
    }
    return V;
  }
  if (isa<SCEVTruncateExpr>(S))
    return IB.CreateTrunc(emit(cast<SCEVCastExpr>(S)->getOperand(0), IB), Ty);
  if (isa<SCEVZeroExtendExpr>(S))
    return IB.CreateZExt(emit(cast<SCEVCastExpr>(S)->getOperand(0), IB), Ty);
  if (isa<SCEVSignExtendExpr>(S))
    return IB.CreateSExt(emit(cast<SCEVCastExpr>(S)->getOperand(0), IB), Ty);
  const auto *D = cast<SCEVUDivExpr>(S);
  return IB.CreateUDiv(emit(D->getLHS(), IB), emit(D->getRHS(), IB));
}
