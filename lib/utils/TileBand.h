//===- utils/TileBand.h - Strip-mine and interchange a band -----*- C++ -*-===//
//
// The rewrite shared by tilelang-tile and tilelang-promote (register
// tiles): tileBand cuts a band (Band.h) by a TilingPlan into tile loops
// (step Si, over the normalised iteration space 0 .. trip count) around the
// original loops, which become the point loops, each re-controlled to run
// over its tile [tt, min(tt + Si, trip count)) with its induction variable
// rebuilt as lo + t * step. Legality (full permutability) is the caller's.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TILEBAND_H
#define TILELANG_TILEBAND_H

#include "llvm/ADT/SmallVector.h"
#include <string>

namespace llvm {
class BasicBlock;
class ScalarEvolution;
} // namespace llvm

namespace tilelang {

struct Band;
struct KeptStatements;

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
  /// Statements kept between the band's last two loops
  /// (analysis/KeptStatements.h): each runs, guarded, in the tile of its
  /// row's first point (before the inner loop) or last point (after it).
  /// The tile and point loops then keep the band's order.
  const KeptStatements *Keep = nullptr;
};

/// Strip-mines every loop of \p B by its size and orders the tile and point
/// loops as \p Plan says; PointHeader is the outermost point loop's header.
/// The band must be fully permutable (the caller checks). False, with
/// \p Why, when the band's bounds cannot be computed before it.
bool tileBand(Band &B, const TilingPlan &Plan, llvm::ScalarEvolution &SE,
              std::string &Why, llvm::BasicBlock *&PointHeader);

} // namespace tilelang

#endif // TILELANG_TILEBAND_H
