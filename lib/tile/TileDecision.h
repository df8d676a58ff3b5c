//===- tile/TileDecision.h - How tilelang-tile cuts a legal band -*- C++
//-*-===//
//
// The decision step of tilelang-tile, between the legality check
// (TileLegality.h) and the rewrite (tileBand, utils/TileBand.h): the tile
// sizes (`auto` ones from TileLangTargetInfo::getTileSizeForLoop), on GPUs
// the mapping of the band onto blocks and threads (the directive's, else
// getMappingStrategy) and which thread dimension each loop takes, and the
// order of the point loops and of the tile loops.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TILEDECISION_H
#define TILELANG_TILEDECISION_H

#include "analysis/Band.h"
#include "target/TargetInfo.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/PassManager.h"
#include <string>

namespace llvm {
class ScalarEvolution;
} // namespace llvm

namespace tilelang {

/// What tilelang-tile decides for one legal band (per band loop,
/// outermost first, unless said otherwise).
struct TileChoice {
  /// The tile sizes, `auto` resolved, and getTileSizeForLoop's reasons
  /// (empty when the directive gave every size).
  llvm::SmallVector<unsigned, 4> Sizes;
  std::string AutoWhy;
  /// GPUs: getMappingStrategy's answer (or the directive's) and the thread
  /// dimension of each loop (chooseThreadDims).
  Decision Mapping;
  llvm::SmallVector<unsigned, 4> ThreadDims;
  /// The nesting order of the point loops and of the tile loops (position
  /// -> band loop).
  llvm::SmallVector<unsigned, 4> PointOrder, TileOrder;
  /// The point order was changed so that a loop whose bounds vary with
  /// other band loops runs inside them (TilePass).
  bool OrderKeepsBounds = false;
  /// The host: the band loop whose tiles run in parallel on the cores
  /// (-1: none), the position of its tile loop in TileOrder, whether they
  /// are dealt out cyclically (round_robin), and the reason (for the
  /// remark of tilelang-parallel, or of the refusal).
  int ParallelLoop = -1;
  unsigned ParallelPos = 0;
  bool RoundRobin = false;
  std::string ParallelWhy;
  /// Loops map(...) puts on a block that may not run in parallel (a
  /// sentence for the warning; empty when none).
  std::string NotParallel;
};

/// Decides how to tile the legal band \p B of directive \p BD. \p Carried:
/// the band loops that carry a dependence. \p KernelThreads: GPUs, the
/// block of the kernel's first mapped band, set by the first one and shared
/// by later bands without threads(...).
TileChoice decideTiling(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
                        const Band &B, llvm::ScalarEvolution &SE,
                        const BoundDirective &BD, unsigned Carried, bool GPU,
                        llvm::SmallVectorImpl<unsigned> &KernelThreads);

} // namespace tilelang

#endif // TILELANG_TILEDECISION_H
