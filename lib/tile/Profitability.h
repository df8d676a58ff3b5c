//===- tile/Profitability.h - Does tiling a host band pay? -------*- C++
//-*-===//
//
// The host's profitability step of tilelang-tile, after the decision
// (TileDecision.h): the traffic model (analysis/TrafficModel.h) prices the
// band as written and the band as tilelang-tile would build it (tile loops
// outside point loops in the chosen orders and sizes). A band whose sizes
// the hooks chose (`auto`) is tiled only when the model finds it at least
// 25 % faster -- tiling a band that streams its arrays once (a matrix-vector
// product, a stencil's sweep) only adds loop overhead and cuts the
// hardware prefetcher's streams. Sizes the directive gives are always used;
// the remark then says what the model thinks. Loop distribution
// (Fission.h) asks too, before it splits a nest: the statements it moves
// out read again what the band reads (atax's second product reads the row
// of A the first one just read), which costs that array's lines once more
// from where the whole nest's footprint sits.
//
// Trip counts known only at run time are bounded by the constant
// dimensions of the arrays the loop walks (`double A[N][M]`: the legality
// step proved, or checks at run time, that the subscripts stay inside), or
// by ScalarEvolution's constant maximum; a loop with neither is taken at
// 1024 and at 4096 iterations, and the decision -- tile, distribute --
// must hold at both.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_PROFITABILITY_H
#define TILELANG_PROFITABILITY_H

#include "analysis/Band.h"
#include "analysis/TrafficModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/PassManager.h"
#include <string>

namespace llvm {
class ScalarEvolution;
} // namespace llvm

namespace tilelang {

/// The model's estimates of one band.
struct TilingCosts {
  TrafficCost AsWritten, Tiled;
  /// Whether a trip count was assumed rather than known or bounded: the
  /// decision must then hold at 1024 and at 4096.
  bool Assumed = false;
  /// Assumed, and it does not pay at 4096 (the costs are those at 4096).
  bool LargeFails = false;
  /// The host only; false on GPUs (where tiling is the mapping) and when
  /// no estimate could be made.
  bool Valid = false;
  /// Tiled at least 25 % faster than as written.
  bool pays() const;
  /// "the model estimates 1.2 M cycles tiled against 1.1 M as written
  /// (bound by ...)".
  std::string text() const;
};

/// The estimates for the legal band \p B tiled with \p Sizes (per band
/// loop) in \p TileOrder and \p PointOrder (position -> band loop), on
/// \p F's target. Invalid on GPUs.
TilingCosts priceTiling(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
                        const Band &B, llvm::ScalarEvolution &SE,
                        const BoundDirective &BD,
                        llvm::ArrayRef<unsigned> Sizes,
                        llvm::ArrayRef<unsigned> TileOrder,
                        llvm::ArrayRef<unsigned> PointOrder);

/// Whether the profitability step applies to \p BD: some size is `auto`
/// and -tilelang-profitability is on.
bool profitabilityDecides(const BoundDirective &BD);

/// Loop distribution's question: \p B is the band after distribution (its
/// accesses only), \p Moved the accesses distribution moves into loops of
/// their own. When their arrays are read again there and the band's tiling
/// does not save more than that second read costs, returns false with
/// \p Why (a sentence with both estimates).
bool distributionPays(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
                      const Band &B, llvm::ArrayRef<llvm::Instruction *> Moved,
                      llvm::ScalarEvolution &SE, const BoundDirective &BD,
                      std::string &Why);

} // namespace tilelang

#endif // TILELANG_PROFITABILITY_H
