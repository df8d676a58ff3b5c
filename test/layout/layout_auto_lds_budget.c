// layout(auto) within the block's scratchpad: A (128 x 64) and B (64 x 128)
// floats fill gfx942's 65536 bytes of LDS exactly row-major; the target's
// cheapest layout for each is pad(1), which would take them to 66304 bytes
// (an error). The auto buffers take the cheapest layout that adds no bytes
// instead, swizzle(128) (20 wavefronts against pad(1)'s 8 and row_major's
// 132), and the remark says why. gfx950 (163840 bytes of LDS) keeps pad(1).
// Regression: the new-user test's gfx942 128 x 128 x 64 GEMM was refused.
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -o /dev/null %s -Rpass=tilelang-layout 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GFX942 --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O2 -S -o /dev/null %s -Rpass=tilelang-layout 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GFX950 --implicit-check-not=error: --implicit-check-not=warning:

// GFX942: layout_auto_lds_budget.c:[[@LINE+6]]:1: remark: layout of 'B' (64 x 128 float): swizzle, 128-byte span: 16-byte chunk ^= row mod 8; from layout(B: auto): gfx942: 64 x 128 tile of 4-byte elements (rows of 512 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 132 swizzle(128) 20 swizzle(64) 36 swizzle(32) 68 pad(1) 8 pad(2) 12 pad(4) 20 -> pad(1); padded, the shared buffers would need 66304 bytes, over gfx942's 65536 per block: swizzle(128) instead [-Rpass=tilelang-layout]
// GFX942: layout_auto_lds_budget.c:[[@LINE+5]]:1: remark: layout of 'A' (128 x 64 float): swizzle, 128-byte span: 16-byte chunk ^= row mod 8; from layout(A: auto): gfx942: 128 x 64 tile of 4-byte elements (rows of 256 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 132 swizzle(128) 20 swizzle(64) 36 swizzle(32) 68 pad(1) 8 pad(2) 12 pad(4) 20 -> pad(1); padded, the shared buffers would need 66304 bytes, over gfx942's 65536 per block: swizzle(128) instead [-Rpass=tilelang-layout]
// GFX950: layout_auto_lds_budget.c:[[@LINE+4]]:1: remark: layout of 'B' (64 x 128 float): pad(1): rows of 129 elements; 33024 bytes (was 32768); from layout(B: auto): {{.*}} -> pad(1) [-Rpass=tilelang-layout]
// GFX950: layout_auto_lds_budget.c:[[@LINE+3]]:1: remark: layout of 'A' (128 x 64 float): pad(1): rows of 65 elements; 33280 bytes (was 32768); from layout(A: auto): {{.*}} -> pad(1) [-Rpass=tilelang-layout]
void g(int M, int N, int K, const float *__restrict A, const float *__restrict B,
       float *__restrict C) {
#pragma tilelang tile(128, 128, 64) buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
