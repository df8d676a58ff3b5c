// gemm: C = alpha * A * B + beta * C, as the usual C source writes it: fixed-size 2-D arrays
// (sizes from macros, -DNI=... by the harness from the description's sizes), run-time loop
// bounds, C scaled inside the nest, no restrict. Only the pragma is added.
#ifndef NI
#define NI 500
#endif
#ifndef NJ
#define NJ 520
#endif
#ifndef NK
#define NK 540
#endif

extern "C" void gemm(int ni, int nj, int nk, double alpha, double beta, double C[NI][NJ],
                     double A[NI][NK], double B[NK][NJ]) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
