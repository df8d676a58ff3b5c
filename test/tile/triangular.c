// Triangular and trapezoidal bands (issue "Real loop nests as people write them": 6 of the 23
// textbook kernels): a loop whose bounds are affine in the counters of the band loops around it
// is tiled in the tiles of its bounding box, its point loop clamped to its real bounds
// (utils/BandBounds.h). Checked: the remarks, the refusals with their reasons, and each program's
// output against plain clang's, bit for bit, at sizes around the tile sizes, with arrays that
// overlap where the pointers are not restrict (the run-time check then runs the loops as written).
//
// RUN: %clangc -O2 -S -emit-llvm -o %t.ll %s -DKERNEL=tiled '-Rpass=tilelang-(tile|promote)' '-Rpass-missed=tilelang-(tile|promote)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -fopenmp && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT
//
// GPUs map triangles too (test/map/triangular_gpu.c); loop distribution is host-only.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -DKERNEL=tiled -DGPU -Rpass=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NV

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

#ifdef GPU
// NV: triangular.c:[[@LINE+2]]:1: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x
void lower_gpu(int n, float *__restrict A, const float *__restrict B) {
#pragma tilelang tile(32, 32) map(block.y, block.x)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      A[i * n + j] += B[j * n + i];
}

// Nor is loop distribution done there: the reason says so.
// NV: triangular.c:[[@LINE+2]]:1: warning: loop not tiled: the band is not perfectly nested: the outermost loop has a statement or branch outside the second loop (loop distribution, which moves them out on the host, is not done on GPU targets: their loops would run in every thread)
void stmt_gpu(int n, float *__restrict A, float *__restrict s) {
#pragma tilelang tile(32, 32) map(block.y, block.x)
  for (int i = 0; i < n; i++) {
    s[i] = 0.0f;
    for (int j = 0; j < n; j++)
      A[i * n + j] += 1.0f;
  }
}
#else

// The lower triangle, j <= i, without restrict.
// REMARK: triangular.c:[[@LINE+3]]:1: remark: arrays that may overlap ('B' and 'A'): the fast version runs when a run-time check finds their address ranges disjoint, the loops as written otherwise (__restrict removes the check) [-Rpass=tilelang-tile]
// REMARK: triangular.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 4 [-Rpass=tilelang-tile]
void FN(lower)(int n, float *A, const float *B) {
#pragma tilelang tile(8, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      A[i * n + j] = A[i * n + j] * 0.5f + B[j * n + i];
}

// The strict upper triangle, j from i + 1 (indvars gives i a second induction variable for it).
// REMARK: triangular.c:[[@LINE+3]]:1: remark: arrays that may overlap ('B' and 'A'): the fast version runs when a run-time check finds their address ranges disjoint, the loops as written otherwise (__restrict removes the check) [-Rpass=tilelang-tile]
// REMARK: triangular.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 8 [-Rpass=tilelang-tile]
void FN(upper)(int n, float *A, const float *B) {
#pragma tilelang tile(4, 8)
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      A[i * n + j] += B[j * n + i] * 2.0f;
}

// syrk's update (PolyBench), without restrict: the k loop goes innermost (unit stride); j stays
// inside i, whose counter its bound is.
// REMARK: triangular.c:[[@LINE+3]]:1: remark: arrays that may overlap ('A' and 'C'): the fast version runs when a run-time check finds their address ranges disjoint, the loops as written otherwise (__restrict removes the check) [-Rpass=tilelang-tile]
// REMARK: triangular.c:[[@LINE+2]]:1: remark: tiled a band of 3 loops with tile sizes 4 x 4 x 8; point loops in the order 1, 3, 2 (unit-stride loop innermost) [-Rpass=tilelang-tile]
void FN(syrk)(int N, int M, float alpha, float *C, const float *A) {
#pragma tilelang tile(4, 4, 8)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j <= i; ++j)
      for (int k = 0; k < M; ++k)
        C[i * N + j] += alpha * A[i * M + k] * A[j * M + k];
}

// A tetrahedron: k's bounds depend on j and i.
// REMARK: triangular.c:[[@LINE+2]]:1: remark: tiled a band of 3 loops with tile sizes 4 x 4 x 4 [-Rpass=tilelang-tile]
void FN(tet)(int n, float *__restrict C) {
#pragma tilelang tile(4, 4, 4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
      for (int k = j; k <= i; ++k)
        C[(i * n + j) * n + k] += (float)(i + 2 * j + 3 * k);
}

// Column sums below the diagonal: "unit stride innermost" would put j inside i, whose bounds
// depend on j; the point loops keep i inside j.
// REMARK: triangular.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 4 x 4 [-Rpass=tilelang-tile]
void FN(colsum)(int n, float *__restrict s, const float *__restrict A) {
#pragma tilelang tile(4, 4)
  for (int j = 0; j < n; ++j)
    for (int i = j; i < n; ++i)
      s[j] += A[i * n + j];
}

// A staged tile of a triangle would copy elements the band does not touch: tiled, not staged.
// REMARK: triangular.c:[[@LINE+4]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 8 [-Rpass=tilelang-tile]
// REMARK: triangular.c:[[@LINE+3]]:1: remark: 'A' not staged: the bounds of a loop of the band depend on an enclosing loop (a triangular or trapezoidal band), and a staged tile would copy elements the band does not touch [-Rpass-missed=tilelang-promote]
// REMARK: triangular.c:[[@LINE+2]]:1: warning: 'A' not staged: the bounds of a loop of the band depend on an enclosing loop (a triangular or trapezoidal band), and a staged tile would copy elements the band does not touch [-Wpass-failed]
void FN(staged)(int n, float *__restrict A, float *__restrict B) {
#pragma tilelang tile(8, 8) buffer(A: shared)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      B[i * n + j] = A[i * n + j] + 1.0f;
}

// Not yet: a downward triangle whose subscripts the delinearisation cannot take apart.
// REMARK: triangular.c:[[@LINE+3]]:1: remark: loop not tiled: cannot prove that subscript 2 of 'A' ((n - 1) * (n + 1) - t1 - t2) stays within its dimension of n elements, so rows of it may overlap (t1 counts the iterations of loop 1 of the band from 0; t2 counts the iterations of loop 2 of the band from 0) [-Rpass-missed=tilelang-tile]
// REMARK: triangular.c:[[@LINE+2]]:1: warning: loop not tiled: cannot prove that subscript 2 of 'A' ((n - 1) * (n + 1) - t1 - t2) stays within its dimension of n elements, so rows of it may overlap (t1 counts the iterations of loop 1 of the band from 0; t2 counts the iterations of loop 2 of the band from 0) [-Wpass-failed]
void FN(down)(int n, float *__restrict A) {
#pragma tilelang tile(3, 5)
  for (int i = n - 1; i >= 0; i--)
    for (int j = i; j >= 0; j--)
      A[i * n + j] = A[i * n + j] * 3.0f + (float)(i - j);
}

// A step of 2 in a loop whose bounds vary.
// REMARK: triangular.c:[[@LINE+3]]:1: remark: loop not tiled: the bounds of the second loop of the band depend on an enclosing loop of the band (a triangular or trapezoidal loop) and it steps by 2; such loops are tiled with steps of 1 and -1 [-Rpass-missed=tilelang-tile]
// REMARK: triangular.c:[[@LINE+2]]:1: warning: loop not tiled: the bounds of the second loop of the band depend on an enclosing loop of the band (a triangular or trapezoidal loop) and it steps by 2; such loops are tiled with steps of 1 and -1 [-Wpass-failed]
void FN(step2)(int n, float *__restrict A) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j += 2)
      A[i * n + j] += 1.0f;
}
#endif

#else
#include <stdio.h>
#include <string.h>
#define DECL(f, ...)                                                                               \
  void f##_tiled(__VA_ARGS__);                                                                     \
  void f##_plain(__VA_ARGS__);
DECL(lower, int, float *, const float *)
DECL(upper, int, float *, const float *)
DECL(syrk, int, int, float, float *, const float *)
DECL(tet, int, float *)
DECL(colsum, int, float *, const float *)
DECL(staged, int, float *, float *)
DECL(down, int, float *)
DECL(step2, int, float *)
static float X[40000], Y[40000], Z[40000], W[40000];
static void init(void) {
  for (int i = 0; i < 40000; i++) {
    X[i] = Y[i] = (float)((i * 37) % 101) / 7.0f;
    Z[i] = W[i] = (float)((i * 13) % 17);
  }
}
static int same(const char *k, int n) {
  if (!memcmp(X, Y, sizeof X) && !memcmp(Z, W, sizeof Z))
    return 1;
  printf("%s n=%d differs\n", k, n);
  return 0;
}
int main(void) {
  int ok = 1, ns[] = {-3, 0, 1, 2, 3, 7, 8, 9, 17, 33, 64};
  for (unsigned t = 0; t < sizeof ns / sizeof *ns; t++) {
    int n = ns[t];
    init(); lower_tiled(n, X, Z); lower_plain(n, Y, W); ok &= same("lower", n);
    init(); lower_tiled(n, X, X + 5); lower_plain(n, Y, Y + 5); ok &= same("lower, overlapping", n);
    init(); upper_tiled(n, X, Z); upper_plain(n, Y, W); ok &= same("upper", n);
    init(); upper_tiled(n, X, X + n); upper_plain(n, Y, Y + n); ok &= same("upper, overlapping", n);
    init(); syrk_tiled(n, 13, 0.5f, X, Z); syrk_plain(n, 13, 0.5f, Y, W); ok &= same("syrk", n);
    init(); syrk_tiled(n, 13, 0.5f, X, X + 3); syrk_plain(n, 13, 0.5f, Y, Y + 3); ok &= same("syrk, overlapping", n);
    if (n <= 33) { init(); tet_tiled(n, X); tet_plain(n, Y); ok &= same("tet", n); }
    init(); colsum_tiled(n, X, Z); colsum_plain(n, Y, W); ok &= same("colsum", n);
    init(); staged_tiled(n, Z, X); staged_plain(n, W, Y); ok &= same("staged", n);
    init(); down_tiled(n, X); down_plain(n, Y); ok &= same("down", n);
    init(); step2_tiled(n, X); step2_plain(n, Y); ok &= same("step2", n);
  }
  printf("%s\n", ok ? "all equal" : "DIFFERENT");
  return !ok;
}
// OUT-NOT: differs
// OUT: all equal
#endif
