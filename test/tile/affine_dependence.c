// The exact dependence test (analysis/AffineDependence.h, issue "Real loop nests as people write
// them"): DependenceAnalysis answers '*' for triangular bands and for subscripts that swap
// dimensions; Fourier-Motzkin elimination over the loops' bounds decides each direction vector.
//   symmetric   covariance's upper triangle with its mirror write `C[j][i] = C[i][j]`: the
//               statements between the loops are distributed, the band tiled
//   trmm        `k = i + 1 .. m` reads rows below the written one: legal (direction [< =])
//   antidiag    `j = n - i ..`, A[i][j] from A[i - 1][j + 1]: equal iteration numbers, values
//               one apart the other way ([< >] in values, which the tiles cut): refused (the
//               exact test cannot build its system here: DependenceAnalysis's '*' stands)
//   mirror      `A[i][j] = A[j][i]` over the strict lower triangle: reads the upper triangle,
//               never written: tiled
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled -mllvm -tilelang-profitability=false -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning:
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -mllvm -tilelang-profitability=false -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// CHECK: affine_dependence.c:[[@LINE+4]]:1: remark: loop distribution: the statements between the 2nd and 3rd loops of the band (lines [[@LINE+7]], [[@LINE+10]] and [[@LINE+11]]) run in loops of their own before and after the band, which is now perfectly nested [-Rpass=tilelang-tile]
// CHECK: affine_dependence.c:[[@LINE+3]]:1: remark: tiled a band of 3 loops with tile sizes 8 x 16 x 32
void FN(symmetric)(int m, int n, double data[restrict 64][48], double cov[restrict 48][48]) {
  double d = (double)n - 1.0;
#pragma tilelang tile(8, 16, 32)
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= d;
      cov[j][i] = cov[i][j];
    }
}

// CHECK: affine_dependence.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 16
void FN(trmm)(int m, int n, double alpha, double A[restrict 40][40], double B[restrict 40][56]) {
#pragma tilelang tile(8, 16)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

// CHECK: affine_dependence.c:[[@LINE+3]]:1: remark: loop not tiled: tiling may reverse a dependence on 'A' (from a {{read to a write|write to a read}}, direction vector [{{[*<>] [*<>]}}] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses) [-Rpass-missed=tilelang-tile]
// CHECK: affine_dependence.c:[[@LINE+2]]:1: warning: loop not tiled: tiling may reverse a dependence on 'A'
void FN(antidiag)(int n, double (*restrict A)[64]) {
#pragma tilelang tile(4, 4)
  for (int i = 1; i < n; i++)
    for (int j = n - i; j < n; j++)
      A[i][j] = A[i - 1][j + 1] * 0.5 + 1.0;
}

// CHECK: affine_dependence.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 8
void FN(mirror)(int n, float (*restrict A)[40]) {
#pragma tilelang tile(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      A[i][j] = A[j][i] + 1.0f;
}
#else
#include <stdio.h>
#include <string.h>
#define BOTH(f, ...)                                                                               \
  void f##_tiled(__VA_ARGS__);                                                                     \
  void f##_plain(__VA_ARGS__);
BOTH(symmetric, int, int, double (*)[48], double (*)[48])
BOTH(trmm, int, int, double, double (*)[40], double (*)[56])
BOTH(antidiag, int, double (*)[64])
BOTH(mirror, int, float (*)[40])
static double D[64][48], C1[48][48], C2[48][48], A[40][40], B1[40][56], B2[40][56];
static double X1[66][64], X2[66][64];
static float M1[40][40], M2[40][40];
#define SAME(a, b) (memcmp(a, b, sizeof a) ? "MISMATCH" : "same")
int main(void) {
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 48; j++)
      D[i][j] = (double)((i * 7 + j * 3) % 11) / 4.0;
  int sizes[][2] = {{48, 64}, {37, 50}, {1, 3}, {0, 5}};
  for (int s = 0; s < 4; s++) {
    memset(C1, 0, sizeof C1), memset(C2, 0, sizeof C2);
    symmetric_tiled(sizes[s][0], sizes[s][1], D, C1);
    symmetric_plain(sizes[s][0], sizes[s][1], D, C2);
    printf("symmetric %d: %s\n", sizes[s][0], SAME(C1, C2));
  }
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      A[i][j] = (double)((i + 2 * j) % 5) - 2.0, M1[i][j] = M2[i][j] = (float)(i * 40 + j);
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 56; j++)
      B1[i][j] = B2[i][j] = (double)((3 * i + j) % 7);
  trmm_tiled(37, 53, 1.5, A, B1);
  trmm_plain(37, 53, 1.5, A, B2);
  printf("trmm: %s\n", SAME(B1, B2));
  mirror_tiled(37, M1);
  mirror_plain(37, M2);
  printf("mirror: %s\n", SAME(M1, M2));
  return 0;
}
// OUT: symmetric 48: same
// OUT-NEXT: symmetric 37: same
// OUT-NEXT: symmetric 1: same
// OUT-NEXT: symmetric 0: same
// OUT-NEXT: trmm: same
// OUT-NEXT: mirror: same
#endif
