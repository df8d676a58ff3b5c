//===- TargetCheckPass.h - tilelang-target-check: does it fit the chip? ---===//
//
// Checks every directive against the function's target description, before
// anything is transformed, and reports at the pragma's line with both
// numbers:
//   error    the staged buffers' footprints x pipeline stages exceed the
//            scratchpad per block ("needs 196608 bytes of shared memory per
//            block; sm_80 allows 166912");
//   error    threads(...) exceeds the threads per block (the front end
//            gives it at the clause when -march/-mcpu names the chip);
//   warning  threads(...) is not a multiple of the warp / wave width;
//   warning  on the host: map, threads, distribute or pipeline of a tiled
//            band, which one thread runs (they are ignored);
//   remark   compute(tensor_core): the contraction recognised in the band
//            (analysis/Contraction.h), or why there is none
//            (-Rpass-analysis=tilelang-target-check);
//   error    compute(tensor_core) on a band that is no contraction (the
//            reason), on operand and accumulator types no matrix unit of
//            the chip takes, or with M, N, K tile sizes that are not
//            multiples of any such unit's shape; a warning where the target
//            has no matrix unit;
//   warning  an integer reduction whose accumulator can overflow: products
//            of narrow integers (int8 x int8) summed into a wider one
//            (int32) over more terms than 2^31 / (128 x 128) = 131072, or
//            over a run-time number of terms.
// Footprints come from the directive's tile sizes (auto resolved by
// getTileSizeForLoop) and each staged array's subscripts (BandInfo.h).
// Runs for every target, at PipelineStartEP after tilelang-directives.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-target-check' in.ll
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TARGETCHECKPASS_H
#define TILELANG_TARGETCHECKPASS_H

#include "llvm/IR/PassManager.h"

namespace tilelang {

struct TargetCheckPass : llvm::PassInfoMixin<TargetCheckPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_TARGETCHECKPASS_H
