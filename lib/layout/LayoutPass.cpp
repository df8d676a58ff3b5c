//===- LayoutPass.cpp - tilelang-layout -----------------------------------===//
//
// Layout of each staged GPU buffer, its offsets rewritten to it, and the
// function's scratchpad budget; see LayoutPass.h.
//
//   opt -load-pass-plugin=TileLangPasses.so -passes=tilelang-layout in.ll
//
//===----------------------------------------------------------------------===//
#include "layout/LayoutPass.h"
#include "analysis/Metadata.h"
#include "target/TargetDescription.h"
#include "target/TargetInfo.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#define DEBUG_TYPE "tilelang-layout"

using namespace llvm;
using namespace tilelang;

//===----------------------------------------------------------------------===//
// AppliedLayout: the layout functions and their metadata
//===----------------------------------------------------------------------===//

static std::optional<Layout::Kind> kindNamed(StringRef S) {
  for (Layout::Kind K : {Layout::Auto, Layout::RowMajor, Layout::ColMajor,
                         Layout::Pad, Layout::Swizzle, Layout::Interleave})
    if (S == spelling(K))
      return K;
  return std::nullopt;
}

/// A layout as the user writes it: "pad(4)", "interleave(2, 4)".
static std::string spell(const Layout &L) {
  std::string S = spelling(L.K);
  switch (L.K) {
  case Layout::Pad:
    return S + "(" + std::to_string(L.Param) + ")";
  case Layout::Swizzle:
    return L.Param ? S + "(" + std::to_string(L.Param) + ")" : S;
  case Layout::Interleave:
    return S + "(" + std::to_string(L.Param) + ", " + std::to_string(L.Param2) +
           ")";
  default:
    return S;
  }
}

/// The clause that gives \p L: "pad(4)", "swizzle(128)".
static std::string spell(const AppliedLayout &L) {
  Layout C;
  C.K = L.K;
  C.Param = unsigned(L.P1);
  C.Param2 = L.K == Layout::Interleave ? unsigned(L.P2) : 0;
  return spell(C);
}

uint64_t AppliedLayout::elementOffset(uint64_t Plane, uint64_t R,
                                      uint64_t C) const {
  uint64_t F = 0;
  switch (K) {
  case Layout::Auto:
  case Layout::RowMajor:
    F = R * Cols + C;
    break;
  case Layout::ColMajor:
    F = C * Rows + R;
    break;
  case Layout::Pad:
    F = R * (Cols + P1) + C;
    break;
  case Layout::Swizzle: {
    uint64_t V = 16 / ElemBytes;
    F = (R * Cols + C) ^ (((R / P2) % (P1 / 16)) * V);
    break;
  }
  case Layout::Interleave: {
    uint64_t TilesPerRow = divideCeil(Cols, P2);
    F = ((R / P1) * TilesPerRow + C / P2) * (P1 * P2) + (R % P1) * P2 + C % P2;
    break;
  }
  }
  return Plane * PlaneElems + F;
}

MDNode *AppliedLayout::toMetadata(LLVMContext &Ctx) const {
  Type *I64 = Type::getInt64Ty(Ctx);
  auto Int = [&](uint64_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(I64, V));
  };
  return MDNode::get(Ctx, {MDString::get(Ctx, spelling(K)), Int(P1), Int(P2),
                           Int(Rows), Int(Cols), Int(PlaneElems), Int(Planes),
                           Int(ElemBytes)});
}

std::optional<AppliedLayout> AppliedLayout::fromMetadata(const MDNode *N) {
  if (!N || N->getNumOperands() != 8)
    return std::nullopt;
  auto *S = dyn_cast<MDString>(N->getOperand(0));
  std::optional<Layout::Kind> K = S ? kindNamed(S->getString()) : std::nullopt;
  if (!K || *K == Layout::Auto)
    return std::nullopt;
  uint64_t V[7];
  for (unsigned I = 0; I < 7; ++I) {
    auto *C = mdconst::dyn_extract<ConstantInt>(N->getOperand(I + 1));
    if (!C || C->getValue().getActiveBits() > 63)
      return std::nullopt;
    V[I] = C->getZExtValue();
  }
  AppliedLayout L;
  L.K = *K;
  L.P1 = V[0];
  L.P2 = V[1];
  L.Rows = V[2];
  L.Cols = V[3];
  L.PlaneElems = V[4];
  L.Planes = V[5];
  L.ElemBytes = V[6];
  if (!L.Rows || !L.Cols || !L.ElemBytes)
    return std::nullopt;
  if (L.K == Layout::Swizzle &&
      (!isPowerOf2_64(L.P1) || L.P1 < 32 || !L.P2 || L.ElemBytes > 16 ||
       !isPowerOf2_64(L.ElemBytes)))
    return std::nullopt;
  if (L.K == Layout::Interleave && (!L.P1 || !L.P2))
    return std::nullopt;
  return L;
}

std::string AppliedLayout::describe() const {
  std::string S;
  raw_string_ostream OS(S);
  switch (K) {
  case Layout::Auto:
  case Layout::RowMajor:
    OS << "row_major";
    break;
  case Layout::ColMajor:
    OS << "col_major (element (r, c) at c * " << Rows << " + r)";
    break;
  case Layout::Pad:
    OS << "pad(" << P1 << "): rows of " << Cols + P1 << " elements";
    break;
  case Layout::Swizzle: {
    OS << "swizzle, " << P1 << "-byte span: 16-byte chunk ^= ";
    if (P2 == 1)
      OS << "row mod " << P1 / 16;
    else
      OS << "(row / " << P2 << ") mod " << P1 / 16 << " (" << P2 << " rows of "
         << Cols * ElemBytes << " bytes a span)";
    uint64_t AllocRows = PlaneElems / Cols;
    if (AllocRows != Rows)
      OS << ", " << AllocRows << " rows allocated";
    break;
  }
  case Layout::Interleave:
    OS << "interleave(" << P1 << ", " << P2 << "): " << P1 << " x " << P2
       << " sub-tiles stored contiguously, " << alignTo(Rows, P1) << " x "
       << alignTo(Cols, P2) << " elements a plane";
    break;
  }
  return S;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

constexpr StringLiteral OffsetPrefix = "tilelang.buffer.offset.";
/// The dynamic shared memory of a kernel. Not "tilelang.dynamic_smem": it is
/// an external symbol, which NVPTX does not rename, and ptxas rejects a '.'
/// in an identifier.
constexpr StringLiteral DynamicName = "tilelang_dynamic_smem";
constexpr unsigned SharedAS = 3;
/// Static shared memory per block without dynamic shared memory when the
/// description does not say (CUDA C++ Programming Guide: 48 KB).
constexpr uint64_t DefaultStaticLimit = 48 * 1024;

/// One load or store through a buffer's offset.
struct Access {
  Instruction *I;
  uint64_t Bytes;
  Align A;
};

/// A staged buffer of the function, as tilelang-promote left it.
struct Buffer {
  GlobalVariable *GV = nullptr;
  std::string Name;
  Type *ElemTy = nullptr;
  uint64_t ElemBytes = 0;
  SmallVector<uint64_t, 4> Extents;
  Layout Request; ///< Auto when the global carries none.
  bool Requested = false;
  SmallVector<CallInst *, 8> Calls;
  SmallVector<Access, 8> Accesses;
  /// A use of an offset or address that is not a load or store of it.
  std::string UnknownUse;
  /// An invalid call or metadata was reported: the buffer is left alone.
  bool Bad = false;
  /// `auto` may not pick a layout that grows the buffer (the block's
  /// scratchpad would overflow): why, for the remark; empty otherwise.
  std::string NoGrowth;

  uint64_t widest() const {
    uint64_t W = 0;
    for (const Access &A : Accesses)
      W = std::max(W, A.Bytes);
    return W;
  }
  /// The element type as IR prints it ("float").
  std::string typeText() const {
    std::string T;
    raw_string_ostream OS(T);
    ElemTy->print(OS);
    return T;
  }
  /// "32 x 32 float".
  std::string shapeText() const {
    std::string S;
    for (uint64_t E : Extents)
      S += (S.empty() ? "" : " x ") + std::to_string(E);
    return S + " " + typeText();
  }
};

std::string printed(const Value *V) {
  std::string S;
  raw_string_ostream OS(S);
  V->printAsOperand(OS, /*PrintType=*/false);
  return S;
}

/// The function every user of \p GV lives in, or null when several do (or
/// none); \p Other is set to a second one.
Function *userFunction(const GlobalVariable &GV, Function *&Other) {
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

/// The address-space-3 globals \p F uses, in the order it first does.
SmallVector<GlobalVariable *, 8> sharedGlobalsOf(Function &F) {
  SmallVector<GlobalVariable *, 8> Out;
  SmallPtrSet<const Value *, 16> Seen;
  SmallVector<const Value *, 8> Work;
  for (Instruction &I : instructions(F))
    for (Value *Op : I.operands()) {
      if (!isa<Constant>(Op))
        continue;
      Work.push_back(Op);
      while (!Work.empty()) {
        const Value *V = Work.pop_back_val();
        if (!Seen.insert(V).second)
          continue;
        if (auto *GV = dyn_cast<GlobalVariable>(V)) {
          if (GV->getAddressSpace() == SharedAS)
            Out.push_back(const_cast<GlobalVariable *>(GV));
        } else if (auto *CE = dyn_cast<ConstantExpr>(V)) {
          append_range(Work, CE->operands());
        }
      }
    }
  return Out;
}

class LayoutRun {
public:
  LayoutRun(Function &F, FunctionAnalysisManager &FAM)
      : F(F), M(*F.getParent()), FAM(FAM), DL(M.getDataLayout()),
        Ctx(F.getContext()), ORE(&F) {}
  bool run();
  /// The LDS error was reported and the body replaced by `unreachable`.
  bool DroppedBody = false;

private:
  Function &F;
  Module &M;
  FunctionAnalysisManager &FAM;
  const DataLayout &DL;
  LLVMContext &Ctx;
  OptimizationRemarkEmitter ORE;
  std::unique_ptr<TileLangTargetInfo> TI;
  /// The directives of the function's loops (for the diagnostics' place).
  std::vector<Directive> Directives;
  /// Staged buffers, in the order of their first offset call.
  std::vector<Buffer> Buffers;
  DenseMap<GlobalVariable *, unsigned> BufferIndex;
  bool Changed = false;

  TileLangTargetInfo &targetInfo() {
    if (!TI)
      TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
    return *TI;
  }
  void collectDirectives();
  const Directive *directiveFor(StringRef Array) const;
  DebugLoc remarkLoc(StringRef Array) const;
  void error(const Instruction *At, StringRef Array, const Twine &Msg);
  void warning(StringRef Array, const Twine &Msg);

  void collectCalls();
  bool readBuffer(GlobalVariable &GV, Buffer &B, std::string &Why);
  void collectAccesses(Buffer &B);
  AppliedLayout decide(Buffer &B, std::string &How, std::string &Note,
                       bool Report = true);
  AppliedLayout resolve(const Buffer &B, Layout Want, std::string &Note);
  std::string splits(const AppliedLayout &L, const Buffer &B) const;
  Value *emitOffset(IRBuilder<> &IRB, const Buffer &B, const AppliedLayout &L,
                    ArrayRef<Value *> Idx) const;
  void apply(Buffer &B);
  void avoidOverflowingLayouts();
  void budget();
  void updateLaunchRecord(uint64_t Static, uint64_t Dynamic);
  void removeDeclarations();
};

void LayoutRun::collectDirectives() {
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  for (Loop *L : LI.getLoopsInPreorder()) {
    MDNode *P = findLoopProperty(*L, "tilelang.directive");
    if (!P || P->getNumOperands() != 2)
      continue;
    if (auto *S = dyn_cast<MDString>(P->getOperand(1))) {
      Expected<Directive> D = Directive::parse(S->getString());
      if (D)
        Directives.push_back(std::move(*D));
      else
        consumeError(D.takeError()); // tilelang-directives reported it
    }
  }
}

const Directive *LayoutRun::directiveFor(StringRef Array) const {
  for (const Directive &D : Directives)
    if (D.findArray(Array))
      return &D;
  return Directives.empty() ? nullptr : &Directives.front();
}

DebugLoc LayoutRun::remarkLoc(StringRef Array) const {
  if (const Directive *D = directiveFor(Array))
    return directiveLoc(F, *D);
  return DebugLoc();
}

void LayoutRun::error(const Instruction *At, StringRef Array,
                      const Twine &Msg) {
  if (At && At->getDebugLoc()) {
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, Msg, DiagnosticLocation(At->getDebugLoc()), DS_Error));
    return;
  }
  if (const Directive *D = directiveFor(Array)) {
    reportError(F, *D, Msg);
    return;
  }
  Ctx.diagnose(DiagnosticInfoUnsupported(
      F, Msg, DiagnosticLocation(F.getSubprogram()), DS_Error));
}

void LayoutRun::warning(StringRef Array, const Twine &Msg) {
  if (const Directive *D = directiveFor(Array)) {
    reportDirectiveWarning(F, *D, Msg);
    return;
  }
  Ctx.diagnose(DiagnosticInfoUnsupported(
      F, Msg, DiagnosticLocation(F.getSubprogram()), DS_Warning));
}

/// Reads the buffer metadata of \p GV into \p B; false with \p Why when it
/// breaks the contract of LayoutPass.h.
bool LayoutRun::readBuffer(GlobalVariable &GV, Buffer &B, std::string &Why) {
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
void LayoutRun::collectCalls() {
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
      error(CI, "",
            "call of '" + Name +
                "': not a tilelang.buffer.offset.D function (D, the number "
                "of dimensions, from 1 to 16)");
      continue;
    }
    if (CI->arg_size() != D + 1) {
      error(CI, "",
            "call of '" + Name + "' with " + Twine(CI->arg_size()) +
                " arguments: it takes the buffer and " + Twine(D) +
                " subscript" + (D > 1 ? "s" : ""));
      continue;
    }
    if (!CI->getType()->isIntegerTy(64) ||
        any_of(drop_begin(CI->args()),
               [](const Use &U) { return !U->getType()->isIntegerTy(64); })) {
      error(CI, "",
            "call of '" + Name +
                "': the subscripts and the result must be i64");
      continue;
    }
    auto *GV = dyn_cast<GlobalVariable>(CI->getArgOperand(0));
    if (!GV || !GV->getMetadata("tilelang.buffer")) {
      error(CI, "",
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
        error(CI, B.Name,
              "staged buffer " + printed(GV) + " of '" + B.Name +
                  "' is malformed: " + Why);
        B.Bad = true;
      } else if (GV->getMetadata("tilelang.layout")) {
        error(CI, B.Name,
              "staged buffer " + printed(GV) + " of '" + B.Name +
                  "' already has a layout (!tilelang.layout) but is still "
                  "addressed through '" +
                  Name + "'");
        B.Bad = true;
      } else {
        Function *Other;
        if (!userFunction(*GV, Other)) {
          error(CI, B.Name,
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
      error(CI, B.Name,
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
void LayoutRun::collectAccesses(Buffer &B) {
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

/// \p Want made concrete for \p B: row_major for a 1-D buffer, the swizzle's
/// span (or a pad when no span fits), the plane's size. \p Note says what
/// was replaced and why.
AppliedLayout LayoutRun::resolve(const Buffer &B, Layout Want,
                                 std::string &Note) {
  AppliedLayout L;
  unsigned D = B.Extents.size();
  L.ElemBytes = B.ElemBytes;
  L.Cols = B.Extents.back();
  L.Rows = D > 1 ? B.Extents[D - 2] : 1;
  for (unsigned I = 0; I + 2 < D; ++I)
    L.Planes *= B.Extents[I];
  if (Want.K == Layout::Auto)
    Want.K = Layout::RowMajor;
  if (D == 1 && Want.K != Layout::RowMajor) {
    Note = spell(Want) + " arranges rows and columns, and '" + B.Name +
           "' is 1-D: row_major (identity)";
    Want = Layout();
    Want.K = Layout::RowMajor;
  }
  uint64_t E = B.ElemBytes;
  uint64_t RowBytes = L.Cols * E;
  if (Want.K == Layout::Swizzle) {
    auto Fits = [&](uint64_t S) {
      return RowBytes % S == 0 || (RowBytes < S && S % RowBytes == 0);
    };
    bool Chunks = isPowerOf2_64(E) && E <= 16 && RowBytes >= 32;
    uint64_t Span = 0;
    if (Chunks && Want.Param && Fits(Want.Param))
      Span = Want.Param;
    if (Chunks && !Span)
      for (uint64_t S : {128u, 64u, 32u})
        if (RowBytes % S == 0) {
          Span = S;
          break;
        }
    if (Span && Want.Param && Span != Want.Param)
      Note = std::to_string(Want.Param) +
             " bytes neither divide nor are a multiple of its rows of " +
             std::to_string(RowBytes) + " bytes: a " + std::to_string(Span) +
             "-byte span instead";
    if (!Span) {
      uint64_t W = B.widest();
      unsigned N = W > E && isPowerOf2_64(W) && W % E == 0 ? W / E : 1;
      std::string Why;
      if (!isPowerOf2_64(E) || E > 16)
        Why = "its " + std::to_string(E) +
              "-byte elements do not tile 16-byte chunks";
      else if (RowBytes < 32)
        Why = "its rows of " + std::to_string(RowBytes) +
              " bytes hold fewer than two 16-byte chunks";
      else
        Why = "32, 64 and 128 bytes divide none of its rows of " +
              std::to_string(RowBytes) + " bytes";
      Note = spell(Want) + " does not fit '" + B.Name + "': " + Why + "; pad(" +
             std::to_string(N) + ") instead";
      Want = Layout();
      Want.K = Layout::Pad;
      Want.Param = N;
    } else {
      L.K = Layout::Swizzle;
      L.P1 = Span;
      L.P2 = RowBytes < Span ? Span / RowBytes : 1;
      L.PlaneElems = alignTo(L.Rows, L.P2) * L.Cols;
      return L;
    }
  }
  L.K = Want.K;
  switch (Want.K) {
  case Layout::Pad:
    L.P1 = Want.Param;
    L.PlaneElems = L.Rows * (L.Cols + L.P1);
    break;
  case Layout::Interleave:
    L.P1 = Want.Param;
    L.P2 = Want.Param2;
    L.PlaneElems = alignTo(L.Rows, L.P1) * alignTo(L.Cols, L.P2);
    break;
  default:
    L.PlaneElems = L.Rows * L.Cols;
    break;
  }
  return L;
}

/// Why \p L would split or misalign an access of \p B wider than an
/// element ("" when it does not). An access of W bytes (a power of two) at
/// element offset o of the row-major buffer is known to be W-aligned from
/// its alignment (up to the buffer's); with rows of a multiple of W bytes
/// its column is then W-aligned too, and the layout keeps it whole when its
/// contiguous runs (a padded row, a 16-byte chunk, a sub-tile row) are
/// multiples of W bytes.
std::string LayoutRun::splits(const AppliedLayout &L, const Buffer &B) const {
  if (L.K == Layout::RowMajor)
    return "";
  uint64_t E = L.ElemBytes;
  Align BufAlign = B.GV->getAlign().valueOrOne();
  for (const Access &X : B.Accesses) {
    uint64_t W = X.Bytes;
    if (W <= E)
      continue;
    std::string Why;
    uint64_t A = std::min(X.A, BufAlign).value();
    if (!isPowerOf2_64(W))
      Why = "a " + std::to_string(W) + "-byte access (not a power of two)";
    else if (A < W)
      Why = "a " + std::to_string(W) + "-byte access aligned to only " +
            std::to_string(A) + " bytes";
    else if ((L.Cols * E) % W)
      Why = std::to_string(W) + "-byte accesses in rows of " +
            std::to_string(L.Cols * E) + " bytes";
    else if (L.K == Layout::ColMajor)
      Why = std::to_string(W) + "-byte accesses, whose elements col_major "
                                "puts apart";
    else if (L.K == Layout::Pad && ((L.Cols + L.P1) * E) % W)
      Why = std::to_string(W) + "-byte accesses in padded rows of " +
            std::to_string((L.Cols + L.P1) * E) + " bytes";
    else if (L.K == Layout::Swizzle && W > 16)
      Why = std::to_string(W) + "-byte accesses, wider than its 16-byte chunks";
    else if (L.K == Layout::Interleave && (L.P2 * E) % W)
      Why = std::to_string(W) + "-byte accesses in sub-tile rows of " +
            std::to_string(L.P2 * E) + " bytes";
    if (!Why.empty()) {
      std::string S;
      raw_string_ostream OS(S);
      OS << *X.I;
      return Why + " (" + StringRef(S).trim().str() + ")";
    }
  }
  return "";
}

AppliedLayout LayoutRun::decide(Buffer &B, std::string &How, std::string &Note,
                                bool Report) {
  Layout Want = B.Request;
  if (!B.Requested) {
    SmallVector<unsigned, 2> Shape;
    for (unsigned I = B.Extents.size() > 1 ? B.Extents.size() - 2 : 0;
         I < B.Extents.size(); ++I)
      Shape.push_back(unsigned(B.Extents[I]));
    LayoutDecision LD = targetInfo().getMemoryLayout(B.ElemTy, SharedAS, Shape,
                                                     unsigned(B.widest()));
    Want = LD.L;
    How = "from layout(" + B.Name + ": auto): " + LD.Why;
    if (!B.NoGrowth.empty()) {
      // The cheapest candidate that adds no bytes (row-major or a swizzle).
      Layout RM;
      RM.K = Layout::RowMajor;
      std::optional<std::pair<Layout, unsigned>> Best;
      for (const auto &[L, Cost] : LD.Costs)
        if ((L.K == Layout::RowMajor || L.K == Layout::Swizzle) &&
            (!Best || Cost < Best->second))
          Best = {L, Cost};
      Want = Best ? Best->first : RM;
      How += "; " + B.NoGrowth + ": " + Want.str() + " instead";
    }
  } else {
    How = "from layout(" + B.Name + ": " + spell(B.Request) + ")";
  }
  AppliedLayout L = resolve(B, Want, Note);
  std::string Why;
  if (L.K != Layout::RowMajor && !B.UnknownUse.empty())
    Why = " would change the meaning of " + B.UnknownUse;
  else if (std::string S = splits(L, B); !S.empty())
    Why = " would split or misalign " + S;
  if (!Why.empty()) {
    Note += (Note.empty() ? "" : "; ") + spell(L) + Why + ": row_major instead";
    if (B.Requested && Report)
      warning(B.Name, "layout(" + B.Name + ": " + spell(B.Request) +
                          ") is not applied: " + Note);
    Layout RM;
    RM.K = Layout::RowMajor;
    std::string Ignored;
    L = resolve(B, RM, Ignored);
  }
  return L;
}

/// The element offset of (Idx...) in \p L: the outer subscripts a plane
/// number, the last two row and column (LayoutPass.h). No-wrap flags: every
/// value lies in [0, the buffer's elements) when 0 <= Idx[k] < Extents[k].
Value *LayoutRun::emitOffset(IRBuilder<> &IRB, const Buffer &B,
                             const AppliedLayout &L,
                             ArrayRef<Value *> Idx) const {
  unsigned D = Idx.size();
  if (D == 1)
    return Idx[0];
  std::string P = B.Name + ".";
  auto Mul = [&](Value *X, uint64_t K, const char *N) -> Value * {
    return K == 1 ? X
                  : IRB.CreateMul(X, IRB.getInt64(K), P + N, /*NUW=*/true,
                                  /*NSW=*/true);
  };
  auto Add = [&](Value *X, Value *Y, const char *N) {
    return IRB.CreateAdd(X, Y, P + N, /*NUW=*/true, /*NSW=*/true);
  };
  auto Div = [&](Value *X, uint64_t K, const char *N) -> Value * {
    if (K == 1)
      return X;
    if (isPowerOf2_64(K))
      return IRB.CreateLShr(X, Log2_64(K), P + N);
    return IRB.CreateUDiv(X, IRB.getInt64(K), P + N);
  };
  auto Rem = [&](Value *X, uint64_t K, const char *N) -> Value * {
    if (K == 1)
      return nullptr;
    if (isPowerOf2_64(K))
      return IRB.CreateAnd(X, K - 1, P + N);
    return IRB.CreateURem(X, IRB.getInt64(K), P + N);
  };
  Value *R = Idx[D - 2], *C = Idx[D - 1];
  Value *In = nullptr;
  switch (L.K) {
  case Layout::Auto:
  case Layout::RowMajor:
    In = Add(Mul(R, L.Cols, "row"), C, "lin");
    break;
  case Layout::ColMajor:
    In = Add(Mul(C, L.Rows, "col"), R, "lin");
    break;
  case Layout::Pad:
    In = Add(Mul(R, L.Cols + L.P1, "row"), C, "lin");
    break;
  case Layout::Swizzle: {
    // The 16-byte chunk's index within its span, XORed with the phase.
    Value *Lin = Add(Mul(R, L.Cols, "row"), C, "lin");
    Value *Phase =
        IRB.CreateAnd(Div(R, L.P2, "group"), L.P1 / 16 - 1, P + "phase");
    uint64_t V = 16 / L.ElemBytes;
    if (V > 1)
      Phase = IRB.CreateShl(Phase, Log2_64(V), P + "xor", /*NUW=*/true,
                            /*NSW=*/true);
    In = IRB.CreateXor(Lin, Phase, P + "swz");
    break;
  }
  case Layout::Interleave: {
    // One statement per instruction: their order is the order they appear.
    Value *TR = Div(R, L.P1, "tr");
    Value *TRow = Mul(TR, divideCeil(L.Cols, L.P2), "trow");
    Value *TC = Div(C, L.P2, "tc");
    Value *Tile = Add(TRow, TC, "tile");
    In = Mul(Tile, L.P1 * L.P2, "tbase");
    if (Value *IR = Rem(R, L.P1, "ir")) {
      Value *IRow = Mul(IR, L.P2, "irow");
      In = Add(In, IRow, "tin");
    }
    if (Value *IC = Rem(C, L.P2, "ic"))
      In = Add(In, IC, "lin");
    break;
  }
  }
  if (D == 2)
    return In;
  Value *Plane = Idx[0];
  for (unsigned K = 1; K + 2 < D; ++K) {
    Value *Outer = Mul(Plane, B.Extents[K], "outer");
    Plane = Add(Outer, Idx[K], "plane");
  }
  Value *Base = Mul(Plane, L.PlaneElems, "base");
  return Add(Base, In, "off");
}

/// The largest power-of-two alignment an access known to be \p A-aligned in
/// the row-major buffer keeps under \p L (LayoutRun::splits has the
/// reasoning); at least the element's own alignment.
Align keptAlign(const AppliedLayout &L, Align A, Align BufAlign) {
  if (L.K == Layout::RowMajor)
    return A;
  uint64_t E = L.ElemBytes;
  uint64_t Cur = std::min(A, BufAlign).value();
  uint64_t Floor = std::min<uint64_t>(Cur, uint64_t(1) << countr_zero(E));
  auto Keeps = [&](uint64_t X) {
    if ((L.Cols * E) % X)
      return false;
    switch (L.K) {
    case Layout::ColMajor:
      return false;
    case Layout::Pad:
      return ((L.Cols + L.P1) * E) % X == 0;
    case Layout::Swizzle:
      return X <= 16;
    case Layout::Interleave:
      return (L.P2 * E) % X == 0;
    default:
      return true;
    }
  };
  while (Cur > Floor && !Keeps(Cur))
    Cur /= 2;
  return Align(Cur);
}

void LayoutRun::apply(Buffer &B) {
  std::string How, Note;
  AppliedLayout L = decide(B, How, Note);
  LLVM_DEBUG(dbgs() << "tilelang-layout: " << F.getName() << ": '" << B.Name
                    << "' (" << B.shapeText() << ", widest access "
                    << B.widest() << " bytes): " << L.describe() << "\n");
  uint64_t OldElems = cast<ArrayType>(B.GV->getValueType())->getNumElements();
  if (SaturatingMultiply(L.totalElems(), B.ElemBytes) > (uint64_t(1) << 32)) {
    error(nullptr, B.Name,
          "staged buffer '" + B.Name + "' (" + B.shapeText() +
              ") would need more than 2^32 bytes under " + L.describe());
    B.Bad = true;
    return;
  }

  // The offsets.
  Align BufAlign = B.GV->getAlign().valueOrOne();
  for (const Access &X : B.Accesses) {
    Align New = keptAlign(L, X.A, BufAlign);
    if (New < X.A) {
      if (auto *LI = dyn_cast<LoadInst>(X.I))
        LI->setAlignment(New);
      else
        cast<StoreInst>(X.I)->setAlignment(New);
    }
  }
  for (CallInst *CI : B.Calls) {
    IRBuilder<> IRB(CI);
    SmallVector<Value *, 4> Idx(drop_begin(CI->args()));
    Value *Off = emitOffset(IRB, B, L, Idx);
    CI->replaceAllUsesWith(Off);
    CI->eraseFromParent();
  }
  B.Calls.clear();

  // The global: resized when the layout grows it.
  GlobalVariable *GV = B.GV;
  if (L.totalElems() != OldElems) {
    auto *AT = ArrayType::get(B.ElemTy, L.totalElems());
    auto *NewGV = new GlobalVariable(
        M, AT, GV->isConstant(), GV->getLinkage(), PoisonValue::get(AT), "", GV,
        GV->getThreadLocalMode(), GV->getAddressSpace());
    NewGV->copyAttributesFrom(GV);
    NewGV->copyMetadata(GV, 0);
    NewGV->takeName(GV);
    GV->replaceAllUsesWith(NewGV);
    GV->eraseFromParent();
    B.GV = GV = NewGV;
  }
  GV->setMetadata("tilelang.layout", L.toMetadata(Ctx));
  Changed = true;

  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "Layout", remarkLoc(B.Name),
                         &F.getEntryBlock());
    R << "layout of '" << B.Name << "' (" << B.shapeText()
      << "): " << L.describe();
    if (L.totalElems() != OldElems)
      R << "; " << std::to_string(L.totalElems() * L.ElemBytes)
        << " bytes (was " << std::to_string(OldElems * L.ElemBytes) << ")";
    if (!Note.empty())
      R << "; " << Note;
    R << "; " << How;
    return R;
  });
}

/// The kernel's launch record (LayoutPass.h): "shared_bytes" and
/// "dynamic_shared_bytes".
void LayoutRun::updateLaunchRecord(uint64_t Static, uint64_t Dynamic) {
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
      error(nullptr, "",
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
    Changed = true;
  }
}

/// The dynamic-shared-memory alignment of a buffer under \p L: 128 bytes,
/// or what Hopper's bulk copies need for its swizzle (HARDWARE.md).
uint64_t dynamicAlign(const AppliedLayout *L) {
  if (L && L->K == Layout::Swizzle)
    return L->P1 * 8; // 128 -> 1024, 64 -> 512, 32 -> 256
  return 128;
}

/// Where the layouts `auto` picks would take the function's shared buffers
/// past the block's scratchpad (per the target description) although their
/// row-major sizes fit, the `auto` buffers that would grow take the cheapest
/// layout that adds no bytes (a swizzle or row-major) instead; budget() then
/// finds them fitting. Regression: a gfx942 128 x 128 x 64 GEMM's two 32 KiB
/// tiles padded to 66304 bytes of LDS.
void LayoutRun::avoidOverflowingLayouts() {
  const TargetDescription *TD = targetInfo().description();
  if (!TD || !TD->isGPU() || !TD->Scratchpad.Present)
    return;
  uint64_t Limit = TD->Scratchpad.BytesPerBlock.Value;
  uint64_t Planned = 0, RowMajor = 0;
  SmallPtrSet<GlobalVariable *, 8> Ours;
  SmallVector<Buffer *, 4> Growing;
  for (Buffer &B : Buffers) {
    if (B.Bad)
      continue;
    Ours.insert(B.GV);
    std::string How, Note;
    AppliedLayout L = decide(B, How, Note, /*Report=*/false);
    uint64_t Old = cast<ArrayType>(B.GV->getValueType())->getNumElements();
    Planned += L.totalElems() * B.ElemBytes;
    RowMajor += Old * B.ElemBytes;
    if (!B.Requested && L.totalElems() > Old)
      Growing.push_back(&B);
  }
  for (GlobalVariable *GV : sharedGlobalsOf(F))
    if (!Ours.count(GV) && GV->getName() != DynamicName &&
        GV->getValueType()->isSized()) {
      uint64_t Bytes = DL.getTypeAllocSize(GV->getValueType()).getFixedValue();
      Planned += Bytes;
      RowMajor += Bytes;
    }
  if (Planned <= Limit || RowMajor > Limit || Growing.empty())
    return;
  std::string Why = "padded, the shared buffers would need " +
                    std::to_string(Planned) + " bytes, over " + TD->Name +
                    "'s " + std::to_string(Limit) + " per block";
  for (Buffer *B : Growing)
    B->NoGrowth = Why;
}

void LayoutRun::budget() {
  const Triple &T = M.getTargetTriple();
  if (!T.isNVPTX() && !T.isAMDGPU())
    return;
  SmallVector<GlobalVariable *, 8> Globals = sharedGlobalsOf(F);
  SmallVector<GlobalVariable *, 8> Staged;
  uint64_t StagedBytes = 0, OtherBytes = 0;
  std::string Names;
  for (GlobalVariable *GV : Globals) {
    if (GV->getName() == DynamicName)
      continue;
    uint64_t Bytes =
        GV->getValueType()->isSized()
            ? DL.getTypeAllocSize(GV->getValueType()).getFixedValue()
            : 0;
    MDNode *BM = GV->getMetadata("tilelang.buffer");
    if (BM && GV->hasLocalLinkage()) {
      Staged.push_back(GV);
      StagedBytes += Bytes;
      auto *NameMD = BM->getNumOperands()
                         ? dyn_cast<MDString>(BM->getOperand(0))
                         : nullptr;
      Names += (Names.empty() ? "'" : ", '") +
               (NameMD ? NameMD->getString() : GV->getName()).str() + "' (" +
               std::to_string(Bytes) + " bytes)";
    } else {
      OtherBytes += Bytes;
    }
  }
  if (Staged.empty())
    return;
  std::string FirstName;
  if (MDNode *BM = Staged.front()->getMetadata("tilelang.buffer"))
    if (auto *S = dyn_cast<MDString>(BM->getOperand(0)))
      FirstName = S->getString().str();
  uint64_t Total = StagedBytes + OtherBytes;
  const TargetDescription *TD = targetInfo().description();
  bool HasLimit = TD && TD->isGPU() && TD->Scratchpad.Present;
  uint64_t Limit = HasLimit ? TD->Scratchpad.BytesPerBlock.Value : 0;
  std::string Chip = TD ? TD->Name : std::string(T.getArchName());
  std::string Others =
      OtherBytes ? " and " + std::to_string(OtherBytes) + " bytes of others"
                 : std::string();

  if (T.isAMDGPU()) {
    if (HasLimit && Total > Limit) {
      error(nullptr, FirstName,
            "staged buffers " + Names + Others + " need " + Twine(Total) +
                " bytes of LDS per block after their layouts; " + Chip +
                " allows " + Twine(Limit));
      // No object is written after an error. Without the buffers the
      // backend does not report the same LDS again, at the function and in
      // its own words ("local memory (N) exceeds limit (65536) in 'f'").
      F.dropAllReferences();
      new UnreachableInst(Ctx, BasicBlock::Create(Ctx, "tilelang.error", &F));
      DroppedBody = Changed = true;
      return;
    }
    updateLaunchRecord(Total, 0);
    return;
  }

  uint64_t StaticLimit = TD && TD->Scratchpad.BytesPerBlockStatic.Value
                             ? TD->Scratchpad.BytesPerBlockStatic.Value
                             : DefaultStaticLimit;
  if (Total <= StaticLimit) {
    updateLaunchRecord(Total, 0);
    return;
  }
  if (F.getCallingConv() != CallingConv::PTX_Kernel) {
    error(nullptr, FirstName,
          "staged buffers " + Names + Others + " need " + Twine(Total) +
              " bytes of shared memory; over " + Twine(StaticLimit) +
              " bytes of static shared memory only a kernel can have them "
              "(in dynamic shared memory), and '" +
              F.getName() + "' is not a kernel");
    return;
  }
  // Dynamic shared memory: every staged buffer at an aligned offset.
  uint64_t Offset = 0, MaxAlign = 16;
  SmallVector<std::pair<GlobalVariable *, uint64_t>, 8> Placed;
  for (GlobalVariable *GV : Staged) {
    std::optional<AppliedLayout> L =
        AppliedLayout::fromMetadata(GV->getMetadata("tilelang.layout"));
    uint64_t A = dynamicAlign(L ? &*L : nullptr);
    MaxAlign = std::max(MaxAlign, A);
    Offset = alignTo(Offset, A);
    Placed.push_back({GV, Offset});
    Offset += DL.getTypeAllocSize(GV->getValueType()).getFixedValue();
  }
  uint64_t Dynamic = Offset;
  if (OtherBytes > StaticLimit || (HasLimit && OtherBytes + Dynamic > Limit)) {
    error(nullptr, FirstName,
          "staged buffers " + Names + Others + " need " +
              Twine(OtherBytes + Dynamic) +
              " bytes of shared memory per block after their layouts (" +
              Twine(Dynamic) + " of them dynamic); " + Chip + " allows " +
              Twine(HasLimit ? Limit : StaticLimit) +
              (OtherBytes > StaticLimit
                   ? ", and " + std::to_string(StaticLimit) + " static"
                   : std::string()));
    return;
  }
  GlobalVariable *Dyn = M.getNamedGlobal(DynamicName);
  Type *I8 = Type::getInt8Ty(Ctx);
  if (Dyn &&
      (Dyn->getAddressSpace() != SharedAS ||
       Dyn->getValueType() != ArrayType::get(I8, 0) || !Dyn->isDeclaration())) {
    error(nullptr, FirstName,
          "@" + DynamicName +
              " exists and is not an external addrspace(3) [0 x i8]");
    return;
  }
  if (!Dyn) {
    Dyn = new GlobalVariable(M, ArrayType::get(I8, 0), /*isConstant=*/false,
                             GlobalValue::ExternalLinkage, nullptr, DynamicName,
                             nullptr, GlobalValue::NotThreadLocal, SharedAS);
    Dyn->setAlignment(Align(16));
  }
  if (Dyn->getAlign().valueOrOne().value() < MaxAlign)
    Dyn->setAlignment(Align(MaxAlign));
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
  updateLaunchRecord(OtherBytes, Dynamic);
  Changed = true;
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "DynamicShared", remarkLoc(FirstName),
                              &F.getEntryBlock())
           << "staged buffers of '" << F.getName()
           << "' in dynamic shared memory (" << std::to_string(Total)
           << " bytes are over the " << std::to_string(StaticLimit)
           << " bytes of static shared memory of " << Chip << "): " << Where
           << ", " << std::to_string(Dynamic) << " bytes in all";
  });
}

void LayoutRun::removeDeclarations() {
  for (Function &D : make_early_inc_range(M))
    if (D.isDeclaration() && D.getName().starts_with(OffsetPrefix) &&
        D.use_empty()) {
      D.eraseFromParent();
      Changed = true;
    }
}

bool LayoutRun::run() {
  bool AnyCall = false;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (auto *C = dyn_cast<Function>(CI->getCalledOperand());
          C && C->getName().starts_with(OffsetPrefix)) {
        AnyCall = true;
        break;
      }
  bool AnyBuffer = any_of(sharedGlobalsOf(F), [](GlobalVariable *GV) {
    return GV->getMetadata("tilelang.buffer") != nullptr;
  });
  if (!AnyCall && !AnyBuffer)
    return false;
  collectDirectives();
  if (AnyCall)
    collectCalls();
  for (Buffer &B : Buffers)
    if (!B.Bad)
      collectAccesses(B);
  avoidOverflowingLayouts();
  for (Buffer &B : Buffers)
    if (!B.Bad)
      apply(B);
  budget();
  if (DroppedBody)
    Buffers.clear();
  removeDeclarations();
  return Changed;
}

} // namespace

PreservedAnalyses LayoutPass::run(Function &F, FunctionAnalysisManager &FAM) {
  LayoutRun R(F, FAM);
  if (!R.run())
    return PreservedAnalyses::all();
  if (R.DroppedBody)
    return PreservedAnalyses::none();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
