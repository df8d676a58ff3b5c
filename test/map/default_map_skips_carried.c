// Without map(...), getMappingStrategy maps only the loops DependenceAnalysis
// proves parallel: tilelang-tile passes it the loops that may carry a
// dependence (here loop 2, j, reads what its previous iteration wrote), and
// they stay seq. It used to map loop 2 to block.x, which tilelang-map then
// refused, leaving the band in one thread.
// A later band without threads(...) gets the kernel's block (the first mapped
// band's) instead of its own default, so that it is mapped too (a kernel has
// one block shape); it used to be refused when the defaults differed.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass=tilelang-map -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=DIAG,NVDIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s -Rpass=tilelang-map -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=DIAG,AMDDIAG --implicit-check-not=warning: --implicit-check-not=remark:

// NV: define dso_local ptx_kernel void @dep(
// NV: define dso_local ptx_kernel void @two(

void dep(int n, int m, float *__restrict A) {
  // NVDIAG: default_map_skips_carried.c:[[@LINE+4]]:3: remark: mapped the band: loop 1 -> block.x, loop 2 -> seq; threads 32 x 1 x 1, point loops spread cyclically (sm_90: parallel loops 1 (every written array varies with them), loop 2 may carry a dependence (DependenceAnalysis) and stay seq: loop 1 block.x, loop 2 seq; 32 threads (1 warps) = 32 x 1 x 1, 1 elements of the block's tile per thread; {{.*}}) [-Rpass=tilelang-map]
  // AMDDIAG: default_map_skips_carried.c:[[@LINE+3]]:3: remark: mapped the band: loop 1 -> block.x, loop 2 -> seq; {{.*}}(gfx942: parallel loops 1 (every written array varies with them), loop 2 may carry a dependence (DependenceAnalysis) and stay seq: loop 1 block.x, loop 2 seq; {{.*}}) [-Rpass=tilelang-map]
  // DIAG: default_map_skips_carried.c:[[@LINE+2]]:3: remark: kernel 'dep': block {{[0-9]+}} x 1 x 1 threads
  // DIAG-NOT: band not mapped
  #pragma tilelang tile(8, 64)
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < m; ++j)
      A[i * m + j] = A[i * m + j - 1] + 1.0f;
}

void two(int n, float *__restrict A, float *__restrict B,
         float *__restrict C) {
  // DIAG: default_map_skips_carried.c:[[@LINE+4]]:3: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x; threads 32 x 8 x 1, {{.*}}; 256 threads ({{[0-9]+}} {{warps|waves}}), x along loop 2 (unit-stride in 'B') = 32 x 8 x 1, 4 elements of the block's tile per thread;{{.*}} [-Rpass=tilelang-map]
  // DIAG: default_map_skips_carried.c:[[@LINE+7]]:3: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x; threads 32 x 8 x 1, {{.*}}; threads as the kernel's first band (one block shape per kernel) = 32 x 8 x 1, 4 elements of the block's tile per thread;{{.*}} [-Rpass=tilelang-map]
  // DIAG: default_map_skips_carried.c:[[@LINE+2]]:3: remark: kernel 'two': block 32 x 8 x 1 threads,
  // DIAG-NOT: band not mapped
  #pragma tilelang tile(32, 32)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      B[i * n + j] = A[i * n + j] * 2.0f;
  #pragma tilelang tile(64, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      C[i * n + j] = B[i * n + j] + 1.0f;
}
