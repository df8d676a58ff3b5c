//===- frontend/TileLangClang.cpp - The clang plugin of #pragma tilelang --===//
//
// TileLangClang.so is the clang front-end plugin of TileLang-LLVM. It parses
// and checks every `#pragma tilelang` line (the language of docs/language.md)
// and turns each group of consecutive `#pragma tilelang` lines in front of
// a `for` loop into ONE marker statement that is injected in front of the
// `for` token:
//
//   switch (__tilelang_directive("SPEC", A, B)) default: for (...) ...
//
// The marker and the loop form a single statement, so `if (c) #pragma ...
// for` and a dangling `else` keep their meaning. SPEC follows the grammar in
// lib/analysis/Directive.h and is canonical (what
// tilelang::Directive::str() prints for it); A, B, ... are the arrays named by
// `buffer`/`layout` clauses, in the order of SPEC's `arrays=` field, each an
// identifier token at the name's location in the pragma. The plugin declares
// `int __tilelang_directive(const char *, ...)` (extern "C") in the
// predefines; the pass `tilelang-directives` of TileLangPasses.so turns the
// marker into loop metadata and removes the call.
//
// Every syntax error (unknown clause, wrong arity, a size that is 0, negative
// or not a constant, an unknown memory space, layout or map dimension, an
// unknown array or one that is not an array or pointer, a duplicate clause or
// array, a pragma at file scope or not followed by `for`) is a clang error at
// the offending token; an erroneous group injects nothing.
//
// The parts, in lib/frontend (shared types and diagnostic ids: Pragma.h):
//   TileLangClang.cpp      this file: the -fplugin glue (PluginASTAction,
//                          the registry entry, the AST consumer)
//   PragmaHandler.cpp      the `#pragma tilelang` handler: a line, a group
//   ClauseParser.cpp       the clauses' grammar (ClauseParser, PragmaTokens)
//   ConstantExpr.cpp       the sizes: constant expressions
//   PragmaSema.cpp         the semantic checks (names, duplicates, groups,
//                          the target) and the check after parsing
//   Marker.cpp             the SPEC and the marker call of a checked group
//   Diagnostics.cpp        the texts of the diagnostics
//
// Run it:
//   clang++ -O2 -fplugin=build/lib/TileLangClang.so
//           -fpass-plugin=build/lib/TileLangPasses.so kernel.cpp
//   clang -cc1 -load build/lib/TileLangClang.so -add-plugin tilelang ...
// Tests: lit test/frontend (see test/lit.cfg.py).
//
//===----------------------------------------------------------------------===//

#include "frontend/GPUTarget.h"
#include "frontend/PragmaHandler.h"
#include "frontend/PragmaSema.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Preprocessor.h"
#include <memory>
#include <string>
#include <vector>

using namespace clang;
using namespace tilelang::frontend;

namespace {

/// The declaration of the marker, appended to the predefines.
constexpr const char *MarkerDecl =
    "#ifdef __cplusplus\n"
    "extern \"C\"\n"
    "#endif\n"
    "#if defined(__CUDA__) || defined(__HIP__)\n"
    "__attribute__((__host__, __device__))\n"
    "#endif\n"
    "__attribute__((__nothrow__)) int __tilelang_directive(const char *, "
    "...);\n";

/// Checks, once the AST is complete, the arrays of markers whose types were
/// not known at the pragma (templates, member functions defined in their
/// class).
class TileLangConsumer : public ASTConsumer {
public:
  TileLangConsumer(CompilerInstance &CI, std::shared_ptr<SharedState> State)
      : CI(CI), State(std::move(State)) {}

  /// Runs before codegen's (the plugin's consumer comes first): the
  /// functions named here are emitted with their parameters' names.
  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    if (State->NeedsParamNames && Ctx)
      for (Decl *D : DG)
        annotateMarkedFunctions(*Ctx, D);
    return true;
  }

  void Initialize(ASTContext &C) override { Ctx = &C; }

  void HandleTranslationUnit(ASTContext &C) override {
    // Before codegen's consumer: an error here stops code generation, so
    // the back end never sees a math call it cannot select.
    if (isGPUTarget(CI))
      checkGPUMathCalls(CI, C);
    // Deferred definitions (inline members, instantiations) are emitted by
    // codegen at the end of the translation unit, after this.
    if (State->NeedsParamNames)
      annotateMarkedFunctions(C, C.getTranslationUnitDecl());
    if (!State->NeedsPostCheck)
      return;
    checkMarkersAfterParse(C);
  }

private:
  CompilerInstance &CI;
  std::shared_ptr<SharedState> State;
  ASTContext *Ctx = nullptr;
};

/// The plugin action: declares the marker, registers the pragma handler and
/// the AST consumer.
class TileLangAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    auto State = std::make_shared<SharedState>();
    Preprocessor &PP = CI.getPreprocessor();
    // The predefines are read when the main file is entered, after this.
    PP.setPredefines(PP.getPredefines() + MarkerDecl);
    PP.AddPragmaHandler(new TileLangPragmaHandler(CI, State));
    // No file has been read yet: the search path may still change.
    useGPUHeaders(CI);
    return std::make_unique<TileLangConsumer>(CI, State);
  }

  bool ParseArgs(const CompilerInstance &,
                 const std::vector<std::string> &) override {
    return true;
  }

  // Active with a plain `clang -fplugin=TileLangClang.so`.
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<TileLangAction>
    X("tilelang", "#pragma tilelang: tiling, layout and mapping of loop nests");
