// gemm_bf16: C += A * B with `__bf16` A and B and a `float` C, accumulated in fp32 -- the
// contraction of a matrix unit (mma.sync m16n8k16 bf16 -> f32,
// v_mfma_f32_32x32x8bf16_1k), written as plain loops; `gemm_f16.cpp` is the same on
// `_Float16`.
//
//   A is M x K, B is K x N, C is M x N, all row-major in flat arrays with run-time sizes.
//
// Each product is taken in float (`(float)a * (float)b`: exact, an 8-bit by 8-bit
// significand fits float's 24), and summed into C in float. The pragmas are gemm_f16.cpp's
// (`compute(tensor_core)`: mma.sync m16n8k16 on bf16 for NVIDIA GPUs, block tile 128 x 128 x
// 64, 2 stages; v_mfma on AMD GPUs; the buffer clause where the matrix lowering does not run,
// on the host).
//
//   tilelang-llvm run examples/gemm_bf16.cpp --kernel gemm_bf16 --sizes M=1000,N=1000,K=1000

extern "C" void gemm_bf16(int M, int N, int K, const __bf16 *__restrict A,
                          const __bf16 *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 64) compute(tensor_core) pipeline(2)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
