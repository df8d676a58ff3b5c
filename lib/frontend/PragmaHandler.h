//===- frontend/PragmaHandler.h - The handler of #pragma tilelang ---------===//
//
// TileLangPragmaHandler is the PragmaHandler the plugin registers for
// `#pragma tilelang`. For each pragma line it collects the tokens, parses the
// clauses (ClauseParser) into the Group of the line's directive; for the
// first line of a group it lexes on to the `for` (the group's next lines run
// the handler recursively), checks the group (PragmaSema) and injects the
// marker call (Marker.h) in front of the `for`.
//
//===----------------------------------------------------------------------===//

#ifndef TILELANG_FRONTEND_PRAGMAHANDLER_H
#define TILELANG_FRONTEND_PRAGMAHANDLER_H

#include "frontend/Pragma.h"
#include "frontend/PragmaSema.h"
#include "clang/Lex/Pragma.h"
#include <memory>

namespace clang {
class CompilerInstance;
} // namespace clang

namespace tilelang::frontend {

class TileLangPragmaHandler : public clang::PragmaHandler {
public:
  TileLangPragmaHandler(clang::CompilerInstance &CI,
                        std::shared_ptr<SharedState> State);

  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer Introducer,
                    clang::Token &FirstTok) override;

private:
  clang::CompilerInstance &CI;
  std::shared_ptr<SharedState> State;
  Diags D;
  PragmaSema Sema;

  /// The group being built and whether its first pragma is lexing ahead for
  /// the `for`: a `#pragma tilelang` met while it does is the next line of
  /// the same group (lexing ahead runs its handler recursively).
  Group G;
  bool LookingAhead = false;
  /// A pragma line's clauses are being collected; a `_Pragma("tilelang")`
  /// among them was met.
  bool Collecting = false, NestedInClauses = false;

  clang::DiagnosticBuilder diag(clang::SourceLocation Loc, unsigned ID);
  bool collectLine(clang::Preprocessor &PP, clang::SourceLocation IntroLoc,
                   llvm::SmallVector<clang::Token, 32> &Line, bool &BadNesting);
  bool parseLine(clang::Preprocessor &PP, clang::SourceLocation IntroLoc,
                 llvm::SmallVector<clang::Token, 32> Line, bool BadNesting);
  void finishAtLoop(clang::Preprocessor &PP, clang::PragmaIntroducerKind Kind);
};

} // namespace tilelang::frontend

#endif // TILELANG_FRONTEND_PRAGMAHANDLER_H
