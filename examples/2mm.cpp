// 2mm: D = alpha * A * B * C + beta * D (PolyBench 4.2 `2mm`), as two chained matrix products.
//
//   tmp = alpha * A * B       A is NI x NK, B is NK x NJ, tmp is NI x NJ
//   D   = beta * D + tmp * C  C is NJ x NL, D is NI x NL
//
// PolyBench interleaves the initialisation (`tmp = 0`, `D *= beta`) with the k loop; here each
// initialisation is its own loop nest so that both products are perfectly nested i, j, k bands,
// each tiled by its own directive. The arrays are `__restrict`: they never alias, and the tiler
// refuses to reorder accesses to arrays it cannot prove distinct.
//
//   tilelang-llvm run examples/2mm.cpp --kernel kernel_2mm --sizes NI=512,NJ=512,NK=512,NL=512

extern "C" void kernel_2mm(int NI, int NJ, int NK, int NL, float alpha, float beta,
                           float *__restrict tmp, const float *__restrict A,
                           const float *__restrict B, const float *__restrict C,
                           float *__restrict D) {
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      tmp[i * NJ + j] = 0.0f;

#pragma tilelang tile(32, 32, 32)
#pragma tilelang buffer(A: shared, B: shared, tmp: register)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        tmp[i * NJ + j] += alpha * A[i * NK + k] * B[k * NJ + j];

  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NL; ++j)
      D[i * NL + j] *= beta;

#pragma tilelang tile(32, 32, 32)
#pragma tilelang buffer(tmp: shared, C: shared, D: register)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NL; ++j)
      for (int k = 0; k < NJ; ++k)
        D[i * NL + j] += tmp[i * NJ + k] * C[k * NL + j];
}
