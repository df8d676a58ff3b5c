//===- Metadata.cpp - Directives on loop IDs, and their diagnostics -------===//
#include "analysis/Metadata.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;
using namespace tilelang;

MDNode *tilelang::findLoopProperty(const Loop &L, StringRef Name) {
  MDNode *ID = L.getLoopID();
  if (!ID)
    return nullptr;
  for (const MDOperand &Op : drop_begin(ID->operands()))
    if (auto *N = dyn_cast<MDNode>(Op.get()))
      if (N->getNumOperands() > 0)
        if (auto *S = dyn_cast<MDString>(N->getOperand(0)))
          if (S->getString() == Name)
            return N;
  return nullptr;
}

/// Operand \p I of \p MD as an unsigned integer, if it is one.
static std::optional<unsigned> intOperand(const MDNode *MD, unsigned I) {
  if (I < MD->getNumOperands())
    if (auto *C = mdconst::dyn_extract<ConstantInt>(MD->getOperand(I)))
      return unsigned(C->getZExtValue());
  return std::nullopt;
}

std::optional<TiledBand> tilelang::readTiledBand(const Loop &L) {
  MDNode *T = findLoopProperty(L, "tilelang.tiled");
  if (!T)
    return std::nullopt;
  TiledBand B;
  std::optional<unsigned> N = intOperand(T, 1);
  if (!N)
    return std::nullopt;
  B.Depth = *N;
  for (unsigned K = 0; K < B.Depth; ++K) {
    std::optional<unsigned> S = intOperand(T, 2 + K);
    if (!S)
      return std::nullopt;
    B.Sizes.push_back(*S);
  }
  if (T->getNumOperands() >= 2 + 2 * B.Depth)
    for (unsigned K = 0; K < B.Depth; ++K)
      B.Order.push_back(intOperand(T, 2 + B.Depth + K).value_or(K));
  if (T->getNumOperands() >= 2 + 3 * B.Depth)
    for (unsigned K = 0; K < B.Depth; ++K)
      B.Upward.push_back(intOperand(T, 2 + 2 * B.Depth + K).value_or(0) != 0);
  return B;
}

std::optional<ThreadLoopInfo> tilelang::readThreadLoop(const Loop &L) {
  MDNode *T = findLoopProperty(L, "tilelang.thread");
  if (!T)
    return std::nullopt;
  std::optional<unsigned> D = intOperand(T, 1), N = intOperand(T, 2),
                          S = intOperand(T, 3);
  if (!D || !N || !S || *D > 2 || !*N || !*S)
    return std::nullopt;
  return ThreadLoopInfo{*D, *N, *S};
}

static void rebuildLoopID(Loop &L, function_ref<bool(MDNode *)> Keep,
                          MDNode *Add) {
  LLVMContext &Ctx = L.getHeader()->getContext();
  SmallVector<Metadata *, 8> Ops;
  Ops.push_back(nullptr); // self reference
  if (MDNode *ID = L.getLoopID())
    for (const MDOperand &Op : drop_begin(ID->operands())) {
      auto *N = dyn_cast<MDNode>(Op.get());
      if (N && !Keep(N))
        continue;
      Ops.push_back(Op.get());
    }
  if (Add)
    Ops.push_back(Add);
  if (Ops.size() == 1) {
    L.setLoopID(nullptr);
    for (BasicBlock *BB : L.blocks())
      if (L.contains(BB) && is_contained(successors(BB), L.getHeader()))
        BB->getTerminator()->setMetadata(LLVMContext::MD_loop, nullptr);
    return;
  }
  MDNode *NewID = MDNode::getDistinct(Ctx, Ops);
  NewID->replaceOperandWith(0, NewID);
  L.setLoopID(NewID);
}

static StringRef propName(MDNode *N) {
  if (N->getNumOperands() > 0)
    if (auto *S = dyn_cast<MDString>(N->getOperand(0)))
      return S->getString();
  return "";
}

void tilelang::setLoopProperty(Loop &L, MDNode *Prop) {
  StringRef Name = propName(Prop);
  bool Multi = Name == "tilelang.bind";
  rebuildLoopID(
      L,
      [&](MDNode *N) {
        if (propName(N) != Name)
          return true;
        if (!Multi)
          return false;
        // Bindings are keyed by name too.
        return N->getOperand(1) != Prop->getOperand(1);
      },
      Prop);
}

void tilelang::dropDirective(Loop &L) {
  rebuildLoopID(
      L, [](MDNode *N) { return !propName(N).starts_with("tilelang."); },
      nullptr);
}

std::optional<BoundDirective> tilelang::getDirective(const Loop &L) {
  MDNode *P = findLoopProperty(L, "tilelang.directive");
  if (!P || P->getNumOperands() != 2)
    return std::nullopt;
  auto *S = dyn_cast<MDString>(P->getOperand(1));
  Function &F = *L.getHeader()->getParent();
  if (!S) {
    F.getContext().diagnose(DiagnosticInfoGenericWithLoc(
        "malformed tilelang.directive loop property", F, DiagnosticLocation()));
    return std::nullopt;
  }
  Expected<Directive> D = Directive::parse(S->getString());
  if (!D) {
    std::string Msg = toString(D.takeError());
    F.getContext().diagnose(
        DiagnosticInfoGenericWithLoc(Msg, F, DiagnosticLocation()));
    return std::nullopt;
  }
  BoundDirective BD{std::move(*D), {}};
  MDNode *ID = L.getLoopID();
  for (const MDOperand &Op : drop_begin(ID->operands())) {
    auto *N = dyn_cast<MDNode>(Op.get());
    if (!N || propName(N) != "tilelang.bind" || N->getNumOperands() != 3)
      continue;
    auto *Name = dyn_cast<MDString>(N->getOperand(1));
    auto *CM = dyn_cast<ConstantAsMetadata>(N->getOperand(2));
    if (!Name || !CM)
      continue;
    Value *Obj = nullptr;
    if (auto *CI = dyn_cast<ConstantInt>(CM->getValue())) {
      if (CI->getZExtValue() < F.arg_size())
        Obj = F.getArg(CI->getZExtValue());
    } else if (auto *GV = dyn_cast<GlobalVariable>(CM->getValue())) {
      Obj = GV;
    }
    if (Obj)
      BD.Arrays[Name->getString()] = Obj;
  }
  return BD;
}

StringRef BoundDirective::nameOf(const Value *Obj) const {
  for (const auto &E : Arrays)
    if (E.second == Obj)
      return E.first();
  return "";
}

DebugLoc tilelang::directiveLoc(Function &F, const Directive &D) {
  LLVMContext &Ctx = F.getContext();
  DISubprogram *SP = F.getSubprogram();
  if (!SP || SP->getFilename() != D.File) {
    DIFile *File = DIFile::get(Ctx, D.File, "");
    SP = DISubprogram::get(Ctx, File, F.getName(), "", File, D.Line, nullptr,
                           D.Line, nullptr, 0, 0, DINode::FlagZero,
                           DISubprogram::SPFlagZero, nullptr);
  }
  return DILocation::get(Ctx, D.Line, D.Col, SP);
}

void tilelang::reportError(Function &F, const Directive &D, const Twine &Msg) {
  // DK_Unsupported is the kind clang maps to a source location (its
  // backend consumer prints `file:line:col: error: ...` with the line).
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F, Msg, DiagnosticLocation(directiveLoc(F, D)), DS_Error));
}

void tilelang::reportDirectiveWarning(Function &F, const Directive &D,
                                      const Twine &Msg) {
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F, Msg, DiagnosticLocation(directiveLoc(F, D)), DS_Warning));
}

void tilelang::reportNotTransformed(Function &F, const Directive &D,
                                    const Twine &Msg) {
  F.getContext().diagnose(DiagnosticInfoOptimizationFailure(
      F, DiagnosticLocation(directiveLoc(F, D)), Msg));
}

std::string tilelang::paramName(const Argument &A) {
  if (MDNode *N = A.getParent()->getMetadata("tilelang.params"))
    if (A.getArgNo() < N->getNumOperands())
      if (auto *S = dyn_cast<MDString>(N->getOperand(A.getArgNo()));
          S && !S->getString().empty())
        return S->getString().str();
  return A.hasName() ? A.getName().str() : std::string();
}

std::string tilelang::argumentText(const Argument &A) {
  std::string N = paramName(A);
  return !N.empty() ? N
                    : "argument " + std::to_string(A.getArgNo() + 1) + " of '" +
                          llvm::demangle(A.getParent()->getName()) + "'";
}

std::string tilelang::describeObject(const Value *Obj,
                                     const BoundDirective *BD) {
  // A parameter by its own name first: a directive's name is bound to the
  // underlying object, which for `float *C = A + 5; buffer(C: shared)` is
  // A.
  if (auto *A = dyn_cast_or_null<Argument>(Obj))
    if (std::string N = paramName(*A); !N.empty())
      return "'" + N + "'";
  if (BD) {
    StringRef N = BD->nameOf(Obj);
    if (!N.empty())
      return "'" + N.str() + "'";
  }
  if (Obj && Obj->hasName())
    return "'" + Obj->getName().str() + "'";
  if (auto *A = dyn_cast_or_null<Argument>(Obj))
    return argumentText(*A);
  return "an unnamed array";
}
