// A kernel returns nothing: a function that returns a value keeps its mapped
// band sequential (refused at the pragma) and stays a plain device function.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.ll

// NV:      define dso_local noundef i32 @retv(
// NV-NOT:  ptx_kernel
// NV-NOT:  !tilelang.launch
// AMD:     define hidden noundef i32 @retv(
// AMD-NOT: amdgpu_kernel
// AMD-NOT: !tilelang.launch

int retv(int n, int m, const float *__restrict A, float *__restrict B) {
// DIAG: refuse_returns_value.c:[[@LINE+3]]:1: remark: band not mapped to the GPU: a kernel returns nothing, and 'retv' returns a value [-Rpass-missed=tilelang-map]
// DIAG: refuse_returns_value.c:[[@LINE+2]]:1: warning: band not mapped to the GPU: a kernel returns nothing, and 'retv' returns a value [-Wpass-failed]
// DIAG: 1 warning generated.
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] * 2.0f;
  return 0;
}
