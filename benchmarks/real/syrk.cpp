// syrk: C = alpha A A^T + beta C on the lower triangle of C (BLAS-3, symmetric rank-k update),
// as the usual C source writes it: triangular inner bounds, C scaled inside the nest.
#ifndef N
#define N 480
#endif
#ifndef M
#define M 400
#endif

extern "C" void syrk(int n, int m, double alpha, double beta, double C[N][N], double A[N][M]) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}
