//===- frontend/Marker.h - The marker call of a checked directive ---------===//
//
// How a checked Group becomes the tokens the parser reads in front of its
// `for` loop:
//
//   switch (__tilelang_directive("SPEC", A, B)) default: for (...) ...
//
// SPEC is canonical (what tilelang::Directive::str() prints for it, grammar in
// lib/analysis/Directive.h); the pass `tilelang-directives` reads it back.
// The pragma handler (PragmaHandler.cpp) calls injectMarker once the group
// has passed PragmaSema::finishGroup.
//
//===----------------------------------------------------------------------===//

#ifndef TILELANG_FRONTEND_MARKER_H
#define TILELANG_FRONTEND_MARKER_H

#include "frontend/Pragma.h"

namespace clang {
class Preprocessor;
class SourceManager;
} // namespace clang

namespace tilelang::frontend {

/// Escapes S for the inside of a C string literal.
std::string escapeForStringLiteral(StringRef S);

/// The canonical SPEC (tilelang::Directive::str()) of G, the pragma at Loc.
std::string buildSpec(const Group &G, clang::SourceManager &SM,
                      clang::SourceLocation Loc);

/// Enters `switch (__tilelang_directive("SPEC", A, ...)) default:` and then
/// Next (the `for`) into the token stream of PP (C++: the marker call guarded
/// by `__builtin_is_constant_evaluated() ? 0 :`).
void injectMarker(clang::Preprocessor &PP, bool CPlusPlus, const Group &G,
                  const clang::Token &Next);

} // namespace tilelang::frontend

#endif // TILELANG_FRONTEND_MARKER_H
