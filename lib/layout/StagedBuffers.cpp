//===- layout/StagedBuffers.cpp - the staged buffers of a function --------===//
//
// What tilelang-layout starts from (LayoutPass.h): the offset calls
// @tilelang.buffer.offset.D of the function, the staged buffers they
// address (their !tilelang.buffer and !tilelang.layout.request), and the
// loads and stores through each buffer's offsets. Every call or metadata
// that breaks the contract is an error and its buffer is left alone
// (BufferCollector, LayoutStage.h).
//
//===----------------------------------------------------------------------===//
#include "layout/LayoutStage.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::layout;

static std::string printed(const Value *V) {
  std::string S;
  raw_string_ostream OS(S);
  V->printAsOperand(OS, /*PrintType=*/false);
  return S;
}

/// The function every user of \p GV lives in, or null when several do (or
/// none); \p Other is set to a second one.
static Function *userFunction(const GlobalVariable &GV, Function *&Other) {
  Function *One = nullptr;
  Other = nullptr;
  SmallVector<const User *, 8> Work(GV.users());
  SmallPtrSet<const User *, 8> Seen;
  while (!Work.empty()) {
    const User *U = Work.pop_back_val();
    if (!Seen.insert(U).second)
      continue;
    if (auto *I = dyn_cast<Instruction>(U)) {
      Function *F = const_cast<Function *>(I->getFunction());
      if (!One)
        One = F;
      else if (F != One && !Other)
        Other = F;
    } else if (isa<ConstantExpr>(U)) {
      append_range(Work, U->users());
    }
  }
  return Other ? nullptr : One;
}

/// Reads the buffer metadata of \p GV into \p B; false with \p Why when it
/// breaks the contract of LayoutPass.h.
bool BufferCollector::readBuffer(GlobalVariable &GV, Buffer &B,
                                 std::string &Why) {
  B.GV = &GV;
  B.Name = GV.getName().str();
  MDNode *BM = GV.getMetadata("tilelang.buffer");
  if (!BM) {
    Why = "it is no staged buffer (a global with !tilelang.buffer)";
    return false;
  }
  auto *NameMD =
      BM->getNumOperands() ? dyn_cast<MDString>(BM->getOperand(0)) : nullptr;
  if (!NameMD || BM->getNumOperands() < 2) {
    Why = "its !tilelang.buffer is not !{!\"NAME\", i64 E0, ...}";
    return false;
  }
  B.Name = NameMD->getString().str();
  uint64_t Elems = 1;
  for (const MDOperand &Op : drop_begin(BM->operands())) {
    auto *C = mdconst::dyn_extract<ConstantInt>(Op);
    if (!C || C->isZero() || C->getValue().getActiveBits() > 32) {
      Why = "its !tilelang.buffer extents are not positive integers below "
            "2^32";
      return false;
    }
    B.Extents.push_back(C->getZExtValue());
    Elems = SaturatingMultiply(Elems, B.Extents.back());
  }
  auto *AT = dyn_cast<ArrayType>(GV.getValueType());
  if (GV.getAddressSpace() != SharedAS || !AT ||
      !AT->getElementType()->isSized() ||
      AT->getElementType()->isScalableTy()) {
    Why = "it is not an array in address space 3";
    return false;
  }
  if (AT->getNumElements() != Elems) {
    Why = "its " + std::to_string(AT->getNumElements()) +
          " elements are not the product of its extents (" +
          std::to_string(Elems) + ")";
    return false;
  }
  B.ElemTy = AT->getElementType();
  B.ElemBytes = DL.getTypeAllocSize(B.ElemTy).getFixedValue();
  if (!B.ElemBytes) {
    Why = "its elements have no size";
    return false;
  }
  if (MDNode *RM = GV.getMetadata("tilelang.layout.request")) {
    auto *KS = RM->getNumOperands() == 3 ? dyn_cast<MDString>(RM->getOperand(0))
                                         : nullptr;
    auto *P1 = RM->getNumOperands() == 3
                   ? mdconst::dyn_extract<ConstantInt>(RM->getOperand(1))
                   : nullptr;
    auto *P2 = RM->getNumOperands() == 3
                   ? mdconst::dyn_extract<ConstantInt>(RM->getOperand(2))
                   : nullptr;
    std::optional<Layout::Kind> K =
        KS ? kindNamed(KS->getString()) : std::nullopt;
    if (!K || !P1 || !P2 || P1->getValue().getActiveBits() > 31 ||
        P2->getValue().getActiveBits() > 31) {
      Why = "its !tilelang.layout.request is not !{!\"KIND\", i64 P1, i64 P2} "
            "with KIND row_major, col_major, pad, swizzle, interleave or auto";
      return false;
    }
    B.Request.K = *K;
    B.Request.Param = unsigned(P1->getZExtValue());
    B.Request.Param2 = unsigned(P2->getZExtValue());
    bool OK = true;
    switch (*K) {
    case Layout::Pad:
      OK = B.Request.Param > 0;
      break;
    case Layout::Swizzle:
      OK = is_contained({0u, 32u, 64u, 128u}, B.Request.Param);
      break;
    case Layout::Interleave:
      OK = B.Request.Param > 0 && B.Request.Param2 > 0;
      break;
    default:
      break;
    }
    if (!OK) {
      Why = "its !tilelang.layout.request " + spell(B.Request) +
            " is invalid (pad(N) needs N > 0, swizzle a span of 0, 32, 64 or "
            "128 bytes, interleave(R, C) R and C > 0)";
      return false;
    }
    B.Requested = B.Request.K != Layout::Auto;
  }
  return true;
}

/// Finds the offset calls of the function and their buffers; every call
/// that breaks the contract is an error.
void BufferCollector::collectCalls() {
  for (Instruction &I : instructions(F)) {
    // The called operand, not getCalledFunction(): a call whose type is not
    // the declaration's (a wrong arity) must be found too.
    auto *CI = dyn_cast<CallInst>(&I);
    auto *Callee = CI ? dyn_cast<Function>(CI->getCalledOperand()) : nullptr;
    if (!Callee || !Callee->getName().starts_with(OffsetPrefix))
      continue;
    StringRef Name = Callee->getName();
    unsigned D = 0;
    if (Name.drop_front(OffsetPrefix.size()).getAsInteger(10, D) || D == 0 ||
        D > 16) {
      Cx.error(CI, "",
               "call of '" + Name +
                   "': not a tilelang.buffer.offset.D function (D, the number "
                   "of dimensions, from 1 to 16)");
      continue;
    }
    if (CI->arg_size() != D + 1) {
      Cx.error(CI, "",
               "call of '" + Name + "' with " + Twine(CI->arg_size()) +
                   " arguments: it takes the buffer and " + Twine(D) +
                   " subscript" + (D > 1 ? "s" : ""));
      continue;
    }
    if (!CI->getType()->isIntegerTy(64) ||
        any_of(drop_begin(CI->args()),
               [](const Use &U) { return !U->getType()->isIntegerTy(64); })) {
      Cx.error(CI, "",
               "call of '" + Name +
                   "': the subscripts and the result must be i64");
      continue;
    }
    auto *GV = dyn_cast<GlobalVariable>(CI->getArgOperand(0));
    if (!GV || !GV->getMetadata("tilelang.buffer")) {
      Cx.error(CI, "",
               "call of '" + Name + "' on " + printed(CI->getArgOperand(0)) +
                   ", which is not a staged buffer (an address-space-3 global "
                   "with !tilelang.buffer)");
      continue;
    }
    auto [It, New] = BufferIndex.try_emplace(GV, Buffers.size());
    if (New)
      Buffers.emplace_back();
    Buffer &B = Buffers[It->second];
    if (New) {
      std::string Why;
      if (!readBuffer(*GV, B, Why)) {
        Cx.error(CI, B.Name,
                 "staged buffer " + printed(GV) + " of '" + B.Name +
                     "' is malformed: " + Why);
        B.Bad = true;
      } else if (GV->getMetadata("tilelang.layout")) {
        Cx.error(CI, B.Name,
                 "staged buffer " + printed(GV) + " of '" + B.Name +
                     "' already has a layout (!tilelang.layout) but is still "
                     "addressed through '" +
                     Name + "'");
        B.Bad = true;
      } else {
        Function *Other;
        if (!userFunction(*GV, Other)) {
          Cx.error(CI, B.Name,
                   "staged buffer " + printed(GV) + " of '" + B.Name +
                       "' is used by '" + F.getName() + "' and '" +
                       (Other ? Other->getName() : StringRef("?")) +
                       "'; a staged buffer belongs to one kernel");
          B.Bad = true;
        }
      }
    }
    if (B.Bad)
      continue;
    if (B.Extents.size() != D) {
      Cx.error(CI, B.Name,
               "call of '" + Name + "' on '" + B.Name + "', a " +
                   Twine(B.Extents.size()) + "-D buffer: it takes " +
                   Twine(B.Extents.size()) + " subscript" +
                   (B.Extents.size() > 1 ? "s" : "") + ", not " + Twine(D));
      B.Bad = true;
      continue;
    }
    B.Calls.push_back(CI);
  }
}

/// The loads and stores through the offsets of \p B, and whether anything
/// else uses them or the buffer (an access that assumes the row-major
/// order, which only row_major keeps valid).
void BufferCollector::collectAccesses(Buffer &B) {
  auto Unknown = [&](const Instruction *U, const std::string &What) {
    if (B.UnknownUse.empty()) {
      std::string S;
      raw_string_ostream OS(S);
      OS << *U;
      B.UnknownUse = What + (" (" + StringRef(S).trim() + ")").str();
    }
  };
  for (CallInst *CI : B.Calls)
    for (User *U : CI->users()) {
      auto *GEP = dyn_cast<GetElementPtrInst>(U);
      if (!GEP || GEP->getPointerOperand() != B.GV ||
          GEP->getNumIndices() != 1 || GEP->getOperand(1) != CI ||
          GEP->getSourceElementType() != B.ElemTy) {
        Unknown(cast<Instruction>(U),
                "an offset used by something other than a getelementptr of " +
                    B.typeText());
        continue;
      }
      for (User *GU : GEP->users()) {
        if (auto *LI = dyn_cast<LoadInst>(GU)) {
          TypeSize TS = DL.getTypeStoreSize(LI->getType());
          if (!TS.isScalable()) {
            B.Accesses.push_back({LI, TS.getFixedValue(), LI->getAlign()});
            continue;
          }
        } else if (auto *SI = dyn_cast<StoreInst>(GU)) {
          TypeSize TS = DL.getTypeStoreSize(SI->getValueOperand()->getType());
          if (SI->getPointerOperand() == GEP && SI->getValueOperand() != GEP &&
              !TS.isScalable()) {
            B.Accesses.push_back({SI, TS.getFixedValue(), SI->getAlign()});
            continue;
          }
        }
        Unknown(cast<Instruction>(GU),
                "an address used by something other than a load or store");
      }
    }
  SmallPtrSet<const CallInst *, 8> Calls(llvm::from_range, B.Calls);
  for (User *U : B.GV->users()) {
    if (auto *CI = dyn_cast<CallInst>(U); CI && Calls.contains(CI))
      continue;
    if (auto *GEP = dyn_cast<GetElementPtrInst>(U);
        GEP && GEP->getNumIndices() == 1 &&
        Calls.contains(dyn_cast<CallInst>(GEP->getOperand(1))))
      continue; // examined above
    if (auto *I = dyn_cast<Instruction>(U)) {
      Unknown(I, "the buffer used other than through its offsets");
    } else if (B.UnknownUse.empty()) {
      std::string S;
      raw_string_ostream OS(S);
      U->printAsOperand(OS, /*PrintType=*/false);
      B.UnknownUse =
          "the buffer used other than through its offsets (" + S + ")";
    }
  }
}
