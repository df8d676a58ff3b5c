//===- matrix/Copies.cpp - The block tile's copies ------------------------===//
//
// See BlockTile.h (TileCopier): the operands' addresses before the K loop,
// each K tile's A and B tiles into their stage (16 bytes per thread and
// copy where the tile lies inside the array and the addresses are 16-byte
// aligned, else element by element out of line, zero outside the arrays),
// and the epilogue adding the accumulators to C.
//
// Sources of the facts used: cp.async.cg.shared.global copies 16 bytes and
// needs both addresses 16-byte aligned (PTX ISA, "Data Movement and
// Conversion Instructions: cp.async"); on AMD the copy is a 16-byte global
// load and LDS store, both 16-byte aligned so that the backend selects one
// global_load_dwordx4 and one ds_write_b128 (LLVM's AMDGPU DSInstructions.td
// selects ds_read/write_b128 for 16-byte aligned accesses, or any alignment
// only in unaligned-access mode: llvm-project commit 0c7cce5, D92767;
// test/e2e/gpu_mfma.cpp checks both instructions).
//
//===----------------------------------------------------------------------===//
#include "matrix/BlockTile.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::matrix;

/// \p V rebuilt before the K loop with the point counters replaced as \p M
/// says (checkAddress proved it can be).
Value *TileCopier::instantiate(IRBuilderBase &B, Value *V,
                               DenseMap<Value *, Value *> &M) {
  if (auto It = M.find(V); It != M.end())
    return It->second;
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !KLoop->contains(I))
    return V;
  Instruction *C = I->clone();
  for (Use &U : C->operands())
    U.set(instantiate(B, U.get(), M));
  B.Insert(C, I->getName() + ".mma");
  M[V] = C;
  return C;
}

/// The address of \p O's element at (outer origin + \p OuterOff, inner
/// \p InnerOff) (i64 offsets in elements from the origin).
Value *TileCopier::addressAt(IRBuilderBase &B, const Operand &O,
                             Value *OuterOff, Value *InnerOff) {
  Value *Off = B.CreateAdd(B.CreateMul(OuterOff, O.DOuter),
                           B.CreateMul(InnerOff, O.DInner));
  return B.CreatePtrAdd(O.Origin, Off);
}

void TileCopier::setupOperand(IRBuilderBase &B, Operand &O) {
  Value *Ptr = getLoadStorePointerOperand(O.Access);
  auto At = [&](Value *Outer, Value *Inner) {
    // Batch loops (tiled by 1) at their one point, a loop the operand does
    // not vary with at its tile's first point, its two coordinates as given.
    DenseMap<Value *, Value *> M;
    for (unsigned L = 0; L < MB.N; ++L)
      M[MB.PT[L]] = MB.TT[L];
    M[MB.PT[O.Outer]] = Outer;
    M[MB.PT[O.Inner]] = Inner;
    return instantiate(B, Ptr, M);
  };
  PHINode *PO = MB.PT[O.Outer], *PI = MB.PT[O.Inner];
  Value *OuterOrigin = MB.TT[O.Outer];
  Value *InnerOrigin = O.Role == 'C' ? static_cast<Value *>(MB.TT[O.Inner])
                                     : ConstantInt::get(PI->getType(), 0);
  O.Origin = At(OuterOrigin, InnerOrigin);
  Value *O1 = At(B.CreateAdd(OuterOrigin, ConstantInt::get(PO->getType(), 1)),
                 InnerOrigin);
  Value *I1 = At(OuterOrigin,
                 B.CreateAdd(InnerOrigin, ConstantInt::get(PI->getType(), 1)));
  Value *Base = B.CreatePtrToInt(O.Origin, I64);
  O.DOuter = B.CreateSub(B.CreatePtrToInt(O1, I64), Base, "d.outer");
  O.DInner = B.CreateSub(B.CreatePtrToInt(I1, I64), Base, "d.inner");
  if (O.Role == 'C')
    return;
  // 16-byte copies: the origin and the leading dimension's stride aligned
  // (every chunk is a multiple of 16 bytes from the origin).
  Value *Lead = O.InnerContiguous ? O.DOuter : O.DInner;
  Value *Contig = O.InnerContiguous ? O.DInner : O.DOuter;
  Value *Bits = B.CreateOr(Base, Lead);
  O.Vec = B.CreateAnd(B.CreateICmpEQ(B.CreateAnd(Bits, 15), B.getInt64(0)),
                      B.CreateICmpEQ(Contig, B.getInt64(O.EB)), "vec.ok");
  if (O.InnerContiguous != O.Tile.KContiguous)
    O.Vec = B.getFalse();
}

void TileCopier::copy16(IRBuilderBase &B, Operand &O, Value *Dst, Value *Src) {
  Value *Global = B.CreateAddrSpaceCast(Src, PointerType::get(Ctx, 1));
  if (!BP.isAMD()) {
    B.CreateIntrinsic(Intrinsic::nvvm_cp_async_cg_shared_global_16, {},
                      {Dst, Global});
    return;
  }
  // AMD: no asynchronous copy to LDS here; a 16-byte global load (the
  // arrays are kernel arguments in global memory) and a 16-byte LDS store,
  // both aligned (O.Vec tested it, the tiles' rows are multiples of 16
  // bytes).
  auto *Ty = FixedVectorType::get(O.ElemTy, 16 / O.EB);
  B.CreateAlignedStore(B.CreateAlignedLoad(Ty, Global, Align(16)), Dst,
                       Align(16));
}

/// Where chunk \p Idx (16 bytes) of \p O's K tile \p Kt lies: its address
/// in stage buffer \p Stage (under the tile's layout) and its first
/// element's outer offset from the origin and k (i64).
TileCopier::ChunkPlace TileCopier::chunkPlace(IRBuilderBase &B,
                                              const Operand &O, Value *Kt,
                                              Value *Stage, Value *Idx) {
  const SharedTile &T = O.Tile;
  unsigned VE = 16 / O.EB, CPR = T.Cols / VE;
  Value *Row = B.CreateUDiv(Idx, B.getInt32(CPR));
  Value *Col = B.CreateMul(B.CreateURem(Idx, B.getInt32(CPR)), B.getInt32(VE));
  Value *UOff = B.CreateZExt(T.KContiguous ? Row : Col, I64);
  Value *KOff = B.CreateZExt(T.KContiguous ? Col : Row, I64);
  Value *K = B.CreateAdd(B.CreateMul(Kt, B.getInt64(BK)), KOff);
  Value *Dst =
      B.CreateGEP(B.getInt8Ty(), Stage, emitTileOffset(B, T, Row, Col));
  return {Dst, UOff, K};
}

/// The global address of the element at outer offset \p UOff from the
/// origin and k \p K, as \p V sees the operand.
Value *TileCopier::chunkSource(IRBuilderBase &B, const CopyView &V, Value *UOff,
                               Value *K) {
  return B.CreatePtrAdd(V.Origin, B.CreateAdd(B.CreateMul(UOff, V.DOuter),
                                              B.CreateMul(K, V.DInner)));
}

/// Chunk \p Idx (16 bytes of the stage's tile) of K tile \p Kt: a 16-byte
/// copy, or (\p Tested) a 16-byte copy when the chunk is inside the array
/// and aligned, else an element-by-element copy.
void TileCopier::emitChunk(IRBuilderBase &B, Operand &O, const CopyView &V,
                           Value *Kt, Value *Stage, Value *Idx, bool Tested) {
  Function *Fn = B.GetInsertBlock()->getParent();
  const SharedTile &T = O.Tile;
  unsigned VE = 16 / O.EB;
  auto [Dst, UOff, K] = chunkPlace(B, O, Kt, Stage, Idx);
  auto Src = [&, UOff = UOff, K = K] { return chunkSource(B, V, UOff, K); };
  if (!Tested) {
    copy16(B, O, Dst, Src());
    return;
  }
  Value *U = B.CreateAdd(V.U0, UOff);
  // The whole chunk inside the array: along the contiguous coordinate.
  Value *Full =
      T.KContiguous
          ? B.CreateAnd(B.CreateICmpULT(U, V.TCU),
                        B.CreateICmpULE(B.CreateAdd(K, B.getInt64(VE)), V.TCK))
          : B.CreateAnd(B.CreateICmpULE(B.CreateAdd(U, B.getInt64(VE)), V.TCU),
                        B.CreateICmpULT(K, V.TCK));
  Full = B.CreateAnd(Full, V.Vec);
  BasicBlock *Fast = BasicBlock::Create(Ctx, "copy.fast", Fn);
  BasicBlock *Slow = BasicBlock::Create(Ctx, "copy.elements", Fn);
  BasicBlock *Join = BasicBlock::Create(Ctx, "copy.join", Fn);
  B.CreateCondBr(Full, Fast, Slow);
  B.SetInsertPoint(Fast);
  copy16(B, O, Dst, Src());
  B.CreateBr(Join);
  B.SetInsertPoint(Slow);
  B.CreateCall(edgeCopy(O),
               {Dst, V.Origin, V.DOuter, V.DInner, U, K, V.U0, V.TCU, V.TCK});
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
}

/// Whether \p T's layout moves element (Row + \p D, Col) exactly \p D rows
/// of bytes past (Row, Col) for every row and column: evaluated through
/// emitTileOffset itself on constants (the builder folds them).
static bool rowShiftInvariant(const SharedTile &T, unsigned D) {
  if (!D || D >= T.Rows)
    return false;
  LLVMContext Ctx;
  IRBuilder<> B(Ctx);
  auto Off = [&](unsigned R, unsigned C) -> std::optional<uint64_t> {
    auto *V = dyn_cast<ConstantInt>(
        emitTileOffset(B, T, B.getInt32(R), B.getInt32(C)));
    return V ? std::optional<uint64_t>(V->getZExtValue()) : std::nullopt;
  };
  uint64_t Step = uint64_t(D) * T.Cols * T.ElemBytes;
  for (unsigned R = 0; R + D < T.Rows; ++R)
    for (unsigned C = 0; C < T.Cols; ++C) {
      std::optional<uint64_t> A = Off(R, C), Z = Off(R + D, C);
      if (!A || !Z || *Z != *A + Step)
        return false;
    }
  return true;
}

/// The chunks of \p O's K tile \p Kt that thread \p Tid copies.
void TileCopier::emitChunks(IRBuilderBase &B, Operand &O, const CopyView &V,
                            Value *Kt, Value *Stage, Value *Tid, bool Tested) {
  Function *Fn = B.GetInsertBlock()->getParent();
  const SharedTile &T = O.Tile;
  unsigned VE = 16 / O.EB, CPR = T.Cols / VE;
  unsigned Chunks = T.Rows * T.Cols / VE;
  // An interior tile whose passes (Threads chunks each) are whole rows
  // apart, D = Threads / CPR, under a layout that moves a row D rows on by
  // D rows of bytes: the thread's first chunk's addresses, the others at
  // constant offsets from them in shared memory and one stride apart in
  // global memory (with one address per chunk the 128 x 128 x 64 kernel
  // spilled its copy addresses at 128 registers).
  if (!Tested && Threads % CPR == 0 && Chunks % Threads == 0 &&
      rowShiftInvariant(T, Threads / CPR)) {
    unsigned D = Threads / CPR;
    auto [Dst, UOff, K] = chunkPlace(B, O, Kt, Stage, Tid);
    Value *Src = chunkSource(B, V, UOff, K);
    Value *RowStride = B.CreateMul(T.KContiguous ? V.DOuter : V.DInner,
                                   B.getInt64(D), "copy.pass.stride");
    uint64_t DstStep = uint64_t(D) * T.Cols * T.ElemBytes;
    for (unsigned I = 0; I * Threads < Chunks; ++I)
      copy16(B, O, B.CreateConstGEP1_64(B.getInt8Ty(), Dst, I * DstStep),
             B.CreatePtrAdd(Src, B.CreateMul(RowStride, B.getInt64(I))));
    return;
  }
  for (unsigned I = 0; I * Threads < Chunks; ++I) {
    Value *Idx = B.CreateAdd(Tid, B.getInt32(I * Threads));
    if ((I + 1) * Threads <= Chunks) {
      emitChunk(B, O, V, Kt, Stage, Idx, Tested);
      continue;
    }
    BasicBlock *Do = BasicBlock::Create(Ctx, "copy.tail", Fn);
    BasicBlock *Next = BasicBlock::Create(Ctx, "copy.next", Fn);
    B.CreateCondBr(B.CreateICmpULT(Idx, B.getInt32(Chunks)), Do, Next);
    B.SetInsertPoint(Do);
    emitChunk(B, O, V, Kt, Stage, Idx, Tested);
    B.CreateBr(Next);
    B.SetInsertPoint(Next);
  }
}

/// The copy of \p O's K tile at the arrays' edges, out of line (its tests
/// and addresses kept out of the K loop's registers: with them inline the
/// 128 x 128 x 32 kernel at 128 registers spilled 112 bytes, out of line
/// 24):
///   void (ptr addrspace(3) Stage, ptr Origin, i64 DOuter, i64 DInner,
///         i32 Tid, i64 Kt, i64 U0, i64 TCU, i64 TCK, i1 Vec)
/// every chunk of thread Tid tested: 16 bytes at once when inside the
/// array and aligned (Vec), else element by element.
Function *TileCopier::edgeTile(Operand &O) {
  Module &Mod = *F.getParent();
  Function *&Cached = EdgeTiles[O.Role];
  if (Cached)
    return Cached;
  std::string Name =
      std::string("tilelang_mma_edge_tile_") + O.Role + "_" + F.getName().str();
  auto *FT = FunctionType::get(Type::getVoidTy(Ctx),
                               {PointerType::get(Ctx, 3),
                                PointerType::get(Ctx, 0), I64, I64, I32, I64,
                                I64, I64, I64, Type::getInt1Ty(Ctx)},
                               false);
  Function *Fn = Cached =
      Function::Create(FT, GlobalValue::InternalLinkage, Name, &Mod);
  Fn->addFnAttr(Attribute::NoInline);
  Fn->addFnAttr(Attribute::NoUnwind);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Fn));
  CopyView V{Fn->getArg(1), Fn->getArg(2), Fn->getArg(3), Fn->getArg(6),
             Fn->getArg(7), Fn->getArg(8), Fn->getArg(9)};
  emitChunks(B, O, V, Fn->getArg(5), Fn->getArg(0), Fn->getArg(4), true);
  B.CreateRetVoid();
  return Fn;
}

/// The out-of-line copy of one 16-byte chunk of \p O element by element:
///   void (ptr addrspace(3) Dst, ptr Origin, i64 DOuter, i64 DInner,
///         i64 U, i64 K, i64 U0, i64 TCU, i64 TCK)
/// for the chunk's first element (U, K) (absolute coordinates; Origin is
/// the element (U0, 0)). An element outside the array, U >= TCU or
/// K >= TCK, reads the nearest element inside it (one the loop nest reads:
/// a block tile exists only when its first row and column are inside) and
/// stores zero instead.
Function *TileCopier::edgeCopy(Operand &O) {
  Module &Mod = *F.getParent();
  Function *&Cached = EdgeCopies[O.Role];
  if (Cached)
    return Cached;
  std::string Name =
      std::string("tilelang_mma_edge_") + O.Role + "_" + F.getName().str();
  Type *Ptr = PointerType::get(Ctx, 0), *Ptr3 = PointerType::get(Ctx, 3);
  auto *FT =
      FunctionType::get(Type::getVoidTy(Ctx),
                        {Ptr3, Ptr, I64, I64, I64, I64, I64, I64, I64}, false);
  Function *Fn = Cached =
      Function::Create(FT, GlobalValue::InternalLinkage, Name, &Mod);
  Fn->addFnAttr(Attribute::NoInline);
  Fn->addFnAttr(Attribute::NoUnwind);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Fn));
  Value *Dst = Fn->getArg(0), *Origin = Fn->getArg(1), *DO = Fn->getArg(2),
        *DI = Fn->getArg(3), *U = Fn->getArg(4), *K = Fn->getArg(5),
        *U0 = Fn->getArg(6), *TCU = Fn->getArg(7), *TCK = Fn->getArg(8);
  unsigned VE = 16 / O.EB;
  Value *Vec = PoisonValue::get(FixedVectorType::get(O.ElemTy, VE));
  Value *LastU = B.CreateSub(TCU, B.getInt64(1));
  Value *LastK = B.CreateSub(TCK, B.getInt64(1));
  for (unsigned E = 0; E < VE; ++E) {
    Value *UE = O.Tile.KContiguous ? U : B.CreateAdd(U, B.getInt64(E));
    Value *KE = O.Tile.KContiguous ? B.CreateAdd(K, B.getInt64(E)) : K;
    Value *In = B.CreateAnd(B.CreateICmpULT(UE, TCU), B.CreateICmpULT(KE, TCK));
    Value *CU = B.CreateBinaryIntrinsic(Intrinsic::umin, UE, LastU);
    Value *CK = B.CreateBinaryIntrinsic(Intrinsic::umin, KE, LastK);
    Value *Off =
        B.CreateAdd(B.CreateMul(B.CreateSub(CU, U0), DO), B.CreateMul(CK, DI));
    Value *V =
        B.CreateAlignedLoad(O.ElemTy, B.CreatePtrAdd(Origin, Off), Align(O.EB));
    V = B.CreateSelect(In, V, Constant::getNullValue(O.ElemTy));
    Vec = B.CreateInsertElement(Vec, V, B.getInt32(E));
  }
  B.CreateAlignedStore(Vec, Dst, Align(16));
  B.CreateRetVoid();
  return Fn;
}

/// The thread's linear id in the block (i32).
Value *TileCopier::emitTid(IRBuilderBase &B) {
  GPUKind Kind = BP.Kind;
  Value *Tid = B.CreateTrunc(emitThreadId(B, Kind, 0), I32);
  if (Block[1] > 1 || Block[2] > 1) {
    Value *Y = B.CreateTrunc(emitThreadId(B, Kind, 1), I32);
    Value *Z = B.CreateTrunc(emitThreadId(B, Kind, 2), I32);
    Value *YZ = B.CreateAdd(Y, B.CreateMul(Z, B.getInt32(Block[1])));
    Tid = B.CreateAdd(Tid, B.CreateMul(YZ, B.getInt32(Block[0])), "tid");
  }
  return Tid;
}

/// The epilogue, out of line:
///   void (ptr Origin, i64 DM, i64 DN, i64 M0, i64 N0, i64 TCM, i64 TCN,
///         acc x NAcc)
/// adds this thread's accumulators to C's elements (M0 + row, N0 + col)
/// (Origin: C's element (M0, N0); DM, DN: bytes per row and column); a
/// block tile inside C without tests, one at C's edges testing each
/// element against TCM x TCN.
Function *TileCopier::epilogue(Type *AccTy, unsigned NAcc) {
  Module &Mod = *F.getParent();
  if (Epilogue)
    return Epilogue;
  std::string Name = "tilelang_mma_epilogue_" + F.getName().str();
  SmallVector<Type *, 136> Params{
      PointerType::get(Ctx, 0), I64, I64, I64, I64, I64, I64};
  Params.append(NAcc, AccTy);
  auto *FT = FunctionType::get(Type::getVoidTy(Ctx), Params, false);
  Function *Fn = Epilogue =
      Function::Create(FT, GlobalValue::InternalLinkage, Name, &Mod);
  Fn->addFnAttr(Attribute::NoInline);
  Fn->addFnAttr(Attribute::NoUnwind);
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", Fn);
  BasicBlock *Full = BasicBlock::Create(Ctx, "full", Fn);
  BasicBlock *Edge = BasicBlock::Create(Ctx, "edge", Fn);
  BasicBlock *Ret = BasicBlock::Create(Ctx, "done", Fn);
  IRBuilder<> B(Entry);
  Value *Origin = Fn->getArg(0), *DM = Fn->getArg(1), *DN = Fn->getArg(2),
        *M0 = Fn->getArg(3), *N0 = Fn->getArg(4), *TCM = Fn->getArg(5),
        *TCN = Fn->getArg(6);
  std::unique_ptr<WarpTileLayer> Warp = BP.warpTile();
  Warp->setup(B, emitTid(B));
  Value *FullTile =
      B.CreateAnd(B.CreateICmpULE(B.CreateAdd(M0, B.getInt64(BM)), TCM),
                  B.CreateICmpULE(B.CreateAdd(N0, B.getInt64(BN)), TCN));
  B.CreateCondBr(FullTile, Full, Edge);
  Type *ElemTy = Ops[2].ElemTy;
  unsigned EB = Ops[2].EB;
  for (bool Guarded : {false, true}) {
    B.SetInsertPoint(Guarded ? Edge : Full);
    for (unsigned E = 0; E < NAcc; ++E) {
      auto [R, Cl] = Warp->element(B, E);
      Value *RO = B.CreateZExt(R, I64), *CO = B.CreateZExt(Cl, I64);
      BasicBlock *Next = nullptr;
      if (Guarded) {
        Value *In = B.CreateAnd(B.CreateICmpULT(B.CreateAdd(M0, RO), TCM),
                                B.CreateICmpULT(B.CreateAdd(N0, CO), TCN));
        BasicBlock *St = BasicBlock::Create(Ctx, "store", Fn);
        Next = BasicBlock::Create(Ctx, "next", Fn);
        B.CreateCondBr(In, St, Next);
        B.SetInsertPoint(St);
      }
      Value *Addr = B.CreatePtrAdd(
          Origin, B.CreateAdd(B.CreateMul(RO, DM), B.CreateMul(CO, DN)));
      Value *Old = B.CreateAlignedLoad(ElemTy, Addr, Align(EB), "c");
      Value *Acc = Fn->getArg(7 + E);
      B.CreateAlignedStore(ElemTy->isFloatingPointTy() ? B.CreateFAdd(Old, Acc)
                                                       : B.CreateAdd(Old, Acc),
                           Addr, Align(EB));
      if (Next) {
        B.CreateBr(Next);
        B.SetInsertPoint(Next);
      }
    }
    B.CreateBr(Ret);
  }
  B.SetInsertPoint(Ret);
  B.CreateRetVoid();
  return Fn;
}

/// The copy of \p O's K tile \p Kt into stage buffer \p Stage by all the
/// block's threads.
void TileCopier::emitCopy(IRBuilderBase &B, Operand &O, Value *Kt, Value *Stage,
                          Value *Tid) {
  // A K tile wholly inside the array with aligned addresses (every tile but
  // the edges): 16-byte copies without a test per chunk; the edges out of
  // line (edgeTile).
  unsigned OuterSize = O.Outer == TC.M ? BM : BN;
  Value *Interior = B.CreateAnd(
      O.Vec,
      B.CreateAnd(
          B.CreateICmpULE(B.CreateAdd(MB.TT[O.Outer], B.getInt64(OuterSize)),
                          MB.TC[O.Outer]),
          B.CreateICmpULE(
              B.CreateMul(B.CreateAdd(Kt, B.getInt64(1)), B.getInt64(BK)),
              MB.TC[TC.K])));
  BasicBlock *In = BasicBlock::Create(Ctx, "mma.copy.interior", &F);
  BasicBlock *Edge = BasicBlock::Create(Ctx, "mma.copy.edges", &F);
  BasicBlock *Join = BasicBlock::Create(Ctx, "mma.copy.done", &F);
  B.CreateCondBr(Interior, In, Edge);
  CopyView V{O.Origin,       O.DOuter,    O.DInner, MB.TT[O.Outer],
             MB.TC[O.Outer], MB.TC[TC.K], O.Vec};
  B.SetInsertPoint(In);
  emitChunks(B, O, V, Kt, Stage, Tid, false);
  B.CreateBr(Join);
  B.SetInsertPoint(Edge);
  B.CreateCall(edgeTile(O),
               {Stage, O.Origin, O.DOuter, O.DInner, Tid, Kt, MB.TT[O.Outer],
                MB.TC[O.Outer], MB.TC[TC.K], O.Vec});
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
}
