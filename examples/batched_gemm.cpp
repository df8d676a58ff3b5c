// batched_gemm: C[b] += A[b] * B[b] for b < NB, with `_Float16` A and B and a `float` C
// accumulated in fp32 (gemm_f16.cpp's product, once per batch entry).
//
//   A is NB x M x K, B is NB x K x N, C is NB x M x N, row-major in flat arrays with run-time
//   sizes: batch entry b of A starts at b * M * K.
//
// The batch loop stays outside the band and runs as written; the pragmas are on the i, j, k
// band inside it: tile the three loops by 128 x 128 x 32 and run them on the matrix unit
// (`compute(tensor_core)`: mma.sync on NVIDIA GPUs, see gemm_f16.cpp); v_mfma on AMD GPUs);
// the buffer clause applies on the host. On a GPU each batch entry's band is one grid of blocks, the
// batch loop around it run by the first thread between grid barriers.
//
//   tilelang-llvm run examples/batched_gemm.cpp --kernel batched_gemm --sizes NB=4,M=256,N=256,K=256

extern "C" void batched_gemm(int NB, int M, int N, int K, const _Float16 *__restrict A,
                             const _Float16 *__restrict B, float *__restrict C) {
  for (int b = 0; b < NB; ++b) {
#pragma tilelang tile(128, 128, 32) compute(tensor_core)
#pragma tilelang buffer(A: shared, B: shared, C: register)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        for (int k = 0; k < K; ++k)
          C[(b * M + i) * N + j] +=
              (float)A[(b * M + i) * K + k] * (float)B[(b * K + k) * N + j];
  }
}
