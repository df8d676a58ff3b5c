//===- TargetPrinterPass.h - print<tilelang-target>: the hooks' answers ---===//
//
// For every directive of a function: the target description the function
// gets (and why), the band it governs, and each TileLangTargetInfo hook's
// answer with the figures it came from -- getTileSizeForLoop for the band,
// getMappingStrategy for the resolved tile sizes, getMemoryLayoutForType for
// every staged array's tile. Decides nothing and changes nothing; for lit.
//
//   opt -load-pass-plugin=TileLangPasses.so -disable-output
//       -passes='tilelang-directives,print<tilelang-target>' in.ll
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TARGETPRINTERPASS_H
#define TILELANG_TARGETPRINTERPASS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace tilelang {

struct TargetPrinterPass : llvm::PassInfoMixin<TargetPrinterPass> {
  llvm::raw_ostream &OS;
  explicit TargetPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_TARGETPRINTERPASS_H
