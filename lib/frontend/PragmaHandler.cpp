//===- frontend/PragmaHandler.cpp - The handler of #pragma tilelang -------===//
//
// TileLangPragmaHandler (PragmaHandler.h), one pragma line at a time:
// collectLine lexes the line (refusing a `_Pragma("tilelang")` among its
// clauses), parseLine checks where it stands and parses its clauses into the
// group, and finishAtLoop, for the first line of a group, lexes on to the
// `for` (tokenFollows: only when a token surely follows in the file), checks
// the whole group and injects the marker, or gives the token back.
//
//===----------------------------------------------------------------------===//

#include "frontend/PragmaHandler.h"
#include "frontend/ClauseParser.h"
#include "frontend/Marker.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace tilelang::frontend {

namespace {

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

} // namespace

TileLangPragmaHandler::TileLangPragmaHandler(CompilerInstance &CI,
                                             std::shared_ptr<SharedState> State)
    : PragmaHandler("tilelang"), CI(CI), State(std::move(State)),
      D(CI.getDiagnostics()), Sema(CI, *this->State, D) {}

DiagnosticBuilder TileLangPragmaHandler::diag(SourceLocation Loc, unsigned ID) {
  return CI.getDiagnostics().Report(Loc, ID);
}

/// One `#pragma tilelang` line: its clauses join the group (a new one unless
/// the group's first line is looking ahead for the `for`); the first line
/// then finishes the group at the loop.
void TileLangPragmaHandler::HandlePragma(Preprocessor &PP,
                                         PragmaIntroducer Introducer,
                                         Token &FirstTok) {
  llvm::SmallVector<Token, 32> Line;
  bool BadNesting = false;
  if (!collectLine(PP, Introducer.Loc, Line, BadNesting))
    return;

  bool Nested = LookingAhead;
  if (!Nested) {
    G = Group();
    G.Loc = Introducer.Loc;
    G.EndLoc = Line.back().getLocation();
  }
  if (!parseLine(PP, Introducer.Loc, std::move(Line), BadNesting))
    return;
  if (Nested)
    return; // The first line of the group looks for the `for`.
  finishAtLoop(PP, Introducer.Kind);
}

/// The clauses, macros expanded, up to the end of the line (its `eod` last).
/// A _Pragma among them runs this handler again while they are collected:
/// refuse it (and tell the outer line, BadNesting). False when there is no
/// line to parse: the nested pragma's, or one that ends the file.
bool TileLangPragmaHandler::collectLine(Preprocessor &PP,
                                        SourceLocation IntroLoc,
                                        llvm::SmallVector<Token, 32> &Line,
                                        bool &BadNesting) {
  bool Outer = !Collecting;
  Collecting = true;
  Token T;
  do {
    PP.Lex(T);
    Line.push_back(T);
  } while (T.isNot(tok::eod) && T.isNot(tok::eof));
  if (!Outer) {
    diag(IntroLoc, D.Nested);
    NestedInClauses = true;
    return false;
  }
  Collecting = false;
  BadNesting = NestedInClauses;
  NestedInClauses = false;
  if (T.is(tok::eof)) {
    // Cannot happen for a well-formed directive; keep the eof for the parser.
    auto Arr = std::make_unique<Token[]>(1);
    Arr[0] = T;
    PP.EnterTokenStream(std::move(Arr), 1, true, false);
    return false;
  }
  return true;
}

/// Adds the clauses of Line to the group. False when the pragma stands where
/// no `for` can follow (file scope): the group stops there.
bool TileLangPragmaHandler::parseLine(Preprocessor &PP, SourceLocation IntroLoc,
                                      llvm::SmallVector<Token, 32> Line,
                                      bool BadNesting) {
  PragmaTokens Toks(CI, PP, D, std::move(Line));
  bool LateParsed = false;
  if (!Sema.inFunction(LateParsed)) {
    diag(IntroLoc, D.FileScope);
    G.Error = true;
    return false;
  }
  if (LateParsed)
    State->NeedsPostCheck = true;

  if (BadNesting) {
    G.Error = true;
  } else if (Toks.atEnd()) {
    diag(IntroLoc, D.Empty);
  } else if (!ClauseParser(Toks, Sema, G).parseClauses()) {
    G.Error = true;
  }
  return true;
}

/// The first line of a group, parsed: lexes on to the `for`, then injects
/// the marker of the checked group in front of it, or gives the token back.
void TileLangPragmaHandler::finishAtLoop(Preprocessor &PP,
                                         PragmaIntroducerKind Kind) {
  // Lexing on from a `#pragma` line to the end of its file would destroy the
  // lexer that runs this directive: only look ahead when a token surely
  // follows in the file.
  if (Kind == PIK_HashPragma && !tokenFollows(PP, G.EndLoc)) {
    if (!G.Error && G.AnyClause)
      diag(G.Loc, D.NotFor);
    return;
  }

  // Look at what follows. Another `#pragma tilelang` line is handled by a
  // recursive call, which adds its clauses to G.
  Token Next;
  LookingAhead = true;
  PP.Lex(Next);
  LookingAhead = false;

  if (!G.Error && G.AnyClause &&
      !Next.isOneOf(tok::kw_for, tok::annot_pragma_loop_hint)) {
    diag(G.Loc, D.NotFor);
    G.Error = true;
  }
  if (!G.Error && G.AnyClause && Sema.finishGroup(G)) {
    Sema.annotateParams();
    injectMarker(PP, CI.getLangOpts().CPlusPlus, G, Next);
    return;
  }
  // An error or no clause at all: inject nothing, give the token back.
  auto Arr = std::make_unique<Token[]>(1);
  Arr[0] = Next;
  PP.EnterTokenStream(std::move(Arr), 1, /*DisableMacroExpansion=*/true,
                      /*IsReinject=*/false);
}

} // namespace tilelang::frontend
