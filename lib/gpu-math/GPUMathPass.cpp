//===- GPUMathPass.cpp - C's math library on NVPTX and AMDGPU -------------===//
//
// tilelang-gpu-math: see GPUMathPass.h; the table of functions is
// MathLibrary.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-math/GPUMathPass.h"
#include "gpu-math/MathLibrary.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/IPO/Internalize.h"

#define DEBUG_TYPE "tilelang-gpu-math"

using namespace llvm;
using namespace tilelang;

STATISTIC(NumLibdevice, "Math calls lowered to libdevice");
STATISTIC(NumIntrinsic, "Math calls turned into intrinsics (AMDGPU)");
STATISTIC(NumRefused, "Math calls that cannot be lowered");

static cl::opt<std::string> LibdeviceOpt(
    "tilelang-libdevice", cl::init(""),
    cl::desc("libdevice.10.bc for C's math library on NVPTX (default: "
             "$CUDA_HOME/nvvm/libdevice, /usr/local/cuda/nvvm/libdevice, "
             "the nvidia-cuda-nvcc wheel)"));

#ifndef TILELANG_LIBDEVICE_DEFAULT
#define TILELANG_LIBDEVICE_DEFAULT ""
#endif

namespace {

/// One call of a math function or intrinsic.
struct MathCall {
  CallBase *CB;
  const MathFunction *F;
  bool IsFloat;
  bool IsIntrinsic;
  std::string CName; ///< the C function: expf, tanh, ...
};

/// The floating-point type \p CB computes on as C function \p F (per lane):
/// its result's, or its first argument's for an ArgTyped function.
Type *fpType(CallBase &CB, const MathFunction &F) {
  if (F.ArgTyped && CB.arg_size())
    return CB.getArgOperand(0)->getType()->getScalarType();
  return CB.getType()->getScalarType(); // llvm.exp.v2f32: per lane
}

/// The math call \p CB makes, if any.
std::optional<MathCall> classify(CallBase &CB) {
  Function *Callee = CB.getCalledFunction();
  if (!Callee || !Callee->isDeclaration())
    return std::nullopt;
  MathCall MC{&CB, nullptr, false, Callee->isIntrinsic(), ""};
  if (MC.IsIntrinsic) {
    StringRef Base = Callee->getName().drop_front(5); // "llvm."
    MC.F = findMathIntrinsic(Base.split('.').first);
    if (MC.F)
      MC.IsFloat = fpType(CB, *MC.F)->isFloatTy();
    if (MC.F)
      MC.CName = std::string(MC.F->Name) + (MC.IsFloat ? "f" : "");
  } else {
    bool IsFloat = false;
    MC.F = findMathFunction(Callee->getName(), IsFloat);
    // A function of the same name with another type is not C's.
    if (MC.F) {
      Type *Ty = fpType(CB, *MC.F);
      if (!(IsFloat ? Ty->isFloatTy() : Ty->isDoubleTy()))
        MC.F = nullptr;
    }
    MC.IsFloat = IsFloat;
    MC.CName = Callee->getName().str();
  }
  if (!MC.F)
    return std::nullopt;
  return MC;
}

/// Whether \p MC computes on float or double (or vectors of them).
bool onFloatOrDouble(const MathCall &MC) {
  Type *Ty = fpType(*MC.CB, *MC.F);
  return Ty->isFloatTy() || Ty->isDoubleTy();
}

/// The C name for diagnostics; an intrinsic on another type (half): the
/// intrinsic's own name.
std::string displayName(const MathCall &MC) {
  if (MC.IsIntrinsic && !onFloatOrDouble(MC))
    return MC.CB->getCalledFunction()->getName().str();
  return MC.CName;
}

void reportAt(CallBase &CB, const Twine &Msg) {
  ++NumRefused;
  Function &F = *CB.getFunction();
  F.getContext().diagnose(
      DiagnosticInfoUnsupported(F, Msg, CB.getDebugLoc(), DS_Error));
  // Leave IR the back end can select: the compile fails on the error.
  if (!CB.getType()->isVoidTy())
    CB.replaceAllUsesWith(PoisonValue::get(CB.getType()));
  CB.eraseFromParent();
}

SmallVector<MathCall, 8> collect(Module &M) {
  SmallVector<MathCall, 8> Calls;
  for (Function &F : M) {
    // libdevice's own functions are lowered already.
    if (F.isDeclaration() || F.getName().starts_with("__nv_"))
      continue;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (auto MC = classify(*CB))
          Calls.push_back(*MC);
  }
  return Calls;
}

//===-- NVPTX: libdevice -------------------------------------------------===//

/// Where libdevice is, or "" with the places searched in \p Searched.
std::string findLibdevice(std::string &Searched) {
  // The option names the one file to use; else the first that exists.
  SmallVector<std::string, 4> Candidates;
  if (!LibdeviceOpt.empty()) {
    Candidates.push_back(LibdeviceOpt);
  } else {
    if (auto Home = sys::Process::GetEnv("CUDA_HOME"))
      Candidates.push_back(*Home + "/nvvm/libdevice/libdevice.10.bc");
    Candidates.push_back("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc");
    if (*TILELANG_LIBDEVICE_DEFAULT)
      Candidates.push_back(TILELANG_LIBDEVICE_DEFAULT);
  }
  for (const std::string &C : Candidates) {
    if (sys::fs::is_regular_file(C))
      return C;
    Searched += (Searched.empty() ? "" : ", ") + C;
  }
  return "";
}

/// Answers libdevice's __nvvm_reflect queries as NVVMReflect does.
void foldReflect(Module &M) {
  Function *Reflect = M.getFunction("__nvvm_reflect");
  if (!Reflect)
    return;
  unsigned Arch = 520;
  for (Function &F : M) {
    StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
    unsigned V;
    if (CPU.consume_front("sm_") &&
        !CPU.take_while(isDigit).getAsInteger(10, V)) {
      Arch = V * 10;
      break;
    }
  }
  auto Flag = [&](StringRef Name, int Default) {
    if (auto *C = mdconst::extract_or_null<ConstantInt>(M.getModuleFlag(Name)))
      return (int)C->getSExtValue();
    return Default;
  };
  for (User *U : make_early_inc_range(Reflect->users())) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI)
      continue;
    StringRef Query;
    if (auto *GV =
            dyn_cast<GlobalVariable>(CI->getArgOperand(0)->stripPointerCasts()))
      if (GV->hasInitializer())
        if (auto *CDA = dyn_cast<ConstantDataArray>(GV->getInitializer()))
          Query = CDA->getAsCString();
    int Value = 0;
    if (Query == "__CUDA_FTZ")
      Value = Flag("nvvm-reflect-ftz", 0);
    else if (Query == "__CUDA_ARCH")
      Value = Arch;
    else if (Query == "__CUDA_PREC_SQRT")
      Value = Flag("nvvm-reflect-prec-sqrt", 1);
    CI->replaceAllUsesWith(ConstantInt::get(CI->getType(), Value));
    CI->eraseFromParent();
  }
  if (Reflect->use_empty())
    Reflect->eraseFromParent();
}

/// Links libdevice's definitions of the declared `__nv_*` functions.
bool linkLibdevice(Module &M, const std::string &Path) {
  SMDiagnostic Err;
  std::unique_ptr<Module> Lib = getLazyIRFileModule(Path, Err, M.getContext());
  if (!Lib) {
    std::string Msg;
    raw_string_ostream OS(Msg);
    Err.print("libdevice", OS, /*ShowColors=*/false);
    M.getContext().diagnose(DiagnosticInfoGeneric(
        "tilelang-gpu-math: cannot read libdevice '" + Path + "': " + Msg));
    return false;
  }
  Lib->setTargetTriple(M.getTargetTriple());
  Lib->setDataLayout(M.getDataLayout());
  bool Failed = Linker::linkModules(
      M, std::move(Lib), Linker::Flags::LinkOnlyNeeded,
      [](Module &Mod, const StringSet<> &Linked) {
        internalizeModule(Mod, [&Linked](const GlobalValue &GV) {
          return !GV.hasName() || !Linked.count(GV.getName());
        });
      });
  return !Failed;
}

/// A call of \p Name with \p CB's arguments, once per lane when \p CB
/// computes on vectors (libdevice is scalar).
Value *callPerLane(Module &M, CallBase &CB, StringRef Name) {
  IRBuilder<> B(&CB);
  B.SetCurrentDebugLocation(CB.getDebugLoc());
  if (isa<FPMathOperator>(CB))
    B.setFastMathFlags(CB.getFastMathFlags());
  auto *VTy = dyn_cast<FixedVectorType>(CB.getType());
  SmallVector<Type *, 3> Params;
  for (Value *A : CB.args())
    Params.push_back(A->getType()->getScalarType());
  FunctionCallee Nv = M.getOrInsertFunction(
      Name, FunctionType::get(CB.getType()->getScalarType(), Params, false));
  if (!VTy) {
    SmallVector<Value *, 3> Args(CB.args());
    CallInst *New = B.CreateCall(Nv, Args);
    New->takeName(&CB);
    return New;
  }
  Value *Vec = PoisonValue::get(VTy);
  for (unsigned L = 0; L < VTy->getNumElements(); ++L) {
    SmallVector<Value *, 3> Args;
    for (Value *A : CB.args())
      Args.push_back(A->getType()->isVectorTy() ? B.CreateExtractElement(A, L)
                                                : A);
    Vec = B.CreateInsertElement(Vec, B.CreateCall(Nv, Args), L);
  }
  Vec->takeName(&CB);
  return Vec;
}

bool lowerNVPTX(Module &M) {
  bool Changed = false;
  std::string LibPath, Searched;
  bool Looked = false;
  // Linked functions may call others; a few rounds reach a fixed point.
  for (unsigned Round = 0; Round < 4; ++Round) {
    SmallVector<MathCall, 8> Calls = collect(M);
    bool Needed = false;
    for (MathCall &MC : Calls) {
      if (MC.IsIntrinsic && MC.F->NvNative)
        continue;
      if (!onFloatOrDouble(MC)) {
        reportAt(*MC.CB, "'" + displayName(MC) +
                             "' cannot be lowered on NVPTX: libdevice has "
                             "C's math functions on float and double only");
        Changed = true;
        continue;
      }
      // llvm.modf, llvm.frexp, llvm.sincos return a pair; libdevice writes
      // the second result through a pointer (regression: new-user test of
      // 2026-12-02, `Cannot select` in the back end).
      if (MC.IsIntrinsic && MC.CB->getType()->isStructTy()) {
        reportAt(*MC.CB, "'" + displayName(MC) +
                             "' is not supported on NVPTX yet: clang makes "
                             "it " +
                             MC.CB->getCalledFunction()->getName() +
                             ", which returns both results, and "
                             "tilelang-gpu-math lowers math functions that "
                             "return one value");
        Changed = true;
        continue;
      }
      if (!Looked) {
        LibPath = findLibdevice(Searched);
        Looked = true;
      }
      if (LibPath.empty()) {
        reportAt(*MC.CB, "'" + MC.CName + "' needs libdevice on NVPTX (__nv_" +
                             MC.CName +
                             ") and libdevice.10.bc was not found (" +
                             Searched +
                             "); pass -mllvm -tilelang-libdevice=PATH or set "
                             "CUDA_HOME");
        Changed = true;
        continue;
      }
      // libdevice has llrint and llround only: long is 64 bits on nvptx64.
      std::string NvName = "__nv_" + MC.CName;
      if (StringRef(MC.CName).starts_with("lrint") ||
          StringRef(MC.CName).starts_with("lround"))
        NvName = "__nv_l" + MC.CName;
      MC.CB->replaceAllUsesWith(callPerLane(M, *MC.CB, NvName));
      MC.CB->eraseFromParent();
      LLVM_DEBUG(dbgs() << "tilelang-gpu-math: " << MC.CName << " -> " << NvName
                        << "\n");
      ++NumLibdevice;
      Needed = Changed = true;
    }
    if (!Needed)
      break;
    if (!linkLibdevice(M, LibPath))
      return Changed;
    // A function libdevice does not define stays a declaration: an error.
    for (Function &F : make_early_inc_range(M))
      if (F.isDeclaration() && F.getName().starts_with("__nv_"))
        for (User *U : make_early_inc_range(F.users()))
          if (auto *CB = dyn_cast<CallBase>(U))
            reportAt(*CB, "'" + F.getName().drop_front(5) +
                              "' cannot be lowered on NVPTX: libdevice (" +
                              LibPath + ") has no '" + F.getName() + "'");
    foldReflect(M);
  }
  return Changed;
}

//===-- AMDGPU: what the back end selects
//-----------------------------------===//

bool lowerAMDGPU(Module &M) {
  bool Changed = false;
  for (MathCall &MC : collect(M)) {
    Type *Ty = MC.CB->getType();
    bool Accepted = onFloatOrDouble(MC) && amdgpuAccepts(*MC.F, MC.IsFloat);
    if (Accepted && MC.IsIntrinsic)
      continue;
    if (Accepted) {
      // A call of C's function (-fmath-errno, or a declaration of the
      // program's own): the intrinsic, or frem for fmod.
      SmallVector<Value *, 3> Args(MC.CB->args());
      Value *New;
      if (!*MC.F->Intr) {
        New = BinaryOperator::CreateFRem(Args[0], Args[1], "",
                                         MC.CB->getIterator());
      } else {
        Intrinsic::ID ID =
            Intrinsic::lookupIntrinsicID((Twine("llvm.") + MC.F->Intr).str());
        Function *Decl = Intrinsic::getOrInsertDeclaration(&M, ID, {Ty});
        New = CallInst::Create(Decl, Args, "", MC.CB->getIterator());
      }
      cast<Instruction>(New)->setDebugLoc(MC.CB->getDebugLoc());
      New->takeName(MC.CB);
      MC.CB->replaceAllUsesWith(New);
      MC.CB->eraseFromParent();
      ++NumIntrinsic;
      Changed = true;
      continue;
    }
    StringRef Chip =
        MC.CB->getFunction()->getFnAttribute("target-cpu").getValueAsString();
    reportAt(*MC.CB, amdgpuRefusal(*MC.F, displayName(MC), Chip));
    Changed = true;
  }
  return Changed;
}

} // namespace

PreservedAnalyses GPUMathPass::run(Module &M, ModuleAnalysisManager &) {
  const Triple &T = M.getTargetTriple();
  bool Changed = false;
  if (T.isNVPTX())
    Changed = lowerNVPTX(M);
  else if (T.isAMDGPU())
    Changed = lowerAMDGPU(M);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
