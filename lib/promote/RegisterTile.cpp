//===- promote/RegisterTile.cpp - Register tiling after the staging ------===//
//
// What tilelang-promote does to a band once its arrays are staged, so that
// a `register` array's elements stay in registers: on the host, the band is
// tiled again by a register tile (registerTile: tileBand with unrolled
// point loops); on GPUs, each thread's points run in full and unrolled
// (unrollThreadTiles), and on NVPTX a band that is not all staged has its
// short thread loops guarded and unrolled (guardThreadLoops). Called by
// PromotePass.cpp after stageArrays.
//
//===----------------------------------------------------------------------===//
#include "analysis/Band.h"
#include "promote/Staging.h"
#include "utils/LoopCounter.h"
#include "utils/TileBand.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace tilelang::promote {

namespace {

/// Whether every access of the band \p PB goes to a staged buffer and
/// nothing it computes may trap (the register tile runs in full).
bool onlyStagedAndSafe(const Loop &P, const tilelang::Band &PB,
                       ArrayRef<const Value *> Buffers, std::string &Why) {
  for (Instruction *I : PB.Accesses)
    if (!is_contained(Buffers,
                      getUnderlyingObject(getLoadStorePointerOperand(I)))) {
      Why = "not every array of the band is staged";
      return false;
    }
  for (BasicBlock *BB : P.blocks())
    for (Instruction &I : *BB)
      if (!isa<PHINode>(I) && !I.isTerminator() && !isa<LoadInst>(I) &&
          !isa<StoreInst>(I) && !isa<DbgInfoIntrinsic>(I) &&
          !isSafeToSpeculativelyExecute(&I)) {
        Why = "the band computes something that may trap";
        return false;
      }
  return true;
}

/// Adds to \p Mask the point loops (bit Q: band loop Q) that the subscripts
/// of the register array \p RA vary with; \p Unit: the one along which it
/// has unit stride.
void varyingLoops(const tilelang::Band &PB, unsigned N, ScalarEvolution &SE,
                  const StagedArray &RA, unsigned &Mask, int &Unit) {
  for (Instruction *I : PB.Accesses) {
    if (getUnderlyingObject(getLoadStorePointerOperand(I)) != RA.Buf)
      continue;
    SmallVector<const SCEV *, 8> Work{
        SE.getSCEV(getLoadStorePointerOperand(I))};
    while (!Work.empty()) {
      const SCEV *E = Work.pop_back_val();
      if (const auto *AR = dyn_cast<SCEVAddRecExpr>(E)) {
        for (unsigned Q = 0; Q < N; ++Q)
          if (AR->getLoop() == PB.Loops[Q].L) {
            const SCEV *St = AR->getStepRecurrence(SE);
            if (!St->isZero())
              Mask |= 1u << Q;
            if (auto *C = dyn_cast<SCEVConstant>(St))
              if (C->getAPInt().getSExtValue() == int64_t(RA.ElemBytes))
                Unit = Q;
          }
        Work.push_back(AR->getStart());
      } else if (const auto *NA = dyn_cast<SCEVNAryExpr>(E)) {
        for (const SCEV *Op : NA->operands())
          Work.push_back(Op);
      } else if (const auto *C = dyn_cast<SCEVCastExpr>(E)) {
        Work.push_back(C->getOperand());
      }
    }
  }
}

/// Removes the property \p Name (first operand) from \p L's loop ID.
void dropLoopProperty(Loop &L, StringRef Name) {
  MDNode *ID = L.getLoopID();
  if (!ID)
    return;
  SmallVector<Metadata *, 4> Ops{nullptr};
  for (unsigned I = 1; I < ID->getNumOperands(); ++I) {
    auto *P = dyn_cast<MDNode>(ID->getOperand(I));
    auto *S = P && P->getNumOperands() ? dyn_cast<MDString>(P->getOperand(0))
                                       : nullptr;
    if (S && S->getString() == Name)
      continue;
    Ops.push_back(ID->getOperand(I));
  }
  MDNode *New = MDNode::getDistinct(L.getHeader()->getContext(), Ops);
  New->replaceOperandWith(0, New);
  L.setLoopID(New);
}

/// Marks \p L for a full unroll: llvm.loop.unroll.full, without the runtime
/// unroll count tilelang-map may have set (which would win).
void unrollInFull(Loop &L) {
  LLVMContext &Ctx = L.getHeader()->getContext();
  dropLoopProperty(L, "llvm.loop.unroll.count");
  setLoopProperty(
      L, MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.full")}));
}

} // namespace

/// Register tiling of a band whose every access now goes to a staged
/// buffer: the loops that the `register` array's subscripts vary with are
/// strip-mined by a register tile (the unit-stride one by two vectors'
/// worth of elements, the others so that the accumulators fit the vector
/// registers that TargetTransformInfo reports), the loops it does not vary
/// with move inside the strips, and the register tile's loops are fully
/// unrolled: the accumulators of the tile stay in registers across the
/// invariant loops (unroll-and-jam plus scalar replacement, by LLVM's
/// unroller, SLP vectoriser and LICM). The register tile always runs in
/// full: its extra iterations read and write only the padding of the staged
/// buffers (the cache tile sizes are multiples of the register tile), and
/// copy-out writes back only the footprint. False with \p Why when it does
/// not apply.
bool registerTile(Function &F, BasicBlock *Header, const StagedArray &RA,
                  ArrayRef<const Value *> Buffers, FunctionAnalysisManager &FAM,
                  std::string &Why, std::string &Done) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &TTI = FAM.getResult<TargetIRAnalysis>(F);
  Loop *P = LI.getLoopFor(Header);
  std::optional<TiledBand> T =
      P && P->getHeader() == Header ? readTiledBand(*P) : std::nullopt;
  if (!T || T->Depth == 0 || T->Order.size() != T->Depth) {
    Why = "the band is not tiled";
    return false;
  }
  unsigned N = T->Depth;
  SmallVector<unsigned, 4> CacheSize(T->Sizes.begin(), T->Sizes.end()),
      Order(T->Order.begin(), T->Order.end());
  Band PB;
  if (!analyzeBand(*P, N, SE, PB, Why))
    return false;
  if (!onlyStagedAndSafe(*P, PB, Buffers, Why))
    return false;
  // Which point loops the register array varies with, and its unit stride.
  unsigned Mask = 0;
  int Unit = -1;
  varyingLoops(PB, N, SE, RA, Mask, Unit);
  if (Mask == 0 || Mask == (1u << N) - 1 || Unit < 0 || !((Mask >> Unit) & 1)) {
    Why = "'" + RA.Name +
          "' must vary with some loops of the band, with "
          "unit stride along one of them, and not with all of them";
    return false;
  }
  unsigned VecBits =
      TTI.getRegisterBitWidth(TargetTransformInfo::RGK_FixedWidthVector)
          .getFixedValue();
  unsigned Lanes = std::max(1u, VecBits / unsigned(RA.ElemBytes * 8));
  unsigned Regs = TTI.getNumberOfRegisters(TTI.getRegisterClassForType(true));
  TilingPlan Plan;
  Plan.Prefix = "reg";
  Plan.PointPrefix = "regpoint";
  Plan.Counter = "r";
  Plan.Sizes.assign(N, 1);
  unsigned UnitSize = CacheSize[Order[Unit]];
  unsigned RU = UnitSize % (2 * Lanes) == 0 ? 2 * Lanes
                : UnitSize % Lanes == 0     ? Lanes
                                            : 0;
  if (!RU) {
    Why = "the tile size " + std::to_string(UnitSize) +
          " is not a multiple of the vector length (" + std::to_string(Lanes) +
          " elements)";
    return false;
  }
  Plan.Sizes[Unit] = RU;
  unsigned Accumulators = RU / Lanes;
  unsigned Budget = Regs > 8 ? Regs - 4 : Regs / 2;
  for (unsigned Q = 0; Q < N; ++Q) {
    if (!((Mask >> Q) & 1) || int(Q) == Unit)
      continue;
    unsigned S = CacheSize[Order[Q]], R = 8;
    while (R > 1 && (S % R || Accumulators * R > Budget))
      R /= 2;
    Plan.Sizes[Q] = R;
    Accumulators *= R;
  }
  for (unsigned Q = 0; Q < N; ++Q)
    if ((Mask >> Q) & 1)
      Plan.TileOrder.push_back(Q);
  for (unsigned Q = 0; Q < N; ++Q)
    if (!((Mask >> Q) & 1)) {
      Plan.TileOrder.push_back(Q);
      Plan.PointOrder.push_back(Q);
    }
  for (unsigned Q = 0; Q < N; ++Q)
    if ((Mask >> Q) & 1)
      Plan.PointOrder.push_back(Q);
  Plan.FullTiles = Plan.UnrollFull = Mask;
  BasicBlock *RegHeader = nullptr;
  if (!tileBand(PB, Plan, SE, Why, RegHeader))
    return false;
  std::string Shape;
  for (unsigned Q = 0; Q < N; ++Q)
    if ((Mask >> Q) & 1)
      Shape += (Shape.empty() ? "" : " x ") + std::to_string(Plan.Sizes[Q]);
  Done = "register tile " + Shape + " of '" + RA.Name + "' (" +
         std::to_string(Accumulators) + " vector accumulators of " +
         std::to_string(Lanes) +
         " lanes, kept across the loops it does not "
         "depend on)";
  return true;
}

/// Measured on the H200 (benchmarks/RESULTS.md): a 32 x 32 transpose tile
/// with 16 x 16 threads (2 rounds per loop) went from 1149 to 2682 GB/s;
/// 4 and 8 rounds (32 x 8 threads) lost a third and more (ptxas spills).
constexpr unsigned MaxGuardedRounds = 2;

/// NVPTX, a band whose accesses are not all staged: each thread loop
/// (tt + t, tt + t + T, ... below the tile's end) runs its most iterations,
/// ceil(size / T), with the body guarded by the tile's end, and is fully
/// unrolled: straight-line guarded code whose loads and stores are
/// independent. Only for loops of at most MaxGuardedRounds iterations whose
/// latch is the counter's increment alone.
void guardThreadLoops(Function &F, BasicBlock *Header,
                      FunctionAnalysisManager &FAM) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  Loop *P = LI.getLoopFor(Header);
  if (!P)
    return;
  LLVMContext &Ctx = F.getContext();
  SmallVector<Loop *, 4> Threads;
  for (Loop *L : P->getLoopsInPreorder())
    if (findLoopProperty(*L, "tilelang.thread"))
      Threads.push_back(L);
  for (Loop *L : Threads) {
    std::optional<ThreadLoopInfo> T = readThreadLoop(*L);
    if (!T)
      continue;
    unsigned Threads = T->Threads, Size = T->Size;
    unsigned Rounds = divideCeil(Size, Threads);
    BasicBlock *H = L->getHeader(), *Pre = L->getLoopPreheader(),
               *Latch = L->getLoopLatch();
    std::optional<LoopCounter> C = loopCounter(*L);
    if (Rounds < 2 || Rounds > MaxGuardedRounds || !C || !Pre || !Latch ||
        Latch == H || isa<PHINode>(Latch->begin()) ||
        C->Test->hasNUsesOrMore(2))
      continue;
    BranchInst *Br = C->Branch;
    PHINode *Phi = C->Phi;
    bool LatchOnly = all_of(*Latch, [&](Instruction &I) {
      return I.isTerminator() || all_of(I.operands(), [&](Value *Op) {
               auto *OI = dyn_cast<Instruction>(Op);
               return !OI || OI->getParent() == Latch || !L->contains(OI) ||
                      (isa<PHINode>(OI) && OI->getParent() == H);
             });
    });
    if (!LatchOnly)
      continue;
    BasicBlock *Body = Br->getSuccessor(0);
    Value *Hi = C->Bound;
    boundFromStart(*C, *Pre, uint64_t(Rounds) * Threads, "thread.rounds.end");
    auto *Guard = BasicBlock::Create(Ctx, H->getName() + ".guard", &F, Body);
    IRBuilder<> GB(Guard);
    GB.CreateCondBr(GB.CreateICmpSLT(Phi, Hi, "in.tile"), Body, Latch);
    Br->setSuccessor(0, Guard);
    for (PHINode &BP : Body->phis())
      BP.replaceIncomingBlockWith(H, Guard);
    unrollInFull(*L);
  }
  FAM.invalidate(F, PreservedAnalyses::none());
}

/// GPUs: each thread's points of the thread loops (tilelang-map) are its
/// register tile. When every access of the band goes to a staged buffer,
/// every thread loop whose tile size is a multiple of its threads runs
/// exactly size / threads iterations (points past a partial tile read the
/// shared buffers' unused rows and write the register buffer's unused
/// elements, which copy-out skips) and is fully unrolled, so that the
/// register buffer's indices are constants and SROA keeps it in registers.
bool unrollThreadTiles(Function &F, BasicBlock *Header,
                       ArrayRef<const Value *> Buffers,
                       FunctionAnalysisManager &FAM, std::string &Done) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  Loop *P = LI.getLoopFor(Header);
  if (!P)
    return false;
  for (BasicBlock *BB : P->blocks())
    for (Instruction &I : *BB)
      if ((isa<LoadInst>(I) || isa<StoreInst>(I)) &&
          !is_contained(Buffers,
                        getUnderlyingObject(getLoadStorePointerOperand(&I))))
        return false;
  // The extra points lie past the tile's end only when every band loop runs
  // upward; a downward loop's would index below the buffers (regression:
  // register_tile_downward_oob).
  if (findLoopProperty(*P, "tilelang.tiled")) {
    std::optional<TiledBand> T = readTiledBand(*P);
    if (!T || T->Upward.size() != T->Depth ||
        !all_of(T->Upward, [](bool Up) { return Up; }))
      return false;
  }
  std::string Shape;
  unsigned Points = 1;
  for (Loop *L : P->getLoopsInPreorder()) {
    std::optional<ThreadLoopInfo> T = readThreadLoop(*L);
    if (!T)
      continue;
    unsigned Threads = T->Threads, Size = T->Size;
    std::optional<LoopCounter> C = loopCounter(*L);
    if (Size % Threads || !C || !C->Start)
      continue;
    boundFromStart(*C, *L->getLoopPreheader(), Size, "thread.tile.end");
    unrollInFull(*L);
    Shape += (Shape.empty() ? "" : " x ") + std::to_string(Size / Threads);
    Points *= Size / Threads;
  }
  if (Shape.empty())
    return false;
  Done = "register tile of " + Shape + " points per thread (" +
         std::to_string(Points) +
         " accumulators), its loops run in full and unrolled";
  return true;
}

} // namespace tilelang::promote
