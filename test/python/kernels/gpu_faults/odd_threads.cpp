// Fault case (b): blocks whose thread count is not a multiple of the warp (32) or wavefront
// (64) width: the last warp is partly idle, the cooperative copies step by the odd count, and
// the thread loops spread tiles over 7, 5 or 48 threads. tilelang-target-check warns
// ("threads(7, 5) is 35 threads per block, not a multiple of the warp width 32 ...").
//
//   gemm_threads_7x5   tile(20, 35, 16) threads(7, 5): a 4 x 5 register tile per thread.
//   scale_threads_48   tile(96, 8) map(block.x, seq) threads(48): 2 rows per thread, A staged.
//   axpy_threads_48    tile(96) threads(48), one dimension: X is not staged (a 1-D array in a
//                      mapped band; test/promote/gpu/stage_1d_array.c), still correct.

extern "C" void gemm_threads_7x5(int M, int N, int K, const float *__restrict A,
                                 const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(20, 35, 16) map(block.y, block.x, seq) threads(7, 5)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

extern "C" void scale_threads_48(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(96, 8) map(block.x, seq) threads(48) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = 3.0f * A[i * N + j] + B[i * N + j];
}

extern "C" void axpy_threads_48(int n, const float *__restrict X, float *__restrict Y) {
#pragma tilelang tile(96) map(block.x) threads(48) buffer(X: shared)
  for (int i = 0; i < n; ++i)
    Y[i] = 2.0f * X[i] + Y[i];
}
