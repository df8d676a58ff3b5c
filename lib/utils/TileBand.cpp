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
#include "utils/FullTiles.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include <functional>

using namespace llvm;
using namespace tilelang;

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
  /// preheader; false, with \p Why, when they cannot be computed there.
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
  void deleteOldControl();
  /// The code between the loops, moved into point.body.
  void moveCodeBetweenLoops();

  BasicBlock *pointHeader() const { return NH[0]; }

private:
  /// The i64 twin of the rebuilt induction variable of band loop \p D
  /// (point counter \p TK) for the i64 sign extensions of a narrow one.
  void widenSExts(BandLoop &BL, unsigned D, PHINode *TK, IRBuilder<> &IB);

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
  SCEVExpander Exp;
  Type *I64 = nullptr;
  SmallVector<Value *, 4> TC, Start, Hi;
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
      PreTerm(Pre->getTerminator()), N(B.depth()), Exp(SE, "tilelang") {
  if (TileOrder.empty())
    for (unsigned K = 0; K < B.depth(); ++K)
      TileOrder.push_back(K);
}

bool BandTiler::expandBounds(std::string &Why) {
  for (BandLoop &BL : B.Loops)
    if (!Exp.isSafeToExpandAt(BL.TripCount, PreTerm) ||
        !Exp.isSafeToExpandAt(BL.Start, PreTerm)) {
      Why = "the bounds of the band cannot be computed before it";
      return false;
    }

  I64 = Type::getInt64Ty(Ctx);
  IRBuilder<> PB(PreTerm);
  for (BandLoop &BL : B.Loops) {
    Value *T =
        Exp.expandCodeFor(BL.TripCount, BL.TripCount->getType(), PreTerm);
    TC.push_back(PB.CreateZExtOrTrunc(T, I64, "tilelang.tc"));
    Start.push_back(Exp.expandCodeFor(BL.Start, BL.IV->getType(), PreTerm));
  }
  return true;
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
    Value *C = HB.CreateICmpSLT(TT[K], TC[K]);
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
    if (K > 0)
      PreK->getTerminator()->replaceUsesOfWith(H, NH[K]);
    Instruction *LatchTerm = Latch->getTerminator();
    LatchTerm->replaceUsesOfWith(H, NL[K]);
    MDNode *LoopID = LatchTerm->getMetadata(LLVMContext::MD_loop);
    LatchTerm->setMetadata(LLVMContext::MD_loop, nullptr);

    IRBuilder<> HB(NH[K]);
    T[K] = HB.CreatePHI(I64, 2, Plan.Counter + Twine(D));
    T[K]->addIncoming(TT[D], PreK);
    HB.CreateCondBr(HB.CreateICmpSLT(T[K], Hi[D]), K + 1 == N ? PBody : H,
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
  for (unsigned K = 0; K < N; ++K) {
    unsigned D = Perm[K];
    BandLoop &BL = B.Loops[D];
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
  PBTerm = IB.CreateBr(Inner);
}

// A narrow induction variable that does not wrap, sign-extended to i64 (the
// subscripts where indvars did not widen it: GPU targets), is the i64
// counter's own arithmetic: the subscripts stay affine for SCEV.
void BandTiler::widenSExts(BandLoop &BL, unsigned D, PHINode *TK,
                           IRBuilder<> &IB) {
  if (!BL.NoSignedWrap || BL.IV->getType() == I64)
    return;
  SmallVector<Instruction *, 4> Ext;
  for (User *U : BL.IV->users())
    if (auto *SE = dyn_cast<SExtInst>(U); SE && SE->getType() == I64)
      Ext.push_back(SE);
  if (Ext.empty())
    return;
  Value *V64 = IB.CreateAdd(
      IB.CreateSExt(Start[D], I64),
      IB.CreateMul(TK, ConstantInt::get(I64, BL.Step, true), "", false, true),
      "iv.wide", false, true);
  for (Instruction *E : Ext)
    E->replaceAllUsesWith(V64);
}

void BandTiler::deleteOldControl() {
  SmallVector<WeakTrackingVH, 8> Dead;
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
void BandTiler::moveCodeBetweenLoops() {
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
  return true;
}
