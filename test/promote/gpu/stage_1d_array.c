// Regression (was XFAIL; lib/promote/Subscripts.cpp, SubscriptAnalysis): on a GPU,
// an array with one dimension (X[i]) in a mapped band was never staged ("the
// footprint of subscript 1 over the band cannot be derived"): the
// one-dimensional path divided the byte offset by the element size with
// getUDivExactExpr, which leaves a /u expression on the grid-stride offset
// {{4 * tid + 384 * block's first tile + X,+,384}<tile>,+,256}<point> (no nuw
// flags); SCEVDivision divides it term by term. X is staged in a 96-float
// shared buffer, on NVPTX and AMDGPU.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass=tilelang-promote -Rpass-missed=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=warning:
// RUN: FileCheck %s < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s -Rpass=tilelang-promote -Rpass-missed=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=warning:
// RUN: FileCheck %s < %t.amd.ll

// CHECK: @tilelang.X = internal unnamed_addr addrspace(3) global [96 x float]

void axpy(int n, const float *__restrict X, float *__restrict Y) {
// REMARK: stage_1d_array.c:[[@LINE+1]]:1: remark: staged 'X' in a shared-memory 96 buffer of 32-bit elements (copy-in by all threads of the block, between barriers, around each tile) [-Rpass=tilelang-promote]
#pragma tilelang tile(96) map(block.x) threads(64) buffer(X: shared)
  for (int i = 0; i < n; ++i)
    Y[i] = 2.0f * X[i] + Y[i];
}
