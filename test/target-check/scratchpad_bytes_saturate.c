// The staged bytes per block that tilelang-target-check compares with the scratchpad were
// computed in wrapping 64-bit arithmetic: sizes near 2^31 in three dimensions, or times a
// pipeline depth near 2^31, wrapped around, and a directive that needs far more than any GPU
// has could pass the check with a small number (found while fuzzing the grammar). The sums and
// products now saturate, and the error says "more than 2^64".
// RUN: not %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s 2>&1 | FileCheck %s
// RUN: not %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -c -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=AMD

void cube(float (*__restrict A)[64][64], int n) {
#pragma tilelang tile(2147483647, 2147483647, 2147483647) buffer(A: shared)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        A[i][j][k] += 1;
}
// CHECK: scratchpad_bytes_saturate.c:[[@LINE-6]]:1: error: staging 'A' (2147483647 x 2147483647 x 2147483647) needs more than 2^64 bytes of shared memory per block; sm_90 allows 232448
// AMD: scratchpad_bytes_saturate.c:[[@LINE-7]]:1: error: staging 'A' (2147483647 x 2147483647 x 2147483647) needs more than 2^64 bytes of LDS per block; gfx942 allows 65536

void deep_pipeline(const float *__restrict A, float *__restrict B, int n) {
#pragma tilelang tile(2147483647, 2147483647, 16) buffer(A: shared) pipeline(2147483647)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        B[i * n + j] += A[i * n + k];
}
// CHECK: scratchpad_bytes_saturate.c:[[@LINE-6]]:1: error: staging 'A' (2147483647 x 16) in 2147483647 pipeline stages needs more than 2^64 bytes of shared memory per block; sm_90 allows 232448
// AMD: scratchpad_bytes_saturate.c:[[@LINE-7]]:1: error: staging 'A' (2147483647 x 16) in 2147483647 pipeline stages needs more than 2^64 bytes of LDS per block; gfx942 allows 65536
