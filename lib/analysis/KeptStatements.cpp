//===- analysis/KeptStatements.cpp - Statements tiled in place ------------===//
//
// See KeptStatements.h.
//
//===----------------------------------------------------------------------===//
#include "analysis/KeptStatements.h"
#include "analysis/Band.h"
#include "analysis/SourceExpr.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace tilelang;

static bool staysInRegion(const Instruction &I) {
  if (I.isTerminator() || isa<PHINode>(I))
    return true;
  if (isa<DbgInfoIntrinsic>(I))
    return false;
  return I.mayReadOrWriteMemory() || I.mayHaveSideEffects() ||
         !isSafeToSpeculativelyExecute(&I);
}

DenseSet<const Instruction *>
tilelang::regionOwned(ArrayRef<BasicBlock *> Blocks) {
  DenseSet<const Instruction *> Owned;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : Blocks)
      for (Instruction &I : *BB) {
        if (Owned.contains(&I) || isa<DbgInfoIntrinsic>(I))
          continue;
        bool Own = staysInRegion(I) || any_of(I.operands(), [&](Value *Op) {
                     auto *OI = dyn_cast<Instruction>(Op);
                     return OI && Owned.contains(OI);
                   });
        if (Own) {
          Owned.insert(&I);
          Changed = true;
        }
      }
  }
  return Owned;
}

bool tilelang::findKeptStatements(const Band &B, const DominatorTree &DT,
                                  KeptStatements &KS, std::string &Why) {
  PostDominatorTree PDT(*B.Loops.front().L->getHeader()->getParent());
  KS = KeptStatements();
  unsigned N = B.depth();
  if (N < 2) {
    Why = "a band of one loop has no loop to keep statements in";
    return false;
  }
  // Statements between other loops of the band: not kept (their guards
  // would span several tile loops).
  for (unsigned K = 0; K + 2 < N; ++K)
    for (BasicBlock *BB : B.Loops[K].L->blocks())
      if (!B.Loops[K + 1].L->contains(BB))
        for (Instruction &I : *BB)
          if (touchesMemory(I) ||
              (isa<CallBase>(I) && I.mayHaveSideEffects())) {
            Why = "statements are kept in place only between the band's last "
                  "two loops, and there are statements outside loop " +
                  std::to_string(K + 2) + " of the band";
            return false;
          }
  Loop *Outer = B.Loops[N - 2].L, *Inner = B.Loops[N - 1].L;
  BasicBlock *InnerHeader = Inner->getHeader();
  BasicBlock *InnerExit = Inner->getExitBlock();
  if (!Inner->getLoopPreheader() || !InnerExit || !Outer->getLoopLatch()) {
    Why = "the loops do not have one entry and one exit each";
    return false;
  }
  // Values the innermost loop carries (`s -= L[i][j] * x[j]`): from its
  // preheader (the row's start) to its exit (the row's result); the rewrite
  // carries them from tile to tile in a slot per row of the tile.
  BasicBlock *InnerPH = Inner->getLoopPreheader();
  BasicBlock *InnerLatch = Inner->getLoopLatch();
  DenseSet<const Value *> AccStarts;
  // A row is a point of every outer band loop: with two outer loops, rows
  // of one tile would share a slot (review of session 9: wrong results for
  // tile(2, 3, 4) over `s = C[i][j]; for (k) s += ...`).
  if (N > 2 && !B.Loops[N - 1].Accumulators.empty()) {
    Why = "a value the innermost loop carries from one iteration to the next "
          "is carried from tile to tile only in a band of two loops";
    return false;
  }
  for (PHINode *P : B.Loops[N - 1].Accumulators) {
    if (!InnerLatch || P->getNumIncomingValues() != 2 ||
        P->getBasicBlockIndex(InnerPH) < 0 ||
        P->getBasicBlockIndex(InnerLatch) < 0 ||
        any_of(P->users(), [&](const User *U) {
          const auto *UI = cast<Instruction>(U);
          return !Inner->contains(UI) &&
                 !(isa<PHINode>(UI) && UI->getParent() == InnerExit);
        })) {
      Why = "the innermost loop of the band carries a value from one "
            "iteration to the next that is not a row's running value (started "
            "before the loop, read after it)";
      return false;
    }
    KS.Accumulators.push_back(P);
    AccStarts.insert(P->getIncomingValueForBlock(InnerPH));
  }
  // After the loop, only the carried values' results may be read.
  SmallVector<const PHINode *, 2> Results;
  for (PHINode &P : InnerExit->phis()) {
    if (P.use_empty())
      continue;
    if (P.getNumIncomingValues() != 1 ||
        !is_contained(KS.Accumulators, P.getIncomingValue(0))) {
      Why = "a value computed in the innermost loop of the band is used "
            "after it, and its tiles end the loop several times";
      return false;
    }
    Results.push_back(&P);
  }
  for (Instruction &I : *Outer->getHeader())
    if (!isa<PHINode>(I) && staysInRegion(I) && !I.isTerminator()) {
      Why = "a statement in the header of loop " + std::to_string(N - 1) +
            " of the band";
      return false;
    }
  for (BasicBlock *BB : Outer->blocks()) {
    if (Inner->contains(BB) || BB == Outer->getHeader())
      continue;
    // Before the inner loop: every path from it reaches the loop (an `if`
    // that closes before it), and it does not come after it.
    if (!DT.dominates(InnerHeader, BB) &&
        PDT.dominates(Inner->getLoopPreheader(), BB))
      KS.PreBlocks.push_back(BB);
    else if (DT.dominates(InnerHeader, BB))
      KS.PostBlocks.push_back(BB);
    else {
      Why = "a statement is on a branch around the innermost loop of the "
            "band";
      return false;
    }
  }
  DenseSet<const BasicBlock *> PostSet(KS.PostBlocks.begin(),
                                       KS.PostBlocks.end());
  for (const PHINode *P : Results)
    for (const User *U : P->users())
      if (!PostSet.contains(cast<Instruction>(U)->getParent())) {
        Why = "the result of a value the innermost loop carries is used "
              "other than by the statements after the loop";
        return false;
      }
  SmallVector<Instruction *, 8> Statements; // for the remark's lines
  auto Check = [&](ArrayRef<BasicBlock *> Blocks, bool &Has) {
    DenseSet<const Instruction *> Owned = regionOwned(Blocks);
    DenseSet<const BasicBlock *> In(Blocks.begin(), Blocks.end());
    for (const Instruction *I : Owned) {
      if (isa<PHINode>(I) && I->getParent() == InnerExit)
        continue; // LCSSA phis: unused or results (above), before the guard
      if (!I->isTerminator()) {
        Has = true;
        if (I->mayReadOrWriteMemory())
          Statements.push_back(const_cast<Instruction *>(I));
      }
      for (const User *U : I->users())
        if ((!isa<Instruction>(U) ||
             !In.contains(cast<Instruction>(U)->getParent())) &&
            !(AccStarts.contains(I) && is_contained(KS.Accumulators, U))) {
          Why = "a value a statement between the band's last two loops "
                "computes is used outside the statements on its side of the "
                "innermost loop (by that loop, the statements on the other "
                "side, or the next iteration); in place, the statements run "
                "in one tile of their row only";
          return false;
        }
    }
    return true;
  };
  if (!Check(KS.PreBlocks, KS.HasPre) || !Check(KS.PostBlocks, KS.HasPost))
    return false;
  for (Instruction *I : B.Accesses)
    if (!Inner->contains(I))
      KS.Sides[I] = DT.dominates(InnerHeader, I->getParent());
  KS.Lines = linesOf(Statements);
  return true;
}
