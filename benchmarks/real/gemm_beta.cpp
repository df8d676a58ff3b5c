// PolyBench 4.2's gemm as its C source writes it: C scaled by beta before the k loop, no
// restrict, alpha and beta in the product (benchmarks/RESULTS.md, "Loop distribution and
// run-time alias checks"). With the pragma only: tilelang-tile moves `C[i][j] *= beta` into
// loops of its own (loop distribution) and, the pointers not being restrict, tiles the band
// behind a run-time check that A, B and C do not overlap.
//
//   tilelang-llvm bench benchmarks/real/gemm_beta.cpp --sizes ni=1024,nj=1024,nk=1024
extern "C" void gemm_beta(int ni, int nj, int nk, float alpha, float beta, float *C,
                          const float *A, const float *B) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i * nj + j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
}
