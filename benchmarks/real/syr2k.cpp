// syr2k: C = alpha (A B^T + B A^T) + beta C on the lower triangle of C (BLAS-3, symmetric
// rank-2k update), as the usual C source writes it: triangular inner bounds, C scaled inside.
#ifndef N
#define N 480
#endif
#ifndef M
#define M 400
#endif

extern "C" void syr2k(int n, int m, double alpha, double beta, double C[N][N], double A[N][M],
                      double B[N][M]) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
  }
}
