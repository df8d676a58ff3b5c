// Fixed-size and variable-length 2-D arrays with run-time loop bounds, as PolyBench writes them
// (issue "Real loop nests as people write them": 17 of the suite's 33 refusals): `C[i][j]` of
// `double C[NI][NJ]` with `j < nj` cannot be proven to stay in its row, and without that the
// dependence test sees the rows overlap. The band is tested again with the subscripts assumed in
// their dimensions, and versioned on a run-time check of that (0 <= j, nj <= NJ), as Polly does;
// the loops as written run otherwise. A guard the user wrote before the band proves it instead.
// Checked: the remarks, and each program's output against plain clang's, bit for bit, with the
// bounds inside the rows (the tiled version) and past them (the loops as written).
//
// RUN: %clangc -O2 -S -emit-llvm -o %t.ll %s -DKERNEL=tiled -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -fopenmp && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT
//
// The run-time check after -O2: the ends of each subscript against its dimension (0 <= j folds
// away), and-ed with the alias check.
// RUN: %clangc -O2 -S -emit-llvm -fno-discard-value-names -o - %s -DKERNEL=tiled -w | FileCheck %s --check-prefix=IR

#define NI 20
#define NJ 24
#define NK 28

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// PolyBench's gemm as its C source writes it.
// REMARK: runtime_row_check.c:[[@LINE+5]]:1: remark: arrays that may overlap ('A' and 'C', 'B' and 'C') and subscripts not proven inside their dimensions (subscript 2 of 'C' (0 .. nj - 1) within 24, subscript 2 of 'A' (0 .. nk - 1) within 28): the fast version runs when a run-time check finds the arrays' address ranges disjoint and the subscripts inside, the loops as written otherwise (__restrict removes the alias check) [-Rpass=tilelang-tile]
// REMARK: runtime_row_check.c:[[@LINE+4]]:1: remark: loop distribution: the statements between the 2nd and 3rd loops of the band (line [[@LINE+7]]) run in loops of their own before the band, which is now perfectly nested [-Rpass=tilelang-tile]
// REMARK: runtime_row_check.c:[[@LINE+3]]:1: remark: tiled a band of 3 loops with tile sizes 8 x 8 x 8; point loops in the order 1, 3, 2 (unit-stride loop innermost) [-Rpass=tilelang-tile]
void FN(gemm)(int ni, int nj, int nk, double alpha, double beta, double C[NI][NJ],
              double A[NI][NK], double B[NK][NJ]) {
#pragma tilelang tile(8, 8, 8)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
// IR-LABEL: define {{.*}} @gemm_tiled(
// IR:         %tilelang.alias.disjoint{{[0-9]*}} = and i1
// IR-NEXT:    %tilelang.row.hi = icmp slt i32 %nj, 25
// IR-NEXT:    %tilelang.row.in = and i1 %tilelang.row.hi, %tilelang.alias.disjoint
// IR-NEXT:    %tilelang.row.hi{{[0-9]+}} = icmp slt i32 %nk, 29
// IR-NEXT:    %tilelang.row.in{{[0-9]+}} = and i1 %tilelang.row.hi{{[0-9]+}}, %tilelang.row.in
// IR:         br i1 %tilelang.row.in{{[0-9]+}}, label %{{.*}}, label %for.cond.as.written.preheader

// A transpose-add over a C99 variable-length array: its row is m, the loop runs to n.
// REMARK: runtime_row_check.c:[[@LINE+6]]:1: remark: subscripts not proven inside their dimensions (subscript 2 of 'B' (0 .. n - 1) within m): the fast version runs when a run-time check finds them inside, the loops as written otherwise [-Rpass=tilelang-tile]
// REMARK: runtime_row_check.c:[[@LINE+5]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 4 [-Rpass=tilelang-tile]
// IR-LABEL: define {{.*}} @vla_tiled(
// IR:         %tilelang.row.hi.not = icmp sgt i64 %{{.*}}, %{{.*}}
// IR:         br i1 %tilelang.row.hi.not, label %for.cond.as.written.preheader, label %for.cond.alias.ph
void FN(vla)(int n, int m, float A[restrict n][n], float B[restrict n][m]) {
#pragma tilelang tile(8, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] += A[j][i];
}

// The user's own guard proves the rows: no run-time check.
// REMARK: runtime_row_check.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 4 [-Rpass=tilelang-tile]
void FN(guarded)(int ni, int nj, double (*restrict C)[NJ], const double (*restrict A)[NJ]) {
  if (nj <= NJ)
#pragma tilelang tile(4, 4)
    for (int i = 0; i < ni; i++)
      for (int j = 0; j < nj; j++)
        C[i][j] = C[i][j] + A[NI - 1 - i][j];
}

#else
#include <stdio.h>
#include <string.h>
void gemm_tiled(int, int, int, double, double, double (*)[NJ], double (*)[NK], double (*)[NJ]);
void gemm_plain(int, int, int, double, double, double (*)[NJ], double (*)[NK], double (*)[NJ]);
void vla_tiled(int, int, float *, float *);
void vla_plain(int, int, float *, float *);
void guarded_tiled(int, int, double (*)[NJ], const double (*)[NJ]);
void guarded_plain(int, int, double (*)[NJ], const double (*)[NJ]);
static double C1[2 * NI * NJ], C2[2 * NI * NJ], A[NI * NK * 2], B[NK * NJ * 2];
static float F1[4096], F2[4096], G[4096];
static void init(void) {
  for (int i = 0; i < 2 * NI * NJ; i++)
    C1[i] = C2[i] = (double)((i * 7) % 11) / 3.0;
  for (int i = 0; i < NI * NK * 2; i++)
    A[i] = (double)((i * 5) % 13) / 7.0;
  for (int i = 0; i < NK * NJ * 2; i++)
    B[i] = (double)((i * 3) % 17) / 5.0;
  for (int i = 0; i < 4096; i++) {
    F1[i] = F2[i] = (float)((i * 11) % 23);
    G[i] = (float)((i * 13) % 29) / 4.0f;
  }
}
static int same(const char *what, int a, int b) {
  if (!memcmp(C1, C2, sizeof C1) && !memcmp(F1, F2, sizeof F1))
    return 1;
  printf("%s %d %d differs\n", what, a, b);
  return 0;
}
int main(void) {
  int ok = 1;
  // Inside the rows (tiled), at and past them (as written: the rows overlap in memory).
  int js[] = {0, 1, 7, 8, 23, 24, 25, 30};
  for (unsigned t = 0; t < sizeof js / sizeof *js; t++) {
    int nj = js[t], nk = js[t] + 4 > NK + 6 ? NK + 6 : js[t] + 4;
    init();
    gemm_tiled(NI - 3, nj, nk, 1.5, 1.2, (double (*)[NJ])C1, (double (*)[NK])A, (double (*)[NJ])B);
    gemm_plain(NI - 3, nj, nk, 1.5, 1.2, (double (*)[NJ])C2, (double (*)[NK])A, (double (*)[NJ])B);
    ok &= same("gemm", nj, nk);
    init();
    guarded_tiled(NI, nj, (double (*)[NJ])C1, (const double (*)[NJ])A);
    guarded_plain(NI, nj, (double (*)[NJ])C2, (const double (*)[NJ])A);
    ok &= same("guarded", nj, 0);
  }
  int vs[][2] = {{9, 9}, {9, 12}, {17, 20}, {12, 9}, {20, 3}, {0, 4}, {1, 1}};
  for (unsigned t = 0; t < sizeof vs / sizeof *vs; t++) {
    init();
    vla_tiled(vs[t][0], vs[t][1], G, F1);
    vla_plain(vs[t][0], vs[t][1], G, F2);
    ok &= same("vla", vs[t][0], vs[t][1]);
  }
  printf("%s\n", ok ? "all equal" : "DIFFERENT");
  return !ok;
}
// OUT-NOT: differs
// OUT: all equal
#endif
