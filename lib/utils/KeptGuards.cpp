//===- utils/KeptGuards.cpp - Guards of statements tiled in place ---------===//
//
// See KeptGuards.h.
//
//===----------------------------------------------------------------------===//
#include "utils/KeptGuards.h"
#include "analysis/Band.h"
#include "analysis/KeptStatements.h"
#include "utils/BandBounds.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace tilelang;

/// Moves the arithmetic of \p Blocks that does not stay in its region
/// (regionOwned) before \p Before, operands first.
static void hoistArithmetic(ArrayRef<BasicBlock *> Blocks,
                            Instruction *Before) {
  DenseSet<const Instruction *> Owned = regionOwned(Blocks);
  SmallVector<Instruction *, 16> Left;
  for (BasicBlock *BB : Blocks)
    for (Instruction &I : *BB)
      if (!Owned.contains(&I) && !isa<DbgInfoIntrinsic>(I))
        Left.push_back(&I);
  DenseSet<Instruction *> Pending(Left.begin(), Left.end());
  for (bool Moved = true; Moved && !Pending.empty();) {
    Moved = false;
    for (Instruction *I : Left)
      if (Pending.contains(I) && none_of(I->operands(), [&](Value *Op) {
            auto *OI = dyn_cast<Instruction>(Op);
            return OI && Pending.contains(OI);
          })) {
        I->moveBefore(Before->getIterator());
        Pending.erase(I);
        Moved = true;
      }
  }
}

// Where the innermost loop's row starts and ends in its tiles: positions in
// the tile loop's coordinates (steps from the box's start, or iteration
// numbers of a rectangular loop); Pre at the row's first point, Post at its
// last, or at its first for a row that runs nothing. A position is in the
// tile [TT, TT + S) whose ends reach to minus and plus infinity for the
// first and last tiles, as clampToBounds's point loops do: exactly one
// tile holds it.
void tilelang::guardKeptStatements(const KeptStatements &KS,
                                   const KeptGuardSite &St) {
  BandLoop &BL = St.Inner;
  BasicBlock *G = St.OuterHeader;
  Type *I64 = Type::getInt64Ty(G->getContext());
  BandExprEmitter &Emit = St.Emit;
  IRBuilder<> IB(G->getTerminator());
  Value *PPre, *PPost;
  if (BL.BoundLoops) {
    Value *S = Emit.emit(BL.Start, IB);
    Value *S64 = BL.NoSignedWrap ? IB.CreateSExtOrTrunc(S, I64)
                                 : IB.CreateZExtOrTrunc(S, I64);
    Value *Off =
        BL.Step > 0 ? IB.CreateSub(S64, St.Box) : IB.CreateSub(St.Box, S64);
    Value *Trips = IB.CreateZExtOrTrunc(Emit.emit(BL.TripCount, IB), I64);
    Value *Last =
        IB.CreateSub(IB.CreateAdd(Off, Trips), ConstantInt::get(I64, 1));
    PPre = Off;
    PPost = IB.CreateBinaryIntrinsic(Intrinsic::smax, Off, Last, nullptr,
                                     "kept.post.at");
  } else {
    PPre = ConstantInt::get(I64, 0);
    PPost = IB.CreateBinaryIntrinsic(
        Intrinsic::smax, IB.CreateSub(St.TripCount, ConstantInt::get(I64, 1)),
        ConstantInt::get(I64, 0), nullptr, "kept.post.at");
  }
  auto InTile = [&](IRBuilder<> &At, Value *P, const Twine &Name) {
    Value *TileEnd =
        At.CreateAdd(St.TileCounter, ConstantInt::get(I64, St.Size));
    Value *From =
        At.CreateOr(At.CreateICmpEQ(St.TileCounter, ConstantInt::get(I64, 0)),
                    At.CreateICmpSGE(P, St.TileCounter));
    Value *To = At.CreateOr(At.CreateICmpSLT(P, TileEnd),
                            At.CreateICmpSGE(TileEnd, St.TileTrips));
    return At.CreateAnd(From, To, Name);
  };
  // The rows' slots of the carried values, and the row's slot (its place
  // in the next-to-last loop's tile).
  Function &F = *G->getParent();
  auto SlotOf = [&](IRBuilder<> &At, AllocaInst *Buf) {
    Value *Row = At.CreateSub(St.OuterPoint, St.OuterTile, "kept.row");
    return At.CreateInBoundsGEP(Buf->getAllocatedType(), Buf,
                                {ConstantInt::get(I64, 0), Row});
  };
  SmallVector<std::pair<PHINode *, AllocaInst *>, 2> Slots;
  for (PHINode *P : KS.Accumulators) {
    IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
    Slots.push_back(
        {P, EB.CreateAlloca(ArrayType::get(P->getType(), St.OuterSize), nullptr,
                            "kept.carried")});
  }
  if (KS.HasPre || !Slots.empty()) {
    BasicBlock *Join = St.InnerPreheader->splitBasicBlock(
        St.InnerPreheader->getTerminator(), "kept.pre.end");
    // The row's start values, stored where its first tile starts it.
    for (auto [P, Buf] : Slots) {
      IRBuilder<> SB(St.InnerPreheader->getTerminator());
      SB.CreateStore(P->getIncomingValueForBlock(St.InnerPreheader),
                     SlotOf(SB, Buf));
    }
    hoistArithmetic(KS.PreBlocks, G->getTerminator());
    IB.SetInsertPoint(G->getTerminator());
    Value *C = InTile(IB, PPre, "kept.pre.here");
    auto *Br = cast<BranchInst>(G->getTerminator());
    BranchInst::Create(Br->getSuccessor(0), Join, C, Br->getIterator());
    Br->eraseFromParent();
  }
  if (KS.HasPost) {
    BasicBlock *E = BL.Exit;
    BasicBlock *E2 = E->splitBasicBlock(E->getFirstNonPHIIt(), "kept.post");
    BasicBlock *Latch = St.OuterLatch == E ? E2 : St.OuterLatch;
    BasicBlock *Join =
        Latch->splitBasicBlock(Latch->getTerminator(), "kept.post.end");
    SmallVector<BasicBlock *, 8> Blocks;
    for (BasicBlock *BB : KS.PostBlocks)
      Blocks.push_back(BB == E ? E2 : BB);
    hoistArithmetic(Blocks, E->getTerminator());
    IB.SetInsertPoint(E->getTerminator());
    Value *C = InTile(IB, PPost, "kept.post.here");
    auto *Br = cast<BranchInst>(E->getTerminator());
    BranchInst::Create(E2, Join, C, Br->getIterator());
    Br->eraseFromParent();
  }
  // Each tile's point loop starts from the row's slot and stores its end
  // back (the exit block follows the point loop's header in every tile; the
  // store comes before the Post guard).
  for (auto [P, Buf] : Slots) {
    BasicBlock *Latch = P->getIncomingBlock(0) == St.InnerPreheader
                            ? P->getIncomingBlock(1)
                            : P->getIncomingBlock(0);
    Value *Next = P->getIncomingValueForBlock(Latch);
    PHINode *Run = PHINode::Create(P->getType(), 2, P->getName() + ".tiled");
    Run->insertBefore(St.PointHeader->begin());
    for (BasicBlock *Pred : predecessors(St.PointHeader)) {
      if (Pred == St.PointLatch) {
        Run->addIncoming(Next, Pred);
        continue;
      }
      IRBuilder<> LB(Pred->getTerminator());
      Run->addIncoming(LB.CreateLoad(P->getType(), SlotOf(LB, Buf)), Pred);
    }
    P->replaceAllUsesWith(Run);
    P->eraseFromParent();
    IRBuilder<> XB(&*BL.Exit->getFirstInsertionPt());
    XB.CreateStore(Run, SlotOf(XB, Buf));
  }
}
