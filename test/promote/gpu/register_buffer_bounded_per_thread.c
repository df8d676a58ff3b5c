// buffer(X: register) on a GPU gives each thread a register buffer of its points of X's
// footprint, whose loops are unrolled in full. With a long reduction inside the band's body
// that buffer had 200000 elements and clang did not finish within a minute (found by
// test/fuzz/pragma_fuzz.py), and tile(128, 128, 8) threads(1, 1) on sm_90 compiled for minutes
// (issue "Sound by construction"). `register` is now for an accumulator whose part per thread
// fits half of a thread's registers (the description's per_thread_max; at most 4096 32-bit
// words without one); anything else is staged in shared memory with a warning that says why,
// and the compile ends at once.
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
// CHECK: register_buffer_bounded_per_thread.c:[[@LINE-6]]:1: warning: 'B' staged in shared memory, not in registers: the band only reads it; registers hold an accumulator [-Wpass-failed]
// CHECK: register_buffer_bounded_per_thread.c:[[@LINE-7]]:1: warning: 'B' not staged: its footprint may take 3200000 bytes, more than the 1048576 bytes a staged buffer may take; use smaller tiles [-Wpass-failed]
// AMD: register_buffer_bounded_per_thread.c:[[@LINE-8]]:1: warning: 'B' staged in shared memory, not in registers: the band only reads it
// AMD: register_buffer_bounded_per_thread.c:[[@LINE-9]]:1: warning: 'B' not staged: its footprint may take 3200000 bytes

void one_thread(const float *__restrict A, const float *__restrict B, float *__restrict C,
                int n) {
#pragma tilelang tile(128, 128, 8) threads(1, 1) buffer(C: register)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        C[i * n + j] += A[i * n + k] * B[k * n + j];
}
// CHECK: register_buffer_bounded_per_thread.c:[[@LINE-6]]:1: warning: 'C' staged in shared memory, not in registers: a thread's part of the tile takes 65536 bytes, more than the 510 bytes (half of a thread's registers) a register tile may take; use smaller tiles or more threads [-Wpass-failed]
// AMD: register_buffer_bounded_per_thread.c:[[@LINE-7]]:1: warning: 'C' staged in shared memory, not in registers: a thread's part of the tile takes 65536 bytes, more than the 1024 bytes (half of a thread's registers)

// A register tile within the bound is still a register tile (64 points per thread of 'C').
void small(const float *__restrict A, const float *__restrict B, float *__restrict C, int n) {
#pragma tilelang tile(64, 64, 8) threads(8, 8) buffer(C: register)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        C[i * n + j] += A[i * n + k] * B[k * n + j];
}
// CHECK-NOT: 'C' not staged
// CHECK-NOT: 'C' staged in shared memory
