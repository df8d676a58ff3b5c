// A call outside the bands to a function that may write memory cannot be
// confined to the grid's first thread: tilelang-map refuses the band and the
// function stays a plain device function.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.ll

// NV:      define dso_local void @withcall(
// NV-NOT:  ptx_kernel
// NV-NOT:  !tilelang.launch
// AMD:     define hidden void @withcall(
// AMD-NOT: amdgpu_kernel
// AMD-NOT: !tilelang.launch

void log_progress(int);

void withcall(int n, float *__restrict A) {
// DIAG: cooperative_refused_call.c:[[@LINE+1]]:1: warning: band not mapped to the GPU: the code around the bands cannot run in one thread: the function calls 'log_progress' outside the mapped bands [-Wpass-failed]
#pragma tilelang tile(64) map(block.x) threads(64)
  for (int i = 0; i < n; ++i)
    A[i] = A[i] * 2.0f;
  log_progress(n);
}
// DIAG: 1 warning generated.
