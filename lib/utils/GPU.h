//===- GPU.h - Thread ids, block ids and barriers for NVPTX and AMDGPU ----===//
//
// The few GPU primitives tilelang-map and tilelang-promote emit, one
// spelling per target: the thread's index in its block, the block's index in
// the grid, the grid's size in blocks, a block-wide barrier and a grid-wide
// barrier. Dimensions are 0 (x), 1 (y), 2 (z); every value is an i64.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_GPU_H
#define TILELANG_GPU_H

#include "llvm/IR/IRBuilder.h"
#include <array>
#include <optional>

namespace llvm {
class Module;
class Function;
} // namespace llvm

namespace tilelang {

enum class GPUKind { None, NVPTX, AMDGPU };

/// The GPU family \p M is compiled for (its triple), or None.
GPUKind gpuKind(const llvm::Module &M);

/// threadIdx.D (NVPTX %tid, AMDGPU workitem id), zero-extended to i64.
llvm::Value *emitThreadId(llvm::IRBuilderBase &B, GPUKind K, unsigned D);
/// blockIdx.D (NVPTX %ctaid, AMDGPU workgroup id), i64.
llvm::Value *emitBlockId(llvm::IRBuilderBase &B, GPUKind K, unsigned D);
/// gridDim.D in blocks (NVPTX %nctaid; AMDGPU: the dispatch packet's grid
/// size in work-items over its workgroup size, rounded up), i64.
llvm::Value *emitNumBlocks(llvm::IRBuilderBase &B, GPUKind K, unsigned D);
/// A barrier of every thread of the block that also orders their shared
/// memory / LDS accesses (bar.sync 0; AMDGPU: workgroup fences around
/// s_barrier). Must be reached by every thread of the block.
void emitBlockBarrier(llvm::IRBuilderBase &B, GPUKind K);
/// A barrier of every thread of the grid that orders global memory: block
/// barrier, then the first thread of each block counts in on a global
/// counter and waits for the generation to change, then a block barrier.
/// Sound only when every block of the grid is resident at once (a
/// cooperative launch); the counters are module globals left at zero.
void emitGridBarrier(llvm::IRBuilderBase &B, GPUKind K);
/// Linear thread index in the grid == 0 (i1).
llvm::Value *emitIsFirstThread(llvm::IRBuilderBase &B, GPUKind K);

/// "X[,Y[,Z]]" (positive integers; 1 for a dimension not given), or
/// std::nullopt when malformed.
std::optional<std::array<unsigned, 3>> parseBlockDims(llvm::StringRef S);
/// The block shape (threads in x, y, z) recorded on \p F: `"nvvm.reqntid"`
/// (NVPTX), else `!reqd_work_group_size` (AMDGPU); std::nullopt when it has
/// none or it is malformed. \p From, when given, gets which one it was.
std::optional<std::array<unsigned, 3>>
recordedBlockShape(const llvm::Function &F, llvm::StringRef *From = nullptr);
/// The kernel's block shape as tilelang-map recorded it (recordedBlockShape),
/// {1, 1, 1} for a function that is no kernel.
std::array<unsigned, 3> kernelBlockShape(const llvm::Function &F);
/// The dimension (0-2) of the thread-id intrinsic \p V calls, if it calls
/// one (NVPTX %tid.*, AMDGPU workitem.id.*).
std::optional<unsigned> threadIdDim(const llvm::Value *V);
/// Gives every thread-id call in \p F the return range [0, threads in its
/// dimension) of the kernel's block shape, so that later passes can fold
/// bounds checks that only a thread id beyond the block would fail.
/// No-op for a function with no recorded block shape; true if it changed
/// a call.
bool annotateThreadIdRanges(llvm::Function &F);

} // namespace tilelang

#endif // TILELANG_GPU_H
