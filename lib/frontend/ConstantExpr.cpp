//===- frontend/ConstantExpr.cpp - The sizes of #pragma tilelang clauses --===//
//
// ConstantExprParser (ClauseParser.h): every size of a clause (tile sizes,
// thread counts, the pipeline depth, paddings, swizzle spans, interleave
// factors) is a constant expression evaluated here by recursive descent:
// parseExpr (+ -), parseTerm (* / %), parseUnary (signs), parsePrimary
// (parentheses, integer literals, and enumerators or constexpr integer
// variables looked up by PragmaSema::constantNamed). Overflow, division by
// zero and nesting past MaxExprDepth are errors at their token.
//
//===----------------------------------------------------------------------===//

#include "frontend/ClauseParser.h"
#include "frontend/PragmaSema.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Lex/LiteralSupport.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;

namespace tilelang::frontend {

/// A positive integer constant that fits in 31 bits.
std::optional<int64_t> ConstantExprParser::parseSize(StringRef What) {
  SourceLocation Loc = Line.peek().getLocation();
  ExprDepth = 0;
  std::optional<int64_t> V = parseExpr(What);
  if (!V)
    return std::nullopt;
  if (*V <= 0) {
    Line.diag(Loc, D.NotPositive) << What << std::to_string(*V);
    return std::nullopt;
  }
  if (*V > MaxSize) {
    Line.diag(Loc, D.TooLarge) << What;
    return std::nullopt;
  }
  return V;
}

/// Enters one more level of nesting at the next token; false (and an error
/// at that token) past MaxExprDepth.
bool ConstantExprParser::enterNesting(StringRef What) {
  if (++ExprDepth <= MaxExprDepth)
    return true;
  Line.diag(Line.peek().getLocation(), D.TooDeep)
      << What << std::to_string(MaxExprDepth);
  return false;
}

// A small constant-expression evaluator: + - * / % and parentheses over
// integer literals, enumerators and constexpr integer variables. Overflow and
// division by zero are errors, never undefined behaviour.
std::optional<int64_t> ConstantExprParser::parseExpr(StringRef What) {
  std::optional<int64_t> L = parseTerm(What);
  while (L && Line.peek().isOneOf(tok::plus, tok::minus)) {
    const Token &Op = Line.next();
    std::optional<int64_t> R = parseTerm(What);
    if (!R)
      return std::nullopt;
    int64_t Res;
    if (Op.is(tok::plus) ? __builtin_add_overflow(*L, *R, &Res)
                         : __builtin_sub_overflow(*L, *R, &Res)) {
      Line.diag(Op.getLocation(), D.TooLarge) << What;
      return std::nullopt;
    }
    L = Res;
  }
  return L;
}

std::optional<int64_t> ConstantExprParser::parseTerm(StringRef What) {
  std::optional<int64_t> L = parseUnary(What);
  while (L && Line.peek().isOneOf(tok::star, tok::slash, tok::percent)) {
    const Token &Op = Line.next();
    std::optional<int64_t> R = parseUnary(What);
    if (!R)
      return std::nullopt;
    int64_t Res;
    if (Op.is(tok::star)) {
      if (__builtin_mul_overflow(*L, *R, &Res)) {
        Line.diag(Op.getLocation(), D.TooLarge) << What;
        return std::nullopt;
      }
    } else {
      if (*R == 0 || (*L == std::numeric_limits<int64_t>::min() && *R == -1)) {
        Line.diag(Op.getLocation(), D.DivZero) << What;
        return std::nullopt;
      }
      Res = Op.is(tok::slash) ? *L / *R : *L % *R;
    }
    L = Res;
  }
  return L;
}

std::optional<int64_t> ConstantExprParser::parseUnary(StringRef What) {
  if (Line.peek().isOneOf(tok::minus, tok::plus)) {
    bool Neg = Line.next().is(tok::minus);
    if (!enterNesting(What))
      return std::nullopt;
    std::optional<int64_t> V = parseUnary(What);
    --ExprDepth;
    if (!V)
      return std::nullopt;
    if (Neg && *V == std::numeric_limits<int64_t>::min()) {
      Line.diag(Line.peek().getLocation(), D.TooLarge) << What;
      return std::nullopt;
    }
    return Neg ? -*V : *V;
  }
  return parsePrimary(What);
}

std::optional<int64_t> ConstantExprParser::parsePrimary(StringRef What) {
  const Token &T = Line.next();
  if (T.is(tok::l_paren)) {
    if (!enterNesting(What))
      return std::nullopt;
    std::optional<int64_t> V = parseExpr(What);
    --ExprDepth;
    if (!V || !Line.expect(tok::r_paren, "')'"))
      return std::nullopt;
    return V;
  }
  if (T.is(tok::numeric_constant)) {
    Preprocessor &PP = Line.getPreprocessor();
    SmallString<16> Buf;
    bool Invalid = false;
    StringRef Spelling = PP.getSpelling(T, Buf, &Invalid);
    if (!Invalid) {
      NumericLiteralParser Lit(Spelling, T.getLocation(), PP.getSourceManager(),
                               PP.getLangOpts(), PP.getTargetInfo(),
                               PP.getDiagnostics());
      if (!Lit.hadError && Lit.isIntegerLiteral() && !Lit.hasUDSuffix()) {
        llvm::APInt V(64, 0);
        if (Lit.GetIntegerValue(V) || V.isNegative()) {
          Line.diag(T.getLocation(), D.TooLarge) << What;
          return std::nullopt;
        }
        return static_cast<int64_t>(V.getZExtValue());
      }
    }
  } else if (T.is(tok::identifier)) {
    if (std::optional<int64_t> V = Sema.constantNamed(T))
      return V;
  }
  Line.diag(T.getLocation(), D.NotConst) << What << Line.spell(T);
  return std::nullopt;
}

} // namespace tilelang::frontend
