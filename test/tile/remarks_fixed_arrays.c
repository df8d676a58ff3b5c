// Remarks on bands over fixed-size array parameters (new-user test of session 8):
// - a directive whose sizes are all `auto` and that does not pay says what the user can write
//   to tile it anyway (it said "sizes given in the directive are used as they are");
// - the traffic model bounds the trip counts by the arrays' dimensions read from their type
//   (`double Y[16][16]`: Y[j][i] with j = i + 1 .. was read as rows of 17 from its steps and
//   bounded nothing: "taken as 1024");
// - a band not tiled has no run-time check left, nor its remark (it said "the fast version
//   runs when a run-time check ..." and then "loop not tiled");
// - the rows checked at run time are the type's (16), not a second view guessed from the
//   steps (17: "within 16, ... within 17").
// Checked: every remark with its position; the tiled kernel bit for bit against plain clang.
//
// RUN: %clangc -O2 -S -emit-llvm -o %t.ll %s -DKERNEL=tiled -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#define N 16
#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// CHECK: remarks_fixed_arrays.c:[[@LINE+2]]:1: remark: loop not tiled: tiling does not pay: the traffic model estimates {{[0-9.]+ [kMG]?}}cycles, mostly filling L3, tiled, against {{[0-9.]+ [kMG]?}}cycles, mostly filling L3, as written (with `auto` sizes it must be 25% faster; a directive that gives every size, such as tile({{[0-9]+}}, {{[0-9]+}}) (the sizes priced here), is tiled without this test) [-Rpass-missed=tilelang-tile]
void FN(upper)(int n, double X[N][N], double Y[N][N]) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n - 1; j++)
      X[i + 1][j + 1] = X[i + 1][j + 1] * 0.5 + Y[j][i] * 0.25;
}
// IR-LABEL: define {{.*}}void @upper_tiled(
// IR-NOT:     icmp ule ptr
// IR:         ret void

// CHECK: remarks_fixed_arrays.c:[[@LINE+3]]:1: remark: arrays that may overlap ('Y' and 'X') and subscripts not proven inside their dimensions (subscript 2 of 'X' (1 .. n - 1) within 16, subscript 2 of 'Y' (0 .. n - 1) within 16, subscript 2 of 'X' (2 .. n) within 16): the fast version runs when a run-time check finds the arrays' address ranges disjoint and the subscripts inside, the loops as written otherwise (__restrict removes the alias check) [-Rpass=tilelang-tile]
// CHECK: remarks_fixed_arrays.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 8 [-Rpass=tilelang-tile]
void FN(shift)(int n, double X[N][N], double Y[N][N]) {
#pragma tilelang tile(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = i; j < n - 1; j++)
      X[i][j + 2] = X[i][j + 1] * 0.5 - Y[j][i] * 0.25;
}

#else
#include <stdio.h>
#include <string.h>
typedef double Arr[N][N];
void upper_tiled(int, Arr, Arr), upper_plain(int, Arr, Arr);
void shift_tiled(int, Arr, Arr), shift_plain(int, Arr, Arr);
static double X1[N + 2][N], X2[N + 2][N], Y[N][N];
static void init(void) {
  for (int i = 0; i < N + 2; i++)
    for (int j = 0; j < N; j++)
      X1[i][j] = X2[i][j] = (double)(i * 31 + j) / 7;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      Y[i][j] = (double)(i - 2 * j) / 3;
}
int main(void) {
  static const int Sizes[] = {1, 5, 12, 14, 15, 16};
  for (int s = 0; s < 6; s++) {
    int n = Sizes[s];
    init();
    upper_tiled(n, X1, Y), upper_plain(n, X2, Y);
    printf("upper %d %s\n", n, memcmp(X1, X2, sizeof X1) ? "DIFFER" : "same");
    init();
    shift_tiled(n, X1, Y), shift_plain(n, X2, Y);
    printf("shift %d %s\n", n, memcmp(X1, X2, sizeof X1) ? "DIFFER" : "same");
    // X and Y overlapping: the loops as written behind the check.
    init();
    shift_tiled(n, X1 + 1, (double(*)[N])X1), shift_plain(n, X2 + 1, (double(*)[N])X2);
    printf("shift overlapping %d %s\n", n, memcmp(X1, X2, sizeof X1) ? "DIFFER" : "same");
  }
  return 0;
}
// OUT-COUNT-18: {{^[a-z ]+ [0-9]+ same$}}
// OUT-NOT: DIFFER
#endif
