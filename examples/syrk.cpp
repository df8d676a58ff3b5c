// syrk: C = alpha * A * A^T + beta * C on the lower triangle (PolyBench 4.2 `syrk`).
//
//   A is N x M, C is N x N; only C[i][j] with j <= i is read or written.
//
// PolyBench scales each row of C inside the i loop; here the scaling is its own nest so that the
// update is a perfectly nested i, j, k band. The band is triangular (j's bound is i): on the host
// it is tiled in the tiles of its bounding box, each j point loop clamped to j <= i (the remark
// says "tiled a band of 3 loops"); on GPU targets the tile loops walk the bounding box over the
// blocks and each thread's j range is clamped to j <= i (ptxas spills ~430 B there: not tuned).
// The arrays are `__restrict`: A and C never alias (without it, the host checks at run time).
//
//   tilelang-llvm run examples/syrk.cpp --kernel syrk --sizes N=512,M=512

extern "C" void syrk(int N, int M, float alpha, float beta, float *__restrict C,
                     const float *__restrict A) {
  for (int i = 0; i < N; ++i)
    for (int j = 0; j <= i; ++j)
      C[i * N + j] *= beta;

#pragma tilelang tile(32, 32, 32)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j <= i; ++j)
      for (int k = 0; k < M; ++k)
        C[i * N + j] += alpha * A[i * M + k] * A[j * M + k];
}
