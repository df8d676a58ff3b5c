//===- promote/GPUCopies.cpp - The copies of GPU buffers -----------------===//
//
// The GPU copies (GPUCopier, Staging.h): a `shared` buffer is copied
// by all threads of the block together (emitCooperative: thread l takes
// elements l, l + threads, ... of the box, rounds unrolled), between
// barriers (emitBlockCopies); a `register` buffer holds one thread's points
// and is copied by its own fully unrolled loops (emitStridedCopies).
// Pipeline.cpp's cp.async copies use emitCooperative too.
//
//===----------------------------------------------------------------------===//
#include "promote/Staging.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include <array>

using namespace llvm;

namespace tilelang::promote {

/// All threads of the block copy the box together: thread l (linear id)
/// takes elements l, l + threads, ... of the box in row-major order, so
/// that consecutive threads touch consecutive addresses of a row; elements
/// outside the array's part of the tile ([Lo, Hi] per dimension) are
/// skipped. \p Copy gets the element's array subscripts.
/// With \p Speculative, the element is copied whatever the guard says:
/// \p Copy gets the guard and must make the copy safe itself (copy-in
/// loads a clamped address and stores 0), so that no branch separates the
/// rounds' loads. Otherwise the copy is done under the guard.
BasicBlock *GPUCopier::emitCooperative(
    Instruction *Pos, const StagedArray &S,
    function_ref<void(IRBuilder<> &, ArrayRef<Value *>, Value *)> Copy,
    const Twine &Name, bool Speculative, ArrayRef<Value *> Lo,
    ArrayRef<Value *> Hi, const MemberTest &Member) {
  Function &F = C.F;
  if (Lo.empty()) {
    Lo = S.Lo;
    Hi = S.Hi;
  }
  auto &G = static_cast<GPUStaging &>(C.Target);
  LLVMContext &Ctx = F.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  std::array<unsigned, 3> T = kernelBlockShape(F);
  uint64_t NThreads = uint64_t(T[0]) * T[1] * T[2], Total = 1;
  for (uint64_t E : S.Ext)
    Total *= E;
  IRBuilder<> PB(Pos);
  Value *Lin = emitThreadId(PB, G.kind(), 0);
  if (T[1] > 1 || T[2] > 1)
    Lin = PB.CreateAdd(
        Lin,
        PB.CreateMul(PB.getInt64(T[0]),
                     PB.CreateAdd(emitThreadId(PB, G.kind(), 1),
                                  PB.CreateMul(PB.getInt64(T[1]),
                                               emitThreadId(PB, G.kind(), 2)))),
        "thread.linear");
  BasicBlock *BB = Pos->getParent();
  BasicBlock *After = SplitBlock(BB, Pos);
  BB->getTerminator()->eraseFromParent();
  auto *H = BasicBlock::Create(Ctx, Name + ".header", &F, After);
  auto *Body = BasicBlock::Create(Ctx, Name + ".body", &F, After);
  auto *Do = BasicBlock::Create(Ctx, Name + ".copy", &F, After);
  auto *L = BasicBlock::Create(Ctx, Name + ".latch", &F, After);
  IRBuilder<>(BB).CreateBr(H);
  // Round `it` of Rounds: thread l copies element l + it * threads. A
  // constant trip count, unrolled, so that each thread has several
  // global loads in flight (one at a time, every load's latency adds up).
  uint64_t Rounds = divideCeil(Total, NThreads);
  IRBuilder<> HB(H);
  PHINode *It = HB.CreatePHI(I64, 2, Name + ".round");
  It->addIncoming(HB.getInt64(0), BB);
  HB.CreateCondBr(HB.CreateICmpULT(It, HB.getInt64(Rounds)), Body, After);
  IRBuilder<> BB2(Body);
  Value *E = BB2.CreateAdd(Lin, BB2.CreateMul(It, BB2.getInt64(NThreads)),
                           Name + ".e", true, true);
  SmallVector<Value *, 4> X(S.Ext.size());
  Value *Rem = E;
  Value *InRange = Total % NThreads ? BB2.CreateICmpULT(E, BB2.getInt64(Total))
                                    : BB2.getTrue();
  Value *In = BB2.getTrue();
  for (int D = int(S.Ext.size()) - 1; D >= 0; --D) {
    Value *Rel = D == 0 ? Rem : BB2.CreateURem(Rem, BB2.getInt64(S.Ext[D]));
    if (D > 0)
      Rem = BB2.CreateUDiv(Rem, BB2.getInt64(S.Ext[D]));
    X[D] = BB2.CreateAdd(Lo[D], Rel, "", true, true);
    In = BB2.CreateAnd(In, BB2.CreateICmpSLE(X[D], Hi[D]));
  }
  if (Member)
    In = BB2.CreateAnd(In, Member(BB2, X));
  BB2.CreateCondBr(Speculative ? InRange : BB2.CreateAnd(InRange, In), Do, L);
  IRBuilder<> DB(Do);
  Copy(DB, X, In);
  DB.CreateBr(L);
  IRBuilder<> LB(L);
  It->addIncoming(LB.CreateAdd(It, LB.getInt64(1), "", true, true), L);
  // Up to 8 rounds unrolled: more keeps too many row addresses live
  // across the tile loop (LICM hoists their invariant parts).
  SmallVector<Metadata *, 2> Props{nullptr};
  if (G.kind() != GPUKind::NVPTX)
    // Measured on NVIDIA only; on AMDGPU the unrolled rounds cost SGPR
    // spills (2mm on gfx942) and nothing was measured: kept rolled.
    Props.push_back(
        MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.disable")}));
  else if (Rounds <= 8)
    Props.push_back(
        MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.full")}));
  else
    Props.push_back(MDNode::get(
        Ctx,
        {MDString::get(Ctx, "llvm.loop.unroll.count"),
         ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), 8))}));
  MDNode *ID = MDNode::getDistinct(Ctx, Props);
  ID->replaceOperandWith(0, ID);
  LB.CreateBr(H)->setMetadata(LLVMContext::MD_loop, ID);
  return After;
}

/// GPU shared memory: all threads of the block copy the images between
/// barriers (emitCooperative).
void GPUCopier::emitBlockCopies(StagedArray &S) {
  Value *Base = const_cast<Value *>(S.Object);
  MemberTest MemberIn = memberTest(S.Reads, S.PlainReads);
  MemberTest MemberOut = memberTest(S.Writes, S.PlainWrites);
  // Barrier, copy, barrier: nobody overwrites the buffer while another
  // thread still reads the previous tile, and nobody reads it before
  // every thread has copied its part.
  Instruction *Pos = S.CopyIn->getTerminator();
  IRBuilder<> Before(Pos);
  C.Target.emitBarrier(Before);
  if (!S.Reads.empty()) {
    // Copy-in reads every element of its rounds unconditionally: an
    // element outside the region reads an element the tile reads (the
    // box's first for a plain region, else the first element of the
    // first image that is not empty) and stores 0.
    Instruction *CPos = guarded(Pos, S.LiveReads, "tilelang.copyin.run");
    SmallVector<Value *, 4> Clamp(S.Lo.begin(), S.Lo.end());
    if (!S.PlainReads) {
      IRBuilder<> CB(CPos);
      for (unsigned D = 0; D < Clamp.size(); ++D) {
        Value *First = nullptr;
        for (const Image &Im : reverse(S.Reads))
          First = !First || !Im.Live
                      ? Im.Lo[D]
                      : CB.CreateSelect(Im.Live, Im.Lo[D], First);
        Clamp[D] = First;
      }
    }
    auto SpecIn = [&](IRBuilder<> &B, ArrayRef<Value *> X, Value *InBox) {
      SmallVector<Value *, 4> Safe;
      for (unsigned D = 0; D < X.size(); ++D)
        Safe.push_back(B.CreateSelect(InBox, X[D], Clamp[D]));
      Value *V =
          B.CreateLoad(S.ElemTy, B.CreateInBoundsGEP(S.ElemTy, Base,
                                                     arrayIndex(B, S, Safe)));
      V = B.CreateSelect(InBox, V, Constant::getNullValue(S.ElemTy));
      B.CreateStore(V,
                    B.CreateInBoundsGEP(S.ElemTy, S.Buf, bufferIndex(B, S, X)));
    };
    emitCooperative(CPos, S, SpecIn, "tilelang.copyin." + S.Name, true, {}, {},
                    MemberIn);
  }
  IRBuilder<> After(Pos);
  C.Target.emitBarrier(After);
  if (!S.Written)
    return;
  Instruction *OPos = &*S.CopyOut->getFirstInsertionPt();
  IRBuilder<> BO(OPos);
  C.Target.emitBarrier(BO);
  emitCooperative(
      guarded(OPos, S.LiveWrites, "tilelang.copyout.run"), S,
      [&](IRBuilder<> &B, ArrayRef<Value *> X, Value *) {
        copyElementOut(B, S, X);
      },
      "tilelang.copyout." + S.Name, false, {}, {}, MemberOut);
}

/// GPU registers: one thread's buffer, copied by loops over its Ext
/// elements per dimension (constant trips, fully unrolled).
void GPUCopier::emitStridedCopies(StagedArray &S) {
  Value *Base = const_cast<Value *>(S.Object);
  auto In = [&](IRBuilder<> &B, ArrayRef<Value *> X) {
    copyElementIn(B, S, X);
  };
  MemberTest MemberIn = memberTest(S.Reads, S.PlainReads);
  MemberTest MemberOut = memberTest(S.Writes, S.PlainWrites);
  // One thread's buffer: loops over its Ext elements per dimension
  // (constant trips, fully unrolled, so that SROA keeps the buffer in
  // registers), each element guarded by the box and the region.
  Type *I64 = Type::getInt64Ty(C.F.getContext());
  SmallVector<Value *, 4> Zero, Last;
  for (uint64_t E : S.Ext) {
    Zero.push_back(ConstantInt::get(I64, 0));
    Last.push_back(ConstantInt::get(I64, E - 1));
  }
  auto Guarded = [&](auto &Copy, const StagedArray &V, const MemberTest &Mem) {
    return [&](IRBuilder<> &B, ArrayRef<Value *> N) {
      SmallVector<Value *, 4> X;
      Value *InBox = B.getTrue();
      for (unsigned D = 0; D < N.size(); ++D) {
        X.push_back(B.CreateAdd(V.Lo[D],
                                B.CreateMul(N[D], B.getInt64(V.Stride[D])), "",
                                true, true));
        InBox = B.CreateAnd(InBox, B.CreateICmpSLE(X.back(), V.Hi[D]));
      }
      if (Mem)
        InBox = B.CreateAnd(InBox, Mem(B, X));
      emitIfThen(
          B, InBox, [&](IRBuilder<> &TB) { Copy(TB, X); }, "tilelang.inbox",
          "tilelang.next");
    };
  };
  if (!S.Reads.empty())
    emitBoxLoops(
        guarded(S.CopyIn->getTerminator(), S.LiveReads, "tilelang.copyin.run"),
        Zero, Last, Guarded(In, S, MemberIn), "tilelang.copyin." + S.Name, {},
        true);
  if (!S.Written)
    return;
  // Copy-out recomputes its addresses and guards from opaque copies of
  // the box and the base (NVPTX: a `mov` in inline assembly): otherwise
  // they are the copy-in's, kept live across the whole tile loop next to
  // the accumulators, and ptxas spills them (GEMM 128 x 128 x 32: 392
  // bytes under two blocks per multiprocessor).
  Instruction *OPos = &*S.CopyOut->getFirstInsertionPt();
  StagedArray V = S;
  Value *VBase = Base;
  if (static_cast<GPUStaging &>(C.Target).kind() == GPUKind::NVPTX) {
    IRBuilder<> LB(OPos);
    auto Opaque = [&](Value *X) -> Value * {
      Type *Ty = X->getType();
      if (!Ty->isIntegerTy(64) && !Ty->isPointerTy())
        return X;
      Type *I64 = LB.getInt64Ty();
      Value *In = Ty->isPointerTy() ? LB.CreatePtrToInt(X, I64) : X;
      InlineAsm *Mov = InlineAsm::get(FunctionType::get(I64, {I64}, false),
                                      "mov.b64 $0, $1;", "=l,l", false);
      Value *Out = LB.CreateCall(Mov, {In}, "opaque");
      return Ty->isPointerTy() ? LB.CreateIntToPtr(Out, Ty) : Out;
    };
    for (Value *&X : V.Lo)
      X = Opaque(X);
    for (Value *&X : V.Hi)
      X = Opaque(X);
    for (Value *&X : V.Sizes)
      X = Opaque(X);
    VBase = Opaque(Base);
  }
  auto OutV = [&](IRBuilder<> &B, ArrayRef<Value *> X) {
    Value *Val = B.CreateLoad(
        V.ElemTy, B.CreateInBoundsGEP(V.ElemTy, V.Buf, bufferIndex(B, V, X)));
    B.CreateStore(Val,
                  B.CreateInBoundsGEP(V.ElemTy, VBase, arrayIndex(B, V, X)));
  };
  emitBoxLoops(guarded(OPos, S.LiveWrites, "tilelang.copyout.run"), Zero, Last,
               Guarded(OutV, V, MemberOut), "tilelang.copyout." + S.Name, {},
               true);
}

} // namespace tilelang::promote
