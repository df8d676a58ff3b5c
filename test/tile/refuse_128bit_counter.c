// A loop counted with __int128 was tiled with 64-bit tile loops and a `trunc i64 to i128` back
// to the counter's type: broken IR, and clang crashed in a later pass (ipsccp) on the host, NVPTX
// and AMDGPU. Such a band is now refused, with the reason, and compiles as written.
// RUN: %clangc -O2 -c -o /dev/null %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o /dev/null %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O1 -c -o /dev/null %s 2>&1 | FileCheck %s --implicit-check-not=error:

void wide(float *__restrict A, const float *__restrict B, long n) {
#pragma tilelang tile(auto, 7)
  for (long i = 0; i < n; ++i)
    for (__int128 j = 0; j < ((__int128)1 << 100); j += 3)
      A[i] += B[(long)j];
}
// CHECK: refuse_128bit_counter.c:[[@LINE-5]]:1: warning: loop not tiled: the second loop of the band counts with a 128-bit integer; loops are tiled with counters of at most 64 bits [-Wpass-failed]
