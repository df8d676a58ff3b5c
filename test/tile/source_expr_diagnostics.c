// Diagnostics write expressions in source terms (lib/analysis/SourceExpr.h), never
// ScalarEvolution's syntax: parameters by name, casts dropped, sums with the subtracted terms
// and constants last, tK for the iteration number of band loop K (issue "Real loop nests as
// people write them": `{(sext i32 (-1 + %1) to i64),+,-3}<nsw><%16>` before).
// RUN: %clangc -O2 -S -o /dev/null %s -Rpass=tilelang-tile 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=remark:

// A BLAS-style leading dimension: k <= lda is not known, and is checked at run time.
// CHECK: source_expr_diagnostics.c:[[@LINE+4]]:1: remark: subscripts not proven inside their dimensions (subscript 2 of 'A' (0 .. k - 1) within lda, subscript 2 of 'B' (0 .. n - 1) within ldb, subscript 2 of 'C' (0 .. n - 1) within ldc): the fast version runs when a run-time check finds them inside, the loops as written otherwise [-Rpass=tilelang-tile]
// CHECK: source_expr_diagnostics.c:[[@LINE+3]]:1: remark: tiled a band of 3 loops with tile sizes 32 x 32 x 32; point loops in the order 1, 3, 2 (unit-stride loop innermost) [-Rpass=tilelang-tile]
void sgemm_lda(int m, int n, int k, const float *restrict A, int lda, const float *restrict B,
               int ldb, float *restrict C, int ldc) {
#pragma tilelang tile(32, 32, 32)
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p)
        C[i * ldc + j] += A[i * lda + p] * B[p * ldb + j];
}

// Downward loops with a stride: m - 1 - 3 t2 may leave the row.
// CHECK: source_expr_diagnostics.c:[[@LINE+2]]:1: warning: loop not tiled: cannot prove that subscript 2 of 'A' (m - 1 - 3 * t2) stays within its dimension of m elements, so rows of it may overlap (t2 counts the iterations of loop 2 of the band from 0) [-Wpass-failed]
void down(int n, int m, float *restrict A) {
#pragma tilelang tile(8, 8)
  for (int i = n - 1; i >= 0; --i)
    for (int j = m - 1; j >= 0; j -= 3)
      A[i * m + j] = A[i * m + j] * 2.0f;
}

// A shifted column: j + 1 reaches m.
// CHECK: source_expr_diagnostics.c:[[@LINE+2]]:1: warning: loop not tiled: cannot prove that subscript 2 of 'A' (t2 + 1) stays within its dimension of m elements, so rows of it may overlap (t2 counts the iterations of loop 2 of the band from 0) [-Wpass-failed]
void shift(int n, int m, float *restrict A) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      A[i * m + j + 1] = A[i * m + j] + 1.0f;
}

// Quotients: the sum in parentheses only where it is one.
// CHECK: source_expr_diagnostics.c:[[@LINE+2]]:1: warning: loop not tiled: cannot prove that subscript 2 of 'A' (a value computed in the function + t2 / 2) stays within its dimension of m elements
void half(int n, int m, float *restrict A) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      A[i * m + j / 2 + m / 2] = 1.0f;
}
