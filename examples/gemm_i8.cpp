// gemm_i8: C += A * B with int8 A and B (`signed char`: no <stdint.h>, which the GPU targets'
// compiles cannot include) and an `int` C -- the integer contraction of a
// matrix unit (mma.sync m16n8k32 s8 -> s32, v_mfma_i32_32x32x16_i8), written as plain loops.
//
//   A is M x K, B is K x N, C is M x N, all row-major in flat arrays with run-time sizes.
//
// Each product is taken in int (`(int)a * (int)b`: at most 128 * 128 = 2^14 in magnitude) and
// summed into C in int, so a result is exact while |C0| + K * 2^14 < 2^31, e.g. for every
// K <= 131071 with C0 = 0 (gemm_i8.py checks the bound on its inputs: the reference sums in
// int64 and refuses a result outside int32, whose overflow C++ leaves undefined). Integer
// addition is associative, so the tiled kernel must match bit for bit. On NVIDIA GPUs
// `compute(tensor_core)` lowers the loops to mma.sync m16n8k32 s8 -> s32 (block tile 128 x 128
// x 64, lib/matrix); B is n-contiguous here, which ldmatrix cannot transpose for 8-bit
// elements, so B's tiles are copied element by element into k-contiguous shared tiles (a B
// stored n x k, `B[j * K + k]`, is copied by cp.async: test/python/kernels/gpu_faults/
// tensor_core_layouts.cpp). On AMD GPUs: v_mfma_i32. The buffer clause applies on the host. The plugin
// warns at the pragma that the int32 accumulator of C can overflow (K is known only at run
// time; at most 131071 products of 2^14 fit).
//
//   tilelang-llvm run examples/gemm_i8.cpp --kernel gemm_i8 --sizes M=1000,N=1000,K=1000

extern "C" void gemm_i8(int M, int N, int K, const signed char *__restrict A,
                        const signed char *__restrict B, int *__restrict C) {
#pragma tilelang tile(128, 128, 64) compute(tensor_core)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (int)A[i * K + k] * (int)B[k * N + j];
}
