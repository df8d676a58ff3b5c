//===- Directive.h - A #pragma tilelang directive as the passes see it ----===//
//
// The clang front-end plugin (TileLangClang.so) turns every group of
// `#pragma tilelang` lines in front of a `for` loop into ONE marker call that
// forms a single statement together with the loop:
//
//   switch (__tilelang_directive("SPEC", A, B, C)) default: for (...) ...
//
// where `int __tilelang_directive(const char *, ...)` is declared (extern "C")
// by the plugin, and A, B, C are the arrays named by the clauses, in the order
// of the `arrays` field of SPEC. The pass `tilelang-directives` binds the
// marker to the loop it precedes and to the arrays' underlying objects, turns
// it into loop metadata (!tilelang.*) and removes the call. If the pass
// plugin is not loaded, linking fails on the undefined `__tilelang_directive`.
//
// SPEC grammar (fields separated by ';', every field optional except the
// first and `file`, which is always last so a file name may hold any byte):
//
//   spec    := "tilelang.v1" (";" field)* ";file=" PATH
//   field   := "line=" INT | "col=" INT
//            | "tile=" size ("," size)*            size := INT | "auto"
//            | "buffer=" NAME ":" space ("," NAME ":" space)*
//                                       space := global | shared | register
//            | "layout=" NAME ":" layout ("," NAME ":" layout)*
//                     layout := row_major | col_major | pad(INT) | swizzle
//                             | swizzle(INT) | interleave(INT.INT) | auto
//            | "map=" dim ("," dim)*   dim := block.x | block.y | block.z | seq
//            | "threads=" INT ("," INT)*
//            | "distribute=" (block_wise | round_robin)
//            | "pipeline=" INT
//            | "compute=" (simt | tensor_core)
//            | "arrays=" NAME ("," NAME)*
//
// (`interleave(R, C)` is written `interleave(R.C)` so that ',' keeps
// separating list items.) `line`/`col` are the 1-based position of the
// pragma's `#` (or `_Pragma`), the position of every diagnostic the passes
// give about the directive. The front end has checked the syntax, the
// arities, the sizes and the names; the passes still validate and report a
// malformed SPEC (hand-written IR) as an error instead of asserting.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_DIRECTIVE_H
#define TILELANG_DIRECTIVE_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>

namespace tilelang {

/// Name of the marker function the front end calls.
inline constexpr const char *MarkerName = "__tilelang_directive";
/// First field of every SPEC.
inline constexpr const char *SpecVersion = "tilelang.v1";

enum class MemSpace { Global, Shared, Register };

/// Layout of a staged buffer; `Param`/`Param2` carry pad(N), swizzle(BYTES)
/// (0 = the target's choice) and interleave(R, C).
struct Layout {
  enum Kind { Auto, RowMajor, ColMajor, Pad, Swizzle, Interleave } K = Auto;
  unsigned Param = 0, Param2 = 0;
  std::string str() const;
};

enum class MapDim { BlockX, BlockY, BlockZ, Seq };

/// The clause spellings: "global", "shared", "register"; "block.x", ...,
/// "seq"; "auto", "row_major", "col_major", "pad", "swizzle", "interleave".
/// One place, for SPECs, printers and remarks.
const char *spelling(MemSpace S);
const char *spelling(MapDim D);
const char *spelling(Layout::Kind K);

struct ArrayClause {
  std::string Name;
  MemSpace Space = MemSpace::Global;
  Layout Lay;
};

/// One directive: every clause of docs/language.md, defaults filled in.
struct Directive {
  /// Tile sizes, outermost loop first; 0 means `auto`. Empty: no tiling.
  llvm::SmallVector<unsigned, 4> TileSizes;
  llvm::SmallVector<ArrayClause, 4> Arrays; ///< In `arrays=` order.
  llvm::SmallVector<MapDim, 3> Map;
  llvm::SmallVector<unsigned, 3> Threads;
  bool RoundRobin = false;
  /// Whether `distribute(...)` was written (else getMappingStrategy picks).
  bool DistributeGiven = false;
  unsigned PipelineStages = 1;
  bool TensorCore = false;
  std::string File;
  unsigned Line = 0, Col = 0;

  /// Parses SPEC (grammar above). Errors name the field and what was expected.
  static llvm::Expected<Directive> parse(llvm::StringRef Spec);
  /// The canonical SPEC text of this directive (parse(D.str()) == D).
  std::string str() const;

  const ArrayClause *findArray(llvm::StringRef Name) const;
};

} // namespace tilelang

#endif // TILELANG_DIRECTIVE_H
