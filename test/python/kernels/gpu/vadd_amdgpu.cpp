// vadd on AMDGPU: C[i] = A[i] + B[i], grid-stride. Compiled to vadd_amdgpu.ll by gen_ll.py.
#include "gpu.h"

KERNEL void vadd(int n, const float *__restrict A, const float *__restrict B, float *__restrict C) {
  const unsigned stride = GDIM_X * BDIM_X;
  for (long i = BID_X * BDIM_X + TID_X; i < n; i += stride)
    C[i] = A[i] + B[i];
}
