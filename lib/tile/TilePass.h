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

// tileBand and TilingPlan, the rewrite (tilelang-promote uses them too).
#include "utils/TileBand.h"
#include "llvm/IR/PassManager.h"

namespace tilelang {

struct TilePass : llvm::PassInfoMixin<TilePass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_TILEPASS_H
