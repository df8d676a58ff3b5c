//===- frontend/PragmaSema.cpp - Semantic checks of #pragma tilelang ------===//
//
// The checks of PragmaSema.h: the place of a pragma (inFunction), clauses,
// map dimensions and arrays given twice, the arrays and named constants of
// the clauses looked up in the current scope (checkArray, constantNamed), the
// checks between the clauses of a group (finishGroup: map against tile,
// threads against the GPU named by -march/-mcpu, warnings for clauses that do
// nothing), and the check of the marker calls once the AST is complete
// (checkMarkersAfterParse, for types not known at the pragma).
//
//===----------------------------------------------------------------------===//

#include "frontend/PragmaSema.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Basic/TargetOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/TargetParser/Triple.h"

using namespace clang;

namespace tilelang::frontend {

DiagnosticBuilder PragmaSema::diag(SourceLocation Loc, unsigned ID) {
  return CI.getDiagnostics().Report(Loc, ID);
}

bool PragmaSema::inFunction(bool &LateParsed) const {
  LateParsed = false;
  if (!CI.hasSema())
    return true; // Nothing to check against.
  DeclContext *DC = CI.getSema().CurContext;
  if (!DC || DC->isFunctionOrMethod())
    return true;
  // C++: the body of a member function defined in its class is lexed (and
  // its pragmas handled) while the class is parsed, and parsed later.
  if (DC->isRecord() && CI.getLangOpts().CPlusPlus) {
    LateParsed = true;
    return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Duplicates
//===----------------------------------------------------------------------===//

bool PragmaSema::recordClause(Group &G, const Token &NameTok,
                              StringRef Clause) {
  auto It = G.Seen.find(Clause);
  if (It != G.Seen.end()) {
    diag(NameTok.getLocation(), D.DupClause) << Clause;
    diag(It->second, D.PrevClause) << Clause;
    return false;
  }
  G.Seen[Clause] = NameTok.getLocation();
  return true;
}

bool PragmaSema::checkMapDimOnce(llvm::StringSet<> &Used, StringRef Dim,
                                 SourceLocation Loc) {
  if (!Used.insert(Dim).second) {
    diag(Loc, D.MapDup) << Dim;
    return false;
  }
  return true;
}

bool PragmaSema::checkArrayOnce(llvm::StringSet<> &InClause,
                                const Token &NameTok, StringRef Clause) {
  StringRef Name = NameTok.getIdentifierInfo()->getName();
  if (!InClause.insert(Name).second) {
    diag(NameTok.getLocation(), D.DupArray) << Name << Clause;
    return false;
  }
  return checkArray(NameTok, Clause);
}

//===----------------------------------------------------------------------===//
// Names looked up in scope
//===----------------------------------------------------------------------===//

bool PragmaSema::checkArray(const Token &NameTok, StringRef Clause) {
  if (!CI.hasSema())
    return true;
  Sema &S = CI.getSema();
  bool LateParsed = false;
  Scope *Sc = S.getCurScope();
  inFunction(LateParsed);
  if (!Sc || LateParsed) {
    State.NeedsPostCheck = true; // Not in scope yet: check the AST later.
    return true;
  }
  IdentifierInfo *II = NameTok.getIdentifierInfo();
  LookupResult R(S, DeclarationName(II), NameTok.getLocation(),
                 Sema::LookupOrdinaryName);
  R.suppressDiagnostics();
  S.LookupName(R, Sc);
  if (R.empty()) {
    diag(NameTok.getLocation(), D.UnknownArray) << II->getName() << Clause;
    return false;
  }
  auto *VD = R.getAsSingle<ValueDecl>();
  if (!VD) {
    diag(NameTok.getLocation(), D.NotArrayDecl) << II->getName() << Clause;
    return false;
  }
  QualType Ty = VD->getType();
  if (Ty.isNull()) {
    diag(NameTok.getLocation(), D.NotArrayDecl) << II->getName() << Clause;
    return false;
  }
  if (Ty->isDependentType() || Ty->isUndeducedType()) {
    State.NeedsPostCheck = true;
    return true;
  }
  QualType Base = Ty.getNonReferenceType();
  if (Base->isPointerType() || Base->isArrayType())
    return true;
  diag(NameTok.getLocation(), D.NotArray) << II->getName() << Clause << Ty;
  return false;
}

/// The value of an enumerator or of a constexpr integer variable in scope.
std::optional<int64_t> PragmaSema::constantNamed(const Token &T) {
  if (!CI.hasSema() || !CI.getSema().getCurScope())
    return std::nullopt;
  Sema &S = CI.getSema();
  LookupResult R(S, DeclarationName(T.getIdentifierInfo()), T.getLocation(),
                 Sema::LookupOrdinaryName);
  R.suppressDiagnostics();
  S.LookupName(R, S.getCurScope());
  if (auto *EC = R.getAsSingle<EnumConstantDecl>())
    return EC->getInitVal().tryExtValue();
  auto *VD = R.getAsSingle<VarDecl>();
  if (!VD || VD->getType().isNull() || VD->getType()->isDependentType() ||
      !VD->getType()->isIntegralOrEnumerationType() ||
      !VD->isUsableInConstantExpressions(S.getASTContext()))
    return std::nullopt;
  const Expr *Init = VD->getAnyInitializer();
  if (!Init || Init->isValueDependent() || Init->isTypeDependent())
    return std::nullopt;
  APValue *V = VD->evaluateValue();
  if (!V || !V->isInt())
    return std::nullopt;
  return V->getInt().tryExtValue();
}

//===----------------------------------------------------------------------===//
// The whole group
//===----------------------------------------------------------------------===//

/// Checks between the clauses of the whole group.
bool PragmaSema::finishGroup(Group &G) {
  if (!checkMapMatchesTile(G) || !checkThreadsFitTarget(G))
    return false;
  warnIgnoredClauses(G);
  return true;
}

void annotateParamNames(ASTContext &Ctx, FunctionDecl *FD) {
  for (ParmVarDecl *P : FD->parameters()) {
    if (!P->getIdentifier())
      continue;
    std::string Text = ("tilelang.param=" + P->getName()).str();
    if (llvm::any_of(P->specific_attrs<AnnotateAttr>(), [&](AnnotateAttr *A) {
          return A->getAnnotation() == Text;
        }))
      continue; // an earlier directive of the function
    P->addAttr(AnnotateAttr::CreateImplicit(Ctx, Text, nullptr, 0));
  }
}

void PragmaSema::annotateParams() {
  if (!CI.hasSema())
    return;
  auto *FD = dyn_cast_or_null<FunctionDecl>(CI.getSema().CurContext);
  // A member function defined in its class (parsed later) and a template
  // (its instantiations are new declarations): the consumer names them
  // once the AST has them (annotateMarkedFunctions).
  if (!FD || FD->isTemplated())
    State.NeedsParamNames = true;
  if (FD)
    annotateParamNames(CI.getASTContext(), FD);
}

bool PragmaSema::checkMapMatchesTile(Group &G) {
  if (!G.Map.empty() && !G.Tile.empty() && G.Map.size() != G.Tile.size()) {
    diag(G.Seen["map"], D.MapTile)
        << unsigned(G.Map.size()) << unsigned(G.Tile.size());
    return false;
  }
  return true;
}

/// threads(...) over the per-block limit cannot launch on the GPU named by
/// -march/-mcpu (without one, tilelang-target-check checks it against the
/// chip opt is given).
bool PragmaSema::checkThreadsFitTarget(Group &G) {
  llvm::Triple T = CI.hasTarget() ? CI.getTarget().getTriple() : llvm::Triple();
  const std::string &Chip = CI.getTargetOpts().CPU;
  if ((T.isNVPTX() || T.isAMDGPU()) && !Chip.empty() && !G.Threads.empty()) {
    // Each count fits in 31 bits: the product of three fits in 128.
    llvm::APInt Total(128, 1);
    std::string Text;
    for (int64_t N : G.Threads) {
      Total *= llvm::APInt(128, uint64_t(N));
      Text += (Text.empty() ? "" : ", ") + std::to_string(N);
    }
    if (Total.ugt(MaxGPUThreadsPerBlock)) {
      diag(G.Seen["threads"], D.ThreadsLimit)
          << Text << llvm::toString(Total, 10, /*Signed=*/false) << Chip
          << std::to_string(MaxGPUThreadsPerBlock);
      return false;
    }
  }
  return true;
}

/// Clauses that do nothing here: warnings, the directive stays.
void PragmaSema::warnIgnoredClauses(const Group &G) {
  if (G.Tile.empty())
    for (StringRef Clause : TiledBandClauses) {
      auto It = G.Seen.find(Clause);
      if (It != G.Seen.end())
        diag(It->second, D.NeedsTile) << Clause;
    }
  for (const ArrayEntry &A : G.Arrays)
    if (!A.Layout.empty() && A.Space != "shared")
      diag(A.LayoutLoc,
           G.Compute == "tensor_core" ? D.LayoutMatrix : D.LayoutNotStaged)
          << A.Name;
  // pipeline(1) is the directive's default (no pipelining), which the matrix
  // lowering replaces by its own depth (docs/matrix.md).
  if (G.Pipeline == 1 && G.Compute == "tensor_core")
    diag(G.Seen.lookup("pipeline"), D.PipelineOne);
}

//===----------------------------------------------------------------------===//
// After parsing: the arrays of markers whose types were not known at the
// pragma (templates, member functions defined in their class).
//===----------------------------------------------------------------------===//

namespace {

/// Whether \p CE calls the marker (__tilelang_directive).
bool isMarkerCall(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  return FD && FD->getIdentifier() && FD->getName() == MarkerName;
}

class MarkerChecker : public RecursiveASTVisitor<MarkerChecker> {
public:
  MarkerChecker(DiagnosticsEngine &DE, unsigned DiagID)
      : DE(DE), DiagID(DiagID) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCallExpr(CallExpr *CE) {
    if (!isMarkerCall(CE))
      return true;
    for (unsigned I = 1, E = CE->getNumArgs(); I < E; ++I) {
      const Expr *Arg = CE->getArg(I);
      if (!Arg || Arg->isTypeDependent() || Arg->isValueDependent())
        continue;
      QualType Ty = Arg->getType();
      if (Ty->isPointerType() || Ty->isArrayType())
        continue;
      const Expr *Inner = Arg->IgnoreParenImpCasts();
      std::string Name = "argument";
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Inner))
        Name = DRE->getDecl()->getNameAsString();
      else if (const auto *ME = dyn_cast<MemberExpr>(Inner))
        Name = ME->getMemberDecl()->getNameAsString();
      DE.Report(Arg->getExprLoc(), DiagID) << Name << Inner->getType();
    }
    return true;
  }

private:
  DiagnosticsEngine &DE;
  unsigned DiagID;
};

} // namespace

namespace {

/// Whether a statement contains a marker call.
class MarkerFinder : public RecursiveASTVisitor<MarkerFinder> {
public:
  bool Found = false;
  bool VisitCallExpr(CallExpr *CE) {
    Found |= isMarkerCall(CE);
    return !Found;
  }
};

/// Names the parameters of every function definition with a marker.
class ParamNamer : public RecursiveASTVisitor<ParamNamer> {
public:
  explicit ParamNamer(ASTContext &Ctx) : Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || FD->isDependentContext())
      return true;
    MarkerFinder F;
    F.TraverseStmt(FD->getBody());
    if (F.Found)
      annotateParamNames(Ctx, FD);
    return true;
  }

private:
  ASTContext &Ctx;
};

} // namespace

void annotateMarkedFunctions(ASTContext &Ctx, Decl *D) {
  ParamNamer(Ctx).TraverseDecl(D);
}

void checkMarkersAfterParse(ASTContext &Ctx) {
  DiagnosticsEngine &DE = Ctx.getDiagnostics();
  Diags D(DE);
  MarkerChecker(DE, D.NotArrayPost).TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace tilelang::frontend
