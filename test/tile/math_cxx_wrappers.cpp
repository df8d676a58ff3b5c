// C++'s math functions in a band (issue "Real loop nests as people write them"): libstdc++'s
// `std::exp(float)`, `std::sqrt(float)` and `std::fmax` are inline wrappers (`return
// __builtin_expf(x);`) that tilelang-tile sees as calls, before the inliner runs. A call to a
// function defined here under the one-definition rule, without loops, that touches only its own
// stack and calls only such functions or ones without memory effects (analysis/PureCalls.h) is
// no statement: the band is tiled under -fno-math-errno, its results equal to plain clang's bit
// for bit. Under -fmath-errno the wrapper's `expf` may set errno: the advice names both. An inline
// function that writes memory, or that loops, is still a call the tiler cannot reorder.
// RUN: %clangxx -O2 -S -o /dev/null %s -DKERNEL=tiled 2>&1 | FileCheck %s --check-prefix=ERRNO
// RUN: %clangxx -O2 -fno-math-errno -S -o /dev/null %s -DKERNEL=tiled -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOERRNO
// RUN: %clangxx -O2 -fno-math-errno -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang++ -O2 -fno-math-errno -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang++ -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#include <cmath>
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// ERRNO: math_cxx_wrappers.cpp:[[@LINE+3]]:1: warning: loop not tiled: the loop nest calls 'std::exp(float)', which calls 'expf', which may set errno (C's math library under -fmath-errno, clang's default on Linux); compile with -fno-math-errno, which tells clang it has no side effects [-Wpass-failed]
// NOERRNO: math_cxx_wrappers.cpp:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 32 [-Rpass=tilelang-tile]
extern "C" void FN(wrappers)(int m, int n, const float *__restrict x, float *__restrict y) {
#pragma tilelang tile(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] = std::exp(x[i * n + j]) + std::sqrt(std::fabs(x[j * m + i])) +
                     std::fmax(x[i], 0.5f);
}

static int calls;
static inline float counted(float v) { return ++calls, v; }
// NOERRNO: math_cxx_wrappers.cpp:[[@LINE+2]]:1: remark: loop not tiled: the loop nest contains a call to 'counted(float)' that may access memory, throw or not return; the tiler cannot reorder it [-Rpass-missed=tilelang-tile]
extern "C" void FN(writes)(int m, int n, const float *__restrict x, float *__restrict y) {
#pragma tilelang tile(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] = counted(x[j * m + i]);
}

__attribute__((noinline)) static float spin(float v) {
  while (v > 1.0f)
    v *= 0.5f;
  return v;
}
// NOERRNO: math_cxx_wrappers.cpp:[[@LINE+2]]:1: remark: loop not tiled: the loop nest contains a call to 'spin(float)' that may access memory, throw or not return; the tiler cannot reorder it [-Rpass-missed=tilelang-tile]
extern "C" void FN(loops)(int m, int n, const float *__restrict x, float *__restrict y) {
#pragma tilelang tile(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] = spin(x[j * m + i]);
}

// gnu_inline: the body here is only available_externally -- the definition that runs is
// another one, which may have effects -- so the call stays a statement (review of session 7).
extern inline __attribute__((gnu_inline)) float twice(float v) { return v + v; }
// NOERRNO: math_cxx_wrappers.cpp:[[@LINE+2]]:1: remark: loop not tiled: the loop nest contains a call to 'twice(float)' that may access memory, throw or not return; the tiler cannot reorder it [-Rpass-missed=tilelang-tile]
extern "C" void FN(external)(int m, int n, const float *__restrict x, float *__restrict y) {
#pragma tilelang tile(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] = twice(x[j * m + i]);
}

#else
#include <cstdio>
#include <cstring>
extern "C" void wrappers_tiled(int, int, const float *, float *);
extern "C" void wrappers_plain(int, int, const float *, float *);

int main() {
  static const int sizes[] = {1, 7, 33, 70};
  for (int s : sizes) {
    int m = s, n = s + 3;
    static float x[80 * 80], a[80 * 80], b[80 * 80];
    for (int k = 0; k < 80 * 80; k++)
      x[k] = (float)((k * 37) % 101) / 50.0f - 1.0f;
    std::memset(a, 0, sizeof a), std::memset(b, 0, sizeof b);
    wrappers_tiled(m, n, x, a), wrappers_plain(m, n, x, b);
    std::printf("%d: %s\n", s, std::memcmp(a, b, sizeof a) ? "differs" : "same");
  }
}
#endif
// OUT: 1: same
// OUT-NEXT: 7: same
// OUT-NEXT: 33: same
// OUT-NEXT: 70: same
