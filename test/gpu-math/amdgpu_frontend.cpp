// A math function that cannot be lowered on AMDGPU is an error at the call, from the front
// end (exact line and column, no -g needed), before code generation: never an llc crash. The
// accepted ones compile, and the C++ overloads of <cmath> (std::exp(float) is expf) count as
// the C functions they are.
// RUN: not %clangxx -O2 --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -S -o /dev/null %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %clangxx -O2 --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -S -o /dev/null %s -DACCEPTED -Rpass=tilelang-tile 2>&1 | FileCheck %s --check-prefix=OK --implicit-check-not=error:

#include <cmath>
#include <math.h>

extern "C" void k(int n, const float *__restrict x, float *__restrict y, double *__restrict z) {
#pragma tilelang tile(64)
  for (int i = 0; i < n; ++i) {
    y[i] = expf(x[i]) + std::log(x[i]) + sqrtf(fabsf(x[i])) + fmodf(x[i], 3.0f) + std::fmax(x[i], 0.0f);
    z[i] = sqrt(z[i]) + floor(z[i]);
#ifndef ACCEPTED
    // CHECK: amdgpu_frontend.cpp:[[@LINE+1]]:12: error: 'tanhf' cannot be lowered on AMDGPU (gfx942): no device library is linked (ROCm's ocml), so only exp, exp2, exp10, log, log2, log10 and fmod on float, and sqrt, fabs, fmin, fmax, fma, copysign, floor, ceil, trunc, rint, nearbyint and round on float and double are supported
    y[i] = tanhf(y[i]);
    // CHECK: amdgpu_frontend.cpp:[[@LINE+1]]:12: error: 'sinf' cannot be lowered on AMDGPU (gfx942) (the back end selects it as a hardware approximation, v_sin_f32 of x/2pi, not to C's accuracy)
    y[i] = std::sin(y[i]);
    // CHECK: amdgpu_frontend.cpp:[[@LINE+1]]:12: error: 'exp' cannot be lowered on AMDGPU (gfx942): no device library
    z[i] = exp(z[i]);
#endif
  }
}
// OK: amdgpu_frontend.cpp:12:1: remark: tiled a band of 1 loop with tile sizes 64
