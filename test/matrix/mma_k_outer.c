// A compute(tensor_core) band whose K loop is written outermost, or whose
// buffer clause would make tilelang-tile order the tile loops for the fewest
// copies (K outside N: test/fuzz/findings/matrix_buffer_clause_refused.cpp):
// tilelang-tile puts the K tile loop innermost (the band is fully permutable),
// and the matrix lowering takes both bands. Without pipeline(S) the stages
// keep 256 bytes of each row's k in flight: 8 stages of a 16-wide K tile, 4 of
// a 32-wide one.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.ll %s -Rpass=tilelang-promote -Rpass-missed=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=IR < %t.ll

// IR-LABEL: define {{.*}}ptx_kernel void @k_outer(
// IR: @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(
// IR-LABEL: define {{.*}}ptx_kernel void @staged_a(
// IR: @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(

typedef _Float16 half;

void k_outer(int M, int N, int K, const half *__restrict A,
             const half *__restrict B, float *__restrict C) {
  // CHECK: mma_k_outer.c:[[@LINE+1]]:3: remark: lowered the contraction to mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32: block tile 64 x 64 x 16, 8 warps as 2 x 4 warp tiles of 32 x 16 (2 x 2 instructions), 16 accumulators per thread; A and B staged by cp.async in 8 stages (64 x 16 and 16 x 64, swizzle(128)), fragments by ldmatrix (.trans where k is not contiguous) [-Rpass=tilelang-promote]
  #pragma tilelang tile(16, 64, 64) compute(tensor_core) map(seq, block.y, block.x)
  for (int k = 0; k < K; ++k)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}

void staged_a(int M, int N, int K, const half *__restrict A,
              const half *__restrict B, float *__restrict C) {
  // CHECK: mma_k_outer.c:[[@LINE+1]]:3: remark: lowered the contraction to mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32: block tile 128 x 128 x 32, 8 warps as 2 x 4 warp tiles of 64 x 32 (4 x 4 instructions), 64 accumulators per thread; A and B staged by cp.async in 4 stages (128 x 32 and 32 x 128, swizzle(128)), fragments by ldmatrix (.trans where k is not contiguous) [-Rpass=tilelang-promote]
  #pragma tilelang tile(128, 128, 32) compute(tensor_core) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
