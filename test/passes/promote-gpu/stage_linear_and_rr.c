// Staging on a GPU when the delinearization cannot read the array's row size
// off the subscripts as they are.
// A[i * 100 + j] (a constant row size) is one linear dimension to the
// delinearization; its footprint over a 32 x 32 tile is the linear range
// [i0 * 100 + j0, (i0 + 31) * 100 + j0 + 31]: 3132 floats, staged as one
// 3132-element buffer (rows and the gaps between them; correct, larger than
// the 32 x 32 of a 2-D view). With distribute(round_robin) the tile loops step
// by the grid's size times a row, a product the size search took for a
// dimension of its own: A was not staged ("not affine"; regression, the
// new-user test). The dimensions are now sought in the band's own steps (the
// tile loops' recurrences at their start) and A is staged 64 x 64.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=remark:

void const_rows(int M, const float *__restrict A, float *__restrict B) {
// CHECK: stage_linear_and_rr.c:[[@LINE+1]]:1: remark: staged 'A' in a shared-memory 3132 buffer of 32-bit elements (copy-in by all threads of the block, between barriers, around each tile) [-Rpass=tilelang-promote]
#pragma tilelang tile(32, 32) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < 100; ++j)
      B[j * M + i] = A[i * 100 + j];
}

void rr(int M, int N, const float *__restrict A, float *__restrict B) {
// CHECK: stage_linear_and_rr.c:[[@LINE+2]]:1: remark: staged 'A' in a shared-memory 64 x 64 buffer of 32-bit elements (copy-in by all threads of the block, between barriers, around each tile) [-Rpass=tilelang-promote]
// CHECK: stage_linear_and_rr.c:[[@LINE+1]]:1: remark: full tiles separated from partial tiles: 2 tile ends tested once per tile, bounds checks folded in the full version, 1 thread loop with a constant trip count [-Rpass=tilelang-promote]
#pragma tilelang tile(64, 64) buffer(A: shared) distribute(round_robin)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[j * M + i] = A[i * N + j];
}
