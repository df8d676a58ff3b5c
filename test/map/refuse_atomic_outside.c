// Regression (new-user finding): an atomic or a memory intrinsic outside the
// mapped band ran in every thread of the grid (only plain stores are given to
// the first thread). Such a function is not made a kernel.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.ll %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning:
// RUN: FileCheck %s < %t.ll

// DIAG: refuse_atomic_outside.c:[[@LINE+7]]:1: warning: band not mapped to the GPU: the code around the bands cannot run in one thread: it has an atomic or a memory intrinsic (memcpy, memmove, memset) outside the mapped bands [-Wpass-failed]
// DIAG: refuse_atomic_outside.c:[[@LINE+13]]:1: warning: band not mapped to the GPU: the code around the bands cannot run in one thread: it has an atomic or a memory intrinsic (memcpy, memmove, memset) outside the mapped bands [-Wpass-failed]
// CHECK-NOT: ptx_kernel
// CHECK-NOT: !tilelang.launch

void atom(int N, const float *__restrict A, float *__restrict B, int *__restrict steps) {
  __atomic_fetch_add(steps, 1, __ATOMIC_RELAXED);
#pragma tilelang tile(64) threads(64)
  for (int i = 0; i < N; ++i)
    B[i] = A[i] * 2.0f;
}

void shift(int N, float *__restrict A, float *__restrict B) {
  __builtin_memmove(A + 1, A, (N - 1) * 4);
#pragma tilelang tile(64) threads(64)
  for (int i = 0; i < N; ++i)
    B[i] = A[i] * 2.0f;
}
