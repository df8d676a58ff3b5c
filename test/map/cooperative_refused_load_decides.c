// Code outside the bands runs in the grid's first thread only when every
// thread would take the same path through it: here a value read from memory
// outside the bands (F[0]) decides whether the second band runs. Only the
// first thread's read is ordered by the grid barriers, so tilelang-map refuses
// both bands (a warning at each pragma) and the function stays a plain device
// function, without grid barriers or a launch record.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.ll

// NV-NOT:  @tilelang.grid.count
// NV:      define dso_local void @steer(
// NV-NOT:  ptx_kernel
// NV-NOT:  atomicrmw
// NV-NOT:  !tilelang.launch
// AMD-NOT: @tilelang.grid.count
// AMD:     define hidden void @steer(
// AMD-NOT: amdgpu_kernel
// AMD-NOT: atomicrmw
// AMD-NOT: !tilelang.launch

void steer(int n, float *__restrict A, float *__restrict B, const int *__restrict F) {
// DIAG: cooperative_refused_load_decides.c:[[@LINE+1]]:1: warning: band not mapped to the GPU: the code around the bands cannot run in one thread: a value read from memory outside the mapped bands decides control flow, an address or a band's bounds [-Wpass-failed]
#pragma tilelang tile(64) map(block.x) threads(64)
  for (int i = 0; i < n; ++i)
    A[i] = A[i] * 2.0f;
  if (F[0] > 0) {
// DIAG: cooperative_refused_load_decides.c:[[@LINE+1]]:1: warning: band not mapped to the GPU: the code around the bands cannot run in one thread: a value read from memory outside the mapped bands decides control flow, an address or a band's bounds [-Wpass-failed]
#pragma tilelang tile(64) map(block.x) threads(64)
    for (int i = 0; i < n; ++i)
      B[i] = A[i] + 1.0f;
  }
}
// DIAG: 2 warnings generated.
