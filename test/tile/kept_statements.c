// Statements loop distribution cannot move, tiled in place (analysis/KeptStatements.h, issue
// "Real loop nests as people write them"): a statement before the band's innermost loop runs in
// the tile that holds its row's first point, one after it in the tile of its row's last point;
// legal when every dependence between those points keeps '<' and '>' apart. The textbook
// solvers as written (2-D arrays, no restrict, triangles):
//   trisolv   x[i] = b[i]; x[i] -= L[i][j] * x[j] (j < i); x[i] /= L[i][i]
//   cholesky  a sibling loop and sqrt after the inner loop (-fmath-errno: sqrt sets EDOM only)
//   lu        the second j loop, a sibling after the first
//   carry     a rectangle: c[i] reads out[i-1][0], the row then reads c[i]
// and what is refused, with both reasons:
//   prefix    s[i] reads the whole row i - 1 (its tile would run before the row's last tile)
//   usedin    a value loaded before the inner loop is used inside it
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="loop distribution:"
// RUN: %clangc -O2 -fno-discard-value-names -S -o /dev/null %s -DKERNEL=tiled -w -mllvm -print-after-all \
// RUN:   -mllvm -filter-print-funcs=trisolv_tiled,carry_tiled,prefix_tiled 2>&1 | FileCheck %s --check-prefix=IR
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled -mllvm -tilelang-keep-statements=false -Rpass=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OFF
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -lm && %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#include <math.h>
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)
#define M 40

// CHECK: kept_statements.c:[[@LINE+4]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 4 [-Rpass=tilelang-tile]
// CHECK-NEXT: kept_statements.c:[[@LINE+3]]:1: remark: the statements between the band's last two loops (lines [[@LINE+5]] and [[@LINE+8]]) stay in place: each runs in the tile that holds the first (before the inner loop) or last (after it) point of its row; loop distribution could not move them (the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (lines [[@LINE+5]] and [[@LINE+8]]), which loop distribution cannot move: the statement (line [[@LINE+8]]): its write of 'x' must precede a read of 'x' in a later iteration, which loops of its own after the band would reverse) [-Rpass=tilelang-tile]
// OFF: kept_statements.c:[[@LINE+2]]:1: warning: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (lines [[@LINE+4]] and [[@LINE+7]]), which loop distribution cannot move: the statement (line [[@LINE+7]]): its write of 'x' must precede a read of 'x' in a later iteration, which loops of its own after the band would reverse [-Wpass-failed]
void FN(trisolv)(int n, double L[M][M], double x[M], double b[M]) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

// CHECK: kept_statements.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 3 x 5
// CHECK-NEXT: kept_statements.c:[[@LINE+2]]:1: remark: the statements between the band's last two loops (lines [[@LINE+10]] and [[@LINE+11]]) stay in place
void FN(cholesky)(int n, double A[M][M]) {
#pragma tilelang tile(3, 5)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}

// CHECK: kept_statements.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 4
// CHECK-NEXT: kept_statements.c:[[@LINE+2]]:1: remark: the statements between the band's last two loops (line [[@LINE+11]]) stay in place
void FN(lu)(int n, double A[M][M]) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}

// CHECK: kept_statements.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 8
// CHECK-NEXT: kept_statements.c:[[@LINE+2]]:1: remark: the statements between the band's last two loops (line [[@LINE+4]]) stay in place
void FN(carry)(int n, int m, double out[M][M], double in[M][M], double c[M]) {
#pragma tilelang tile(4, 8)
  for (int i = 1; i < n; i++) {
    c[i] = out[i - 1][0] + 1.0;
    for (int j = 0; j < m; j++)
      out[i][j] = in[i][j] * c[i];
  }
}

// CHECK: kept_statements.c:[[@LINE+2]]:1: remark: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line [[@LINE+4]]), which loop distribution cannot move: the statement (line [[@LINE+4]]): its read of 's' must follow a write of 's' in an earlier iteration, which loops of its own before the band would reverse; nor can the band be tiled with them in place: tiling may reverse a dependence on 's' (from a read to a write, direction vector [> <] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses) [-Rpass-missed=tilelang-tile]
void FN(prefix)(int n, int m, double A[M][M], double s[M]) {
#pragma tilelang tile(4, 4)
  for (int i = 1; i < n; i++) {
    s[i] = s[i - 1] * 0.5;
    for (int j = 0; j < m; j++)
      s[i] += A[i][j];
  }
}

// CHECK: kept_statements.c:[[@LINE+2]]:1: remark: loop not tiled: the band is not perfectly nested: {{.*}}; nor can the band be tiled with them in place: a value a statement between the band's last two loops computes is used outside the statements on its side of the innermost loop
void FN(usedin)(int n, int m, double A[M][M], double x[M]) {
#pragma tilelang tile(4, 4)
  for (int i = 1; i < n; i++) {
    double t = x[i - 1];
    x[i] = t + 1.0;
    for (int j = 0; j < m; j++)
      A[i][j] += t * A[i - 1][j];
  }
}

// An `if` that closes before the inner loop is before it (new-user test of session 9: it was
// "on a branch around the innermost loop").
// CHECK: kept_statements.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 3
// CHECK-NEXT: kept_statements.c:[[@LINE+2]]:1: remark: the statements between the band's last two loops (lines [[@LINE+4]], [[@LINE+5]], [[@LINE+7]] and [[@LINE+10]]) stay in place
void FN(ifpre)(int n, double L[M][M], double x[M], double b[M]) {
#pragma tilelang tile(4, 3)
  for (int i = 0; i < n; i++) {
    if (b[i] > 1.0)
      x[i] = b[i];
    else
      x[i] = -b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

// A row's running value in a scalar (the textbook trisolv, a row mean, a row prefix sum without
// any statement between the loops): carried from tile to tile in a slot per row of the tile.
// CHECK: kept_statements.c:[[@LINE+4]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 5
// CHECK-NEXT: kept_statements.c:[[@LINE+3]]:1: remark: the statements between the band's last two loops (lines [[@LINE+5]] and [[@LINE+8]]) stay in place
// CHECK-NEXT: kept_statements.c:[[@LINE+2]]:1: remark: the value the innermost loop carries from one iteration to the next (a row's running value) goes from tile to tile in a slot per row of the tile; the row's tiles run in order [-Rpass=tilelang-tile]
void FN(trisolv_s)(int n, double L[M][M], double x[M], double b[M]) {
#pragma tilelang tile(4, 5)
  for (int i = 0; i < n; i++) {
    double s = b[i];
    for (int j = 0; j < i; j++)
      s -= L[i][j] * x[j];
    x[i] = s / L[i][i];
  }
}

// CHECK: kept_statements.c:[[@LINE+4]]:1: remark: tiled a band of 2 loops with tile sizes 3 x 7
// CHECK-NEXT: kept_statements.c:[[@LINE+3]]:1: remark: the statements between the band's last two loops (line [[@LINE+8]]) stay in place
// CHECK-NEXT: kept_statements.c:[[@LINE+2]]:1: remark: the value the innermost loop carries
void FN(rowmean)(int n, int m, double A[M][M], double y[M]) {
#pragma tilelang tile(3, 7)
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int j = 0; j < m; j++)
      s += A[i][j];
    y[i] = s / m;
  }
}

// CHECK: kept_statements.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 4
// CHECK-NEXT: kept_statements.c:[[@LINE+2]]:1: remark: the value the innermost loop carries
void FN(prefix_rows)(int n, int m, double A[M][M], double P[M][M]) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int j = 0; j < m; j++) {
      s += A[i][j];
      P[i][j] = s;
    }
  }
}

// A running value that goes on from row to row through y[0]: the next row's start reads what
// the row's end wrote, a dependence the tiles would reverse: refused.
// CHECK: kept_statements.c:[[@LINE+2]]:1: remark: loop not tiled: the band is not perfectly nested: {{.*}}; nor can the band be tiled with them in place: tiling may reverse a dependence on 'y' (from a read to a write, direction vector [> <] over the band)
void FN(acrossrows)(int n, int m, double A[M][M], double y[M]) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < n; i++) {
    double s = y[0];
    for (int j = 0; j < m; j++)
      s += A[i][j];
    y[0] = s;
  }
}

// Regressions of the review of session 9. In a band of three loops a row is an (i, j) pair, and
// rows of one i tile shared a slot (wrong results for tile(2, 3, 4)): refused. A slot array
// past 64 KiB of stack (tile(2000000, 8) overflowed it): refused.
// CHECK: kept_statements.c:[[@LINE+2]]:1: remark: loop not tiled: {{.*}}nor can the band be tiled with them in place: a value the innermost loop carries from one iteration to the next is carried from tile to tile only in a band of two loops
void FN(regress_carried_three_loops)(int n, int m, double C[M][M], double A[M][M]) {
#pragma tilelang tile(2, 3, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = C[i][j];
      for (int k = 0; k < m; k++)
        s += A[i][k] * A[j][k];
      C[i][j] = s;
    }
}

// CHECK: kept_statements.c:[[@LINE+2]]:1: remark: loop not tiled: a tile of 2000000 rows needs more than 64 KiB of stack for the value the innermost loop carries; use a smaller tile
void FN(regress_carried_stack)(int n, int m, double A[M][M], double y[M]) {
#pragma tilelang tile(2000000, 8)
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int j = 0; j < m; j++)
      s += A[i][j];
    y[i] = s;
  }
}

// map(...) is not carried out: the tiles run in order.
// CHECK: kept_statements.c:[[@LINE+4]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 8
// CHECK-NEXT: kept_statements.c:[[@LINE+3]]:1: remark: the statements between the band's last two loops (line [[@LINE+5]]) stay in place
// CHECK: kept_statements.c:[[@LINE+2]]:1: warning: map(...) not carried out for a loop: the statements kept in place between the band's last two loops need its tiles in order; its tiles run in order
void FN(mapped)(int n, int m, double out[M][M], double in[M][M], double c[M]) {
#pragma tilelang tile(8, 8) map(block.x, seq)
  for (int i = 1; i < n; i++) {
    c[i] = out[i - 1][0] + 1.0;
    for (int j = 0; j < m; j++)
      out[i][j] = in[i][j] * c[i];
  }
}

// The tiled IR (tilelang-tile's output): trisolv's guards, Pre in the i loop's header before
// the j loop's bounds, Post after the j point loop; carry's Pre only; prefix untouched.
// IR-LABEL: IR Dump After tilelang::TilePass on trisolv_tiled
// IR: for.cond:
// IR: %kept.post.at = call i64 @llvm.smax.i64(i64 0, i64
// IR: %kept.pre.here = and i1
// IR-NEXT: br i1 %kept.pre.here, label %for.body, label %kept.pre.end
// IR: kept.pre.end:
// IR-NEXT: br label %point.bounds1
// IR: %kept.post.here = and i1
// IR-NEXT: br i1 %kept.post.here, label %kept.post, label %kept.post.end
// IR-LABEL: IR Dump After tilelang::TilePass on carry_tiled
// IR-NOT: kept.post.here
// IR: %kept.pre.here = and i1
// IR-NOT: kept.post.here
// IR-LABEL: IR Dump After tilelang::TilePass on prefix_tiled
// IR-NOT: kept.
// IR: IR Dump After

#else
#include <stdio.h>
#include <string.h>
#define M 40
#define BOTH(f, ...)                                                                               \
  void f##_tiled(__VA_ARGS__);                                                                     \
  void f##_plain(__VA_ARGS__);
BOTH(trisolv, int, double (*)[M], double *, double *)
BOTH(ifpre, int, double (*)[M], double *, double *)
BOTH(trisolv_s, int, double (*)[M], double *, double *)
BOTH(rowmean, int, int, double (*)[M], double *)
BOTH(prefix_rows, int, int, double (*)[M], double (*)[M])
BOTH(cholesky, int, double (*)[M])
BOTH(lu, int, double (*)[M])
BOTH(carry, int, int, double (*)[M], double (*)[M], double *)
BOTH(prefix, int, int, double (*)[M], double *)
BOTH(usedin, int, int, double (*)[M], double *)
static double A1[M][M], A2[M][M], In[M][M], x1[M], x2[M], b[M];
static void init(void) {
  for (int i = 0; i < M; i++) {
    x1[i] = x2[i] = (double)(i % 7) - 2.0;
    b[i] = (double)((i * 5) % 11) / 3.0;
    for (int j = 0; j < M; j++) {
      // Diagonally dominant and symmetric: cholesky and lu without pivots.
      A1[i][j] = A2[i][j] = (i == j ? 4.0 * M : 0.0) + (double)((i + j) % 9) / 4.0;
      In[i][j] = (double)((3 * i + j) % 13) / 8.0;
    }
  }
}
#define SAME                                                                                       \
  (memcmp(A1, A2, sizeof A1) || memcmp(x1, x2, sizeof x1) ? "MISMATCH" : "same")
int main(void) {
  static const int sizes[] = {0, 1, 2, 5, 13, 17, 40};
  for (int k = 0; k < 7; k++) {
    int n = sizes[k], m = (n * 3) % 41;
    init(), trisolv_tiled(n, A1, x1, b), trisolv_plain(n, A2, x2, b);
    printf("trisolv %d: %s\n", n, SAME);
    init(), ifpre_tiled(n, A1, x1, b), ifpre_plain(n, A2, x2, b);
    printf("ifpre %d: %s\n", n, SAME);
    init(), trisolv_s_tiled(n, A1, x1, b), trisolv_s_plain(n, A2, x2, b);
    printf("trisolv_s %d: %s\n", n, SAME);
    init(), rowmean_tiled(n, m, A1, x1), rowmean_plain(n, m, A2, x2);
    printf("rowmean %d: %s\n", n, SAME);
    init(), prefix_rows_tiled(n, m, In, A1), prefix_rows_plain(n, m, In, A2);
    printf("prefix_rows %d: %s\n", n, SAME);
    init(), cholesky_tiled(n, A1), cholesky_plain(n, A2);
    printf("cholesky %d: %s\n", n, SAME);
    init(), lu_tiled(n, A1), lu_plain(n, A2);
    printf("lu %d: %s\n", n, SAME);
    init(), carry_tiled(n, m, A1, In, x1), carry_plain(n, m, A2, In, x2);
    printf("carry %d: %s\n", n, SAME);
    init(), prefix_tiled(n, m, A1, x1), prefix_plain(n, m, A2, x2);
    printf("prefix %d: %s\n", n, SAME);
    init(), usedin_tiled(n, m, A1, x1), usedin_plain(n, m, A2, x2);
    printf("usedin %d: %s\n", n, SAME);
  }
  return 0;
}
// OUT-COUNT-70: {{^[a-z_]+ [0-9]+: same$}}
// OUT-NOT: MISMATCH
#endif
