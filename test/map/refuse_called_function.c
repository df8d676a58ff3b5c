// A kernel is launched, never called: a function with a mapped band that the
// module calls keeps its band sequential (refused at the pragma) and stays a
// device function, and so does its caller. (The plugins run at
// PipelineStartEP, before the inliner.)
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.ll

// NV:      define dso_local void @callee(
// NV:      define dso_local void @caller(
// NV-NOT:  ptx_kernel
// NV-NOT:  !tilelang.launch
// AMD:     define hidden void @callee(
// AMD:     define hidden void @caller(
// AMD-NOT: amdgpu_kernel
// AMD-NOT: !tilelang.launch

void callee(int n, float *__restrict A) {
// DIAG: refuse_called_function.c:[[@LINE+3]]:1: remark: band not mapped to the GPU: 'callee' is called or variadic: a kernel is neither [-Rpass-missed=tilelang-map]
// DIAG: refuse_called_function.c:[[@LINE+2]]:1: warning: band not mapped to the GPU: 'callee' is called or variadic: a kernel is neither [-Wpass-failed]
// DIAG: 1 warning generated.
#pragma tilelang tile(64) map(block.x) threads(64)
  for (int i = 0; i < n; ++i)
    A[i] = A[i] * 2.0f;
}

void caller(int n, float *__restrict A) { callee(n, A); }
