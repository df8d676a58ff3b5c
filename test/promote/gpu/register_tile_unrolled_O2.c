// XFAIL: *
// BUG (tilelang-promote's register tile on NVPTX at -O2): with an 8 x 8
// register tile (tile(128, 128, 32), threads(16, 16)) clang -O2 does not
// fully unroll the inner thread loop: "warning: loop not unrolled: the
// optimizer was unable to perform the requested transformation"
// (-Rpass-missed=loop-unroll: "Unable to fully unroll loop as directed by
// unroll(full) pragma because loop has a runtime trip count"), so the
// per-thread buffer of C stays an alloca: local memory in every k step. -O3
// unrolls it (register_tile_unrolled.c), and so does -O2 with a 4 x 4 tile
// (tile(64, 64, 32)). unrollThreadTiles sets the thread loop's end to
// first + tile size, but after the outer thread loop is unrolled at -O2 the
// inner loop's trip count is no longer computable. examples/gemm.cpp at -O2
// on sm_80/sm_90 has the same warning and allocas (the harness compiles at
// -O3 by default).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.ll %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --allow-empty --implicit-check-not=warning:
// RUN: FileCheck %s --implicit-check-not=alloca < %t.ll

// DIAG-NOT: warning: loop not unrolled
// CHECK-COUNT-64: call float @llvm.fmuladd.f32(
// CHECK-NOT:      @llvm.fmuladd

void sgemm(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 32) map(block.y, block.x, seq) threads(16, 16)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
