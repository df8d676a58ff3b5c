//===- analysis/AffineDependence.h - Direction vectors by elimination -*- C++
//-*-===//
//
// DependenceAnalysis answers '*' for most pairs of accesses in triangular
// bands (`for (j = i; j < m; j++)`, `for (k = i + 1; k < m; k++)`): its
// tests do not use bounds that vary with an outer loop, nor subscripts that
// swap dimensions (`cov[i][j]` against `cov[j][i]`). Where it does, this
// test refines its answer: for each direction vector DependenceAnalysis
// allows, the integer system "both instances run (every loop's bounds,
// affine in the outer counters), they touch one element, and their band
// counters are ordered as the vector says" is tested with Fourier-Motzkin
// elimination (Dantzig and Eaves 1973; Pugh, "The Omega test", 1991, for
// the integer tightening of each derived constraint). No rational solution
// proves that no dependence has that vector; otherwise the vector is kept.
//
// Directions compare the counters' values (scaled by the sign of the step:
// '<' is "earlier in the loop's order"), the coordinates in which the tiler
// cuts a triangle's bounding box into tiles.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_AFFINEDEPENDENCE_H
#define TILELANG_AFFINEDEPENDENCE_H

#include "analysis/Band.h"
#include "analysis/Dependences.h"
#include "analysis/KeptStatements.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace llvm {
class Dependence;
} // namespace llvm

namespace tilelang {

/// One direction per common band loop, outermost first:
/// Dependence::DVEntry::LT, EQ or GT.
using DirectionVector = llvm::SmallVector<unsigned, 4>;

/// The direction vectors that a dependence from \p Src to \p Dst (accesses
/// of \p B) may have over the band loops that contain both, among those
/// \p D allows, with the loops outside the band at '='. std::nullopt when
/// \p ByIterations: compare the loops' iteration numbers instead (as
/// DependenceAnalysis does; where a GPU's threads share a triangle's clamped
/// rows, tile/MapPass, both matter). std::nullopt when
/// the system cannot be built: a subscript or a bound that is not affine
/// with constant coefficients, accesses of different sizes or bases, an
/// unknown bound (IVBoundMap), or a system too large to eliminate.
/// \p Shapes: the accesses whose delinearised subscripts are proven inside
/// their dimensions (Dependences.cpp): equal shapes compare subscript by
/// subscript; others split their offsets by a proven view's constant
/// dimensions where each piece is proven inside its dimension, else compare
/// the offsets. \p Rows: the dimensions' bounds the band's run-time check
/// tests (Dependences.h), which hold where the band runs. \p Kept:
/// statements kept between the band's last two loops (KeptStatements.h);
/// an access outside the innermost loop sits at the point of that loop its
/// side gives it (the first value of its row before it, the last, or the
/// first for an empty row, after it), and the vectors cover every loop of
/// the band.
std::optional<llvm::SmallVector<DirectionVector, 8>> feasibleDirections(
    const Band &B, llvm::Instruction *Src, llvm::Instruction *Dst,
    const llvm::Dependence &D, llvm::ScalarEvolution &SE, const IVBoundMap &IVB,
    const llvm::DenseMap<const llvm::Instruction *,
                         llvm::SmallVector<const llvm::SCEV *, 4>> &Shapes,
    llvm::ArrayRef<RowBound> Rows, bool ByIterations = false,
    const KeptStatements *Kept = nullptr);

} // namespace tilelang

#endif // TILELANG_AFFINEDEPENDENCE_H
