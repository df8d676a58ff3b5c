//===- utils/TileBand.cpp - Strip-mine and interchange a band -------------===//
//
// See TileBand.h. The rewrite of tilelang-tile (its tile loops around the
// original loops, re-controlled as point loops) and of tilelang-promote's
// register tiles: both cut a recognised, fully permutable band (Band.h) by a
// TilingPlan.
//
//===----------------------------------------------------------------------===//
#include "utils/TileBand.h"
#include "analysis/Band.h"
#include "analysis/KeptStatements.h"
#include "utils/BandBounds.h"
#include "utils/FullTiles.h"
#include "utils/KeptGuards.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include <functional>
#include <optional>

using namespace llvm;
using namespace tilelang;

static void widenSignExtensions(BandLoop &BL, Value *Start, PHINode *TK,
                                IRBuilder<> &IB);
static void
deleteControl(Band &B, ArrayRef<std::pair<PHINode *, const SCEV *>> OtherIVs);
static void moveBetween(Band &B, Instruction *PBTerm);

/// The slots of the values the innermost loop carries (KeptGuards.h): one
/// per row of the outer tile of \p Rows rows, on the stack, at most 64 KiB
/// (review of session 9: tile(2000000, 8) overflowed it).
static bool slotsFitStack(const KeptStatements &KS, unsigned Rows,
                          std::string &Why) {
  for (PHINode *P : KS.Accumulators)
    if (uint64_t(Rows) * P->getDataLayout().getTypeAllocSize(P->getType()) >
        65536) {
      Why = "a tile of " + std::to_string(Rows) +
            " rows needs more than 64 KiB of stack for the value the "
            "innermost loop carries; use a smaller tile";
      return false;
    }
  return true;
}

namespace {

/// A distinct loop ID (its first operand itself) holding \p Props.
MDNode *loopIDWith(LLVMContext &Ctx, ArrayRef<Metadata *> Props) {
  SmallVector<Metadata *, 4> Ops{nullptr};
  Ops.append(Props.begin(), Props.end());
  MDNode *ID = MDNode::getDistinct(Ctx, Ops);
  ID->replaceOperandWith(0, ID);
  return ID;
}

/// One tileBand call. The steps run in the order tileBand calls them (the
/// IR each creates is numbered in that order); each leaves in the members
/// what the next ones need: the band's bounds, the new blocks, the tile
/// counters TT and tile ends Hi, the point counters T.
class BandTiler {
public:
  BandTiler(Band &B, const TilingPlan &Plan, ScalarEvolution &SE);

  /// The trip count (as i64) and start of every band loop, expanded in the
  /// preheader (for a loop whose bounds vary with outer band loops, those
  /// of its bounding box, BandBounds.h); false, with \p Why, when they
  /// cannot be computed there.
  bool expandBounds(std::string &Why);
  /// The tile loops' headers and latches, the tile body and the point
  /// loops' headers and latches, all empty.
  void createBlocks();
  /// The tile loops over the normalised iteration space [0, TC) with step
  /// S, in TileOrder, between the preheader and the original exit.
  void buildTileLoops();
  /// The tile body: the end of each band loop's tile, then the point nest.
  void buildTileBody();
  /// The original loops, re-controlled as point loops over their tiles.
  void recontrolPointLoops();
  /// Every induction variable rebuilt as lo + t * step in point.body.
  void rebuildInductionVariables();
  /// The original induction variables and exit tests, deleted.
  void deleteOldControl() { deleteControl(B, OtherIVs); }
  /// The code between the loops, moved into point.body (in place with
  /// Plan.Keep: the band's order keeps it after its counters).
  void moveCodeBetweenLoops() {
    if (!Plan.Keep)
      moveBetween(B, PBTerm);
  }
  /// Plan.Keep: the kept statements guarded (KeptGuards.h).
  void guardKept() {
    unsigned D = N - 1;
    guardKeptStatements(*Plan.Keep,
                        {B.Loops[D], KeptHeader, KeptLatch, KeptInnerPH, Box[D],
                         TC[D], TileTC[D], TT[D], Sizes[D], *Emit, NH[D], NL[D],
                         T[D - 1], TT[D - 1], Sizes[D - 1]});
  }

  BasicBlock *pointHeader() const { return NH[0]; }

private:
  /// A varying-bound loop's point loop: the tile [TT, TT + S) of band loop
  /// \p D clamped to the loop's bounds at the current outer iteration, built
  /// at \p IB (its first tile reaches down to the real start, its last up
  /// to the real end: the box is an estimate). Returns {lo, hi}; sets
  /// Offset[D].
  std::pair<Value *, Value *> clampToBounds(unsigned D, IRBuilder<> &IB);
  /// The i64 twin of the rebuilt induction variable of band loop \p D
  /// (point counter \p TK) for the i64 sign extensions of a narrow one.
  void widenSExts(BandLoop &BL, unsigned D, PHINode *TK, IRBuilder<> &IB) {
    widenSignExtensions(BL, Start[D], TK, IB);
  }

  Band &B;
  const TilingPlan &Plan;
  ArrayRef<unsigned> Sizes, Perm;
  SmallVector<unsigned, 4> TileOrder;
  BandLoop &Top;
  Function &F;
  LLVMContext &Ctx;
  BasicBlock *Pre;
  Instruction *PreTerm;
  unsigned N;
  ScalarEvolution &SE;
  SCEVExpander Exp;
  Type *I64 = nullptr;
  SmallVector<Value *, 4> TC, Start, Hi;
  /// The tile loops' trip counts: TC, but at least one tile for the
  /// innermost loop when statements are kept around it (they run in a tile
  /// even where their row runs nothing).
  SmallVector<Value *, 4> TileTC;
  /// Plan.Keep: the loop before the last's header and latch, the innermost
  /// loop's preheader, as they were before the rewrite.
  BasicBlock *KeptHeader = nullptr, *KeptLatch = nullptr,
             *KeptInnerPH = nullptr;
  /// Per band loop whose bounds vary: the first value of its bounding box
  /// (i64), and where the current outer iteration's loop starts in it (in
  /// steps, set in the point nest); null for a rectangular loop.
  SmallVector<Value *, 4> Box, Offset;
  /// The other induction variables and their expressions (BandBounds.h).
  SmallVector<std::pair<PHINode *, const SCEV *>, 4> OtherIVs;
  SmallVector<unsigned, 4> OtherIVLoop; ///< the band loop of each

  std::optional<BandExprEmitter> Emit;
  /// The band's exit, the tile body, the innermost original header and
  /// point.body before it.
  BasicBlock *OrigExit = nullptr, *PE = nullptr, *Inner = nullptr,
             *PBody = nullptr;
  /// Tile headers and latches (by nesting position), point headers and
  /// latches (by nesting position).
  SmallVector<BasicBlock *, 4> TH, TL, NH, NL;
  /// Tile counters (by band loop), point counters (by nesting position).
  SmallVector<PHINode *, 4> TT, T;
  MDNode *Progress = nullptr;
  BranchInst *PBTerm = nullptr;
};

} // namespace

BandTiler::BandTiler(Band &B, const TilingPlan &Plan, ScalarEvolution &SE)
    : B(B), Plan(Plan), Sizes(Plan.Sizes), Perm(Plan.PointOrder),
      TileOrder(Plan.TileOrder.begin(), Plan.TileOrder.end()),
      Top(B.Loops.front()), F(*Top.L->getHeader()->getParent()),
      Ctx(F.getContext()), Pre(Top.L->getLoopPreheader()),
      PreTerm(Pre->getTerminator()), N(B.depth()), SE(SE), Exp(SE, "tilelang") {
  if (TileOrder.empty())
    for (unsigned K = 0; K < B.depth(); ++K)
      TileOrder.push_back(K);
}

/// \p T, the box trip count of band loop \p K, or 0 when a rectangular
/// outer loop runs no iteration (its count \p TC, guardedTripCount: 0 then).
/// The box is taken at the outer loops' extreme values, with ScalarEvolution's
/// flags, which hold only where they run: when such a loop runs nothing (n = 0
/// in `i < n`, `j < i`) its "last value" -1 may come out zero-extended, 2^32 -
/// 1 trips. Nothing runs then; one tile (a GPU launches a block per box tile:
/// the emulator hung on 2^27 blocks). T * umin(TC_J, 1): no overflow (the
/// review found the first form, TC_J * 2^33 with nuw, poison past 2^31
/// trips), and a form the launch record's grid expression takes
/// (map/Kernel.cpp).
static Value *oneTileWhenOuterEmpty(IRBuilder<> &PB, const Band &B, unsigned K,
                                    ArrayRef<Value *> TC, Value *T,
                                    const Twine &Name) {
  Type *I64 = T->getType();
  for (unsigned J = 0; J < K; ++J)
    if (!B.Loops[J].BoundLoops)
      T = PB.CreateMul(T,
                       PB.CreateBinaryIntrinsic(Intrinsic::umin, TC[J],
                                                ConstantInt::get(I64, 1)),
                       Name);
  return T;
}

bool BandTiler::expandBounds(std::string &Why) {
  I64 = Type::getInt64Ty(Ctx);
  SmallVector<const SCEV *, 4> BoxStart(N), BoxTrips(N);
  for (unsigned K = 0; K < N; ++K) {
    BandLoop &BL = B.Loops[K];
    if (!BL.BoundLoops) {
      if (!Exp.isSafeToExpandAt(BL.TripCount, PreTerm) ||
          !Exp.isSafeToExpandAt(BL.Start, PreTerm)) {
        Why = "the bounds of the band cannot be computed before it";
        return false;
      }
      continue;
    }
    if ((Plan.FullTiles >> K) & 1) {
      Why = "full tiles of a loop whose bounds vary with an enclosing loop";
      return false;
    }
    if (!boundingBox(B, K, SE, BoxStart[K], BoxTrips[K]) ||
        !Exp.isSafeToExpandAt(BoxStart[K], PreTerm) ||
        !Exp.isSafeToExpandAt(BoxTrips[K], PreTerm)) {
      Why = "the range of the loop at position " + std::to_string(K + 1) +
            " of the band, whose bounds depend on an enclosing loop, cannot "
            "be bounded before the band";
      return false;
    }
  }
  if (!pointOrderKeepsBounds(B, Perm, Why))
    return false;
  if (Plan.Keep) {
    for (unsigned K = 0; K < N; ++K)
      if (Perm[K] != K || TileOrder[K] != K) {
        Why = "statements kept between the band's last two loops need the "
              "band's loop order";
        return false;
      }
    KeptHeader = B.Loops[N - 2].L->getHeader();
    KeptLatch = B.Loops[N - 2].L->getLoopLatch();
    KeptInnerPH = B.Loops[N - 1].L->getLoopPreheader();
    if (!slotsFitStack(*Plan.Keep, Sizes[N - 2], Why))
      return false;
    if (!KeptLatch || !KeptInnerPH) {
      Why = "the loops do not have one entry and one exit each";
      return false;
    }
  }
  Emit.emplace(B, SE, Exp, PreTerm);
  for (unsigned K = 0; K < N; ++K) {
    BandLoop &BL = B.Loops[K];
    if (BL.BoundLoops &&
        (!Emit->prepare(BL.Start) || !Emit->prepare(BL.TripCount))) {
      Why = "the bounds of the band cannot be computed inside it";
      return false;
    }
    for (PHINode *P : BL.OtherIVs) {
      const SCEV *S = SE.getSCEV(P);
      if (!Emit->prepare(S)) {
        Why = "an induction variable of the band cannot be rebuilt";
        return false;
      }
      OtherIVs.push_back({P, S});
      OtherIVLoop.push_back(K);
    }
  }

  IRBuilder<> PB(PreTerm);
  Box.assign(N, nullptr);
  Offset.assign(N, nullptr);
  for (unsigned K = 0; K < N; ++K) {
    BandLoop &BL = B.Loops[K];
    if (BL.BoundLoops) {
      Box[K] = Exp.expandCodeFor(BoxStart[K], I64, PreTerm);
      // At least one tile: the first and last tiles reach to the real
      // bounds, whatever the estimate.
      Value *T = Exp.expandCodeFor(BoxTrips[K], I64, PreTerm);
      T = oneTileWhenOuterEmpty(PB, B, K, TC, T, "box.trips" + Twine(K));
      TC.push_back(PB.CreateBinaryIntrinsic(Intrinsic::smax, T,
                                            ConstantInt::get(I64, 1), nullptr,
                                            "tilelang.box"));
      Start.push_back(nullptr);
      continue;
    }
    Value *T =
        Exp.expandCodeFor(BL.TripCount, BL.TripCount->getType(), PreTerm);
    T = PB.CreateZExtOrTrunc(T, I64, "tilelang.tc");
    // Clamped at 0 where an outer loop runs nothing, as guardedTripCount
    // says: the tile loops (and a GPU's grid) run before the loops' tests.
    if (!SE.isKnownNonNegative(BL.TripCount))
      T = oneTileWhenOuterEmpty(PB, B, K, TC, T,
                                "tilelang.tc" + Twine(K) + ".guarded");
    TC.push_back(T);
    Start.push_back(Exp.expandCodeFor(BL.Start, BL.IV->getType(), PreTerm));
  }
  TileTC.assign(TC.begin(), TC.end());
  if (Plan.Keep && !B.Loops[N - 1].BoundLoops)
    TileTC[N - 1] = PB.CreateBinaryIntrinsic(Intrinsic::smax, TC[N - 1],
                                             ConstantInt::get(I64, 1), nullptr,
                                             "tilelang.kept.tiles");
  return true;
}

std::pair<Value *, Value *> BandTiler::clampToBounds(unsigned D,
                                                     IRBuilder<> &IB) {
  BandLoop &BL = B.Loops[D];
  Value *S = Emit->emit(BL.Start, IB);
  Value *S64 = BL.NoSignedWrap ? IB.CreateSExtOrTrunc(S, I64)
                               : IB.CreateZExtOrTrunc(S, I64);
  // Where this outer iteration's loop starts and ends in the box, in
  // steps: [Off, End).
  Value *Off = BL.Step > 0 ? IB.CreateSub(S64, Box[D], "box.start" + Twine(D))
                           : IB.CreateSub(Box[D], S64, "box.start" + Twine(D));
  Offset[D] = Off;
  Value *Trips = IB.CreateZExtOrTrunc(Emit->emit(BL.TripCount, IB), I64);
  Value *End = IB.CreateAdd(Off, Trips, "box.end" + Twine(D));
  Value *TileEnd =
      IB.CreateAdd(TT[D], ConstantInt::get(I64, Sizes[D]), "", true, true);
  Value *First = IB.CreateICmpEQ(TT[D], ConstantInt::get(I64, 0));
  Value *Last = IB.CreateICmpSGE(TileEnd, TC[D]);
  Value *Lo = IB.CreateSelect(
      First, Off, IB.CreateBinaryIntrinsic(Intrinsic::smax, TT[D], Off),
      Plan.PointPrefix + ".lo" + Twine(D));
  Value *Hi = IB.CreateSelect(
      Last, End, IB.CreateBinaryIntrinsic(Intrinsic::smin, TileEnd, End),
      Plan.PointPrefix + ".hi" + Twine(D));
  return {Lo, Hi};
}

void BandTiler::createBlocks() {
  OrigExit = Top.Exit;
  BasicBlock *Before = Top.L->getHeader();
  TH.resize(N);
  TL.resize(N);
  NH.resize(N);
  NL.resize(N);
  TT.resize(N);
  const std::string &TP = Plan.Prefix;
  for (unsigned K = 0; K < N; ++K) {
    TH[K] = BasicBlock::Create(Ctx, TP + ".header" + Twine(TileOrder[K]), &F,
                               Before);
    TL[K] = BasicBlock::Create(Ctx, TP + ".latch" + Twine(TileOrder[K]), &F,
                               Before);
  }
  PE = BasicBlock::Create(Ctx, TP + ".body", &F, Before);
  for (unsigned K = 0; K < N; ++K) {
    NH[K] =
        BasicBlock::Create(Ctx, Plan.PointPrefix + ".header" + Twine(Perm[K]),
                           &F, B.Loops[K].L->getHeader());
    NL[K] =
        BasicBlock::Create(Ctx, Plan.PointPrefix + ".latch" + Twine(Perm[K]),
                           &F, B.Loops[K].L->getHeader());
  }
}

void BandTiler::buildTileLoops() {
  PreTerm->replaceUsesOfWith(Top.L->getHeader(), TH[0]);
  Progress = MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.mustprogress")});
  // Position P of the tile nest walks band loop D = TileOrder[P]; TT is
  // indexed by band loop.
  for (unsigned P = 0; P < N; ++P) {
    unsigned K = TileOrder[P];
    IRBuilder<> HB(TH[P]);
    TT[K] = HB.CreatePHI(I64, 2, "tt" + Twine(K));
    TT[K]->addIncoming(ConstantInt::get(I64, 0), P == 0 ? Pre : TH[P - 1]);
    Value *C = HB.CreateICmpSLT(TT[K], TileTC[K]);
    HB.CreateCondBr(C, P + 1 < N ? TH[P + 1] : PE,
                    P == 0 ? OrigExit : TL[P - 1]);
    IRBuilder<> LB(TL[P]);
    Value *Next = LB.CreateAdd(TT[K], ConstantInt::get(I64, Sizes[K]),
                               "tt" + Twine(K) + ".next", true, true);
    LB.CreateBr(TH[P])->setMetadata(LLVMContext::MD_loop,
                                    loopIDWith(Ctx, {Progress}));
    TT[K]->addIncoming(Next, TL[P]);
  }
}

void BandTiler::buildTileBody() {
  IRBuilder<> EB(PE);
  Hi.resize(N);
  for (unsigned K = 0; K < N; ++K) {
    if (B.Loops[K].BoundLoops)
      continue; // clamped in its point loop (clampToBounds)
    Value *End =
        EB.CreateAdd(TT[K], ConstantInt::get(I64, Sizes[K]), "", true, true);
    // A full tile runs past the trip count: only where every access of the
    // band goes to a staged buffer with room for it (PromotePass).
    Hi[K] = (Plan.FullTiles >> K) & 1
                ? End
                : EB.CreateBinaryIntrinsic(Intrinsic::smin, End, TC[K], nullptr,
                                           Plan.Prefix + ".end" + Twine(K));
    // The end of a possibly partial tile, for full-tile separation
    // (FullTiles.h).
    if (auto *I = dyn_cast<Instruction>(Hi[K]); I && Hi[K] != End)
      I->setMetadata(TileEndMDName, MDNode::get(Ctx, {}));
  }
  EB.CreateBr(NH[0]);
  OrigExit->replacePhiUsesWith(Top.L->getHeader(), TH[0]);
}

// The counter of the point loop at nesting position K runs over the tile of
// band loop Perm[K] (a fully permutable band may be interchanged at will);
// the innermost one enters point.body, which dominates the innermost body.
void BandTiler::recontrolPointLoops() {
  Inner = B.Loops[N - 1].L->getHeader();
  PBody = BasicBlock::Create(Ctx, Plan.PointPrefix + ".body", &F, Inner);
  T.resize(N);
  for (unsigned K = 0; K < N; ++K) {
    BandLoop &BL = B.Loops[K];
    unsigned D = Perm[K];
    BasicBlock *H = BL.L->getHeader();
    BasicBlock *Latch = BL.L->getLoopLatch();
    BasicBlock *PreK = K == 0 ? PE : BL.L->getLoopPreheader();
    BasicBlock *Entry = PreK;
    Value *Lo = TT[D], *HiD = Hi[D];
    if (B.Loops[D].BoundLoops) {
      // The bounds at this outer iteration, in a block of their own (the
      // preheader's code moves to point.body).
      Entry = BasicBlock::Create(Ctx, Plan.PointPrefix + ".bounds" + Twine(D),
                                 &F, NH[K]);
      PreK->getTerminator()->replaceUsesOfWith(K == 0 ? NH[0] : H, Entry);
      IRBuilder<> BB(Entry);
      std::tie(Lo, HiD) = clampToBounds(D, BB);
      BB.CreateBr(NH[K]);
    } else if (K > 0) {
      PreK->getTerminator()->replaceUsesOfWith(H, NH[K]);
    }
    Instruction *LatchTerm = Latch->getTerminator();
    LatchTerm->replaceUsesOfWith(H, NL[K]);
    MDNode *LoopID = LatchTerm->getMetadata(LLVMContext::MD_loop);
    LatchTerm->setMetadata(LLVMContext::MD_loop, nullptr);

    IRBuilder<> HB(NH[K]);
    T[K] = HB.CreatePHI(I64, 2, Plan.Counter + Twine(D));
    T[K]->addIncoming(Lo, Entry);
    // The iteration number of band loop D, for the bounds and induction
    // variables rebuilt inside (BandExprEmitter).
    Emit->setIteration(B.Loops[D].L,
                       Offset[D] ? HB.CreateSub(T[K], Offset[D]) : T[K]);
    HB.CreateCondBr(HB.CreateICmpSLT(T[K], HiD), K + 1 == N ? PBody : H,
                    K == 0 ? TL[N - 1] : BL.Exit);
    IRBuilder<> LB(NL[K]);
    Value *TN = LB.CreateAdd(T[K], ConstantInt::get(I64, 1), "", true, true);
    if ((Plan.UnrollFull >> D) & 1)
      LoopID = loopIDWith(
          Ctx,
          {Progress,
           MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.full")})});
    LB.CreateBr(NH[K])->setMetadata(LLVMContext::MD_loop, LoopID);
    T[K]->addIncoming(TN, NL[K]);
    if (K > 0)
      BL.Exit->replacePhiUsesWith(H, NH[K]);
  }
}

void BandTiler::rebuildInductionVariables() {
  IRBuilder<> IB(PBody);
  // Kept statements sit between the loops: the counters of the loops around
  // them are rebuilt in their own headers, which dominate them (the order
  // is the band's).
  auto At = [&](unsigned D) -> IRBuilder<> & {
    if (Plan.Keep && D + 1 < N)
      IB.SetInsertPoint(B.Loops[D].L->getHeader()->getFirstInsertionPt());
    else
      IB.SetInsertPoint(PBody);
    return IB;
  };
  for (unsigned K = 0; K < N; ++K) {
    unsigned D = Perm[K];
    BandLoop &BL = B.Loops[D];
    At(D);
    if (BL.BoundLoops) {
      // The counter's value is the box's first value plus T steps (sign-
      // extended when the counter does not wrap: a sext of it is V64).
      Value *V64 = IB.CreateAdd(
          Box[D], IB.CreateMul(T[K], ConstantInt::get(I64, BL.Step, true)),
          "iv.wide");
      if (BL.NoSignedWrap && BL.IV->getType() != I64) {
        SmallVector<Instruction *, 4> Ext;
        for (User *U : BL.IV->users())
          if (auto *X = dyn_cast<SExtInst>(U); X && X->getType() == I64)
            Ext.push_back(X);
        for (Instruction *E : Ext)
          E->replaceAllUsesWith(V64);
      }
      BL.IV->replaceAllUsesWith(IB.CreateZExtOrTrunc(
          V64, BL.IV->getType(),
          BL.IV->getName().empty() ? "iv" : BL.IV->getName() + ".tiled"));
      continue;
    }
    Value *TV = IB.CreateTrunc(T[K], BL.IV->getType());
    Value *V = IB.CreateAdd(
        Start[D],
        IB.CreateMul(TV, ConstantInt::get(BL.IV->getType(), BL.Step, true), "",
                     false, BL.NoSignedWrap),
        BL.IV->getName().empty() ? "iv" : BL.IV->getName() + ".tiled", false,
        BL.NoSignedWrap);
    widenSExts(BL, D, T[K], IB);
    BL.IV->replaceAllUsesWith(V);
  }
  for (unsigned I = 0; I < OtherIVs.size(); ++I)
    OtherIVs[I].first->replaceAllUsesWith(
        Emit->emit(OtherIVs[I].second, At(OtherIVLoop[I])));
  IB.SetInsertPoint(PBody);
  PBTerm = IB.CreateBr(Inner);
}

// A narrow induction variable that does not wrap, sign-extended to i64 (the
// subscripts where indvars did not widen it: GPU targets), is the i64
// counter's own arithmetic: the subscripts stay affine for SCEV.
static void widenSignExtensions(BandLoop &BL, Value *Start, PHINode *TK,
                                IRBuilder<> &IB) {
  Type *I64 = TK->getType();
  if (!BL.NoSignedWrap || BL.IV->getType() == I64)
    return;
  SmallVector<Instruction *, 4> Ext;
  for (User *U : BL.IV->users())
    if (auto *SE = dyn_cast<SExtInst>(U); SE && SE->getType() == I64)
      Ext.push_back(SE);
  if (Ext.empty())
    return;
  Value *V64 = IB.CreateAdd(
      IB.CreateSExt(Start, I64),
      IB.CreateMul(TK, ConstantInt::get(I64, BL.Step, true), "", false, true),
      "iv.wide", false, true);
  for (Instruction *E : Ext)
    E->replaceAllUsesWith(V64);
}

static void
deleteControl(Band &B, ArrayRef<std::pair<PHINode *, const SCEV *>> OtherIVs) {
  SmallVector<WeakTrackingVH, 8> Dead;
  for (auto &[P, S] : OtherIVs) {
    for (Value *Op : P->incoming_values())
      Dead.push_back(Op);
    P->eraseFromParent();
  }
  for (BandLoop &BL : B.Loops) {
    for (Value *Op : BL.IV->incoming_values())
      Dead.push_back(Op);
    BL.IV->eraseFromParent();
    Value *Cond = BL.ExitBranch->getCondition();
    BranchInst::Create(BL.InLoopSucc, BL.ExitBranch->getIterator());
    BL.ExitBranch->eraseFromParent();
    Dead.push_back(Cond);
  }
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
}

// What is left between the loops is side-effect-free arithmetic on the
// induction variables (Band.h); it moves into point.body, operands first,
// where every rebuilt induction variable dominates it.
static void moveBetween(Band &B, Instruction *PBTerm) {
  unsigned N = B.depth();
  SmallVector<Instruction *, 16> Between;
  SmallPtrSet<Instruction *, 16> ToMove;
  for (unsigned K = 0; K + 1 < N; ++K)
    for (BasicBlock *BB : B.Loops[K].L->blocks())
      if (!B.Loops[K + 1].L->contains(BB))
        for (Instruction &I : *BB)
          if (!I.isTerminator() && !isa<PHINode>(I)) {
            Between.push_back(&I);
            ToMove.insert(&I);
          }
  std::function<void(Instruction *)> Move = [&](Instruction *I) {
    if (!ToMove.erase(I))
      return;
    for (Value *Op : I->operands())
      if (auto *OI = dyn_cast<Instruction>(Op))
        Move(OI);
    I->moveBefore(PBTerm->getIterator());
  };
  for (Instruction *I : Between)
    Move(I);
}

/// The rewrite: tile loops around the re-controlled original loops.
bool tilelang::tileBand(Band &B, const TilingPlan &Plan, ScalarEvolution &SE,
                        std::string &Why, BasicBlock *&PointHeader) {
  BandTiler Tiler(B, Plan, SE);
  if (!Tiler.expandBounds(Why))
    return false;
  Tiler.createBlocks();
  Tiler.buildTileLoops();
  Tiler.buildTileBody();
  PointHeader = Tiler.pointHeader();
  // Point loops: the original loops, re-controlled, their induction
  // variables rebuilt, their old control deleted.
  Tiler.recontrolPointLoops();
  Tiler.rebuildInductionVariables();
  Tiler.deleteOldControl();
  Tiler.moveCodeBetweenLoops();
  if (Plan.Keep)
    Tiler.guardKept();
  return true;
}
