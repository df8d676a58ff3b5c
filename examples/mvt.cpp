// mvt: x1 += A y1 and x2 += A^T y2 (PolyBench 4.2 `mvt`), A is N x N.
//
// Two independent perfectly nested i, j bands, each tiled 32 x 32: the first reads A by rows,
// the second by columns, which is the access tiling helps. Each element's summation order is
// unchanged by tiling. The arrays are `__restrict`: they never alias, and the tiler refuses to
// reorder accesses to arrays it cannot prove distinct.
//
//   tilelang-llvm run examples/mvt.cpp --kernel mvt --sizes N=4096

extern "C" void mvt(int N, float *__restrict x1, float *__restrict x2,
                    const float *__restrict y1, const float *__restrict y2,
                    const float *__restrict A) {
#pragma tilelang tile(32, 32)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      x1[i] += A[i * N + j] * y1[j];

#pragma tilelang tile(32, 32)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      x2[i] += A[j * N + i] * y2[j];
}
