// The remarks of tilelang-map through clang (-Rpass=tilelang-map), at the
// pragma: "mapped the band: ..." (each loop's dimension, the block, and
// getMappingStrategy's reasons in parentheses: as the directive says, or its
// own choice when map/threads are absent), then "kernel 'NAME': block ...,
// grid ..." (the grid per dimension as an expression of the parameters: arg<N>
// when clang discards value names, the names with -fno-discard-value-names).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NV --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -o /dev/null %s -Rpass=tilelang-map -fno-discard-value-names 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AMD --implicit-check-not=remark: --implicit-check-not=warning:

void sgemm(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
// NV:  remarks.c:[[@LINE+4]]:1: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x, loop 3 -> seq; threads 16 x 16 x 1, point loops spread cyclically (sm_90: map as the directive says: loop 1 block.y, loop 2 block.x, loop 3 seq; threads as the directive says = 16 x 16 x 1, 64 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2); block order: groups of 16 block rows (about the square root of 264 resident blocks: blocks along loop 2 and along loop 1 share read tiles in L2)) [-Rpass=tilelang-map]
// NV:  remarks.c:[[@LINE+3]]:1: remark: kernel 'sgemm': block 16 x 16 x 1 threads, grid (smax(0, N) + 127) / 128 x (smax(0, M) + 127) / 128 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct) [-Rpass=tilelang-map]
// AMD: remarks.c:[[@LINE+2]]:1: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x, loop 3 -> seq; threads 16 x 16 x 1, point loops spread cyclically (gfx942: map as the directive says: loop 1 block.y, loop 2 block.x, loop 3 seq; threads as the directive says = 16 x 16 x 1, 64 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2); block order: groups of 32 block rows (about the square root of 1520 resident blocks: blocks along loop 2 and along loop 1 share read tiles in L2)) [-Rpass=tilelang-map]
// AMD: remarks.c:[[@LINE+1]]:1: remark: kernel 'sgemm': block 16 x 16 x 1 threads, grid (smax(0, N) + 127) / 128 x (smax(0, M) + 127) / 128 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct) [-Rpass=tilelang-map]
#pragma tilelang tile(128, 128, 32) map(block.y, block.x, seq) threads(16, 16)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

void chosen(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
// NV:  remarks.c:[[@LINE+4]]:1: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x, loop 3 -> seq; threads 32 x 8 x 1, point loops spread cyclically (sm_90: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (8 warps), x along loop 2 (unit-stride in 'C') = 32 x 8 x 1, 16 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2); block order: groups of 16 block rows (about the square root of 660 resident blocks: blocks along loop 2 and along loop 1 share read tiles in L2)) [-Rpass=tilelang-map]
// NV:  remarks.c:[[@LINE+3]]:1: remark: kernel 'chosen': block 32 x 8 x 1 threads, grid (smax(0, N) + 63) / 64 x (smax(0, M) + 63) / 64 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct) [-Rpass=tilelang-map]
// AMD: remarks.c:[[@LINE+2]]:1: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x, loop 3 -> seq; threads 64 x 4 x 1, point loops spread cyclically (gfx942: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (4 waves), x along loop 2 (unit-stride in 'C') = 64 x 4 x 1, 16 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2); block order: groups of 32 block rows (about the square root of 2432 resident blocks: blocks along loop 2 and along loop 1 share read tiles in L2)) [-Rpass=tilelang-map]
// AMD: remarks.c:[[@LINE+1]]:1: remark: kernel 'chosen': block 64 x 4 x 1 threads, grid (smax(0, N) + 63) / 64 x (smax(0, M) + 63) / 64 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct) [-Rpass=tilelang-map]
#pragma tilelang tile(64, 64, 16)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
