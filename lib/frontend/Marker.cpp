//===- frontend/Marker.cpp - The marker call of a checked directive -------===//
//
// Marker emission (Marker.h): buildSpec prints the canonical SPEC of a
// checked Group, escapeForStringLiteral makes it a string literal, and
// injectMarker enters `switch (__tilelang_directive("SPEC", A, ...))
// default:` and the `for` token into the preprocessor's token stream, every
// new token spelled in the scratch buffer at the pragma. The pass
// `tilelang-directives` of TileLangPasses.so reads the marker call.
//
//===----------------------------------------------------------------------===//

#include "frontend/Marker.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>

using namespace clang;

namespace tilelang::frontend {

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

/// The canonical SPEC (tilelang::Directive::str()) of the group.
std::string buildSpec(const Group &G, SourceManager &SM, SourceLocation Loc) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PresumedLoc P = SM.getPresumedLoc(Loc);
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
void injectMarker(Preprocessor &PP, bool CPlusPlus, const Group &G,
                  const Token &Next) {
  SourceLocation Start = G.Loc, End = G.EndLoc.isValid() ? G.EndLoc : G.Loc;
  llvm::SmallVector<Token, 16> Out;
  // Every new token is spelled in the scratch buffer and "expanded" at the
  // pragma, so a diagnostic about it points at the pragma.
  auto Make = [&](tok::TokenKind K, StringRef Spelling) {
    Token T;
    T.startToken();
    T.setKind(K);
    PP.CreateString(Spelling, T, Start, End);
    if (K == tok::identifier || tok::getKeywordSpelling(K))
      T.setIdentifierInfo(PP.getIdentifierInfo(Spelling));
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
  if (CPlusPlus) {
    Make(tok::identifier, "__builtin_is_constant_evaluated");
    Make(tok::l_paren, "(");
    Make(tok::r_paren, ")");
    Make(tok::question, "?");
    Make(tok::numeric_constant, "0");
    Make(tok::colon, ":");
  }
  Make(tok::identifier, MarkerName);
  Make(tok::l_paren, "(");
  std::string Spec = buildSpec(G, PP.getSourceManager(), G.Loc);
  Make(tok::string_literal, "\"" + escapeForStringLiteral(Spec) + "\"");
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
  PP.EnterTokenStream(std::move(Arr), Out.size(),
                      /*DisableMacroExpansion=*/true, /*IsReinject=*/false);
}

} // namespace tilelang::frontend
