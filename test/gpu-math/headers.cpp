// <math.h>, <stdint.h>, <cstdint>, <cmath>, <cstddef>, <climits> compile for every target
// with the documented clang command: on GPU targets the front end gives the translation unit
// include/tilelang/gpu (and clang's own freestanding headers) instead of the host's glibc,
// whose headers describe x86-64 (bits/libc-header-start.h is in /usr/include/x86_64-linux-gnu).
// The same file in C (-x c) for <math.h> and <stdint.h>.
// RUN: %clangxx -O2 -fno-math-errno -c -o /dev/null %s
// RUN: %clangxx -O2 --target=nvptx64-nvidia-cuda -march=sm_90 -S -o /dev/null %s
// RUN: %clangxx -O2 --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -S -o /dev/null %s
// RUN: %clangc -x c -O2 -fno-math-errno -c -o /dev/null %s
// RUN: %clangc -x c -O2 --target=nvptx64-nvidia-cuda -march=sm_90 -S -o /dev/null %s
// RUN: %clangc -x c -O2 --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -S -o /dev/null %s
// Without the front-end plugin the host's headers are searched and fail, as in plain clang:
// RUN: not /usr/lib/llvm-22/bin/clang++ --target=nvptx64-nvidia-cuda -march=sm_90 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN: fatal error: 'bits/libc-header-start.h' file not found

#include <math.h>
#include <stdint.h>
#ifdef __cplusplus
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#define RESTRICT __restrict
extern "C"
#else
#define RESTRICT restrict
#endif
void k(int32_t n, const float *RESTRICT x, float *RESTRICT y, uint64_t *RESTRICT z) {
#pragma tilelang tile(64)
  for (int32_t i = 0; i < n; ++i) {
    y[i] = expf(x[i]) + fmaxf(x[i], 0.0f) + (float)M_PI + sqrtf(fabsf(x[i])) + (isnan(x[i]) ? 1.0f : 0.0f);
    z[i] = (uint64_t)INT32_MAX + UINT64_C(1);
#ifdef __cplusplus
    y[i] += std::exp(x[i]) + std::sqrt(x[i]) + (float)(std::int64_t)sizeof(std::size_t) + CHAR_BIT;
#endif
  }
}
