// buffer() without tile() on loops whose trip counts are known only at run time: the footprint
// has no compile-time bound, so nothing is staged, and the message says why and what to do
// (regression: it printed a wrapped-around size of 18446744056529682436 bytes).
// RUN: %clangc -O2 -c %s -o /dev/null -Rpass-missed=tilelang-promote 2>&1 | FileCheck %s

void copy(int n, int m, const float *__restrict A, float *__restrict B) {
#pragma tilelang buffer(A: shared)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j];
}
// CHECK: stage_untiled_unbounded.c:7:1: remark: 'A' not staged: its footprint has no bound known at compile time, more than the 1048576 bytes a staged buffer may take; tile the band (tile(...)) so that each tile's footprint is bounded [-Rpass-missed=tilelang-promote]
