// 3mm: G = (A * B) * (C * D) through E and F, as the usual C source writes it (fixed-size
// arrays, run-time bounds, initialisation inside the nests, no restrict).
#ifndef NI
#define NI 360
#endif
#ifndef NJ
#define NJ 380
#endif
#ifndef NK
#define NK 400
#endif
#ifndef NL
#define NL 420
#endif
#ifndef NM
#define NM 440
#endif

extern "C" void three_mm(int ni, int nj, int nk, int nl, int nm, double E[NI][NJ],
                         double A[NI][NK], double B[NK][NJ], double F[NJ][NL],
                         double C[NJ][NM], double D[NM][NL], double G[NI][NL]) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      E[i][j] = 0.0;
      for (int k = 0; k < nk; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nl; j++) {
      F[i][j] = 0.0;
      for (int k = 0; k < nm; ++k)
        F[i][j] += C[i][k] * D[k][j];
    }
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      G[i][j] = 0.0;
      for (int k = 0; k < nj; ++k)
        G[i][j] += E[i][k] * F[k][j];
    }
}
