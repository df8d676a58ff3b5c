//===- DirectivesPass.h - tilelang-directives: markers to loop metadata ---===//
//
// Binds every `__tilelang_directive` marker call (see Directive.h) to the loop
// it precedes and to the arrays it names, records it in that loop's ID and
// removes the call. The function's local variables are promoted to SSA
// registers first (mem2reg), so the binding needs no -g and no value names.
//
//   opt -load-pass-plugin=TileLangPasses.so -passes=tilelang-directives
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_DIRECTIVESPASS_H
#define TILELANG_DIRECTIVESPASS_H

#include "llvm/IR/PassManager.h"

namespace tilelang {

struct DirectivesPass : llvm::PassInfoMixin<DirectivesPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_DIRECTIVESPASS_H
