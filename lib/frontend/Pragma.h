//===- frontend/Pragma.h - What the parts of the front end share ----------===//
//
// Private to lib/frontend (TileLangClang.so). The parsed form of one group of
// `#pragma tilelang` lines (Group, ArrayEntry), the diagnostic ids of the
// plugin (Diags; their texts are in Diagnostics.cpp), the limits and names of
// the language, and the state the pragma handler shares with the AST
// consumer. The parts that use them:
//
//   ClauseParser.cpp, ConstantExpr.cpp  token stream -> Group
//   PragmaSema.cpp                      the semantic checks of a Group
//   Marker.cpp                          Group -> the marker call's tokens
//   PragmaHandler.cpp                   one pragma line / group, end to end
//   TileLangClang.cpp                   the -fplugin glue
//
//===----------------------------------------------------------------------===//

#ifndef TILELANG_FRONTEND_PRAGMA_H
#define TILELANG_FRONTEND_PRAGMA_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <limits>
#include <string>

namespace tilelang::frontend {

using llvm::StringRef;

/// Name of the marker function (tilelang::MarkerName in Directive.h).
inline constexpr const char *MarkerName = "__tilelang_directive";
/// First field of every SPEC (tilelang::SpecVersion in Directive.h).
inline constexpr const char *SpecVersion = "tilelang.v1";
/// Largest size the front end accepts (Directive stores `unsigned`).
inline constexpr int64_t MaxSize = std::numeric_limits<int32_t>::max();
/// Threads per block on every NVIDIA and AMD GPU (max_threads_per_block of
/// each targets/*.json; tilelang-target-check checks the chip's own figure).
inline constexpr int64_t MaxGPUThreadsPerBlock = 1024;
/// Deepest nesting of parentheses and unary signs in a clause argument: the
/// evaluator is recursive, and thousands of levels would overflow the stack.
inline constexpr unsigned MaxExprDepth = 256;
/// The clauses that act on the tile loops of a tiled band.
inline constexpr StringRef TiledBandClauses[] = {"map", "threads", "distribute",
                                                 "pipeline"};
/// The clauses of docs/language.md.
inline constexpr StringRef ClauseNames[] = {"tile",     "buffer",  "layout",
                                            "map",      "threads", "distribute",
                                            "pipeline", "compute"};

/// What the pragma handler and the AST consumer share.
struct SharedState {
  /// A marker names an array whose type could not be checked at the pragma
  /// (a dependent type, or a member function body that clang parses late):
  /// the consumer checks the marker calls of the finished AST.
  bool NeedsPostCheck = false;
  /// A directive in a member function defined in its class or in a
  /// template: the consumer names the parameters of the functions with
  /// markers as it sees them (annotateMarkedFunctions), before codegen.
  bool NeedsParamNames = false;
};

/// One array named by `buffer`/`layout` clauses of a group.
struct ArrayEntry {
  std::string Name;
  clang::Token NameTok; ///< Its first mention; injected as the call argument.
  std::string Space;    ///< "" = not given (global).
  std::string Layout;   ///< "" = not given (auto).
  clang::SourceLocation LayoutLoc; ///< The name in the `layout` clause.
};

/// The clauses of one group of consecutive `#pragma tilelang` lines: the
/// parsed directive.
struct Group {
  clang::SourceLocation Loc;    ///< The first pragma's `#` or `_Pragma`.
  clang::SourceLocation EndLoc; ///< The end of the first pragma's line.
  bool Error = false;
  bool AnyClause = false;
  llvm::StringMap<clang::SourceLocation> Seen; ///< Clause name -> its location.
  llvm::SmallVector<int64_t, 4> Tile;          ///< 0 = auto.
  llvm::SmallVector<std::string, 3> Map;
  llvm::SmallVector<int64_t, 3> Threads;
  std::string Distribute, Compute;
  int64_t Pipeline = 0;
  llvm::SmallVector<ArrayEntry, 4> Arrays; ///< In `arrays=` order.

  ArrayEntry &array(const clang::Token &NameTok) {
    StringRef Name = NameTok.getIdentifierInfo()->getName();
    for (ArrayEntry &A : Arrays)
      if (A.Name == Name)
        return A;
    Arrays.push_back(ArrayEntry{Name.str(), NameTok, "", ""});
    return Arrays.back();
  }
};

/// The diagnostics of the plugin: custom ids of the DiagnosticsEngine, made
/// (with their texts) by the constructor in Diagnostics.cpp.
struct Diags {
  unsigned ExpectedClause, UnknownClause, Expected, Arity, NotConst,
      NotPositive, TooLarge, DivZero, Swizzle, Space, LayoutKind, MapDim,
      MapDup, MapTile, ExpectedName, UnknownArray, NotArray, NotArrayDecl,
      NotArrayPost, DupClause, PrevClause, DupArray, FileScope, NotFor,
      Distribute, Compute, Empty, Nested, ThreadsLimit, NeedsTile,
      LayoutNotStaged, LayoutMatrix, PipelineOne, TooDeep;

  explicit Diags(clang::DiagnosticsEngine &D);
};

/// The word a token spells if it is an identifier or a keyword.
inline StringRef word(const clang::Token &T) {
  if (T.isAnnotation())
    return {};
  if (clang::IdentifierInfo *II = T.getIdentifierInfo())
    return II->getName();
  return {};
}

} // namespace tilelang::frontend

#endif // TILELANG_FRONTEND_PRAGMA_H
