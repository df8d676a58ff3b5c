//===- TileLangClang.cpp - The clang front end of #pragma tilelang --------===//
//
// TileLangClang.so is the clang front-end plugin of TileLang-LLVM. It parses
// and checks every `#pragma tilelang` line (the language of DESIGN.md section
// 3) and turns each group of consecutive `#pragma tilelang` lines in front of
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
// Run it:
//   clang++ -O2 -fplugin=build/lib/TileLangClang.so
//           -fpass-plugin=build/lib/TileLangPasses.so kernel.cpp
//   clang -cc1 -load build/lib/TileLangClang.so -add-plugin tilelang ...
// Tests: lit test/frontend (see test/lit.cfg.py).
//
//===----------------------------------------------------------------------===//

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Basic/TargetOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/LiteralSupport.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>

using namespace clang;

namespace {

/// Name of the marker function (tilelang::MarkerName in Directive.h).
constexpr const char *MarkerName = "__tilelang_directive";
/// First field of every SPEC (tilelang::SpecVersion in Directive.h).
constexpr const char *SpecVersion = "tilelang.v1";
/// Largest size the front end accepts (Directive stores `unsigned`).
constexpr int64_t MaxSize = std::numeric_limits<int32_t>::max();
/// Threads per block on every NVIDIA and AMD GPU (max_threads_per_block of
/// each targets/*.json; tilelang-target-check checks the chip's own figure).
constexpr int64_t MaxGPUThreadsPerBlock = 1024;
/// Deepest nesting of parentheses and unary signs in a clause argument: the
/// evaluator is recursive, and thousands of levels would overflow the stack.
constexpr unsigned MaxExprDepth = 256;
/// The clauses that act on the tile loops of a tiled band.
constexpr StringRef TiledBandClauses[] = {"map", "threads", "distribute",
                                          "pipeline"};
/// The clauses of DESIGN.md section 3.
constexpr StringRef ClauseNames[] = {"tile",     "buffer",  "layout",
                                     "map",      "threads", "distribute",
                                     "pipeline", "compute"};

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

/// What the pragma handler and the AST consumer share.
struct SharedState {
  /// A marker names an array whose type could not be checked at the pragma
  /// (a dependent type, or a member function body that clang parses late):
  /// the consumer checks the marker calls of the finished AST.
  bool NeedsPostCheck = false;
};

/// One array named by `buffer`/`layout` clauses of a group.
struct ArrayEntry {
  std::string Name;
  Token NameTok;      ///< Its first mention; injected as the call argument.
  std::string Space;  ///< "" = not given (global).
  std::string Layout; ///< "" = not given (auto).
  SourceLocation LayoutLoc; ///< The name in the `layout` clause.
};

/// The clauses of one group of consecutive `#pragma tilelang` lines.
struct Group {
  SourceLocation Loc;    ///< The first pragma's `#` or `_Pragma`.
  SourceLocation EndLoc; ///< The end of the first pragma's line.
  bool Error = false;
  bool AnyClause = false;
  llvm::StringMap<SourceLocation> Seen; ///< Clause name -> its location.
  llvm::SmallVector<int64_t, 4> Tile;   ///< 0 = auto.
  llvm::SmallVector<std::string, 3> Map;
  llvm::SmallVector<int64_t, 3> Threads;
  std::string Distribute, Compute;
  int64_t Pipeline = 0;
  llvm::SmallVector<ArrayEntry, 4> Arrays; ///< In `arrays=` order.

  ArrayEntry &array(const Token &NameTok) {
    StringRef Name = NameTok.getIdentifierInfo()->getName();
    for (ArrayEntry &A : Arrays)
      if (A.Name == Name)
        return A;
    Arrays.push_back(ArrayEntry{Name.str(), NameTok, "", ""});
    return Arrays.back();
  }
};

/// The diagnostics of the plugin.
struct Diags {
  unsigned ExpectedClause, UnknownClause, Expected, Arity, NotConst,
      NotPositive, TooLarge, DivZero, Swizzle, Space, LayoutKind, MapDim,
      MapDup, MapTile, ExpectedName, UnknownArray, NotArray, NotArrayDecl,
      NotArrayPost, DupClause, PrevClause, DupArray, FileScope, NotFor,
      Distribute, Compute, Empty, Nested, ThreadsLimit, NeedsTile,
      LayoutNotStaged, TooDeep;

  explicit Diags(DiagnosticsEngine &D) {
    using L = DiagnosticsEngine::Level;
    ExpectedClause = D.getCustomDiagID(
        L::Error, "expected a clause name in '#pragma tilelang', found '%0'");
    UnknownClause = D.getCustomDiagID(
        L::Error, "unknown clause '%0' in '#pragma tilelang'; expected tile, "
                  "buffer, layout, map, threads, distribute, pipeline or "
                  "compute");
    Expected = D.getCustomDiagID(L::Error, "expected %0, found '%1'");
    Arity = D.getCustomDiagID(L::Error, "'%0' takes %1, got %2");
    NotConst = D.getCustomDiagID(L::Error,
                                 "%0 must be an integer constant, found '%1'");
    NotPositive = D.getCustomDiagID(L::Error, "%0 must be positive, got %1");
    TooLarge = D.getCustomDiagID(L::Error, "%0 is too large");
    DivZero = D.getCustomDiagID(L::Error, "division by zero in %0");
    Swizzle = D.getCustomDiagID(
        L::Error, "swizzle span must be 32, 64 or 128 bytes, got %0");
    Space = D.getCustomDiagID(L::Error, "unknown memory space '%0'; expected "
                                        "global, shared or register");
    LayoutKind = D.getCustomDiagID(
        L::Error, "unknown layout '%0'; expected row_major, col_major, "
                  "pad(N), swizzle, swizzle(BYTES), interleave(R, C) or auto");
    MapDim = D.getCustomDiagID(L::Error, "unknown map dimension '%0'; "
                                         "expected block.x, block.y, block.z "
                                         "or seq");
    MapDup = D.getCustomDiagID(L::Error, "'%0' appears twice in 'map'");
    MapTile = D.getCustomDiagID(
        L::Error, "'map' lists %0 %plural{1:dimension|:dimensions}0 but "
                  "'tile' lists %1 %plural{1:size|:sizes}1");
    ExpectedName = D.getCustomDiagID(
        L::Error, "expected an array name in '%0' clause, found '%1'");
    UnknownArray =
        D.getCustomDiagID(L::Error, "unknown array '%0' in '%1' clause");
    NotArray = D.getCustomDiagID(
        L::Error, "'%0' in '%1' clause is not an array or pointer (type %2)");
    NotArrayDecl = D.getCustomDiagID(
        L::Error, "'%0' in '%1' clause is not an array or pointer");
    NotArrayPost = D.getCustomDiagID(
        L::Error, "'%0' named in '#pragma tilelang' is not an array or "
                  "pointer (type %1)");
    DupClause = D.getCustomDiagID(
        L::Error, "duplicate '%0' clause in '#pragma tilelang'");
    PrevClause = D.getCustomDiagID(L::Note, "previous '%0' clause is here");
    DupArray =
        D.getCustomDiagID(L::Error, "array '%0' appears twice in '%1' clause");
    FileScope = D.getCustomDiagID(
        L::Error,
        "'#pragma tilelang' must be inside a function, in front of a 'for' "
        "loop");
    NotFor = D.getCustomDiagID(
        L::Error, "'#pragma tilelang' must be followed by a 'for' loop");
    Distribute = D.getCustomDiagID(
        L::Error, "unknown distribution '%0'; expected block_wise or "
                  "round_robin");
    Compute = D.getCustomDiagID(
        L::Error, "unknown compute unit '%0'; expected simt or tensor_core");
    Empty = D.getCustomDiagID(L::Warning,
                              "'#pragma tilelang' without clauses is ignored");
    Nested = D.getCustomDiagID(
        L::Error, "'#pragma tilelang' cannot appear inside the clauses of "
                  "another '#pragma tilelang'");
    ThreadsLimit = D.getCustomDiagID(
        L::Error, "threads(%0) is %1 threads per block; %2 allows %3");
    NeedsTile = D.getCustomDiagID(
        L::Warning, "'%0' is ignored without 'tile': it applies to the tile "
                    "loops of a tiled band");
    TooDeep = D.getCustomDiagID(
        L::Error, "%0 is nested too deeply: at most %1 levels of parentheses "
                  "and signs");
    LayoutNotStaged = D.getCustomDiagID(
        L::Warning, "layout of '%0' is ignored: '%0' is not staged in shared "
                    "memory (only a 'buffer(%0: shared)' has a layout)");
  }
};

/// The word a token spells if it is an identifier or a keyword.
StringRef word(const Token &T) {
  if (T.isAnnotation())
    return {};
  if (IdentifierInfo *II = T.getIdentifierInfo())
    return II->getName();
  return {};
}

/// Escapes S for the inside of a C string literal: every byte outside
/// printable ASCII, a quote or a backslash is escaped, so the literal holds
/// exactly the bytes of S.
std::string escapeForStringLiteral(StringRef S) {
  std::string Out;
  Out.reserve(S.size() + 2);
  for (unsigned char C : S) {
    if (C == '\\' || C == '"') {
      Out += '\\';
      Out += C;
    } else if (C >= 0x20 && C < 0x7f && C != '?') {
      Out += C; // '?' is escaped too: no trigraph can form.
    } else {
      Out += '\\';
      Out += char('0' + ((C >> 6) & 7));
      Out += char('0' + ((C >> 3) & 7));
      Out += char('0' + (C & 7));
    }
  }
  return Out;
}

/// Whether the preprocessor, lexing on from the end of a `#pragma` line at
/// EodLoc, surely produces a token before the end of that file. Conservative:
/// it scans the rest of the file raw and wants a token that is neither in a
/// conditional block opened after the pragma nor in an `#else` branch of one
/// around it, nor a macro name (or `_Pragma`) that may expand to nothing.
bool tokenFollows(Preprocessor &PP, SourceLocation EodLoc) {
  SourceManager &SM = PP.getSourceManager();
  if (EodLoc.isInvalid() || !EodLoc.isFileID())
    return false;
  auto [FID, Offset] = SM.getDecomposedLoc(EodLoc);
  bool Invalid = false;
  StringRef Buf = SM.getBufferData(FID, &Invalid);
  if (Invalid || Offset > Buf.size())
    return false;
  Lexer L(SM.getLocForStartOfFile(FID), PP.getLangOpts(), Buf.begin(),
          Buf.begin() + Offset, Buf.end());
  int Depth = 0, SkipEnd = 0;
  bool Skipping = false;
  llvm::StringSet<> Defined;
  Token T;
  L.LexFromRawLexer(T);
  while (T.isNot(tok::eof)) {
    if (T.is(tok::hash) && T.isAtStartOfLine()) {
      // A directive: its name, then the rest of its line.
      L.setParsingPreprocessorDirective(true);
      Token Name, Arg;
      L.LexFromRawLexer(Name);
      StringRef Dir =
          Name.is(tok::raw_identifier) ? Name.getRawIdentifier() : "";
      if (Name.isNot(tok::eod)) {
        L.LexFromRawLexer(Arg);
        if (Dir == "define" && Arg.is(tok::raw_identifier))
          Defined.insert(Arg.getRawIdentifier());
        while (Arg.isNot(tok::eod) && Arg.isNot(tok::eof))
          L.LexFromRawLexer(Arg);
      }
      L.setParsingPreprocessorDirective(false);
      if (Dir == "if" || Dir == "ifdef" || Dir == "ifndef") {
        ++Depth;
      } else if (Dir == "else" || Dir.starts_with("elif")) {
        if (Depth <= 0 && !Skipping) { // An inactive branch around us.
          Skipping = true;
          SkipEnd = Depth;
        }
      } else if (Dir == "endif") {
        --Depth;
        if (Skipping && Depth < SkipEnd)
          Skipping = false;
      }
      L.LexFromRawLexer(T);
      continue;
    }
    if (Skipping || Depth > 0) {
      L.LexFromRawLexer(T);
      continue;
    }
    if (T.isNot(tok::raw_identifier))
      return true;
    StringRef Id = T.getRawIdentifier();
    IdentifierInfo *II = PP.getIdentifierInfo(Id);
    bool MaybeEmpty = Defined.contains(Id) || Id == "_Pragma" ||
                      Id == "__pragma" || (II && II->hasMacroDefinition());
    if (!MaybeEmpty)
      return true;
    // A macro: skip it and a parenthesized argument list after it.
    L.LexFromRawLexer(T);
    if (T.is(tok::l_paren)) {
      for (int Parens = 1; Parens > 0;) {
        L.LexFromRawLexer(T);
        if (T.is(tok::eof))
          return false;
        if (T.is(tok::l_paren))
          ++Parens;
        else if (T.is(tok::r_paren))
          --Parens;
      }
      L.LexFromRawLexer(T);
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// The pragma handler
//===----------------------------------------------------------------------===//

class TileLangPragmaHandler : public PragmaHandler {
public:
  TileLangPragmaHandler(CompilerInstance &CI,
                        std::shared_ptr<SharedState> State)
      : PragmaHandler("tilelang"), CI(CI), State(std::move(State)),
        D(CI.getDiagnostics()) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                    Token &FirstTok) override;

private:
  CompilerInstance &CI;
  std::shared_ptr<SharedState> State;
  Diags D;

  /// The group being built and whether its first pragma is lexing ahead for
  /// the `for`: a `#pragma tilelang` met while it does is the next line of
  /// the same group (lexing ahead runs its handler recursively).
  Group G;
  bool LookingAhead = false;
  /// A pragma line's clauses are being collected; a `_Pragma("tilelang")`
  /// among them was met.
  bool Collecting = false, NestedInClauses = false;

  // Parsing state of one pragma line.
  Preprocessor *PP = nullptr;
  llvm::SmallVector<Token, 32> Toks;
  size_t Pos = 0;
  /// Parentheses and signs open around the expression being evaluated.
  unsigned ExprDepth = 0;
  /// Enters one more level of nesting at the next token; false (and an
  /// error at that token) past MaxExprDepth.
  bool enterNesting(StringRef What) {
    if (++ExprDepth <= MaxExprDepth)
      return true;
    diag(peek().getLocation(), D.TooDeep)
        << What << std::to_string(MaxExprDepth);
    return false;
  }

  const Token &peek() const { return Toks[Pos]; }
  const Token &next() {
    const Token &T = Toks[Pos];
    if (Pos + 1 < Toks.size())
      ++Pos;
    return T;
  }
  bool atEnd() const { return peek().is(tok::eod); }

  std::string spell(const Token &T) const {
    if (T.is(tok::eod))
      return "end of line";
    if (T.isAnnotation())
      return "annotation";
    bool Invalid = false;
    std::string S = PP->getSpelling(T, &Invalid);
    return Invalid ? std::string("?") : S;
  }
  DiagnosticBuilder diag(SourceLocation Loc, unsigned ID) {
    return CI.getDiagnostics().Report(Loc, ID);
  }
  bool expect(tok::TokenKind K, StringRef What) {
    if (peek().is(K)) {
      next();
      return true;
    }
    diag(peek().getLocation(), D.Expected) << What << spell(peek());
    return false;
  }

  bool inFunction(bool &LateParsed) const;
  bool parseClauses();
  bool parseClause(const Token &NameTok, StringRef Clause);
  bool checkArity(const Token &NameTok, unsigned Count, unsigned Min,
                  unsigned Max, StringRef What);
  bool parseKeyword(llvm::ArrayRef<StringRef> Words, unsigned DiagID,
                    std::string &Out);
  bool parseMapDim(llvm::StringSet<> &Used, std::string &Out);
  bool parseLayoutKind(std::string &Out);
  bool parseList(StringRef Clause, llvm::function_ref<bool()> Item,
                 unsigned &Count);
  std::optional<int64_t> parseSize(StringRef What);
  std::optional<int64_t> parseExpr(StringRef What);
  std::optional<int64_t> parseTerm(StringRef What);
  std::optional<int64_t> parseUnary(StringRef What);
  std::optional<int64_t> parsePrimary(StringRef What);
  std::optional<int64_t> constantNamed(const Token &T);
  bool parseArrayName(StringRef Clause, llvm::StringSet<> &InClause,
                      Token &NameTok);
  bool checkArray(const Token &NameTok, StringRef Clause);
  bool finishGroup();
  std::string buildSpec(SourceLocation Loc) const;
  void inject(Preprocessor &PP, const Token &Next);
};

bool TileLangPragmaHandler::inFunction(bool &LateParsed) const {
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

void TileLangPragmaHandler::HandlePragma(Preprocessor &ThePP,
                                         PragmaIntroducer Introducer,
                                         Token &FirstTok) {
  PP = &ThePP;
  // The clauses, macros expanded, up to the end of the line. A _Pragma among
  // them runs this handler again while they are collected: refuse it.
  llvm::SmallVector<Token, 32> Line;
  bool Outer = !Collecting;
  Collecting = true;
  Token T;
  do {
    ThePP.Lex(T);
    Line.push_back(T);
  } while (T.isNot(tok::eod) && T.isNot(tok::eof));
  if (!Outer) {
    diag(Introducer.Loc, D.Nested);
    NestedInClauses = true;
    return;
  }
  Collecting = false;
  bool BadNesting = NestedInClauses;
  NestedInClauses = false;
  if (T.is(tok::eof)) {
    // Cannot happen for a well-formed directive; keep the eof for the parser.
    auto Arr = std::make_unique<Token[]>(1);
    Arr[0] = T;
    ThePP.EnterTokenStream(std::move(Arr), 1, true, false);
    return;
  }
  Toks = std::move(Line);
  Pos = 0;

  bool Nested = LookingAhead;
  if (!Nested) {
    G = Group();
    G.Loc = Introducer.Loc;
    G.EndLoc = T.getLocation();
  }

  bool LateParsed = false;
  if (!inFunction(LateParsed)) {
    diag(Introducer.Loc, D.FileScope);
    G.Error = true;
    return;
  }
  if (LateParsed)
    State->NeedsPostCheck = true;

  if (BadNesting) {
    G.Error = true;
  } else if (atEnd()) {
    diag(Introducer.Loc, D.Empty);
  } else if (!parseClauses()) {
    G.Error = true;
  }
  if (Nested)
    return; // The first line of the group looks for the `for`.

  // Lexing on from a `#pragma` line to the end of its file would destroy the
  // lexer that runs this directive: only look ahead when a token surely
  // follows in the file.
  if (Introducer.Kind == PIK_HashPragma && !tokenFollows(ThePP, G.EndLoc)) {
    if (!G.Error && G.AnyClause)
      diag(G.Loc, D.NotFor);
    return;
  }

  // Look at what follows. Another `#pragma tilelang` line is handled by a
  // recursive call, which adds its clauses to G.
  Token Next;
  LookingAhead = true;
  ThePP.Lex(Next);
  LookingAhead = false;

  if (!G.Error && G.AnyClause &&
      !Next.isOneOf(tok::kw_for, tok::annot_pragma_loop_hint)) {
    diag(G.Loc, D.NotFor);
    G.Error = true;
  }
  if (!G.Error && G.AnyClause && finishGroup()) {
    inject(ThePP, Next);
    return;
  }
  // An error or no clause at all: inject nothing, give the token back.
  auto Arr = std::make_unique<Token[]>(1);
  Arr[0] = Next;
  ThePP.EnterTokenStream(std::move(Arr), 1, /*DisableMacroExpansion=*/true,
                         /*IsReinject=*/false);
}

bool TileLangPragmaHandler::parseClauses() {
  while (!atEnd()) {
    const Token &NameTok = next();
    StringRef Clause = word(NameTok);
    if (Clause.empty()) {
      diag(NameTok.getLocation(), D.ExpectedClause) << spell(NameTok);
      return false;
    }
    if (!llvm::is_contained(ClauseNames, Clause)) {
      diag(NameTok.getLocation(), D.UnknownClause) << Clause;
      return false;
    }
    auto It = G.Seen.find(Clause);
    if (It != G.Seen.end()) {
      diag(NameTok.getLocation(), D.DupClause) << Clause;
      diag(It->second, D.PrevClause) << Clause;
      return false;
    }
    G.Seen[Clause] = NameTok.getLocation();
    if (!expect(tok::l_paren, ("'(' after '" + Clause + "'").str()))
      return false;
    if (!parseClause(NameTok, Clause))
      return false;
    G.AnyClause = true;
    // Clauses may be separated by commas, as in OpenMP.
    if (peek().is(tok::comma))
      next();
  }
  return true;
}

bool TileLangPragmaHandler::parseList(StringRef Clause,
                                      llvm::function_ref<bool()> Item,
                                      unsigned &Count) {
  Count = 0;
  if (peek().is(tok::r_paren)) {
    next();
    return true;
  }
  while (true) {
    if (!Item())
      return false;
    ++Count;
    if (peek().is(tok::comma)) {
      next();
      continue;
    }
    if (peek().is(tok::r_paren)) {
      next();
      return true;
    }
    diag(peek().getLocation(), D.Expected)
        << ("',' or ')' in '" + Clause + "' clause").str() << spell(peek());
    return false;
  }
}

bool TileLangPragmaHandler::checkArity(const Token &NameTok, unsigned Count,
                                       unsigned Min, unsigned Max,
                                       StringRef What) {
  if (Count >= Min && Count <= Max)
    return true;
  diag(NameTok.getLocation(), D.Arity) << word(NameTok) << What << Count;
  return false;
}

bool TileLangPragmaHandler::parseKeyword(llvm::ArrayRef<StringRef> Words,
                                         unsigned DiagID, std::string &Out) {
  const Token &T = next();
  StringRef W = word(T);
  if (!llvm::is_contained(Words, W)) {
    diag(T.getLocation(), DiagID) << spell(T);
    return false;
  }
  Out = W.str();
  return true;
}

bool TileLangPragmaHandler::parseMapDim(llvm::StringSet<> &Used,
                                        std::string &Out) {
  const Token &T = next();
  StringRef W = word(T);
  if (W == "seq") {
    Out = "seq"; // May repeat.
    return true;
  }
  if (W != "block" || peek().isNot(tok::period)) {
    diag(T.getLocation(), D.MapDim) << spell(T);
    return false;
  }
  next();
  const Token &AxisTok = next();
  StringRef Axis = word(AxisTok);
  if (Axis != "x" && Axis != "y" && Axis != "z") {
    diag(T.getLocation(), D.MapDim) << "block." + spell(AxisTok);
    return false;
  }
  Out = ("block." + Axis).str();
  if (!Used.insert(Out).second) {
    diag(T.getLocation(), D.MapDup) << Out;
    return false;
  }
  return true;
}

bool TileLangPragmaHandler::parseLayoutKind(std::string &Out) {
  const Token &KindTok = next();
  StringRef Kind = word(KindTok);
  if (Kind == "row_major" || Kind == "col_major" || Kind == "auto") {
    Out = Kind.str();
    return true;
  }
  if (Kind == "pad") {
    if (!expect(tok::l_paren, "'(' after 'pad'"))
      return false;
    std::optional<int64_t> N = parseSize("padding");
    if (!N || !expect(tok::r_paren, "')' after the padding"))
      return false;
    Out = "pad(" + std::to_string(*N) + ")";
    return true;
  }
  if (Kind == "swizzle") {
    Out = "swizzle";
    if (peek().isNot(tok::l_paren))
      return true; // The span is the target's choice.
    next();
    SourceLocation BytesLoc = peek().getLocation();
    std::optional<int64_t> N = parseSize("swizzle span");
    if (!N)
      return false;
    if (*N != 32 && *N != 64 && *N != 128) {
      diag(BytesLoc, D.Swizzle) << std::to_string(*N);
      return false;
    }
    if (!expect(tok::r_paren, "')' after the swizzle span"))
      return false;
    Out = "swizzle(" + std::to_string(*N) + ")";
    return true;
  }
  if (Kind == "interleave") {
    if (!expect(tok::l_paren, "'(' after 'interleave'"))
      return false;
    std::optional<int64_t> R = parseSize("interleave rows");
    if (!R ||
        !expect(tok::comma, "',' between the interleave rows and columns"))
      return false;
    std::optional<int64_t> C = parseSize("interleave columns");
    if (!C || !expect(tok::r_paren, "')' after the interleave columns"))
      return false;
    // SPEC writes interleave(R, C) as interleave(R.C): ',' separates items.
    Out = "interleave(" + std::to_string(*R) + "." + std::to_string(*C) + ")";
    return true;
  }
  diag(KindTok.getLocation(), D.LayoutKind) << spell(KindTok);
  return false;
}

bool TileLangPragmaHandler::parseClause(const Token &NameTok,
                                        StringRef Clause) {
  unsigned Count = 0;

  // tile(S, ...), threads(N, ...), pipeline(N): lists of sizes.
  if (Clause == "tile" || Clause == "threads" || Clause == "pipeline") {
    bool IsTile = Clause == "tile";
    StringRef What = IsTile                ? "tile size"
                     : Clause == "threads" ? "thread count"
                                           : "pipeline depth";
    llvm::SmallVector<int64_t, 4> Vals;
    auto Item = [&] {
      if (IsTile && word(peek()) == "auto") {
        next();
        Vals.push_back(0);
        return true;
      }
      std::optional<int64_t> S = parseSize(What);
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

  if (Clause == "map") {
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

  if (Clause == "distribute" || Clause == "compute") {
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

  // buffer(NAME: SPACE, ...) and layout(NAME: KIND, ...).
  bool IsBuffer = Clause == "buffer";
  static constexpr StringRef Spaces[] = {"global", "shared", "register"};
  llvm::StringSet<> InClause;
  llvm::SmallVector<std::pair<Token, std::string>, 4> Items;
  auto Item = [&] {
    Token NameTok;
    std::string Val;
    if (!parseArrayName(Clause, InClause, NameTok) ||
        !expect(tok::colon, ("':' after '" + word(NameTok) + "'").str()) ||
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

bool TileLangPragmaHandler::parseArrayName(StringRef Clause,
                                           llvm::StringSet<> &InClause,
                                           Token &NameTok) {
  NameTok = next();
  if (NameTok.isNot(tok::identifier)) {
    diag(NameTok.getLocation(), D.ExpectedName) << Clause << spell(NameTok);
    return false;
  }
  StringRef Name = NameTok.getIdentifierInfo()->getName();
  if (!InClause.insert(Name).second) {
    diag(NameTok.getLocation(), D.DupArray) << Name << Clause;
    return false;
  }
  return checkArray(NameTok, Clause);
}

bool TileLangPragmaHandler::checkArray(const Token &NameTok, StringRef Clause) {
  if (!CI.hasSema())
    return true;
  Sema &S = CI.getSema();
  bool LateParsed = false;
  Scope *Sc = S.getCurScope();
  inFunction(LateParsed);
  if (!Sc || LateParsed) {
    State->NeedsPostCheck = true; // Not in scope yet: check the AST later.
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
    State->NeedsPostCheck = true;
    return true;
  }
  QualType Base = Ty.getNonReferenceType();
  if (Base->isPointerType() || Base->isArrayType())
    return true;
  diag(NameTok.getLocation(), D.NotArray) << II->getName() << Clause << Ty;
  return false;
}

/// A positive integer constant that fits in 31 bits.
std::optional<int64_t> TileLangPragmaHandler::parseSize(StringRef What) {
  SourceLocation Loc = peek().getLocation();
  ExprDepth = 0;
  std::optional<int64_t> V = parseExpr(What);
  if (!V)
    return std::nullopt;
  if (*V <= 0) {
    diag(Loc, D.NotPositive) << What << std::to_string(*V);
    return std::nullopt;
  }
  if (*V > MaxSize) {
    diag(Loc, D.TooLarge) << What;
    return std::nullopt;
  }
  return V;
}

// A small constant-expression evaluator: + - * / % and parentheses over
// integer literals, enumerators and constexpr integer variables. Overflow and
// division by zero are errors, never undefined behaviour.
std::optional<int64_t> TileLangPragmaHandler::parseExpr(StringRef What) {
  std::optional<int64_t> L = parseTerm(What);
  while (L && peek().isOneOf(tok::plus, tok::minus)) {
    const Token &Op = next();
    std::optional<int64_t> R = parseTerm(What);
    if (!R)
      return std::nullopt;
    int64_t Res;
    if (Op.is(tok::plus) ? __builtin_add_overflow(*L, *R, &Res)
                         : __builtin_sub_overflow(*L, *R, &Res)) {
      diag(Op.getLocation(), D.TooLarge) << What;
      return std::nullopt;
    }
    L = Res;
  }
  return L;
}

std::optional<int64_t> TileLangPragmaHandler::parseTerm(StringRef What) {
  std::optional<int64_t> L = parseUnary(What);
  while (L && peek().isOneOf(tok::star, tok::slash, tok::percent)) {
    const Token &Op = next();
    std::optional<int64_t> R = parseUnary(What);
    if (!R)
      return std::nullopt;
    int64_t Res;
    if (Op.is(tok::star)) {
      if (__builtin_mul_overflow(*L, *R, &Res)) {
        diag(Op.getLocation(), D.TooLarge) << What;
        return std::nullopt;
      }
    } else {
      if (*R == 0 || (*L == std::numeric_limits<int64_t>::min() && *R == -1)) {
        diag(Op.getLocation(), D.DivZero) << What;
        return std::nullopt;
      }
      Res = Op.is(tok::slash) ? *L / *R : *L % *R;
    }
    L = Res;
  }
  return L;
}

std::optional<int64_t> TileLangPragmaHandler::parseUnary(StringRef What) {
  if (peek().isOneOf(tok::minus, tok::plus)) {
    bool Neg = next().is(tok::minus);
    if (!enterNesting(What))
      return std::nullopt;
    std::optional<int64_t> V = parseUnary(What);
    --ExprDepth;
    if (!V)
      return std::nullopt;
    if (Neg && *V == std::numeric_limits<int64_t>::min()) {
      diag(peek().getLocation(), D.TooLarge) << What;
      return std::nullopt;
    }
    return Neg ? -*V : *V;
  }
  return parsePrimary(What);
}

std::optional<int64_t> TileLangPragmaHandler::parsePrimary(StringRef What) {
  const Token &T = next();
  if (T.is(tok::l_paren)) {
    if (!enterNesting(What))
      return std::nullopt;
    std::optional<int64_t> V = parseExpr(What);
    --ExprDepth;
    if (!V || !expect(tok::r_paren, "')'"))
      return std::nullopt;
    return V;
  }
  if (T.is(tok::numeric_constant)) {
    SmallString<16> Buf;
    bool Invalid = false;
    StringRef Spelling = PP->getSpelling(T, Buf, &Invalid);
    if (!Invalid) {
      NumericLiteralParser Lit(Spelling, T.getLocation(),
                               PP->getSourceManager(), PP->getLangOpts(),
                               PP->getTargetInfo(), PP->getDiagnostics());
      if (!Lit.hadError && Lit.isIntegerLiteral() && !Lit.hasUDSuffix()) {
        llvm::APInt V(64, 0);
        if (Lit.GetIntegerValue(V) || V.isNegative()) {
          diag(T.getLocation(), D.TooLarge) << What;
          return std::nullopt;
        }
        return static_cast<int64_t>(V.getZExtValue());
      }
    }
  } else if (T.is(tok::identifier)) {
    if (std::optional<int64_t> V = constantNamed(T))
      return V;
  }
  diag(T.getLocation(), D.NotConst) << What << spell(T);
  return std::nullopt;
}

/// The value of an enumerator or of a constexpr integer variable in scope.
std::optional<int64_t> TileLangPragmaHandler::constantNamed(const Token &T) {
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

/// Checks between the clauses of the whole group.
bool TileLangPragmaHandler::finishGroup() {
  if (!G.Map.empty() && !G.Tile.empty() && G.Map.size() != G.Tile.size()) {
    diag(G.Seen["map"], D.MapTile)
        << unsigned(G.Map.size()) << unsigned(G.Tile.size());
    return false;
  }
  // threads(...) over the per-block limit cannot launch on the GPU named by
  // -march/-mcpu (without one, tilelang-target-check checks it against the
  // chip opt is given).
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
  // Clauses that do nothing here: warnings, the directive stays.
  if (G.Tile.empty())
    for (StringRef Clause : TiledBandClauses) {
      auto It = G.Seen.find(Clause);
      if (It != G.Seen.end())
        diag(It->second, D.NeedsTile) << Clause;
    }
  for (const ArrayEntry &A : G.Arrays)
    if (!A.Layout.empty() && A.Space != "shared")
      diag(A.LayoutLoc, D.LayoutNotStaged) << A.Name;
  return true;
}

/// The canonical SPEC (tilelang::Directive::str()) of the group.
std::string TileLangPragmaHandler::buildSpec(SourceLocation Loc) const {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PresumedLoc P = PP->getSourceManager().getPresumedLoc(Loc);
  OS << SpecVersion << ";line=" << (P.isValid() ? P.getLine() : 0)
     << ";col=" << (P.isValid() ? P.getColumn() : 0);
  if (!G.Tile.empty()) {
    OS << ";tile=";
    llvm::ListSeparator LS(",");
    for (int64_t T : G.Tile) {
      OS << LS;
      if (T)
        OS << T;
      else
        OS << "auto";
    }
  }
  std::string Buf, Lay, Names;
  llvm::raw_string_ostream BO(Buf), LO(Lay), NO(Names);
  llvm::ListSeparator BS(","), LS(","), NS(",");
  for (const ArrayEntry &A : G.Arrays) {
    NO << NS << A.Name;
    if (!A.Space.empty() && A.Space != "global")
      BO << BS << A.Name << ':' << A.Space;
    if (!A.Layout.empty() && A.Layout != "auto")
      LO << LS << A.Name << ':' << A.Layout;
  }
  if (!Buf.empty())
    OS << ";buffer=" << Buf;
  if (!Lay.empty())
    OS << ";layout=" << Lay;
  if (!G.Map.empty()) {
    OS << ";map=";
    llvm::ListSeparator MS(",");
    for (const std::string &M : G.Map)
      OS << MS << M;
  }
  if (!G.Threads.empty()) {
    OS << ";threads=";
    llvm::ListSeparator TS(",");
    for (int64_t T : G.Threads)
      OS << TS << T;
  }
  if (!G.Distribute.empty())
    OS << ";distribute=" << G.Distribute;
  if (G.Pipeline > 1)
    OS << ";pipeline=" << G.Pipeline;
  if (G.Compute == "tensor_core")
    OS << ";compute=tensor_core";
  if (!Names.empty())
    OS << ";arrays=" << Names;
  OS << ";file=" << (P.isValid() ? P.getFilename() : "");
  return S;
}

/// Enters `switch (__tilelang_directive("SPEC", A, ...)) default:` and then
/// Next (the `for`) into the token stream (C++: the marker call guarded by
/// `__builtin_is_constant_evaluated() ? 0 :`).
void TileLangPragmaHandler::inject(Preprocessor &ThePP, const Token &Next) {
  SourceLocation Start = G.Loc, End = G.EndLoc.isValid() ? G.EndLoc : G.Loc;
  llvm::SmallVector<Token, 16> Out;
  // Every new token is spelled in the scratch buffer and "expanded" at the
  // pragma, so a diagnostic about it points at the pragma.
  auto Make = [&](tok::TokenKind K, StringRef Spelling) {
    Token T;
    T.startToken();
    T.setKind(K);
    ThePP.CreateString(Spelling, T, Start, End);
    if (K == tok::identifier || tok::getKeywordSpelling(K))
      T.setIdentifierInfo(ThePP.getIdentifierInfo(Spelling));
    T.setFlag(Token::LeadingSpace);
    Out.push_back(T);
  };
  Make(tok::kw_switch, "switch");
  Make(tok::l_paren, "(");
  // C++: `__builtin_is_constant_evaluated() ? 0 : marker(...)`, so that a
  // directive in a constexpr or consteval function does not make it "never
  // produce a constant expression" (an error at the function, about a
  // function the user never wrote). Outside constant evaluation it is the
  // marker call alone, in the IR too.
  if (CI.getLangOpts().CPlusPlus) {
    Make(tok::identifier, "__builtin_is_constant_evaluated");
    Make(tok::l_paren, "(");
    Make(tok::r_paren, ")");
    Make(tok::question, "?");
    Make(tok::numeric_constant, "0");
    Make(tok::colon, ":");
  }
  Make(tok::identifier, MarkerName);
  Make(tok::l_paren, "(");
  Make(tok::string_literal,
       "\"" + escapeForStringLiteral(buildSpec(G.Loc)) + "\"");
  for (const ArrayEntry &A : G.Arrays) {
    Make(tok::comma, ",");
    Token Name = A.NameTok;
    Name.clearFlag(Token::StartOfLine);
    Name.setFlag(Token::LeadingSpace);
    Out.push_back(Name);
  }
  Make(tok::r_paren, ")");
  Make(tok::r_paren, ")");
  Make(tok::kw_default, "default");
  Make(tok::colon, ":");
  Out.push_back(Next);

  auto Arr = std::make_unique<Token[]>(Out.size());
  std::copy(Out.begin(), Out.end(), Arr.get());
  ThePP.EnterTokenStream(std::move(Arr), Out.size(),
                         /*DisableMacroExpansion=*/true, /*IsReinject=*/false);
}

//===----------------------------------------------------------------------===//
// The AST consumer: checks the arrays of markers whose types were not known
// at the pragma (templates, member functions defined in their class).
//===----------------------------------------------------------------------===//

class MarkerChecker : public RecursiveASTVisitor<MarkerChecker> {
public:
  MarkerChecker(DiagnosticsEngine &DE, unsigned DiagID)
      : DE(DE), DiagID(DiagID) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || !FD->getIdentifier() || FD->getName() != MarkerName)
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

class TileLangConsumer : public ASTConsumer {
public:
  explicit TileLangConsumer(std::shared_ptr<SharedState> State)
      : State(std::move(State)) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (!State->NeedsPostCheck)
      return;
    DiagnosticsEngine &DE = Ctx.getDiagnostics();
    Diags D(DE);
    MarkerChecker(DE, D.NotArrayPost)
        .TraverseDecl(Ctx.getTranslationUnitDecl());
  }

private:
  std::shared_ptr<SharedState> State;
};

//===----------------------------------------------------------------------===//
// The plugin action
//===----------------------------------------------------------------------===//

class TileLangAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    auto State = std::make_shared<SharedState>();
    Preprocessor &PP = CI.getPreprocessor();
    // The predefines are read when the main file is entered, after this.
    PP.setPredefines(PP.getPredefines() + MarkerDecl);
    PP.AddPragmaHandler(new TileLangPragmaHandler(CI, State));
    return std::make_unique<TileLangConsumer>(State);
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
