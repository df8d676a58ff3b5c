// compute(tensor_core) recognised from C on sm_90, gfx942 and the host; on
// the host (the GPU targets refuse VLAs) a VLA, whose subscripts SCEV sees as
// the same steps as flat ones.
// gfx942's i8 MFMA takes signed operands only: unsigned char is refused with the
// types its units take. The host has no matrix unit: the clause is ignored
// (a warning) and the contraction is still reported.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o /dev/null %s -DNO_U8 -Wno-pass-failed -Rpass-analysis=tilelang-target-check 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=ALL --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: not %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o /dev/null %s -Wno-pass-failed -Rpass-analysis=tilelang-target-check 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=ALL,GFX942 --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %clangc -O2 -S -emit-llvm -o /dev/null %s -DNO_U8 -Wno-pass-failed -Rpass-analysis=tilelang-target-check 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=ALL,HOST --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:

#if !defined(__NVPTX__) && !defined(__AMDGPU__)
// Variable-length arrays: A[M][K], B[K][N], C[M][N].
void vla(int M, int N, int K, const _Float16 A[restrict M][K],
         const _Float16 B[restrict K][N], float C[restrict M][N]) {
// HOST: contraction_targets.c:[[@LINE+2]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], f16 x f16 -> f32, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
// HOST: contraction_targets.c:[[@LINE+1]]:1: warning: compute(tensor_core) is ignored: x86_64 describes no matrix unit
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i][j] += (float)A[i][k] * (float)B[k][j];
}
#endif

// B transposed, __bf16.
void bf16_bt(int M, int N, int K, const __bf16 *restrict A,
             const __bf16 *restrict Bt, float *restrict C) {
// ALL: contraction_targets.c:[[@LINE+2]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * Bt[n][k], bf16 x bf16 -> f32, A row-major, Bt column-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
// HOST: contraction_targets.c:[[@LINE+1]]:1: warning: compute(tensor_core) is ignored: x86_64 describes no matrix unit
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)Bt[j * K + k];
}

#ifndef NO_U8
// unsigned char operands: no MFMA of gfx942 takes them.
void u8(int M, int N, int K, const unsigned char *restrict A,
        const unsigned char *restrict B, int *restrict C) {
// GFX942: contraction_targets.c:[[@LINE+3]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], u8 x u8 -> s32, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
// GFX942: contraction_targets.c:[[@LINE+2]]:1: error: compute(tensor_core): no matrix unit of gfx942 takes u8 operands (its units take f16; bf16; s8; e4m3,e5m2; f32; tf32; f64)
// GFX942: 1 error generated.
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < 1024; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
#endif
// HOST: 2 warnings generated.
