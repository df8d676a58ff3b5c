// Refusals that say what the user can change, where the cause is detected precisely
// (new-user test of session 8): a bound computed by a division or a shift in the loop's
// condition (ScalarEvolution cannot count it; the same bound in a variable before the loop
// can be), and a flattened subscript computed in 32-bit unsigned arithmetic, which wraps (the
// loops' bounds then bound no row; int counters or a 64-bit subscript do). Each fix is checked
// to tile.
//
// RUN: %clangc -O2 -S -o /dev/null %s -Rpass=tilelang-tile -Rpass-missed=tilelang-tile -Wno-pass-failed 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=warning:
#include <stddef.h>

void half(int n, double A[64][64], double B[64][64]) {
// CHECK: refusal_hints.c:[[@LINE+1]]:1: remark: loop not tiled: the trip count of the outermost loop of the band cannot be computed (its bound is a division computed in the loop's condition on every iteration: compute it into a variable before the loop, e.g. `int h = n / 2;` and `i < h`) [-Rpass-missed=tilelang-tile]
#pragma tilelang tile(8, 8)
  for (int i = 0; i < n / 2; i++)
    for (int j = 0; j < n; j++)
      B[i][j] += A[j][i];
}

void half_shift(int n, double A[64][64], double B[64][64]) {
// CHECK: refusal_hints.c:[[@LINE+1]]:1: remark: loop not tiled: the trip count of the outermost loop of the band cannot be computed (its bound is a shift computed in the loop's condition on every iteration: compute it into a variable before the loop, e.g. `int h = n / 2;` and `i < h`) [-Rpass-missed=tilelang-tile]
#pragma tilelang tile(8, 8)
  for (int i = 0; i < (n >> 1); i++)
    for (int j = 0; j < n; j++)
      B[i][j] += A[j][i];
}

void half_fixed(int n, double A[64][64], double B[64][64]) {
  int h = n / 2;
// CHECK: refusal_hints.c:[[@LINE+2]]:1: remark: arrays that may overlap ('A' and 'B') and subscripts not proven inside their dimensions ({{.*}}): the fast version runs when a run-time check finds {{.*}} [-Rpass=tilelang-tile]
// CHECK: refusal_hints.c:[[@LINE+1]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 8 [-Rpass=tilelang-tile]
#pragma tilelang tile(8, 8)
  for (int i = 0; i < h; i++)
    for (int j = 0; j < n; j++)
      B[i][j] += A[j][i];
}

void transpose_unsigned(unsigned n, const float *__restrict a, float *__restrict b) {
// CHECK: refusal_hints.c:[[@LINE+1]]:1: remark: loop not tiled: cannot prove that subscript 2 of 'b' (n * t1 + t2) stays within its dimension of n elements, so rows of it may overlap (t1 counts the iterations of loop 1 of the band from 0; t2 counts the iterations of loop 2 of the band from 0); the subscript is computed in a 32-bit unsigned type, whose arithmetic wraps (no row bound follows from the loops' bounds): use int counters and bounds, or compute it in 64 bits [-Rpass-missed=tilelang-tile]
#pragma tilelang tile(16, 16)
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n; j++)
      b[i * n + j] = a[j * n + i];
}

void transpose_int(int n, const float *__restrict a, float *__restrict b) {
// CHECK: refusal_hints.c:[[@LINE+1]]:1: remark: tiled a band of 2 loops with tile sizes 16 x 16 [-Rpass=tilelang-tile]
#pragma tilelang tile(16, 16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i * n + j] = a[j * n + i];
}

void transpose_size_t(unsigned n, const float *__restrict a, float *__restrict b) {
// CHECK: refusal_hints.c:[[@LINE+1]]:1: remark: tiled a band of 2 loops with tile sizes 16 x 16 [-Rpass=tilelang-tile]
#pragma tilelang tile(16, 16)
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n; j++)
      b[(size_t)i * n + j] = a[(size_t)j * n + i];
}
