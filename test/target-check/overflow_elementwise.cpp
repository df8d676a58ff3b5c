// The accumulator overflow warning is for a reduction only (new-user test of session 8: an
// element-wise band, B[i][j] = (int16_t)(B[i][j] + A[j][i] * A[i][j]), was warned that "the
// int32 accumulator can overflow"): a sum that each iteration starts afresh, stored through a
// narrowing conversion to an element that moves with every loop, is no warning; a sum kept in
// a scalar across k is one, and a narrow C is the accumulator that wraps (int16, not the int
// the sum is computed in).
// RUN: %clangxx -O2 -S -emit-llvm -o /dev/null %s 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
#include <stdint.h>

extern "C" void elementwise(int n, const int8_t (*A)[48], int16_t (*__restrict B)[48]) {
#pragma tilelang tile(16, 16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = (int16_t)(B[i][j] + A[j][i] * A[i][j]);
}

extern "C" void elementwise_int(int n, const int8_t (*A)[48], int (*__restrict B)[48]) {
#pragma tilelang tile(16, 16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = B[i][j] + A[j][i] * A[i][j];
}

extern "C" void scalar_sum(int n, int m, const int8_t *__restrict A,
                           const int8_t *__restrict B, int *__restrict C) {
// CHECK: overflow_elementwise.cpp:[[@LINE+1]]:1: warning: the int32 accumulator of 'C' can overflow: the reduction's length is known only at run time, summing products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
#pragma tilelang tile(16, 16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int s = 0;
      for (int k = 0; k < m; k++)
        s += A[i * m + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}

extern "C" void short_c(int n, int m, const int8_t *__restrict A, const int8_t *__restrict B,
                        int16_t *__restrict C) {
// CHECK: overflow_elementwise.cpp:[[@LINE+1]]:1: warning: the int16 accumulator of 'C' can overflow: the reduction sums 4 products of int8 x int8 (each up to 16384 in magnitude); at most 1 fit ((2^15 - 1) / 16384)
#pragma tilelang tile(16, 16, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < 4; k++)
        C[i * n + j] += A[i * m + k] * B[k * n + j];
}
