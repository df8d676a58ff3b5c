//===- PromotePass.h - tilelang-promote: staging of each tile's footprint -===//
//
// `buffer(X: shared)` / `buffer(X: register)` on the host: every execution of
// the (point) band copies the box of X that its accesses touch -- the
// footprint, derived per dimension from the delinearised subscripts with
// ScalarEvolution -- into a packed, contiguous, 64-byte aligned buffer,
// rewrites every access of X in the band to the buffer, and copies the box
// back after the band when X is written. The buffer's rows have a constant
// length (the footprint's bound for the tile sizes), so the point loops walk
// it with constant strides. Staging is refused, with a remark and a
// -Wpass-failed warning, when an access of X has no affine footprint, when
// the footprint has no constant bound, or when another access of the band
// may overlap X.
//
// The footprint and the rewrite do not depend on where the buffer lives: the
// GPU memory spaces (address space 3, cooperative copies, barriers) are a
// second implementation of `StagingTarget` (see Staging.h).
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile,tilelang-promote'
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_PROMOTEPASS_H
#define TILELANG_PROMOTEPASS_H

#include "llvm/IR/PassManager.h"

namespace tilelang {

struct PromotePass : llvm::PassInfoMixin<PromotePass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_PROMOTEPASS_H
