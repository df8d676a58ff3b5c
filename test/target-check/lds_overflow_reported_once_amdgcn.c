// Staged buffers over gfx942's 64 KiB of LDS are an error at the pragma (tilelang-target-check
// before tiling, tilelang-layout after the layouts); the AMDGPU backend used to report the same
// LDS once more, at the function and in its own words ("local memory (1200036) exceeds limit
// (65536) in 'f'"), an error off the pragma's line (found by test/fuzz/pragma_fuzz.py). After its
// error tilelang-layout now leaves the function an empty body (no object is written anyway).
// RUN: not %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -c -o /dev/null %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not="local memory"

void f(const signed char *__restrict A, const signed char *__restrict B, int *__restrict C,
       int n) {
#pragma tilelang tile(3, 3) threads(256) buffer(A: shared, B: shared, C: shared)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int l = 0; l < 20000; ++l)
        C[i * n + j] += A[i * 20000 + l] * B[l * n + j];
}
// CHECK: lds_overflow_reported_once_amdgcn.c:[[@LINE-6]]:1: error: staging 'A' (3 x 20000), 'B' (20000 x 3), 'C' (3 x 3) needs 120036 bytes of LDS per block; gfx942 allows 65536
// Since staging is exact, A's constant row of 20000 is not staged on a GPU (it is not proven
// within its row there), so tilelang-layout's own error after the layouts is not reached here.
// CHECK: lds_overflow_reported_once_amdgcn.c:[[@LINE-9]]:1: warning: 'A' not staged: its footprint cannot be copied exactly
// CHECK: 1 warning and 1 error generated.
