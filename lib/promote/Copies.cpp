//===- promote/Copies.cpp - Buffers, rewritten accesses, host copies -----===//
//
// The code generation of tilelang-promote that every target shares: the
// buffer and the box's bounds at the copy point (CopyEmitter::expand,
// expandImages), the accesses pointed at the buffer (rewriteAccesses), the
// box loops (emitBoxLoops) and the host's copy-in / copy-out of the images
// (emitCopies, emitHostCopies). The GPU copies are in GPUCopies.cpp,
// pipeline(S)'s in Pipeline.cpp. Run by PromotePass.cpp's stageArrays once
// every decision is made.
//
//===----------------------------------------------------------------------===//
#include "promote/Staging.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

using namespace llvm;

namespace tilelang::promote {

BasicBlock *
emitBoxLoops(Instruction *Pos, ArrayRef<Value *> Lo, ArrayRef<Value *> Hi,
             function_ref<void(IRBuilder<> &, ArrayRef<Value *>)> Body,
             const Twine &Name, ArrayRef<uint64_t> Steps, bool UnrollFull) {
  LLVMContext &Ctx = Pos->getContext();
  BasicBlock *BB = Pos->getParent();
  BasicBlock *After = SplitBlock(BB, Pos);
  BB->getTerminator()->eraseFromParent();
  Function *F = BB->getParent();
  BasicBlock *Pred = BB, *ExitTo = After;
  SmallVector<Value *, 4> X;
  Type *I64 = Type::getInt64Ty(Ctx);
  for (unsigned D = 0; D < Lo.size(); ++D) {
    auto *H = BasicBlock::Create(Ctx, Name + ".header", F, After);
    auto *B = BasicBlock::Create(Ctx, Name + ".body", F, After);
    auto *L = BasicBlock::Create(Ctx, Name + ".latch", F, After);
    IRBuilder<>(Pred).CreateBr(H);
    IRBuilder<> HB(H);
    PHINode *Phi = HB.CreatePHI(I64, 2, Name + ".x" + Twine(D));
    Phi->addIncoming(Lo[D], Pred);
    HB.CreateCondBr(HB.CreateICmpSLE(Phi, Hi[D]), B, ExitTo);
    IRBuilder<> LB(L);
    uint64_t Step = D < Steps.size() && Steps[D] ? Steps[D] : 1;
    Phi->addIncoming(
        LB.CreateAdd(Phi, ConstantInt::get(I64, Step), "", true, true), L);
    BranchInst *Back = LB.CreateBr(H);
    if (UnrollFull) {
      MDNode *Full =
          MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.full")});
      MDNode *ID = MDNode::getDistinct(Ctx, {nullptr, Full});
      ID->replaceOperandWith(0, ID);
      Back->setMetadata(LLVMContext::MD_loop, ID);
    }
    X.push_back(Phi);
    Pred = B;
    ExitTo = L;
  }
  IRBuilder<> BB2(Pred);
  Body(BB2, X);
  BB2.CreateBr(ExitTo);
  return After;
}

void emitIfThen(IRBuilder<> &B, Value *Cond,
                function_ref<void(IRBuilder<> &)> Body, const Twine &ThenName,
                const Twine &ContName) {
  Function *Fn = B.GetInsertBlock()->getParent();
  auto *Then = BasicBlock::Create(Fn->getContext(), ThenName, Fn);
  auto *Cont = BasicBlock::Create(Fn->getContext(), ContName, Fn);
  B.CreateCondBr(Cond, Then, Cont);
  IRBuilder<> TB(Then);
  Body(TB);
  TB.CreateBr(Cont);
  B.SetInsertPoint(Cont);
}

void copyElementIn(IRBuilder<> &B, const StagedArray &S, ArrayRef<Value *> X) {
  Value *Base = const_cast<Value *>(S.Object);
  Value *V = B.CreateLoad(
      S.ElemTy, B.CreateInBoundsGEP(S.ElemTy, Base, arrayIndex(B, S, X)));
  B.CreateStore(V, B.CreateInBoundsGEP(S.ElemTy, S.Buf, bufferIndex(B, S, X)));
}

void copyElementOut(IRBuilder<> &B, const StagedArray &S, ArrayRef<Value *> X) {
  Value *Base = const_cast<Value *>(S.Object);
  Value *V = B.CreateLoad(
      S.ElemTy, B.CreateInBoundsGEP(S.ElemTy, S.Buf, bufferIndex(B, S, X)));
  B.CreateStore(V, B.CreateInBoundsGEP(S.ElemTy, Base, arrayIndex(B, S, X)));
}

MemberTest memberTest(ArrayRef<Image> Region, bool Plain) {
  if (Plain)
    return nullptr;
  return [Region](IRBuilder<> &B, ArrayRef<Value *> X) {
    return memberOf(B, Region, X);
  };
}

/// Allocates the buffer and computes the box's bounds in the band's
/// preheader. Done for every staged array before anything else changes,
/// so that no expansion refers to code a later step rewrites.
void CopyEmitter::expand(StagedArray &S, SCEVExpander &Exp) {
  Function &F = C.F;
  StagingTarget &Target = C.Target;
  LLVMContext &Ctx = F.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  unsigned D = S.Box.size();
  uint64_t Elems = 1;
  S.Ext.resize(D);
  S.Stride.resize(D);
  for (unsigned Dim = 0; Dim < D; ++Dim) {
    S.Ext[Dim] = extentOf(S, Dim);
    S.Stride[Dim] = S.Strided && S.Box[Dim].Stride ? S.Box[Dim].Stride : 1;
    Elems *= S.Ext[Dim];
  }
  if (S.Block) {
    SmallVector<uint64_t, 4> Dims;
    if (S.Stages > 1)
      Dims.push_back(S.Stages);
    Dims.append(S.Ext.begin(), S.Ext.end());
    S.Buf = static_cast<GPUStaging &>(Target).allocateShared(F, S.ElemTy, Dims,
                                                             S.Lay, S.Name);
  } else {
    S.Buf = Target.allocate(F, S.ElemTy, Elems, "tilelang." + S.Name);
  }
  Instruction *PreTerm = S.CopyIn->getTerminator();
  IRBuilder<> PB(PreTerm);
  for (unsigned Dim = 0; Dim < D; ++Dim) {
    S.Lo.push_back(PB.CreateSExtOrTrunc(
        Exp.expandCodeFor(S.Box[Dim].Min, nullptr, PreTerm), I64));
    S.Hi.push_back(PB.CreateSExtOrTrunc(
        Exp.expandCodeFor(S.Box[Dim].Max, nullptr, PreTerm), I64));
  }
  // The array's row sizes: before the pipeline's loop when there is one
  // (its prologue copies too).
  Instruction *SizePos =
      S.Stages > 1 ? S.PipeLoop->getLoopPreheader()->getTerminator() : PreTerm;
  IRBuilder<> SB(SizePos);
  for (const SCEV *Sz : S.DimSizes)
    S.Sizes.push_back(
        SB.CreateSExtOrTrunc(Exp.expandCodeFor(Sz, nullptr, SizePos), I64));
}

void CopyEmitter::expandImages(StagedArray &S, SCEVExpander &Exp) {
  Instruction *Pos = S.CopyIn->getTerminator();
  IRBuilder<> B(Pos);
  Type *I64 = B.getInt64Ty();
  auto NonZero = [&](Value *Acc, const SCEV *TC) {
    Value *N = B.CreateICmpNE(Exp.expandCodeFor(TC, nullptr, Pos),
                              ConstantInt::get(TC->getType(), 0));
    return Acc ? B.CreateAnd(Acc, N) : N;
  };
  Value *Hoist = nullptr;
  for (const SCEV *TC : S.HoistNonZero)
    Hoist = NonZero(Hoist, TC);
  auto Region = [&](MutableArrayRef<Image> Images, bool Plain) -> Value * {
    Value *Any = nullptr;
    bool Always = false;
    for (Image &Im : Images) {
      for (const Range &R : Im.Box) {
        Im.Lo.push_back(
            B.CreateSExtOrTrunc(Exp.expandCodeFor(R.Min, nullptr, Pos), I64));
        Im.Hi.push_back(
            B.CreateSExtOrTrunc(Exp.expandCodeFor(R.Max, nullptr, Pos), I64));
      }
      Value *Live = nullptr;
      for (const SCEV *TC : Im.NonZero)
        Live = NonZero(Live, TC);
      if (Im.MayBeEmpty)
        for (unsigned D = 0; D < Im.Lo.size(); ++D) {
          Value *N = B.CreateICmpSLE(Im.Lo[D], Im.Hi[D]);
          Live = Live ? B.CreateAnd(Live, N) : N;
        }
      Im.Live = Live;
      Always |= !Live;
      if (Live)
        Any = Any ? B.CreateOr(Any, Live) : Live;
    }
    if (Images.empty())
      return B.getFalse();
    if (Plain || Always)
      return Hoist;
    return Hoist ? B.CreateAnd(Hoist, Any) : Any;
  };
  S.LiveReads = Region(S.Reads, S.PlainReads);
  S.LiveWrites = Region(S.Writes, S.PlainWrites);
}

Value *memberOf(IRBuilder<> &B, ArrayRef<Image> Region, ArrayRef<Value *> X) {
  Value *Any = nullptr;
  for (const Image &Im : Region) {
    Value *In = Im.Live;
    auto And = [&](Value *C) { In = In ? B.CreateAnd(In, C) : C; };
    for (unsigned D = 0; D < X.size(); ++D) {
      And(B.CreateICmpSLE(Im.Lo[D], X[D]));
      And(B.CreateICmpSLE(X[D], Im.Hi[D]));
      if (Im.Box[D].Stride > 1)
        And(B.CreateICmpEQ(B.CreateURem(B.CreateSub(X[D], Im.Lo[D]),
                                        B.getInt64(Im.Box[D].Stride)),
                           B.getInt64(0)));
    }
    if (!In)
      return B.getTrue();
    Any = Any ? B.CreateOr(Any, In) : In;
  }
  return Any ? Any : B.getFalse();
}

/// Splits before \p Pos so that what is emitted before the returned
/// instruction runs only when \p Cond holds (always when it is null).
Instruction *guarded(Instruction *Pos, Value *Cond, const Twine &Name) {
  if (!Cond)
    return Pos;
  Function &F = *Pos->getFunction();
  BasicBlock *BB = Pos->getParent();
  BasicBlock *Tail = SplitBlock(BB, Pos);
  BB->getTerminator()->eraseFromParent();
  auto *Then = BasicBlock::Create(F.getContext(), Name, &F, Tail);
  IRBuilder<>(BB).CreateCondBr(Cond, Then, Tail);
  return IRBuilder<>(Then).CreateBr(Tail);
}

/// Linear index in the array (its run-time row sizes).
Value *arrayIndex(IRBuilder<> &B, const StagedArray &S, ArrayRef<Value *> X) {
  Value *Idx = X[0];
  for (unsigned Dim = 1; Dim < X.size(); ++Dim)
    Idx = B.CreateAdd(B.CreateMul(Idx, S.Sizes[Dim - 1]), X[Dim]);
  return Idx;
}
/// Linear index in the packed buffer (constant row sizes).
Value *bufferIndex(IRBuilder<> &B, const StagedArray &S, ArrayRef<Value *> X) {
  if (S.Block)
    return blockIndex(B, S, X, S.Lo, S.Stage);
  Value *Idx = nullptr;
  for (unsigned Dim = 0; Dim < X.size(); ++Dim) {
    Value *Rel = B.CreateSub(X[Dim], S.Lo[Dim]);
    if (S.Stride[Dim] > 1)
      Rel = B.CreateUDiv(Rel, B.getInt64(S.Stride[Dim]), "", true);
    Idx =
        Idx ? B.CreateAdd(B.CreateMul(Idx, B.getInt64(S.Ext[Dim])), Rel) : Rel;
  }
  return Idx;
}

/// Offset of element \p X of the tile whose box starts at \p Lo, in
/// stage \p Stage (pipelined buffers) of a block's buffer.
Value *blockIndex(IRBuilder<> &B, const StagedArray &S, ArrayRef<Value *> X,
                  ArrayRef<Value *> Lo, Value *Stage) {
  SmallVector<Value *, 4> Rel;
  if (S.Stages > 1)
    Rel.push_back(Stage);
  for (unsigned Dim = 0; Dim < X.size(); ++Dim)
    Rel.push_back(B.CreateSub(X[Dim], Lo[Dim]));
  return GPUStaging::offset(B, S.Buf, Rel);
}

/// Points every access of \p S at the buffer; the old addresses go to
/// \p Dead.
void CopyEmitter::rewriteAccesses(StagedArray &S, SCEVExpander &Exp,
                                  SmallVectorImpl<WeakTrackingVH> &Dead) {
  Type *I64 = Type::getInt64Ty(C.F.getContext());
  for (auto [K, I] : enumerate(S.Accesses)) {
    SmallVector<Value *, 4> X;
    for (const SCEV *Sub : S.Subscripts[K])
      X.push_back(IRBuilder<>(I).CreateSExtOrTrunc(
          Exp.expandCodeFor(Sub, nullptr, I), I64));
    IRBuilder<> B(I);
    Value *Ptr = B.CreateInBoundsGEP(S.ElemTy, S.Buf, bufferIndex(B, S, X),
                                     "tilelang." + S.Name + ".elt");
    Dead.push_back(getLoadStorePointerOperand(I));
    I->setOperand(isa<StoreInst>(I) ? 1 : 0, Ptr);
  }
}

/// Copies the loads' images in before the band and, when written, the
/// stores' images back after it: exactly the elements the tile reads and
/// writes (see Image), and nothing when it runs no iteration.
void CopyEmitter::emitCopies(StagedArray &S) {
  if (S.Stages > 1)
    return; // Pipeliner::emit
  if (S.Block)
    return GPUCopier(C).emitBlockCopies(S);
  if (S.Strided)
    return GPUCopier(C).emitStridedCopies(S);
  emitHostCopies(S);
}

/// The host: a plain region is its box; one image, its own box with its
/// steps; several, the buffer's box with each element tested.
void CopyEmitter::emitHostCopies(StagedArray &S) {
  auto In = [&](IRBuilder<> &B, ArrayRef<Value *> X) {
    copyElementIn(B, S, X);
  };
  auto Out = [&](IRBuilder<> &B, ArrayRef<Value *> X) {
    copyElementOut(B, S, X);
  };
  auto Copy = [&](Instruction *Pos, ArrayRef<Image> Region, bool Plain,
                  Value *Live, auto &Body, const Twine &Name) {
    Pos = guarded(Pos, Live, Name + ".run");
    if (Plain)
      return emitBoxLoops(Pos, S.Lo, S.Hi, Body, Name, S.Stride);
    if (Region.size() == 1) {
      SmallVector<uint64_t, 4> Steps;
      for (const Range &R : Region[0].Box)
        Steps.push_back(R.Stride ? R.Stride : 1);
      return emitBoxLoops(Pos, Region[0].Lo, Region[0].Hi, Body, Name, Steps);
    }
    return emitBoxLoops(
        Pos, S.Lo, S.Hi,
        [&](IRBuilder<> &B, ArrayRef<Value *> X) {
          emitIfThen(
              B, memberOf(B, Region, X), [&](IRBuilder<> &TB) { Body(TB, X); },
              Name + ".member", Name + ".next");
        },
        Name, S.Stride);
  };
  if (!S.Reads.empty())
    Copy(S.CopyIn->getTerminator(), S.Reads, S.PlainReads, S.LiveReads, In,
         "tilelang.copyin." + S.Name);
  if (!S.Written)
    return;
  Copy(&*S.CopyOut->getFirstInsertionPt(), S.Writes, S.PlainWrites,
       S.LiveWrites, Out, "tilelang.copyout." + S.Name);
}

} // namespace tilelang::promote
