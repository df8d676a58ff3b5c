// doitgen: A[r][q][:] = A[r][q][:] C4 for every (r, q) (the multiresolution kernel of MADNESS),
// as the usual C source writes it: 3-D fixed-size array, a scratch row sum[] per (r, q).
#ifndef NR
#define NR 100
#endif
#ifndef NQ
#define NQ 100
#endif
#ifndef NP
#define NP 128
#endif

extern "C" void doitgen(int nr, int nq, int np, double A[NR][NQ][NP], double C4[NP][NP],
                        double sum[NP]) {
#pragma tilelang tile(auto, auto)
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}
