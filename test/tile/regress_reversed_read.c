// A read of an array the band never writes needs no in-row proof (new-user test of session 8):
// `A[(n - 1 - i) * m + (m - 1 - j)]` delinearises as A[n - i][-1 - j], whose second subscript
// is never inside its row, and the band was refused; the array is in no dependence, so no view
// of it is assumed and the band is tiled. The same subscripts on a written array are still
// refused (DependenceAnalysis would compare them as if inside their rows).
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o && env OMP_NUM_THREADS=2 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// CHECK: regress_reversed_read.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 8 [-Rpass=tilelang-tile]
void FN(rotate)(int n, int m, float *restrict A, float *restrict B) {
#pragma tilelang tile(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[i * m + j] = A[(n - 1 - i) * m + (m - 1 - j)];
}

// CHECK: regress_reversed_read.c:[[@LINE+2]]:1: remark: loop not tiled: cannot prove that subscript 2 of 'B' (-t2 - 1) stays within its dimension of m elements
void FN(rotate_in_place)(int n, int m, float *restrict B) {
#pragma tilelang tile(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[(n - 1 - i) * m + (m - 1 - j)] = B[i * m + j] + 1.0f;
}
#else
#include <stdio.h>
#include <string.h>
void rotate_tiled(int, int, float *, float *), rotate_plain(int, int, float *, float *);
static float A[2048], B1[2048], B2[2048];
int main(void) {
  int bad = 0;
  for (int n = 0; n < 30; n += 3)
    for (int m = 0; m < 45; m += 7) {
      for (int k = 0; k < 2048; k++)
        A[k] = (float)(k % 17), B1[k] = B2[k] = -1.0f;
      rotate_tiled(n, m, A, B1), rotate_plain(n, m, A, B2);
      bad += memcmp(B1, B2, sizeof B1) != 0;
    }
  printf("mismatches %d\n", bad);
  return 0;
}
// OUT: mismatches 0
#endif
