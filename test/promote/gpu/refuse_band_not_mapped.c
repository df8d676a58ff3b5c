// On a GPU only a band that tilelang-map spread over a block is staged: a band
// that runs in one thread has no block to copy with. Here map(seq, seq) is
// refused by tilelang-map, and then each staged array is refused by
// tilelang-promote with a warning and a missed remark at the pragma; nothing is
// staged (no addrspace(3) buffer, no per-thread alloca, no barrier).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass-missed=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s -Rpass-missed=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.ll

// NV-NOT:  @tilelang.A
// NV:      define dso_local void @nm(
// NV-NOT:  alloca
// NV-NOT:  barrier
// NV-NOT:  addrspace(3)
// AMD-NOT: @tilelang.A
// AMD:     define hidden void @nm(
// AMD-NOT: alloca
// AMD-NOT: s.barrier
// AMD-NOT: addrspace(3)

void nm(int n, int m, const float *__restrict A, float *__restrict B) {
// DIAG: refuse_band_not_mapped.c:[[@LINE+6]]:1: warning: band not mapped to the GPU: no loop is mapped to a block dimension [-Wpass-failed]
// DIAG: refuse_band_not_mapped.c:[[@LINE+5]]:1: remark: 'A' not staged: the band is not mapped to the GPU's blocks and threads [-Rpass-missed=tilelang-promote]
// DIAG: refuse_band_not_mapped.c:[[@LINE+4]]:1: warning: 'A' not staged: the band is not mapped to the GPU's blocks and threads [-Wpass-failed]
// DIAG: refuse_band_not_mapped.c:[[@LINE+3]]:1: remark: 'B' not staged: the band is not mapped to the GPU's blocks and threads [-Rpass-missed=tilelang-promote]
// DIAG: refuse_band_not_mapped.c:[[@LINE+2]]:1: warning: 'B' not staged: the band is not mapped to the GPU's blocks and threads [-Wpass-failed]
// DIAG: 3 warnings generated.
#pragma tilelang tile(32, 32) map(seq, seq) buffer(A: shared, B: register)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] * 2.0f;
}
