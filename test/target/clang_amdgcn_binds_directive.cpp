// Through clang for amdgcn (-mcpu=gfx942): the marker's SPEC argument is an
// addrspacecast of the string in the constant address space, and the locals
// are private (address space 5) allocas reached through casts to flat;
// tilelang-directives still binds the directive to its loop and its arrays,
// so the check names 'A' and 'B' and reports the LDS limit of gfx942.
// RUN: not %clangxx --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o /dev/null %s 2>&1 | FileCheck %s

extern "C" void smem(int M, int N, int K, const float *__restrict A,
                     const float *__restrict B, float *__restrict C) {
// CHECK-NOT: no loop follows the tilelang directive
// CHECK: clang_amdgcn_binds_directive.cpp:[[@LINE+1]]:1: error: staging 'A' (128 x 64), 'B' (64 x 128) in 3 pipeline stages needs 196608 bytes of LDS per block; gfx942 allows 65536
#pragma tilelang tile(128, 128, 64) buffer(A: shared, B: shared) pipeline(3)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
// tilelang-layout checks the LDS again after the layouts (the target check does not stop
// the pipeline); one buffer each, row-major 65536 bytes, fits: auto takes swizzle(128)
// rather than pad(1), which would not (layout_auto_lds_budget.c), so no second error.
// CHECK-NOT: error:
// CHECK: 1 error generated.
