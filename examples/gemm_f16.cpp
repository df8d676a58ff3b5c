// gemm_f16: C += A * B with `_Float16` A and B and a `float` C, accumulated in fp32 -- the
// contraction of a matrix unit (mma.sync m16n8k16 f16 -> f32, v_mfma_f32_32x32x8f16), written
// as plain loops. `gemm_bf16.cpp` is the same on `__bf16`.
//
//   A is M x K, B is K x N, C is M x N, all row-major in flat arrays with run-time sizes.
//
// Each product is taken in float (`(float)a * (float)b`: exact, an 11-bit by 11-bit
// significand fits float's 24), and summed into C in float. `compute(tensor_core)` runs the
// point loops on the chip's matrix unit: on an NVIDIA GPU (sm_80 and later) the passes find the
// contraction in the loops and lower it to mma.sync m16n8k16 with ldmatrix fragments, A's and
// B's tiles copied to shared memory by cp.async (lib/matrix, docs/matrix.md); the block tile
// is i x j x k = 128 x 128 x 64 with 2 stages, 8 warps of 64 x 32 each, two blocks per
// multiprocessor (the fastest of the H200 sweeps in benchmarks/RESULTS.md). On AMD GPUs
// (gfx942, gfx950) the same band becomes v_mfma with A and B in LDS. The lowering stages A and
// B itself; the buffer clause applies where it does not run: on the host (a packed copy of A's
// and B's tiles, C's tile in registers).
//
//   tilelang-llvm run examples/gemm_f16.cpp --kernel gemm_f16 --sizes M=1000,N=1000,K=1000

extern "C" void gemm_f16(int M, int N, int K, const _Float16 *__restrict A,
                         const _Float16 *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 64) compute(tensor_core) pipeline(2)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
