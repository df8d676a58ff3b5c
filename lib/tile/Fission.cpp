//===- Fission.cpp - Distribute statements out of a band ------------------===//
//
// See Fission.h.
//
//===----------------------------------------------------------------------===//
#include "tile/Fission.h"
#include "analysis/Band.h"
#include "analysis/Metadata.h"
#include "analysis/PureCalls.h"
#include "analysis/SourceExpr.h"
#include "tile/Profitability.h"
#include "tile/RuntimeAliasCheck.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include <set>

#define DEBUG_TYPE "tilelang-tile"

using namespace llvm;
using namespace tilelang;

namespace {

std::string ordinal(unsigned K) { // 0 -> "1st"
  unsigned N = K + 1;
  const char *Suffix = N % 100 / 10 == 1 ? "th"
                       : N % 10 == 1     ? "st"
                       : N % 10 == 2     ? "nd"
                       : N % 10 == 3     ? "rd"
                                         : "th";
  return std::to_string(N) + Suffix;
}

/// " (line 12)", or "" without debug locations.
std::string where(ArrayRef<Instruction *> Group) {
  std::string L = linesOf(Group);
  return L.empty() ? "" : " (" + L + ")";
}

/// Whether the values \p Group computes reach only statements of their own
/// group (through arithmetic, and the branches and merges of the group's own
/// conditions, \p InGroup): none is used by the loop inside them or by the
/// other group. Else false with \p Why.
bool valuesStayInGroup(ArrayRef<Instruction *> Group, const Loop &Inner,
                       const DenseSet<Instruction *> &Stmts,
                       function_ref<bool(const Instruction *)> InGroup,
                       std::string &Why) {
  DenseSet<Instruction *> Own(Group.begin(), Group.end()), Seen;
  SmallVector<Instruction *, 16> Work(Group.begin(), Group.end());
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    for (User *U : I->users()) {
      auto *UI = dyn_cast<Instruction>(U);
      if (!UI || !Seen.insert(UI).second)
        continue;
      if (Inner.contains(UI)) {
        Why = "a value the statement" + where(Group) +
              " computes is used inside the loop after it";
        return false;
      }
      if ((UI->isTerminator() || isa<PHINode>(UI)) && InGroup(UI)) {
        Work.push_back(UI);
        continue;
      }
      if (UI->isTerminator() || isa<PHINode>(UI)) {
        Why = "a value the statement" + where(Group) +
              " computes decides a branch or is carried to the next "
              "iteration";
        return false;
      }
      if (Stmts.contains(UI) && !Own.contains(UI)) {
        Why = "a value the statement" + where(Group) +
              " computes is used by another statement";
        return false;
      }
      if (!Stmts.contains(UI))
        Work.push_back(UI);
    }
  }
  return true;
}

/// Erases the statements of \p Blocks that \p Keep does not hold, and with
/// \p InnerPH the loop behind it (its preheader branches to \p InnerExit;
/// its blocks become unreachable).
void keepOnly(ArrayRef<BasicBlock *> Blocks,
              const DenseSet<Instruction *> &Keep, BasicBlock *InnerPH,
              BasicBlock *InnerExit) {
  if (InnerPH) {
    Instruction *T = InnerPH->getTerminator();
    BranchInst::Create(InnerExit, T->getIterator());
    T->eraseFromParent();
  }
  SmallVector<Instruction *, 16> Dead;
  for (BasicBlock *BB : Blocks)
    for (Instruction &I : *BB)
      if (touchesMemory(I) && !Keep.contains(&I))
        Dead.push_back(&I);
  for (Instruction *I : Dead) {
    I->replaceAllUsesWith(PoisonValue::get(I->getType()));
    I->eraseFromParent();
  }
  // Calls that may set errno (isErrnoOnlyCall) whose statements went: they
  // would run in both nests, and no later pass may drop them.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : Blocks)
      for (Instruction &I : make_early_inc_range(*BB)) {
        auto *CB = dyn_cast<CallInst>(&I);
        Function *Callee = CB ? CB->getCalledFunction() : nullptr;
        if (!I.use_empty() || !(wouldInstructionBeTriviallyDead(&I) ||
                                (Callee && Callee->isDeclaration() &&
                                 isErrnoMathCall(Callee->getName()))))
          continue;
        I.eraseFromParent();
        Changed = true;
      }
  }
}

/// \p Br made to go to its first successor only (the second forgets it).
void makeUnconditional(BranchInst *Br) {
  BasicBlock *BB = Br->getParent(), *To = Br->getSuccessor(0);
  if (Br->getSuccessor(1) != To)
    Br->getSuccessor(1)->removePredecessor(BB);
  BranchInst::Create(To, Br->getIterator());
  Br->eraseFromParent();
}

} // namespace

Fission tilelang::distributeStatements(Function &F,
                                       FunctionAnalysisManager &FAM, Loop &Root,
                                       unsigned Depth, const BoundDirective &BD,
                                       const IVBoundMap &IVB, bool AliasChecks,
                                       std::string &Msg, unsigned *Level) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &DI = FAM.getResult<DependenceAnalysis>(F);
  // The outermost level with statements outside the next band loop.
  Loop *Outer = &Root, *Inner = nullptr;
  unsigned K = 0;
  SmallVector<Instruction *, 8> Stmts;
  for (; K + 1 < Depth; ++K, Outer = Inner) {
    // Sibling loops beside the band's next loop are moved as statements.
    Inner = bandChild(*Outer);
    if (!Inner)
      return Fission::None;
    for (BasicBlock *BB : Outer->blocks())
      if (!Inner->contains(BB))
        for (Instruction &I : *BB)
          if (touchesMemory(I))
            Stmts.push_back(&I);
    if (!Stmts.empty())
      break;
  }
  if (Stmts.empty())
    return Fission::None;
  if (Level)
    *Level = K;
  Band B;
  std::string Why;
  auto Refuse = [&](const std::string &Reason) {
    Msg = "the band is not perfectly nested: the " + ordinal(K) +
          " loop has statements outside the " + ordinal(K + 1) + " loop" +
          where(Stmts) + ", which loop distribution cannot move: " + Reason;
    return Fission::Refused;
  };
  if (!analyzeBand(Root, Depth, SE, B, Why, /*AllowImperfect=*/true))
    return Refuse(Why); // e.g. a call the statements make
  BasicBlock *InnerPH = Inner->getLoopPreheader();
  BasicBlock *InnerExit = Inner->getExitBlock();
  BasicBlock *Exit = Root.getExitBlock();
  BasicBlock *PH = Root.getLoopPreheader();
  if (!InnerPH || !InnerExit || !Exit || !PH || !InnerExit->phis().empty() ||
      !Exit->phis().empty())
    return Refuse("the loops do not have one entry and one exit each");
  // Sibling loops of the next band loop, which move whole.
  SmallVector<Loop *, 2> Siblings;
  for (Loop *Sub : Outer->getSubLoops())
    if (Sub != Inner) {
      if (!Sub->getLoopPreheader() || !Sub->getExitBlock() ||
          !Sub->getExitBlock()->phis().empty())
        return Refuse("a loop beside the " + ordinal(K + 1) +
                      " loop has several entries or exits, or a value "
                      "computed in it is used after it");
      Siblings.push_back(Sub);
    }
  // Which side of the next band loop a block between the loops is on: 0
  // before it (it reaches its preheader on every path, or dominates it), 1
  // after it, -1 neither (on a branch around it). A sibling loop's blocks
  // sit where the loop does.
  PostDominatorTree PDT(F);
  auto SideOf = [&](BasicBlock *At) {
    for (Loop *S : Siblings)
      if (S->contains(At))
        At = S->getLoopPreheader();
    if (DT.dominates(At, InnerPH) || PDT.dominates(InnerPH, At))
      return 0;
    return DT.dominates(InnerExit, At) ? 1 : -1;
  };
  // Branches between the loops other than their exit tests and the sibling
  // loops' own control. At the distribution level, an `if` that closes
  // before the next loop (its preheader post-dominates it) or sits after it
  // moves with that side's statements (PolyBench's correlation:
  // `stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];`); an `if` around the
  // next loop, or at another level, refuses: nothing is moved.
  SmallVector<std::pair<BranchInst *, int>, 4> Conds;
  Loop *L = &Root;
  for (unsigned J = 0; J + 1 < Depth && bandChild(*L); ++J, L = bandChild(*L))
    for (BasicBlock *BB : L->blocks()) {
      auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
      if (BB == L->getHeader() || LI.getLoopFor(BB) != L ||
          (Br && !Br->isConditional()))
        continue;
      int Side = !Br || J != K                 ? -1
                 : PDT.dominates(InnerPH, BB)  ? 0
                 : DT.dominates(InnerExit, BB) ? 1
                                               : -1;
      if (Side < 0) {
        if (Level) // the refusal is about this level (review of session 9)
          *Level = J;
        Msg = "the band is not perfectly nested: an `if` between its " +
              ordinal(J) + " and " + ordinal(J + 1) + " loops around the " +
              ordinal(J + 1) +
              " loop; loop distribution moves only conditions that close "
              "before it or sit after it";
        return Fission::Refused;
      }
      Conds.push_back({Br, Side});
    }
  SmallVector<Instruction *, 4> Pre, Post;
  for (Instruction *I : Stmts) {
    int Side = SideOf(I->getParent());
    if (Side < 0)
      return Refuse("a statement is on a branch around the " + ordinal(K + 1) +
                    " loop");
    (Side == 0 ? Pre : Post).push_back(I);
  }
  DenseSet<Instruction *> All(Stmts.begin(), Stmts.end());
  // A group's values may decide its own conditions and meet in their merges.
  auto InGroup = [&](int Side) {
    return [&, Side](const Instruction *I) {
      if (auto *Br = dyn_cast<BranchInst>(I))
        return is_contained(Conds,
                            std::make_pair(const_cast<BranchInst *>(Br), Side));
      const BasicBlock *BB = I->getParent();
      return isa<PHINode>(I) && LI.getLoopFor(BB) == Outer &&
             BB != Outer->getHeader() &&
             SideOf(const_cast<BasicBlock *>(BB)) == Side;
    };
  };
  if (!valuesStayInGroup(Pre, *Inner, All, InGroup(0), Why) ||
      !valuesStayInGroup(Post, *Inner, All, InGroup(1), Why))
    return Refuse(Why);
  RuntimeAssumptions Assume, Group;
  auto *A = AliasChecks ? &Group : nullptr;
  if (!Pre.empty() &&
      !distributionKeepsDependences(B, Pre, /*ToFront=*/true, DI, SE, IVB, BD,
                                    DT, Why, A))
    return Refuse("the statement" + where(Pre) + ": " + Why);
  Assume.append(Group);
  if (!Post.empty() &&
      !distributionKeepsDependences(B, Post, /*ToFront=*/false, DI, SE, IVB, BD,
                                    DT, Why, A))
    return Refuse("the statement" + where(Post) + ": " + Why);
  Assume.append(Group);
  // Legal; does it pay? The band keeps the accesses that are not moved.
  // Asked before the run-time check below is made: a nest that does not pay
  // runs as written, with no check made for nothing (new-user test of
  // session 8: "versioned on a run-time check", then "not tiled").
  Band Kept = B;
  erase_if(Kept.Accesses, [&](Instruction *I) { return All.contains(I); });
  if (!distributionPays(F, FAM, Kept, Stmts, SE, BD, Why)) {
    Msg = "the band is not perfectly nested (statements" + where(Stmts) +
          " between its " + ordinal(K) + " and " + ordinal(K + 1) +
          " loops), and " + Why;
    return Fission::Unprofitable;
  }

  // Arrays that may overlap, subscripts not proven in their dimensions: the
  // whole nest behind a run-time check first; its fast version's accesses
  // then carry scoped no-alias metadata, and the check guards its entry,
  // which the next round's dependence test reads.
  if (!Assume.empty()) {
    if (!versionOnRuntimeChecks(Root, B, Assume, LI, DT, SE, IVB, BD, Why))
      return Refuse(Assume.MayOverlap.empty()
                        ? "subscripts may leave their dimensions, and no "
                          "run-time check can exclude it (" +
                              Why + ")"
                        : "arrays may overlap, and no run-time check can "
                          "exclude it (" +
                              Why + "); declare the pointers __restrict");
    Msg = checksText(Assume, BD);
    return Fission::Versioned;
  }
  // Rewrite: PH -> [Pre copy] -> BandPH -> band -> [Post copy] -> Exit.
  BasicBlock *Header = Root.getHeader();
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 2> SiblingEnds;
  for (Loop *S : Siblings)
    SiblingEnds.push_back({S->getLoopPreheader(), S->getExitBlock()});
  std::string Lines = where(Stmts);
  BasicBlock *BandPH = SplitBlock(PH, PH->getTerminator(), &DT, &LI, nullptr,
                                  Header->getName() + ".band.ph");
  SmallVector<BasicBlock *, 4> CopyHeaders;
  auto Copy = [&](ArrayRef<Instruction *> Group, bool Before) {
    ValueToValueMapTy VMap;
    SmallVector<BasicBlock *, 16> Blocks;
    Loop *Band = LI.getLoopFor(Header);
    Loop *C = cloneLoopWithPreheader(
        Before ? BandPH : Exit, Before ? PH : Header, Band, VMap,
        Before ? ".pre" : ".post", &LI, &DT, Blocks);
    remapInstructionsInBlocks(Blocks, VMap);
    auto *CHeader = cast<BasicBlock>(VMap[Header]);
    if (Before) { // PH -> copy -> BandPH
      PH->getTerminator()->replaceUsesOfWith(BandPH, C->getLoopPreheader());
      CHeader->getTerminator()->replaceUsesOfWith(Exit, BandPH);
    } else { // band -> copy -> Exit
      Header->getTerminator()->replaceUsesOfWith(Exit, C->getLoopPreheader());
    }
    DenseSet<Instruction *> Keep;
    for (Instruction *I : Group)
      Keep.insert(cast<Instruction>(VMap[I]));
    // The other side's conditions lose their statements: their branches go
    // one way (their conditions may read what is erased).
    for (auto [Br, Side] : Conds)
      if (Side != (Before ? 0 : 1))
        makeUnconditional(cast<BranchInst>(VMap[Br]));
    keepOnly(Blocks, Keep, cast<BasicBlock>(VMap[InnerPH]),
             cast<BasicBlock>(VMap[InnerExit]));
    CopyHeaders.push_back(CHeader);
    DT.recalculate(F);
    LI.releaseMemory();
    LI.analyze(DT);
  };
  if (!Pre.empty())
    Copy(Pre, /*Before=*/true);
  if (!Post.empty())
    Copy(Post, /*Before=*/false);
  SmallVector<BasicBlock *, 16> BandBlocks(LI.getLoopFor(Header)->blocks());
  DenseSet<Instruction *> Keep;
  for (BasicBlock *BB : BandBlocks)
    for (Instruction &I : *BB)
      if (touchesMemory(I) && !All.contains(&I))
        Keep.insert(&I);
  for (auto [Br, Side] : Conds)
    makeUnconditional(Br);
  keepOnly(BandBlocks, Keep, nullptr, nullptr);
  // The sibling loops ran in the copies: the band skips them.
  for (auto [SPH, SExit] : SiblingEnds) {
    Instruction *T = SPH->getTerminator();
    BranchInst::Create(SExit, T->getIterator());
    T->eraseFromParent();
  }
  EliminateUnreachableBlocks(F);
  DT.recalculate(F);
  LI.releaseMemory();
  LI.analyze(DT);
  // The copies run as written: no directive.
  for (BasicBlock *H : CopyHeaders)
    if (Loop *L = LI.getLoopFor(H))
      for (Loop *Sub : L->getLoopsInPreorder())
        dropDirective(*Sub);
  Msg = std::string("loop distribution: the ") +
        (Siblings.empty() ? "statements" : "loops and statements") +
        " between the " + ordinal(K) + " and " + ordinal(K + 1) +
        " loops of the band" + Lines + " run in loops of their own" +
        (Pre.empty()    ? " after the band"
         : Post.empty() ? " before the band"
                        : " before and after the band") +
        ", which is now perfectly nested";
  return Fission::Distributed;
}
