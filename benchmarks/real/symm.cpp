// symm: C = alpha A B + beta C with A symmetric, only its lower triangle stored (BLAS-3), in the
// reference-BLAS order: row i of A's triangle updates the rows above it and sums into a scalar.
#ifndef M
#define M 400
#endif
#ifndef N
#define N 480
#endif

extern "C" void symm(int m, int n, double alpha, double beta, double C[M][N], double A[M][M],
                     double B[M][N]) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double temp2 = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}
