// buffer(C: register) on a GPU: each thread's points of the thread loops
// (128 / 16 = 8 per dimension) are its register tile. Every access of the band
// goes to a staged buffer, so the thread loops run exactly 8 iterations and are
// fully unrolled, and after clang -O3 the per-thread buffer of C is gone
// (SROA: no alloca, no local memory): the k loop's body is the 8 x 8 outer
// product, 64 fmuladd per k step; on NVPTX tilelang-map also unrolls the k
// point loop by its tile size, 32. Full-tile separation gives the k tile
// loop's body two versions: full tiles run exactly 32 k steps (32 x 64 = 2048
// fmuladd), partial tiles the runtime-unrolled body plus the remainder loop
// (33 x 64 = 2112): 4160 fmuladd, and as many fma.rn.f32 in the PTX, with no
// .local access; AMDGPU keeps the k loop rolled: 32 fmuladd on <2 x float>
// (packed) per version.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -emit-llvm -o %t.nv.ll %s -Rpass=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=NV --implicit-check-not=alloca < %t.nv.ll
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o - %s | FileCheck %s --check-prefix=PTX --implicit-check-not=.local
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -S -emit-llvm -o - %s \
// RUN:   | FileCheck %s --check-prefix=AMD --implicit-check-not=alloca

// NV-LABEL:      define dso_local ptx_kernel void @sgemm(
// NV-COUNT-4160:   call float @llvm.fmuladd.f32(float %{{[0-9]+}}, float %{{[0-9]+}}, float %{{[0-9]+}})
// NV-NOT:          @llvm.fmuladd
// NV:              {{^}}declare
// PTX-LABEL:     .visible .entry sgemm(
// PTX-COUNT-4160:  fma.rn.f32
// PTX-NOT:         fma.rn.f32
// PTX:             ret;
// AMD-LABEL:     amdgpu_kernel void @sgemm(
// AMD-COUNT-64:    call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %{{[0-9]+}}, <2 x float> %{{[0-9]+}}, <2 x float> %{{[0-9]+}})
// AMD-NOT:         @llvm.fmuladd
// AMD:             {{^}}declare

void sgemm(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
// REMARK: register_tile_unrolled.c:[[@LINE+5]]:1: remark: staged 'A' in a shared-memory 128 x 32 buffer of 32-bit elements (copy-in by all threads of the block, between barriers, around each tile) [-Rpass=tilelang-promote]
// REMARK: register_tile_unrolled.c:[[@LINE+4]]:1: remark: staged 'B' in a shared-memory 32 x 128 buffer of 32-bit elements (copy-in by all threads of the block, between barriers, around each tile) [-Rpass=tilelang-promote]
// REMARK: register_tile_unrolled.c:[[@LINE+3]]:1: remark: staged 'C' in a per-thread register 8 x 8 buffer of 32-bit elements (copy-in and copy-out around each tile, hoisted out of 1 tile loop its footprint does not depend on) [-Rpass=tilelang-promote]
// REMARK: register_tile_unrolled.c:[[@LINE+2]]:1: remark: register tile of 8 x 8 points per thread (64 accumulators), its loops run in full and unrolled [-Rpass=tilelang-promote]
// REMARK: register_tile_unrolled.c:[[@LINE+1]]:1: remark: full tiles separated from partial tiles: 3 tile ends tested once per tile, bounds checks folded in the full version, 0 thread loops with a constant trip count [-Rpass=tilelang-promote]
#pragma tilelang tile(128, 128, 32) map(block.y, block.x, seq) threads(16, 16)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
