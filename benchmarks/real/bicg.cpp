// bicg: s = A^T r and q = A p in one sweep over A (the BiCG sub-kernel), as the usual C source
// writes it (fixed-size arrays, run-time bounds, initialisation inside the nest, no restrict).
#ifndef N
#define N 2100
#endif
#ifndef M
#define M 1900
#endif

extern "C" void bicg(int m, int n, double A[N][M], double s[M], double q[N], double p[M],
                     double r[N]) {
  for (int i = 0; i < m; i++)
    s[i] = 0;
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++) {
    q[i] = 0.0;
    for (int j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}
