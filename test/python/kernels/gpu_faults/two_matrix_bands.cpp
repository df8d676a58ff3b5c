// Fault case: two compute(tensor_core) bands in one function (new-user test of issue
// "`compute(tensor_core)`", 2026-12-02). The matrix lowering made its out-of-line edge copies and
// epilogue once per function, by name: the second band called the first band's (B's orientation
// and tile sizes), so D came out wrong, and with different tile sizes opt crashed in ipsccp
// (calls with the wrong number of accumulators). Each band now has its own.
extern "C" void two_matrix_bands(int M, int N, int K, const _Float16 *__restrict A,
                                 const _Float16 *__restrict B, float *__restrict C,
                                 float *__restrict D) {
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
#pragma tilelang tile(32, 64, 16) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        D[i * N + j] += (float)A[i * K + k] * (float)B[j * K + k];
}
