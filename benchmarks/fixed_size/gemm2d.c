// GEMM on fixed-size 2-D arrays (float (*)[1200] parameters, as PolyBench writes them with
// restrict), 1000 x 1100 x 1200, three ways side by side in one run (run.sh):
//   plain  -- no directive;
//   tiled  -- tile(32, 32, 32);
//   staged -- tile(32, 32, 32) buffer(A: shared, B: shared, C: shared): 32 x 32 buffers.
#define NI 1000
#define NJ 1100
#define NK 1200
#ifndef VARIANT
#error define VARIANT
#endif
void VARIANT(float (*__restrict A)[NK], float (*__restrict B)[NJ],
             float (*__restrict C)[NJ]) {
#if defined(STAGED)
#pragma tilelang tile(32, 32, 32) buffer(A: shared, B: shared, C: shared)
#elif defined(TILED)
#pragma tilelang tile(32, 32, 32)
#endif
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        C[i][j] += A[i][k] * B[k][j];
}
