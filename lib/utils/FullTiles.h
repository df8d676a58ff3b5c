//===- FullTiles.h - Full-tile / partial-tile separation --------*- C++ -*-===//
//
// A tiled band's point loops run to `smin(tt + S, TC)`: the end of a tile that
// may be partial. Every bounds check tilelang-promote emits (clamped copy-in
// loads, guarded copy-out, the guards of thread loops) compares against these
// ends. Full-tile separation versions the body of the innermost tile loop on
// "every tile end is tt + S" (the classic full/partial tile split of Polly's
// and ISL's code generators): the full version is a clone in which each end
// is the constant-offset `tt + S`, so the checks fold away and each thread's
// loops get constant trip counts; partial tiles run the original code.
//
// tilelang-tile marks each such end (an `llvm.smin` call) with
// `!tilelang.tile.end`; tilelang-promote separates the GPU bands after staging.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_FULLTILES_H
#define TILELANG_FULLTILES_H

#include "analysis/Metadata.h"
#include "llvm/IR/PassManager.h"
#include <optional>
#include <string>

namespace llvm {
class Function;
} // namespace llvm

namespace tilelang {

/// Instruction metadata on the `smin(tt + S, TC)` tile ends tilelang-tile
/// makes.
inline constexpr const char *TileEndMDName = "tilelang.tile.end";

/// One separated tile-loop body, for the caller's remark.
struct SeparatedTiles {
  llvm::BasicBlock *Body = nullptr; ///< the tile body that was versioned
  unsigned Ends = 0;                ///< tile ends tested (band loops)
  unsigned ExactThreadLoops = 0;    ///< thread loops given a constant trip
  /// The band's directive (for the remark's position), if found.
  std::optional<BoundDirective> Directive;
  /// Why the body was left as it was; empty when it was separated.
  std::string NotSeparated;
};

/// Separates full from partial tiles in every tile-loop body of \p F whose
/// tile ends tilelang-tile marked, where the band has staged copies
/// (!"tilelang.staged") and its tile has at least
/// -tilelang-full-tiles-min-points points per thread of the block. The body
/// from the ends to the tile loop's latch must be single-entry, single-exit.
/// Thread loops (!"tilelang.thread") of the full version whose start is `tt +
/// threadIdx` and whose size is a multiple of their threads run exactly size /
/// threads iterations (the thread-id ranges of GPU.h's annotateThreadIdRanges
/// fold what is left). Returns one entry per staged body: separated, or with
/// the reason it was not (NotSeparated). Invalidates \p FAM's analyses of \p F
/// when it changes anything.
llvm::SmallVector<SeparatedTiles, 2>
separateFullTiles(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);

} // namespace tilelang

#endif // TILELANG_FULLTILES_H
