// Staging on a GPU when the delinearization cannot read the array's row size
// off the subscripts as they are.
// A[i * 100 + j] (a constant row size): the dimensions are sought on the
// constant steps (delinearizeFixedSizeArray), but on a GPU SCEV cannot prove
// the grid-stride tile counter non-negative, so j's row of 100 is not proven
// and the subscript stays one linear dimension. Its footprint over a 32 x 32
// tile, [i0 * 100 + j0, (i0 + 31) * 100 + j0 + 31], holds the gaps between the
// rows, which the band never reads: staging is refused (it was staged as one
// 3132-element buffer, reading elements the program never reads; issue "Sound
// by construction"). On the host the same band is staged as 32 x 32.
// With distribute(round_robin) the tile loops step
// by the grid's size times a row, a product the size search takes for a
// dimension of its own. The dimensions found on the band's own steps (the
// tile loops' recurrences at their start) are used only where every inner
// subscript provably stays within its dimension over the band (else two index
// tuples could name one element); SCEV does not prove j < N here (the point
// loop's bound is min(tt + 64, N) against the size N), so A is not staged,
// and the warning says why rather than "not affine" (regression: the new-user
// test).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=remark:

void const_rows(int M, const float *__restrict A, float *__restrict B) {
// CHECK: stage_linear_and_rr.c:[[@LINE+1]]:1: warning: 'A' not staged: its footprint cannot be copied exactly: subscript 1 of a read moves with two loops by different steps (a flattened row whose size was not recovered): its range holds elements it never touches [-Wpass-failed]
#pragma tilelang tile(32, 32) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < 100; ++j)
      B[j * M + i] = A[i * 100 + j];
}

void rr(int M, int N, const float *__restrict A, float *__restrict B) {
// CHECK: stage_linear_and_rr.c:[[@LINE+1]]:1: warning: 'A' not staged: its dimensions cannot be recovered from the subscripts (delinearization), and as one dimension its subscript moves by a run-time step within the band [-Wpass-failed]
#pragma tilelang tile(64, 64) buffer(A: shared) distribute(round_robin)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[j * M + i] = A[i * N + j];
}
