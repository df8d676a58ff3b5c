//===- FullTiles.cpp - Full-tile / partial-tile separation ----------------===//
//
// See FullTiles.h. Called by tilelang-promote on GPU targets, after staging:
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote'
//
//===----------------------------------------------------------------------===//
#include "utils/FullTiles.h"
#include "analysis/Metadata.h"
#include "utils/GPU.h"
#include "utils/LoopCounter.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
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

static cl::opt<unsigned> MinPointsPerThread(
    "tilelang-full-tiles-min-points", cl::init(8),
    cl::desc("Separate full tiles only where a tile has at least this many "
             "points per thread of the block (the checks saved grow with "
             "them; the cost, both versions' hoisted values in registers, "
             "does not)"));

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
  std::optional<ThreadLoopInfo> T = readThreadLoop(L);
  if (!T)
    return false;
  unsigned Dim = T->Dim, Threads = T->Threads, Size = T->Size;
  if (Size % Threads || Block[Dim] != Threads)
    return false;
  std::optional<LoopCounter> C = loopCounter(L);
  if (!C || !C->Start || !C->Increment)
    return false;
  const TileEnd *E = nullptr;
  for (const TileEnd &TE : Ends)
    if (C->Bound == TE.End && TE.Size == Size)
      E = &TE;
  if (!E)
    return false;
  Value *Tid = nullptr;
  if (!match(C->Start, m_c_Add(m_Specific(E->TT), m_ZExt(m_Value(Tid)))) ||
      threadIdDim(Tid) != Dim ||
      !match(C->Increment->getOperand(1), m_SpecificInt(Threads)))
    return false;
  boundFromStart(*C, *L.getLoopPreheader(), Size, "thread.full.end");
  return true;
}

/// Per separated body: its entry in the result, the full version's blocks
/// and its tile ends.
struct FullVersion {
  unsigned Index;
  SmallVector<BasicBlock *, 16> Blocks;
  SmallVector<TileEnd, 4> Ends;
};

/// The tile ends tilelang-tile marked (`smin(TT + Size, TC)`), grouped by
/// their block, in program order.
MapVector<BasicBlock *, SmallVector<TileEnd, 4>> collectTileEnds(Function &F) {
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
  return Groups;
}

/// The directive band whose point loops are the subloops of the tile loop
/// around \p B0, when its arrays are staged (`tilelang.staged`); null
/// otherwise.
Loop *stagedBandOf(BasicBlock *B0, LoopInfo &LI) {
  Loop *TileLoop = LI.getLoopFor(B0);
  Loop *Band = nullptr;
  if (TileLoop)
    for (Loop *Sub : TileLoop->getSubLoops())
      if (findLoopProperty(*Sub, "tilelang.directive"))
        Band = Sub;
  if (!Band || !findLoopProperty(*Band, "tilelang.staged"))
    return nullptr;
  return Band;
}

/// Versions the tile body \p Body (whose head \p B0 holds \p Ends) on
/// "every tile end is TT + Size": a clone runs the full tiles with the ends
/// folded to TT + Size, the original the partial ones; values used after the
/// body (in \p Latch and beyond) merge both. Returns the clone's blocks.
SmallVector<BasicBlock *, 16>
versionTileBody(Function &F, BasicBlock *B0,
                SmallVectorImpl<BasicBlock *> &Body, ArrayRef<TileEnd> Ends,
                BasicBlock *Latch) {
  // Split after the last tile end: the ends and the full-tile test are
  // shared by both versions.
  Instruction *Last = Ends.front().Min;
  for (const TileEnd &E : Ends)
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
  // Another band's tile ends copied into the clone are not separated
  // (Groups was made before): they are ordinary mins there.
  for (BasicBlock *C : Clones)
    for (Instruction &I : *C)
      I.setMetadata(TileEndMDName, nullptr);
  cast<BasicBlock>(VMap[Rest])->setName(B0->getName() + ".full");
  SmallPtrSet<BasicBlock *, 16> InClone(Clones.begin(), Clones.end());

  IRBuilder<> B(B0->getTerminator());
  Value *Full = nullptr;
  for (const TileEnd &E : Ends) {
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
  for (const TileEnd &E : Ends) {
    E.Min->replaceUsesWithIf(E.End, [&](Use &U) {
      return InClone.count(cast<Instruction>(U.getUser())->getParent());
    });
    E.Min->setMetadata(TileEndMDName, nullptr);
  }
  return Clones;
}

/// Constant trip counts for the full versions' thread loops
/// (makeTripExact), counted in \p Done.
void makeThreadTripsExact(Function &F, FunctionAnalysisManager &FAM,
                          MutableArrayRef<FullVersion> Fulls,
                          const std::array<unsigned, 3> &Block,
                          MutableArrayRef<SeparatedTiles> Done) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  bool Changed = false;
  for (FullVersion &FV : Fulls) {
    SmallPtrSet<BasicBlock *, 16> InClone(FV.Blocks.begin(), FV.Blocks.end());
    for (Loop *L : LI.getLoopsInPreorder())
      if (ExactThreadTrips && InClone.count(L->getHeader()) &&
          makeTripExact(*L, FV.Ends, Block)) {
        ++Done[FV.Index].ExactThreadLoops;
        Changed = true;
      }
  }
  if (Changed)
    FAM.invalidate(F, PreservedAnalyses::none());
}

} // namespace

SmallVector<SeparatedTiles, 2>
tilelang::separateFullTiles(Function &F, FunctionAnalysisManager &FAM) {
  MapVector<BasicBlock *, SmallVector<TileEnd, 4>> Groups = collectTileEnds(F);
  SmallVector<SeparatedTiles, 2> Done;
  SmallVector<FullVersion, 2> Fulls;
  std::array<unsigned, 3> Block = kernelBlockShape(F);
  uint64_t Threads = uint64_t(Block[0]) * Block[1] * Block[2];
  for (auto &[B0, Ends] : Groups) {
    auto &LI = FAM.getResult<LoopAnalysis>(F);
    std::string Why;
    // Only staged bands: the checks it saves are mostly the staged copies'
    // (clamped loads, guarded copy-out); an unstaged band's fully unrolled
    // sequential loops only added registers (ptxas spilled in atax, mvt).
    // The band's point loops are the tile loop's subloops.
    Loop *Band = stagedBandOf(B0, LI);
    if (!Band)
      continue;
    SmallVector<BasicBlock *, 16> Body = tileBody(B0, LI, Why);
    if (Body.empty()) {
      SeparatedTiles S;
      S.Body = B0;
      S.Directive = getDirective(*Band);
      S.NotSeparated = Why;
      Done.push_back(std::move(S));
      continue;
    }
    // Measured on the H200 (benchmarks/RESULTS.md): a 64 x 64 transpose tile
    // on 256 threads (16 points each) and a GEMM gained, a 32 x 32 one (4
    // points each) lost a sixth: its registers, and so its occupancy.
    uint64_t Points = 1;
    for (TileEnd &E : Ends)
      Points = SaturatingMultiply(Points, E.Size);
    std::optional<BoundDirective> BD = getDirective(*Band);
    if (Points < uint64_t(MinPointsPerThread) * Threads) {
      SeparatedTiles S;
      S.Body = B0;
      S.Directive = std::move(BD);
      S.NotSeparated = std::to_string(Points) + " points per tile over " +
                       std::to_string(Threads) + " threads is fewer than " +
                       std::to_string(MinPointsPerThread) +
                       " per thread (-tilelang-full-tiles-min-points)";
      Done.push_back(std::move(S));
      continue;
    }
    BasicBlock *Latch = LI.getLoopFor(B0)->getLoopLatch();
    SmallVector<BasicBlock *, 16> Clones =
        versionTileBody(F, B0, Body, Ends, Latch);
    SeparatedTiles S;
    S.Body = B0;
    S.Ends = Ends.size();
    S.Directive = std::move(BD);
    Done.push_back(std::move(S));
    Fulls.push_back({unsigned(Done.size() - 1), std::move(Clones), Ends});
    FAM.invalidate(F, PreservedAnalyses::none());
  }
  if (Fulls.empty())
    return Done;

  makeThreadTripsExact(F, FAM, Fulls, Block, Done);
  return Done;
}
