// Regression (differential fuzzer, host seed 7103 case 110): a trapezoidal band (j < i - 15)
// without restrict, tiled behind a run-time alias check whose address ranges were computed from
// the loop bound `i - 15` kept across indvars: indvars replaced the deleted `i` by poison first,
// the kept handle followed it, and the check compared poison (the tiled version ran and wrote
// nothing). The bound is now rebuilt from its description when its value is gone.
//
// RUN: %clangc -O2 -S -emit-llvm -o - %s -DKERNEL=tiled -w | FileCheck %s --check-prefix=IR
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -fopenmp && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// IR-LABEL: define {{.*}} @trap_tiled(
// IR-NOT:     poison
// IR:         ret void
void FN(trap)(const int *A0, int *A1) {
#pragma tilelang tile(64, 2)
  for (int i = 1; i < 49; ++i)
    for (int j = 2; j < i - 15; ++j)
      A1[j] = A0[j + 2] + A0[j - 1] + A0[j];
}
#else
#include <stdio.h>
#include <string.h>
void trap_tiled(const int *, int *);
void trap_plain(const int *, int *);
int main(void) {
  static int X[160], Y[160];
  int ok = 1;
  for (int shift = -6; shift <= 40; shift += 2) { // apart, adjacent and overlapping
    for (int i = 0; i < 160; i++)
      X[i] = Y[i] = (i * 7) % 13 - 6;
    trap_tiled(X + 20, X + 20 + shift);
    trap_plain(Y + 20, Y + 20 + shift);
    if (memcmp(X, Y, sizeof X)) {
      printf("shift %d differs\n", shift);
      ok = 0;
    }
  }
  printf("%s\n", ok ? "all equal" : "DIFFERENT");
  return !ok;
}
// OUT-NOT: differs
// OUT: all equal
#endif
