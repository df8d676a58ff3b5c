// compute(tensor_core) for an AMD chip no description lists (gfx1100: RDNA, no MFMA; gfx908:
// MFMA without the .1k bf16 forms; no -mcpu at all): the closest description stands in for the
// chip's limits, but AMD's MFMA sets differ from chip to chip, so the lowering refuses the band
// from the chip compiled for instead of leaving llc an instruction it cannot select ("Cannot
// select: intrinsic %llvm.amdgcn.mfma.f32.32x32x16.f16" before, found by the new-user test of
// 2026-12-02); the band runs as SIMT code and the object is built.
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O2 -c -o %t.1100.o %s 2>&1 | FileCheck %s -DCHIP=gfx1100 -DDESC=gfx950 -DINSTR=v_mfma_f32_32x32x16_bf16
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx908 -nogpulib -O2 -c -o %t.908.o %s 2>&1 | FileCheck %s -DCHIP=gfx908 -DDESC=gfx90a -DINSTR=v_mfma_f32_32x32x8bf16_1k
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -c -o %t.942.o %s -Rpass=tilelang-promote 2>&1 | FileCheck %s --check-prefix=DESCRIBED

// CHECK: warning: tilelang: no description lists target-cpu [[CHIP]]
// CHECK: mfma_undescribed_chip.c:[[@LINE+3]]:1: warning: compute(tensor_core) not carried out: [[CHIP]] has no description of its own ([[DESC]]'s stands in for it), so whether it has [[INSTR]] is not known; the lowering runs on the described chips (tilelang-llvm targets); the point loops run on SIMT cores [-Wpass-failed]
// DESCRIBED: mfma_undescribed_chip.c:[[@LINE+2]]:1: remark: lowered the contraction to v_mfma_f32_32x32x8_bf16
void mm(int M, int N, int K, const __bf16 *__restrict A, const __bf16 *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
