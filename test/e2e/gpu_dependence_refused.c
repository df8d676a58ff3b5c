// Rebuilding `int` subscripts in 64 bits on NVPTX and AMDGPU (lib/directives/WidenSubscripts.cpp) lets
// the tiler analyse them; it must still refuse what it refuses on x86-64.
//  - skew: A[i][j] = A[i-1][j+1] in flat form, a dependence of distance (1, -1): tiling j
//    would run (i, j) before (i-1, j+1), which writes what (i, j) reads (as
//    tile_refuse_dependence.ll, in flat form; j < m - 1 keeps j + 1 within the row).
//  - flatshift: A[i*m + j + 1] = A[i*m + j]; the write at (i, m-1) reaches A[(i+1)*m], which
//    (i+1, 0) reads, so j + 1 is not within its row of m (tile_run_flattened_row_overflow.ll).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o /dev/null -Rpass-missed=tilelang-tile %s 2>&1 | FileCheck %s
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o /dev/null -Rpass-missed=tilelang-tile %s 2>&1 | FileCheck %s
// RUN: %clangc -O2 -S -emit-llvm -o /dev/null -Rpass-missed=tilelang-tile %s 2>&1 | FileCheck %s

void skew(int n, int m, float *__restrict A) {
// CHECK: gpu_dependence_refused.c:[[@LINE+2]]:1: remark: loop not tiled: tiling would reverse a dependence on 'A' (from a read to a write, direction vector [> <] over the band): the band is not fully permutable [-Rpass-missed=tilelang-tile]
// CHECK: gpu_dependence_refused.c:[[@LINE+1]]:1: warning: loop not tiled: tiling would reverse a dependence on 'A' (from a read to a write, direction vector [> <] over the band): the band is not fully permutable [-Wpass-failed]
#pragma tilelang tile(8, 8)
  for (int i = 1; i < n; ++i)
    for (int j = 0; j < m - 1; ++j)
      A[i * m + j] = A[(i - 1) * m + j + 1] + 1.0f;
}

void flatshift(int n, int m, float *__restrict A) {
// CHECK: gpu_dependence_refused.c:[[@LINE+2]]:1: remark: loop not tiled: cannot prove that subscript 2 of 'A' (t2 + 1) stays within its dimension of m elements, so rows of it may overlap (t2 counts the iterations of loop 2 of the band from 0) [-Rpass-missed=tilelang-tile]
// CHECK: gpu_dependence_refused.c:[[@LINE+1]]:1: warning: loop not tiled: cannot prove that subscript 2 of 'A' (t2 + 1) stays within its dimension of m elements, so rows of it may overlap (t2 counts the iterations of loop 2 of the band from 0) [-Wpass-failed]
#pragma tilelang tile(4, 4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      A[i * m + j + 1] = A[i * m + j] + 1.0f;
}
