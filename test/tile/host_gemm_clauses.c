// map(...) and distribute(...) on a band the host GEMM plan takes (new-user test of session 8:
// dropped without a word): the plan deals out its own blocks, and says that it does not apply
// them; with -tilelang-host-gemm=false the band is tiled loop by loop and they are applied.
// RUN: %clangc -O2 -S -o /dev/null %s 2>&1 | FileCheck %s
// RUN: %clangc -O2 -S -o /dev/null %s -mllvm -tilelang-host-gemm=false -Rpass=tilelang-parallel 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not=warning:

// CHECK: host_gemm_clauses.c:[[@LINE+3]]:1: warning: the host GEMM plan does not apply map(...) and distribute(...): it runs its B packing and its blocks of C's rows on the cores as its remark says (-mllvm -tilelang-host-gemm=false tiles the band loop by loop, with them)
// OFF: host_gemm_clauses.c:[[@LINE+2]]:1: remark: tiles of loop 1 run on the cores: OpenMP parallel region (__kmpc_fork_call_if: forked when there are 2 tiles or more), static schedule with chunks of 1 tile (round_robin
void mapped(int M, int N, int K, const float *restrict A, const float *restrict B, float *restrict C) {
#pragma tilelang tile(auto, auto, auto) map(block.x, seq, seq) distribute(round_robin)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// CHECK: host_gemm_clauses.c:[[@LINE+2]]:1: warning: the host GEMM plan does not apply distribute(...): it
void dealt(int M, int N, int K, const double *restrict A, const double *restrict B, double *restrict C) {
#pragma tilelang tile(auto, auto, auto) distribute(block_wise)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
