// A band whose inner loop starts past 0, on the host (issue 13): ScalarEvolution's trip count of
// `j = 1 .. n - 1` is n - 1 only where the i loop runs (its test gives n >= 1), but the tile
// loops' counts are computed before the band; at n <= 0 it was zext(n - 1), up to 2^32 - 1. The
// i tile loop then ran nothing, so results were right, but any tile order with j's tiles outside
// (and the GPU grid, test/map/grid_inner_start.c) walked 2^28 empty tiles. The count is now
// multiplied by umin(i's count, 1) (utils/BandBounds.h, guardedTripCount), which -O2 folds to
// smax(n, 1) - 1. Checked: the IR before and after -O2, and the tiled program at n = -3 .. 3,
// 17 and 40 (with its OpenMP tiles) against plain clang's, element for element.
//
// RUN: %clangc -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s -DKERNEL=tiled \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile' -S | FileCheck %s --check-prefix=TILE
// RUN: %clangc -O2 -S -emit-llvm -fno-discard-value-names -o - %s -DKERNEL=tiled | FileCheck %s --check-prefix=O2
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -fopenmp && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

// TILE-LABEL: define {{.*}}void @shift_tiled(
// TILE:         %[[SMAX:smax[0-9]*]] = call i32 @llvm.smax.i32(i32 %0, i32 0)
// TILE-NEXT:    %tilelang.tc = zext i32 %[[SMAX]] to i64
// TILE-NEXT:    %[[NM1:[0-9]+]] = add i32 %0, -1
// TILE-NEXT:    %[[TCJ:tilelang.tc[0-9]+]] = zext i32 %[[NM1]] to i64
// TILE-NEXT:    %[[ONE:[0-9]+]] = call i64 @llvm.umin.i64(i64 %tilelang.tc, i64 1)
// TILE-NEXT:    %tilelang.tc1.guarded = mul i64 %[[TCJ]], %[[ONE]]
// TILE:         icmp slt i64 %tt1, %tilelang.tc1.guarded
// O2-LABEL: define {{.*}}void @shift_tiled(
// O2:         %[[S1:[0-9]+]] = tail call i32 @llvm.smax.i32(i32 %n, i32 1)
// O2-NEXT:    %[[NM1:[a-z0-9.]+]] = add nsw i32 %[[S1]], -1
// O2-NEXT:    %tilelang.tc1.guarded = zext nneg i32 %[[NM1]] to i64

// OUT: n=-3 mismatches=0
// OUT-NEXT: n=-2 mismatches=0
// OUT-NEXT: n=-1 mismatches=0
// OUT-NEXT: n=0 mismatches=0
// OUT-NEXT: n=1 mismatches=0
// OUT-NEXT: n=2 mismatches=0
// OUT-NEXT: n=3 mismatches=0
// OUT-NEXT: n=17 mismatches=0
// OUT-NEXT: n=40 mismatches=0

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

void FN(shift)(int n, const float *restrict A, float *restrict B) {
#pragma tilelang tile(16, 16)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      B[i * n + j] = A[i * n + j] - A[i * n + j - 1];
}
#else
#include <stdio.h>

void shift_tiled(int, const float *, float *);
void shift_plain(int, const float *, float *);

#define MAXN 40
static float A[MAXN * MAXN], B0[MAXN * MAXN], B1[MAXN * MAXN];

int main(void) {
  static const int Ns[] = {-3, -2, -1, 0, 1, 2, 3, 17, 40};
  for (unsigned k = 0; k < sizeof Ns / sizeof Ns[0]; k++) {
    int n = Ns[k];
    for (int e = 0; e < MAXN * MAXN; e++) {
      A[e] = (float)((e * 7919) % 113) * 0.25f;
      B0[e] = B1[e] = -1.0f;
    }
    shift_tiled(n, A, B0);
    shift_plain(n, A, B1);
    int bad = 0;
    for (int e = 0; e < MAXN * MAXN; e++)
      bad += B0[e] != B1[e];
    printf("n=%d mismatches=%d\n", n, bad);
  }
  return 0;
}
#endif
