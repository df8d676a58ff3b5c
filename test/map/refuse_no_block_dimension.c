// map(seq, seq): no loop goes to a block dimension, so there is nothing to
// spread over the grid; the band is refused and runs in one thread.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.ll

// NV:      define dso_local void @noblock(
// NV-NOT:  ptx_kernel
// NV-NOT:  !tilelang.launch
// AMD:     define hidden void @noblock(
// AMD-NOT: amdgpu_kernel
// AMD-NOT: !tilelang.launch

void noblock(int n, int m, const float *__restrict A, float *__restrict B) {
// DIAG: refuse_no_block_dimension.c:[[@LINE+3]]:1: remark: band not mapped to the GPU: no loop is mapped to a block dimension [-Rpass-missed=tilelang-map]
// DIAG: refuse_no_block_dimension.c:[[@LINE+2]]:1: warning: band not mapped to the GPU: no loop is mapped to a block dimension [-Wpass-failed]
// DIAG: 1 warning generated.
#pragma tilelang tile(32, 32) map(seq, seq)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] * 2.0f;
}
