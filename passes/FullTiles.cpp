//===- FullTiles.cpp - Full-tile / partial-tile separation ----------------===//
//
// See FullTiles.h. Called by tilelang-promote on GPU targets, after staging:
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote'
//
//===----------------------------------------------------------------------===//
#include "tilelang/FullTiles.h"
#include "tilelang/GPU.h"
#include "tilelang/Metadata.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#define DEBUG_TYPE "tilelang-promote"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace tilelang;

static cl::opt<bool> ExactThreadTrips(
    "tilelang-full-tiles-exact", cl::init(true),
    cl::desc("Full-tile versions: give thread loops whose tile is a multiple "
             "of their threads a constant trip count (size / threads)"));

namespace {

/// One tile end `smin(End, TC)` with End = `TT + Size`.
struct TileEnd {
  IntrinsicInst *Min = nullptr;
  Value *End = nullptr, *TT = nullptr;
  uint64_t Size = 0;
};

/// The body of the tile loop around \p Ends' block, ready to be versioned:
/// every block of that loop but its header and latch, or an empty list with
/// the reason in \p Why.
SmallVector<BasicBlock *, 16> tileBody(BasicBlock *B0, LoopInfo &LI,
                                       std::string &Why) {
  Loop *L = LI.getLoopFor(B0);
  BasicBlock *H = L ? L->getHeader() : nullptr;
  BasicBlock *Latch = L ? L->getLoopLatch() : nullptr;
  if (!L || !Latch || Latch == H || B0 == H || B0 == Latch ||
      B0->getSinglePredecessor() != H) {
    Why = "the tile ends are not at the head of a tile loop's body";
    return {};
  }
  SmallVector<BasicBlock *, 16> Body;
  for (BasicBlock *BB : L->blocks())
    if (BB != H && BB != Latch)
      Body.push_back(BB);
  SmallPtrSet<BasicBlock *, 16> In(Body.begin(), Body.end());
  for (BasicBlock *BB : Body) {
    for (BasicBlock *S : successors(BB))
      if (!In.count(S) && S != Latch) {
        Why = "the tile loop's body has an exit other than its latch";
        return {};
      }
    if (BB != B0)
      for (BasicBlock *P : predecessors(BB))
        if (!In.count(P)) {
          Why = "the tile loop's body has an entry other than its head";
          return {};
        }
  }
  return Body;
}

/// Thread loop \p L of the full version (!"tilelang.thread" {dim, threads,
/// size}) that runs `for (t = TT + tid; t < TT + Size; t += Threads)` with
/// tid < Threads: Size % Threads == 0 makes it exactly Size / Threads
/// iterations, whatever tid is. Rewrites its bound to `first + Size` so that
/// the trip count is a constant. True if it did.
bool makeTripExact(Loop &L, ArrayRef<TileEnd> Ends,
                   const std::array<unsigned, 3> &Block) {
  MDNode *T = findLoopProperty(L, "tilelang.thread");
  if (!T || T->getNumOperands() < 4)
    return false;
  auto Int = [&](unsigned I) -> uint64_t {
    auto *C = mdconst::dyn_extract<ConstantInt>(T->getOperand(I));
    return C ? C->getZExtValue() : 0;
  };
  uint64_t Dim = Int(1), Threads = Int(2), Size = Int(3);
  if (Dim > 2 || !Threads || !Size || Size % Threads || Block[Dim] != Threads)
    return false;
  auto *Br = dyn_cast<BranchInst>(L.getHeader()->getTerminator());
  auto *Cmp = Br && Br->isConditional() ? dyn_cast<ICmpInst>(Br->getCondition())
                                        : nullptr;
  BasicBlock *Pre = L.getLoopPreheader(), *Latch = L.getLoopLatch();
  if (!Cmp || !Pre || !Latch || Cmp->getPredicate() != ICmpInst::ICMP_SLT ||
      !L.contains(Br->getSuccessor(0)))
    return false;
  auto *Phi = dyn_cast<PHINode>(Cmp->getOperand(0));
  if (!Phi || Phi->getParent() != L.getHeader() ||
      Phi->getNumIncomingValues() != 2)
    return false;
  const TileEnd *E = nullptr;
  for (const TileEnd &TE : Ends)
    if (Cmp->getOperand(1) == TE.End && TE.Size == Size)
      E = &TE;
  if (!E)
    return false;
  Value *First = Phi->getIncomingValueForBlock(Pre);
  Value *Tid = nullptr;
  if (!match(First, m_c_Add(m_Specific(E->TT), m_ZExt(m_Value(Tid)))) ||
      threadIdDim(Tid) != Dim ||
      !match(Phi->getIncomingValueForBlock(Latch),
             m_c_Add(m_Specific(Phi), m_SpecificInt(Threads))))
    return false;
  IRBuilder<> B(Pre->getTerminator());
  Cmp->setOperand(
      1, B.CreateAdd(First, B.getInt64(Size), "thread.full.end", true, true));
  return true;
}

/// The directive of the band whose point loops lie in \p Blocks (for the
/// remark's position), if any.
std::optional<BoundDirective> directiveIn(ArrayRef<BasicBlock *> Blocks,
                                          LoopInfo &LI) {
  for (BasicBlock *BB : Blocks)
    if (Loop *L = LI.getLoopFor(BB); L && L->getHeader() == BB)
      if (findLoopProperty(*L, "tilelang.directive"))
        if (std::optional<BoundDirective> BD = getDirective(*L))
          return BD;
  return std::nullopt;
}

} // namespace

SmallVector<SeparatedTiles, 2>
tilelang::separateFullTiles(Function &F, FunctionAnalysisManager &FAM,
                            std::string &Skipped) {
  MapVector<BasicBlock *, SmallVector<TileEnd, 4>> Groups;
  for (Instruction &I : instructions(F)) {
    auto *II = dyn_cast<IntrinsicInst>(&I);
    if (!II || !I.getMetadata(TileEndMDName) ||
        II->getIntrinsicID() != Intrinsic::smin)
      continue;
    TileEnd E;
    E.Min = II;
    E.End = II->getArgOperand(0);
    const APInt *C;
    if (!match(E.End, m_Add(m_Value(E.TT), m_APInt(C))) ||
        !C->isStrictlyPositive())
      continue;
    E.Size = C->getZExtValue();
    Groups[I.getParent()].push_back(E);
  }
  SmallVector<SeparatedTiles, 2> Done;
  SmallVector<std::pair<SmallVector<BasicBlock *, 16>, SmallVector<TileEnd, 4>>,
              2>
      Fulls;
  for (auto &[B0, Ends] : Groups) {
    auto &LI = FAM.getResult<LoopAnalysis>(F);
    std::string Why;
    SmallVector<BasicBlock *, 16> Body = tileBody(B0, LI, Why);
    if (Body.empty()) {
      Skipped += (Skipped.empty() ? "" : "; ") + Why;
      continue;
    }
    std::optional<BoundDirective> BD = directiveIn(Body, LI);
    BasicBlock *Latch = LI.getLoopFor(B0)->getLoopLatch();
    // Split after the last tile end: the ends and the full-tile test are
    // shared by both versions.
    Instruction *Last = Ends.front().Min;
    for (TileEnd &E : Ends)
      if (Last->comesBefore(E.Min))
        Last = E.Min;
    BasicBlock *Rest = B0->splitBasicBlock(Last->getNextNode()->getIterator(),
                                           B0->getName() + ".partial");
    for (BasicBlock *&BB : Body)
      if (BB == B0)
        BB = Rest;
    SmallPtrSet<BasicBlock *, 16> In(Body.begin(), Body.end());

    ValueToValueMapTy VMap;
    SmallVector<BasicBlock *, 16> Clones;
    for (BasicBlock *BB : Body) {
      BasicBlock *C = CloneBasicBlock(BB, VMap, ".full", &F);
      VMap[BB] = C;
      Clones.push_back(C);
    }
    remapInstructionsInBlocks(Clones, VMap);
    cast<BasicBlock>(VMap[Rest])->setName(B0->getName() + ".full");
    SmallPtrSet<BasicBlock *, 16> InClone(Clones.begin(), Clones.end());

    IRBuilder<> B(B0->getTerminator());
    Value *Full = nullptr;
    for (TileEnd &E : Ends) {
      Value *C = B.CreateICmpSLE(E.End, E.Min->getArgOperand(1), "tile.full");
      Full = Full ? B.CreateAnd(Full, C, "tile.full") : C;
    }
    B.CreateCondBr(Full, cast<BasicBlock>(VMap[Rest]), Rest);
    B0->getTerminator()->eraseFromParent();

    // The latch gets the full version's exits as new predecessors.
    for (PHINode &P : Latch->phis())
      for (unsigned I = 0, N = P.getNumIncomingValues(); I < N; ++I)
        if (In.count(P.getIncomingBlock(I))) {
          Value *V = P.getIncomingValue(I);
          Value *CV = VMap.lookup(V);
          P.addIncoming(CV ? CV : V,
                        cast<BasicBlock>(VMap[P.getIncomingBlock(I)]));
        }
    // Values of the body used after it now come from either version.
    for (BasicBlock *BB : Body)
      for (Instruction &I : *BB) {
        SmallVector<Use *, 4> Outside;
        for (Use &U : I.uses()) {
          auto *UI = cast<Instruction>(U.getUser());
          BasicBlock *At = UI->getParent();
          if (auto *P = dyn_cast<PHINode>(UI))
            At = P->getIncomingBlock(U);
          if (!In.count(At) && !InClone.count(At))
            Outside.push_back(&U);
        }
        if (Outside.empty())
          continue;
        SSAUpdater SSA;
        SSA.Initialize(I.getType(), I.getName());
        SSA.AddAvailableValue(BB, &I);
        auto *CI = cast<Instruction>(VMap[&I]);
        SSA.AddAvailableValue(CI->getParent(), CI);
        for (Use *U : Outside)
          SSA.RewriteUse(*U);
      }
    // In the full version every tile end is TT + Size.
    for (TileEnd &E : Ends) {
      E.Min->replaceUsesWithIf(E.End, [&](Use &U) {
        return InClone.count(cast<Instruction>(U.getUser())->getParent());
      });
      E.Min->setMetadata(TileEndMDName, nullptr);
    }
    SeparatedTiles S;
    S.Body = B0;
    S.Ends = Ends.size();
    S.Directive = std::move(BD);
    Done.push_back(std::move(S));
    Fulls.emplace_back(std::move(Clones), Ends);
    FAM.invalidate(F, PreservedAnalyses::none());
  }
  if (Done.empty())
    return Done;

  // Constant trip counts for the full versions' thread loops.
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  std::array<unsigned, 3> Block = kernelBlockShape(F);
  bool Changed = false;
  for (auto [K, FE] : enumerate(Fulls)) {
    SmallPtrSet<BasicBlock *, 16> InClone(FE.first.begin(), FE.first.end());
    for (Loop *L : LI.getLoopsInPreorder())
      if (ExactThreadTrips && InClone.count(L->getHeader()) &&
          makeTripExact(*L, FE.second, Block)) {
        ++Done[K].ExactThreadLoops;
        Changed = true;
      }
  }
  if (Changed)
    FAM.invalidate(F, PreservedAnalyses::none());
  return Done;
}
