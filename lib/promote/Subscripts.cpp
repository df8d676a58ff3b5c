//===- promote/Subscripts.cpp - Subscripts of a staged array's accesses --===//
//
// Part of the footprint analysis (Footprint, Staging.h): each access's
// subscripts and the array's dimensions, by delinearization of its byte
// offset (run-time dimensions; constant ones on the host; the band's own
// steps when the tile loops around it hide the rows), each inner subscript
// proven within its dimension; when the accesses disagree, or one has no
// dimensions, the one-dimensional view (element offsets). Used by
// SubscriptAnalysis::analyze.
//
//===----------------------------------------------------------------------===//
#include "promote/Staging.h"
#include "llvm/Analysis/Delinearization.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionDivision.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"
#include <functional>

using namespace llvm;

namespace tilelang::promote {

bool SubscriptAnalysis::run(StagedArray &S, std::string &Why) const {
  ScalarEvolution &SE = C.SE;
  const DataLayout &DL = C.F.getDataLayout();
  // Each access's view: its subscripts and the array's dimensions.
  SmallVector<const SCEV *, 8> Offsets;
  SmallVector<SmallVector<const SCEV *, 4>, 8> AllSizes;
  for (Instruction *I : S.Accesses) {
    Type *Ty = getLoadStoreType(I);
    if (!S.ElemTy) {
      S.ElemTy = Ty;
      S.ElemBytes = DL.getTypeStoreSize(Ty).getFixedValue();
    } else if (Ty != S.ElemTy) {
      Why = "it is accessed with different element types";
      return false;
    }
    S.Written |= isa<StoreInst>(I);
    const SCEV *Ptr =
        SE.getSCEV(const_cast<Value *>(getLoadStorePointerOperand(I)));
    const SCEV *Base = SE.getPointerBase(Ptr);
    const SCEV *Fn = SE.getMinusSCEV(Ptr, Base);
    Offsets.push_back(Fn);
    SmallVector<const SCEV *, 4> Subs, Sizes;
    delinearizeAccess(S, I, Fn, Subs, Sizes);
    if (!Subs.empty())
      Sizes.pop_back(); // the element size
    S.Subscripts.push_back(Subs);
    AllSizes.push_back(Sizes);
  }
  // Accesses that disagree on the dimensions (A[i * N + j] and A[j]), or
  // without any: all in the one-dimensional view, as element offsets.
  bool Agree = all_of(AllSizes, [&](const SmallVector<const SCEV *, 4> &Z) {
    return ArrayRef<const SCEV *>(Z) == ArrayRef<const SCEV *>(AllSizes[0]);
  });
  bool OneDim = !Agree || any_of(S.Subscripts,
                                 [](const auto &Subs) { return Subs.empty(); });
  if (OneDim) {
    for (auto [K, Fn] : enumerate(Offsets)) {
      // The byte offset must be a whole number of elements. SCEVDivision
      // divides term by term, add-recurrences included (a grid-stride GPU
      // offset has no nuw flag for getUDivExactExpr to distribute over:
      // regression stage_1d_array.c).
      const SCEV *ES = SE.getConstant(Fn->getType(), S.ElemBytes);
      const SCEV *Q = nullptr, *Rem = nullptr;
      SCEVDivision::divide(SE, Fn, ES, &Q, &Rem);
      if (!Q || !Rem || !Rem->isZero()) {
        Why = "an access is not a whole number of elements from its base";
        return false;
      }
      S.Subscripts[K].assign(1, Q);
    }
    S.DimSizes.clear();
  } else {
    S.DimSizes.assign(AllSizes[0].begin(), AllSizes[0].end());
  }
  return true;
}

/// Every inner subscript must provably stay in [0, its dimension) over the
/// band, else two index tuples could name one element (two slots of the
/// buffer for it). Otherwise the one-dimensional view.
bool SubscriptAnalysis::innerInBounds(const StagedArray &S,
                                      ArrayRef<const SCEV *> Subs,
                                      ArrayRef<const SCEV *> Sizes) const {
  ScalarEvolution &SE = C.SE;
  RangeContext RC = C.ranges(S.Block);
  for (unsigned D = 1; D < Subs.size() && D <= Sizes.size(); ++D) {
    Range R;
    // The band runs only for positive extents: the dimension counts
    // as max(size, 0), in the form the trip counts take (zext of the
    // narrow smax) so that SCEV sees the point loops' bounds in it.
    const SCEV *Size = Sizes[D - 1];
    if (const auto *SX = dyn_cast<SCEVSignExtendExpr>(Size))
      Size = SE.getZeroExtendExpr(
          SE.getSMaxExpr(SX->getOperand(),
                         SE.getZero(SX->getOperand()->getType())),
          Size->getType());
    const SCEV *Ext = SE.getTruncateOrSignExtend(Size, Subs[D]->getType());
    if (!rangeOver(Subs[D], C.P, SE, RC, R) || !SE.isKnownNonNegative(R.Min) ||
        !SE.isKnownPredicateAt(ICmpInst::ICMP_SLT, R.Max, Ext,
                               C.P.getLoopPreheader()->getTerminator()))
      return false;
  }
  return true;
}

void SubscriptAnalysis::delinearizeAccess(
    const StagedArray &S, Instruction *I, const SCEV *Fn,
    SmallVectorImpl<const SCEV *> &Subs,
    SmallVectorImpl<const SCEV *> &Sizes) const {
  ScalarEvolution &SE = C.SE;
  const ThreadLoops &Threads = C.Threads;
  const Loop &P = C.P;
  // A thread loop steps by Threads points: the array's dimensions are
  // found on the subscripts with unit steps, then applied to the real
  // ones.
  const SCEV *Unit = Threads.empty() ? Fn : unitSteps(Fn, SE, Threads);
  delinearize(SE, Unit, Subs, Sizes, SE.getElementSize(I));
  if (Subs.empty()) {
    // Constant dimensions (A[i * 1024 + j], float A[][1200]): from the
    // constant steps of the band's own loops (the tile loops around it
    // may step by a run-time grid), the whole offset divided by them.
    SmallVector<const SCEV *, 4> Probe;
    // The sizes are sought on the steps alone (the start, with thread and
    // block ids, is divided by them afterwards like the rest).
    std::function<const SCEV *(const SCEV *)> Steps =
        [&](const SCEV *X) -> const SCEV * {
      const auto *AR = dyn_cast<SCEVAddRecExpr>(X);
      if (!AR || !AR->isAffine())
        return SE.getZero(X->getType());
      return SE.getAddRecExpr(Steps(AR->getStart()), AR->getStepRecurrence(SE),
                              AR->getLoop(), SCEV::FlagAnyWrap);
    };
    // Host bands only: on a GPU the thread loops' steps and the block's
    // view of them are not divided consistently by constant sizes (a
    // 32 x 32 tile of float (*)[120] came out as a 249 x 32 box; new-user
    // test), so constant rows stay one linear dimension there.
    const SCEV *Own = Steps(outerAtStart(Unit, SE, P));
    if (Threads.empty() && !S.Block && !S.Strided && isa<SCEVAddRecExpr>(Own) &&
        delinearizeFixedSizeArray(SE, Own, Probe, Sizes,
                                  SE.getElementSize(I)) &&
        Sizes.size() > 1) {
      computeAccessFunctions(SE, Unit, Subs, Sizes);
      if (!Threads.empty())
        for (const SCEV *&Sub : Subs)
          Sub = unitSteps(Sub, SE, Threads, /*Back=*/true);
      if (Subs.size() != Sizes.size() || !innerInBounds(S, Subs, Sizes))
        Subs.clear();
    }
    if (Subs.empty())
      Sizes.clear();
  }
  if (Subs.empty()) {
    // The tile loops around the band can hide the dimensions: a
    // round_robin tile loop steps by the grid's size times a row, a
    // product the size search takes for a dimension of its own. The
    // dimensions are then sought in the band's own steps only, and the
    // whole offset divided by them.
    SmallVector<const SCEV *, 8> Terms;
    collectParametricTerms(SE, outerAtStart(Unit, SE, P), Terms);
    if (!Terms.empty()) {
      findArrayDimensions(SE, Terms, Sizes, SE.getElementSize(I));
      if (!Sizes.empty())
        computeAccessFunctions(SE, Unit, Subs, Sizes);
      if (!Threads.empty())
        for (const SCEV *&Sub : Subs)
          Sub = unitSteps(Sub, SE, Threads, /*Back=*/true);
      // Sizes found on another expression than the one divided.
      if (!innerInBounds(S, Subs, Sizes))
        Subs.clear();
      if (Subs.empty())
        Sizes.clear();
    }
  } else {
    if (!Threads.empty())
      for (const SCEV *&Sub : Subs)
        Sub = unitSteps(Sub, SE, Threads, /*Back=*/true);
    // Run-time dimensions: the band's legality (Band.cpp,
    // subscriptsInBounds) proved the inner subscripts within them.
  }
}

} // namespace tilelang::promote
