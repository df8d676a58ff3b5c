//===- GPU.cpp - Thread ids, block ids and barriers -----------------------===//
//
// See GPU.h. Intrinsic names: IntrinsicsNVVM.td and IntrinsicsAMDGPU.td of
// LLVM 22; the AMDGPU dispatch packet layout (grid_size_x at byte 12,
// workgroup_size_x at byte 4) is hsa_kernel_dispatch_packet_t of the HSA
// runtime specification.
//
//===----------------------------------------------------------------------===//
#include "utils/GPU.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace tilelang;

GPUKind tilelang::gpuKind(const Module &M) {
  Triple T(M.getTargetTriple());
  if (T.isNVPTX())
    return GPUKind::NVPTX;
  if (T.isAMDGPU())
    return GPUKind::AMDGPU;
  return GPUKind::None;
}

static Value *sreg(IRBuilderBase &B, Intrinsic::ID ID) {
  return B.CreateZExt(B.CreateIntrinsic(ID, {}), B.getInt64Ty());
}

Value *tilelang::emitThreadId(IRBuilderBase &B, GPUKind K, unsigned D) {
  static const Intrinsic::ID NV[3] = {Intrinsic::nvvm_read_ptx_sreg_tid_x,
                                      Intrinsic::nvvm_read_ptx_sreg_tid_y,
                                      Intrinsic::nvvm_read_ptx_sreg_tid_z};
  static const Intrinsic::ID AMD[3] = {Intrinsic::amdgcn_workitem_id_x,
                                       Intrinsic::amdgcn_workitem_id_y,
                                       Intrinsic::amdgcn_workitem_id_z};
  return sreg(B, K == GPUKind::NVPTX ? NV[D] : AMD[D]);
}

Value *tilelang::emitBlockId(IRBuilderBase &B, GPUKind K, unsigned D) {
  static const Intrinsic::ID NV[3] = {Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                      Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                                      Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
  static const Intrinsic::ID AMD[3] = {Intrinsic::amdgcn_workgroup_id_x,
                                       Intrinsic::amdgcn_workgroup_id_y,
                                       Intrinsic::amdgcn_workgroup_id_z};
  return sreg(B, K == GPUKind::NVPTX ? NV[D] : AMD[D]);
}

Value *tilelang::emitNumBlocks(IRBuilderBase &B, GPUKind K, unsigned D) {
  if (K == GPUKind::NVPTX) {
    static const Intrinsic::ID NV[3] = {Intrinsic::nvvm_read_ptx_sreg_nctaid_x,
                                        Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
                                        Intrinsic::nvvm_read_ptx_sreg_nctaid_z};
    return sreg(B, NV[D]);
  }
  Value *P = B.CreateIntrinsic(Intrinsic::amdgcn_dispatch_ptr, {});
  Value *Grid = B.CreateLoad(
      B.getInt32Ty(),
      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), P, 12 + 4 * D), "grid.size");
  Value *WG = B.CreateLoad(
      B.getInt16Ty(), B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), P, 4 + 2 * D),
      "wg.size");
  Value *G64 = B.CreateZExt(Grid, B.getInt64Ty());
  Value *W64 = B.CreateZExt(WG, B.getInt64Ty());
  return B.CreateUDiv(B.CreateAdd(G64, B.CreateSub(W64, B.getInt64(1))), W64,
                      "num.groups");
}

void tilelang::emitBlockBarrier(IRBuilderBase &B, GPUKind K) {
  if (K == GPUKind::NVPTX) {
    B.CreateIntrinsic(Intrinsic::nvvm_barrier_cta_sync_aligned_all, {},
                      {B.getInt32(0)});
    return;
  }
  LLVMContext &Ctx = B.getContext();
  SyncScope::ID WG = Ctx.getOrInsertSyncScopeID("workgroup");
  B.CreateFence(AtomicOrdering::Release, WG);
  B.CreateIntrinsic(Intrinsic::amdgcn_s_barrier, {});
  B.CreateFence(AtomicOrdering::Acquire, WG);
}

static GlobalVariable *gridCounter(Module &M, StringRef Name) {
  if (GlobalVariable *G = M.getGlobalVariable(Name, true))
    return G;
  Type *I32 = Type::getInt32Ty(M.getContext());
  auto *G = new GlobalVariable(M, I32, false, GlobalValue::InternalLinkage,
                               ConstantInt::get(I32, 0), Name, nullptr,
                               GlobalValue::NotThreadLocal, 1);
  G->setAlignment(Align(4));
  return G;
}

Value *tilelang::emitIsFirstThread(IRBuilderBase &B, GPUKind K) {
  Value *Any = B.getInt64(0);
  for (unsigned D = 0; D < 3; ++D) {
    Any = B.CreateOr(Any, emitThreadId(B, K, D));
    Any = B.CreateOr(Any, emitBlockId(B, K, D));
  }
  return B.CreateICmpEQ(Any, B.getInt64(0), "first.thread");
}

void tilelang::emitGridBarrier(IRBuilderBase &B, GPUKind K) {
  Module &M = *B.GetInsertBlock()->getModule();
  LLVMContext &Ctx = M.getContext();
  Function *F = B.GetInsertBlock()->getParent();
  GlobalVariable *Count = gridCounter(M, "tilelang.grid.count");
  GlobalVariable *Gen = gridCounter(M, "tilelang.grid.generation");
  SyncScope::ID Dev = K == GPUKind::AMDGPU ? Ctx.getOrInsertSyncScopeID("agent")
                                           : SyncScope::System;
  Type *I32 = B.getInt32Ty();
  emitBlockBarrier(B, K);
  Value *Lead = B.getInt64(0);
  for (unsigned D = 0; D < 3; ++D)
    Lead = B.CreateOr(Lead, emitThreadId(B, K, D));
  Value *Blocks = B.getInt64(1);
  for (unsigned D = 0; D < 3; ++D)
    Blocks = B.CreateMul(Blocks, emitNumBlocks(B, K, D));
  Blocks = B.CreateTrunc(Blocks, I32);
  Value *IsLead = B.CreateICmpEQ(Lead, B.getInt64(0));
  // if (lead) { g = gen; if (atomic count++ == blocks - 1) { count = 0;
  //   gen = g + 1; } else while (gen == g); }
  BasicBlock *Cur = B.GetInsertBlock();
  BasicBlock *Rest = Cur->splitBasicBlock(B.GetInsertPoint(), "grid.sync.done");
  Cur->getTerminator()->eraseFromParent();
  auto *Arrive = BasicBlock::Create(Ctx, "grid.sync.arrive", F, Rest);
  auto *Last = BasicBlock::Create(Ctx, "grid.sync.last", F, Rest);
  auto *Wait = BasicBlock::Create(Ctx, "grid.sync.wait", F, Rest);
  B.SetInsertPoint(Cur);
  B.CreateCondBr(IsLead, Arrive, Rest);
  B.SetInsertPoint(Arrive);
  B.CreateFence(AtomicOrdering::Release, Dev);
  LoadInst *G0 = B.CreateAlignedLoad(I32, Gen, Align(4), "gen");
  G0->setAtomic(AtomicOrdering::Acquire, Dev);
  Value *Old = B.CreateAtomicRMW(AtomicRMWInst::Add, Count, B.getInt32(1),
                                 Align(4), AtomicOrdering::AcquireRelease, Dev);
  B.CreateCondBr(B.CreateICmpEQ(Old, B.CreateSub(Blocks, B.getInt32(1))), Last,
                 Wait);
  B.SetInsertPoint(Last);
  StoreInst *Reset = B.CreateAlignedStore(B.getInt32(0), Count, Align(4));
  Reset->setAtomic(AtomicOrdering::Monotonic, Dev);
  StoreInst *Bump =
      B.CreateAlignedStore(B.CreateAdd(G0, B.getInt32(1)), Gen, Align(4));
  Bump->setAtomic(AtomicOrdering::Release, Dev);
  B.CreateBr(Rest);
  B.SetInsertPoint(Wait);
  LoadInst *G1 = B.CreateAlignedLoad(I32, Gen, Align(4), "gen.now");
  G1->setAtomic(AtomicOrdering::Acquire, Dev);
  B.CreateCondBr(B.CreateICmpEQ(G1, G0), Wait, Rest);
  B.SetInsertPoint(&*Rest->getFirstInsertionPt());
  B.CreateFence(AtomicOrdering::Acquire, Dev);
  emitBlockBarrier(B, K);
}

std::optional<std::array<unsigned, 3>> tilelang::parseBlockDims(StringRef S) {
  std::array<unsigned, 3> D = {1, 1, 1};
  SmallVector<StringRef, 3> Parts;
  S.split(Parts, ',');
  if (Parts.empty() || Parts.size() > 3)
    return std::nullopt;
  for (unsigned I = 0; I < Parts.size(); ++I)
    if (Parts[I].trim().getAsInteger(10, D[I]) || D[I] == 0)
      return std::nullopt;
  return D;
}

std::optional<std::array<unsigned, 3>>
tilelang::recordedBlockShape(const Function &F, StringRef *From) {
  if (Attribute A = F.getFnAttribute("nvvm.reqntid"); A.isValid())
    if (auto D = parseBlockDims(A.getValueAsString())) {
      if (From)
        *From = "nvvm.reqntid";
      return D;
    }
  if (MDNode *MD = F.getMetadata("reqd_work_group_size");
      MD && MD->getNumOperands() == 3) {
    std::array<unsigned, 3> D;
    for (unsigned I = 0; I < 3; ++I) {
      auto *C = mdconst::dyn_extract<ConstantInt>(MD->getOperand(I));
      if (!C || C->isZero() || C->getValue().getActiveBits() > 32)
        return std::nullopt;
      D[I] = unsigned(C->getZExtValue());
    }
    if (From)
      *From = "reqd_work_group_size";
    return D;
  }
  return std::nullopt;
}

std::array<unsigned, 3> tilelang::kernelBlockShape(const Function &F) {
  return recordedBlockShape(F).value_or(std::array<unsigned, 3>{1, 1, 1});
}

std::optional<unsigned> tilelang::threadIdDim(const Value *V) {
  const auto *II = dyn_cast<IntrinsicInst>(V);
  if (!II)
    return std::nullopt;
  switch (II->getIntrinsicID()) {
  case Intrinsic::nvvm_read_ptx_sreg_tid_x:
  case Intrinsic::amdgcn_workitem_id_x:
    return 0;
  case Intrinsic::nvvm_read_ptx_sreg_tid_y:
  case Intrinsic::amdgcn_workitem_id_y:
    return 1;
  case Intrinsic::nvvm_read_ptx_sreg_tid_z:
  case Intrinsic::amdgcn_workitem_id_z:
    return 2;
  default:
    return std::nullopt;
  }
}

bool tilelang::annotateThreadIdRanges(Function &F) {
  std::optional<std::array<unsigned, 3>> Shape = recordedBlockShape(F);
  if (!Shape)
    return false;
  const std::array<unsigned, 3> &T = *Shape;
  bool Changed = false;
  for (Instruction &I : instructions(F)) {
    std::optional<unsigned> D = threadIdDim(&I);
    if (!D)
      continue;
    auto *CB = cast<CallBase>(&I);
    unsigned Bits = CB->getType()->getIntegerBitWidth();
    ConstantRange R(APInt(Bits, 0), APInt(Bits, T[*D]));
    if (CB->getRange() == R)
      continue;
    CB->removeRetAttr(Attribute::Range);
    CB->addRetAttr(Attribute::get(F.getContext(), Attribute::Range, R));
    Changed = true;
  }
  return Changed;
}
