// Through clang with both plugins (--target=nvptx64-nvidia-cuda -march=sm_80):
// the scratchpad overflow is an error at the pragma's line and column with
// both numbers, and the compilation fails.
// RUN: not %clangxx --target=nvptx64-nvidia-cuda -march=sm_80 -O2 -S -emit-llvm -o /dev/null %s 2>&1 | FileCheck %s

extern "C" void smem(int M, int N, int K, const float *__restrict A,
                     const float *__restrict B, float *__restrict C) {
// CHECK: clang_scratchpad_error_nvptx.cpp:[[@LINE+1]]:1: error: staging 'A' (128 x 64), 'B' (64 x 128) in 3 pipeline stages needs 196608 bytes of shared memory per block; sm_80 allows 166912
#pragma tilelang tile(128, 128, 64) buffer(A: shared, B: shared) pipeline(3)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
// CHECK: 1 error generated.
