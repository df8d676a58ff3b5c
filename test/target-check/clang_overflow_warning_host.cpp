// Through clang on the host: an int8 x int8 reduction into int32 over
// 262144 terms is a warning at the pragma with both numbers; the kernel
// still compiles.
// RUN: %clangxx -O2 -S -emit-llvm -o /dev/null %s 2>&1 | FileCheck %s

extern "C" void i8(int M, int N, const signed char *__restrict A,
                   const signed char *__restrict B, int *__restrict C) {
// CHECK: clang_overflow_warning_host.cpp:[[@LINE+1]]:1: warning: the int32 accumulator of 'C' can overflow: the reduction sums 262144 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
#pragma tilelang tile(64, 64, 64) buffer(C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < 262144; ++k)
        C[i * N + j] += A[i * 262144 + k] * B[k * N + j];
}
// CHECK-NOT: error
