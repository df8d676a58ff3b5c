// Host GEMM, float and double: C += A * B, A M x K, B K x N, C M x N, row-major, run-time
// sizes, `__restrict` (examples/gemm.cpp's gemm and its double twin). Only `tile(auto, auto,
// auto)`: on the host the band is a contraction, so tilelang-tile gives it the BLIS plan
// (tile/HostGemm.h: packed A and B, an mr x nr register micro-kernel; docs/host-gemm.md).
// `make bench` (benchmarks/host.sh) runs both against plain clang, Polly and OpenBLAS.
//
//   tilelang-llvm bench benchmarks/host_gemm/gemm.cpp --kernel dgemm --sizes M=2048,N=2048,K=2048

extern "C" void sgemm(int M, int N, int K, const float *__restrict A,
                      const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

extern "C" void dgemm(int M, int N, int K, const double *__restrict A,
                      const double *__restrict B, double *__restrict C) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
