// transpose: B = A^T, A is M x N, B is N x M (the textbook out-of-place transpose).
//
// Without tiling either the reads of A or the writes of B stride by a whole row. Tiling i and j
// by 32 and staging A's 32 x 32 tile (`shared`) lets both sides walk memory in runs of 32. The
// arrays are `__restrict`: they never alias, and the tiler refuses to reorder accesses to arrays
// it cannot prove distinct.
//
//   tilelang-llvm run examples/transpose.cpp --kernel transpose --sizes M=4096,N=4096

extern "C" void transpose(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(32, 32) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[j * M + i] = A[i * N + j];
}
