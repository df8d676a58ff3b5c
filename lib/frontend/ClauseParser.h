//===- frontend/ClauseParser.h - The grammar of #pragma tilelang ----------===//
//
// The clauses of one `#pragma tilelang` line, read from its tokens (macros
// expanded, up to the end of the line) into the Group of Pragma.h:
//
//   PragmaTokens        the tokens of the line and a cursor in them; the
//                       "expected X, found Y" errors at the cursor
//   ConstantExprParser  the sizes of the clauses: + - * / % and parentheses
//                       over literals and named constants (ConstantExpr.cpp)
//   ClauseParser        the clauses: tile, buffer, layout, map, threads,
//                       distribute, pipeline, compute (ClauseParser.cpp)
//
// Every error is reported at its token and stops the line. The parser asks
// PragmaSema about the names it reads (arrays, constants, clauses given
// twice) as it reads them, so the errors come in the order of the line.
//
//===----------------------------------------------------------------------===//

#ifndef TILELANG_FRONTEND_CLAUSEPARSER_H
#define TILELANG_FRONTEND_CLAUSEPARSER_H

#include "frontend/Pragma.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSet.h"
#include <optional>

namespace clang {
class CompilerInstance;
class Preprocessor;
} // namespace clang

namespace tilelang::frontend {

class PragmaSema;

/// The tokens of one pragma line, ending with its `eod`, and a cursor in
/// them.
class PragmaTokens {
public:
  PragmaTokens(clang::CompilerInstance &CI, clang::Preprocessor &PP,
               const Diags &D, llvm::SmallVector<clang::Token, 32> Toks)
      : CI(CI), PP(PP), D(D), Toks(std::move(Toks)) {}

  const clang::Token &peek() const { return Toks[Pos]; }
  /// The token at the cursor; the cursor stays on the final `eod`.
  const clang::Token &next() {
    const clang::Token &T = Toks[Pos];
    if (Pos + 1 < Toks.size())
      ++Pos;
    return T;
  }
  bool atEnd() const { return peek().is(clang::tok::eod); }

  /// How a diagnostic quotes T.
  std::string spell(const clang::Token &T) const;
  clang::DiagnosticBuilder diag(clang::SourceLocation Loc, unsigned ID);
  /// Consumes a K; else "expected What, found ..." at the cursor.
  bool expect(clang::tok::TokenKind K, StringRef What);

  clang::Preprocessor &getPreprocessor() const { return PP; }
  const Diags &diags() const { return D; }

private:
  clang::CompilerInstance &CI;
  clang::Preprocessor &PP;
  const Diags &D;
  llvm::SmallVector<clang::Token, 32> Toks;
  size_t Pos = 0;
};

/// A small constant-expression evaluator for the sizes of the clauses: + - *
/// / % and parentheses over integer literals, enumerators and constexpr
/// integer variables. Overflow and division by zero are errors, never
/// undefined behaviour. What names the size in the diagnostics.
class ConstantExprParser {
public:
  ConstantExprParser(PragmaTokens &Line, PragmaSema &Sema)
      : Line(Line), Sema(Sema), D(Line.diags()) {}

  /// A positive integer constant that fits in 31 bits.
  std::optional<int64_t> parseSize(StringRef What);

private:
  PragmaTokens &Line;
  PragmaSema &Sema;
  const Diags &D;
  /// Parentheses and signs open around the expression being evaluated.
  unsigned ExprDepth = 0;

  bool enterNesting(StringRef What);
  std::optional<int64_t> parseExpr(StringRef What);
  std::optional<int64_t> parseTerm(StringRef What);
  std::optional<int64_t> parseUnary(StringRef What);
  std::optional<int64_t> parsePrimary(StringRef What);
};

/// The clauses of one pragma line, added to the Group of its directive.
class ClauseParser {
public:
  ClauseParser(PragmaTokens &Line, PragmaSema &Sema, Group &G)
      : Line(Line), Sema(Sema), G(G), D(Line.diags()), Exprs(Line, Sema) {}

  /// All the clauses up to the end of the line; false after an error.
  bool parseClauses();

private:
  PragmaTokens &Line;
  PragmaSema &Sema;
  Group &G;
  const Diags &D;
  ConstantExprParser Exprs;

  bool parseClause(const clang::Token &NameTok, StringRef Clause);
  bool parseSizesClause(const clang::Token &NameTok, StringRef Clause);
  bool parseMapClause(const clang::Token &NameTok, StringRef Clause);
  bool parseKeywordClause(const clang::Token &NameTok, StringRef Clause);
  bool parseArraysClause(const clang::Token &NameTok, StringRef Clause);

  bool parseList(StringRef Clause, llvm::function_ref<bool()> Item,
                 unsigned &Count);
  bool checkArity(const clang::Token &NameTok, unsigned Count, unsigned Min,
                  unsigned Max, StringRef What);
  bool parseKeyword(llvm::ArrayRef<StringRef> Words, unsigned DiagID,
                    std::string &Out);
  bool parseMapDim(llvm::StringSet<> &Used, std::string &Out);
  bool parseLayoutKind(std::string &Out);
  bool parseArrayName(StringRef Clause, llvm::StringSet<> &InClause,
                      clang::Token &NameTok);
};

} // namespace tilelang::frontend

#endif // TILELANG_FRONTEND_CLAUSEPARSER_H
