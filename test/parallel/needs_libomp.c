// A band whose tiles run on the cores calls libomp (__kmpc_fork_call_if): compiled without
// -fopenmp (no "openmp" module flag), the remark says that the object needs libomp at link
// time (new-user test of session 8: undefined references to __kmpc_* with no hint); with
// -fopenmp it does not. The object links with -fopenmp and gives the loops' results.
//
// RUN: %clangc -O2 -c -o %t.o %s -Rpass=tilelang-parallel 2>&1 | FileCheck %s --check-prefix=NOOMP
// RUN: %clangc -O2 -fopenmp -c -o %t.omp.o %s -Rpass=tilelang-parallel 2>&1 | FileCheck %s --check-prefix=OMP
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.o && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
void scale(int n, int m, float (*restrict B)[256], const float (*restrict A)[256]) {
// NOOMP: needs_libomp.c:[[@LINE+2]]:1: remark: tiles of loop 1 run on the cores: OpenMP parallel region (__kmpc_fork_call_if: forked when there are 2 tiles or more), {{.*}}; the object calls libomp, and this compilation has no -fopenmp: link it with -fopenmp (or -lomp) [-Rpass=tilelang-parallel]
// OMP: needs_libomp.c:[[@LINE+1]]:1: remark: tiles of loop 1 run on the cores: OpenMP parallel region (__kmpc_fork_call_if: forked when there are 2 tiles or more), {{.*}}: their tiles go to the cores, block_wise) [-Rpass=tilelang-parallel]
#pragma tilelang tile(16, 16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[i][j] = 2.0f * A[i][j] + 1.0f;
}
#else
#include <stdio.h>
void scale(int, int, float (*)[256], const float (*)[256]);
static float A[100][256], B[100][256];
int main(void) {
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 256; j++)
      A[i][j] = (float)(i - j);
  scale(100, 200, B, A);
  int bad = 0;
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 256; j++)
      bad += B[i][j] != (j < 200 ? 2.0f * (float)(i - j) + 1.0f : 0.0f);
  printf("bad %d\n", bad);
  return 0;
}
// OUT: bad 0
#endif
