//===- map/MapFallback.cpp - a versioned band's sequential fallback -------===//
//
// tilelang-tile versions a GPU band whose arrays may overlap (or whose
// subscripts may leave their dimensions) on a run-time check
// (tile/RuntimeAliasCheck.h) and marks the check's branch with
// `!tilelang.version`: its true side leads to the band, tiled and mapped;
// its false side to a copy of the loops as written. On a GPU every thread
// would run that copy, loads and stores alike; here (FallbackVersions, see
// MapStage.h):
//
//   find    the band behind each marked check (its true side dominates the
//           band), the copy's blocks (those its false side dominates) and
//           the join (the nearest common post-dominator of the two sides);
//   check   (MapLegality::check) the check's answer is the same in every
//           thread: it reads no memory, no thread or block id; the join has
//           no phi (a value of the copy would exist in one thread only);
//   guard   the copy runs in the grid's first thread only: the false side
//           goes to `tilelang.fallback.guard`, which branches to the copy
//           for that thread and to the join for the others. Loads and
//           stores of the copy are both inside: no other thread reads what
//           the first one writes.
//
// Grid barriers (BandRewriter::serialise) go before the check and at the
// join, so every thread meets the same barriers whichever version runs.
// A kernel that is the versioned band and nothing else needs none: the
// fallback thread alone touches the arrays when they overlap.
//
//===----------------------------------------------------------------------===//
#include "map/MapStage.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"

#define DEBUG_TYPE "tilelang-map"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::mapping;

bool tilelang::mapping::inBandOrFallback(ArrayRef<MappedBand *> Bands,
                                         const BasicBlock *BB) {
  return any_of(Bands, [&](MappedBand *MB) {
    return MB->Outer->contains(BB) || MB->Fallback.count(BB);
  });
}

void FallbackVersions::find(BandList Bands) {
  SmallVector<BranchInst *, 2> Checks;
  for (BasicBlock &BB : F)
    if (auto *Br = dyn_cast<BranchInst>(BB.getTerminator()))
      if (Br->isConditional() && Br->getMetadata("tilelang.version"))
        Checks.push_back(Br);
  if (Checks.empty())
    return;
  auto &DT = Cx.FAM.getResult<DominatorTreeAnalysis>(F);
  auto &PDT = Cx.FAM.getResult<PostDominatorTreeAnalysis>(F);
  for (BranchInst *Br : Checks) {
    BasicBlock *Fast = Br->getSuccessor(0), *Slow = Br->getSuccessor(1);
    for (auto &MB : Bands) {
      if (!DT.dominates(Fast, MB->Outer->getHeader()))
        continue;
      MB->Check = Br;
      MB->Join = PDT.findNearestCommonDominator(Fast, Slow);
      for (BasicBlock &BB : F)
        if (DT.dominates(Slow, &BB))
          MB->Fallback.insert(&BB);
      if (auto *Ops = Br->getMetadata("tilelang.version"))
        for (const MDOperand &Op : Ops->operands()) {
          if (auto *S = dyn_cast<MDString>(Op))
            MB->CheckedRows.push_back(S->getString().str());
          else if (auto *P = dyn_cast<MDNode>(Op);
                   P && P->getNumOperands() == 2)
            MB->CheckedPairs.push_back(
                {cast<MDString>(P->getOperand(0))->getString().str(),
                 cast<MDString>(P->getOperand(1))->getString().str()});
        }
      break;
    }
  }
}

/// Whether \p V takes one value in every thread of the grid: computed from
/// the kernel's arguments, constants and the counters of the loops around
/// (serial code, which every thread runs alike: serialCodeIsUniform), with
/// no load, no call other than a pure intrinsic and no thread or block id.
static bool isUniform(const Value *V, std::string &Why) {
  SmallVector<const Value *, 16> Work{V};
  SmallPtrSet<const Value *, 32> Seen;
  while (!Work.empty()) {
    const auto *I = dyn_cast<Instruction>(Work.pop_back_val());
    if (!I || !Seen.insert(I).second)
      continue;
    if (isa<LoadInst>(I) || I->mayReadOrWriteMemory()) {
      Why = "the run-time check reads memory, so its answer may differ "
            "between threads";
      return false;
    }
    if (const auto *II = dyn_cast<IntrinsicInst>(I)) {
      StringRef N = II->getCalledFunction()->getName();
      if (N.contains("read.ptx.sreg") || N.contains("amdgcn.workitem") ||
          N.contains("amdgcn.workgroup")) {
        Why = "the run-time check reads a thread or block id";
        return false;
      }
    } else if (isa<CallBase>(I)) {
      Why = "the run-time check calls a function";
      return false;
    }
    if (isa<PHINode>(I))
      continue; // a counter of the serial loops around: uniform
    for (const Value *Op : I->operands())
      Work.push_back(Op);
  }
  return true;
}

bool tilelang::mapping::fallbackIsSound(const MappedBand &MB,
                                        std::string &Why) {
  if (!MB.Check)
    return true;
  if (!MB.Join || MB.Fallback.empty()) {
    Why = "the end of the run-time check's two versions was not found";
    return false;
  }
  if (!MB.Join->phis().empty()) {
    Why = "a value computed in the band is used after it, and the "
          "sequential fallback would compute it in one thread only";
    return false;
  }
  return isUniform(MB.Check->getCondition(), Why);
}

void FallbackVersions::guard(ArrayRef<MappedBand *> Bands) {
  LLVMContext &Ctx = F.getContext();
  for (MappedBand *MB : Bands) {
    if (!MB->Check)
      continue;
    BasicBlock *CheckBB = MB->Check->getParent();
    BasicBlock *Slow = MB->Check->getSuccessor(1);
    BasicBlock *G =
        BasicBlock::Create(Ctx, "tilelang.fallback.guard", &F, Slow);
    IRBuilder<> B(G);
    Value *First = emitIsFirstThread(B, Kind);
    B.CreateCondBr(First, Slow, MB->Join);
    MB->Check->setSuccessor(1, G);
    Slow->replacePhiUsesWith(CheckBB, G);
    MB->Fallback.insert(G);
    std::string What = checkedText(*MB);
    DebugLoc Loc = directiveLoc(F, MB->BD->D);
    Cx.ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "Fallback", Loc,
                                MB->Point->getHeader())
             << "versioned on the GPU: the mapped band runs when the run-time "
                "check finds "
             << What
             << "; otherwise the loops as written run sequentially in the "
                "grid's first thread (the other threads skip them)";
    });
  }
}

std::string tilelang::mapping::checkedText(const MappedBand &MB) {
  std::string S;
  for (auto &[X, Y] : MB.CheckedPairs)
    S += (S.empty() ? "" : ", ") + ("'" + X + "' and '" + Y + "'");
  if (!S.empty())
    S += " disjoint";
  if (!MB.CheckedRows.empty())
    S += std::string(S.empty() ? "" : " and ") +
         "the subscripts inside their dimensions";
  return S;
}
