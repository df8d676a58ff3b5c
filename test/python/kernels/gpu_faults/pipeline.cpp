// Fault case (f): pipeline(2) (double-buffered copies along the innermost seq tile loop) is
// accepted but not implemented yet; the kernels must still be correct, in particular when the
// seq loop runs one tile or two (the prologue/epilogue cases of a real pipeline).
//
//   gemm_pipeline2   tile(64, 64, 32) map(block.y, block.x, seq): K = 20 or 32 is one K tile,
//                    K = 50 or 64 two.
//   rows_pipeline2   tile(64, 32) map(block.x, seq), A staged: the seq loop over the columns
//                    runs one tile for N <= 32, two for N <= 64.

extern "C" void gemm_pipeline2(int M, int N, int K, const float *__restrict A,
                               const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 64, 32) map(block.y, block.x, seq) threads(16, 16) pipeline(2)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

extern "C" void rows_pipeline2(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(64, 32) map(block.x, seq) threads(64) pipeline(2) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = A[i * N + j] - 1.0f;
}
