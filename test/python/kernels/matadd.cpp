// matadd / imatadd: C = A + B on M x N row-major matrices (float32 and int32).
// Harness test kernels (test/python/test_cli.py, test_harness.py): no pragma.
extern "C" void matadd(int M, int N, const float *__restrict A, const float *__restrict B,
                       float *__restrict C) {
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      C[i * N + j] = A[i * N + j] + B[i * N + j];
}

extern "C" void imatadd(int M, int N, const int *__restrict A, const int *__restrict B,
                        int *__restrict C) {
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      C[i * N + j] = A[i * N + j] + B[i * N + j];
}

// Not extern "C": found through its mangled name.
void scale(int n, float *x) {
  for (int i = 0; i < n; ++i)
    x[i] *= 2.0f;
}
