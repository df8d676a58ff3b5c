// Kernels for the tilelang-target-check tests (test/target-check/check_*.ll).
// regen.sh turns this file into check_kernels.ll (target-neutral) and
// check_kernels.amdgcn.ll.

// 128 x 128 x 64 tiles of A and B in 3 pipeline stages:
// (128 * 64 + 64 * 128) * 4 bytes * 3 = 196608 bytes of shared memory.
extern "C" void smem_196608(int M, int N, int K, const float *__restrict A,
                            const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 64) buffer(A: shared, B: shared) pipeline(3)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// (256 * 128 + 128 * 256) * 4 bytes * 2 = 524288 bytes: over every GPU.
extern "C" void smem_524288(int M, int N, int K, const float *__restrict A,
                            const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(256, 256, 128) buffer(A: shared, B: shared) pipeline(2)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// A 5-point stencil staged with its halo: (64 + 2) * (64 + 2) * 4 bytes *
// 4 stages = 69696 bytes: over 65536 (gfx90a, gfx942), under the others.
extern "C" void smem_halo(int N, const float *__restrict A,
                          float *__restrict B) {
#pragma tilelang tile(64, 64) buffer(A: shared) pipeline(4)
  for (int i = 1; i < N - 1; ++i)
    for (int j = 1; j < N - 1; ++j)
      B[i * N + j] = 0.2f * (A[i * N + j] + A[i * N + j - 1] +
                             A[i * N + j + 1] + A[(i + 1) * N + j] +
                             A[(i - 1) * N + j]);
}

// 32 x 64 = 2048 threads per block.
extern "C" void threads_2048(int M, int N, const float *__restrict A,
                             float *__restrict B) {
#pragma tilelang tile(32, 64) threads(32, 64)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = 2.0f * A[i * N + j];
}

// 20 x 5 = 100 threads: not a multiple of 32 or 64.
extern "C" void threads_100(int M, int N, const float *__restrict A,
                            float *__restrict B) {
#pragma tilelang tile(32, 32) threads(20, 5)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = 2.0f * A[i * N + j];
}

// 32 threads: one NVIDIA warp, half an AMD wave.
extern "C" void threads_32(int M, int N, const float *__restrict A,
                           float *__restrict B) {
#pragma tilelang tile(32, 32) threads(32)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = 2.0f * A[i * N + j];
}

// compute(tensor_core) with an M tile of 100: no matrix unit divides it.
extern "C" void tc_100(int M, int N, int K, const float *__restrict A,
                       const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(100, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// compute(tensor_core) with multiples of every unit's shape: accepted.
extern "C" void tc_ok(int M, int N, int K, const float *__restrict A,
                      const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 64) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// compute(tensor_core) on a transpose: no matrix product.
extern "C" void tc_transpose(int M, int N, const float *__restrict A,
                             float *__restrict B) {
#pragma tilelang tile(32, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[j * M + i] = A[i * N + j];
}

// compute(tensor_core) on int32 operands: no unit takes them.
extern "C" void tc_int32(int M, int N, int K, const int *__restrict A,
                         const int *__restrict B, int *__restrict C) {
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// int8 x int8 summed into int32 over K = 262144 terms: more than 2^31 /
// (128 * 128) = 131072.
extern "C" void i8_long(int M, int N, const signed char *__restrict A,
                        const signed char *__restrict B, int *__restrict C) {
#pragma tilelang tile(64, 64, 64)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < 262144; ++k)
        C[i * N + j] += A[i * 262144 + k] * B[k * N + j];
}

// The same reduction over K known only at run time.
extern "C" void i8_runtime(int M, int N, int K, const signed char *__restrict A,
                           const signed char *__restrict B,
                           int *__restrict C) {
#pragma tilelang tile(64, 64, 64)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// K = 131072 terms: exactly 2^31 / (128 * 128), accepted.
extern "C" void i8_limit(int M, int N, const signed char *__restrict A,
                         const signed char *__restrict B, int *__restrict C) {
#pragma tilelang tile(64, 64, 64)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < 131072; ++k)
        C[i * N + j] += A[i * 131072 + k] * B[k * N + j];
}

// A dot product into a scalar accumulator: 200000 terms of uint8 x int8.
extern "C" void u8_dot(int M, const unsigned char *__restrict A,
                       const signed char *__restrict B, int *__restrict C) {
#pragma tilelang tile(16)
  for (int i = 0; i < M; ++i) {
    int s = 0;
    for (int k = 0; k < 200000; ++k)
      s += A[i * 200000 + k] * B[k];
    C[i] = s;
  }
}

// compute(tensor_core) with staged operands: the matrix units load their
// fragments 16 bytes at a time, so getMemoryLayoutForType prices 16-byte
// accesses (128-byte rows of A: the XOR swizzle).
extern "C" void tc_staged(int M, int N, int K, const float *__restrict A,
                          const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 32) buffer(A: shared, B: shared) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// A GEMM of constant sizes (1000 x 1000 x 1000): the grid is known, so the
// tile sizes weigh how well the tiles fill the compute units, and the
// distribution how the last wave of blocks is spread.
extern "C" void gemm_1000(const float *__restrict A, const float *__restrict B,
                          float *__restrict C) {
#pragma tilelang tile(auto, auto, auto) buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < 1000; ++i)
    for (int j = 0; j < 1000; ++j)
      for (int k = 0; k < 1000; ++k)
        C[i * 1000 + j] += A[i * 1000 + k] * B[k * 1000 + j];
}
