//===- analysis/ScratchArrays.cpp - Arrays each band iteration rewrites ---===//
//
// See ScratchArrays.h.
//
//===----------------------------------------------------------------------===//
#include "analysis/ScratchArrays.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace tilelang;

namespace {

class ScratchCheck {
  const Band &B;
  ScalarEvolution &SE;
  DominatorTree DT;
  Loop *Inner;

public:
  ScratchCheck(const Band &B, ScalarEvolution &SE)
      : B(B), SE(SE), DT(*B.Loops.front().L->getHeader()->getParent()),
        Inner(B.Loops.back().L) {}

  /// Whether \p S may differ between band iterations: it mentions a
  /// counter of the band's loops or a value computed inside the band (a
  /// load: review of session 8, `sum[ix[r][q]]`).
  bool variesWithBand(const SCEV *S) const {
    const Loop *Root = B.Loops.front().L;
    return SCEVExprContains(S, [&](const SCEV *X) {
      if (isa<SCEVUnknown>(X))
        return !SE.isLoopInvariant(X, Root);
      const auto *AR = dyn_cast<SCEVAddRecExpr>(X);
      return AR && any_of(B.Loops, [&](const BandLoop &BL) {
               return AR->getLoop() == BL.L;
             });
    });
  }

  /// The loops between \p I and the innermost band loop, innermost first.
  SmallVector<Loop *, 4> innerLoops(Instruction *I) const {
    SmallVector<Loop *, 4> Out;
    for (Loop *L = Inner; L;) {
      Loop *Next = nullptr;
      for (Loop *Sub : L->getSubLoops())
        if (Sub->contains(I))
          Next = Sub;
      if (Next)
        Out.insert(Out.begin(), Next);
      L = Next;
    }
    return Out;
  }

  /// A store that runs in every band iteration, at an address and over
  /// loops that do not vary with the band's counters.
  bool writesSameEveryIteration(StoreInst *S) const {
    if (variesWithBand(SE.getSCEV(S->getPointerOperand())))
      return false;
    BasicBlock *At = S->getParent();
    for (Loop *L : innerLoops(S)) {
      const SCEV *BTC = SE.getBackedgeTakenCount(L);
      BasicBlock *Latch = L->getLoopLatch();
      if (isa<SCEVCouldNotCompute>(BTC) || variesWithBand(BTC) || !Latch ||
          !DT.dominates(At, Latch))
        return false;
      At = L->getHeader();
    }
    return Inner->getLoopLatch() && DT.dominates(At, Inner->getLoopLatch());
  }

  /// Whether \p S writes, earlier in the same band iteration, the element
  /// every instance of \p Ld reads.
  bool covers(StoreInst *S, LoadInst *Ld) const {
    // The store writes every byte the load reads (review of session 8: a
    // narrow store covered a wider load).
    if (S->getValueOperand()->getType() != Ld->getType())
      return false;
    const SCEV *PS = SE.getSCEV(S->getPointerOperand());
    const SCEV *PL = SE.getSCEV(Ld->getPointerOperand());
    if (PS == PL && DT.dominates(S, Ld))
      return true;
    // Sibling loops: S in every iteration of L1, Ld in L2 after it, the same
    // recurrence over no more iterations.
    const auto *AS = dyn_cast<SCEVAddRecExpr>(PS);
    const auto *AL = dyn_cast<SCEVAddRecExpr>(PL);
    if (!AS || !AL || AS->getLoop() == AL->getLoop() ||
        AS->getStart() != AL->getStart() ||
        AS->getStepRecurrence(SE) != AL->getStepRecurrence(SE) ||
        !AS->isAffine() || !AL->isAffine())
      return false;
    const Loop *L1 = AS->getLoop(), *L2 = AL->getLoop();
    BasicBlock *Exit1 = L1->getExitBlock(), *Pre2 = L2->getLoopPreheader();
    BasicBlock *Latch1 = L1->getLoopLatch();
    const SCEV *T1 = SE.getBackedgeTakenCount(L1);
    const SCEV *T2 = SE.getBackedgeTakenCount(L2);
    return L1->getParentLoop() == L2->getParentLoop() && Exit1 && Pre2 &&
           Latch1 && DT.dominates(Exit1, Pre2) &&
           DT.dominates(S->getParent(), Latch1) &&
           !isa<SCEVCouldNotCompute>(T1) && !isa<SCEVCouldNotCompute>(T2) &&
           T1->getType() == T2->getType() &&
           (T1 == T2 || SE.isKnownPredicate(ICmpInst::ICMP_ULE, T2, T1));
  }

  bool run(const Value *Obj) {
    SmallVector<StoreInst *, 4> Stores;
    SmallVector<LoadInst *, 4> Loads;
    for (Instruction *I : B.Accesses) {
      if (getUnderlyingObject(getLoadStorePointerOperand(I)) != Obj)
        continue;
      if (!Inner->contains(I) || Inner->getHeader() == I->getParent())
        return false;
      if (auto *S = dyn_cast<StoreInst>(I))
        Stores.push_back(S);
      else
        Loads.push_back(cast<LoadInst>(I));
    }
    if (Stores.empty())
      return false;
    for (StoreInst *S : Stores)
      if (!writesSameEveryIteration(S))
        return false;
    for (LoadInst *Ld : Loads)
      if (none_of(Stores, [&](StoreInst *S) { return covers(S, Ld); }))
        return false;
    return true;
  }
};

} // namespace

bool tilelang::isScratchInBand(const Band &B, const Value *Obj,
                               ScalarEvolution &SE) {
  if (!B.isRectangular() || B.Loops.empty())
    return false;
  return ScratchCheck(B, SE).run(Obj);
}
