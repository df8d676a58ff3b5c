// gemm: C += A * B (PolyBench 4.2 `gemm` with alpha = beta = 1), and `igemm`, its int32 twin.
//
//   A is M x K, B is K x N, C is M x N, all row-major in flat arrays with run-time sizes.
//
// The arrays are `__restrict`: they never alias, and the tiler refuses to reorder accesses to
// arrays it cannot prove distinct. The band i, j, k is perfectly nested (the update is the only
// statement), so `tile(auto, auto, auto)` can cut all three loops; the target chooses the sizes.
// A's and B's tiles are staged (`shared`: a packed copy on the host, shared memory on a GPU) and
// each tile of C is kept in registers across the k loop.
//
//   tilelang-llvm run examples/gemm.cpp --kernel gemm --sizes M=1024,N=1024,K=1024

extern "C" void gemm(int M, int N, int K, const float *__restrict A,
                     const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(auto, auto, auto)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// The same contract on int32: integer addition is exact, so the result must match bit for bit.
extern "C" void igemm(int M, int N, int K, const int *__restrict A,
                      const int *__restrict B, int *__restrict C) {
#pragma tilelang tile(auto, auto, auto)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
