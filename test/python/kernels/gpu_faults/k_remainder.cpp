// Fault case (e): a K extent that is not a multiple of the K tile: tile(64, 64, 32) with
// K = 100 (three full K tiles and one of 4), K = 31 (one partial tile) and K = 33 (one full,
// one of 1). The last K tile's copies of A and B are guarded, and the k point loop stops at K.

extern "C" void gemm_k_remainder(int M, int N, int K, const float *__restrict A,
                                 const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 64, 32) map(block.y, block.x, seq) threads(16, 16)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
