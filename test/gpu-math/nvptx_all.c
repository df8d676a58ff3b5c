// Every function of gpu-math/MathLibrary.h, on float and double, in a band compiled for
// sm_90 with the documented clang command: tilelang-gpu-math finds each in libdevice (or
// NVPTX selects it), ptxas assembles the kernel, no function is external, and no __nv_
// function is called (libdevice's functions are inlined at -O2; what is left are libdevice's
// own noinline helpers, e.g. __internal_accurate_pow). At -O0 too: libdevice's functions are
// alwaysinline (the band is not tiled at -O0, so k is no kernel).
// REQUIRES: libdevice, ptxas
// RUN: %clangc -O2 --target=nvptx64-nvidia-cuda -march=sm_90 -S -o %t.ptx %s -Rpass=tilelang-map 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: %clangc -O0 --target=nvptx64-nvidia-cuda -march=sm_90 -S -o %t0.ptx %s -w
// RUN: %ptxas -arch=sm_90 %t0.ptx -o %t0.cubin
// RUN: FileCheck %s --check-prefix=O0 < %t0.ptx

#include <math.h>

#define F1(g) x = g##f(x); d = g(d);
#define F2(g) x = g##f(x, y); d = g(d, e);

void k(int n, float *restrict X, double *restrict D) {
// MAP: nvptx_all.c:[[@LINE+1]]:1: remark: kernel 'k'
#pragma tilelang tile(32)
  for (int i = 0; i < n; ++i) {
    float x = X[i], y = X[i] + 1.0f;
    double d = D[i], e = D[i] + 1.0;
    F1(exp) F1(exp2) F1(exp10) F1(expm1) F1(log) F1(log2) F1(log10) F1(log1p) F2(pow)
    F1(sqrt) F1(rsqrt) F1(cbrt) F2(hypot) F1(sin) F1(cos) F1(tan) F1(asin) F1(acos) F1(atan)
    F2(atan2) F1(sinh) F1(cosh) F1(tanh) F1(asinh) F1(acosh) F1(atanh) F1(erf) F1(erfc)
    F1(tgamma) F1(lgamma) F1(fabs) F2(fmin) F2(fmax) F2(copysign) F1(floor) F1(ceil)
    F1(trunc) F1(rint) F1(nearbyint) F1(round) F2(fmod) F2(fdim)
    x = fmaf(x, y, x); d = fma(d, e, d);
    x = ldexpf(x, 3); d = ldexp(d, 3);
    X[i] = x;
    D[i] = d;
  }
}

// CHECK-NOT: .extern
// CHECK: .visible .entry k(
// CHECK-NOT: call{{.*}}__nv_
// CHECK-NOT: .extern
// O0-NOT: .extern
// O0: .visible .func k(
// O0-NOT: call{{.*}}__nv_
// O0-NOT: .extern
