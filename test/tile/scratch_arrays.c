// Storage each band iteration rewrites before it reads it (analysis/ScratchArrays.h, issue "Real
// loop nests as people write them"): doitgen's `sum[p]` carries no value between iterations
// (r, q), so the band is tiled; its iterations run one at a time (not on the cores), and `sum`
// ends as the loops as written leave it. What breaks the pattern is refused:
//   readfirst   reads sum[p] before this iteration wrote it (a value of the previous one)
//   varying     the elements written depend on the band's counter (sum[q])
//   partial     the writing loop covers fewer elements than the reading loop
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled '-Rpass=tilelang-(tile|parallel)' -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="run on the cores" --implicit-check-not="tiled a band"
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// CHECK: scratch_arrays.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 8 [-Rpass=tilelang-tile]
void FN(doitgen)(int nr, int nq, int np, double A[restrict 12][10][16],
                 double C4[restrict 16][16], double sum[restrict 16]) {
#pragma tilelang tile(4, 8)
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}

// CHECK: scratch_arrays.c:[[@LINE+3]]:1: remark: loop not tiled: tiling may reverse a dependence on
void FN(readfirst)(int nr, int nq, int np, double A[restrict 12][10][16],
                   double sum[restrict 16]) {
#pragma tilelang tile(4, 8)
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++)
        A[r][q][p] += sum[p];
      for (int p = 0; p < np; p++)
        sum[p] = A[r][q][p] * 0.5;
    }
}

// CHECK: scratch_arrays.c:[[@LINE+3]]:1: remark: loop not tiled: tiling may reverse a dependence on
void FN(varying)(int nr, int nq, int np, double A[restrict 12][10][16],
                 double sum[restrict 16]) {
#pragma tilelang tile(4, 8)
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      sum[q] = A[r][q][0];
      for (int p = 0; p < np; p++)
        A[r][q][p] += sum[q] + sum[0];
    }
}

// CHECK: scratch_arrays.c:[[@LINE+3]]:1: remark: loop not tiled: tiling may reverse a dependence on
void FN(partial)(int nr, int nq, int np, double A[restrict 12][10][16],
                 double sum[restrict 16]) {
#pragma tilelang tile(4, 8)
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np - 1; p++)
        sum[p] = A[r][q][p] * 2.0;
      for (int p = 0; p < np; p++)
        A[r][q][p] += sum[p];
    }
}
#else
#include <stdio.h>
#include <string.h>
#define BOTH(f, ...)                                                                               \
  void f##_tiled(__VA_ARGS__);                                                                     \
  void f##_plain(__VA_ARGS__);
BOTH(doitgen, int, int, int, double (*)[10][16], double (*)[16], double *)
BOTH(readfirst, int, int, int, double (*)[10][16], double *)
BOTH(varying, int, int, int, double (*)[10][16], double *)
BOTH(partial, int, int, int, double (*)[10][16], double *)
static double A1[12][10][16], A2[12][10][16], C4[16][16], S1[16], S2[16];
static void init(void) {
  for (int r = 0; r < 12; r++)
    for (int q = 0; q < 10; q++)
      for (int p = 0; p < 16; p++)
        A1[r][q][p] = A2[r][q][p] = (double)((r * 5 + q * 3 + p) % 9) - 4.0;
  for (int k = 0; k < 16; k++)
    S1[k] = S2[k] = (double)k;
}
#define SAME (memcmp(A1, A2, sizeof A1) || memcmp(S1, S2, sizeof S1) ? "MISMATCH" : "same")
int main(void) {
  for (int s = 0; s < 16; s++)
    for (int p = 0; p < 16; p++)
      C4[s][p] = (double)((s + 2 * p) % 7) / 8.0;
  int sizes[][3] = {{12, 10, 16}, {11, 9, 13}, {1, 1, 1}, {5, 0, 3}};
  for (int k = 0; k < 4; k++) {
    init();
    doitgen_tiled(sizes[k][0], sizes[k][1], sizes[k][2], A1, C4, S1);
    doitgen_plain(sizes[k][0], sizes[k][1], sizes[k][2], A2, C4, S2);
    printf("doitgen %d: %s\n", sizes[k][0], SAME);
  }
  init(), readfirst_tiled(11, 9, 13, A1, S1), readfirst_plain(11, 9, 13, A2, S2);
  printf("readfirst: %s\n", SAME);
  init(), varying_tiled(11, 9, 13, A1, S1), varying_plain(11, 9, 13, A2, S2);
  printf("varying: %s\n", SAME);
  init(), partial_tiled(11, 9, 13, A1, S1), partial_plain(11, 9, 13, A2, S2);
  printf("partial: %s\n", SAME);
  return 0;
}
// OUT: doitgen 12: same
// OUT-NEXT: doitgen 11: same
// OUT-NEXT: doitgen 1: same
// OUT-NEXT: doitgen 5: same
// OUT-NEXT: readfirst: same
// OUT-NEXT: varying: same
// OUT-NEXT: partial: same
#endif
