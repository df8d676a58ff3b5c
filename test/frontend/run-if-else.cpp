// End to end with both plugins: the pass plugin removes the markers, the
// program keeps the meaning of its unbraced if/else and dangling else.
// (Needs TileLangPasses.so: without it the link fails on the undefined
// __tilelang_directive.)
// RUN: %clangxx -O2 %s -fopenmp -o %t && %t | FileCheck %s
// RUN: %clangxx -O0 %s -fopenmp -o %t0 && %t0 | FileCheck %s

#include <cstdio>

static int run(int C, int D, int N, float *A) {
  int R = 0;
  if (C)
#pragma tilelang tile(4) buffer(A: shared)
    for (int i = 0; i < N; ++i)
      A[i] += 1;
  else
    R = 100;

  if (C)
    if (D)
#pragma tilelang tile(2)
      for (int i = 0; i < N; ++i)
        A[i] += 10;
    else
      R += 1000;

  for (int i = 0; i < N; ++i)
    R += (int)A[i];
  return R;
}

int main() {
  float A[7] = {0};
  std::printf("%d\n", run(0, 0, 7, A)); // 100
  std::printf("%d\n", run(0, 1, 7, A)); // 100
  std::printf("%d\n", run(1, 0, 7, A)); // 7 + 1000
  std::printf("%d\n", run(1, 1, 7, A)); // 7 * (2 + 10): A keeps its 1s
  return 0;
}
// CHECK: 100
// CHECK-NEXT: 100
// CHECK-NEXT: 1007
// CHECK-NEXT: 84
