// lu: LU decomposition without pivoting in place (Doolittle: L unit lower, U upper), as the
// usual C source writes it: triangular bounds, a division after each inner product.
#ifndef N
#define N 500
#endif

extern "C" void lu(int n, double A[N][N]) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
