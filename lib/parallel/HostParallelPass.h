//===- HostParallelPass.h - tilelang-parallel: host tiles on the cores --*-===//
//
// For host modules (not nvptx64 / amdgcn): every tile loop that
// tilelang-tile marked !{!"tilelang.parallel", i32 band loop, i32
// round_robin, !"why"} (the outermost tile loop of a loop that map(...) or
// getMappingStrategy put on a block and that DependenceAnalysis proves
// parallel) becomes an OpenMP parallel region built with LLVM's
// OpenMPIRBuilder:
//   - createParallel around the loop (outlined to F..omp_par by finalize(),
//     called through __kmpc_fork_call: the thread count is libomp's,
//     OMP_NUM_THREADS or the cores);
//   - in it, createCanonicalLoop over the tiles 0 .. ceil(TC / S) - 1, whose
//     body runs the tile tt = iv * S (the old loop body, entered once);
//   - applyWorkshareLoop with the static schedule: block_wise gives each
//     thread a contiguous run of tiles (kmp_sch_static, 34), round_robin
//     deals them out one at a time (kmp_sch_static_chunked with chunk 1,
//     33).
// Staging buffers (tilelang-promote's allocas) used only by the loop move
// into the outlined function (CodeExtractor's alloca sinking): one per
// thread. The captured values (pointers, bounds) reach the outlined
// function in one structure (OpenMPIRBuilder's aggregate arguments), so
// the restrict (noalias) of F's pointer parameters is not seen inside it;
// accesses to staged buffers (allocas) and the run-time alias check's
// scopes (RuntimeAliasCheck.h) keep their alias information.
//
// A marked loop may come with a condition of its caller's: a call
// `@tilelang.fork.if(i1 %c)` (forkIfMarker) in the block before it; the
// region then forks only when %c holds too (the GEMM plan packs B on the
// cores only when its ic blocks run there: HostGemm.cpp). The pass erases
// every such call, taken or not; the metadata's ninth operand says the
// condition in words for the remark.
//
// Refused, with a missed remark (the band then runs in one thread): a tile
// loop not in tilelang-tile's form, a value computed in the loop and used
// after it, a stack buffer used both inside and outside the loop.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='function(tilelang-directives,tilelang-tile,tilelang-promote),tilelang-parallel'
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_HOSTPARALLELPASS_H
#define TILELANG_HOSTPARALLELPASS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace tilelang {

/// `declare void @tilelang.fork.if(i1)` in \p M: a call to it in the block
/// before a loop marked "tilelang.parallel" is a further condition of the
/// region's fork (see the file comment). tilelang-parallel erases the calls.
llvm::Function *forkIfMarker(llvm::Module &M);

class HostParallelPass : public llvm::PassInfoMixin<HostParallelPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_HOSTPARALLELPASS_H
