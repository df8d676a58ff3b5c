// buffer(B: register) on a GPU gives each thread a register buffer of its points of B's
// footprint, whose loops are unrolled in full. With a long reduction inside the band's body
// that buffer had 200000 elements and clang did not finish within a minute (found by
// test/fuzz/pragma_fuzz.py). A thread's register buffer is now bounded at 4096 32-bit words:
// beyond, the array is not staged, with a warning at the pragma that gives the figures, and
// the compile ends at once.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O1 -S -o /dev/null %s -Rpass-missed=tilelang-promote 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -c -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=AMD --implicit-check-not=error:

void long_reduction(const float *__restrict A, const float *__restrict B, float *__restrict C,
                    int n) {
#pragma tilelang tile(4, 4) buffer(B: register)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int l = 0; l < 200000; ++l)
        C[i * n + j] += A[i * 200000 + l] * B[l * n + j];
}
// CHECK: register_buffer_bounded_per_thread.c:[[@LINE-6]]:1: remark: 'B' not staged: each thread's register buffer would hold 200000 elements (200000 32-bit registers), more than the 4096 a thread's register buffer may take; use smaller tiles or more threads [-Rpass-missed=tilelang-promote]
// CHECK: register_buffer_bounded_per_thread.c:[[@LINE-7]]:1: warning: 'B' not staged: each thread's register buffer would hold 200000 elements (200000 32-bit registers), more than the 4096 a thread's register buffer may take; use smaller tiles or more threads [-Wpass-failed]
// AMD: register_buffer_bounded_per_thread.c:[[@LINE-8]]:1: warning: 'B' not staged: each thread's register buffer would hold {{[0-9]+}} elements ({{[0-9]+}} 32-bit registers), more than the 4096 a thread's register buffer may take; use smaller tiles or more threads [-Wpass-failed]

// A register tile within the bound is still staged (64 points per thread of 'C').
void small(const float *__restrict A, const float *__restrict B, float *__restrict C, int n) {
#pragma tilelang tile(64, 64) threads(8, 8) buffer(C: register)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      C[i * n + j] = A[i * n + j] + B[j * n + i];
}
// CHECK-NOT: 'C' not staged
