// 2mm: D = alpha * A * B * C + beta * D, two matrix products through tmp, as the usual C source
// writes it (fixed-size arrays, run-time bounds, initialisation inside the nests, no restrict).
#ifndef NI
#define NI 360
#endif
#ifndef NJ
#define NJ 380
#endif
#ifndef NK
#define NK 420
#endif
#ifndef NL
#define NL 440
#endif

extern "C" void two_mm(int ni, int nj, int nk, int nl, double alpha, double beta,
                       double tmp[NI][NJ], double A[NI][NK], double B[NK][NJ],
                       double C[NJ][NL], double D[NI][NL]) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (int k = 0; k < nk; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      D[i][j] *= beta;
      for (int k = 0; k < nj; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
}
