// Regression (issue "Sound by construction", a missed dependence): the accesses of one array
// have different shapes. A[j * N0 + i] delinearises to A[j][i] (rows of N0), A[j] does not;
// DependenceAnalysis, told to take delinearised subscripts as in bounds, read A[j] as A[0][j]
// and, with j >= 1, found no dependence: the band was tiled, and A[j] (written by iteration
// (j, i = j) of row j) was read before or after that write depending on the tile order.
// The delinearised view is now assumed only for pairs of accesses that both have it with the
// same dimensions; this pair is tested in the linear address space, and the band is refused.
// RUN: %clangc -O2 -S -emit-llvm -o /dev/null -Rpass-missed=tilelang-tile %s 2>&1 | FileCheck %s
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o /dev/null -Rpass-missed=tilelang-tile %s 2>&1 | FileCheck %s
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o /dev/null -Rpass-missed=tilelang-tile %s 2>&1 | FileCheck %s

void missed(int N0, int N1, float *__restrict A) {
// CHECK: tile_refuse_dependence_mixed_shapes.c:[[@LINE+2]]:1: remark: loop not tiled: tiling may reverse a dependence on 'A' (from a read to a write, direction vector [* *] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses) [-Rpass-missed=tilelang-tile]
// CHECK: tile_refuse_dependence_mixed_shapes.c:[[@LINE+1]]:1: warning: loop not tiled
#pragma tilelang tile(4, 16)
  for (int i = 0; i < N0; i++)
    for (int j = 1; j < N1; j++)
      A[j * N0 + i] += A[j];
}

// The same shapes on different arrays: no dependence, tiled.
void independent(int N0, int N1, float *__restrict A, const float *__restrict B) {
// CHECK-NOT: tile_refuse_dependence_mixed_shapes.c:[[@LINE+1]]:1: {{.*}}not tiled
#pragma tilelang tile(4, 16)
  for (int i = 0; i < N0; i++)
    for (int j = 1; j < N1; j++)
      A[j * N0 + i] += B[j];
}
