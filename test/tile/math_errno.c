// Calls to C's math library in a band (issue "Real loop nests as people write them"): under
// clang's default -fmath-errno on Linux, `expf` stays a call that may set errno and the band is
// refused, with the advice to compile with -fno-math-errno; with it, clang makes `expf` and
// `sqrtf` intrinsics without side effects and the band is tiled, its results equal to plain
// clang's bit for bit.
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled 2>&1 | FileCheck %s --check-prefix=ERRNO
// RUN: %clangc -O2 -fno-math-errno -S -o /dev/null %s -DKERNEL=tiled -Rpass=tilelang-tile 2>&1 | FileCheck %s --check-prefix=NOERRNO --implicit-check-not=warning:
// RUN: %clangc -O2 -fno-math-errno -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -fno-math-errno -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -lm -fopenmp && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#include <math.h>
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// ERRNO: math_errno.c:[[@LINE+3]]:1: warning: loop not tiled: the loop nest calls 'expf', which may set errno (C's math library under -fmath-errno, clang's default on Linux); compile with -fno-math-errno, which tells clang it has no side effects [-Wpass-failed]
// NOERRNO: math_errno.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 32
void FN(expsqrt)(int m, int n, const float *__restrict x, float *__restrict y) {
#pragma tilelang tile(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] = expf(x[i * n + j]) + sqrtf(x[j * m + i] + 2.0f);
}
#else
#include <stdio.h>
#include <string.h>
void expsqrt_tiled(int, int, const float *, float *);
void expsqrt_plain(int, int, const float *, float *);
static float X[40 * 40], Y1[40 * 40], Y2[40 * 40];
int main(void) {
  for (int k = 0; k < 40 * 40; ++k)
    X[k] = (float)(k % 23) / 7.0f - 1.0f;
  expsqrt_tiled(37, 39, X, Y1);
  expsqrt_plain(37, 39, X, Y2);
  printf("expsqrt: %s\n", memcmp(Y1, Y2, sizeof Y1) ? "MISMATCH" : "same");
  return 0;
}
// OUT: expsqrt: same
#endif
