//===- layout/SharedBudget.cpp - the function's scratchpad after layouts --===//
//
// The budget of tilelang-layout (SharedBudget, LayoutStage.h): the bytes of
// the function's address-space-3 globals once every staged buffer has its
// layout. On AMDGPU a total over the chip's LDS per block is an error (and
// the body is dropped); on an NVPTX kernel over the static limit the staged
// buffers move into dynamic shared memory (@tilelang_dynamic_smem, at
// offsets aligned for their swizzles, listed in !tilelang.dynamic_smem;
// the remark "DynamicShared"). The kernel's launch record gets
// "shared_bytes" and "dynamic_shared_bytes" (updateLaunchRecord).
//
//===----------------------------------------------------------------------===//
#include "layout/LayoutStage.h"
#include "target/TargetDescription.h"
#include "target/TargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#define DEBUG_TYPE "tilelang-layout"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::layout;

/// Static shared memory per block without dynamic shared memory when the
/// description does not say (CUDA C++ Programming Guide: 48 KB).
constexpr uint64_t DefaultStaticLimit = 48 * 1024;

/// The dynamic-shared-memory alignment of a buffer under \p L: 128 bytes,
/// or what Hopper's bulk copies need for its swizzle (HARDWARE.md).
static uint64_t dynamicAlign(const AppliedLayout *L) {
  if (L && L->K == Layout::Swizzle)
    return L->P1 * 8; // 128 -> 1024, 64 -> 512, 32 -> 256
  return 128;
}

void SharedBudget::run() {
  const Triple &T = M.getTargetTriple();
  if (!T.isNVPTX() && !T.isAMDGPU())
    return;
  Usage U;
  if (!measure(U))
    return;

  if (T.isAMDGPU()) {
    if (U.HasLimit && U.Total > U.Limit) {
      Cx.error(nullptr, U.FirstName,
               "staged buffers " + U.Names + U.Others + " need " +
                   Twine(U.Total) +
                   " bytes of LDS per block after their layouts; " + U.Chip +
                   " allows " + Twine(U.Limit));
      // No object is written after an error. Without the buffers the
      // backend does not report the same LDS again, at the function and in
      // its own words ("local memory (N) exceeds limit (65536) in 'f'").
      F.dropAllReferences();
      new UnreachableInst(Ctx, BasicBlock::Create(Ctx, "tilelang.error", &F));
      DroppedBody = Cx.Changed = true;
      return;
    }
    updateLaunchRecord(U.Total, 0);
    return;
  }

  if (U.Total <= U.StaticLimit) {
    updateLaunchRecord(U.Total, 0);
    return;
  }
  if (F.getCallingConv() != CallingConv::PTX_Kernel) {
    Cx.error(nullptr, U.FirstName,
             "staged buffers " + U.Names + U.Others + " need " +
                 Twine(U.Total) + " bytes of shared memory; over " +
                 Twine(U.StaticLimit) +
                 " bytes of static shared memory only a kernel can have them "
                 "(in dynamic shared memory), and '" +
                 F.getName() + "' is not a kernel");
    return;
  }
  placeDynamic(U);
}

/// The function's shared memory in \p U: its staged buffers and the bytes
/// of the other address-space-3 globals, and the chip's limit; false when
/// it has no staged buffer.
bool SharedBudget::measure(Usage &U) {
  for (GlobalVariable *GV : sharedGlobalsOf(F)) {
    if (GV->getName() == DynamicName)
      continue;
    uint64_t Bytes =
        GV->getValueType()->isSized()
            ? DL.getTypeAllocSize(GV->getValueType()).getFixedValue()
            : 0;
    MDNode *BM = GV->getMetadata("tilelang.buffer");
    if (BM && GV->hasLocalLinkage()) {
      U.Staged.push_back(GV);
      U.StagedBytes += Bytes;
      auto *NameMD = BM->getNumOperands()
                         ? dyn_cast<MDString>(BM->getOperand(0))
                         : nullptr;
      U.Names += (U.Names.empty() ? "'" : ", '") +
                 (NameMD ? NameMD->getString() : GV->getName()).str() + "' (" +
                 std::to_string(Bytes) + " bytes)";
    } else {
      U.OtherBytes += Bytes;
    }
  }
  if (U.Staged.empty())
    return false;
  if (MDNode *BM = U.Staged.front()->getMetadata("tilelang.buffer"))
    if (auto *S = dyn_cast<MDString>(BM->getOperand(0)))
      U.FirstName = S->getString().str();
  U.Total = U.StagedBytes + U.OtherBytes;
  const TargetDescription *TD = Cx.targetInfo().description();
  U.HasLimit = TD && TD->isGPU() && TD->Scratchpad.Present;
  U.Limit = U.HasLimit ? TD->Scratchpad.BytesPerBlock.Value : 0;
  U.Chip = TD ? TD->Name : std::string(M.getTargetTriple().getArchName());
  U.Others = U.OtherBytes
                 ? " and " + std::to_string(U.OtherBytes) + " bytes of others"
                 : std::string();
  U.StaticLimit = TD && TD->Scratchpad.BytesPerBlockStatic.Value
                      ? TD->Scratchpad.BytesPerBlockStatic.Value
                      : DefaultStaticLimit;
  return true;
}

/// Dynamic shared memory for the staged buffers of an NVPTX kernel over the
/// static limit: every staged buffer at an aligned offset, unless the total
/// is over the chip's limit.
void SharedBudget::placeDynamic(const Usage &U) {
  uint64_t Offset = 0, MaxAlign = 16;
  Placement Placed;
  for (GlobalVariable *GV : U.Staged) {
    std::optional<AppliedLayout> L =
        AppliedLayout::fromMetadata(GV->getMetadata("tilelang.layout"));
    uint64_t A = dynamicAlign(L ? &*L : nullptr);
    MaxAlign = std::max(MaxAlign, A);
    Offset = alignTo(Offset, A);
    Placed.push_back({GV, Offset});
    Offset += DL.getTypeAllocSize(GV->getValueType()).getFixedValue();
  }
  uint64_t Dynamic = Offset;
  uint64_t OtherBytes = U.OtherBytes, StaticLimit = U.StaticLimit;
  if (OtherBytes > StaticLimit ||
      (U.HasLimit && OtherBytes + Dynamic > U.Limit)) {
    Cx.error(nullptr, U.FirstName,
             "staged buffers " + U.Names + U.Others + " need " +
                 Twine(OtherBytes + Dynamic) +
                 " bytes of shared memory per block after their layouts (" +
                 Twine(Dynamic) + " of them dynamic); " + U.Chip + " allows " +
                 Twine(U.HasLimit ? U.Limit : StaticLimit) +
                 (OtherBytes > StaticLimit
                      ? ", and " + std::to_string(StaticLimit) + " static"
                      : std::string()));
    return;
  }
  if (GlobalVariable *Dyn = dynamicGlobal(MaxAlign, U.FirstName))
    moveToDynamic(U, Placed, Dyn, Dynamic);
}

/// @tilelang_dynamic_smem, declared if the module has none, aligned to at
/// least \p MaxAlign; null (with an error) when the module has another.
GlobalVariable *SharedBudget::dynamicGlobal(uint64_t MaxAlign,
                                            StringRef FirstName) {
  GlobalVariable *Dyn = M.getNamedGlobal(DynamicName);
  Type *I8 = Type::getInt8Ty(Ctx);
  if (Dyn &&
      (Dyn->getAddressSpace() != SharedAS ||
       Dyn->getValueType() != ArrayType::get(I8, 0) || !Dyn->isDeclaration())) {
    Cx.error(nullptr, FirstName,
             "@" + DynamicName +
                 " exists and is not an external addrspace(3) [0 x i8]");
    return nullptr;
  }
  if (!Dyn) {
    Dyn = new GlobalVariable(M, ArrayType::get(I8, 0), /*isConstant=*/false,
                             GlobalValue::ExternalLinkage, nullptr, DynamicName,
                             nullptr, GlobalValue::NotThreadLocal, SharedAS);
    Dyn->setAlignment(Align(16));
  }
  if (Dyn->getAlign().valueOrOne().value() < MaxAlign)
    Dyn->setAlignment(Align(MaxAlign));
  return Dyn;
}

/// The staged buffers replaced by their offsets \p Placed into \p Dyn, the
/// table !tilelang.dynamic_smem, the launch record and the remark.
void SharedBudget::moveToDynamic(const Usage &U, const Placement &Placed,
                                 GlobalVariable *Dyn, uint64_t Dynamic) {
  Type *I8 = Type::getInt8Ty(Ctx);
  SmallVector<Metadata *, 8> Table;
  Type *I64 = Type::getInt64Ty(Ctx);
  std::string Where;
  for (auto [GV, Off] : Placed) {
    uint64_t Bytes = DL.getTypeAllocSize(GV->getValueType()).getFixedValue();
    MDNode *BM = GV->getMetadata("tilelang.buffer");
    Metadata *Name = BM->getOperand(0).get();
    Metadata *LayoutMD = GV->getMetadata("tilelang.layout");
    SmallVector<Metadata *, 4> Entry{
        Name, ConstantAsMetadata::get(ConstantInt::get(I64, Off)),
        ConstantAsMetadata::get(ConstantInt::get(I64, Bytes))};
    if (LayoutMD)
      Entry.push_back(LayoutMD);
    Table.push_back(MDNode::get(Ctx, Entry));
    Where += (Where.empty() ? "'" : ", '") +
             cast<MDString>(Name)->getString().str() + "' at byte " +
             std::to_string(Off);
    Constant *Addr = Off ? ConstantExpr::getGetElementPtr(
                               I8, Dyn, ConstantInt::get(I64, Off))
                         : cast<Constant>(Dyn);
    GV->replaceAllUsesWith(Addr);
    GV->eraseFromParent();
  }
  F.setMetadata("tilelang.dynamic_smem", MDNode::get(Ctx, Table));
  updateLaunchRecord(U.OtherBytes, Dynamic);
  Cx.Changed = true;
  Cx.ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "DynamicShared",
                              Cx.remarkLoc(U.FirstName), &F.getEntryBlock())
           << "staged buffers of '" << F.getName()
           << "' in dynamic shared memory (" << std::to_string(U.Total)
           << " bytes are over the " << std::to_string(U.StaticLimit)
           << " bytes of static shared memory of " << U.Chip << "): " << Where
           << ", " << std::to_string(Dynamic) << " bytes in all";
  });
}

/// The kernel's launch record (LayoutPass.h): "shared_bytes" and
/// "dynamic_shared_bytes".
void SharedBudget::updateLaunchRecord(uint64_t Static, uint64_t Dynamic) {
  NamedMDNode *NMD = M.getNamedMetadata("tilelang.launch");
  if (!NMD)
    return;
  for (unsigned I = 0; I < NMD->getNumOperands(); ++I) {
    MDNode *N = NMD->getOperand(I);
    if (N->getNumOperands() != 2)
      continue;
    auto *VM = dyn_cast_or_null<ValueAsMetadata>(N->getOperand(0).get());
    if (!VM || VM->getValue() != &F)
      continue;
    auto *S = dyn_cast<MDString>(N->getOperand(1));
    Expected<json::Value> V =
        S ? json::parse(S->getString())
          : Expected<json::Value>(createStringError(
                inconvertibleErrorCode(), "its second operand is no string"));
    if (!V || !V->getAsObject()) {
      std::string Why = V ? "not a JSON object" : toString(V.takeError());
      Cx.error(nullptr, "",
               "the launch record of '" + F.getName() +
                   "' (!tilelang.launch) is unreadable: " + Why);
      return;
    }
    json::Object &O = *V->getAsObject();
    O["shared_bytes"] = int64_t(Static);
    O["dynamic_shared_bytes"] = int64_t(Dynamic);
    std::string Text;
    raw_string_ostream OS(Text);
    OS << *V;
    NMD->setOperand(I, MDNode::get(Ctx, {N->getOperand(0).get(),
                                         MDString::get(Ctx, Text)}));
    Cx.Changed = true;
  }
}
