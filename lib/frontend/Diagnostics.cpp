//===- frontend/Diagnostics.cpp - The texts of the diagnostics ------------===//
//
// Diags::Diags registers every diagnostic of the plugin with clang's
// DiagnosticsEngine (custom ids: the same text gives the same id, so the AST
// consumer may build a second Diags). The parser (ClauseParser.cpp,
// ConstantExpr.cpp), the semantic checks (PragmaSema.cpp) and the pragma
// handler (PragmaHandler.cpp) report them; docs/language.md lists them all.
//
//===----------------------------------------------------------------------===//

#include "frontend/Pragma.h"

using namespace clang;

namespace tilelang::frontend {

Diags::Diags(DiagnosticsEngine &D) {
  using L = DiagnosticsEngine::Level;
  ExpectedClause = D.getCustomDiagID(
      L::Error, "expected a clause name in '#pragma tilelang', found '%0'");
  UnknownClause = D.getCustomDiagID(
      L::Error, "unknown clause '%0' in '#pragma tilelang'; expected tile, "
                "buffer, layout, map, threads, distribute, pipeline or "
                "compute");
  Expected = D.getCustomDiagID(L::Error, "expected %0, found '%1'");
  Arity = D.getCustomDiagID(L::Error, "'%0' takes %1, got %2");
  NotConst =
      D.getCustomDiagID(L::Error, "%0 must be an integer constant, found '%1'");
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
  DupClause = D.getCustomDiagID(L::Error,
                                "duplicate '%0' clause in '#pragma tilelang'");
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
  LayoutMatrix = D.getCustomDiagID(
      L::Warning, "layout of '%0' is ignored: with compute(tensor_core) the "
                  "matrix lowering stages the operands itself, under the "
                  "128-byte swizzle that ldmatrix reads without conflicts "
                  "(on the host, where it does not run, only a "
                  "'buffer(%0: shared)' has a layout)");
  PipelineOne = D.getCustomDiagID(
      L::Warning, "pipeline(1) with compute(tensor_core) is not taken: the "
                  "matrix lowering keeps at least 2 stages (one barrier per "
                  "K tile separates the copy of the next tile from the reads "
                  "of the current one); without 'pipeline' it picks them");
  LayoutNotStaged = D.getCustomDiagID(
      L::Warning, "layout of '%0' is ignored: '%0' is not staged in shared "
                  "memory (only a 'buffer(%0: shared)' has a layout)");
}

} // namespace tilelang::frontend
