// A band in the body of the source's own `#pragma omp parallel for` (new-user test of session
// 8): clang outlines the region, whose shared variables (the bounds, the pointers) reach the
// band through pointers; the refusal says so and what happens (the band runs as written in
// each of the region's threads), after its own reason. The results are plain clang's.
//
// RUN: %clangc -O2 -fopenmp -c -o %t.o %s -Rpass-missed=tilelang-tile 2>&1 | FileCheck %s --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.o && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
void batch(int Bn, int M, int N, const float *__restrict X, float *__restrict Y) {
#pragma omp parallel for
  for (int b = 0; b < Bn; ++b) {
// CHECK: omp_region_band.c:[[@LINE+2]]:1: remark: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line [[@LINE+3]]), which loop distribution cannot move: the outermost loop of the band reads its bound from memory on every iteration (a field, a global or *p that the loop might change); copy the bound into a local variable before the loop; the band is in the body of an OpenMP parallel region of the source's (in 'batch'), which reaches the variables it shares (bounds, pointers) through pointers: it runs as written in each of the region's threads (tilelang's own threads need the band outside `#pragma omp`) [-Rpass-missed=tilelang-tile]
// CHECK: omp_region_band.c:[[@LINE+1]]:1: warning: loop not tiled: the band is not perfectly nested: {{.*}}; the band is in the body of an OpenMP parallel region of the source's (in 'batch'), which reaches the variables it shares (bounds, pointers) through pointers: it runs as written in each of the region's threads (tilelang's own threads need the band outside `#pragma omp`) [-Wpass-failed]
#pragma tilelang tile(8, 32)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        Y[(b * M + i) * N + j] = X[(b * M + i) * N + j] * 2.0f + (float)b;
  }
}
#else
#include <stdio.h>
#include <stdlib.h>
void batch(int, int, int, const float *, float *);
int main(void) {
  int Bn = 5, M = 33, N = 70;
  float *X = malloc(sizeof(float) * Bn * M * N), *Y = calloc(Bn * M * N, sizeof(float));
  for (int i = 0; i < Bn * M * N; i++)
    X[i] = (float)(i % 97);
  batch(Bn, M, N, X, Y);
  int bad = 0;
  for (int b = 0; b < Bn; b++)
    for (int i = 0; i < M * N; i++)
      bad += Y[b * M * N + i] != X[b * M * N + i] * 2.0f + b;
  printf("bad %d\n", bad);
  return 0;
}
// OUT: bad 0
#endif
