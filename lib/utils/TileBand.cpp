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

} // namespace

/// The rewrite: tile loops around the re-controlled original loops.
bool tilelang::tileBand(Band &B, const TilingPlan &Plan, ScalarEvolution &SE,
                        std::string &Why, BasicBlock *&PointHeader) {
  ArrayRef<unsigned> Sizes = Plan.Sizes, Perm = Plan.PointOrder;
  SmallVector<unsigned, 4> TileOrder(Plan.TileOrder.begin(),
                                     Plan.TileOrder.end());
  if (TileOrder.empty())
    for (unsigned K = 0; K < B.depth(); ++K)
      TileOrder.push_back(K);
  BandLoop &Top = B.Loops.front();
  Function &F = *Top.L->getHeader()->getParent();
  LLVMContext &Ctx = F.getContext();
  BasicBlock *Pre = Top.L->getLoopPreheader();
  Instruction *PreTerm = Pre->getTerminator();
  unsigned N = B.depth();

  SCEVExpander Exp(SE, "tilelang");
  for (BandLoop &BL : B.Loops)
    if (!Exp.isSafeToExpandAt(BL.TripCount, PreTerm) ||
        !Exp.isSafeToExpandAt(BL.Start, PreTerm)) {
      Why = "the bounds of the band cannot be computed before it";
      return false;
    }

  Type *I64 = Type::getInt64Ty(Ctx);
  SmallVector<Value *, 4> TC, Start;
  IRBuilder<> PB(PreTerm);
  for (BandLoop &BL : B.Loops) {
    Value *T =
        Exp.expandCodeFor(BL.TripCount, BL.TripCount->getType(), PreTerm);
    TC.push_back(PB.CreateZExtOrTrunc(T, I64, "tilelang.tc"));
    Start.push_back(Exp.expandCodeFor(BL.Start, BL.IV->getType(), PreTerm));
  }

  BasicBlock *OrigExit = Top.Exit;
  BasicBlock *Before = Top.L->getHeader();
  SmallVector<BasicBlock *, 4> TH(N), TL(N), NH(N), NL(N);
  SmallVector<PHINode *, 4> TT(N);
  const std::string &TP = Plan.Prefix;
  for (unsigned K = 0; K < N; ++K) {
    TH[K] = BasicBlock::Create(Ctx, TP + ".header" + Twine(TileOrder[K]), &F,
                               Before);
    TL[K] = BasicBlock::Create(Ctx, TP + ".latch" + Twine(TileOrder[K]), &F,
                               Before);
  }
  BasicBlock *PE = BasicBlock::Create(Ctx, TP + ".body", &F, Before);
  for (unsigned K = 0; K < N; ++K) {
    NH[K] =
        BasicBlock::Create(Ctx, Plan.PointPrefix + ".header" + Twine(Perm[K]),
                           &F, B.Loops[K].L->getHeader());
    NL[K] =
        BasicBlock::Create(Ctx, Plan.PointPrefix + ".latch" + Twine(Perm[K]),
                           &F, B.Loops[K].L->getHeader());
  }

  // Tile loops over the normalised iteration space [0, TC) with step S.
  PreTerm->replaceUsesOfWith(Top.L->getHeader(), TH[0]);
  MDNode *Progress =
      MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.mustprogress")});
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
  IRBuilder<> EB(PE);
  SmallVector<Value *, 4> Hi(N);
  for (unsigned K = 0; K < N; ++K) {
    Value *End =
        EB.CreateAdd(TT[K], ConstantInt::get(I64, Sizes[K]), "", true, true);
    // A full tile runs past the trip count: only where every access of the
    // band goes to a staged buffer with room for it (PromotePass).
    Hi[K] = (Plan.FullTiles >> K) & 1
                ? End
                : EB.CreateBinaryIntrinsic(Intrinsic::smin, End, TC[K], nullptr,
                                           TP + ".end" + Twine(K));
    // The end of a possibly partial tile, for full-tile separation
    // (FullTiles.h).
    if (auto *I = dyn_cast<Instruction>(Hi[K]); I && Hi[K] != End)
      I->setMetadata(TileEndMDName, MDNode::get(Ctx, {}));
  }
  EB.CreateBr(NH[0]);
  PointHeader = NH[0];
  OrigExit->replacePhiUsesWith(Top.L->getHeader(), TH[0]);

  // Point loops: the original loops, re-controlled. The counter of the
  // point loop at nesting position K runs over the tile of band loop
  // Perm[K] (a fully permutable band may be interchanged at will), and every
  // induction variable is rebuilt as lo + t * step in a new block that
  // dominates the innermost body.
  BasicBlock *Inner = B.Loops[N - 1].L->getHeader();
  BasicBlock *PBody =
      BasicBlock::Create(Ctx, Plan.PointPrefix + ".body", &F, Inner);
  SmallVector<PHINode *, 4> T(N);
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
    // A narrow induction variable that does not wrap, sign-extended to i64
    // (the subscripts where indvars did not widen it: GPU targets), is the
    // i64 counter's own arithmetic: the subscripts stay affine for SCEV.
    if (BL.NoSignedWrap && BL.IV->getType() != I64) {
      SmallVector<Instruction *, 4> Ext;
      for (User *U : BL.IV->users())
        if (auto *SE = dyn_cast<SExtInst>(U); SE && SE->getType() == I64)
          Ext.push_back(SE);
      if (!Ext.empty()) {
        Value *V64 = IB.CreateAdd(
            IB.CreateSExt(Start[D], I64),
            IB.CreateMul(T[K], ConstantInt::get(I64, BL.Step, true), "", false,
                         true),
            "iv.wide", false, true);
        for (Instruction *E : Ext)
          E->replaceAllUsesWith(V64);
      }
    }
    BL.IV->replaceAllUsesWith(V);
  }
  BranchInst *PBTerm = IB.CreateBr(Inner);
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

  // What is left between the loops is side-effect-free arithmetic on the
  // induction variables (Band.h); it moves into point.body, operands first,
  // where every rebuilt induction variable dominates it.
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
  return true;
}
