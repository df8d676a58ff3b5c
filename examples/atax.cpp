// atax: y = A^T (A x) (PolyBench 4.2 `atax`).
//
//   A is M x N, x and y have N elements, tmp has M (tmp = A x).
//
// PolyBench fuses both products under one i loop; here each product is its own perfectly nested
// i, j band (the initialisations are separate loops), each tiled 32 x 32. Both bands reduce over
// one of their loops (tmp[i] over j, y[j] over i); tiling keeps each element's summation order.
// The arrays are `__restrict`: they never alias, and the tiler refuses to reorder accesses to
// arrays it cannot prove distinct.
//
//   tilelang-llvm run examples/atax.cpp --kernel atax --sizes M=2048,N=2048

extern "C" void atax(int M, int N, const float *__restrict A, const float *__restrict x,
                     float *__restrict y, float *__restrict tmp) {
  for (int j = 0; j < N; ++j)
    y[j] = 0.0f;
  for (int i = 0; i < M; ++i)
    tmp[i] = 0.0f;

#pragma tilelang tile(32, 32)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      tmp[i] += A[i * N + j] * x[j];

#pragma tilelang tile(32, 32)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      y[j] += A[i * N + j] * tmp[i];
}
