// Regression (new-user test of 2026-12-02): math functions that return a second result or an
// integer crashed the back end (`Cannot select`) or stayed unresolved externals on the GPU
// targets. Now: lrintf, llroundf, lround, ilogbf, nextafterf, ... are lowered through libdevice on
// NVPTX (lrint and lround to __nv_llrint and __nv_llround: long is 64 bits there); modff and
// sincosf, which clang makes intrinsics returning both results, are an error at the call; on
// AMDGPU all of them are errors at the call. Never a crash.
//
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o - %s -DONE 2>&1 | FileCheck %s --check-prefix=NV-ONE
// RUN: not %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -g -S -o /dev/null %s -DTWO 2>&1 | FileCheck %s --check-prefix=NV-TWO
// RUN: not %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -o /dev/null %s -DONE 2>&1 | FileCheck %s --check-prefix=AMD
#include <math.h>

#ifdef ONE
// NV-ONE-NOT: .extern
// NV-ONE-NOT: error
// NV-ONE: .entry one
// NV-ONE: cvt.rni.s64.f32
void one(int n, const float *restrict a, float *restrict b, int *restrict e) {
#pragma tilelang tile(32) map(block.x)
  for (int i = 0; i < n; i++) {
    // AMD: regress_two_results.c:[[@LINE+1]]:19: error: 'lrintf' cannot be lowered on AMDGPU (gfx942)
    b[i] = (float)lrintf(a[i]) + nextafterf(a[i], 0.0f) + (float)llroundf(a[i]);
    e[i] = ilogbf(a[i]);
  }
}
#endif

#ifdef TWO
void two(int n, const float *restrict a, float *restrict b) {
#pragma tilelang tile(32) map(block.x)
  for (int i = 0; i < n; i++) {
    float ip;
    // NV-TWO: regress_two_results.c:[[@LINE+1]]:12: error: 'modff' is not supported on NVPTX yet: clang makes it llvm.modf.f32, which returns both results, and tilelang-gpu-math lowers math functions that return one value
    b[i] = modff(a[i], &ip) + ip;
  }
}
#endif
