//===- frontend/PragmaSema.h - Semantic checks of #pragma tilelang --------===//
//
// What the front end checks beyond the grammar, with clang's Sema: where a
// pragma may stand, the arrays and constants the clauses name, clauses or
// arrays given twice, and the checks between the clauses of a whole group
// (map against tile, threads against the GPU of -march/-mcpu, clauses that do
// nothing). The clause parser (ClauseParser.cpp) asks it about each name as
// it reads it, the pragma handler about the whole group before it emits the
// marker; the AST consumer runs checkMarkersAfterParse for the arrays whose
// types were not known at the pragma.
//
//===----------------------------------------------------------------------===//

#ifndef TILELANG_FRONTEND_PRAGMASEMA_H
#define TILELANG_FRONTEND_PRAGMASEMA_H

#include "frontend/Pragma.h"
#include "llvm/ADT/StringSet.h"
#include <optional>

namespace clang {
class ASTContext;
class Decl;
class FunctionDecl;
class CompilerInstance;
} // namespace clang

namespace tilelang::frontend {

/// The semantic checks of the directive, reported through the compiler's
/// DiagnosticsEngine.
class PragmaSema {
public:
  PragmaSema(clang::CompilerInstance &CI, SharedState &State, const Diags &D)
      : CI(CI), State(State), D(D) {}

  /// Whether a pragma may stand here (in a function); LateParsed: in the body
  /// of a member function defined in its class, parsed later.
  bool inFunction(bool &LateParsed) const;

  /// Records Clause at NameTok in G; false (and an error) if G has it already.
  bool recordClause(Group &G, const clang::Token &NameTok, StringRef Clause);
  /// Whether the map dimension Dim (at Loc) is new in its `map` clause.
  bool checkMapDimOnce(llvm::StringSet<> &Used, StringRef Dim,
                       clang::SourceLocation Loc);
  /// Whether the array at NameTok is new in its clause and is an array or a
  /// pointer in scope (or one to check after parsing).
  bool checkArrayOnce(llvm::StringSet<> &InClause, const clang::Token &NameTok,
                      StringRef Clause);
  bool checkArray(const clang::Token &NameTok, StringRef Clause);
  /// The value of an enumerator or of a constexpr integer variable in scope.
  std::optional<int64_t> constantNamed(const clang::Token &T);

  /// Checks between the clauses of the whole group; false on an error.
  bool finishGroup(Group &G);
  /// Marks every named parameter of the function the directive stands in
  /// with annotate("tilelang.param=NAME"): clang emits it as an
  /// llvm.var.annotation on the parameter's stack slot, from which
  /// tilelang-directives learns each IR argument's source name (the
  /// diagnostics and launch records speak them).
  void annotateParams();

private:
  clang::CompilerInstance &CI;
  SharedState &State;
  const Diags &D;

  clang::DiagnosticBuilder diag(clang::SourceLocation Loc, unsigned ID);
  bool checkMapMatchesTile(Group &G);
  bool checkThreadsFitTarget(Group &G);
  void warnIgnoredClauses(const Group &G);
};

/// Reports the marker arguments of the translation unit that are not arrays
/// or pointers (their types were unknown at the pragma: templates, member
/// functions defined in their class).
void checkMarkersAfterParse(clang::ASTContext &Ctx);

/// annotate("tilelang.param=NAME") on every named parameter of \p FD
/// (PragmaSema::annotateParams).
void annotateParamNames(clang::ASTContext &Ctx, clang::FunctionDecl *FD);

/// annotateParamNames on every function definition in \p D (instantiations
/// included) whose body holds a marker: member functions defined in their
/// class and template instantiations, which the pragma cannot reach.
void annotateMarkedFunctions(clang::ASTContext &Ctx, clang::Decl *D);

} // namespace tilelang::frontend

#endif // TILELANG_FRONTEND_PRAGMASEMA_H
