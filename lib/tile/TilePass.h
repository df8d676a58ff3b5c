//===- TilePass.h - tilelang-tile: strip-mine and interchange a band ------===//
//
// For every loop carrying a directive with `tile(S1, ..., Sn)`, tiles the
// band of its n outermost loops: n tile loops (step Si, over the normalised
// iteration space 0 .. trip count) around the original loops, which become
// the point loops, each re-controlled to run over its tile
// [tt, min(tt + Si, trip count)) with its induction variable rebuilt as
// lo + t * step. Partial tiles are guarded by that min. `auto` sizes come
// from TileLangTargetInfo::getTileSizeForLoop. A band that is not
// recognised (Band.h) or not fully permutable (DependenceAnalysis) is left
// as it was, with a -Wpass-failed warning and a missed remark that say why.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TILEPASS_H
#define TILELANG_TILEPASS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/PassManager.h"
#include <string>

namespace llvm {
class BasicBlock;
class ScalarEvolution;
} // namespace llvm

namespace tilelang {

struct Band;

/// How tileBand cuts a band (indices are band loops, outermost first).
struct TilingPlan {
  llvm::SmallVector<unsigned, 4> Sizes;
  /// Nesting order of the tile loops and of the point loops (position ->
  /// band loop); empty TileOrder: the band's order.
  llvm::SmallVector<unsigned, 4> TileOrder, PointOrder;
  /// Bit K: the point loop of band loop K always runs Sizes[K] iterations
  /// (legal only when every access goes to a staged buffer with room).
  unsigned FullTiles = 0;
  /// Bit K: the point loop of band loop K gets llvm.loop.unroll.full.
  unsigned UnrollFull = 0;
  std::string Prefix = "tile", PointPrefix = "point", Counter = "t";
};

/// Strip-mines every loop of \p B by its size and orders the tile and point
/// loops as \p Plan says; PointHeader is the outermost point loop's header.
/// The band must be fully permutable (the caller checks). False, with
/// \p Why, when the band's bounds cannot be computed before it.
bool tileBand(Band &B, const TilingPlan &Plan, llvm::ScalarEvolution &SE,
              std::string &Why, llvm::BasicBlock *&PointHeader);

struct TilePass : llvm::PassInfoMixin<TilePass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_TILEPASS_H
