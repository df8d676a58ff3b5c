//===- ReusePrinterPass.h - print<tilelang-reuse>: reuse distances --------===//
//
// For every directive's band: the reuse analysis (ReuseAnalysis.h) of each
// array at each loop level -- iterations and bytes between two uses of an
// element, the memory level of the function's target where it then sits,
// that level's latency normalised by the first cache's -- for the band as
// written (its trip counts) and for one tile of the directive's sizes.
//
//   opt -load-pass-plugin=TileLangPasses.so -disable-output
//       -passes='tilelang-directives,print<tilelang-reuse>' in.ll
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_REUSEPRINTERPASS_H
#define TILELANG_REUSEPRINTERPASS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace tilelang {

struct ReusePrinterPass : llvm::PassInfoMixin<ReusePrinterPass> {
  llvm::raw_ostream &OS;
  explicit ReusePrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_REUSEPRINTERPASS_H
