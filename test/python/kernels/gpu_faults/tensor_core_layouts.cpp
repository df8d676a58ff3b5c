// compute(tensor_core) over every operand orientation the matrix lowering
// handles (lib/matrix): A column-major (ldmatrix .trans for A), B column-major
// (B^T: no .trans for B), both, and int8 with B column-major (16-byte
// cp.async copies of both operands) and row-major (B transposed element by
// element into a k-contiguous tile); 128 threads (4 warps: a 2 x 2 warp
// grid) and 256 threads (8 warps). On gfx942 every band is lowered to v_mfma
// (2 and 4 wavefronts; the tiles keep the arrays' orientation in LDS).


extern "C" void tc_at(int M, int N, int K, const _Float16 *__restrict A,
                      const _Float16 *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 64, 32) compute(tensor_core) threads(128)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[k * M + i] * (float)B[k * N + j];
}

extern "C" void tc_bt(int M, int N, int K, const _Float16 *__restrict A,
                      const _Float16 *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[j * K + k];
}

extern "C" void tc_atbt(int M, int N, int K, const __bf16 *__restrict A,
                        const __bf16 *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 128, 16) compute(tensor_core) pipeline(2)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[k * M + i] * (float)B[j * K + k];
}

extern "C" void tc_i8_bt(int M, int N, int K, const signed char *__restrict A,
                         const signed char *__restrict B, int *__restrict C) {
#pragma tilelang tile(64, 64, 64) compute(tensor_core) threads(128) pipeline(4)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (int)A[i * K + k] * (int)B[j * K + k];
}
