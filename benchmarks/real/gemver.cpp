// gemver: A += u1 v1^T + u2 v2^T; x += beta A^T y + z; w += alpha A x (BLAS-2 updates), as the
// usual C source writes it (fixed-size arrays, run-time bounds, no restrict).
#ifndef N
#define N 2000
#endif

extern "C" void gemver(int n, double alpha, double beta, double A[N][N], double u1[N],
                       double v1[N], double u2[N], double v2[N], double w[N], double x[N],
                       double y[N], double z[N]) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];

#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];

  for (int i = 0; i < n; i++)
    x[i] = x[i] + z[i];

#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}
