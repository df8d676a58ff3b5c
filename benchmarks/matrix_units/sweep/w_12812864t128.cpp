// gemm_f16: C += A * B with `_Float16` A and B and a `float` C, accumulated in fp32 -- the
// contraction of a matrix unit (mma.sync m16n8k16 f16 -> f32, v_mfma_f32_32x32x8f16), written
// as plain loops. `gemm_bf16.cpp` is the same on `__bf16`.
//
//   A is M x K, B is K x N, C is M x N, all row-major in flat arrays with run-time sizes.
//
// Each product is taken in float (`(float)a * (float)b`: exact, an 11-bit by 11-bit
// significand fits float's 24), and summed into C in float. The pragmas tile i, j, k by
// 64 x 64 x 16 (gemm.cpp's auto sizes, 128 x 128 x 64 here, spill registers in the SIMT code
// for sm_90: the 16-bit loads' conversions add to the 64 accumulators of a thread), stage A's
// and B's tiles (`shared`: a packed copy on the host, shared memory on a GPU) and keep each
// tile of C in registers across the k loop. On a GPU the tile loops are mapped to blocks and
// threads (SIMT: `compute(tensor_core)` is not asked for until the passes lower it).
//
//   tilelang-llvm run examples/gemm_f16.cpp --kernel gemm_f16 --sizes M=1000,N=1000,K=1000

extern "C" void gemm_f16(int M, int N, int K, const _Float16 *__restrict A,
                         const _Float16 *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 64) compute(tensor_core) threads(128) 
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
