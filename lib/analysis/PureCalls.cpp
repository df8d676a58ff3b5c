//===- analysis/PureCalls.cpp - Calls a loop transformation may reorder ---===//
//
// See PureCalls.h.
//
//===----------------------------------------------------------------------===//
#include "analysis/PureCalls.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace tilelang;

/// The function of C's math library \p Name is (`exp` for `expf`), or "".
static StringRef mathBase(StringRef Name) {
  static const char *const Math[] = {
      "exp",       "exp2",  "expm1", "log",   "log2",   "log10",  "log1p",
      "pow",       "sqrt",  "cbrt",  "sin",   "cos",    "tan",    "asin",
      "acos",      "atan",  "atan2", "sinh",  "cosh",   "tanh",   "asinh",
      "acosh",     "atanh", "erf",   "erfc",  "tgamma", "lgamma", "fmod",
      "remainder", "hypot", "ldexp", "scalbn"};
  for (StringRef Base : Math)
    if (Name == Base)
      return Base;
  for (StringRef Base : Math)
    if (Name.size() == Base.size() + 1 && Name.starts_with(Base) &&
        (Name.back() == 'f' || Name.back() == 'l'))
      return Base;
  return "";
}

bool tilelang::isErrnoMathCall(StringRef Name) {
  return !mathBase(Name).empty();
}

unsigned tilelang::errnoValuesOf(StringRef Name) {
  StringRef Base = mathBase(Name);
  if (Base.empty())
    return ErrnoEDOM | ErrnoERANGE;
  // Exact results never underflow: sqrt, fmod and remainder have domain
  // errors only (C11 7.12.7.5, 7.12.10.1, 7.12.10.2), cbrt none (7.12.7.1).
  if (Base == "sqrt" || Base == "fmod" || Base == "remainder")
    return ErrnoEDOM;
  if (Base == "cbrt")
    return 0;
  // Range errors only: overflow or underflow, no domain (7.12.6.1-3, .13,
  // 7.12.5.4-6, 7.12.4.3 atan and 7.12.5.2 asinh underflow near 0, 7.12.7.3,
  // 7.12.8.1-2; not lgamma, which also writes POSIX's signgam: review of
  // session 8).
  static const char *const RangeOnly[] = {
      "exp",   "exp2",  "expm1", "sinh",   "cosh", "tanh", "atan",
      "asinh", "hypot", "ldexp", "scalbn", "erf",  "erfc"};
  for (StringRef R : RangeOnly)
    if (Base == R)
      return ErrnoERANGE;
  return ErrnoEDOM | ErrnoERANGE;
}

bool tilelang::isErrnoOnlyCall(const Instruction &I) {
  const auto *CB = dyn_cast<CallInst>(&I);
  const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
  return Callee && Callee->isDeclaration() && !CB->isInlineAsm() &&
         !CB->isConvergent() && CB->doesNotThrow() &&
         isErrnoMathCall(Callee->getName()) &&
         Callee->getReturnType()->isFloatingPointTy() && !CB->use_empty();
}

namespace {

/// Whether \p F's control flow has a cycle (a loop, which may not end).
bool hasCycle(const Function &F) {
  SmallVector<std::pair<const BasicBlock *, const BasicBlock *>, 4> Edges;
  FindFunctionBackedges(F, Edges);
  return !Edges.empty();
}

bool pureCall(const CallBase &CB, unsigned Depth, std::string *ErrnoCall);

/// See isPureCall: \p F's body.
bool pureBody(const Function &F, unsigned Depth, std::string *ErrnoCall) {
  // available_externally (C99 `inline`, gnu_inline): the definition that
  // runs is another one, which may have effects (review of session 7).
  if (F.isDeclaration() || F.isInterposable() ||
      F.hasAvailableExternallyLinkage() || Depth > 3 || hasCycle(F))
    return false;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      if (const auto *CB = dyn_cast<CallBase>(&I)) {
        if (!isa<DbgInfoIntrinsic>(CB) && !pureCall(*CB, Depth + 1, ErrnoCall))
          return false;
        continue;
      }
      if (I.isEHPad() || isa<ResumeInst>(I) || I.isAtomic() || I.isVolatile())
        return false;
      if (!I.mayReadOrWriteMemory())
        continue;
      const Value *Ptr = getLoadStorePointerOperand(&I);
      if (!Ptr || !isa<AllocaInst>(getUnderlyingObject(Ptr)))
        return false; // memory other than its own stack
    }
  return true;
}

bool pureCall(const CallBase &CB, unsigned Depth, std::string *ErrnoCall) {
  const Function *Callee = CB.getCalledFunction();
  // Convergent calls (AMDGPU's lane exchanges: ds_bpermute, readfirstlane)
  // depend on which lanes run together, which mapping changes.
  if (!Callee || CB.isInlineAsm() || isa<InvokeInst>(CB) || CB.isConvergent())
    return false;
  if (auto *II = dyn_cast<IntrinsicInst>(&CB))
    if (II->isAssumeLikeIntrinsic() || II->isLifetimeStartOrEnd())
      return true;
  if (CB.doesNotAccessMemory() && CB.doesNotThrow() && CB.willReturn())
    return true;
  if (Callee->isDeclaration()) {
    if (ErrnoCall && isErrnoMathCall(Callee->getName()))
      *ErrnoCall = Callee->getName().str();
    return false;
  }
  return pureBody(*Callee, Depth, ErrnoCall);
}

} // namespace

bool tilelang::isPureCall(const CallBase &CB, std::string *ErrnoCall) {
  if (CB.getCalledFunction() && CB.getCalledFunction()->isDeclaration())
    return false; // a declaration: its attributes say (touchesMemory)
  return pureCall(CB, 0, ErrnoCall);
}
