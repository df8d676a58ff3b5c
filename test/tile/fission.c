// Statements between the loops of a band (issue "Real loop nests as people write them": 12 of
// the 23 textbook kernels): tilelang-tile distributes them into loops of their own when the
// dependences allow it (lib/tile/Fission.h), one level at a time, and tiles the band, now
// perfectly nested. Checked: the remarks, the refusals with their reasons, and each program's
// output against plain clang's, bit for bit.
//
// RUN: %clangc -O2 -S -emit-llvm -o %t.ll %s -DKERNEL=tiled -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -fopenmp && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// PolyBench's gemm as written: C scaled before the k loop.
// REMARK: fission.c:[[@LINE+4]]:1: remark: loop distribution: the statements between the 2nd and 3rd loops of the band (line 26) run in loops of their own before the band, which is now perfectly nested [-Rpass=tilelang-tile]
// REMARK: fission.c:[[@LINE+3]]:1: remark: tiled a band of 3 loops with tile sizes 8 x 8 x 8; point loops in the order 1, 3, 2 (unit-stride loop innermost) [-Rpass=tilelang-tile]
void FN(gemm)(int ni, int nj, int nk, float alpha, float beta, float *__restrict C,
              const float *__restrict A, const float *__restrict B) {
#pragma tilelang tile(8, 8, 8)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i * nj + j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
}

// atax's first half with the result copied after the j loop: a statement on each side.
// REMARK: fission.c:[[@LINE+4]]:1: remark: loop distribution: the statements between the 1st and 2nd loops of the band (lines 39 and 42) run in loops of their own before and after the band, which is now perfectly nested [-Rpass=tilelang-tile]
// REMARK: fission.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 16 x 16 [-Rpass=tilelang-tile]
void FN(rowsum)(int m, int n, const float *__restrict A, const float *__restrict x,
                float *__restrict tmp, float *__restrict y) {
#pragma tilelang tile(16, 16)
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0f;
    for (int j = 0; j < n; j++)
      tmp[i] += A[i * n + j] * x[j];
    y[i] = 2.0f * tmp[i];
  }
}

// Statements at two levels: distributed level by level, outermost first.
// REMARK: fission.c:[[@LINE+5]]:1: remark: loop distribution: the statements between the 1st and 2nd loops of the band (line 54) run in loops of their own before the band, which is now perfectly nested [-Rpass=tilelang-tile]
// REMARK: fission.c:[[@LINE+4]]:1: remark: loop distribution: the statements between the 2nd and 3rd loops of the band (line 56) run in loops of their own before the band, which is now perfectly nested [-Rpass=tilelang-tile]
// REMARK: fission.c:[[@LINE+3]]:1: remark: tiled a band of 3 loops with tile sizes 4 x 8 x 8; point loops in the order 1, 3, 2 (unit-stride loop innermost) [-Rpass=tilelang-tile]
void FN(two_levels)(int ni, int nj, int nk, float *__restrict s, float *__restrict C,
                    const float *__restrict A, const float *__restrict B) {
#pragma tilelang tile(4, 8, 8)
  for (int i = 0; i < ni; i++) {
    s[i] = (float)i;
    for (int j = 0; j < nj; j++) {
      C[i * nj + j] = s[i];
      for (int k = 0; k < nk; k++)
        C[i * nj + j] += A[i * nk + k] * B[k * nj + j];
    }
  }
}

// Refused: the statement reads what the loop after it wrote in the previous iteration.
// REMARK: fission.c:[[@LINE+4]]:1: remark: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line 70), which loop distribution cannot move: the statement (line 70): its read of 'y' must follow a write of 'y' in an earlier iteration, which loops of its own before the band would reverse; nor can the band be tiled with them in place: tiling may reverse a dependence on 'y' (from a read to a write, direction vector [> <] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses) [-Rpass-missed=tilelang-tile]
// REMARK: fission.c:[[@LINE+3]]:1: warning: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line 70), which loop distribution cannot move: the statement (line 70): its read of 'y' must follow a write of 'y' in an earlier iteration, which loops of its own before the band would reverse; nor can the band be tiled with them in place: tiling may reverse a dependence on 'y' (from a read to a write, direction vector [> <] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses) [-Wpass-failed]
void FN(carried)(int m, int n, float *__restrict t, float *__restrict y,
                 const float *__restrict A) {
#pragma tilelang tile(8, 8)
  for (int i = 1; i < m; i++) {
    t[i] = 0.5f * y[i - 1];
    for (int j = 0; j < n; j++)
      y[i] += A[i * n + j] * t[i];
  }
}

// Refused: the value the statement reads is used inside the loop after it.
// REMARK: fission.c:[[@LINE+3]]:1: remark: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line 82), which loop distribution cannot move: a value the statement (line 82) computes is used inside the loop after it; nor can the band be tiled with them in place: a value a statement between the band's last two loops computes is used outside the statements on its side of the innermost loop (by that loop, the statements on the other side, or the next iteration); in place, the statements run in one tile of their row only [-Rpass-missed=tilelang-tile]
// REMARK: fission.c:[[@LINE+2]]:1: warning: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line 82), which loop distribution cannot move: a value the statement (line 82) computes is used inside the loop after it; nor can the band be tiled with them in place: a value a statement between the band's last two loops computes is used outside the statements on its side of the innermost loop (by that loop, the statements on the other side, or the next iteration); in place, the statements run in one tile of their row only [-Wpass-failed]
void FN(scalar)(int m, int n, const float *__restrict x, const float *__restrict A, float *__restrict y) {
#pragma tilelang tile(8, 8)
  for (int i = 0; i < m; i++) {
    float s = x[i];
    for (int j = 0; j < n; j++)
      y[i * n + j] = s * A[i * n + j];
  }
}

// Regression (new-user test of 2026-12-02: wrong results): an `if` around the inner loop, its
// condition read from memory. The load was moved into the statements' own loop and the band's
// branch tested poison; now nothing is moved when a branch sits between the loops.
// REMARK: fission.c:[[@LINE+3]]:1: remark: loop not tiled: the band is not perfectly nested: an `if` between its 1st and 2nd loops around the 2nd loop; loop distribution moves only conditions that close before it or sit after it; nor can the band be tiled with them in place: a statement is on a branch around the innermost loop of the band [-Rpass-missed=tilelang-tile]
// REMARK: fission.c:[[@LINE+2]]:1: warning: loop not tiled: the band is not perfectly nested: an `if` between its 1st and 2nd loops around the 2nd loop; loop distribution moves only conditions that close before it or sit after it; nor can the band be tiled with them in place: a statement is on a branch around the innermost loop of the band [-Wpass-failed]
void FN(guarded)(int m, int n, const float *__restrict A, const float *__restrict x, float *__restrict tmp) {
#pragma tilelang tile(8, 8)
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0f;
    if (x[i] > 0)
      for (int j = 0; j < n; j++)
        tmp[i] += A[i * n + j] * x[j];
  }
}

// PolyBench's syrk as written: the row scaled by a loop beside the update's loops (sibling
// loops), the update triangular; the scaling loop moves into a copy of i before the band.
// REMARK: fission.c:[[@LINE+4]]:1: remark: loop distribution: the loops and statements between the 1st and 2nd loops of the band (line [[@LINE+7]]) run in loops of their own before the band, which is now perfectly nested [-Rpass=tilelang-tile]
// REMARK: fission.c:[[@LINE+3]]:1: remark: tiled a band of 3 loops with tile sizes 4 x 8 x 8 [-Rpass=tilelang-tile]
void FN(syrk_pb)(int n, int m, float alpha, float beta, float *__restrict C,
                 const float *__restrict A) {
#pragma tilelang tile(4, 8, 8)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i * n + j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i * n + j] += alpha * A[i * m + k] * A[j * m + k];
  }
}

// atax as written: tmp computed by one loop, used by its sibling; the first (equally deep)
// loop is the band's, the second runs in a copy of i after it.
// REMARK: fission.c:[[@LINE+4]]:1: remark: loop distribution: the loops and statements between the 1st and 2nd loops of the band (lines [[@LINE+6]] and [[@LINE+10]]) run in loops of their own before and after the band, which is now perfectly nested [-Rpass=tilelang-tile]
// REMARK: fission.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 8 [-Rpass=tilelang-tile]
void FN(atax_pb)(int m, int n, const float *__restrict A, const float *__restrict x,
                 float *__restrict y, float *__restrict tmp) {
#pragma tilelang tile(8, 8)
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0f;
    for (int j = 0; j < n; j++)
      tmp[i] += A[i * n + j] * x[j];
    for (int j = 0; j < n; j++)
      y[j] += A[i * n + j] * tmp[i];
  }
}

// Refused: the sibling loop reads, in row i, what the band's loop writes in later rows.
// REMARK: fission.c:[[@LINE+3]]:1: remark: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line [[@LINE+8]]), which loop distribution cannot move: the statement (line [[@LINE+8]]): its read of 'B' must precede a write of 'B' in a later iteration, which loops of its own after the band would reverse; nor can the band be tiled with them in place: tiling may reverse a dependence on 'B' (from a read to a write, direction vector [< >] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses) [-Rpass-missed=tilelang-tile]
// REMARK: fission.c:[[@LINE+2]]:1: warning: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line [[@LINE+7]]), which loop distribution cannot move: the statement (line [[@LINE+7]]): its read of 'B' must precede a write of 'B' in a later iteration, which loops of its own after the band would reverse; nor can the band be tiled with them in place: tiling may reverse a dependence on 'B' (from a read to a write, direction vector [< >] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses) [-Wpass-failed]
void FN(sibling_dep)(int m, int n, float *__restrict B, float *__restrict s) {
#pragma tilelang tile(8, 8)
  for (int i = 0; i < m - 1; i++) {
    for (int j = 0; j < n; j++)
      B[i * n + j] += 1.0f;
    for (int j = 0; j < n; j++)
      s[i] += B[(i + 1) * n + j];
  }
}

// Conditions that close before the inner loop or sit after it move with their statements
// (PolyBench's correlation: `stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];` after the loop).
// REMARK: fission.c:[[@LINE+4]]:1: remark: loop distribution: the statements between the 1st and 2nd loops of the band (lines [[@LINE+6]], [[@LINE+7]], [[@LINE+10]] and [[@LINE+12]]) run in loops of their own before and after the band, which is now perfectly nested [-Rpass=tilelang-tile]
// REMARK: fission.c:[[@LINE+3]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 4 [-Rpass=tilelang-tile]
void FN(conds)(int m, int n, const float *__restrict A, const float *__restrict x,
               float *__restrict s, float *__restrict d) {
#pragma tilelang tile(8, 4)
  for (int i = 0; i < m; i++) {
    if (x[i] < 0.0f)
      d[i] = -x[i];
    for (int j = 0; j < n; j++)
      s[i] += A[i * n + j] * x[j];
    s[i] = s[i] <= 0.5f ? 1.0f : s[i];
    if (i % 3 == 0)
      d[i] += s[i];
  }
}

// Refused: the condition after the loop reads what the statement before it computed, which
// would run in another copy of the outer loop.
// REMARK: fission.c:[[@LINE+3]]:1: remark: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (lines [[@LINE+5]] and [[@LINE+9]]), which loop distribution cannot move: a value the statement (line [[@LINE+5]]) computes decides a branch or is carried to the next iteration; nor can the band be tiled with them in place: a value a statement between the band's last two loops computes is used outside the statements on its side of the innermost loop (by that loop, the statements on the other side, or the next iteration); in place, the statements run in one tile of their row only [-Rpass-missed=tilelang-tile]
// REMARK: fission.c:[[@LINE+2]]:1: warning: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (lines [[@LINE+4]] and [[@LINE+8]]), which loop distribution cannot move: a value the statement (line [[@LINE+4]]) computes decides a branch or is carried to the next iteration; nor can the band be tiled with them in place: a value a statement between the band's last two loops computes is used outside the statements on its side of the innermost loop (by that loop, the statements on the other side, or the next iteration); in place, the statements run in one tile of their row only [-Wpass-failed]
void FN(cross_cond)(int m, int n, const float *__restrict A, float *__restrict s) {
#pragma tilelang tile(8, 4)
  for (int i = 0; i < m; i++) {
    float t = A[i * n];
    for (int j = 0; j < n; j++)
      s[i] += A[i * n + j];
    if (t > 0.0f)
      s[i] = 0.0f;
  }
}
#else
#include <stdio.h>
#include <string.h>

void gemm_tiled(int, int, int, float, float, float *, const float *, const float *);
void gemm_plain(int, int, int, float, float, float *, const float *, const float *);
void rowsum_tiled(int, int, const float *, const float *, float *, float *);
void rowsum_plain(int, int, const float *, const float *, float *, float *);
void two_levels_tiled(int, int, int, float *, float *, const float *, const float *);
void two_levels_plain(int, int, int, float *, float *, const float *, const float *);
void carried_tiled(int, int, float *, float *, const float *);
void carried_plain(int, int, float *, float *, const float *);
void scalar_tiled(int, int, const float *, const float *, float *);
void scalar_plain(int, int, const float *, const float *, float *);
void guarded_tiled(int, int, const float *, const float *, float *);
void guarded_plain(int, int, const float *, const float *, float *);
void syrk_pb_tiled(int, int, float, float, float *, const float *);
void syrk_pb_plain(int, int, float, float, float *, const float *);
void atax_pb_tiled(int, int, const float *, const float *, float *, float *);
void atax_pb_plain(int, int, const float *, const float *, float *, float *);
void sibling_dep_tiled(int, int, float *, float *);
void sibling_dep_plain(int, int, float *, float *);
void conds_tiled(int, int, const float *, const float *, float *, float *);
void conds_plain(int, int, const float *, const float *, float *, float *);
void cross_cond_tiled(int, int, const float *, float *);
void cross_cond_plain(int, int, const float *, float *);

enum { N = 4096 };
static float X1[8][N], X2[8][N];

static void fill(void) {
  for (int a = 0; a < 8; ++a)
    for (int x = 0; x < N; ++x)
      X1[a][x] = X2[a][x] = (float)((x * 7 + a * 3) % 17) / 8.0f - 1.0f;
}

static void report(const char *what) {
  printf("%s: %s\n", what, memcmp(X1, X2, sizeof X1) ? "MISMATCH" : "same");
}

int main(void) {
  fill();
  gemm_tiled(37, 29, 23, 0.5f, 1.5f, X1[0], X1[1], X1[2]);
  gemm_plain(37, 29, 23, 0.5f, 1.5f, X2[0], X2[1], X2[2]);
  report("gemm");
  fill();
  rowsum_tiled(41, 35, X1[0], X1[1], X1[2], X1[3]);
  rowsum_plain(41, 35, X2[0], X2[1], X2[2], X2[3]);
  report("rowsum");
  fill();
  two_levels_tiled(19, 21, 17, X1[0], X1[1], X1[2], X1[3]);
  two_levels_plain(19, 21, 17, X2[0], X2[1], X2[2], X2[3]);
  report("two_levels");
  fill();
  carried_tiled(30, 20, X1[0], X1[1], X1[2]);
  carried_plain(30, 20, X2[0], X2[1], X2[2]);
  report("carried");
  fill();
  scalar_tiled(30, 20, X1[0], X1[1], X1[2]);
  scalar_plain(30, 20, X2[0], X2[1], X2[2]);
  report("scalar");
  fill();
  guarded_tiled(30, 20, X1[0], X1[1], X1[2]);
  guarded_plain(30, 20, X2[0], X2[1], X2[2]);
  report("guarded");
  fill();
  syrk_pb_tiled(37, 19, 0.5f, 1.5f, X1[0], X1[1]);
  syrk_pb_plain(37, 19, 0.5f, 1.5f, X2[0], X2[1]);
  report("syrk_pb");
  fill();
  atax_pb_tiled(29, 35, X1[0], X1[1], X1[2], X1[3]);
  atax_pb_plain(29, 35, X2[0], X2[1], X2[2], X2[3]);
  report("atax_pb");
  fill();
  sibling_dep_tiled(30, 21, X1[0], X1[1]);
  sibling_dep_plain(30, 21, X2[0], X2[1]);
  report("sibling_dep");
  fill();
  conds_tiled(37, 23, X1[0], X1[1], X1[2], X1[3]);
  conds_plain(37, 23, X2[0], X2[1], X2[2], X2[3]);
  report("conds");
  fill();
  cross_cond_tiled(30, 21, X1[0], X1[1]);
  cross_cond_plain(30, 21, X2[0], X2[1]);
  report("cross_cond");
  return 0;
}
// OUT: gemm: same
// OUT-NEXT: rowsum: same
// OUT-NEXT: two_levels: same
// OUT-NEXT: carried: same
// OUT-NEXT: scalar: same
// OUT-NEXT: guarded: same
// OUT-NEXT: syrk_pb: same
// OUT-NEXT: atax_pb: same
// OUT-NEXT: sibling_dep: same
// OUT-NEXT: conds: same
// OUT-NEXT: cross_cond: same
#endif
