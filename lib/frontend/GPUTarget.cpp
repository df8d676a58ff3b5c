//===- GPUTarget.cpp - What the front end does for GPU targets ------------===//
//
// See GPUTarget.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/GPUTarget.h"
#include "gpu-math/MathLibrary.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Preprocessor.h"

#ifndef TILELANG_GPU_INCLUDE_DIR
#define TILELANG_GPU_INCLUDE_DIR ""
#endif

using namespace clang;

bool tilelang::frontend::isGPUTarget(const CompilerInstance &CI) {
  const llvm::Triple &T = CI.getTarget().getTriple();
  return T.isNVPTX() || T.isAMDGPU();
}

/// /usr/include, /usr/local/include and below, under the sysroot.
static bool isHostLibcDir(StringRef Dir, StringRef Sysroot) {
  if (!Sysroot.empty() && Sysroot != "/")
    if (!Dir.consume_front(Sysroot.rtrim('/')))
      return false;
  for (StringRef Root : {"/usr/include", "/usr/local/include"})
    if (Dir == Root || Dir.starts_with((Root + "/").str()))
      return true;
  return false;
}

void tilelang::frontend::useGPUHeaders(CompilerInstance &CI) {
  if (!isGPUTarget(CI))
    return;
  auto Ours =
      CI.getFileManager().getOptionalDirectoryRef(TILELANG_GPU_INCLUDE_DIR);
  if (!Ours) {
    DiagnosticsEngine &D = CI.getDiagnostics();
    D.Report(D.getCustomDiagID(DiagnosticsEngine::Warning,
                               "tilelang: the GPU headers '%0' are missing; "
                               "the host's C library headers are used"))
        << TILELANG_GPU_INCLUDE_DIR;
    return;
  }
  HeaderSearch &HS = CI.getPreprocessor().getHeaderSearchInfo();
  const HeaderSearch &CHS = HS;
  StringRef Sysroot = HS.getHeaderSearchOpts().Sysroot;
  std::vector<DirectoryLookup> Dirs;
  for (auto It = CHS.quoted_dir_begin(); It != CHS.quoted_dir_end(); ++It)
    Dirs.push_back(*It);
  unsigned Angled = Dirs.size();
  for (auto It = CHS.angled_dir_begin(); It != CHS.angled_dir_end(); ++It)
    Dirs.push_back(*It);
  unsigned System = Dirs.size();
  Dirs.push_back(DirectoryLookup(*Ours, SrcMgr::C_System, false));
  for (auto It = CHS.system_dir_begin(); It != CHS.system_dir_end(); ++It)
    if (!It->isNormalDir() || !isHostLibcDir(It->getName(), Sysroot))
      Dirs.push_back(*It);
  HS.SetSearchPaths(std::move(Dirs), Angled, System,
                    llvm::DenseMap<unsigned, unsigned>());
}

namespace {

class MathCallChecker : public RecursiveASTVisitor<MathCallChecker> {
public:
  MathCallChecker(ASTContext &C, DiagnosticsEngine &D, StringRef Chip)
      : C(C), D(D), Chip(Chip) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *FD = E->getDirectCallee();
    if (!FD)
      return true;
    // The symbol it calls: an asm label (the C++ overloads of <cmath>),
    // a library builtin (expf, __builtin_expf) or an extern "C" function.
    std::string Name;
    if (const auto *L = FD->getAttr<AsmLabelAttr>())
      Name = L->getLabel().str();
    else if (unsigned ID = FD->getBuiltinID())
      Name = C.BuiltinInfo.getName(ID);
    else if (FD->isExternC() && FD->getIdentifier())
      Name = FD->getName().str();
    StringRef N = Name;
    N.consume_front("__builtin_");
    bool IsFloat = false;
    const tilelang::MathFunction *F = tilelang::findMathFunction(N, IsFloat);
    if (!F)
      return true;
    // The type it computes on: the result's, or the first argument's
    // (lrintf returns a long).
    QualType Ret = F->ArgTyped && FD->getNumParams()
                       ? FD->getParamDecl(0)->getType()
                       : FD->getReturnType();
    if (!(IsFloat ? Ret->isSpecificBuiltinType(BuiltinType::Float)
                  : Ret->isSpecificBuiltinType(BuiltinType::Double)))
      return true;
    if (tilelang::amdgpuAccepts(*F, IsFloat))
      return true;
    unsigned ID = D.getCustomDiagID(DiagnosticsEngine::Error, "%0");
    D.Report(E->getBeginLoc(), ID)
        << tilelang::amdgpuRefusal(*F, N, Chip) << E->getSourceRange();
    return true;
  }

private:
  ASTContext &C;
  DiagnosticsEngine &D;
  StringRef Chip;
};

} // namespace

void tilelang::frontend::checkGPUMathCalls(CompilerInstance &CI,
                                           ASTContext &C) {
  // NVPTX: every function of the table is in libdevice; tilelang-gpu-math
  // reports a missing libdevice.
  if (!CI.getTarget().getTriple().isAMDGPU())
    return;
  MathCallChecker(C, CI.getDiagnostics(), CI.getTargetOpts().CPU)
      .TraverseDecl(C.getTranslationUnitDecl());
}
