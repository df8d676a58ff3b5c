//===- MapPass.h - tilelang-map: tiled bands onto GPU blocks and threads --===//
//
// For nvptx64 and amdgcn modules: every band that tilelang-tile tiled and
// mapped (the directive's map/threads, else getMappingStrategy, recorded as
// !"tilelang.mapping" on the outermost point loop) is rewritten so that
//   - the tile loop of a loop mapped to block.{x,y,z} is a grid-stride loop
//     over the tiles: round_robin runs tiles b, b + G, b + 2G, ...;
//     block_wise gives each block a run of ceil(tiles / G) consecutive
//     tiles. Either is correct for any grid G.
//   - the point loop of such a loop is spread cyclically over the threads of
//     the same dimension: thread t runs points tt + t, tt + t + T, ...
//     (its register tile), and carries !"tilelang.thread" for
//     tilelang-promote;
//   - `seq` loops stay loops in each thread.
// The function becomes a kernel (ptx_kernel / amdgpu_kernel), with its block
// shape as nvvm.reqntid / reqd_work_group_size + amdgpu-flat-work-group-size,
// and its launch configuration as a JSON record in the named metadata
// !tilelang.launch (block, grid per dimension as an expression of the
// kernel's parameters, shared memory bytes, parameter types); a remark says
// the same.
//
// A loop that may carry a dependence (DependenceAnalysis cannot prove it
// does not, at tiling time) is never mapped: getMappingStrategy leaves it seq,
// and one that map(...) puts on a block is refused: the band then runs in one thread, with a -Wpass-failed
// warning. Code outside the mapped bands runs in the grid's first thread
// (its stores are predicated), with a grid-wide barrier before and after
// every mapped band: such a kernel needs a cooperative launch (all blocks
// resident), and its record says so. That is refused (the function stays a
// plain device function, with a warning) when a value read from memory
// outside the bands steers control flow or reaches a band.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile,tilelang-map'
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_MAPPASS_H
#define TILELANG_MAPPASS_H

#include "llvm/IR/PassManager.h"

namespace tilelang {

struct MapPass : llvm::PassInfoMixin<MapPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_MAPPASS_H
