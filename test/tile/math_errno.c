// Calls to C's math library in a band (issue "Real loop nests as people write them"). Under
// clang's default -fmath-errno on Linux, `sqrtf` and `expf` stay calls that may set errno. errno
// only grows (no math function clears it), so the calls may run in another order when each can
// store only one value (C11 7.12.1: `sqrt` has domain errors only, EDOM; `exp` range errors
// only, ERANGE) and no access of the band may be errno (type-based alias analysis: clang tags
// the call as writing an `int`). Such a band is tiled, its results and errno equal to plain
// clang's; its tiles stay in one thread (errno is per thread). A band that calls both `expf` and
// `sqrtf` could end with either value: refused. With -fno-math-errno the calls are intrinsics
// without side effects. An `int` array, or -fno-strict-aliasing, may be errno: refused.
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled -Rpass=tilelang-tile 2>&1 | FileCheck %s --check-prefix=ERRNO
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled -Rpass-missed=tilelang-parallel -w 2>&1 | FileCheck %s --check-prefix=PAR
// RUN: %clangc -O2 -fno-strict-aliasing -S -o /dev/null %s -DKERNEL=tiled 2>&1 | FileCheck %s --check-prefix=NOTBAA
// RUN: %clangc -O2 -fno-math-errno -S -o /dev/null %s -DKERNEL=tiled -Rpass=tilelang-tile 2>&1 | FileCheck %s --check-prefix=NOERRNO --implicit-check-not=warning:
// RUN: %clangc -O2 -fno-math-errno -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -fno-math-errno -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: %clangc -O2 -c -o %t.etiled.o %s -DKERNEL=etiled -w
// RUN: clang -O2 -c -o %t.eplain.o %s -DKERNEL=eplain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o %t.etiled.o %t.eplain.o -lm -fopenmp && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#include <math.h>
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// ERRNO: math_errno.c:[[@LINE+4]]:1: warning: loop not tiled: the loop nest calls 'expf' and 'sqrtf', which may set errno to EDOM or to ERANGE (C's math library under -fmath-errno, clang's default on Linux, C11 7.12.1): in another order errno could end with the other value; compile with -fno-math-errno, which tells clang they have no side effects [-Wpass-failed]
// NOTBAA: math_errno.c:[[@LINE+3]]:1: warning: loop not tiled: the loop nest calls 'expf' and 'sqrtf', which may set errno to EDOM or to ERANGE
// NOERRNO: math_errno.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 32
void FN(expsqrt)(int m, int n, const float *__restrict x, float *__restrict y) {
#pragma tilelang tile(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] = expf(x[i * n + j]) + sqrtf(x[j * m + i] + 2.0f);
}

// ERRNO: math_errno.c:[[@LINE+5]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 32
// PAR: math_errno.c:[[@LINE+4]]:1: remark: tiles run in one thread: the band calls 'sqrtf', which may set errno, and errno is per thread (a worker thread's errno would not reach the code after the loop; -fno-math-errno removes the call) [-Rpass-missed=tilelang-parallel]
// NOTBAA: math_errno.c:[[@LINE+3]]:1: warning: loop not tiled: the loop nest calls 'sqrtf', which may set errno (C's math library under -fmath-errno, clang's default on Linux), and its access to 'x' may be errno itself (an int or char access, or no type-based alias information: -fno-strict-aliasing); compile with -fno-math-errno, which tells clang they have no side effects [-Wpass-failed]
// NOERRNO: math_errno.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 32
void FN(sqrts)(int m, int n, const float *__restrict x, float *__restrict y) {
#pragma tilelang tile(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] = sqrtf(x[j * m + i]) + sqrtf(x[i * n + j] - 0.5f);
}

// ERRNO: math_errno.c:[[@LINE+4]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 32
// PAR: math_errno.c:[[@LINE+3]]:1: remark: tiles run in one thread: the band calls 'exp'
// NOERRNO: math_errno.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 32
void FN(exps)(int m, int n, const double *__restrict x, double *__restrict y) {
#pragma tilelang tile(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] = exp(x[j * m + i]) - exp(x[i * n + j]);
}

// ERRNO: math_errno.c:[[@LINE+2]]:1: warning: loop not tiled: the loop nest calls 'sqrtf', which may set errno (C's math library under -fmath-errno, clang's default on Linux), and its access to 'k' on line [[@LINE+5]] may be errno itself (an int or char access, or no type-based alias information: -fno-strict-aliasing); compile with -fno-math-errno, which tells clang they have no side effects [-Wpass-failed]
void FN(intarray)(int m, int n, const float *__restrict x, int *__restrict k) {
#pragma tilelang tile(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      k[i * n + j] = (int)sqrtf(x[j * m + i]);
}
#else
#include <errno.h>
#include <stdio.h>
#include <string.h>
#define DECL(f, ...)                                                                               \
  void f##_tiled(__VA_ARGS__);                                                                     \
  void f##_plain(__VA_ARGS__);                                                                     \
  void f##_etiled(__VA_ARGS__);                                                                    \
  void f##_eplain(__VA_ARGS__);
DECL(expsqrt, int, int, const float *, float *)
DECL(sqrts, int, int, const float *, float *)
DECL(exps, int, int, const double *, double *)
static float X[40 * 40], Y1[40 * 40], Y2[40 * 40];
static double XD[40 * 40], YD1[40 * 40], YD2[40 * 40];
// errno after a kernel, from 0.
#define RUN(call) (errno = 0, (call), errno)
int main(void) {
  for (int k = 0; k < 40 * 40; ++k)
    X[k] = (float)(k % 23) / 7.0f - 1.0f;
  expsqrt_tiled(37, 39, X, Y1);
  expsqrt_plain(37, 39, X, Y2);
  printf("expsqrt: %s\n", memcmp(Y1, Y2, sizeof Y1) ? "MISMATCH" : "same");
  // Some arguments negative: sqrtf's domain error (EDOM) in both builds.
  int E1 = RUN(sqrts_etiled(37, 39, X, Y1)), E2 = RUN(sqrts_eplain(37, 39, X, Y2));
  printf("sqrts: %s, errno %s %s\n", memcmp(Y1, Y2, sizeof Y1) ? "MISMATCH" : "same",
         E1 == EDOM ? "EDOM" : "other", E1 == E2 ? "same" : "DIFFERENT");
  // No argument negative: errno stays 0.
  for (int k = 0; k < 40 * 40; ++k)
    X[k] = (float)(k % 23) / 7.0f + 0.5f;
  E1 = RUN(sqrts_etiled(37, 39, X, Y1)), E2 = RUN(sqrts_eplain(37, 39, X, Y2));
  printf("sqrts: %s, errno %d %s\n", memcmp(Y1, Y2, sizeof Y1) ? "MISMATCH" : "same", E1,
         E1 == E2 ? "same" : "DIFFERENT");
  // exp overflows past 709.78: ERANGE.
  for (int k = 0; k < 40 * 40; ++k)
    XD[k] = (k % 97) * 7.5;
  E1 = RUN(exps_etiled(37, 39, XD, YD1)), E2 = RUN(exps_eplain(37, 39, XD, YD2));
  printf("exps: %s, errno %s %s\n", memcmp(YD1, YD2, sizeof YD1) ? "MISMATCH" : "same",
         E1 == ERANGE ? "ERANGE" : "other", E1 == E2 ? "same" : "DIFFERENT");
  return 0;
}
// OUT: expsqrt: same
// OUT-NEXT: sqrts: same, errno EDOM same
// OUT-NEXT: sqrts: same, errno 0 same
// OUT-NEXT: exps: same, errno ERANGE same
#endif
