// cholesky: A = L L^T in place (L in the lower triangle, the upper triangle untouched), as the
// usual C source writes it: triangular bounds, sqrt from <math.h> on the diagonal.
#include <math.h>
#ifndef N
#define N 600
#endif

extern "C" void cholesky(int n, double A[N][N]) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}
