//===- promote/StagingTarget.cpp - Where a staged buffer lives -----------===//
//
// The implementations of StagingTarget (Staging.h): the host's 64-byte
// aligned stack buffer (HostStaging), and on GPUs a thread's private array
// or the block's address-space-3 global with the layout request that
// tilelang-layout reads (GPUStaging). Used by CopyEmitter and Pipeliner.
//
//===----------------------------------------------------------------------===//
#include "promote/Staging.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace tilelang::promote {

Value *HostStaging::allocate(Function &F, Type *ElemTy, uint64_t Elems,
                             const Twine &Name) {
  IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
  AllocaInst *A = EB.CreateAlloca(ArrayType::get(ElemTy, Elems), nullptr, Name);
  A->setAlignment(Align(64));
  // The buffer's name survives clang's discarded value names, for
  // tilelang-parallel's remark (per-thread buffers).
  LLVMContext &Ctx = F.getContext();
  A->setMetadata("tilelang.host.buffer",
                 MDNode::get(Ctx, {MDString::get(Ctx, Name.str())}));
  return A;
}

Value *GPUStaging::allocate(Function &F, Type *ElemTy, uint64_t Elems,
                            const Twine &Name) {
  IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
  AllocaInst *A = EB.CreateAlloca(ArrayType::get(ElemTy, Elems), nullptr, Name);
  A->setAlignment(Align(16));
  return A;
}

GlobalVariable *GPUStaging::allocateShared(Function &F, Type *ElemTy,
                                           ArrayRef<uint64_t> Ext,
                                           const Layout &L, StringRef Array) {
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  uint64_t Elems = 1;
  for (uint64_t E : Ext)
    Elems *= E;
  Type *Ty = ArrayType::get(ElemTy, Elems);
  auto *G = new GlobalVariable(M, Ty, false, GlobalValue::InternalLinkage,
                               PoisonValue::get(Ty), "tilelang." + Array,
                               nullptr, GlobalValue::NotThreadLocal, 3);
  G->setAlignment(Align(16));
  Type *I64 = Type::getInt64Ty(Ctx);
  SmallVector<Metadata *, 4> Ops{MDString::get(Ctx, Array)};
  for (uint64_t E : Ext)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I64, E)));
  G->setMetadata("tilelang.buffer", MDNode::get(Ctx, Ops));
  static const char *Kinds[] = {"auto", "row_major", "col_major",
                                "pad",  "swizzle",   "interleave"};
  G->setMetadata(
      "tilelang.layout.request",
      MDNode::get(Ctx,
                  {MDString::get(Ctx, Kinds[L.K]),
                   ConstantAsMetadata::get(ConstantInt::get(I64, L.Param)),
                   ConstantAsMetadata::get(ConstantInt::get(I64, L.Param2))}));
  return G;
}

Value *GPUStaging::offset(IRBuilder<> &B, Value *Buf, ArrayRef<Value *> X) {
  Module &M = *B.GetInsertBlock()->getModule();
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  SmallVector<Type *, 4> Params{Buf->getType()};
  Params.append(X.size(), I64);
  FunctionCallee Fn =
      M.getOrInsertFunction(("tilelang.buffer.offset." + Twine(X.size())).str(),
                            FunctionType::get(I64, Params, false));
  if (auto *FnF = dyn_cast<Function>(Fn.getCallee())) {
    FnF->setDoesNotAccessMemory();
    FnF->setDoesNotThrow();
    FnF->setWillReturn();
    FnF->addFnAttr(Attribute::Speculatable);
  }
  SmallVector<Value *, 4> Args{Buf};
  Args.append(X.begin(), X.end());
  return B.CreateCall(Fn, Args, "buf.off");
}

void GPUStaging::emitBarrier(IRBuilder<> &B) { emitBlockBarrier(B, Kind); }

} // namespace tilelang::promote
