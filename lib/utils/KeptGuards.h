//===- utils/KeptGuards.h - Guards of statements tiled in place -*- C++ -*-===//
//
// The part of tileBand's rewrite for statements kept between a band's last
// two loops (analysis/KeptStatements.h): after the band is tiled in its own
// order, the statements before the innermost loop run only in the tile that
// holds their row's first point, those after it only in the tile of the
// row's last point (its first for a row that runs nothing). The positions
// are in the innermost tile loop's coordinates: steps from its bounding
// box's start (a loop whose bounds vary), or iteration numbers (a
// rectangular loop). The first tile reaches down to minus infinity and the
// last up to plus infinity, as the clamped point loops do, so exactly one
// tile holds any position.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_KEPTGUARDS_H
#define TILELANG_KEPTGUARDS_H

namespace llvm {
class BasicBlock;
class PHINode;
class Value;
} // namespace llvm

namespace tilelang {

struct BandLoop;
struct KeptStatements;
class BandExprEmitter;

/// What the tiler knows of the innermost band loop when it guards the kept
/// statements (all i64 values, built before the band or in its tile nest).
struct KeptGuardSite {
  BandLoop &Inner;
  /// The next-to-last band loop's header and latch, and the innermost
  /// loop's preheader, as they were before the rewrite.
  llvm::BasicBlock *OuterHeader, *OuterLatch, *InnerPreheader;
  /// The first value of the innermost loop's bounding box (null for a
  /// rectangular loop), its trip count (rectangular), and the bound of its
  /// tile loop (at least one tile).
  llvm::Value *Box, *TripCount, *TileTrips;
  llvm::PHINode *TileCounter;
  unsigned Size;
  BandExprEmitter &Emit;
  /// The innermost point loop's header and latch; the next-to-last band
  /// loop's point and tile counters and its tile size (a row's slot in a
  /// tile, for the values the innermost loop carries).
  llvm::BasicBlock *PointHeader, *PointLatch;
  llvm::PHINode *OuterPoint, *OuterTile;
  unsigned OuterSize;
};

/// Guards the statements of \p KS (their blocks in place, with their
/// arithmetic hoisted before each guard) in the tiled band. A value the
/// innermost loop carries (KS.Accumulators) lives, between the tiles of its
/// row, in a slot of a stack array of one slot per row of the tile: the
/// Pre guard stores its start there, each tile's point loop starts from the
/// slot and stores its end back (scalar expansion over the tile; the row's
/// tiles run in order, so the value goes through the row's points in order).
void guardKeptStatements(const KeptStatements &KS, const KeptGuardSite &S);

} // namespace tilelang

#endif // TILELANG_KEPTGUARDS_H
