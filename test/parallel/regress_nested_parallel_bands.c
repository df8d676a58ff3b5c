// Regression (the pragma fuzzer's fixed seed, case 259, session 7): a tile(4) directive on a loop
// inside a tile(16) band, both bands with parallel tile loops, crashed clang at -O1..-O3 (two
// nested parallel regions). The inner band's tiles now run in the outer band's thread, with a
// remark at the inner directive; the outer band runs on the cores. Results: plain clang's.
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled -Rpass=tilelang-parallel -Rpass-missed=tilelang-parallel 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -fopenmp && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// REMARK: regress_nested_parallel_bands.c:[[@LINE+5]]:1: remark: tiles run in one thread: it is inside another band whose tiles run on the cores [-Rpass-missed=tilelang-parallel]
// REMARK: regress_nested_parallel_bands.c:[[@LINE+2]]:1: remark: tiles of loop 1 run on the cores
void FN(nested)(float *__restrict A, int n, int m) {
#pragma tilelang tile(16)
  for (int i = 0; i < n; ++i)
#pragma tilelang tile(4)
    for (int j = 0; j < m; ++j)
      A[i * m + j] = (float)(i - j);
}
#else
#include <stdio.h>
#include <string.h>
void nested_tiled(float *, int, int);
void nested_plain(float *, int, int);
int main(void) {
  static float a[70 * 33], b[70 * 33];
  memset(a, 0, sizeof a), memset(b, 0, sizeof b);
  nested_tiled(a, 70, 33), nested_plain(b, 70, 33);
  printf("%s\n", memcmp(a, b, sizeof a) ? "differs" : "same");
  return 0;
}
#endif
// OUT: same
