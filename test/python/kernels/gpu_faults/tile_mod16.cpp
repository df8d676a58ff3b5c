// Fault case (a): tile sizes that are 8 mod 16 (24, 40, 8), so that no tile is a multiple of a
// 16-wide thread dimension or of the 32 banks' worth of a row.
//
//   gemm_24x40x8       threads(8, 8): every tile size is a multiple of its threads, the
//                      register tile is 3 x 5 points per thread and fully unrolled.
//   gemm_24x40x8_t16   threads(16, 16): 24 and 40 are not multiples of 16, so threads own 2 or
//                      1 rows (and 3 or 2 columns) of the tile; the thread loops keep their
//                      run-time bounds and C's register buffer is indexed at run time.
//   gemm_24x40x8_auto  no map/threads: the target's mapping (16 x 16 threads on sm_90).
//
// C += A * B, A is M x K, B is K x N, C is M x N, row-major; GPU sizes in
// python/tilelang_llvm/gpucheck/sizes.py (GPU_SIZES): one past a tile in every dimension, one short
// of two tiles, exact tiles.

extern "C" void gemm_24x40x8(int M, int N, int K, const float *__restrict A,
                             const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(24, 40, 8) map(block.y, block.x, seq) threads(8, 8)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

extern "C" void gemm_24x40x8_t16(int M, int N, int K, const float *__restrict A,
                                 const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(24, 40, 8) map(block.y, block.x, seq) threads(16, 16)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

extern "C" void gemm_24x40x8_auto(int M, int N, int K, const float *__restrict A,
                                  const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(24, 40, 8)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
