//===- RuntimeAliasCheck.cpp - Version a band on disjoint arrays ----------===//
//
// See RuntimeAliasCheck.h.
//
//===----------------------------------------------------------------------===//
#include "tile/RuntimeAliasCheck.h"
#include "analysis/Metadata.h"
#include "analysis/SourceExpr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

#define DEBUG_TYPE "tilelang-tile"

using namespace llvm;
using namespace tilelang;

namespace {

/// Whether \p S is a linear function of the iteration number of \p L: sums
/// of terms invariant in \p L, affine recurrences of \p L (sign- or
/// zero-extended only when they do not wrap that way) and their products
/// with invariants (`(sext {i + 1}) * n`, the row offset of a loop starting
/// at i + 1). Its ends over an iteration range are then at the range's ends.
bool isLinearIn(const SCEV *S, const Loop *L, ScalarEvolution &SE) {
  if (SE.isLoopInvariant(S, L))
    return true;
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S))
    return AR->getLoop() == L && AR->isAffine() &&
           SE.isLoopInvariant(AR->getStart(), L);
  if (const auto *X = dyn_cast<SCEVSignExtendExpr>(S)) {
    const auto *AR = dyn_cast<SCEVAddRecExpr>(X->getOperand());
    return AR && AR->hasNoSignedWrap() && isLinearIn(AR, L, SE);
  }
  if (const auto *X = dyn_cast<SCEVZeroExtendExpr>(S)) {
    const auto *AR = dyn_cast<SCEVAddRecExpr>(X->getOperand());
    return AR && AR->hasNoUnsignedWrap() && isLinearIn(AR, L, SE);
  }
  if (const auto *A = dyn_cast<SCEVAddExpr>(S))
    return all_of(A->operands(),
                  [&](const SCEV *Op) { return isLinearIn(Op, L, SE); });
  if (const auto *M = dyn_cast<SCEVMulExpr>(S))
    return count_if(M->operands(),
                    [&](const SCEV *Op) {
                      return !SE.isLoopInvariant(Op, L);
                    }) == 1 &&
           all_of(M->operands(),
                  [&](const SCEV *Op) { return isLinearIn(Op, L, SE); });
  return false;
}

/// \p S with every recurrence of \p L replaced by its value at iteration
/// \p It.
class AtIteration : public SCEVRewriteVisitor<AtIteration> {
  const Loop *L;
  const SCEV *It;

public:
  AtIteration(ScalarEvolution &SE, const Loop *L, const SCEV *It)
      : SCEVRewriteVisitor(SE), L(L), It(It) {}
  const SCEV *visitAddRecExpr(const SCEVAddRecExpr *AR) {
    return AR->getLoop() == L ? AR->evaluateAtIteration(It, SE) : AR;
  }
};

/// The smallest (\p Max false) or largest byte offset \p Off takes over the
/// iterations 0 .. \p Last of \p L, for an \p Off affine in \p L (or a min /
/// max of such, from the loops inside \p L); null otherwise.
const SCEV *extremeOver(const SCEV *Off, const Loop *L, const SCEV *Last,
                        bool Max, ScalarEvolution &SE) {
  if (SE.isLoopInvariant(Off, L))
    return Off;
  if (!isa<SCEVAddRecExpr>(Off) && isLinearIn(Off, L, SE)) {
    const SCEV *First =
                   AtIteration(SE, L, SE.getZero(Last->getType())).visit(Off),
               *End = AtIteration(SE, L, Last).visit(Off);
    return Max ? SE.getSMaxExpr(First, End) : SE.getSMinExpr(First, End);
  }
  if (auto *AR = dyn_cast<SCEVAddRecExpr>(Off)) {
    if (AR->getLoop() != L || !AR->isAffine())
      return nullptr;
    const SCEV *Start = AR->getStart();
    const SCEV *End = AR->evaluateAtIteration(Last, SE);
    return Max ? SE.getSMaxExpr(Start, End) : SE.getSMinExpr(Start, End);
  }
  if (Max ? isa<SCEVSMaxExpr>(Off) : isa<SCEVSMinExpr>(Off)) {
    SmallVector<const SCEV *, 4> Ops;
    for (const SCEV *Op : cast<SCEVNAryExpr>(Off)->operands()) {
      const SCEV *E = extremeOver(Op, L, Last, Max, SE);
      if (!E)
        return nullptr;
      Ops.push_back(E);
    }
    return Max ? SE.getSMaxExpr(Ops) : SE.getSMinExpr(Ops);
  }
  return nullptr;
}

/// One object's address range over the band: [Lo, Hi), pointers.
struct ObjectRange {
  const SCEV *Lo = nullptr, *Hi = nullptr;
};

/// The ranges of the objects of \p Wanted over the band; false with \p Why
/// when an address or a trip count does not allow one.
bool objectRanges(Loop &Root, const Band &B,
                  const SmallPtrSetImpl<const Value *> &Wanted, LoopInfo &LI,
                  ScalarEvolution &SE, const IVBoundMap &IVB,
                  const BoundDirective &BD,
                  MapVector<const Value *, ObjectRange> &Ranges,
                  std::string &Why) {
  // The last iteration of each loop in the nest: a band loop's from its
  // trip count (a loop that runs 0 times makes no access at all: its range
  // does not matter; statements kept in place around an innermost loop
  // that runs nothing still run, but their ranges come from the loops that
  // hold them, which do not include it); a loop inside the band's innermost one (not tiled) its
  // backedge-taken count, one past the last iteration of a loop tested at
  // the top (a wider range, still sound).
  DenseMap<const Loop *, const SCEV *> Last;
  for (const BandLoop &BL : B.Loops)
    if (BL.TripCount && !isa<SCEVCouldNotCompute>(BL.TripCount))
      Last[BL.L] =
          SE.getMinusSCEV(BL.TripCount, SE.getOne(BL.TripCount->getType()));
  auto LastOf = [&](const Loop *L) -> const SCEV * {
    auto It = Last.find(L);
    const SCEV *X = It != Last.end() ? It->second : SE.getBackedgeTakenCount(L);
    if (!isa<SCEVCouldNotCompute>(X) && SE.isLoopInvariant(X, &Root))
      return X;
    // A loop whose bounds vary with the loops around it: its last
    // iteration in their terms, from its own condition (the loops around
    // are widened over next).
    return lastIteration(L, SE, IVB);
  };
  const DataLayout &DL = Root.getHeader()->getModule()->getDataLayout();
  for (Instruction *I : B.Accesses) {
    Value *Ptr = getLoadStorePointerOperand(I);
    const Value *Obj = getUnderlyingObject(Ptr);
    if (!Wanted.count(Obj))
      continue;
    const SCEV *P = SE.getSCEV(Ptr);
    const SCEV *Base = SE.getPointerBase(P);
    const SCEV *Lo = SE.getMinusSCEV(P, Base), *Hi = Lo;
    if (!SE.isLoopInvariant(Base, &Root) || isa<SCEVCouldNotCompute>(Lo))
      Lo = Hi = nullptr;
    bool TripsKnown = true;
    for (const Loop *L = LI.getLoopFor(I->getParent());
         L && L != Root.getParentLoop() && Lo && Hi; L = L->getParentLoop()) {
      const SCEV *X = LastOf(L);
      TripsKnown &= X != nullptr;
      Lo = X ? extremeOver(Lo, L, X, /*Max=*/false, SE) : nullptr;
      Hi = X ? extremeOver(Hi, L, X, /*Max=*/true, SE) : nullptr;
    }
    // A loop whose bounds vary with the loops around it (a triangle): the
    // ends of the address over the iterations that execute, from the loops'
    // own conditions.
    if (!Lo || !Hi || !SE.isLoopInvariant(Lo, &Root) ||
        !SE.isLoopInvariant(Hi, &Root)) {
      const SCEV *Off = SE.getMinusSCEV(P, Base);
      auto E = isa<SCEVCouldNotCompute>(Off)
                   ? std::nullopt
                   : extentOverIterations(Off, SE, IVB, Root.getParentLoop());
      Lo = E ? E->first : nullptr;
      Hi = E ? E->second : nullptr;
    }
    if (!Lo || !Hi || !SE.isLoopInvariant(Lo, &Root) ||
        !SE.isLoopInvariant(Hi, &Root) || !SE.isLoopInvariant(Base, &Root)) {
      Why = TripsKnown ? "the address of " + describeObject(Obj, &BD) +
                             " is not an affine function of the loop counters"
                       : "the trip count of a loop of the nest is not known "
                         "before the band";
      return false;
    }
    uint64_t Size = DL.getTypeStoreSize(getLoadStoreType(I)).getFixedValue();
    Lo = SE.getAddExpr(Base, Lo);
    Hi = SE.getAddExpr(Base,
                       SE.getAddExpr(Hi, SE.getConstant(Hi->getType(), Size)));
    ObjectRange &R = Ranges[Obj];
    R.Lo = R.Lo ? SE.getUMinExpr(R.Lo, Lo) : Lo;
    R.Hi = R.Hi ? SE.getUMaxExpr(R.Hi, Hi) : Hi;
  }
  return true;
}

/// The fast version's accesses: one alias scope per object of \p Ranges,
/// each access in its object's scope and not aliasing the scopes of the
/// objects it was checked against.
void annotateNoAlias(const Band &B, ArrayRef<ObjectPair> Pairs,
                     const MapVector<const Value *, ObjectRange> &Ranges) {
  LLVMContext &Ctx = B.Loops.front().L->getHeader()->getContext();
  MDBuilder MDB(Ctx);
  MDNode *Domain =
      MDB.createAnonymousAliasScopeDomain("tilelang run-time alias check");
  DenseMap<const Value *, MDNode *> Scope;
  for (auto &[Obj, R] : Ranges)
    Scope[Obj] = MDB.createAnonymousAliasScope(Domain);
  for (Instruction *I : B.Accesses) {
    const Value *Obj = getUnderlyingObject(getLoadStorePointerOperand(I));
    auto It = Scope.find(Obj);
    if (It == Scope.end())
      continue;
    SmallVector<Metadata *, 4> Others;
    for (auto [X, Y] : Pairs)
      if (X == Obj || Y == Obj)
        Others.push_back(Scope[X == Obj ? Y : X]);
    I->setMetadata(
        LLVMContext::MD_alias_scope,
        MDNode::concatenate(I->getMetadata(LLVMContext::MD_alias_scope),
                            MDNode::get(Ctx, {It->second})));
    I->setMetadata(LLVMContext::MD_noalias,
                   MDNode::concatenate(I->getMetadata(LLVMContext::MD_noalias),
                                       MDNode::get(Ctx, Others)));
  }
}

} // namespace

bool tilelang::versionOnRuntimeChecks(
    Loop &Root, const Band &B, const RuntimeAssumptions &Assume, LoopInfo &LI,
    DominatorTree &DT, ScalarEvolution &SE, const IVBoundMap &IVB,
    const BoundDirective &BD, std::string &Why, BranchInst **Check) {
  ArrayRef<ObjectPair> Pairs = Assume.MayOverlap;
  BasicBlock *CheckBB = Root.getLoopPreheader();
  BasicBlock *Exit = Root.getExitBlock();
  if (!CheckBB || !Exit) {
    Why = "the band's outermost loop has no preheader or more than one exit";
    return false;
  }
  SmallPtrSet<const Value *, 8> Wanted;
  for (auto [X, Y] : Pairs)
    Wanted.insert({X, Y});
  MapVector<const Value *, ObjectRange> Ranges;
  if (!objectRanges(Root, B, Wanted, LI, SE, IVB, BD, Ranges, Why))
    return false;
  SCEVExpander Exp(SE, "tilelang.alias");
  Instruction *At = CheckBB->getTerminator();
  for (auto &[Obj, R] : Ranges)
    if (!Exp.isSafeToExpandAt(R.Lo, At) || !Exp.isSafeToExpandAt(R.Hi, At)) {
      Why = "the address range of " + describeObject(Obj, &BD) +
            " cannot be computed before the band";
      return false;
    }
  for (const RowBound &R : Assume.Rows)
    if (!Exp.isSafeToExpandAt(R.Min, At) || !Exp.isSafeToExpandAt(R.End, At) ||
        !Exp.isSafeToExpandAt(R.Size, At)) {
      Why = "the range of " + R.Text + " cannot be computed before the band";
      return false;
    }

  // check: every pair's ranges disjoint, in the old preheader.
  IRBuilder<> Builder(At);
  DenseMap<const Value *, std::pair<Value *, Value *>> Bounds;
  for (auto &[Obj, R] : Ranges) {
    Type *PtrTy = R.Lo->getType();
    Bounds[Obj] = {Exp.expandCodeFor(R.Lo, PtrTy, At),
                   Exp.expandCodeFor(R.Hi, PtrTy, At)};
  }
  Value *Disjoint = Builder.getTrue();
  for (auto [X, Y] : Pairs) {
    auto [XLo, XHi] = Bounds[X];
    auto [YLo, YHi] = Bounds[Y];
    Value *Apart = Builder.CreateOr(Builder.CreateICmpULE(XHi, YLo),
                                    Builder.CreateICmpULE(YHi, XLo),
                                    "tilelang.alias.apart");
    Disjoint = Builder.CreateAnd(Disjoint, Apart, "tilelang.alias.disjoint");
  }
  // Each subscript inside its dimension: Min >= 0, End <= Size.
  for (const RowBound &R : Assume.Rows) {
    Type *Ty = R.Min->getType();
    Value *Lo =
        Builder.CreateICmpSGE(Exp.expandCodeFor(R.Min, Ty, At),
                              ConstantInt::get(Ty, 0), "tilelang.row.lo");
    Value *Hi = Builder.CreateICmpSLE(Exp.expandCodeFor(R.End, Ty, At),
                                      Exp.expandCodeFor(R.Size, Ty, At),
                                      "tilelang.row.hi");
    Disjoint = Builder.CreateAnd(Disjoint, Builder.CreateAnd(Lo, Hi),
                                 "tilelang.row.in");
  }
  Exp.clear();

  // fast: the band in a preheader of its own; slow: its copy.
  StringRef Name = Root.getHeader()->getName();
  CheckBB->setName(Name + ".alias.check");
  BasicBlock *FastPH = SplitBlock(CheckBB, CheckBB->getTerminator(), &DT, &LI,
                                  nullptr, Name + ".alias.ph");
  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 16> SlowBlocks;
  Loop *Slow = cloneLoopWithPreheader(FastPH, CheckBB, &Root, VMap,
                                      ".as.written", &LI, &DT, SlowBlocks);
  remapInstructionsInBlocks(SlowBlocks, VMap);
  Instruction *Term = CheckBB->getTerminator();
  BranchInst *Br = BranchInst::Create(FastPH, Slow->getLoopPreheader(),
                                      Disjoint, Term->getIterator());
  Term->eraseFromParent();
  if (Check)
    *Check = Br;
  // The exit's LCSSA phis take the copy's values from the copy's exits.
  for (PHINode &Phi : Exit->phis())
    for (unsigned K = 0, E = Phi.getNumIncomingValues(); K < E; ++K) {
      BasicBlock *From = Phi.getIncomingBlock(K);
      if (!Root.contains(From))
        continue;
      Value *V = Phi.getIncomingValue(K);
      auto It = VMap.find(V);
      Phi.addIncoming(It == VMap.end() ? V : static_cast<Value *>(It->second),
                      cast<BasicBlock>(VMap[From]));
    }
  DT.changeImmediateDominator(Exit, CheckBB);
  formDedicatedExitBlocks(Slow, &DT, &LI, nullptr, true);
  formDedicatedExitBlocks(&Root, &DT, &LI, nullptr, true);
  // The copy runs as written: no directive, no other tilelang property.
  for (Loop *L : Slow->getLoopsInPreorder())
    dropDirective(*L);
  annotateNoAlias(B, Pairs, Ranges);
  return true;
}

/// describeObject without the quotes of a source name ("'A'" -> "A").
static std::string bareName(const Value *Obj, const BoundDirective &BD) {
  std::string S = describeObject(Obj, &BD);
  if (S.size() >= 2 && S.front() == '\'' && S.back() == '\'')
    return S.substr(1, S.size() - 2);
  return S;
}

void tilelang::markVersionForGPU(BranchInst &Check,
                                 const RuntimeAssumptions &Assume,
                                 const BoundDirective &BD) {
  LLVMContext &Ctx = Check.getContext();
  SmallVector<Metadata *, 4> Ops;
  for (auto [X, Y] : Assume.MayOverlap)
    Ops.push_back(MDNode::get(Ctx, {MDString::get(Ctx, bareName(X, BD)),
                                    MDString::get(Ctx, bareName(Y, BD))}));
  for (const RowBound &R : Assume.Rows)
    Ops.push_back(MDString::get(Ctx, R.Text));
  Check.setMetadata("tilelang.version", MDNode::get(Ctx, Ops));
}

std::string tilelang::checksText(const RuntimeAssumptions &Assume,
                                 const BoundDirective &BD, bool GPU) {
  std::string Rows;
  for (unsigned K = 0; K < Assume.Rows.size(); ++K)
    Rows += (K ? ", " : "") + Assume.Rows[K].Text;
  if (GPU) {
    std::string What, Ok, Bad;
    if (!Assume.MayOverlap.empty()) {
      What =
          "arrays that may overlap (" + pairsText(Assume.MayOverlap, BD) + ")";
      Ok = "their address ranges disjoint";
      Bad = "they overlap";
    }
    if (!Assume.Rows.empty()) {
      What += (What.empty() ? "" : " and ") +
              std::string("subscripts not proven inside their dimensions (") +
              Rows + ")";
      Ok += (Ok.empty() ? "" : " and ") + std::string("the subscripts inside");
      Bad += (Bad.empty() ? "" : " or ") +
             std::string("a subscript may leave its dimension");
    }
    // What the user can write to drop the checks: __restrict, and a guard
    // before the loops that proves each row (`if (n <= 64)`: holdsBefore in
    // analysis/Dependences.cpp reads it).
    std::string Remedies;
    if (!Assume.MayOverlap.empty())
      Remedies = "__restrict removes the alias check";
    if (!Assume.Rows.empty()) {
      std::string Guards;
      for (unsigned K = 0; K < Assume.Rows.size(); ++K)
        Guards += (K ? " && " : "") + sourceExpr(Assume.Rows[K].End, {}) +
                  " <= " + sourceExpr(Assume.Rows[K].Size, {});
      Remedies += (Remedies.empty() ? "" : "; ") +
                  std::string("a guard before the loops, `if (") + Guards +
                  ")`, removes the subscript check";
    }
    return What +
           ": versioned on the GPU: the mapped band runs when a run-time check "
           "finds " +
           Ok +
           "; the loops as written run a sequential fallback in one thread "
           "(the grid's first) when " +
           Bad + " (" + Remedies + ")";
  }
  if (Assume.Rows.empty())
    return "arrays that may overlap (" + pairsText(Assume.MayOverlap, BD) +
           "): the fast version runs when a run-time check finds their address "
           "ranges disjoint, the loops as written otherwise (__restrict "
           "removes the check)";
  if (Assume.MayOverlap.empty())
    return "subscripts not proven inside their dimensions (" + Rows +
           "): the fast version runs when a run-time check finds them inside, "
           "the loops as written otherwise";
  return "arrays that may overlap (" + pairsText(Assume.MayOverlap, BD) +
         ") and subscripts not proven inside their dimensions (" + Rows +
         "): the fast version runs when a run-time check finds the arrays' "
         "address ranges disjoint and the subscripts inside, the loops as "
         "written otherwise (__restrict removes the alias check)";
}

std::string tilelang::pairsText(ArrayRef<ObjectPair> Pairs,
                                const BoundDirective &BD) {
  std::string Text;
  for (unsigned K = 0; K < Pairs.size(); ++K)
    Text += (K ? ", " : "") + describeObject(Pairs[K].first, &BD) + " and " +
            describeObject(Pairs[K].second, &BD);
  return Text;
}
