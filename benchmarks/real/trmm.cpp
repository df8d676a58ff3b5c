// trmm: B = alpha A^T B with A unit lower triangular (BLAS-3), as the usual C source writes it:
// the k loop starts below the diagonal, B scaled inside the nest.
#ifndef M
#define M 400
#endif
#ifndef N
#define N 480
#endif

extern "C" void trmm(int m, int n, double alpha, double A[M][M], double B[M][N]) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}
