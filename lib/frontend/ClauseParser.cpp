//===- frontend/ClauseParser.cpp - The clauses of #pragma tilelang --------===//
//
// ClauseParser (ClauseParser.h) reads the clauses of one pragma line into its
// Group: parseClauses (clause names, optional commas between clauses),
// parseClause and one function per kind of clause (lists of sizes, map,
// distribute/compute keywords, buffer/layout arrays), parseList (the
// parenthesized, comma-separated arguments) and checkArity, and the argument
// grammars (parseMapDim, parseLayoutKind, parseKeyword, parseArrayName). The
// sizes are constant expressions (ConstantExpr.cpp); names and repeated
// clauses are checked by PragmaSema as they are read.
//
//===----------------------------------------------------------------------===//

#include "frontend/ClauseParser.h"
#include "frontend/PragmaSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace tilelang::frontend {

//===----------------------------------------------------------------------===//
// PragmaTokens
//===----------------------------------------------------------------------===//

std::string PragmaTokens::spell(const Token &T) const {
  if (T.is(tok::eod))
    return "end of line";
  if (T.isAnnotation())
    return "annotation";
  bool Invalid = false;
  std::string S = PP.getSpelling(T, &Invalid);
  return Invalid ? std::string("?") : S;
}

DiagnosticBuilder PragmaTokens::diag(SourceLocation Loc, unsigned ID) {
  return CI.getDiagnostics().Report(Loc, ID);
}

bool PragmaTokens::expect(tok::TokenKind K, StringRef What) {
  if (peek().is(K)) {
    next();
    return true;
  }
  diag(peek().getLocation(), D.Expected) << What << spell(peek());
  return false;
}

//===----------------------------------------------------------------------===//
// The clauses
//===----------------------------------------------------------------------===//

bool ClauseParser::parseClauses() {
  while (!Line.atEnd()) {
    const Token &NameTok = Line.next();
    StringRef Clause = word(NameTok);
    if (Clause.empty()) {
      Line.diag(NameTok.getLocation(), D.ExpectedClause) << Line.spell(NameTok);
      return false;
    }
    if (!llvm::is_contained(ClauseNames, Clause)) {
      Line.diag(NameTok.getLocation(), D.UnknownClause) << Clause;
      return false;
    }
    if (!Sema.recordClause(G, NameTok, Clause))
      return false;
    if (!Line.expect(tok::l_paren, ("'(' after '" + Clause + "'").str()))
      return false;
    if (!parseClause(NameTok, Clause))
      return false;
    G.AnyClause = true;
    // Clauses may be separated by commas, as in OpenMP.
    if (Line.peek().is(tok::comma))
      Line.next();
  }
  return true;
}

/// The arguments of Clause, after its '(' up to its ')', into G.
bool ClauseParser::parseClause(const Token &NameTok, StringRef Clause) {
  if (Clause == "tile" || Clause == "threads" || Clause == "pipeline")
    return parseSizesClause(NameTok, Clause);
  if (Clause == "map")
    return parseMapClause(NameTok, Clause);
  if (Clause == "distribute" || Clause == "compute")
    return parseKeywordClause(NameTok, Clause);
  return parseArraysClause(NameTok, Clause);
}

/// tile(S, ...), threads(N, ...), pipeline(N): lists of sizes.
bool ClauseParser::parseSizesClause(const Token &NameTok, StringRef Clause) {
  unsigned Count = 0;
  bool IsTile = Clause == "tile";
  StringRef What = IsTile                ? "tile size"
                   : Clause == "threads" ? "thread count"
                                         : "pipeline depth";
  llvm::SmallVector<int64_t, 4> Vals;
  auto Item = [&] {
    if (IsTile && word(Line.peek()) == "auto") {
      Line.next();
      Vals.push_back(0);
      return true;
    }
    std::optional<int64_t> S = Exprs.parseSize(What);
    if (S)
      Vals.push_back(*S);
    return S.has_value();
  };
  if (!parseList(Clause, Item, Count))
    return false;
  if (IsTile) {
    if (!checkArity(NameTok, Count, 1, 4, "1 to 4 sizes"))
      return false;
    G.Tile.assign(Vals.begin(), Vals.end());
  } else if (Clause == "threads") {
    if (!checkArity(NameTok, Count, 1, 3, "1 to 3 thread counts"))
      return false;
    G.Threads.assign(Vals.begin(), Vals.end());
  } else {
    if (!checkArity(NameTok, Count, 1, 1, "exactly 1 stage count"))
      return false;
    G.Pipeline = Vals[0];
  }
  return true;
}

/// map(DIM, ...): DIM is block.x, block.y, block.z or seq.
bool ClauseParser::parseMapClause(const Token &NameTok, StringRef Clause) {
  unsigned Count = 0;
  llvm::SmallVector<std::string, 3> Dims;
  llvm::StringSet<> Used;
  auto Item = [&] {
    std::string Dim;
    if (!parseMapDim(Used, Dim))
      return false;
    Dims.push_back(Dim);
    return true;
  };
  if (!parseList(Clause, Item, Count) ||
      !checkArity(NameTok, Count, 1, 3, "1 to 3 dimensions"))
    return false;
  G.Map = Dims;
  return true;
}

/// distribute(block_wise | round_robin), compute(simt | tensor_core).
bool ClauseParser::parseKeywordClause(const Token &NameTok, StringRef Clause) {
  unsigned Count = 0;
  bool IsDist = Clause == "distribute";
  static constexpr StringRef Dists[] = {"block_wise", "round_robin"};
  static constexpr StringRef Units[] = {"simt", "tensor_core"};
  std::string Val;
  auto Item = [&] {
    return IsDist ? parseKeyword(Dists, D.Distribute, Val)
                  : parseKeyword(Units, D.Compute, Val);
  };
  if (!parseList(Clause, Item, Count) ||
      !checkArity(NameTok, Count, 1, 1, "exactly 1 argument"))
    return false;
  (IsDist ? G.Distribute : G.Compute) = Val;
  return true;
}

/// buffer(NAME: SPACE, ...) and layout(NAME: KIND, ...).
bool ClauseParser::parseArraysClause(const Token &NameTok, StringRef Clause) {
  unsigned Count = 0;
  bool IsBuffer = Clause == "buffer";
  static constexpr StringRef Spaces[] = {"global", "shared", "register"};
  llvm::StringSet<> InClause;
  llvm::SmallVector<std::pair<Token, std::string>, 4> Items;
  auto Item = [&] {
    Token NameTok;
    std::string Val;
    if (!parseArrayName(Clause, InClause, NameTok) ||
        !Line.expect(tok::colon, ("':' after '" + word(NameTok) + "'").str()) ||
        !(IsBuffer ? parseKeyword(Spaces, D.Space, Val) : parseLayoutKind(Val)))
      return false;
    Items.push_back({NameTok, Val});
    return true;
  };
  if (!parseList(Clause, Item, Count) ||
      !checkArity(NameTok, Count, 1, ~0u, "at least 1 array"))
    return false;
  for (auto &[ArrayTok, Val] : Items) {
    ArrayEntry &A = G.array(ArrayTok);
    (IsBuffer ? A.Space : A.Layout) = Val;
    if (!IsBuffer)
      A.LayoutLoc = ArrayTok.getLocation();
  }
  return true;
}

//===----------------------------------------------------------------------===//
// The arguments of the clauses
//===----------------------------------------------------------------------===//

bool ClauseParser::parseList(StringRef Clause, llvm::function_ref<bool()> Item,
                             unsigned &Count) {
  Count = 0;
  if (Line.peek().is(tok::r_paren)) {
    Line.next();
    return true;
  }
  while (true) {
    if (!Item())
      return false;
    ++Count;
    if (Line.peek().is(tok::comma)) {
      Line.next();
      continue;
    }
    if (Line.peek().is(tok::r_paren)) {
      Line.next();
      return true;
    }
    Line.diag(Line.peek().getLocation(), D.Expected)
        << ("',' or ')' in '" + Clause + "' clause").str()
        << Line.spell(Line.peek());
    return false;
  }
}

bool ClauseParser::checkArity(const Token &NameTok, unsigned Count,
                              unsigned Min, unsigned Max, StringRef What) {
  if (Count >= Min && Count <= Max)
    return true;
  Line.diag(NameTok.getLocation(), D.Arity) << word(NameTok) << What << Count;
  return false;
}

bool ClauseParser::parseKeyword(llvm::ArrayRef<StringRef> Words,
                                unsigned DiagID, std::string &Out) {
  const Token &T = Line.next();
  StringRef W = word(T);
  if (!llvm::is_contained(Words, W)) {
    Line.diag(T.getLocation(), DiagID) << Line.spell(T);
    return false;
  }
  Out = W.str();
  return true;
}

bool ClauseParser::parseMapDim(llvm::StringSet<> &Used, std::string &Out) {
  const Token &T = Line.next();
  StringRef W = word(T);
  if (W == "seq") {
    Out = "seq"; // May repeat.
    return true;
  }
  if (W != "block" || Line.peek().isNot(tok::period)) {
    Line.diag(T.getLocation(), D.MapDim) << Line.spell(T);
    return false;
  }
  Line.next();
  const Token &AxisTok = Line.next();
  StringRef Axis = word(AxisTok);
  if (Axis != "x" && Axis != "y" && Axis != "z") {
    Line.diag(T.getLocation(), D.MapDim) << "block." + Line.spell(AxisTok);
    return false;
  }
  Out = ("block." + Axis).str();
  return Sema.checkMapDimOnce(Used, Out, T.getLocation());
}

bool ClauseParser::parseLayoutKind(std::string &Out) {
  const Token &KindTok = Line.next();
  StringRef Kind = word(KindTok);
  if (Kind == "row_major" || Kind == "col_major" || Kind == "auto") {
    Out = Kind.str();
    return true;
  }
  if (Kind == "pad") {
    if (!Line.expect(tok::l_paren, "'(' after 'pad'"))
      return false;
    std::optional<int64_t> N = Exprs.parseSize("padding");
    if (!N || !Line.expect(tok::r_paren, "')' after the padding"))
      return false;
    Out = "pad(" + std::to_string(*N) + ")";
    return true;
  }
  if (Kind == "swizzle") {
    Out = "swizzle";
    if (Line.peek().isNot(tok::l_paren))
      return true; // The span is the target's choice.
    Line.next();
    SourceLocation BytesLoc = Line.peek().getLocation();
    std::optional<int64_t> N = Exprs.parseSize("swizzle span");
    if (!N)
      return false;
    if (*N != 32 && *N != 64 && *N != 128) {
      Line.diag(BytesLoc, D.Swizzle) << std::to_string(*N);
      return false;
    }
    if (!Line.expect(tok::r_paren, "')' after the swizzle span"))
      return false;
    Out = "swizzle(" + std::to_string(*N) + ")";
    return true;
  }
  if (Kind == "interleave") {
    if (!Line.expect(tok::l_paren, "'(' after 'interleave'"))
      return false;
    std::optional<int64_t> R = Exprs.parseSize("interleave rows");
    if (!R ||
        !Line.expect(tok::comma, "',' between the interleave rows and columns"))
      return false;
    std::optional<int64_t> C = Exprs.parseSize("interleave columns");
    if (!C || !Line.expect(tok::r_paren, "')' after the interleave columns"))
      return false;
    // SPEC writes interleave(R, C) as interleave(R.C): ',' separates items.
    Out = "interleave(" + std::to_string(*R) + "." + std::to_string(*C) + ")";
    return true;
  }
  Line.diag(KindTok.getLocation(), D.LayoutKind) << Line.spell(KindTok);
  return false;
}

bool ClauseParser::parseArrayName(StringRef Clause, llvm::StringSet<> &InClause,
                                  Token &NameTok) {
  NameTok = Line.next();
  if (NameTok.isNot(tok::identifier)) {
    Line.diag(NameTok.getLocation(), D.ExpectedName)
        << Clause << Line.spell(NameTok);
    return false;
  }
  return Sema.checkArrayOnce(InClause, NameTok, Clause);
}

} // namespace tilelang::frontend
