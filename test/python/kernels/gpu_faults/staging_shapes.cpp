// Staging shapes the delinearization does not hand over as they are (regressions of the
// new-user test): a one-dimensional array and a constant row size (one linear dimension), both
// staged; distribute(round_robin), whose tile loops step by the grid's size times a row, is
// not staged (the row size is not proven; test/promote/gpu/stage_linear_and_rr.c) and
// must still be right.
extern "C" void axpy_staged_1d(int n, const float *__restrict X, float *__restrict Y) {
#pragma tilelang tile(512) threads(64) buffer(X: shared)
  for (int i = 0; i < n; ++i)
    Y[i] = 2.0f * X[i] + Y[i];
}

extern "C" void transpose_rows100(int M, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(32, 32) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < 100; ++j)
      B[j * M + i] = A[i * 100 + j];
}

extern "C" void transpose_rr(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(64, 64) buffer(A: shared) distribute(round_robin)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[j * M + i] = A[i * N + j];
}

extern "C" void gemm_rr(int M, int N, int K, const float *__restrict A,
                        const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 64, 32) buffer(A: shared, B: shared, C: register) distribute(round_robin)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
