//===- BandInfo.h - What the target hooks see of a directive's band -------===//
//
// The shape of a band as TileLangTargetInfo, the reuse analysis and the
// constraint checks read it, computed without changing the IR:
// describeBand (Band.h) plus the directive's clauses, each array's staging
// and element kind, and its footprint per dimension: the subscripts of
// every access of the array, taken apart with ScalarEvolution into the band
// loops' steps (one dimension per distinct stride, `A[i * N + j]` has a row
// dimension of stride N and a column dimension of stride 1), the loops
// inside the band (a convolution's window) and the accesses' differing
// offsets (a stencil's halo).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_BANDINFO_H
#define TILELANG_BANDINFO_H

#include "analysis/Band.h"
#include "analysis/Metadata.h"
#include "target/TargetInfo.h"
#include <string>

#include <vector>

namespace llvm {
class SCEV;
class Function;
class Loop;
class LoopInfo;
class ScalarEvolution;
} // namespace llvm

namespace tilelang {

/// describeBand (Band.h) completed with the directive's clauses, each
/// array's staging, element kind, access count and footprint dimensions.
BandShape describeBandForTarget(const Band &B, llvm::ScalarEvolution &SE,
                                const BoundDirective &BD);

/// The band a directive governs, recognised without changing the IR: the
/// tile clause's depth, else the map clause's, else the deepest perfect
/// nest of up to three loops. Uses analyzeBand when the loops are in its
/// canonical form, else a looser recognition (a perfect nest of loops whose
/// trip counts ScalarEvolution computes) that is enough to describe the
/// band, not to transform it. False, with \p Why, when neither applies.
bool findDirectiveBand(llvm::Loop &Root, const Directive &D,
                       llvm::ScalarEvolution &SE, Band &B, std::string &Why);

/// The tile sizes of \p D for \p Shape: the fixed ones, with `auto` and
/// untiled loops taking the whole trip count (or \p Unknown when that is
/// known only at run time).
llvm::SmallVector<unsigned, 4> directiveSizes(const Directive &D,
                                              const BandShape &Shape,
                                              unsigned Unknown = 0);

/// How many times the body of \p L runs: its backedge-taken count when the
/// header tests the exit (clang's `for` before loop rotation), one more
/// when the latch does; SCEVCouldNotCompute when unknown.
const llvm::SCEV *bodyTrips(const llvm::Loop *L, llvm::ScalarEvolution &SE);

/// A copy of \p S whose loops are in the order \p Perm (position -> loop
/// of S): trip counts, fixed sizes, each array's loops, unit-stride loop
/// and footprint dimensions follow.
BandShape permuteBand(const BandShape &S, llvm::ArrayRef<unsigned> Perm);

/// The order tilelang-tile gives the point loops (position -> band loop):
/// the loop that most accesses walk with unit stride (a written array
/// counting twice) innermost, the others in the band's order.
llvm::SmallVector<unsigned, 4> pointLoopOrder(const BandShape &S);

/// A directive of a function with its band, as the analyses see it.
struct DirectiveBand {
  llvm::Loop *Root = nullptr;
  BoundDirective BD;
  bool HasBand = false; ///< else Why says why the band was not recognised
  Band B;
  std::string Why;
  BandShape Shape; ///< describeBandForTarget, when HasBand
};

/// Every directive of \p F whose SPEC parses, outermost first, with its
/// band when it is recognised. A malformed SPEC is skipped quietly: the
/// transforming passes report it.
std::vector<DirectiveBand> collectDirectiveBands(llvm::Function &F,
                                                 llvm::LoopInfo &LI,
                                                 llvm::ScalarEvolution &SE);

/// The tile sizes a directive gets on \p TI: the fixed ones, `auto` from
/// getTileSizeForLoop (its Decision in \p Auto when asked), the trip count
/// for loops the tile clause does not cover (0 when known only at run
/// time).
llvm::SmallVector<unsigned, 4> resolveTileSizes(const DirectiveBand &DB,
                                                const TileLangTargetInfo &TI,
                                                Decision *Auto = nullptr);

} // namespace tilelang

#endif // TILELANG_BANDINFO_H
