// compute(tensor_core) on AMD (lib/matrix: MfmaWarpTile under the block
// tile): the remark of the lowering, exactly, and the v_mfma instructions of
// the code objects for gfx942 (CDNA3) and gfx950 (CDNA4), whose descriptions
// (targets/gfx942.json, gfx950.json) pick different instructions for the
// same kernels. f16 with B transposed (both tiles k-contiguous: one vector
// LDS load per fragment), bf16 with B row-major (B's fragments read element
// by element), int8, and a 32 x 16 tile that only the 16x16 units divide.
// RUN: %clangxx --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -S -o %t.942.s %s -Rpass=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --check-prefix=R942 --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=A942 --implicit-check-not=v_mfma < %t.942.s
// RUN: FileCheck %s --check-prefix=M942 < %t.942.s
// RUN: %clangxx --target=amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S -o %t.950.s %s -Rpass=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --check-prefix=R950 --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=A950 --implicit-check-not=v_mfma < %t.950.s
// RUN: FileCheck %s --check-prefix=M950 < %t.950.s

// The 16-byte copies (global_load_dwordx4, ds_write_b128) and the fragment
// reads of the k-contiguous f16 tiles: 4 halves (gfx942) or 8 (gfx950) per
// lane, one LDS load each.
// M942-LABEL: {{^}}mfma_f16_bt:
// M942-DAG: global_load_dwordx4
// M942-DAG: ds_write_b128
// M942-DAG: s_barrier
// M942-DAG: ds_read_b64
// M942: s_endpgm
// M950-LABEL: {{^}}mfma_f16_bt:
// M950-DAG: global_load_dwordx4
// M950-DAG: ds_write_b128
// M950-DAG: s_barrier
// M950-DAG: ds_read_b128
// M950: s_endpgm

// A942-LABEL: {{^}}mfma_f16_bt:
// A942-COUNT-4: v_mfma_f32_32x32x8_f16 v[
// A942-LABEL: {{^}}mfma_bf16:
// A942-COUNT-8: v_mfma_f32_32x32x8_bf16 v[
// A942-LABEL: {{^}}mfma_i8:
// A942-COUNT-4: v_mfma_i32_32x32x16_i8 v[
// A942-LABEL: {{^}}mfma_f16_16:
// A942-COUNT-4: v_mfma_f32_16x16x16_f16 v[
// A950-LABEL: {{^}}mfma_f16_bt:
// A950-COUNT-2: v_mfma_f32_32x32x16_f16 v[
// A950-LABEL: {{^}}mfma_bf16:
// A950-COUNT-4: v_mfma_f32_32x32x16_bf16 v[
// A950-LABEL: {{^}}mfma_i8:
// A950-COUNT-2: v_mfma_i32_32x32x32_i8 v[
// A950-LABEL: {{^}}mfma_f16_16:
// A950-COUNT-2: v_mfma_f32_16x16x32_f16 v[

extern "C" void mfma_f16_bt(int M, int N, int K, const _Float16 *__restrict A,
                            const _Float16 *__restrict B, float *__restrict C) {
// R942: gpu_mfma.cpp:[[@LINE+2]]:1: remark: lowered the contraction to v_mfma_f32_32x32x8_f16: block tile 64 x 64 x 32, 4 wavefronts as 2 x 2 tiles of 32 x 32 (1 x 1 instructions), 16 accumulators per thread; A and B copied to LDS by global loads and LDS stores in 2 stages (64 x 32 and 64 x 32, row-major, no swizzle), fragments by LDS loads [-Rpass=tilelang-promote]
// R950: gpu_mfma.cpp:[[@LINE+1]]:1: remark: lowered the contraction to v_mfma_f32_32x32x16_f16: block tile 64 x 64 x 32, 4 wavefronts as 2 x 2 tiles of 32 x 32 (1 x 1 instructions), 16 accumulators per thread; A and B copied to LDS by global loads and LDS stores in 2 stages (64 x 32 and 64 x 32, row-major, no swizzle), fragments by LDS loads [-Rpass=tilelang-promote]
#pragma tilelang tile(64, 64, 32) compute(tensor_core) threads(256)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[j * K + k];
}

extern "C" void mfma_bf16(int M, int N, int K, const __bf16 *__restrict A,
                          const __bf16 *__restrict B, float *__restrict C) {
// R942: gpu_mfma.cpp:[[@LINE+2]]:1: remark: lowered the contraction to v_mfma_f32_32x32x8_bf16: block tile 64 x 128 x 16, 2 wavefronts as 1 x 2 tiles of 64 x 64 (2 x 2 instructions), 64 accumulators per thread; A and B copied to LDS by global loads and LDS stores in 2 stages (64 x 16 and 16 x 128, row-major, no swizzle), fragments by LDS loads (element by element where k is not contiguous) [-Rpass=tilelang-promote]
// R950: gpu_mfma.cpp:[[@LINE+1]]:1: remark: lowered the contraction to v_mfma_f32_32x32x16_bf16: block tile 64 x 128 x 16, 2 wavefronts as 1 x 2 tiles of 64 x 64 (2 x 2 instructions), 64 accumulators per thread; A and B copied to LDS by global loads and LDS stores in 2 stages (64 x 16 and 16 x 128, row-major, no swizzle), fragments by LDS loads (element by element where k is not contiguous) [-Rpass=tilelang-promote]
#pragma tilelang tile(64, 128, 16) compute(tensor_core) threads(128)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}

extern "C" void mfma_i8(int M, int N, int K, const signed char *__restrict A,
                        const signed char *__restrict B, int *__restrict C) {
// R942: gpu_mfma.cpp:[[@LINE+4]]:1: warning: the int32 accumulator of 'C' can overflow: the reduction's length is known only at run time, summing products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
// R942: gpu_mfma.cpp:[[@LINE+3]]:1: remark: lowered the contraction to v_mfma_i32_32x32x16_i8: block tile 64 x 64 x 64, 4 wavefronts as 2 x 2 tiles of 32 x 32 (1 x 1 instructions), 16 accumulators per thread; A and B copied to LDS by global loads and LDS stores in 2 stages (64 x 64 and 64 x 64, row-major, no swizzle), fragments by LDS loads [-Rpass=tilelang-promote]
// R950: gpu_mfma.cpp:[[@LINE+2]]:1: warning: the int32 accumulator of 'C' can overflow: the reduction's length is known only at run time, summing products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
// R950: gpu_mfma.cpp:[[@LINE+1]]:1: remark: lowered the contraction to v_mfma_i32_32x32x32_i8: block tile 64 x 64 x 64, 4 wavefronts as 2 x 2 tiles of 32 x 32 (1 x 1 instructions), 16 accumulators per thread; A and B copied to LDS by global loads and LDS stores in 2 stages (64 x 64 and 64 x 64, row-major, no swizzle), fragments by LDS loads [-Rpass=tilelang-promote]
#pragma tilelang tile(64, 64, 64) compute(tensor_core) threads(256)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (int)A[i * K + k] * (int)B[j * K + k];
}

// A tile the 32x32 units do not divide: the 16x16 unit is taken.
extern "C" void mfma_f16_16(int M, int N, int K, const _Float16 *__restrict A,
                            const _Float16 *__restrict B, float *__restrict C) {
// R942: gpu_mfma.cpp:[[@LINE+2]]:1: remark: lowered the contraction to v_mfma_f32_16x16x16_f16: block tile 32 x 16 x 32, 1 wavefronts as 1 x 1 tiles of 32 x 16 (2 x 1 instructions), 8 accumulators per thread; A and B copied to LDS by global loads and LDS stores in 2 stages (32 x 32 and 32 x 16, row-major, no swizzle), fragments by LDS loads (element by element where k is not contiguous) [-Rpass=tilelang-promote]
// R950: gpu_mfma.cpp:[[@LINE+1]]:1: remark: lowered the contraction to v_mfma_f32_16x16x32_f16: block tile 32 x 16 x 32, 1 wavefronts as 1 x 1 tiles of 32 x 16 (2 x 1 instructions), 8 accumulators per thread; A and B copied to LDS by global loads and LDS stores in 2 stages (32 x 32 and 32 x 16, row-major, no swizzle), fragments by LDS loads (element by element where k is not contiguous) [-Rpass=tilelang-promote]
#pragma tilelang tile(32, 16, 32) compute(tensor_core) threads(64)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
// R942: 1 warning generated.
// R950: 1 warning generated.
