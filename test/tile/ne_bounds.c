// Loops whose condition is `!=` (new-user test of session 8: `for (j = i; j != n; j++)` was
// refused, "cannot prove that subscript 2 of 'A' (t2) stays within its dimension"): with a step
// of 1 or -1 and a counter that does not wrap, the loop can end only at its bound, so its
// values stay below it, as with `<` (analysis/IVBounds.cpp). An unsigned counter may wrap past
// the bound and is not read so.
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// CHECK: ne_bounds.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 3 x 5 [-Rpass=tilelang-tile]
void FN(upper)(int n, float *A) {
#pragma tilelang tile(3, 5)
  for (int i = 0; i != n; i++)
    for (int j = i; j != n; j++)
      A[i * n + j] = A[i * n + j] * 2.0f + A[j * n + i];
}

// CHECK: ne_bounds.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 4 [-Rpass=tilelang-tile]
void FN(rect)(int n, int m, float *restrict A, const float *restrict B) {
#pragma tilelang tile(8, 4)
  for (int i = 0; i != n; i++)
    for (int j = 0; j != m; j++)
      A[i * m + j] = B[j * n + i] + 1.0f;
}

// CHECK: ne_bounds.c:[[@LINE+2]]:1: remark: loop not tiled: cannot prove that subscript 2 of 'A' (m * t1 + t2) stays within its dimension of m elements
void FN(wraps)(unsigned n, unsigned m, float *restrict A) {
#pragma tilelang tile(8, 4)
  for (unsigned i = 0; i != n; i++)
    for (unsigned j = 0; j != m; j++)
      A[i * m + j] += 1.0f;
}
#else
#include <stdio.h>
#include <string.h>
void upper_tiled(int, float *), upper_plain(int, float *);
void rect_tiled(int, int, float *, const float *), rect_plain(int, int, float *, const float *);
static float A1[4096], A2[4096], B[4096];
int main(void) {
  int bad = 0;
  for (int n = 0; n < 40; n++) {
    for (int k = 0; k < 4096; k++)
      A1[k] = A2[k] = B[k] = (float)(k % 13) - 6.0f;
    upper_tiled(n, A1), upper_plain(n, A2);
    rect_tiled(n, 41 - n, A1 + 1700, B), rect_plain(n, 41 - n, A2 + 1700, B);
    bad += memcmp(A1, A2, sizeof A1) != 0;
  }
  printf("mismatches %d\n", bad);
  return 0;
}
// OUT: mismatches 0
#endif
